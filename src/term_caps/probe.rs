//! Measuring how many cells ♠ and ─ take on the real terminal: read the cursor position,
//! write the glyph, read it again. Everything happens where the cursor already is, and what
//! was written is erased and the cursor put back, so `asobi doctor` leaves the user's screen
//! as it was. The steps are a pure function over [`CursorProbe`], so tests can fake answers.

use std::io::Write;
use std::time::{Duration, Instant};

use super::GlyphWidths;

/// What measuring needs from a terminal (the real one, or a fake in tests).
pub trait CursorProbe {
    /// The cursor's (column, row), or `None` when the terminal did not answer in time.
    fn position(&mut self) -> Option<(u16, u16)>;
    /// The terminal's width in cells.
    fn width(&mut self) -> Option<u16>;
    /// Writes `text` at the cursor.
    fn write(&mut self, text: &str) -> Option<()>;
    /// Blanks the line from `at` to its end and puts the cursor back at `at`.
    fn erase(&mut self, at: (u16, u16));
}

/// Cells the glyphs may take at most, so a wide one cannot wrap to the next line.
const ROOM: u16 = 4;

/// Measures ♠ and ─ from the current cursor position. `None` when the terminal does not
/// answer (then nothing is written), or when the cursor is too near the right edge to write
/// without wrapping.
pub fn measure(probe: &mut dyn CursorProbe) -> Option<GlyphWidths> {
    let start = probe.position()?;
    if start.0.saturating_add(ROOM) > probe.width()? {
        return None;
    }
    let widths = write_and_measure(probe, start);
    probe.erase(start);
    widths
}

fn write_and_measure(probe: &mut dyn CursorProbe, start: (u16, u16)) -> Option<GlyphWidths> {
    probe.write("♠")?;
    let after_suit = probe.position()?;
    probe.write("─")?;
    let after_line = probe.position()?;
    Some(GlyphWidths {
        suit: advance(start, after_suit)?,
        box_line: advance(after_suit, after_line)?,
    })
}

/// Cells the cursor moved right along one row; `None` if it went anywhere else.
fn advance(from: (u16, u16), to: (u16, u16)) -> Option<u16> {
    (to.1 == from.1 && to.0 > from.0).then(|| to.0 - from.0)
}

/// The real terminal as a probe (it must be in raw mode, so the answers can be read).
///
/// crossterm's `cursor::position` waits up to 2 s for an answer and offers no shorter
/// timeout, so each question runs on a helper thread and is given up on when the probe's
/// budget is spent. A given-up question still holds crossterm's input reader until its own
/// 2 s pass: the first frame draws at once, and keys typed meanwhile are read after it.
pub struct TerminalProbe {
    deadline: Instant,
}

impl TerminalProbe {
    /// A probe that stops waiting for answers `budget` from now.
    pub fn new(budget: Duration) -> TerminalProbe {
        TerminalProbe { deadline: Instant::now() + budget }
    }
}

impl CursorProbe for TerminalProbe {
    fn position(&mut self) -> Option<(u16, u16)> {
        let left = self.deadline.checked_duration_since(Instant::now())?;
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(crossterm::cursor::position());
        });
        rx.recv_timeout(left).ok()?.ok()
    }

    fn width(&mut self) -> Option<u16> {
        crossterm::terminal::size().ok().map(|(w, _)| w)
    }

    fn write(&mut self, text: &str) -> Option<()> {
        let mut out = std::io::stdout();
        write!(out, "{text}").ok()?;
        out.flush().ok()
    }

    fn erase(&mut self, (x, y): (u16, u16)) {
        use crossterm::cursor::MoveTo;
        use crossterm::terminal::{Clear, ClearType};
        let _ =
            crossterm::execute!(std::io::stdout(), MoveTo(x, y), Clear(ClearType::UntilNewLine));
    }
}

/// How long start-up and `asobi doctor` wait for a terminal that may never answer.
pub const PROBE_BUDGET: Duration = Duration::from_millis(1000);

/// Measures glyph widths on the real terminal (call in raw mode, before the first frame).
pub fn probe_glyph_widths() -> Option<GlyphWidths> {
    measure(&mut TerminalProbe::new(PROBE_BUDGET))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A screen of `rows` lines with a cursor, drawing ♠ and ─ `suit`/`line` cells wide, that
    /// answers position questions until `answers` runs out.
    struct Fake {
        rows: Vec<Vec<char>>,
        cursor: (u16, u16),
        suit: u16,
        line: u16,
        answers: usize,
    }

    impl Fake {
        fn new(text: &[&str], cursor: (u16, u16), suit: u16, line: u16) -> Fake {
            let rows = text.iter().map(|l| format!("{l:<20}").chars().collect()).collect();
            Fake { rows, cursor, suit, line, answers: usize::MAX }
        }

        fn text(&self) -> Vec<String> {
            self.rows.iter().map(|r| r.iter().collect::<String>().trim_end().to_string()).collect()
        }
    }

    impl CursorProbe for Fake {
        fn position(&mut self) -> Option<(u16, u16)> {
            self.answers = self.answers.checked_sub(1)?;
            Some(self.cursor)
        }

        fn width(&mut self) -> Option<u16> {
            Some(20)
        }

        fn write(&mut self, text: &str) -> Option<()> {
            let (x, y) = self.cursor;
            let cells = if text == "♠" { self.suit } else { self.line };
            let row = &mut self.rows[usize::from(y)];
            for i in 0..cells {
                row[usize::from(x + i)] = if i == 0 { text.chars().next()? } else { ' ' };
            }
            self.cursor.0 += cells;
            Some(())
        }

        fn erase(&mut self, (x, y): (u16, u16)) {
            for c in &mut self.rows[usize::from(y)][usize::from(x)..] {
                *c = ' ';
            }
            self.cursor = (x, y);
        }
    }

    #[test]
    fn measures_where_the_cursor_is_and_leaves_the_screen_as_it_was() {
        let before = ["$ ls", "notes.txt", "$ asobi doctor", ""];
        for (suit, line) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            let mut t = Fake::new(&before, (0, 3), suit, line);
            let widths = measure(&mut t).unwrap();
            assert_eq!((widths.suit, widths.box_line), (suit, line));
            assert_eq!(widths.needs_ascii(), suit != 1 || line != 1);
            assert_eq!(t.text(), before);
            assert_eq!(t.cursor, (0, 3));
        }
        // Mid-line, the text before the cursor stays.
        let mut t = Fake::new(&["prompt> "], (8, 0), 2, 1);
        assert!(measure(&mut t).unwrap().needs_ascii());
        assert_eq!((t.text(), t.cursor), (vec!["prompt>".to_string()], (8, 0)));
    }

    #[test]
    fn a_silent_terminal_gets_nothing_written() {
        let mut t = Fake::new(&["keep"], (4, 0), 1, 1);
        t.answers = 0;
        assert_eq!(measure(&mut t), None);
        assert_eq!((t.text(), t.cursor), (vec!["keep".to_string()], (4, 0)));
    }

    #[test]
    fn an_answer_that_stops_coming_still_cleans_up() {
        for answers in [1, 2] {
            let mut t = Fake::new(&["keep"], (4, 0), 1, 1);
            t.answers = answers;
            assert_eq!(measure(&mut t), None);
            assert_eq!((t.text(), t.cursor), (vec!["keep".to_string()], (4, 0)));
        }
    }

    #[test]
    fn no_room_at_the_right_edge_means_no_measurement() {
        let mut t = Fake::new(&["long line of text"], (17, 0), 1, 1);
        assert_eq!(measure(&mut t), None);
        assert_eq!(t.text(), ["long line of text"]);
    }

    #[test]
    fn a_cursor_that_changes_rows_is_not_a_width() {
        assert_eq!(advance((3, 1), (5, 1)), Some(2));
        assert_eq!(advance((19, 1), (1, 2)), None);
        assert_eq!(advance((3, 1), (3, 1)), None);
    }
}
