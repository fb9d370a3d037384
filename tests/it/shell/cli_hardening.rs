//! Every subcommand given wrong, missing, huge and non-UTF-8 arguments answers with a message
//! and exit code 2: never a panic, never a hang.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// Runs asobi with `args`, killing it if it takes more than 20 s.
fn run(args: &[OsString]) -> (Option<i32>, String) {
    run_within(args, Duration::from_secs(20))
}

/// Runs asobi with `args`; a run longer than `limit` is killed and fails the test, so a hang
/// shows up as a failure instead of blocking the suite.
fn run_within(args: &[OsString], limit: Duration) -> (Option<i32>, String) {
    let home = tempfile::tempdir().unwrap();
    let mut child = crate::kit::binary::asobi()
        .args(args)
        .env("ASOBI_HOME", home.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read stderr while waiting: a long message must not block the child on a full pipe.
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut err = String::new();
        use std::io::Read;
        let _ = stderr.read_to_string(&mut err);
        err
    });
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), reader.join().unwrap());
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("asobi ran past {limit:?} on {:.200?}", args);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The start position as `othello move` reads it.
const START: &str = "---------------------------OX------XO--------------------------- X";

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

fn assert_usage_error(args: Vec<OsString>) {
    let (code, err) = run(&args);
    assert!(err.len() < 2000, "{:.100?}: a message of {} bytes", args, err.len());
    assert_eq!(code, Some(2), "{args:.100?} exited {code:?}: {err}");
    assert!(!err.trim().is_empty(), "{args:.100?} said nothing");
    assert!(!err.contains("panicked"), "{args:.100?} panicked: {err}");
}

#[test]
fn wrong_and_missing_arguments() {
    let huge_number = "99999999999999999999999999";
    let cases: &[&[&str]] = &[
        &["play"],
        &["play", "chess"],
        &["sim"],
        &["sim", "go"],
        &["sim", "tictactoe"],
        &["sim", "tictactoe", "--games", huge_number, "--x", "easy", "--o", "easy"],
        &["sim", "othello", "--games", "0", "--black", "easy", "--white", "easy"],
        &["sim", "othello", "--games", "-5"],
        &["sim", "othello", "--black", "superhuman"],
        &["sim", "old-maid", "--players", "1"],
        &["sim", "old-maid", "--players", huge_number],
        &["sim", "old-maid", "--games", "0"],
        &["sim", "sevens", "--levels", "easy"],
        &["sim", "sevens", "--levels", "easy,easy,easy,easy,easy,easy,easy"],
        &["sim", "sevens", "--levels", "easy,,hard"],
        &["sim", "sevens", "--games", "0"],
        &["sim", "poker", "--rounds", "0"],
        &["sim", "poker", "--dealer", "god"],
        &["othello"],
        &["othello", "perft"],
        &["othello", "perft", "-1"],
        &["othello", "perft", huge_number],
        &["othello", "solve"],
        &["othello", "solve", "XO"],
        &["othello", "solve", &"-".repeat(64)],
        &["othello", "solve", &format!("{} Z", "X".repeat(64))],
        &["othello", "move"],
        &["othello", "move", "XO"],
        &["othello", "move", &"-".repeat(64)],
        &["othello", "move", START, "--level", "0"],
        &["othello", "move", START, "--level", "ten"],
        &["othello", "move", START, "--nodes", "-1"],
        &["othello", "move", START, "--nodes", "9", "--level", "9"],
        &["othello", "nboard", "extra"],
        &["othello", "nboard", "--level", "11"],
        &["sim", "othello", "--white", "0"],
        &["poker"],
        &["poker", "score"],
        &["poker", "score", "AS", "KS", "QS", "JS"],
        &["poker", "score", "AS", "AS", "QS", "JS", "10S"],
        &["poker", "score", "AS", "KS", "QS", "JS", "1X"],
        &["poker", "census", "extra"],
        &["doctor", "extra"],
        &["--seed", huge_number],
        &["--seed"],
        &["--lang", "klingon"],
        &["--data-dir"],
        &["no-such-command"],
    ];
    for args in cases {
        assert_usage_error(os(args));
    }
}

#[test]
fn huge_arguments() {
    // Linux allows one argument up to 128 KiB.
    let long = "A".repeat(100_000);
    assert_usage_error(os(&["poker", "score", &long]));
    assert_usage_error(os(&["othello", "solve", &long]));
    assert_usage_error(os(&["othello", "move", &long]));
    assert_usage_error(os(&["play", &long]));
    let many: Vec<String> = (0..10_000).map(|_| "AS".to_string()).collect();
    let mut args = os(&["poker", "score"]);
    args.extend(many.into_iter().map(OsString::from));
    assert_usage_error(args);
}

#[test]
fn non_utf8_arguments() {
    let bad = OsString::from_vec(vec![0x66, 0x6f, 0x80, 0xff]);
    let with = |prefix: &[&str]| {
        let mut v = os(prefix);
        v.push(bad.clone());
        v
    };
    assert_usage_error(with(&["play"]));
    assert_usage_error(with(&["poker", "score"]));
    assert_usage_error(with(&["othello", "solve"]));
    assert_usage_error(with(&["othello", "perft"]));
    assert_usage_error(with(&["othello", "move"]));
    assert_usage_error(with(&["othello", "move", START, "--level"]));
    assert_usage_error(with(&["sim", "sevens", "--levels"]));
    assert_usage_error(with(&["--seed"]));
    assert_usage_error(with(&["--lang"]));
    assert_usage_error(with(&[]));
}

/// Every count on the command line, as (the arguments before it, the option, its largest
/// accepted value). A value past the largest, or a huge one, must be refused at once: before
/// these bounds, `sim old-maid --games 18446744073709551615` and `othello perft 20` ran for ever.
const COUNTS: &[(&[&str], &str, u64)] = &[
    (&["sim", "tictactoe", "--x", "easy", "--o", "easy"], "--games", 1_000_000),
    (&["sim", "othello"], "--games", 1_000_000),
    (&["sim", "othello", "--black", "hard"], "--hard-nodes", 100_000_000),
    (&["sim", "othello"], "--random-opening", 20),
    (&["othello", "move", START], "--nodes", 100_000_000),
    (&["othello", "nboard"], "--nodes", 100_000_000),
    (&["sim", "old-maid"], "--games", 1_000_000),
    (&["sim", "old-maid"], "--players", 6),
    (&["sim", "sevens"], "--games", 1_000_000),
    (&["sim", "sevens"], "--pass-limit", 9),
    (&["sim", "sevens"], "--max-kill-region", 52),
    (&["sim", "sevens", "--levels", "hard,hard,hard"], "--hard-samples", 5_000),
    (&["sim", "poker"], "--rounds", 1_000_000),
    // The perft depth is positional: an empty option name means "the value alone".
    (&["othello", "perft"], "", 14),
];

#[test]
fn huge_counts_are_refused_at_once_with_the_range() {
    for &(before, option, largest) in COUNTS {
        let too_many = (largest + 1).to_string();
        let u64_max = u64::MAX.to_string();
        for value in [&too_many, &u64_max, "1000000000", "99999999999999999999999", "1e9"] {
            let mut args = os(before);
            if !option.is_empty() {
                args.push(option.into());
            }
            args.push(value.into());
            let started = Instant::now();
            let (code, err) = run_within(&args, Duration::from_secs(10));
            assert_eq!(code, Some(2), "{args:?} exited {code:?}: {err}");
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "{args:?} took {:?} to refuse",
                started.elapsed()
            );
            assert!(
                err.contains(&format!("to {largest}")),
                "{args:?}: the message should give the range up to {largest}: {err}"
            );
            assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
        }
    }
}

#[test]
fn the_largest_counts_are_still_accepted() {
    // The bounds refuse only what is past them: at the edge the command starts (and is
    // stopped here after a moment, as running a million games is not the point).
    for &(before, option, largest) in COUNTS {
        let mut args = os(before);
        if !option.is_empty() {
            args.push(option.into());
        }
        args.push(largest.to_string().into());
        let mut child = crate::kit::binary::asobi()
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(300));
        let status = child.try_wait().unwrap();
        let _ = child.kill();
        let _ = child.wait();
        // Still running, or already finished well (a small count such as 9 passes may end).
        assert!(status.is_none_or(|s| s.success()), "{args:?} was refused: {status:?}");
    }
}
