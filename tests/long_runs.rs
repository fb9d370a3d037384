//! Long runs: every game's simulation plays 10,000 games without a panic, and its memory stays
//! steady (peak RSS after 10,000 games within 2 MiB of the peak after 1,000). Release only
//! (`cargo test --release -- --ignored`): unoptimised, the runs take minutes.

use std::process::{Command, Stdio};
use std::time::Duration;

/// Runs `asobi --seed 7 sim <args> --json` with `games` games; returns the peak RSS in KiB.
#[cfg(target_os = "linux")]
fn peak_rss(args: &[&str], games: &str) -> u64 {
    let mut all = vec!["--seed", "7", "sim"];
    all.extend(args.iter().map(|a| if *a == "N" { games } else { a }));
    all.push("--json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_asobi"))
        .args(&all)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status_file)
            && let Some(line) = text.lines().find(|l| l.starts_with("VmHWM:"))
        {
            peak = line.split_whitespace().nth(1).and_then(|v| v.parse().ok()).unwrap_or(peak);
        }
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{all:?}: {}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let count = json.get("games").or_else(|| json.get("rounds")).and_then(|v| v.as_u64());
    assert_eq!(count, Some(games.parse().unwrap()), "{all:?}: {json}");
    peak
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "release only: cargo test --release -- --ignored"]
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
        assert!(large <= small + 2048, "{}: memory grew from {small} to {large} KiB", sim[0]);
    }
}
