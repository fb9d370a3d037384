//! Long runs: every game's simulation plays 10,000 games without a panic, and its memory stays
//! steady (peak RSS after 10,000 games within 2 MiB of the peak after 1,000). Ignored, with
//! the other long checks (`cargo test -- --ignored`, run by `.ci/run`).
//!
//! The peak is the kernel's own figure (`getrusage(RUSAGE_CHILDREN)` max RSS), taken in a
//! fresh process whose only child is the simulation: this test binary re-run as `rss_child`.
//! Sampling `/proc/<pid>/status` instead could miss the end of the run.

use std::process::{Command, Stdio};

const CHILD_ENV: &str = "ASOBI_RSS_CHILD_ARGS";
/// Separates the arguments in `CHILD_ENV` (none of them contains it).
const SEP: char = '\u{1f}';
const PEAK: &str = "peak RSS KiB: ";

/// In the child: runs asobi with the arguments given, then prints its peak RSS. The JSON the
/// simulation prints goes to the same stdout.
#[cfg(target_os = "linux")]
#[test]
fn rss_child() {
    use nix::sys::resource::{UsageWho, getrusage};
    let Ok(args) = std::env::var(CHILD_ENV) else { return };
    let status = crate::kit::binary::asobi()
        .args(args.split(SEP))
        .stderr(Stdio::inherit())
        .status()
        .unwrap();
    assert!(status.success(), "{args:?}: {status}");
    // On Linux ru_maxrss is in KiB, and with one child it is that child's peak.
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).unwrap();
    println!("{PEAK}{}", usage.max_rss());
}

/// Runs `asobi --seed 7 sim <args> --json` with `games` games; returns the peak RSS in KiB.
#[cfg(target_os = "linux")]
fn peak_rss(args: &[&str], games: &str) -> u64 {
    let mut all = vec!["--seed", "7", "sim"];
    all.extend(args.iter().map(|a| if *a == "N" { games } else { a }));
    all.push("--json");
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "every_game::long_runs::rss_child", "--nocapture", "--test-threads", "1"])
        .env(CHILD_ENV, all.join(&SEP.to_string()))
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert!(out.status.success(), "{all:?}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    // The test harness may print "test rss_child ... " on the same line, before the JSON.
    let json_line = text.lines().find_map(|l| l.find('{').map(|at| &l[at..])).expect("JSON");
    let json: serde_json::Value = serde_json::from_str(json_line).expect("JSON on stdout");
    let count = json.get("games").or_else(|| json.get("rounds")).and_then(|v| v.as_u64());
    assert_eq!(count, Some(games.parse().unwrap()), "{all:?}: {json}");
    let peak = text.lines().find_map(|l| l.strip_prefix(PEAK)).expect("the peak is reported");
    peak.trim().parse().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "long (minutes): run by .ci/run with --ignored"]
fn every_simulation_runs_ten_thousand_games_in_steady_memory() {
    let sims: [&[&str]; 5] = [
        &["tictactoe", "--games", "N", "--x", "hard", "--o", "normal"],
        &["othello", "--games", "N", "--black", "easy", "--white", "easy"],
        &["old-maid", "--games", "N", "--players", "6"],
        &["sevens", "--games", "N", "--levels", "easy,normal,easy,normal,easy"],
        &["poker", "--rounds", "N", "--player", "normal", "--dealer", "normal"],
    ];
    for sim in sims {
        let small = peak_rss(sim, "1000");
        let large = peak_rss(sim, "10000");
        eprintln!("{}: peak RSS {small} KiB after 1,000, {large} KiB after 10,000", sim[0]);
        // A zero would mean the figure was never measured, and the comparison below vacuous.
        assert!(small > 0 && large > 0, "{}: no peak measured", sim[0]);
        assert!(large <= small + 2048, "{}: memory grew from {small} to {large} KiB", sim[0]);
    }
}
