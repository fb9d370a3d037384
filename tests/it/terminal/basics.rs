//! The built binary in a pseudo-terminal: it draws, takes keys, and on every way out (quit,
//! Ctrl+C, SIGTERM, a panic) leaves the terminal as it found it. Each case first checks the
//! terminal was taken over, so the restoration is shown to be a change.

use crate::kit::pty;

use std::process::Stdio;

use crate::kit::pty::PtySession;
use nix::sys::signal::Signal;

#[test]
fn plays_tictactoe_by_keys_and_restores_the_terminal_on_quit() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "7", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    assert!(s.contents().contains("seed 7"));
    s.assert_taken_over();
    s.assert_cursor_hidden();
    assert_eq!(pty::tictactoe_marks(&s.contents()), [], "an empty board");
    // The computer answers after its thinking pause.
    s.play_centre_and_wait_for_the_reply();
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert_eq!(s.wait_exit_code(10), 0);
    s.assert_restored();
}

#[test]
fn menu_quit_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &[]);
    s.wait_for("Tic-tac-toe", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    s.send(b"q");
    assert_eq!(s.wait_exit_code(10), 0);
    s.assert_restored();
}

#[test]
fn ctrl_c_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["play", "tictactoe"]);
    s.wait_for("Your move", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    // In raw mode Ctrl+C is a key (no SIGINT): it quits through the normal path.
    s.send(b"\x03");
    assert_eq!(s.wait_exit_code(10), 0);
    s.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal_and_exits_143() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["play", "tictactoe"]);
    s.wait_for("Your move", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    s.signal(Signal::SIGTERM);
    assert_eq!(s.wait_exit_code(10), 128 + 15, "SIGTERM exits with 128 + 15");
    s.assert_restored();
}

#[test]
fn sighup_restores_the_terminal_and_exits_129() {
    // The terminal window closing sends SIGHUP.
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &[]);
    s.wait_for("Tic-tac-toe", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    s.signal(Signal::SIGHUP);
    assert_eq!(s.wait_exit_code(10), 128 + 1);
    s.assert_restored();
}

/// The panic switch exists only in debug builds.
#[cfg(debug_assertions)]
#[test]
fn a_panic_restores_the_terminal_and_reports() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start_with_env(
        home.path(),
        &["play", "tictactoe"],
        &[("ASOBI_TEST_PANIC", "1"), ("RUST_BACKTRACE", "0"), ("RUST_LIB_BACKTRACE", "0")],
    );
    s.wait_for("Your move", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    // The switch panics on the first key.
    s.send(b"5");
    assert_eq!(s.wait_exit_code(10), 101, "a panic exits with Rust's 101");
    s.assert_restored();
    assert!(
        s.contents().contains("induced panic"),
        "the panic message is shown:\n{}",
        s.contents()
    );
}

#[test]
fn without_a_terminal_the_game_screen_says_so_in_one_line() {
    for args in [&["play", "tictactoe"][..], &[]] {
        let home = tempfile::tempdir().unwrap();
        let out = crate::kit::binary::asobi()
            .args(args)
            .env("ASOBI_HOME", home.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line, not a report: {err}");
        assert!(err.starts_with("asobi needs a terminal"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: no escape codes into a pipe");
        assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 0, "nothing written");
    }
}

#[test]
fn doctor_measures_the_glyphs_and_names_the_files() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["doctor"]);
    assert!(s.wait_exit(10));
    let text = s.contents();
    assert!(text.contains("♠ 1 cell(s), ─ 1 cell(s)"), "{text}");
    assert!(text.contains("auto → unicode"), "{text}");
    assert!(text.contains("settings.toml"), "{text}");
    assert!(text.contains("100×30"), "{text}");
}
