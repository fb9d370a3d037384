//! `asobi othello move` and `asobi sim othello --record` through the real binary: the JSON
//! answer for ordinary, endgame, pass and finished positions, the levels by name and number,
//! the depth asked for, usage errors, and recorded games that replay to the results printed
//! beside them.

use std::process::Output;

use asobi::games::othello::{board_string, parse_board, parse_record, parse_square};

fn asobi(args: &[&str]) -> Output {
    crate::kit::binary::asobi().args(args).output().expect("binary runs")
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON object")
}

/// After f5 d6 c3: white to move, with several moves.
fn opening() -> String {
    board_string(parse_record("f5d6c3").unwrap().current())
}

#[test]
fn move_json_answers_an_exact_endgame() {
    // Black everywhere but g8 (white) and h8 (empty): h8 wipes white out.
    let board = format!("{}O- X", "X".repeat(62));
    let v = json(&asobi(&["othello", "move", &board, "--json"]));
    assert_eq!(v["move"], "h8");
    assert_eq!(v["score"], 64);
    assert_eq!(v["exact"], true);
    assert_eq!(v["depth"], 1, "one empty square");
    assert_eq!(v["level"], 9);
    assert_eq!(v["game_over"], false);
    assert!(v["nodes"].as_u64().is_some() && v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn move_searches_a_midgame_position_within_its_nodes() {
    let opening = opening();
    let v =
        json(&asobi(&["othello", "move", &opening, "--nodes", "20000", "--seed", "5", "--json"]));
    let mv = v["move"].as_str().unwrap();
    let sq = parse_square(mv).unwrap();
    let pos = parse_board(&opening).unwrap();
    assert!(pos.is_legal(sq), "{mv} is not legal");
    assert_eq!(v["exact"], false);
    assert!(v["nodes"].as_u64().unwrap() <= 20_000);
    assert!(v["depth"].as_u64().unwrap() >= 3);
    assert!(v["level"].is_null(), "--nodes replaces the level");
    // Search levels pick among near-best moves by the seeded RNG: one seed, one answer.
    let again =
        json(&asobi(&["othello", "move", &opening, "--nodes", "20000", "--seed", "5", "--json"]));
    assert_eq!(
        (again["move"].clone(), again["score"].clone()),
        (v["move"].clone(), v["score"].clone())
    );
}

#[test]
fn move_levels_by_name_and_number() {
    let opening = opening();
    let easy =
        json(&asobi(&["--seed", "3", "othello", "move", &opening, "--level", "easy", "--json"]));
    assert_eq!(easy["level"], 1);
    assert!(easy["score"].is_null(), "easy picks at random and has no score");
    let normal =
        json(&asobi(&["--seed", "3", "othello", "move", &opening, "--level", "4", "--json"]));
    assert_eq!((normal["level"].as_u64(), normal["depth"].as_u64()), (Some(4), Some(3)));
    assert!(normal["score"].as_i64().is_some());
    let text = asobi(&["othello", "move", &opening, "--level", "5"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.starts_with("white plays "), "{text}");
}

#[test]
fn move_looks_no_deeper_than_asked_even_from_the_start() {
    // The start's value is the search of the position after a first move, one ply less: at
    // --depth 1 that is the evaluation after the move, not a one-ply search of it.
    let start = board_string(&asobi::games::othello::Position::start());
    for (board, name) in [(start.as_str(), "start"), (opening().as_str(), "opening")] {
        for depth in ["1", "2", "3"] {
            let args = ["othello", "move", board, "--nodes", "100000", "--depth", depth, "--json"];
            let v = json(&asobi(&args));
            assert_eq!(v["depth"].to_string(), depth, "{name} at --depth {depth}: {v}");
        }
    }
}

#[test]
fn move_answers_pass_and_game_over() {
    let pass = format!("{}O- O", "X".repeat(62));
    let v = json(&asobi(&["othello", "move", &pass, "--json"]));
    assert_eq!((v["move"].as_str(), v["score"].as_i64()), (Some("pass"), Some(-64)));
    assert_eq!(v["game_over"], false);
    let text = asobi(&["othello", "move", &pass]);
    assert!(String::from_utf8_lossy(&text.stdout).starts_with("white must pass"));

    let over = format!("{}{} O", "X".repeat(40), "O".repeat(24));
    let v = json(&asobi(&["othello", "move", &over, "--json"]));
    assert!(v["move"].is_null());
    assert_eq!((v["game_over"].as_bool(), v["score"].as_i64()), (Some(true), Some(-16)));
    let text = asobi(&["othello", "move", &over]);
    assert!(String::from_utf8_lossy(&text.stdout).starts_with("game over"));
}

#[test]
fn bad_move_arguments_are_usage_errors() {
    let opening = opening();
    let cases: Vec<Vec<String>> = vec![
        vec!["XO".into()],
        vec![format!("{} Z", "X".repeat(64))],
        vec!["-".repeat(64)],
        vec![opening.clone(), "--level".into(), "11".into()],
        vec![opening.clone(), "--level".into(), "superhuman".into()],
        vec![opening.clone(), "--nodes".into(), "0".into()],
        vec![opening.clone(), "--nodes".into(), "100000001".into()],
        vec![opening.clone(), "--nodes".into(), "5".into(), "--level".into(), "3".into()],
    ];
    for case in cases {
        let mut args = vec!["othello".to_string(), "move".to_string()];
        args.extend(case);
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = asobi(&refs);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.lines().count() == 1 && !err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn recorded_games_replay_to_their_results() {
    let args = [
        "--seed", "11", "sim", "othello", "--games", "4", "--black", "3", "--white", "easy",
        "--record", "--json",
    ];
    let out = asobi(&args);
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 5, "four games and the summary");
    let mut black_wins = 0;
    for (i, line) in lines[..4].iter().enumerate() {
        assert_eq!(line["game"], i as u64 + 1);
        let game = parse_record(line["record"].as_str().unwrap()).expect("the record replays");
        assert!(game.is_over(), "game {} ends where its record does", i + 1);
        let outcome = game.current().outcome().unwrap();
        assert_eq!(line["black"], outcome.black);
        assert_eq!(line["white"], outcome.white);
        assert_eq!(line["winner"].as_str(), outcome.winner.map(|w| w.name()));
        black_wins += u64::from(outcome.winner.is_some_and(|w| w.name() == "black"));
    }
    let summary = &lines[4];
    assert_eq!(
        (summary["games"].as_u64(), summary["black_wins"].as_u64()),
        (Some(4), Some(black_wins))
    );
    assert_eq!((summary["black"].as_u64(), summary["white"].as_u64()), (Some(3), Some(1)));
    assert_eq!(asobi(&args).stdout, out.stdout, "same seed, same games");

    // Random openings: games between the deterministic search levels differ, and the same
    // seed gives the same opening whichever level plays black.
    let opening = |black: &str, white: &str| -> Vec<String> {
        let out = asobi(&[
            "--seed",
            "5",
            "sim",
            "othello",
            "--games",
            "3",
            "--black",
            black,
            "--white",
            white,
            "--random-opening",
            "6",
            "--record",
            "--json",
        ]);
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        text.lines()
            .take(3)
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                let record = v["record"].as_str().unwrap().to_string();
                assert!(parse_record(&record).unwrap().is_over());
                record
            })
            .collect()
    };
    let (a, b) = (opening("5", "6"), opening("6", "5"));
    assert!(a[0] != a[1] && a[1] != a[2] && a[0] != a[2], "{a:?}");
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x[..12], y[..12], "the same six opening plies");
    }

    // The text form: one line per game with its record, then the summary.
    let text = asobi(&[
        "--seed", "11", "sim", "othello", "--games", "2", "--black", "easy", "--white", "easy",
        "--record",
    ]);
    let text = String::from_utf8_lossy(&text.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    for line in &lines[..2] {
        let record = line.split_whitespace().nth(2).unwrap();
        assert!(parse_record(record).unwrap().is_over(), "{line}");
    }
}
