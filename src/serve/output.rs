//! A session's screen output: a `Write` that ratatui's crossterm backend draws into, whose
//! `flush` hands the frame's bytes to the connection's sending task. The hand-over blocks
//! while the task is behind (a slow client), so a session cannot pile up frames in memory.

use std::io::{self, Write};

use tokio::sync::mpsc::Sender;

/// How many flushed frames may wait for the network before the session waits too.
pub const QUEUE: usize = 4;

/// Collects bytes until `flush`, then sends them as one piece.
pub struct ChannelWriter {
    tx: Sender<Vec<u8>>,
    buf: Vec<u8>,
}

impl ChannelWriter {
    pub fn new(tx: Sender<Vec<u8>>) -> ChannelWriter {
        ChannelWriter { tx, buf: Vec::new() }
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    /// Sends what was written. Called from the session's own thread, never from the async
    /// runtime (where blocking is not allowed). A closed connection is a broken pipe.
    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let bytes = std::mem::take(&mut self.buf);
        self.tx.blocking_send(bytes).map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))
    }
}
