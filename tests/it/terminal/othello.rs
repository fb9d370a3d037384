//! Othello in the built binary on a pseudo-terminal: place discs by keys, see the computer's
//! replies in the record, quit, and find the terminal restored.

use crate::kit::pty::PtySession;
use asobi::games::othello::parse_record;

/// The record shown under "Record (n moves)" (the opening's name may come between them).
fn record_on_screen(s: &PtySession) -> String {
    let text = s.contents();
    let mut lines = text.lines().skip_while(|l| !l.contains("Record ("));
    lines.next();
    // The record is the last word on its row (the board's row is to its left).
    let last = |l: &str| l.split_whitespace().last().unwrap_or("").to_string();
    lines.take(2).map(last).find(|w| parse_record(w).is_ok()).unwrap_or_default()
}

/// Arrow keys from square `from` to `to`, then Enter.
fn keys_to(from: u8, to: u8) -> Vec<u8> {
    let mut out = Vec::new();
    let (fr, fc, tr, tc) = (from / 8, from % 8, to / 8, to % 8);
    for _ in fr..tr {
        out.extend_from_slice(b"\x1b[B");
    }
    for _ in tr..fr {
        out.extend_from_slice(b"\x1b[A");
    }
    for _ in fc..tc {
        out.extend_from_slice(b"\x1b[C");
    }
    for _ in tc..fc {
        out.extend_from_slice(b"\x1b[D");
    }
    out.push(b'\r');
    out
}

#[test]
fn plays_othello_moves_by_keys_and_restores_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    let settings = "version = 1\n[othello]\nlevel = \"easy\"\n";
    std::fs::write(home.path().join("settings.toml"), settings).unwrap();
    let mut s = PtySession::start(home.path(), &["--seed", "5", "play", "othello"]);
    s.wait_for("Your move (Black)", 10);
    assert!(s.contents().contains("seed 5"));
    assert!(s.contents().contains("level easy"));
    s.assert_taken_over();
    // The cursor starts on f5, a legal first move for black.
    s.send(b"\r");
    s.wait_for("Record (2 moves)", 10);
    let record = record_on_screen(&s);
    assert!(record.starts_with("f5") && record.len() == 4, "record {record:?}");
    // A second move by arrows: the first legal square of the position the record gives.
    let game = parse_record(&record).expect("the record on screen replays");
    let sq = game.current().legal_moves().trailing_zeros() as u8;
    s.send(&keys_to(37, sq));
    s.wait_for("Record (4 moves)", 10);
    let record = record_on_screen(&s);
    assert!(record.starts_with(&format!("f5{}", &game.record()[2..])));
    assert_eq!(&record[4..6], asobi::games::othello::square_name(sq));
    s.send(b"q");
    s.wait_for("Quit asobi?", 5);
    s.send(b"y");
    assert!(s.wait_exit(10));
    s.assert_restored();
}
