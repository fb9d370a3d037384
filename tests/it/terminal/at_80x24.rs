//! Every game in a real 80×24 terminal (the size most terminals open at): the real binary in
//! a pseudo-terminal, a game opened, a first action taken, and the screen read back: the game
//! is drawn (no "please enlarge"), the key bar is on the last row, and quitting restores the
//! terminal.

use crate::kit::pty::PtySession;

/// Opens `game` at 80×24 in `lang`, waits for `expect`, sends `keys`, waits for `after`, then
/// quits.
fn play(game: &str, lang: &str, keys: &[u8], expect: &str, after: &str) {
    let home = tempfile::tempdir().unwrap();
    let args = ["--seed", "5", "--lang", lang, "play", game];
    let mut s = PtySession::start_sized(home.path(), &args, &[], 80, 24);
    s.wait_for(expect, 15);
    for &k in keys {
        s.send(&[k]);
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    s.wait_for(after, 15);
    let screen = s.contents();
    assert!(!screen.contains("enlarge") && !screen.contains("広げて"), "{game}:\n{screen}");
    let last = screen.lines().rfind(|l| !l.trim().is_empty()).unwrap_or_default();
    assert!(last.contains("?"), "{game}: the key bar is not on the last row:\n{screen}");
    s.send(b"\x03"); // Ctrl+C: quits at once, whatever is under way
    assert!(s.wait_exit(10), "{game} did not quit");
    s.assert_restored();
}

#[test]
fn tictactoe_at_80x24() {
    play("tictactoe", "en", b"5", "Your move", "Your move");
}

#[test]
fn othello_at_80x24() {
    play("othello", "ja", b"\r", "あなたの番", "f5");
}

#[test]
fn old_maid_at_80x24() {
    play("old-maid", "en", b"\r", "CPU 3", "You drew");
}

#[test]
fn sevens_at_80x24() {
    play("sevens", "ja", b"\t", "CPU 3", "あなたの手札");
}

#[test]
fn poker_at_80x24() {
    play("poker", "en", b"10\r", "Bet", "of 5 marked");
}
