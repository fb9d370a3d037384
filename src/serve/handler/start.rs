//! What a shell request starts: the session's thread (its own `App`, in the player's folder,
//! in the language and colours the client asked for, at the tables under the name as typed)
//! and the task that forwards its frames to the channel.

use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::sync::mpsc;

use russh::ChannelWriteHalf;
use russh::server::Msg;

use super::{Connection, Link};
use crate::serve::access::Name;
use crate::serve::output::{ChannelWriter, QUEUE};
use crate::serve::session::{self, Start};
use crate::storage::DataDir;
use crate::term_caps::ColourDepth;

impl Connection {
    /// What the session starts from: the player's folder, and the language and colours the
    /// client's environment asks for.
    fn start(&self, name: &Name) -> Start {
        let lang = self.lang();
        let colour_depth =
            ColourDepth::detect(self.env("COLORTERM").as_deref(), self.term.as_deref());
        Start {
            data: DataDir::at(self.shared.root.join("users").join(&name.folder)),
            lang,
            colour_depth,
            no_color: self.env("NO_COLOR").is_some_and(|v| !v.is_empty()),
            size: self.size,
            limits: self.shared.limits,
            tables: crate::tables::TablesHandle {
                tables: self.shared.tables.clone(),
                name: name.shown.clone(),
                from: Some(self.peer.ip()),
            },
            table_pending: Arc::default(),
            // No locale sent by the client and no `--lang` on the server: ask. (A client
            // that sent one, even `C`, said what it reads.)
            ask_language: crate::i18n::command_line().is_none()
                && ["LC_ALL", "LC_MESSAGES", "LANG"]
                    .iter()
                    .all(|v| self.env(v).is_none_or(|v| v.is_empty())),
        }
    }

    /// Starts the session's thread and the task that sends its frames to the client. When
    /// the session ends, the task closes the channel.
    /// False when the player's name has a session running still (it did not end in time).
    /// One session a folder (its files are written by that session alone); at the tables
    /// the player is their name as typed.
    pub(super) fn start_session(&mut self, out: ChannelWriteHalf<Msg>, player: &Name) -> bool {
        let (tx, rx) = mpsc::channel();
        let queued = Arc::new(AtomicUsize::new(0));
        let (out_tx, out_rx) = tokio::sync::mpsc::channel(QUEUE);
        let start = self.start(player);
        let (name, folder) = (player.shown.clone(), player.folder.clone());
        let Some(id) = self.shared.register(&folder, tx.clone()) else { return false };
        let stall = self.shared.limits.stall;
        let pending = start.table_pending.clone();
        let shared = Arc::downgrade(&self.shared);
        let send = move |input| shared.upgrade().is_some_and(|s| s.send_to(id, input));
        self.shared.tables.register(&name, session::table_waker(send, pending));
        let shared = self.shared.clone();
        let thread_queued = queued.clone();
        // The exit status the client gets: 0 for every way a session ends, 1 if it panicked
        // (the panic ends that session only; the server and the other sessions go on).
        let (status_tx, status_rx) = tokio::sync::oneshot::channel();
        let runtime = tokio::runtime::Handle::current();
        let spawned =
            std::thread::Builder::new().name(format!("asobi-session-{id}")).spawn(move || {
                // What the session logs (its limits hit) says whose session it is.
                let _span = tracing::info_span!("session", name = %name, id).entered();
                let writer = ChannelWriter::new(out_tx, runtime, stall);
                let run =
                    std::panic::AssertUnwindSafe(|| session::run(start, rx, thread_queued, writer));
                let status = match std::panic::catch_unwind(run) {
                    Ok(ended) => {
                        tracing::info!(name, id, ?ended, "session closed");
                        0
                    }
                    Err(_) => {
                        tracing::error!(name, id, "session panicked; closed");
                        1
                    }
                };
                let _ = status_tx.send(status);
                // Gone from the tables before the name is free for a new session.
                shared.tables.unregister(&name, std::time::Instant::now());
                shared.unregister(id);
                shared.thread_ended(&folder, id);
            });
        if spawned.is_err() {
            self.shared.tables.unregister(&player.shown, std::time::Instant::now());
            self.shared.unregister(id);
            self.shared.thread_ended(&player.folder, id);
            return true;
        }
        self.link = Some(Link { id, tx, queued, flooded: false });
        tracing::info!(peer = %self.peer, name = player.shown, id, "session opened");
        let (shared, cut, peer) = (self.shared.clone(), self.cut.clone(), self.peer);
        tokio::spawn(crate::serve::forward(shared, out, out_rx, status_rx, cut, peer));
        true
    }
}
