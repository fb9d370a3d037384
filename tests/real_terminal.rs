//! The built binary in a pseudo-terminal: it draws, takes keys, and leaves the terminal as it
//! found it.

mod support;

use support::PtySession;

#[test]
fn plays_tictactoe_by_keys_and_restores_the_terminal_on_quit() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "7", "play", "tictactoe"]);
    s.wait_for("Your move", 10);
    assert!(s.contents().contains("seed 7"));
    s.assert_taken_over();
    s.send(b"5");
    s.wait_for("○", 5);
    // The computer answers after its thinking pause.
    s.wait_for("×", 5);
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}

#[test]
fn menu_quit_and_ctrl_c_both_restore_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &[]);
    s.wait_for("Tic-tac-toe", 10);
    s.send(b"q");
    assert!(s.wait_exit(10));
    s.assert_restored();

    let mut s = PtySession::start(home.path(), &["play", "tictactoe"]);
    s.wait_for("Your move", 10);
    s.send(b"\x03");
    assert!(s.wait_exit(10));
    s.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["play", "tictactoe"]);
    s.wait_for("Your move", 10);
    let pid = s.pid().expect("pid") as i32;
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), nix::sys::signal::Signal::SIGTERM)
        .unwrap();
    assert!(!s.wait_exit(10), "SIGTERM should end with a failure status");
    s.assert_restored();
}

/// The panic switch exists only in debug builds.
#[cfg(debug_assertions)]
#[test]
fn a_panic_restores_the_terminal_and_reports() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start_with_env(
        home.path(),
        &["play", "tictactoe"],
        &[("ASOBI_TEST_PANIC", "1"), ("RUST_BACKTRACE", "0"), ("RUST_LIB_BACKTRACE", "0")],
    );
    assert!(!s.wait_exit(10));
    s.assert_restored();
    assert!(
        s.contents().contains("induced panic"),
        "the panic message is shown:\n{}",
        s.contents()
    );
}

/// CPU seconds (user + system) a process has used, from /proc.
#[cfg(target_os = "linux")]
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> = stat.rsplit_once(')').unwrap().1.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}

#[cfg(target_os = "linux")]
#[test]
fn idle_uses_no_cpu() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "1"]);
    s.wait_for("Tic-tac-toe", 10);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let pid = s.pid().unwrap();
    let before = cpu_seconds(pid);
    std::thread::sleep(std::time::Duration::from_secs(10));
    let used = cpu_seconds(pid) - before;
    eprintln!("idle CPU over 10 s: {used:.3} s");
    assert!(used < 0.05, "the idle menu used {used} s of CPU in 10 s");
    s.send(b"q");
    assert!(s.wait_exit(10));
}

#[test]
fn doctor_measures_the_glyphs_and_names_the_files() {
    let home = tempfile::tempdir().unwrap();
    let mut s = PtySession::start(home.path(), &["doctor"]);
    assert!(s.wait_exit(10));
    let text = s.contents();
    assert!(text.contains("♠ 1 cell(s), ─ 1 cell(s)"), "{text}");
    assert!(text.contains("auto → unicode"), "{text}");
    assert!(text.contains("settings.toml"), "{text}");
    assert!(text.contains("100×30"), "{text}");
}
