//! A server stopped mid-table loses nothing: alice and bob play Othello over SSH, the server
//! gets SIGTERM (a real signal to the real binary), starts again on the same data folder,
//! and each finds their chair and the game where it stood; the next move plays on from it.

use std::time::Duration;

use crate::kit::serve::{Server, at_tables, othello_for_two, runtime};

#[cfg(unix)]
#[test]
fn sigterm_mid_table_then_a_restart_finds_the_same_table_seats_and_position() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;

    let home = tempfile::tempdir().unwrap();
    let mut server = Server::start_in(home.path(), &["--password", "pw"]);
    runtime().block_on(async {
        let (mut alice, mut bob) = othello_for_two(&server).await;
        alice.send(b"f5\r").await;
        bob.expect("Your move").await;
        bob.send(b"d6\r").await;
        alice.expect("f5d6").await;
        alice.expect("Your move").await;

        // SIGTERM: both are told their game is saved, and the server ends cleanly.
        kill(Pid::from_raw(server.pid() as i32), Signal::SIGTERM).unwrap();
        for s in [&mut alice, &mut bob] {
            assert!(s.until_closed().await, "the session ends");
            let said = String::from_utf8_lossy(&s.raw).into_owned();
            assert!(said.contains("Your game is saved"), "{}", s.text());
        }
    });
    let status = server.terminate().expect("the server ends");
    assert!(status.success(), "{status:?}");
    assert!(home.path().join("tables/table-1.json").is_file());
    drop(server);

    let server = Server::start_in(home.path(), &["--password", "pw"]);
    assert!(server.log_line(&["table resumed", "table=1"]).is_some());
    runtime().block_on(async {
        // Nobody back yet: the table plays no one's turn meanwhile.
        tokio::time::sleep(Duration::from_secs(2)).await;
        let mut alice = at_tables(&server, "alice").await;
        alice.expect("your seat").await;
        alice.send(b"\r").await;
        alice.expect("you play Black").await;
        alice.expect("f5d6").await;
        alice.expect("Your move").await;
        let mut bob = at_tables(&server, "bob").await;
        bob.expect("your seat").await;
        bob.send(b"\r").await;
        bob.expect("you play White").await;
        bob.expect("f5d6").await;
        // The game goes on from there.
        alice.send(b"c3\r").await;
        for s in [&mut alice, &mut bob] {
            s.expect("f5d6c3").await;
        }
        bob.expect("Your move").await;
    });
}
