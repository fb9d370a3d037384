//! Setting up an Othello game: `asobi play othello --record … / --position …`, a record read
//! with spaces, capitals and pass marks, every bad record or position refused in one line
//! (the move number that fails) before any screen opens, and such a game saved and resumed
//! from the position it was set up from.

use asobi::catalog::GameId;
use asobi::cli::play_set_up;
use asobi::games::othello::{Position, board_string, parse_record, parse_record_from};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

use crate::kit::pty::PtySession;

/// Exit code and standard error of the real binary with `args` (no terminal needed: a bad
/// set-up is refused before one is asked for).
fn run(args: &[&str]) -> (Option<i32>, String) {
    let home = tempfile::tempdir().unwrap();
    let out =
        crate::kit::binary::asobi().args(args).env("ASOBI_HOME", home.path()).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_record_reads_with_spaces_capitals_and_written_passes() {
    let plain = parse_record("f5d6c3d3c4").unwrap();
    assert_eq!(parse_record(" F5 d6 C3 d3 c4 ").unwrap().positions(), plain.positions());
    // A written pass must be a forced one.
    let err = parse_record("f5 pa").unwrap_err();
    assert!(err.starts_with("move 2: a pass"), "{err}");
    // The same moves from a set-up position replay from there.
    let start = *plain.current();
    let on = parse_record_from(start, "f4").unwrap();
    assert_eq!(on.positions()[0], start);
    assert_eq!(on.moves().len(), 1);
}

#[test]
fn a_forced_pass_may_be_written_or_left_out() {
    // Black has no move here while white does: "pa" is read as that pass, and leaving it out
    // inserts it.
    let board = format!("OX{} X", "-".repeat(62));
    let pos = asobi::games::othello::parse_board(&board).unwrap();
    assert_eq!(pos.legal_moves(), 0, "black must pass: {}", board_string(&pos));
    let written = parse_record_from(pos, "pa").unwrap();
    assert_eq!(written.moves(), [None]);
}

#[test]
fn bad_set_ups_are_refused_in_one_line_with_exit_code_2() {
    for (args, says) in [
        (vec!["play", "othello", "--record", "f5d6c9"], "--record: move 3: 'c9' is no square"),
        (vec!["play", "othello", "--record", "f5f5"], "--record: move 2: f5 is not legal"),
        (vec!["play", "sevens", "--record", "f5"], "are for Othello only"),
        (vec!["play", "othello", "--position", "XO X"], "--position:"),
        (
            vec!["play", "othello", "--position", &*format!("{} X", "X".repeat(64))],
            "neither side has a move",
        ),
    ] {
        let (code, err) = run(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: one line: {err}");
    }
}

#[test]
fn the_cli_check_hands_the_game_to_play_on() {
    let set_up = play_set_up(GameId::Othello, Some("f5d6c3"), None).unwrap().unwrap();
    let game = set_up.get::<asobi::games::othello::Game>().expect("an Othello game");
    assert_eq!(game.record(), "f5d6c3");
    assert!(play_set_up(GameId::Othello, None, None).unwrap().is_none());
}

#[test]
fn a_game_from_a_position_is_saved_and_resumed_from_that_position() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "animation = \"instant\"\n").unwrap();
    let start = *parse_record("f5d6c3d3c4f4").unwrap().current();
    let mut config_game = asobi::games::othello::Game::from_position(start);
    config_game.auto_pass();
    let mut h = Harness::builder(DataDir::at(dir.path()), 4)
        .lang(asobi::i18n::Language::En)
        .othello_from(config_game)
        .build();
    assert_eq!(h.othello().game().positions()[0], start);
    // Black (the player) moves, the computer answers; leaving keeps the game.
    let mv = asobi::games::othello::squares(start.legal_moves()).next().unwrap();
    for c in asobi::games::othello::square_name(mv).chars() {
        h.key(KeyCode::Char(c));
    }
    h.settle(100_000);
    let positions = h.othello().game().positions().to_vec();
    h.key(KeyCode::Esc);
    drop(h);
    let h = Harness::builder(DataDir::at(dir.path()), 5).game(GameId::Othello).build();
    assert_eq!(h.othello().game().positions(), positions, "resumed from the set-up position");
    assert_ne!(positions[0], Position::start());
}

#[test]
fn play_othello_with_a_record_opens_on_that_game() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["play", "othello", "--record", "f5 d6 c3"]);
    s.wait_for("Record (3 moves)", 10);
    assert!(s.contents().contains("f5d6c3"), "{}", s.contents());
    // `q` asks during a game; `y` answers.
    s.send(b"q");
    s.wait_for("y / n", 10);
    s.send(b"y");
    assert!(s.wait_exit(10), "quits");
}
