//! The glyph-width probe on a real pseudo-terminal: `asobi doctor` run below text already on
//! the screen measures where the cursor is and leaves that text alone (it used to jump to the
//! top-left corner and write over it).

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

/// Runs `script` under `sh` in a 100x30 pseudo-terminal that answers cursor-position
/// questions as a terminal would (or, unless `answers`, never); returns the screen once the
/// shell exits.
fn run_in_terminal(script: &str, home: &std::path::Path, answers: bool) -> vt100::Screen {
    let pty = native_pty_system()
        .openpty(PtySize { rows: 30, cols: 100, pixel_width: 0, pixel_height: 0 })
        .unwrap();
    let mut cmd = CommandBuilder::new("sh");
    cmd.args(["-c", script]);
    cmd.env("ASOBI", env!("CARGO_BIN_EXE_asobi"));
    cmd.env("ASOBI_HOME", home);
    cmd.env("TERM", "xterm-256color");
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().unwrap();
    let mut writer = pty.master.take_writer().unwrap();
    let parser = Arc::new(Mutex::new(vt100::Parser::new(30, 100, 0)));
    let sink = Arc::clone(&parser);
    let reading = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = reader.read(&mut buf) {
            let mut rest = &buf[..n];
            // Answer ESC [ 6 n with the cursor position after what came before it.
            while let Some(at) = rest.windows(4).position(|w| answers && w == b"\x1b[6n") {
                let mut p = sink.lock().unwrap();
                p.process(&rest[..at]);
                let (row, col) = p.screen().cursor_position();
                drop(p);
                let _ = writer.write_all(format!("\x1b[{};{}R", row + 1, col + 1).as_bytes());
                let _ = writer.flush();
                rest = &rest[at + 4..];
            }
            sink.lock().unwrap().process(rest);
        }
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the shell did not finish");
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(pty.master);
    let _ = reading.join();
    parser.lock().unwrap().screen().clone()
}

#[test]
fn doctor_measures_below_the_users_text_and_leaves_it_alone() {
    let home = tempfile::tempdir().unwrap();
    let screen = run_in_terminal(
        "printf 'first line of earlier output\\nsecond line\\n'; \"$ASOBI\" doctor",
        home.path(),
        true,
    );
    let rows: Vec<String> = screen.rows(0, 100).collect();
    assert_eq!(rows[0].trim_end(), "first line of earlier output", "{rows:#?}");
    assert_eq!(rows[1].trim_end(), "second line", "{rows:#?}");
    // The report follows straight after, with the widths measured.
    assert!(rows[2].starts_with("terminal size: 100×30"), "{rows:#?}");
    assert!(rows.iter().any(|r| r.contains("♠ 1 cell(s), ─ 1 cell(s)")), "{rows:#?}");
    // No ♠ or ─ left behind anywhere but in the report's own line.
    let stray = rows.iter().filter(|r| r.contains(['♠', '─']) && !r.contains("glyph widths"));
    assert_eq!(stray.count(), 0, "{rows:#?}");
}

#[test]
fn a_terminal_that_never_answers_costs_about_a_second() {
    let home = tempfile::tempdir().unwrap();
    // crossterm alone would wait 2 s for each unanswered question.
    let screen = run_in_terminal(
        "s=$(date +%s%N); \"$ASOBI\" doctor; e=$(date +%s%N); echo took $(( (e - s) / 1000000 )) ms",
        home.path(),
        false,
    );
    let text = screen.contents();
    assert!(text.contains("not measured"), "{text}");
    let took: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("took ")?.strip_suffix(" ms")?.parse().ok())
        .expect(&text);
    assert!((900..1800).contains(&took), "doctor took {took} ms");
}
