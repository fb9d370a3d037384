//! The poker subcommands through the real binary.

use std::process::Output;

fn asobi(args: &[&str]) -> Output {
    crate::kit::binary::asobi().args(args).output().expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON object")
}

#[test]
fn score_prints_name_and_score() {
    let out = asobi(&["poker", "score", "AS", "KS", "QS", "JS", "10S"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("Royal straight flush") && text.contains("904"), "{text}");
}

#[test]
fn score_json() {
    let value = json(&asobi(&["poker", "score", "AS", "KS", "QS", "JS", "10S", "--json"]));
    assert_eq!(value, serde_json::json!({"hand": "royal_straight_flush", "score": 904}));
    let value = json(&asobi(&["poker", "score", "--json", "9s", "th", "jd", "qc", "jk"]));
    assert_eq!(value, serde_json::json!({"hand": "straight", "score": 413}));
}

#[test]
fn bad_hands_exit_2_with_a_message() {
    for (args, needle) in [
        (vec!["AS", "KS", "QS", "JS", "XS"], "'XS' is not a card"),
        (vec!["AS", "KS", "QS", "JS", "as"], "twice"),
        (vec!["AS", "KS", "QS", "JS"], "exactly 5 cards (4 given)"),
        (vec!["AS", "KS", "QS", "JS", "10S", "9S"], "(6 given)"),
        (vec![], "(0 given)"),
    ] {
        let mut full = vec!["poker", "score"];
        full.extend(&args);
        let out = asobi(&full);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn census_json_counts_every_hand() {
    let value = json(&asobi(&["poker", "census", "--json"]));
    assert_eq!(value["total"], 2_869_685);
    let counts = value["counts"].as_object().expect("counts");
    assert_eq!(counts.len(), 11);
    assert_eq!(counts.values().map(|v| v.as_u64().unwrap()).sum::<u64>(), 2_869_685);
    assert_eq!(counts["five_of_a_kind"], 13);
    assert_eq!(counts["royal_straight_flush"], 24);
    assert!(value["seconds"].as_f64().is_some());
}

#[test]
fn sim_json_replays_with_the_seed() {
    // 40 rounds: each Hard decision enumerates 2.87M draws, some 50 ms in a test build.
    let args = [
        "--seed", "7", "sim", "poker", "--rounds", "40", "--player", "normal", "--dealer", "hard",
        "--json",
    ];
    let a = json(&asobi(&args));
    let b = json(&asobi(&args));
    assert_eq!(a, b);
    assert_eq!(a["rounds"], 40);
    let per_round = a["player_points_per_round"].as_f64().unwrap();
    let (w, l) = (a["wins"].as_i64().unwrap(), a["losses"].as_i64().unwrap());
    assert!((per_round - (w - l) as f64 * 10.0 / 40.0).abs() < 1e-9);
    assert_eq!(w + l + a["pushes"].as_i64().unwrap(), 40);
}

#[test]
fn sim_rejects_zero_rounds() {
    let out = asobi(&["sim", "poker", "--rounds", "0"]);
    assert_eq!(out.status.code(), Some(2));
}
