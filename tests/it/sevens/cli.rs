//! `asobi sim sevens` through the real binary: JSON shape, determinism, bad input → exit 2.

fn sim(args: &[&str]) -> std::process::Output {
    crate::kit::binary::asobi()
        .args(["--seed", "5", "sim", "sevens"])
        .args(args)
        .output()
        .expect("binary runs")
}

#[test]
fn json_summary_has_one_entry_per_seat() {
    let out = sim(&["--games", "4", "--levels", "easy,normal,easy", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["games"], 4);
    let ranks = v["avg_rank_by_seat"].as_array().expect("ranks");
    let killed = v["avg_killed_by_seat"].as_array().expect("killed");
    assert_eq!((ranks.len(), killed.len()), (3, 3));
    // Places 1, 2 and 3 are handed out in every game.
    let sum: f64 = ranks.iter().map(|r| r.as_f64().expect("number")).sum();
    assert!((sum - 6.0).abs() < 1e-9, "ranks sum to {sum}");
    for r in ranks {
        let r = r.as_f64().expect("number");
        assert!((1.0..=3.0).contains(&r));
    }
}

#[test]
fn the_seed_replays_the_results() {
    let a = sim(&["--games", "3", "--levels", "normal,easy,easy,easy", "--json"]);
    let b = sim(&["--games", "3", "--levels", "normal,easy,easy,easy", "--json"]);
    let parse = |o: &std::process::Output| {
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
        (v["avg_rank_by_seat"].clone(), v["avg_killed_by_seat"].clone())
    };
    assert_eq!(parse(&a), parse(&b));
}

#[test]
fn bad_levels_are_usage_errors() {
    for levels in ["easy,bogus,easy", "easy,easy", "easy,easy,easy,easy,easy,easy,easy", ""] {
        let out = sim(&["--games", "1", "--levels", levels, "--json"]);
        assert_eq!(out.status.code(), Some(2), "--levels '{levels}' should exit 2");
        assert!(out.stdout.is_empty());
        assert!(!out.stderr.is_empty());
    }
}
