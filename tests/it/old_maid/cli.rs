//! `asobi sim old-maid` through the real binary.

use std::process::Output;

fn asobi(args: &[&str]) -> Output {
    crate::kit::binary::asobi().args(args).output().expect("run asobi")
}

#[test]
fn json_counts_one_loser_per_game_and_replays_with_the_seed() {
    let args = ["--seed", "5", "sim", "old-maid", "--games", "200", "--players", "5", "--json"];
    let out = asobi(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["games"], 200);
    let losses: Vec<u64> =
        v["losses_by_seat"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
    assert_eq!(losses.len(), 5);
    assert_eq!(losses.iter().sum::<u64>(), 200);
    assert_eq!(asobi(&args).stdout, out.stdout);
}

#[test]
fn text_output_lists_every_seat() {
    let out = asobi(&["sim", "old-maid", "--games", "10", "--players", "2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("seat 0") && text.contains("seat 1") && !text.contains("seat 2"));
}

#[test]
fn player_counts_outside_2_to_6_are_usage_errors() {
    for p in ["1", "7", "0"] {
        let out = asobi(&["sim", "old-maid", "--games", "3", "--players", p, "--json"]);
        assert_eq!(out.status.code(), Some(2), "--players {p}");
        assert!(out.stdout.is_empty());
        assert!(String::from_utf8_lossy(&out.stderr).contains("--players"));
    }
}
