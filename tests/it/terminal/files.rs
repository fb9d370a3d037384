//! The real binary and its files: SIGTERM in the middle of a game saves it, and the next run
//! resumes it; so does a terminal that vanishes without a hangup signal; a data folder that
//! cannot be used gives a warning and a game that still plays.

use std::path::Path;

use crate::kit::pty::{PtySession, tictactoe_marks as marks};
use nix::sys::signal::Signal;

/// The tic-tac-toe save in a data folder.
const SAVED: &str = "saved-tictactoe.json";

#[test]
fn sigterm_saves_the_game_and_the_next_run_resumes_it() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "7", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    assert_eq!(marks(&s.contents()), [], "a new game");
    let played = s.play_centre_and_wait_for_the_reply();
    s.wait_for("Your move", 5);
    let saved = home.path().join(SAVED);
    assert!(!saved.exists(), "saved only on the way out, not after every move");
    s.signal(Signal::SIGTERM);
    assert_eq!(s.wait_exit_code(10), 143);
    s.assert_restored();

    the_next_run_resumes(home.path(), &played);
}

/// The tic-tac-toe game saved in `home` is the one `played`, and the next run resumes it.
fn the_next_run_resumes(home: &Path, played: &[(usize, usize, char)]) {
    let text = std::fs::read_to_string(home.join(SAVED)).expect("a saved game");
    let json: serde_json::Value = serde_json::from_str(&text).expect("the save is JSON");
    assert_eq!(json["saved"]["game"], "tictactoe", "{json}");

    // No --seed: a seed asks for a fresh, replayable game, so `play` resumes only without one.
    let mut again = PtySession::start(home, &["play", "tictactoe"]);
    again.wait_for("Your move", 10);
    assert_eq!(marks(&again.contents()), played, "the resumed board:\n{}", again.contents());
    again.send(b"q");
    again.wait_for("Quit asobi?", 5);
    again.send(b"y");
    assert_eq!(again.wait_exit_code(10), 0);
}

/// A terminal that goes away with no hangup signal for asobi (here it is not asobi's
/// controlling terminal) leaves crossterm's reader spinning on end-of-file for good; the
/// terminal watch must end the program instead, writing the game as a hangup would.
#[test]
fn a_terminal_gone_without_a_hangup_signal_saves_the_game_and_ends_asobi() {
    let home = tempfile::tempdir().unwrap();
    let mut s =
        PtySession::start_without_hangup_signal(home.path(), &["--seed", "7", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    let played = s.play_centre_and_wait_for_the_reply();
    s.wait_for("Your move", 5);
    // 5 again is refused (the centre is taken), which draws the notice and wakes the reader;
    // the newline and Ctrl+D portable-pty types on closing change nothing either.
    s.hang_up(b"5");
    assert_eq!(s.wait_exit_code(10), 128 + 1, "ended as by a hangup");
    the_next_run_resumes(home.path(), &played);
}

#[test]
fn an_unusable_data_folder_warns_and_the_game_still_plays() {
    // A folder below a plain file can be neither read nor created, even by root (for whom
    // chmod 0555 blocks nothing, and these tests may run as root).
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "not a folder").unwrap();
    let home = file.join("asobi");
    let mut s = PtySession::start(&home, &["--seed", "3", "play", "tictactoe"]);
    s.wait_for("cannot be used", 10);
    s.assert_taken_over();
    s.assert_cursor_hidden();
    // Any key dismisses the warning; then the game plays on defaults.
    s.send(b" ");
    s.wait_for("Your move", 5);
    s.play_centre_and_wait_for_the_reply();
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert_eq!(s.wait_exit_code(10), 0, "{}", s.contents());
    s.assert_restored();
    // Nothing could be saved: said again on the restored screen.
    assert!(s.contents().contains("nothing of this session was saved"), "{}", s.contents());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a folder");
}
