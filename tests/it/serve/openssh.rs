//! What a friend actually runs: the OpenSSH client (`ssh`, when the machine has one) in a
//! pseudo-terminal against `asobi serve` on loopback. The parlour takes the terminal over
//! through SSH, follows the client's `LANG`, and leaves the terminal as it found it, whether
//! the player quits or the server closes.
#![cfg(unix)]

use portable_pty::CommandBuilder;

use crate::kit::pty::PtySession;
use crate::kit::serve::Server;

/// The `ssh` on the PATH, if any.
fn ssh_client() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join("ssh")).find(|p| p.is_file())
}

/// `ssh` to the server as `user`, with no user configuration, no host-key prompt and no
/// password prompt (the server is `--open`), sending `LANG`.
fn ssh(server: &Server, user: &str, lang: &str) -> Option<PtySession> {
    let Some(program) = ssh_client() else {
        eprintln!("no ssh client on this machine: the OpenSSH test did not run");
        return None;
    };
    let mut cmd = CommandBuilder::new(program);
    let port = server.addr.port().to_string();
    cmd.args(["-F", "/dev/null", "-p", &port, "-o", "BatchMode=yes", "-o", "LogLevel=ERROR"]);
    cmd.args(["-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null"]);
    cmd.args(["-o", "SendEnv=LANG", "-t", &format!("{user}@127.0.0.1")]);
    Some(PtySession::run(cmd, &[("LANG", lang)], 100, 30))
}

#[test]
fn openssh_gets_the_parlour_in_its_language_and_quitting_restores_the_terminal() {
    let server = Server::start(&["--open"]);
    let Some(mut s) = ssh(&server, "nao", "ja_JP.UTF-8") else { return };
    s.wait_for("ババ抜き", 20);
    s.assert_taken_over();
    s.send(b"q");
    assert!(s.wait_exit(20), "ssh ends with the session's exit status 0");
    s.assert_restored();
}

#[test]
fn openssh_is_told_when_the_server_closes_and_its_terminal_restored() {
    let mut server = Server::start(&["--open"]);
    let Some(mut s) = ssh(&server, "ren", "en_US.UTF-8") else { return };
    s.wait_for("Statistics", 20);
    s.assert_taken_over();
    assert!(server.terminate().is_some_and(|status| status.success()));
    s.wait_for("server is closing", 20);
    assert!(s.wait_exit(20));
    s.assert_restored();
}
