//! Old Maid in a real pseudo-terminal: draw a card with Enter, see it in the log, quit cleanly.

use crate::kit::pty::PtySession;

#[test]
fn draws_a_card_and_restores_the_terminal_on_quit() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "3", "play", "old-maid"]);
    s.wait_for("Your turn", 10);
    assert!(s.contents().contains("seed 3"));
    s.assert_taken_over();
    s.send(b"\r");
    s.wait_for("You drew", 5);
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}
