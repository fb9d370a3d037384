//! Killer Sevens in the built binary in a pseudo-terminal: wait for your turn, play the
//! preselected playable card with Enter, see it in the log, quit, and find the terminal as it
//! was.

use crate::kit::pty::PtySession;

#[test]
fn plays_a_card_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "9", "play", "sevens"]);
    // The computers before you play with their normal pauses.
    s.wait_for("Your turn", 30);
    assert!(s.contents().contains("seed 9"));
    s.assert_taken_over();
    s.send(b"\r");
    s.wait_for("You played", 10);
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}
