//! The built binary in a pseudo-terminal plays a whole game of tic-tac-toe by keys: every
//! digit is tried in turn, so the game must end, with the result on screen and in the
//! statistics file.

use crate::kit::pty;

use std::time::Duration;

use crate::kit::pty::PtySession;

const RESULTS: [&str; 3] = ["You win!", "The computer wins.", "A draw."];

#[test]
fn a_whole_game_by_digits_ends_with_a_result_and_is_recorded() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join("settings.toml"),
        "animation = \"instant\"\n[tictactoe]\nlevel = \"easy\"\n",
    )
    .unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "3", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    for digit in "789456123".bytes() {
        s.send(&[digit]);
        std::thread::sleep(Duration::from_millis(150));
    }
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !RESULTS.iter().any(|r| s.contents().contains(r)) {
        assert!(std::time::Instant::now() < deadline, "no result:\n{}", s.contents());
        std::thread::sleep(Duration::from_millis(20));
    }
    // The marks are on the board itself, not only in the header's "you ○ vs ×".
    let marks = pty::tictactoe_marks(&s.contents()).len();
    assert!(marks >= 5, "only {marks} marks on the board:\n{}", s.contents());
    s.send(b"q"); // the game is over, so q quits without asking
    assert!(s.wait_exit(10));
    s.assert_restored();
    let stats = std::fs::read_to_string(home.path().join("stats.toml")).unwrap();
    assert!(stats.contains("played = 1"), "{stats}");
}
