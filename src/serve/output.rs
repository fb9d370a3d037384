//! A session's screen output: a `Write` that ratatui's crossterm backend draws into, whose
//! `flush` hands the frame's bytes to the connection's sending task. The hand-over waits
//! while the task is behind (a slow client), so a session cannot pile up frames in memory;
//! a client that takes nothing for [`STALL`] is treated as gone, so it cannot hold its
//! session (and its place on the server) by never reading.

use std::io::{self, Write};
use std::time::Duration;

use tokio::runtime::Handle;
use tokio::sync::mpsc::Sender;

/// How many flushed frames may wait for the network before the session waits too.
pub const QUEUE: usize = 4;

/// How long a frame may wait for room before the connection counts as dead.
pub const STALL: Duration = Duration::from_secs(60);

/// Collects bytes until `flush`, then sends them as one piece.
pub struct ChannelWriter {
    tx: Sender<Vec<u8>>,
    buf: Vec<u8>,
    /// The server's runtime, whose clock bounds the wait (the session's thread is not one
    /// of its workers, so it may block on it).
    runtime: Handle,
    stall: Duration,
}

impl ChannelWriter {
    pub fn new(tx: Sender<Vec<u8>>, runtime: Handle, stall: Duration) -> ChannelWriter {
        ChannelWriter { tx, buf: Vec::new(), runtime, stall }
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    /// Sends what was written. Called from the session's own thread, never from the async
    /// runtime (where blocking is not allowed). A closed or stalled connection is a broken
    /// pipe.
    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let bytes = std::mem::take(&mut self.buf);
        let (tx, stall) = (&self.tx, self.stall);
        // The timer is made inside `block_on`, where the runtime's clock is in reach.
        let send = async move { tokio::time::timeout(stall, tx.send(bytes)).await };
        match self.runtime.block_on(send) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) | Err(_) => Err(io::Error::from(io::ErrorKind::BrokenPipe)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_that_never_reads_is_a_broken_pipe_after_the_stall_limit() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_time()
            .build()
            .unwrap();
        let (tx, mut rx) = tokio::sync::mpsc::channel(1);
        let mut out = ChannelWriter::new(tx, runtime.handle().clone(), Duration::from_millis(50));
        out.write_all(b"frame 1").unwrap();
        out.flush().unwrap();
        // The queue is full and nobody takes from it.
        out.write_all(b"frame 2").unwrap();
        assert_eq!(out.flush().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
        assert_eq!(rx.try_recv().unwrap(), b"frame 1");
        // A reader gone altogether is a broken pipe at once.
        drop(rx);
        out.write_all(b"frame 3").unwrap();
        assert_eq!(out.flush().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }
}
