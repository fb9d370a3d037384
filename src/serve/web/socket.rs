//! The WebSocket of a logged-in page: its Origin must be this server's, its cookie a live
//! login's; each message is size-capped and parsed strictly (anything else ends that
//! connection, never the server). The first message says the window's size; then a session
//! runs as SSH's do (one a name, `--max-connections`, the tables, the log), its frames sent
//! as they come and its input passed on as events.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use serde::Deserialize;

use super::login::{Login, same_origin};
use super::{Peer, Web};
use crate::event::Msg;
use crate::i18n::Language;
use crate::serve::access::Name;
use crate::serve::output::{ChannelWriter, QUEUE};
use crate::serve::session::{Input, Start, clamp_size, table_waker};
use crate::storage::DataDir;
use crate::term_caps::ColourDepth;

/// The largest message a page may send: a key, a click or a size is a few dozen bytes.
pub const MAX_MESSAGE: usize = 512;

/// Events a session may have waiting before more are dropped (as SSH's input queue).
const MAX_QUEUED: usize = 256;

/// What a page says.
#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum FromPage {
    /// The first message: the window in cells, and the browser's language (`ja-JP`).
    Hello {
        cols: u32,
        rows: u32,
        lang: String,
    },
    Resize {
        cols: u32,
        rows: u32,
    },
    /// A key, by the browser's name for it (`KeyboardEvent.key`).
    Key {
        key: String,
        #[serde(default)]
        ctrl: bool,
        #[serde(default)]
        alt: bool,
        #[serde(default)]
        shift: bool,
    },
    /// A mouse (or touch) event at a cell.
    Mouse {
        kind: MouseKind,
        x: u16,
        y: u16,
    },
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MouseKind {
    Down,
    Up,
    Right,
    WheelUp,
    WheelDown,
}

/// A page's message, or why it is not one.
pub fn parse(text: &str) -> Result<FromPage, String> {
    if text.len() > MAX_MESSAGE {
        return Err(format!("{} bytes, more than {MAX_MESSAGE}", text.len()));
    }
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The app's message for a key the page names, or `None` for one it has no use for (the
/// page sends only keys a terminal has; anything else is a bad message).
pub fn key_msg(key: &str, ctrl: bool, alt: bool, shift: bool) -> Option<Msg> {
    let mut modifiers = KeyModifiers::NONE;
    modifiers.set(KeyModifiers::CONTROL, ctrl);
    modifiers.set(KeyModifiers::ALT, alt);
    let code = match key {
        "Enter" => KeyCode::Enter,
        "Escape" => KeyCode::Esc,
        "Backspace" => KeyCode::Backspace,
        "Tab" if shift => KeyCode::BackTab,
        "Tab" => KeyCode::Tab,
        "Delete" => KeyCode::Delete,
        "Insert" => KeyCode::Insert,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "PageUp" => KeyCode::PageUp,
        "PageDown" => KeyCode::PageDown,
        "ArrowUp" => KeyCode::Up,
        "ArrowDown" => KeyCode::Down,
        "ArrowLeft" => KeyCode::Left,
        "ArrowRight" => KeyCode::Right,
        _ => {
            let mut chars = key.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if !c.is_control() => KeyCode::Char(c),
                (Some('F'), Some(_)) => match key[1..].parse::<u8>() {
                    Ok(n @ 1..=12) => KeyCode::F(n),
                    _ => return None,
                },
                _ => return None,
            }
        }
    };
    // A terminal reports Shift only with keys whose character it does not already show.
    if shift && !matches!(code, KeyCode::Char(_) | KeyCode::BackTab) {
        modifiers |= KeyModifiers::SHIFT;
    }
    if code == KeyCode::BackTab {
        modifiers |= KeyModifiers::SHIFT;
    }
    Some(Msg::Key(KeyEvent::new(code, modifiers)))
}

/// The app's message for a mouse event, as a terminal reports it.
fn mouse_msg(kind: MouseKind, x: u16, y: u16) -> Msg {
    let kind = match kind {
        MouseKind::Down => MouseEventKind::Down(MouseButton::Left),
        MouseKind::Up => MouseEventKind::Up(MouseButton::Left),
        MouseKind::Right => MouseEventKind::Down(MouseButton::Right),
        MouseKind::WheelUp => MouseEventKind::ScrollUp,
        MouseKind::WheelDown => MouseEventKind::ScrollDown,
    };
    Msg::Mouse(MouseEvent { kind, column: x, row: y, modifiers: KeyModifiers::NONE })
}

/// `GET /ws`: refused unless the Origin is this server's and the cookie a login's.
pub async fn upgrade(
    State(web): State<Arc<Web>>,
    axum::Extension(Peer(peer)): axum::Extension<Peer>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers, true) {
        tracing::warn!(%peer, "web socket refused: another origin");
        return StatusCode::FORBIDDEN.into_response();
    }
    let Some(login) = web.logins.find(&headers) else {
        tracing::info!(%peer, "web socket refused: not logged in");
        return StatusCode::UNAUTHORIZED.into_response();
    };
    upgrade
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| connected(web, socket, login, peer))
}

/// Closes the socket with a reason the page can show.
async fn close(mut socket: WebSocket, text: &str) {
    let bye = serde_json::json!({ "bye": text }).to_string();
    let _ = socket.send(Message::Text(bye.into())).await;
    let _ = socket.send(Message::Close(None)).await;
}

/// A page's socket, from its first message to its end.
async fn connected(web: Arc<Web>, mut socket: WebSocket, login: Login, peer: SocketAddr) {
    let shared = web.shared.clone();
    let limits = shared.limits;
    // The first message, within the login deadline: the window and the language.
    let hello = tokio::time::timeout(limits.login, socket.recv()).await;
    let Ok(Some(Ok(Message::Text(text)))) = hello else {
        tracing::info!(%peer, "web socket closed: no hello in time");
        return;
    };
    let Ok(FromPage::Hello { cols, rows, lang }) = parse(&text) else {
        tracing::warn!(%peer, "web socket closed: a bad first message");
        return;
    };
    let lang =
        Language::from_locale(&lang.chars().take(16).collect::<String>()).unwrap_or(Language::En);
    let player = login.name;
    if shared.sessions() >= limits.max_connections {
        let max = limits.max_connections;
        tracing::warn!(%peer, max, "limit hit: the server is full (--max-connections)");
        crate::i18n::apply(lang);
        return close(socket, &t!("serve.full")).await;
    }
    if shared.playing(&player.folder) {
        tracing::info!(%peer, name = player.shown, "same name again: its older session ends");
        shared.replace(&player.folder);
        for _ in 0..100 {
            if !shared.playing(&player.folder) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    let start = Start {
        data: DataDir::at(shared.root.join("users").join(&player.folder)),
        lang,
        colour_depth: ColourDepth::TrueColour,
        no_color: false,
        size: clamp_size(cols, rows),
        limits,
        tables: crate::tables::TablesHandle {
            tables: shared.tables.clone(),
            name: player.shown.clone(),
            from: Some(peer.ip()),
        },
        ask_language: false,
        table_pending: Arc::default(),
    };
    let (out_tx, out_rx) = tokio::sync::mpsc::channel(QUEUE);
    let Some((id, tx, queued)) = start_session(&shared, &player, start, out_tx) else {
        crate::i18n::apply(lang); // here, after the awaits above: the language is per thread
        return close(socket, &t!("serve.name_busy", name = player.shown)).await;
    };
    tracing::info!(%peer, name = player.shown, id, "web session opened");
    shared.forwarding.fetch_add(1, Ordering::SeqCst);
    pump(socket, out_rx, &tx, &queued, peer, limits.stall).await;
    // The page is gone (or its session ended): the session's input closes, so it ends.
    shared.unregister(id);
    drop(tx);
    shared.forwarding.fetch_sub(1, Ordering::SeqCst);
}

/// Starts the session's thread; `None` while the name's older session still runs.
fn start_session(
    shared: &Arc<crate::serve::Shared>,
    player: &Name,
    start: Start,
    out_tx: tokio::sync::mpsc::Sender<Vec<u8>>,
) -> Option<(u64, mpsc::Sender<Input>, Arc<AtomicUsize>)> {
    let (tx, rx) = mpsc::channel();
    let queued = Arc::new(AtomicUsize::new(0));
    let id = shared.register(&player.folder, tx.clone())?;
    let (name, folder) = (player.shown.clone(), player.folder.clone());
    let pending = start.table_pending.clone();
    let weak = Arc::downgrade(shared);
    let send = move |input| weak.upgrade().is_some_and(|s| s.send_to(id, input));
    shared.tables.register(&name, table_waker(send, pending));
    let (owner, thread_queued) = (shared.clone(), queued.clone());
    let runtime = tokio::runtime::Handle::current();
    let stall = start.limits.stall;
    let spawned = std::thread::Builder::new().name(format!("asobi-web-{id}")).spawn(move || {
        let _span = tracing::info_span!("session", name = %name, id).entered();
        let writer = ChannelWriter::new(out_tx, runtime, stall);
        let run =
            std::panic::AssertUnwindSafe(|| super::session::run(start, rx, &thread_queued, writer));
        match std::panic::catch_unwind(run) {
            Ok(ended) => tracing::info!(name, id, ?ended, "session closed"),
            Err(_) => tracing::error!(name, id, "session panicked; closed"),
        }
        owner.tables.unregister(&name, std::time::Instant::now());
        owner.unregister(id);
        owner.thread_ended(&folder, id);
    });
    if spawned.is_err() {
        shared.tables.unregister(&player.shown, std::time::Instant::now());
        shared.unregister(id);
        shared.thread_ended(&player.folder, id);
        return None;
    }
    Some((id, tx, queued))
}

/// Sends the session's frames to the page and the page's events to the session, until
/// either ends. A bad message from the page ends the connection; a page that takes nothing
/// for `--stall-timeout` is dropped.
async fn pump(
    mut socket: WebSocket,
    mut frames: tokio::sync::mpsc::Receiver<Vec<u8>>,
    tx: &mpsc::Sender<Input>,
    queued: &AtomicUsize,
    peer: SocketAddr,
    stall: std::time::Duration,
) {
    let mut flooded = false;
    loop {
        tokio::select! {
            frame = frames.recv() => {
                let Some(bytes) = frame else {
                    // The session ended (its goodbye already sent): close politely.
                    let _ = tokio::time::timeout(stall, socket.send(Message::Close(None))).await;
                    return;
                };
                let text = String::from_utf8_lossy(&bytes).into_owned();
                match tokio::time::timeout(stall, socket.send(Message::Text(text.into()))).await {
                    Ok(Ok(())) => {}
                    Ok(Err(_)) => return,
                    Err(_) => {
                        let seconds = stall.as_secs();
                        tracing::warn!(%peer, seconds, "limit hit: the page stopped reading; disconnected");
                        return;
                    }
                }
            }
            message = socket.recv() => {
                let text = match message {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | None => return,
                    Some(Ok(Message::Binary(_))) => {
                        tracing::warn!(%peer, "web socket closed: a binary message");
                        return;
                    }
                    Some(Err(error)) => {
                        tracing::warn!(%peer, %error, "web socket closed: a bad message");
                        return;
                    }
                };
                let input = match parse(&text) {
                    Ok(FromPage::Resize { cols, rows }) => {
                        let (w, h) = clamp_size(cols, rows);
                        Input::Resize(w, h)
                    }
                    Ok(FromPage::Key { key, ctrl, alt, shift }) => {
                        match key_msg(&key, ctrl, alt, shift) {
                            Some(msg) => Input::Event(msg),
                            None => {
                                tracing::warn!(%peer, "web socket closed: an unknown key");
                                return;
                            }
                        }
                    }
                    Ok(FromPage::Mouse { kind, x, y }) => Input::Event(mouse_msg(kind, x, y)),
                    Ok(FromPage::Hello { .. }) | Err(_) => {
                        tracing::warn!(%peer, "web socket closed: a bad message");
                        return;
                    }
                };
                if matches!(input, Input::Event(_)) {
                    if queued.load(Ordering::Relaxed) >= MAX_QUEUED {
                        if !flooded {
                            flooded = true;
                            tracing::warn!(%peer, max = MAX_QUEUED, "limit hit: input queue full; the rest is dropped");
                        }
                        continue;
                    }
                    queued.fetch_add(1, Ordering::Relaxed);
                }
                if tx.send(input).is_err() {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_parsed_strictly() {
        assert_eq!(
            parse(r#"{"resize":{"cols":80,"rows":24}}"#),
            Ok(FromPage::Resize { cols: 80, rows: 24 })
        );
        assert!(parse(r#"{"resize":{"cols":80,"rows":24,"x":1}}"#).is_err(), "unknown field");
        assert!(parse(r#"{"resize":{"cols":80}}"#).is_err(), "missing field");
        assert!(parse(r#"{"shell":"ls"}"#).is_err());
        assert!(parse(r#"{"mouse":{"kind":"down","x":-1,"y":0}}"#).is_err());
        assert!(parse(&format!(r#"{{"key":{{"key":"{}"}}}}"#, "a".repeat(600))).is_err());
        assert!(parse("not json").is_err());
    }

    #[test]
    fn keys_are_the_ones_a_terminal_gives() {
        assert_eq!(key_msg("a", false, false, false), Some(Msg::char('a')));
        assert_eq!(key_msg("A", false, false, true), Some(Msg::char('A')));
        assert_eq!(key_msg("?", false, false, true), Some(Msg::char('?')));
        assert_eq!(key_msg("ArrowUp", false, false, false), Some(Msg::key(KeyCode::Up)));
        assert_eq!(key_msg("Escape", false, false, false), Some(Msg::key(KeyCode::Esc)));
        let back = key_msg("Tab", false, false, true).unwrap();
        assert_eq!(back, Msg::Key(KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT)));
        assert!(key_msg("c", true, false, false).unwrap().is_interrupt());
        assert_eq!(key_msg("F5", false, false, false), Some(Msg::key(KeyCode::F(5))));
        assert_eq!(key_msg("F13", false, false, false), None);
        assert_eq!(key_msg("Shift", false, false, false), None);
        assert_eq!(key_msg("\u{1b}", false, false, false), None);
        assert_eq!(key_msg("", false, false, false), None);
    }
}
