//! A name is tied to a credential: the first key that claims a name keeps it, a name claimed
//! with a password needs that password (the server's shared password is not enough), and the
//! host lists, renames, removes and resets accounts from the command line.

use std::io::Write;
use std::path::Path;
use std::process::Stdio;

use russh::client::KeyboardInteractiveAuthResponse as Answer;

use crate::kit::serve::{Conn, Server, connect, runtime, test_key};

const MENU: &str = "Statistics";

/// `asobi serve accounts <args>` on the data folder `home`, with `stdin`: (success, stdout,
/// stderr).
fn accounts(home: &Path, args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut child = crate::kit::binary::asobi()
        .args(["serve", "accounts"])
        .args(args)
        .env("ASOBI_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.success(), text(out.stdout), text(out.stderr))
}

/// Logs in with keyboard-interactive, answering the prompts in turn from `answers` (over as
/// many rounds as the server asks): success, the prompts asked, and each round's instructions.
async fn interactive(
    conn: &mut Conn,
    user: &str,
    answers: &[&str],
) -> (bool, Vec<String>, Vec<String>) {
    let handle = &mut conn.handle;
    let mut reply = handle.authenticate_keyboard_interactive_start(user, None).await.unwrap();
    let (mut asked, mut said) = (Vec::new(), Vec::new());
    let mut answers = answers.iter();
    loop {
        match reply {
            Answer::Success => return (true, asked, said),
            Answer::Failure { .. } => return (false, asked, said),
            Answer::InfoRequest { prompts, instructions, .. } => {
                asked.extend(prompts.iter().map(|p| p.prompt.clone()));
                said.push(instructions);
                let given = answers.by_ref().take(prompts.len()).map(|a| a.to_string()).collect();
                reply = handle.authenticate_keyboard_interactive_respond(given).await.unwrap();
            }
        }
    }
}

#[test]
fn two_keys_and_one_name_the_first_key_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("authorized_keys");
    let listed: Vec<String> =
        (1..=2).map(|seed| test_key(seed).public_key().to_openssh().unwrap().to_string()).collect();
    std::fs::write(&file, listed.join("\n")).unwrap();
    let server = Server::start(&["--authorized-keys", file.to_str().unwrap()]);
    runtime().block_on(async {
        let mut first = connect(server.addr).await;
        assert!(first.key("alice", test_key(1)).await);
        let mut alice = first.shell(100, 30, &[]).await;
        alice.expect(MENU).await;
        // Before: the second key was alice too, and closed her session.
        let mut second = connect(server.addr).await;
        assert!(second.key("Alice", test_key(2)).await, "the door lets the listed key in");
        let mut refused = second.shell(100, 30, &[]).await;
        refused.expect("belongs to another key").await;
        assert!(refused.until_closed().await);
        assert_eq!(refused.exit_status, Some(1));
        alice.drain().await;
        assert!(!alice.closed && !alice.text().contains("connected again"));
        // The second key has a name of its own.
        let mut own = connect(server.addr).await;
        assert!(own.key("bob", test_key(2)).await);
        own.shell(100, 30, &[]).await.expect(MENU).await;
    });
    assert!(server.log_line(&["refused: the name is another key's", "Alice"]).is_some());
    let (_, list, _) = accounts(&server.home, &["list"], "");
    let fingerprint = |seed| test_key(seed).public_key().fingerprint(russh::keys::HashAlg::Sha256);
    assert!(list.contains(&format!("key {}", fingerprint(1))), "{list}");
    assert!(list.contains(&format!("key {}", fingerprint(2))), "{list}");
}

#[test]
fn a_name_claimed_with_a_password_needs_that_password() {
    let server = Server::start(&["--password", "sesame"]);
    let (ok, ..) = accounts(&server.home, &["reset", "carol", "--password"], "carol's own\n");
    assert!(ok);
    runtime().block_on(async {
        // Before: the shared password let anyone be carol.
        assert!(!connect(server.addr).await.password("carol", "sesame").await);
        assert!(!connect(server.addr).await.password("carol", "carol's").await);
        let mut conn = connect(server.addr).await;
        assert!(conn.password("carol", "carol's own").await);
        conn.shell(100, 30, &[]).await.expect(MENU).await;
        // A free name takes the shared password, and keyboard-interactive claims one.
        assert!(connect(server.addr).await.password("dave", "sesame").await);
        let mut conn = connect(server.addr).await;
        let (ok, asked, _) = interactive(&mut conn, "erin", &["sesame", "erin's", "erin's"]).await;
        assert!(ok && asked.len() == 3, "{asked:?}");
        assert!(!connect(server.addr).await.password("erin", "sesame").await);
        let mut conn = connect(server.addr).await;
        let (ok, asked, _) = interactive(&mut conn, "erin", &["erin's"]).await;
        assert!(ok && asked.len() == 1, "{asked:?}");
    });
    let book = std::fs::read_to_string(server.home.join("accounts.json")).unwrap();
    assert!(book.contains("$argon2id$") && !book.contains("erin's") && !book.contains("carol's"));
    let log = server.logged("");
    assert!(!log.iter().any(|l| l.contains("sesame") || l.contains("carol's")), "{log:#?}");
}

/// Two new passwords that differ (a typo, or the second lost to the client: OpenSSH drops
/// what was typed before a prompt showed) are asked for again, saying why, twice; the third
/// time the login is refused. No penalty: nothing wrong was guessed.
#[test]
fn new_passwords_that_differ_are_asked_for_again_then_refused() {
    let server = Server::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        let answers = ["sesame", "hana's", "", "hana's", "hana'z", "hana's", "hana's"];
        let (ok, asked, said) = interactive(&mut conn, "hana", &answers).await;
        assert!(ok, "{asked:?} {said:?}");
        assert_eq!(asked.len(), 7, "the door once, then the two new ones three times: {asked:?}");
        assert_eq!(said.len(), 3, "{said:?}");
        assert!(said[1].contains("differ") && said[2].contains("differ"), "{said:?}");
        assert!(asked[5].starts_with("A password to keep your name"), "{asked:?}");
        // The name is hana's now: the shared password no longer plays it, hers does.
        assert!(!connect(server.addr).await.password("hana", "sesame").await);
        assert!(connect(server.addr).await.password("hana", "hana's").await);
        // Differing three times is refused, and the name stays free.
        let mut conn = connect(server.addr).await;
        let answers = ["sesame", "a", "b", "c", "d", "e", "f"];
        let (ok, asked, _) = interactive(&mut conn, "ivo", &answers).await;
        assert!(!ok, "{asked:?}");
        assert_eq!(asked.len(), 7, "{asked:?}");
        assert!(connect(server.addr).await.password("ivo", "sesame").await, "still free");
    });
    assert!(server.log_line(&["the two new passwords differ: asked again", "hana"]).is_some());
    assert!(server.log_line(&["refused: the two new passwords differ", "ivo"]).is_some());
    assert!(server.logged("hana's").is_empty() && server.logged("hana'z").is_empty());
}

#[test]
fn with_open_a_password_claims_a_free_name() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        assert!(connect(server.addr).await.password("fay", "fay's").await);
        assert!(!connect(server.addr).await.none("fay").await, "no longer anyone's");
        assert!(!connect(server.addr).await.password("fay", "guess").await);
        assert!(connect(server.addr).await.none("gus").await, "a free name is open");
    });
}

#[test]
fn the_host_lists_renames_removes_and_resets_accounts() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let run = |args: &[&str], stdin: &str| accounts(home, args, stdin);
    assert!(run(&["reset", "Alice", "--password"], "a\n").0);
    assert!(run(&["reset", "bob", "--password"], "b\n").0);
    std::fs::create_dir_all(home.join("users/alice")).unwrap();
    std::fs::write(home.join("users/alice/stats.toml"), "kept").unwrap();
    std::fs::create_dir_all(home.join("users/%5c71;%7530;")).unwrap();
    let (ok, list, _) = run(&["list"], "");
    assert!(
        ok && list.contains("Alice") && list.contains("bob") && list.contains("山田"),
        "{list}"
    );
    // Rename: the account and the folder move; a taken name is refused.
    assert!(!run(&["rename", "alice", "bob"], "").0);
    assert!(run(&["rename", "alice", "Alicia"], "").0);
    assert_eq!(std::fs::read_to_string(home.join("users/alicia/stats.toml")).unwrap(), "kept");
    assert!(!home.join("users/alice").exists());
    // Remove: the account goes, the folder is moved aside, not deleted.
    assert!(run(&["remove", "alicia"], "").0);
    let removed: Vec<_> = std::fs::read_dir(home.join("removed")).unwrap().flatten().collect();
    assert_eq!(removed.len(), 1);
    assert!(removed[0].path().join("stats.toml").is_file());
    // Reset: bob's name is free again.
    assert!(run(&["reset", "bob"], "").0);
    assert!(!run(&["reset", "bob"], "").0, "nothing left to reset");
    let (_, list, _) = run(&["list"], "");
    assert!(!list.contains("Alicia") && !list.contains("password"), "{list}");
    // A corrupt book is kept aside and replaced, with a warning.
    std::fs::write(home.join("accounts.json"), "{ torn").unwrap();
    let (ok, _, warned) = run(&["list"], "");
    assert!(ok && warned.contains("warning"), "{warned}");
    assert_eq!(std::fs::read_to_string(home.join("accounts.json.bak")).unwrap(), "{ torn");
}

#[test]
fn a_renamed_player_logs_in_under_the_new_name_with_their_password() {
    let home = tempfile::tempdir().unwrap();
    assert!(accounts(home.path(), &["reset", "hana", "--password"], "h\n").0);
    assert!(accounts(home.path(), &["rename", "hana", "花"], "").0);
    let server = Server::start_in(home.path(), &["--open"]);
    runtime().block_on(async {
        assert!(connect(server.addr).await.none("hana").await, "the old name is free");
        assert!(!connect(server.addr).await.none("花").await);
        assert!(connect(server.addr).await.password("花", "h").await);
    });
}
