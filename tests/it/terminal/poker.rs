//! Poker in the real binary in a pseudo-terminal: bet, stand pat, reach the showdown, quit,
//! and leave the terminal as it was.

use crate::kit::pty::PtySession;

#[test]
fn bets_reaches_the_showdown_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "11", "play", "poker"]);
    s.wait_for("Your bet", 10);
    assert!(s.contents().contains("seed 11"));
    s.assert_taken_over();
    s.send(b"10\r");
    s.wait_for("Space marks a card", 5);
    s.send(b"\r");
    // The showdown names the dealer's hand and offers the next round.
    s.wait_for("Dealer (親):", 10);
    s.wait_for("Enter: next round", 5);
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}
