//! The Othello subcommands through the real binary: JSON shapes, usage errors (exit 2), and
//! a seeded simulation where Hard (small budget) clearly beats Easy.

use std::process::Output;

fn asobi(args: &[&str]) -> Output {
    crate::kit::binary::asobi().args(args).output().expect("binary runs")
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON object")
}

#[test]
fn perft_json_reports_depth_leaves_and_seconds() {
    let v = json(&asobi(&["othello", "perft", "5", "--json"]));
    assert_eq!(v["depth"], 5);
    assert_eq!(v["leaves"], 1396);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn perft_refuses_absurd_depths_with_exit_code_2() {
    let out = asobi(&["othello", "perft", "21"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("depth"));
}

#[test]
fn solve_json_gives_best_move_and_exact_score() {
    // Black everywhere but g8 (white) and h8 (empty): h8 wipes white out.
    let board = format!("{}O- X", "X".repeat(62));
    let v = json(&asobi(&["othello", "solve", &board, "--json"]));
    assert_eq!(v["best"], "h8");
    assert_eq!(v["score"], 64);
    assert!(v["nodes"].as_u64().is_some());
}

#[test]
fn solve_accepts_a_board_that_starts_with_a_hyphen() {
    // a1 empty (unreachable), g8 white, h8 empty: black h8 wipes white out, a1 goes to black.
    let board = format!("-{}O- X", "X".repeat(61));
    let v = json(&asobi(&["othello", "solve", &board, "--json"]));
    assert_eq!((v["best"].as_str(), v["score"].as_i64()), (Some("h8"), Some(64)));
}

#[test]
fn solve_reports_a_forced_pass_with_null_best() {
    // White cannot move, black then wipes white out: -64 for white.
    let board = format!("{}O- O", "X".repeat(62));
    let v = json(&asobi(&["othello", "solve", &board, "--json"]));
    assert!(v["best"].is_null());
    assert_eq!(v["score"], -64);
}

#[test]
fn bad_solve_strings_are_usage_errors() {
    let too_short = format!("{} X", "-".repeat(10));
    let bad_char = format!("XO{}? X", "-".repeat(61));
    let bad_side = format!("XO{} B", "-".repeat(62));
    let too_many_empties = format!("{}XO{} X", "-".repeat(27), "-".repeat(35));
    for board in [too_short.as_str(), bad_char.as_str(), bad_side.as_str(), "", &too_many_empties] {
        let out = asobi(&["othello", "solve", board, "--json"]);
        assert_eq!(out.status.code(), Some(2), "board {board:?}");
        assert!(out.stdout.is_empty(), "nothing on stdout for {board:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn solve_refuses_a_board_where_the_side_to_move_has_no_discs() {
    // White discs only, black to move: black can never bracket anything.
    let board = format!("{}OO{} X", "-".repeat(27), "-".repeat(35));
    let out = asobi(&["othello", "solve", &board, "--json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("black is to move but has no discs"), "{err}");
}

#[test]
fn sim_hard_clearly_beats_easy_and_replays_with_a_seed() {
    let args = [
        "--seed",
        "42",
        "sim",
        "othello",
        "--games",
        "6",
        "--black",
        "hard",
        "--white",
        "easy",
        "--hard-nodes",
        "3000",
        "--json",
    ];
    let v = json(&asobi(&args));
    assert_eq!(v["games"], 6);
    let (b, w, d) = (
        v["black_wins"].as_u64().unwrap(),
        v["white_wins"].as_u64().unwrap(),
        v["draws"].as_u64().unwrap(),
    );
    assert_eq!(b + w + d, 6);
    assert!(b >= 5, "hard won only {b} of 6 against easy");
    assert!(v["avg_disc_diff"].as_f64().unwrap() > 10.0);
    assert_eq!(json(&asobi(&args)), v, "same seed, same result");

    // And with colours swapped.
    let swapped = [
        "--seed",
        "7",
        "sim",
        "othello",
        "--games",
        "4",
        "--black",
        "easy",
        "--white",
        "hard",
        "--hard-nodes",
        "3000",
        "--json",
    ];
    let v = json(&asobi(&swapped));
    assert!(v["white_wins"].as_u64().unwrap() >= 3, "{v}");
}
