//! With nothing animating, the real binary uses no CPU: it blocks on input. Measured over 10 s
//! in a pseudo-terminal on the menu and on a game screen waiting for the player. The figures
//! are printed. They are measurements of 11 idle seconds each, so they stay out of the plain
//! `cargo test` and run with the long checks (`.ci/run`: `-- --ignored --show-output`).
#![cfg(target_os = "linux")]

use std::time::Duration;

use crate::kit::pty::PtySession;

/// CPU seconds (user + system) a process has used, from /proc.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> = stat.rsplit_once(')').unwrap().1.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    // Clock ticks are 1/100 s on every Linux this runs on (USER_HZ).
    ticks / 100.0
}

/// CPU seconds `s` uses over 10 idle seconds (after a moment for the last frame to settle).
fn idle_cpu(s: &PtySession, what: &str) -> f64 {
    std::thread::sleep(Duration::from_millis(1000));
    let pid = s.pid().unwrap();
    let before = cpu_seconds(pid);
    std::thread::sleep(Duration::from_secs(10));
    let used = cpu_seconds(pid) - before;
    eprintln!("idle CPU over 10 s on {what}: {used:.3} s");
    used
}

#[test]
#[ignore = "long (11 idle seconds): run by .ci/run with --ignored"]
fn idle_cpu_on_the_menu() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "1"]);
    s.wait_for("Tic-tac-toe", 10);
    let used = idle_cpu(&s, "the menu");
    assert!(used < 0.05, "the idle menu used {used} s of CPU in 10 s");
    s.send(b"q");
    assert!(s.wait_exit(10));
}

#[test]
#[ignore = "long (11 idle seconds): run by .ci/run with --ignored"]
fn idle_cpu_on_othello_waiting_for_the_player() {
    let home = tempfile::tempdir().unwrap();
    let settings = "version = 1\n[othello]\nlevel = \"easy\"\n";
    std::fs::write(home.path().join("settings.toml"), settings).unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "5", "play", "othello"]);
    s.wait_for("Your move (Black)", 10);
    // One move and the computer's reply, so the discs' turning animation has run and ended:
    // the screen must go back to blocking on input afterwards.
    s.send(b"\r");
    s.wait_for("Record (2 moves)", 10);
    s.wait_for("Your move (Black)", 10);
    let used = idle_cpu(&s, "Othello at the player's turn");
    assert!(used < 0.05, "Othello waiting for the player used {used} s of CPU in 10 s");
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
}
