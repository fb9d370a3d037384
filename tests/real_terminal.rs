//! The built binary in a pseudo-terminal: it draws, takes keys, and leaves the terminal as it
//! found it.

mod support;

use support::PtySession;

#[test]
fn plays_tictactoe_by_keys_and_restores_the_terminal_on_quit() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "7", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    assert!(s.contents().contains("seed 7"));
    s.assert_taken_over();
    s.send(b"5");
    s.wait_for("○", 5);
    // The computer answers after its thinking pause.
    s.wait_for("×", 5);
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}

#[test]
fn menu_quit_and_ctrl_c_both_restore_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &[]);
    s.wait_for("Tic-tac-toe", 10);
    s.send(b"q");
    assert!(s.wait_exit(10));
    s.assert_restored();

    let mut s = PtySession::start(home.path(), &["play", "tictactoe"]);
    s.wait_for("Your move", 10);
    s.send(b"\x03");
    assert!(s.wait_exit(10));
    s.assert_restored();
}
