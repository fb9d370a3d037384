//! One connection's parlour: its own `App`, on its own thread, drawn through ratatui's
//! crossterm backend into the SSH channel. The loop is `terminal.rs`'s, with the terminal's
//! event queue replaced by the connection's: input bytes become `Msg`s, time becomes
//! `Msg::Tick` only while something animates (an idle session sleeps), and frames are paced
//! to the connection's limit.
//!
//! A thread per session, not a task: the app's `draw` and `update` are synchronous and may
//! take a while (a computer's search starts there), and the language `t!` uses is per thread,
//! so each session keeps its own for as long as it runs.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use super::Limits;
use super::input::InputDecoder;
use super::output::ChannelWriter;
use super::probe::SshProbe;
use crate::app::{App, AppConfig};
use crate::screens::Searching;

mod pacing;
use crate::event::Msg;
use crate::i18n::Language;
use crate::storage::DataDir;
use crate::term_caps::ColourDepth;
pub(in crate::serve) use pacing::{Bucket, Pacing};

/// The largest window a client may claim: a frame buffer is width × height cells, and a
/// pty request of 65535 × 65535 must not make the server allocate gigabytes.
pub const MAX_SIZE: (u16, u16) = (500, 200);

/// What the connection tells its session.
#[derive(Debug)]
pub enum Input {
    Bytes(Vec<u8>),
    /// An event already decoded (a web page sends events, not bytes: `web/session.rs`).
    Event(Msg),
    Resize(u16, u16),
    /// The server is stopping (SIGTERM).
    Shutdown,
    /// The same player connected again: this older session ends.
    Replaced,
    /// Something changed at the tables.
    TableChanged,
}

/// Wakes a session when the tables change: one message at a time in its queue, however many
/// changes come before it reads it (a busy table cannot flood a slow session). `send` reaches
/// the session through the server's list of sessions, so the waker holds no sender of its own
/// and a client's hang-up still closes its session's input.
pub fn table_waker(
    send: impl Fn(Input) -> bool + Send + Sync + 'static,
    pending: Arc<std::sync::atomic::AtomicBool>,
) -> crate::tables::Waker {
    Arc::new(move || {
        if !pending.swap(true, Ordering::SeqCst) && !send(Input::TableChanged) {
            pending.store(false, Ordering::SeqCst);
        }
    })
}

/// Everything a session starts from, gathered from the SSH requests before the shell.
#[derive(Clone, Debug)]
pub struct Start {
    /// The player's own folder (`<data>/users/<name>/`).
    pub data: DataDir,
    pub lang: Language,
    pub colour_depth: ColourDepth,
    pub no_color: bool,
    pub size: (u16, u16),
    pub limits: Limits,
    pub tables: crate::tables::TablesHandle,
    /// The client sent no locale: the session asks the language first.
    pub ask_language: bool,
    /// Set while an `Input::TableChanged` waits in the queue (see [`table_waker`]).
    pub table_pending: Arc<std::sync::atomic::AtomicBool>,
}

impl Start {
    /// The session's own parlour: the player's folder, language and colours, the server's
    /// tables; no seed (each session plays its own games). An SSH session and a page alike.
    pub(super) fn app(&self) -> App {
        App::new(AppConfig {
            data: self.data.clone(),
            seed: None,
            start: None,
            set_up: None,
            no_color_env: self.no_color,
            lang: self.lang,
            colour_depth: self.colour_depth,
            resume: true,
            clock: None,
            tables: Some(self.tables.clone()),
            searching: Searching::Background,
        })
    }
}

/// Why a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player quit.
    Quit,
    /// The connection went away (the input side closed, or the output could not be sent).
    Disconnected,
    /// No input for the idle limit.
    Idle,
    /// The server is stopping.
    Shutdown,
    /// The player connected again elsewhere.
    Replaced,
}

impl Ended {
    /// What the player is told as the session ends this way (none when they quit or are gone),
    /// in the app's language; `idle` is the idle limit.
    pub(super) fn farewell(self, idle: Duration) -> Option<std::borrow::Cow<'static, str>> {
        match self {
            Ended::Shutdown => Some(t!("serve.closing")),
            Ended::Replaced => Some(t!("serve.replaced")),
            Ended::Idle => {
                let minutes = idle.as_secs().div_ceil(60);
                Some(match minutes {
                    1 => t!("serve.idle_one"),
                    _ => t!("serve.idle", minutes = minutes),
                })
            }
            Ended::Quit | Ended::Disconnected => None,
        }
    }
}

/// A window size kept within what a session will allocate for.
pub fn clamp_size(width: u32, height: u32) -> (u16, u16) {
    let fit = |v: u32, max: u16| v.clamp(1, u32::from(max)) as u16;
    (fit(width, MAX_SIZE.0), fit(height, MAX_SIZE.1))
}

/// Runs the session until it ends, then says goodbye and puts the client's terminal back.
/// `queued` counts the input bytes sent but not yet read here (the connection drops input
/// beyond its limit, so a flood cannot grow the queue without end).
pub fn run(
    start: Start,
    inputs: Receiver<Input>,
    queued: Arc<AtomicUsize>,
    out: ChannelWriter,
) -> Ended {
    let mut app = start.app();
    if start.ask_language {
        app.ask_language();
    }
    let (w, h) = start.size;
    let closing = out.closing();
    let options = TerminalOptions { viewport: Viewport::Fixed(Rect::new(0, 0, w, h)) };
    let Ok(mut terminal) = Terminal::with_options(CrosstermBackend::new(out), options) else {
        return Ended::Disconnected;
    };
    let set_up = crossterm::execute!(
        terminal.backend_mut(),
        EnterAlternateScreen,
        EnableMouseCapture,
        Hide,
        Clear(ClearType::All),
        MoveTo(0, 0)
    );
    app.update(Msg::Resize(w, h));
    let ended = match set_up {
        Ok(()) => {
            // Measured before the first frame, as the local program does; a client that does
            // not answer within the budget gets unicode cards, as an unknown terminal does.
            let deadline = Instant::now() + crate::term_caps::PROBE_BUDGET;
            let out = terminal.backend_mut();
            let mut probe = SshProbe::new(out, &inputs, &queued, w, deadline);
            let widths = crate::term_caps::measure(&mut probe);
            let backlog = probe.into_backlog();
            app.set_glyph_widths(widths);
            let pending = &start.table_pending;
            event_loop(
                &mut app,
                &mut terminal,
                (&inputs, backlog),
                (&queued, pending),
                &start.limits,
            )
        }
        Err(_) => Ended::Disconnected,
    };
    closing.store(true, Ordering::SeqCst);
    // Unfinished games are written whatever ended the session.
    let _ = app.flush_saves();
    if ended != Ended::Disconnected {
        app.apply_language();
        let farewell = ended.farewell(start.limits.idle);
        let out = terminal.backend_mut();
        let _ = crossterm::execute!(out, DisableMouseCapture, Show, LeaveAlternateScreen);
        if let Some(text) = farewell {
            let _ = write!(out, "{text}\r\n");
            let _ = out.flush();
        }
    }
    ended
}

/// Draw when something changed (no more often than the frame limit), then wait for input,
/// the next tick while animating, or the idle limit.
fn event_loop(
    app: &mut App,
    terminal: &mut Terminal<CrosstermBackend<ChannelWriter>>,
    (inputs, mut backlog): (&Receiver<Input>, VecDeque<Input>),
    (queued, table_pending): (&AtomicUsize, &std::sync::atomic::AtomicBool),
    limits: &Limits,
) -> Ended {
    let mut decoder = InputDecoder::new();
    let mut bucket = Bucket::new(limits.input_per_second);
    let mut pace = Pacing::new(limits);
    let mut dirty = true;
    loop {
        if app.should_quit() {
            return Ended::Quit;
        }
        let now = Instant::now();
        let next_draw = pace.next_draw(now);
        if let Some(text) = app.take_clipboard() {
            // An export: to the player's clipboard, where their terminal allows it.
            use std::io::Write;
            let out = terminal.backend_mut();
            if out.write_all(crate::terminal::osc52(&text).as_bytes()).is_err() {
                return Ended::Disconnected;
            }
        }
        if dirty && now >= next_draw {
            if terminal.draw(|frame| app.draw(frame)).is_err() {
                return Ended::Disconnected;
            }
            pace.drawn(now);
            dirty = false;
        }
        let wake = pace.wake(app.animating(), dirty.then_some(next_draw));
        let next = match backlog.pop_front() {
            Some(input) => Ok(input),
            None => inputs.recv_timeout(wake.saturating_duration_since(Instant::now())).inspect(
                |input| {
                    if let Input::Bytes(bytes) = input {
                        queued.fetch_sub(bytes.len(), Ordering::Relaxed);
                    }
                },
            ),
        };
        match next {
            Ok(Input::Bytes(bytes)) => {
                pace.input();
                for msg in decoder.feed(&bytes) {
                    if bucket.allow() {
                        app.update(msg);
                        dirty = true;
                    }
                }
            }
            Ok(Input::Resize(w, h)) => {
                if terminal.resize(Rect::new(0, 0, w, h)).is_err() {
                    return Ended::Disconnected;
                }
                app.update(Msg::Resize(w, h));
                dirty = true;
            }
            Ok(Input::TableChanged) => {
                // Cleared before reading the tables, so a change made meanwhile wakes again.
                table_pending.store(false, Ordering::SeqCst);
                app.update(Msg::TableChanged);
                dirty = true;
            }
            Ok(Input::Shutdown) => return Ended::Shutdown,
            Ok(Input::Replaced) => return Ended::Replaced,
            Ok(Input::Event(_)) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Ended::Disconnected,
        }
        dirty |= pace.tick(app);
        if pace.idle_over() {
            return Ended::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_kept_within_bounds() {
        assert_eq!(clamp_size(80, 24), (80, 24));
        assert_eq!(clamp_size(0, 0), (1, 1));
        assert_eq!(clamp_size(u32::MAX, 70_000), MAX_SIZE);
    }
}
