//! A session's channel and its screen, read back through a VT100 emulator; the server's
//! cursor-position questions answered as a terminal would.

use russh::client;
use russh::{Channel, ChannelMsg};

use super::{Conn, WAIT};

/// A session's channel and what it shows.
pub struct Screen {
    pub conn: Conn,
    pub channel: Channel<client::Msg>,
    pub parser: vt100::Parser,
    /// Every byte received.
    pub raw: Vec<u8>,
    /// The channel closed (or the connection ended).
    pub closed: bool,
    pub exit_status: Option<u32>,
    /// Answer the server's cursor-position questions, as a terminal does (on by default).
    pub answers_cursor_questions: bool,
    /// Answer them as a terminal that draws ♠ two cells wide would (many East Asian set-ups).
    pub wide_suits: bool,
    /// Where in `raw` the last question ended.
    asked: usize,
    /// Cells the wide suits written so far add to the cursor's column.
    wider: u16,
}

impl Screen {
    pub fn new(conn: Conn, channel: Channel<client::Msg>, cols: u16, rows: u16) -> Screen {
        let parser = vt100::Parser::new(rows, cols, 0);
        let (raw, closed, exit_status) = (Vec::new(), false, None);
        Screen {
            conn,
            channel,
            parser,
            raw,
            closed,
            exit_status,
            answers_cursor_questions: true,
            wide_suits: false,
            asked: 0,
            wider: 0,
        }
    }

    pub fn text(&self) -> String {
        self.parser.screen().contents()
    }

    /// Takes what arrives until `done` holds for the screen (true) or the channel closes or
    /// the wait runs out (false).
    pub async fn until(&mut self, done: impl Fn(&str) -> bool) -> bool {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !done(&self.text()) {
            if self.closed {
                return false;
            }
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(Some(msg)) => self.take(msg).await,
                Ok(None) => self.closed = true,
                Err(_) => return false,
            }
        }
        true
    }

    /// Waits for `text` on the screen, failing the test with the screen if it never comes.
    pub async fn expect(&mut self, text: &str) {
        let shown = self.until(|s| s.contains(text)).await;
        assert!(shown, "never saw {text:?}; the screen:\n{}", self.text());
    }

    /// Takes everything until the channel closes (bounded); true if it closed.
    pub async fn until_closed(&mut self) -> bool {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(Some(msg)) => self.take(msg).await,
                Ok(None) => self.closed = true,
                Err(_) => return false,
            }
        }
        true
    }

    /// Takes whatever has already arrived, without waiting for more (a client that never
    /// reads would stall its own connection).
    pub async fn drain(&mut self) {
        while !self.closed {
            match tokio::time::timeout(std::time::Duration::from_millis(1), self.channel.wait())
                .await
            {
                Ok(Some(msg)) => self.take(msg).await,
                Ok(None) => self.closed = true,
                Err(_) => break,
            }
        }
    }

    async fn take(&mut self, msg: ChannelMsg) {
        match msg {
            ChannelMsg::Data { data } => {
                self.raw.extend_from_slice(&data);
                // Answer each cursor-position question with where the cursor is once what came
                // before it is drawn.
                let mut rest = &data[..];
                let mut base = self.raw.len() - data.len();
                while let Some(at) = rest.windows(4).position(|w| w == b"\x1b[6n") {
                    self.parser.process(&rest[..at]);
                    // What was written since the last question.
                    let since = &self.raw[self.asked..base + at];
                    self.asked = base + at + 4;
                    if self.answers_cursor_questions {
                        let (row, mut col) = self.parser.screen().cursor_position();
                        // The emulator draws ♠ one cell wide; a wide terminal's cursor is one
                        // further on from there.
                        if self.wide_suits && since.windows(3).any(|w| w == "♠".as_bytes()) {
                            self.wider += 1;
                        }
                        col += self.wider;
                        let reply = format!("\x1b[{};{}R", row + 1, col + 1);
                        let _ = self.channel.data_bytes(reply.into_bytes()).await;
                    }
                    rest = &rest[at + 4..];
                    base += at + 4;
                }
                self.parser.process(rest);
            }
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            ChannelMsg::Close => self.closed = true,
            _ => {}
        }
    }

    pub async fn send(&mut self, bytes: &[u8]) {
        // A write to a channel the server already closed is not the test's failure.
        let _ = self.channel.data_bytes(bytes.to_vec()).await;
    }

    pub async fn resize(&mut self, cols: u16, rows: u16) {
        self.parser.screen_mut().set_size(rows, cols);
        self.channel.window_change(cols.into(), rows.into(), 0, 0).await.unwrap();
    }
}

impl Screen {
    /// From the menu to the Tables screen.
    pub async fn go_to_tables(&mut self) {
        self.send(b"6").await;
        self.expect("Open tables").await;
    }

    /// From the Tables screen, a new table: the form's game row turned by `form_keys` (from
    /// Old Maid: ← once is Othello, twice tic-tac-toe; → once Killer Sevens, twice poker) to
    /// `game`, opened, and its waiting room shown.
    pub async fn new_table(&mut self, form_keys: &[u8], game: &str) {
        self.send(b"n").await;
        self.expect("New table").await;
        self.send(form_keys).await;
        self.expect(game).await;
        self.send(b"\r").await;
        self.expect("Press Enter to start").await;
    }

    /// From the menu to a new table of the form's first game (what follows is the caller's
    /// to expect: the waiting room, or a refusal).
    pub async fn open_table(&mut self) {
        self.go_to_tables().await;
        self.send(b"n").await;
        self.expect("New table").await;
        self.send(b"\r").await;
    }
}
