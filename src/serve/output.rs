//! A session's screen output: a `Write` that ratatui's crossterm backend draws into, whose
//! `flush` hands the frame's bytes to the connection's sending task. The hand-over waits
//! while the task is behind (a slow client), so a session cannot pile up frames in memory;
//! a client that takes nothing for `--stall-timeout` is treated as gone, so it cannot hold
//! its session (and its place and name on the server) by never reading.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use tokio::runtime::Handle;
use tokio::sync::mpsc::Sender;

/// How many flushed frames may wait for the network before the session waits too.
pub const QUEUE: usize = 4;

/// How long the last words of a session (its goodbye, the cursor shown again) may wait for
/// room: a session ending is never held up by a client that stopped reading.
const CLOSING: Duration = Duration::from_secs(1);

/// Collects bytes until `flush`, then sends them as one piece.
pub struct ChannelWriter {
    tx: Sender<Vec<u8>>,
    buf: Vec<u8>,
    /// The server's runtime, whose clock bounds the wait (the session's thread is not one
    /// of its workers, so it may block on it).
    runtime: Handle,
    stall: Duration,
    /// A send failed: the client is gone, and nothing more is waited for.
    broken: bool,
    /// Set when the session is ending: what it still writes is best effort, and a failure
    /// is no error (ratatui's terminal, dropped, would print one to the server's stderr).
    closing: Arc<AtomicBool>,
}

impl ChannelWriter {
    /// `stall`: how long a frame may wait for room before the client counts as gone.
    pub fn new(tx: Sender<Vec<u8>>, runtime: Handle, stall: Duration) -> ChannelWriter {
        let closing = Arc::default();
        ChannelWriter { tx, buf: Vec::new(), runtime, stall, broken: false, closing }
    }

    /// The switch to set when the session is ending (the writer is then inside ratatui's
    /// terminal): its last words wait a second at most, and fail quietly.
    pub fn closing(&self) -> Arc<AtomicBool> {
        self.closing.clone()
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
        let closing = self.closing.load(Ordering::SeqCst);
        if !self.broken {
            let tx = &self.tx;
            let stall = if closing { self.stall.min(CLOSING) } else { self.stall };
            // The timer is made inside `block_on`, where the runtime's clock is in reach.
            let send = async move { tokio::time::timeout(stall, tx.send(bytes)).await };
            self.broken = !matches!(self.runtime.block_on(send), Ok(Ok(())));
        }
        if self.broken && !closing {
            Err(io::Error::from(io::ErrorKind::BrokenPipe))
        } else {
            Ok(())
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

    #[test]
    fn a_closing_session_waits_a_second_at_most_and_fails_quietly() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_time()
            .build()
            .unwrap();
        let (tx, _rx) = tokio::sync::mpsc::channel(1);
        let mut out = ChannelWriter::new(tx, runtime.handle().clone(), Duration::from_secs(600));
        out.write_all(b"frame 1").unwrap();
        out.flush().unwrap();
        out.closing().store(true, Ordering::SeqCst);
        let started = std::time::Instant::now();
        // Nobody takes from the full queue: the goodbye is given up after a second, quietly.
        out.write_all(b"goodbye").unwrap();
        out.flush().unwrap();
        out.write_all(b"cursor shown").unwrap();
        out.flush().unwrap();
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    }
}
