//! A connection's input bytes → the same `Msg`s the local program gets from crossterm. The
//! parsing is terminput's (a port of crossterm's own parser), fed one byte at a time as
//! crossterm feeds it; only the buffering around it lives here.

use crate::event::Msg;

/// The longest escape sequence kept while waiting for its end. Real keys and mouse reports
/// are far shorter; a longer run is garbage (or an attempt to make the server hold memory)
/// and is dropped.
const MAX_PENDING: usize = 64;

/// Turns a stream of bytes, arriving in chunks of any size, into messages.
#[derive(Debug, Default)]
pub struct InputDecoder {
    pending: Vec<u8>,
}

impl InputDecoder {
    pub fn new() -> InputDecoder {
        InputDecoder::default()
    }

    /// Decodes one chunk, keeping an unfinished sequence for the next. A lone Esc at the end
    /// of a chunk is the Esc key: SSH clients send a key's whole sequence in one packet, so
    /// an Esc followed by nothing is a key press, not the start of something still coming.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Msg> {
        let mut out = Vec::new();
        for (i, &byte) in bytes.iter().enumerate() {
            self.pending.push(byte);
            let more = i + 1 < bytes.len();
            // As crossterm does: an Esc with more bytes behind it starts a sequence.
            if self.pending == [0x1b] && more {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(event)) => {
                    self.pending.clear();
                    if let Some(msg) = to_msg(event) {
                        out.push(msg);
                    }
                }
                // A sequence not finished yet: wait for its next byte, within reason.
                Ok(None) if self.pending.len() < MAX_PENDING => {}
                // Not an event (or too long to be one): drop it and start afresh.
                Ok(None) | Err(_) => self.pending.clear(),
            }
        }
        out
    }
}

/// The app's message for a parsed event: key presses and mouse events (what the local
/// program's `Msg::from_event` keeps); focus, paste and the like are ignored.
fn to_msg(event: terminput::Event) -> Option<Msg> {
    let event = terminput_crossterm::to_crossterm(event).ok()?;
    match Msg::from_event(event)? {
        // Window sizes come from the SSH channel, never from the byte stream.
        Msg::Resize(..) => None,
        msg => Some(msg),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};

    fn keys(bytes: &[u8]) -> Vec<Msg> {
        InputDecoder::new().feed(bytes)
    }

    #[test]
    fn plain_keys_arrows_and_enter() {
        assert_eq!(keys(b"q"), vec![Msg::char('q')]);
        assert_eq!(keys(b"\r"), vec![Msg::key(KeyCode::Enter)]);
        assert_eq!(keys(b"\x1b[A"), vec![Msg::key(KeyCode::Up)]);
        assert_eq!(keys(b"\x1bOB"), vec![Msg::key(KeyCode::Down)]);
        assert_eq!(keys(b"\x1b"), vec![Msg::key(KeyCode::Esc)]);
        assert_eq!(
            keys(b"\x03"),
            vec![Msg::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))]
        );
        assert_eq!(keys("あ".as_bytes()), vec![Msg::char('あ')]);
        // Several keys in one chunk, as a paste or a fast typist sends them.
        assert_eq!(
            keys(b"j\x1b[Bk"),
            vec![Msg::char('j'), Msg::key(KeyCode::Down), Msg::char('k')]
        );
    }

    #[test]
    fn a_sequence_split_across_chunks_is_one_key() {
        let mut decoder = InputDecoder::new();
        assert!(decoder.feed(b"\x1b[").is_empty());
        assert_eq!(decoder.feed(b"C"), vec![Msg::key(KeyCode::Right)]);
        let utf8 = "の".as_bytes();
        assert!(decoder.feed(&utf8[..1]).is_empty());
        assert_eq!(decoder.feed(&utf8[1..]), vec![Msg::char('の')]);
    }

    #[test]
    fn sgr_mouse_clicks_are_mouse_messages() {
        let msgs = keys(b"\x1b[<0;11;6M");
        let [Msg::Mouse(mouse)] = msgs.as_slice() else { panic!("{msgs:?}") };
        assert_eq!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
        assert_eq!((mouse.column, mouse.row), (10, 5));
    }

    #[test]
    fn garbage_is_dropped_and_later_keys_still_arrive() {
        let mut decoder = InputDecoder::new();
        decoder.feed(&[0xff, 0xfe, 0x80]);
        // An endless parameter list is cut off rather than kept.
        let long: Vec<u8> =
            b"\x1b[".iter().copied().chain(std::iter::repeat_n(b'1', 500)).collect();
        decoder.feed(&long);
        assert!(decoder.pending.len() < MAX_PENDING);
        decoder.feed(b"~");
        assert_eq!(decoder.feed(b"x"), vec![Msg::char('x')]);
    }

    #[test]
    fn random_bytes_never_panic() {
        use rand::{RngExt, SeedableRng};
        let mut rng = crate::games::random::GameRng::seed_from_u64(16);
        let mut decoder = InputDecoder::new();
        for _ in 0..20_000 {
            let len = rng.random_range(1..24);
            // Mostly escape-sequence material, so the parser's deeper branches are reached.
            let chunk: Vec<u8> = (0..len)
                .map(|_| match rng.random_range(0..4) {
                    0 => 0x1b,
                    1 => *b"[O<;0123456789MmABCDHF~uZ".get(rng.random_range(0..25)).unwrap(),
                    _ => rng.random(),
                })
                .collect();
            decoder.feed(&chunk);
            assert!(decoder.pending.len() <= MAX_PENDING);
        }
    }
}
