//! A browser's parlour: its own `App` on its own thread, as an SSH session's (`serve/
//! session.rs`), drawn through [`WebBackend`] into the WebSocket as cell changes. Its input
//! arrives already decoded (`Input::Event`), so no byte parser sits between; the same limits
//! hold: input rate, frames a second, idle time; ticks only while something animates.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Instant;

use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use super::backend::WebBackend;
use crate::app::App;
use crate::event::Msg;
use crate::serve::Limits;
use crate::serve::output::ChannelWriter;
use crate::serve::session::{Bucket, Ended, Input, Pacing, Start};
use crate::term_caps::GlyphWidths;

/// Runs the session until it ends, then tells the page why (a goodbye it shows).
pub fn run(
    start: Start,
    inputs: Receiver<Input>,
    queued: &AtomicUsize,
    out: ChannelWriter,
) -> Ended {
    let mut app = start.app();
    // The page draws every glyph in its own cell, so suits and box lines are one cell wide.
    app.set_glyph_widths(Some(GlyphWidths { suit: 1, box_line: 1 }));
    let (w, h) = start.size;
    let closing = out.closing();
    let viewport = Viewport::Fixed(Rect::new(0, 0, w, h));
    let backend = WebBackend::new(out, w, h);
    let Ok(mut terminal) = Terminal::with_options(backend, TerminalOptions { viewport }) else {
        return Ended::Disconnected;
    };
    app.update(Msg::Resize(w, h));
    let ended =
        event_loop(&mut app, &mut terminal, &inputs, (queued, &start.table_pending), &start.limits);
    closing.store(true, Ordering::SeqCst);
    let _ = app.flush_saves();
    if ended != Ended::Disconnected {
        app.apply_language();
        let text = ended.farewell(start.limits.idle).unwrap_or_else(|| t!("web.ended"));
        let _ = terminal.backend_mut().send(&serde_json::json!({ "bye": text }));
    }
    ended
}

/// Draw when something changed (no more often than the frame limit), then wait for input,
/// the next tick while animating, or the idle limit.
fn event_loop(
    app: &mut App,
    terminal: &mut Terminal<WebBackend<ChannelWriter>>,
    inputs: &Receiver<Input>,
    (queued, table_pending): (&AtomicUsize, &AtomicBool),
    limits: &Limits,
) -> Ended {
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
            // An export: the page offers it to the player's clipboard.
            let message = serde_json::json!({ "export": text });
            if terminal.backend_mut().send(&message).is_err() {
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
        match inputs.recv_timeout(wake.saturating_duration_since(Instant::now())) {
            Ok(Input::Event(msg)) => {
                queued.fetch_sub(1, Ordering::Relaxed);
                pace.input();
                if bucket.allow() {
                    app.update(msg);
                    dirty = true;
                }
            }
            Ok(Input::Resize(w, h)) => {
                terminal.backend_mut().set_size(w, h);
                if terminal.resize(Rect::new(0, 0, w, h)).is_err() {
                    return Ended::Disconnected;
                }
                app.update(Msg::Resize(w, h));
                dirty = true;
            }
            Ok(Input::TableChanged) => {
                table_pending.store(false, Ordering::SeqCst);
                app.update(Msg::TableChanged);
                dirty = true;
            }
            Ok(Input::Shutdown) => return Ended::Shutdown,
            Ok(Input::Replaced) => return Ended::Replaced,
            // Bytes are an SSH client's; a page never sends them.
            Ok(Input::Bytes(_)) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Ended::Disconnected,
        }
        dirty |= pace.tick(app);
        if pace.idle_over() {
            return Ended::Idle;
        }
    }
}
