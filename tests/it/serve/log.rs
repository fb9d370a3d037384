//! What `asobi serve` tells its operator on stderr (`tracing`, `--log-level`): connections
//! with their source, logins and refusals, sessions opened and closed, tables opened and
//! started, limits hit; never a password, and nothing else (no stray terminal errors).

use std::time::Duration;

use crate::kit::serve::{Server, at_menu, connect, runtime};

const PASSWORD: &str = "sesame-77";

#[test]
fn the_log_says_who_came_what_they_did_and_which_limits_were_hit() {
    let server = Server::start(&["--password", PASSWORD, "--input-rate", "5"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(!conn.password("alice", "not-it").await);
        assert!(conn.password("alice", PASSWORD).await);
        let mut alice = conn.shell(100, 30, &[]).await;
        alice.expect("Statistics").await;
        alice.open_table().await;
        alice.expect("Press Enter to start").await;
        alice.send(b"\r").await;
        alice.expect("Table #1").await;
        // Bob floods: his session drops what is beyond five keys a second.
        let mut bob = at_menu(server.addr, "bob", Some(PASSWORD)).await;
        bob.send(&[b'j'; 50]).await;
        bob.expect("▶ 6.").await;
        // Alice's client goes without a word.
        drop(alice);
        tokio::time::sleep(Duration::from_millis(300)).await;
    });
    for parts in [
        &["connection", "peer=127.0.0.1:"][..],
        &["login refused: wrong password", "peer=127.0.0.1:", "user=\"alice\""],
        &["logged in", "peer=127.0.0.1:", "user=\"alice\"", "method=\"password\""],
        &["session opened", "name=\"alice\""],
        &["table opened", "host=\"alice\"", "game=OldMaid"],
        &["table started", "people=1"],
        &["session{name=bob", "limit hit: input rate", "rate=5"],
        &["session closed", "name=\"alice\"", "ended=Disconnected"],
    ] {
        assert!(server.log_line(parts).is_some(), "no line with {parts:?}");
    }
    assert!(server.logged(PASSWORD).is_empty(), "a password in the log");
    assert!(server.logged("not-it").is_empty(), "a password in the log");
    assert!(server.logged("Failed to").is_empty(), "{:?}", server.logged("Failed to"));
}

#[test]
fn the_log_level_chooses_what_is_logged() {
    let server = Server::start(&["--password", "pw", "--log-level", "warn"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(!conn.password("carol", "guess").await);
        assert!(conn.password("carol", "pw").await);
    });
    assert!(server.log_line(&["wrong password", "user=\"carol\""]).is_some());
    assert!(server.logged("logged in").is_empty(), "info lines below the level");
    assert!(server.logged("connection").is_empty());
}
