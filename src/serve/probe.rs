//! Glyph widths over SSH: the local program's measurement (`term_caps::measure`: where is
//! the cursor, write ♠, where is it now), with the questions written into the channel and the
//! answers picked out of the client's input. A terminal that draws suits two cells wide (many
//! East Asian set-ups) then gets the ASCII card style, as it would locally.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::Receiver;
use std::time::Instant;

use crate::term_caps::CursorProbe;

use super::session::Input;

/// The client's terminal as a [`CursorProbe`]. What arrives while it waits that is not an
/// answer (keys typed meanwhile, a window change, the server closing) is kept, in order, for
/// the session's loop.
pub struct SshProbe<'a, W: Write> {
    pub out: &'a mut W,
    pub inputs: &'a Receiver<Input>,
    pub queued: &'a AtomicUsize,
    pub width: u16,
    pub deadline: Instant,
    /// Bytes received but not (yet) an answer.
    pending: Vec<u8>,
    /// Everything else received, for after the measurement.
    held: VecDeque<Input>,
}

impl<'a, W: Write> SshProbe<'a, W> {
    pub fn new(
        out: &'a mut W,
        inputs: &'a Receiver<Input>,
        queued: &'a AtomicUsize,
        width: u16,
        deadline: Instant,
    ) -> Self {
        let (pending, held) = (Vec::new(), VecDeque::new());
        SshProbe { out, inputs, queued, width, deadline, pending, held }
    }

    /// What arrived during the measurement that the session must still handle: the bytes
    /// first (they were typed before anything after them mattered), then the rest in order.
    pub fn into_backlog(mut self) -> VecDeque<Input> {
        if !self.pending.is_empty() {
            self.held.push_front(Input::Bytes(std::mem::take(&mut self.pending)));
        }
        self.held
    }
}

impl<W: Write> CursorProbe for SshProbe<'_, W> {
    fn position(&mut self) -> Option<(u16, u16)> {
        self.out.write_all(b"\x1b[6n").ok()?;
        self.out.flush().ok()?;
        loop {
            if let Some((at, len, position)) = find_report(&self.pending) {
                self.pending.drain(at..at + len);
                return Some(position);
            }
            let left = self.deadline.checked_duration_since(Instant::now())?;
            match self.inputs.recv_timeout(left).ok()? {
                Input::Bytes(bytes) => {
                    self.queued.fetch_sub(bytes.len(), Ordering::Relaxed);
                    self.pending.extend_from_slice(&bytes);
                }
                // Ending the session: stop measuring, and let the loop end it.
                ending @ (Input::Shutdown | Input::Replaced) => {
                    self.held.push_back(ending);
                    return None;
                }
                other => self.held.push_back(other),
            }
        }
    }

    fn width(&mut self) -> Option<u16> {
        Some(self.width)
    }

    fn write(&mut self, text: &str) -> Option<()> {
        self.out.write_all(text.as_bytes()).ok()?;
        self.out.flush().ok()
    }

    fn erase(&mut self, (x, y): (u16, u16)) {
        use crossterm::cursor::MoveTo;
        use crossterm::terminal::{Clear, ClearType};
        let _ = crossterm::execute!(self.out, MoveTo(x, y), Clear(ClearType::UntilNewLine));
    }
}

/// The first cursor position report (`ESC [ row ; column R`, 1-based) in `bytes`: where it
/// starts, its length, and the (column, row) it gives, 0-based as crossterm's are. This one
/// answer is read here because key parsers take it for F3 with modifiers.
fn find_report(bytes: &[u8]) -> Option<(usize, usize, (u16, u16))> {
    let mut from = 0;
    while let Some(start) = bytes[from..].windows(2).position(|w| w == b"\x1b[").map(|p| p + from) {
        let body = &bytes[start + 2..];
        let end = body.iter().position(|b| !(b.is_ascii_digit() || *b == b';'));
        if let Some(end) = end.filter(|&e| body[e] == b'R') {
            let text = std::str::from_utf8(&body[..end]).ok()?;
            if let Some((row, col)) = text.split_once(';') {
                let (Ok(row), Ok(col)) = (row.parse::<u16>(), col.parse::<u16>()) else {
                    from = start + 2;
                    continue;
                };
                let position = (col.saturating_sub(1), row.saturating_sub(1));
                return Some((start, end + 3, position));
            }
        }
        from = start + 2;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    #[test]
    fn reports_are_found_among_other_input() {
        assert_eq!(find_report(b"\x1b[3;10R"), Some((0, 7, (9, 2))));
        assert_eq!(find_report(b"jk\x1b[A\x1b[12;1Rq"), Some((5, 7, (0, 11))));
        assert_eq!(find_report(b"\x1b[3;10"), None, "not finished");
        assert_eq!(find_report(b"\x1b[1;5A"), None, "a key, not a report");
        assert_eq!(find_report(b"\x1b[99999;1R"), None, "out of range");
    }

    /// A client whose terminal draws ♠ two cells wide: its answers say so, and keys typed
    /// during the measurement are kept for the session.
    #[test]
    fn a_wide_suit_is_measured_and_typed_keys_are_kept() {
        let (tx, rx) = mpsc::channel();
        let queued = AtomicUsize::new(100);
        // The answers, as the client sends them: start, after ♠ (two cells), after ─ (one).
        tx.send(Input::Bytes(b"\x1b[1;1R".to_vec())).unwrap();
        tx.send(Input::Bytes(b"j\x1b[1;3R".to_vec())).unwrap();
        tx.send(Input::Resize(90, 30)).unwrap();
        tx.send(Input::Bytes(b"\x1b[1;4Rk".to_vec())).unwrap();
        let mut out = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut probe = SshProbe::new(&mut out, &rx, &queued, 80, deadline);
        let widths = crate::term_caps::measure(&mut probe).unwrap();
        assert_eq!((widths.suit, widths.box_line), (2, 1));
        assert!(widths.needs_ascii());
        let backlog: Vec<_> = probe.into_backlog().into_iter().collect();
        assert!(matches!(&backlog[..], [Input::Bytes(b), Input::Resize(90, 30)] if b == b"jk"));
        assert_eq!(queued.load(Ordering::Relaxed), 100 - 6 - 7 - 7);
        // The questions went to the client, and the scribbles were erased.
        let written = String::from_utf8(out).unwrap();
        assert_eq!(written.matches("\x1b[6n").count(), 3);
        assert!(written.contains('♠') && written.ends_with("\x1b[K"));
    }

    #[test]
    fn a_silent_client_gives_no_widths_and_nothing_is_written() {
        let (_tx, rx) = mpsc::channel::<Input>();
        let queued = AtomicUsize::new(0);
        let mut out = Vec::new();
        let deadline = Instant::now() + Duration::from_millis(20);
        let mut probe = SshProbe::new(&mut out, &rx, &queued, 80, deadline);
        assert_eq!(crate::term_caps::measure(&mut probe), None);
        assert_eq!(out, b"\x1b[6n");
    }
}
