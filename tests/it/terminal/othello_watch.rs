//! Two computers playing Othello in the built binary on a pseudo-terminal, at instant speed:
//! the game plays itself to its result, then `q` quits at once (nothing is under way) and the
//! terminal is restored.

use crate::kit::pty::PtySession;

#[test]
fn a_watched_game_plays_to_its_result_and_the_terminal_is_restored() {
    let home = tempfile::tempdir().unwrap();
    let settings = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"neither\"\n\
                    black_level = \"easy\"\nwhite_level = \"easy\"\n";
    std::fs::write(home.path().join("settings.toml"), settings).unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "9", "play", "othello"]);
    s.wait_for("watching", 10);
    s.assert_taken_over();
    // Easy searches are a few thousand nodes each: a whole game takes seconds, not minutes.
    s.wait_for("Game over", 60);
    // The status line is drawn below the banner: once it is in, the whole frame is.
    s.wait_for("Enter: play again", 10);
    let text = s.contents();
    assert!(["Black wins", "White wins", "A draw"].iter().any(|t| text.contains(t)), "{text}");
    s.send(b"q");
    assert!(s.wait_exit(10), "q quits at once after the game");
    s.assert_restored();
    // Watching is not recorded.
    let stats = std::fs::read_to_string(home.path().join("stats.toml")).unwrap_or_default();
    assert!(!stats.contains("played"), "{stats}");
}
