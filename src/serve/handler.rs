//! One SSH connection: russh calls this handler for each request. It checks the way in,
//! gathers what the session starts from (terminal type and size, `LANG`), starts the
//! session's thread on the shell request, and passes input bytes and window changes to it.
//! Everything else a client may ask (commands, subsystems, forwarding) is refused.
//! The way in, method by method, is `login.rs`; what the shell request starts, `start.rs`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use russh::server::{Auth, Msg, PublicKeyOffer, Response, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelWriteHalf, Pty};

mod login;
mod start;

use super::Shared;
use super::access::{BadName, NAME_CHARS, Name};
use super::session::{Input, clamp_size};
use super::startups::{Cut, Startup};
use crate::i18n::Language;

/// Input bytes a session may have waiting before more are dropped: far above what a person
/// types, far below what could hurt the server.
const MAX_QUEUED: usize = 64 * 1024;

/// Environment variables a client may set (through `SendEnv`), and how many values are kept.
const ENV_KEPT: [&str; 5] = ["LANG", "LC_ALL", "LC_MESSAGES", "COLORTERM", "NO_COLOR"];

/// The connection's state, from authentication to the end of its session.
pub struct Connection {
    shared: Arc<Shared>,
    started: Arc<AtomicBool>,
    /// Where the connection comes from (for the log, and the per-address limits).
    peer: std::net::SocketAddr,
    /// Its place among the connections not logged in yet, given up once it logs in.
    startup: Option<Startup>,
    /// Ends the connection from outside (its client stopped reading).
    cut: Arc<Cut>,
    /// The SSH user name that was let in.
    user: Option<String>,
    /// Why that name may not be played by this connection (said at the shell request).
    denied: Option<login::Denied>,
    /// What the keyboard-interactive prompts sent last asked for.
    asked: Option<login::Asked>,
    channel: Option<ChannelId>,
    /// The session channel's sending side, which waits for room in the client's window (so
    /// a client that stops reading is seen at once); its receiving side is dropped, since
    /// requests and input reach this handler directly.
    out: Option<ChannelWriteHalf<Msg>>,
    term: Option<String>,
    size: (u16, u16),
    env: Vec<(String, String)>,
    link: Option<Link>,
}

/// The way into a running session's thread.
struct Link {
    id: u64,
    tx: mpsc::Sender<Input>,
    queued: Arc<AtomicUsize>,
    /// Input was dropped for a full queue (logged once a connection).
    flooded: bool,
}

impl Connection {
    /// `started` is set once the connection's shell request is answered (a session, or a
    /// refusal said on the channel): the login deadline no longer applies.
    pub fn new(
        shared: Arc<Shared>,
        started: Arc<AtomicBool>,
        peer: std::net::SocketAddr,
        startup: Startup,
        cut: Arc<Cut>,
    ) -> Connection {
        Connection {
            shared,
            started,
            peer,
            startup: Some(startup),
            cut,
            user: None,
            denied: None,
            asked: None,
            channel: None,
            out: None,
            term: None,
            size: (80, 24),
            env: Vec::new(),
            link: None,
        }
    }

    fn env(&self, name: &str) -> Option<String> {
        self.env.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
    }

    /// The language the client's environment asks for (English when it sends no locale).
    fn lang(&self) -> Language {
        Language::choose(None, Language::Auto, None, &|var| self.env(var))
    }

    /// The client is gone: its session's input closes (the server's list of sessions holds
    /// the only other sender), so the session ends and writes its game.
    fn hang_up(&mut self) {
        if let Some(link) = self.link.take() {
            self.shared.unregister(link.id);
        }
    }

    /// Says `text` and closes the channel (no session was started on it).
    async fn refuse(&self, channel: ChannelId, session: &mut Session, text: &str) {
        let handle = session.handle();
        let _ = handle.data(channel, format!("{text}\r\n")).await;
        let _ = handle.exit_status_request(channel, 1).await;
        let _ = handle.eof(channel).await;
        let _ = handle.close(channel).await;
    }
}

impl russh::server::Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        Ok(self.none_login(user).await)
    }

    /// A wrong password is counted against the address it came from, and answered later
    /// the more of them it has sent (`penalty.rs`); the password itself is never logged.
    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        Ok(self.password_login(user, password).await)
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        // Each answer as text (a client's bytes that are not UTF-8 match no password).
        let answers =
            response.map(|r| r.map(|b| String::from_utf8_lossy(&b).into_owned()).collect());
        Ok(self.interactive_login(user, answers).await)
    }

    /// Unknown keys are refused before the client is asked to sign anything.
    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let ok = self.shared.access.key_ok(offer.public_key) && !self.banned(user);
        Ok(if ok { Auth::Accept } else { Auth::reject() })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(self.key_login(user, key.public_key).await)
    }

    /// One session channel per connection: a parlour is one screen.
    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_none() {
            self.channel = Some(channel.id());
            self.out = Some(channel.split().1);
            reply.accept().await;
        }
        // Dropping `reply` without accepting refuses the channel.
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.term = Some(term.chars().take(64).collect());
        self.size = clamp_size(col_width, row_height);
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if ENV_KEPT.contains(&name) && value.len() <= 64 && self.env.len() < ENV_KEPT.len() * 2 {
            self.env.push((name.to_string(), value.to_string()));
            session.channel_success(channel)
        } else {
            session.channel_failure(channel)
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.link.is_some() || self.channel != Some(channel) {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)?;
        self.started.store(true, Ordering::SeqCst);
        // Said in the language the client asked for: this thread is the runtime's, so set it.
        crate::i18n::apply(self.lang());
        let player = Name::parse(self.user.as_deref().unwrap_or_default());
        if self.term.is_none() {
            let text = t!("serve.needs_pty");
            self.refuse(channel, session, &text).await;
        } else if let Err(bad) = &player {
            let text = match bad {
                BadName::Empty => t!("serve.name_empty"),
                BadName::Control => t!("serve.name_control"),
                BadName::TooLong => t!("serve.name_long", max = NAME_CHARS),
            };
            tracing::info!(peer = %self.peer, user = self.user, ?bad, "refused: not a name");
            self.refuse(channel, session, &text).await;
        } else if let (Some(denied), Ok(player)) = (self.denied, &player) {
            let name = &player.shown;
            let text = match denied {
                login::Denied::OtherKey => t!("serve.name_other_key", name = name),
                login::Denied::PasswordHeld => t!("serve.name_password_held", name = name),
                login::Denied::Unwritable => t!("serve.accounts_unusable"),
            };
            self.refuse(channel, session, &text).await;
        } else if self.shared.sessions() >= self.shared.limits.max_connections {
            let max = self.shared.limits.max_connections;
            tracing::warn!(peer = %self.peer, max, "limit hit: the server is full (--max-connections)");
            let text = t!("serve.full");
            self.refuse(channel, session, &text).await;
        } else if let Ok(player) = player {
            // The same player connecting again (a second window, or back after a drop the
            // server has not noticed yet): the older session is told and ends, writing its
            // files, and this one starts once it has.
            if self.shared.playing(&player.folder) {
                let peer = self.peer;
                tracing::info!(%peer, name = player.shown, "same name again: its older session ends");
                self.shared.replace(&player.folder);
                for _ in 0..100 {
                    if !self.shared.playing(&player.folder) {
                        break;
                    }
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
            }
            let started = match self.out.take() {
                Some(out) => self.start_session(out, &player),
                None => false,
            };
            if !started {
                let text = t!("serve.name_busy", name = player.shown);
                self.refuse(channel, session, &text).await;
            }
        }
        Ok(())
    }

    /// X11 forwarding is refused (`ssh -X`), and said so: a client that asked for an answer
    /// waits for one (russh's default answers nothing).
    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    /// Signals are not passed on (there is no process to signal); refused, if asked.
    async fn signal(
        &mut self,
        channel: ChannelId,
        _signal: russh::Sig,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    /// Commands (`ssh host ls`) are not a parlour; nor are subsystems (sftp).
    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let Some(link) = &mut self.link else { return Ok(()) };
        if link.queued.load(Ordering::Relaxed) + data.len() <= MAX_QUEUED {
            link.queued.fetch_add(data.len(), Ordering::Relaxed);
            let _ = link.tx.send(Input::Bytes(data.to_vec()));
        } else if !link.flooded {
            link.flooded = true;
            let (peer, max) = (self.peer, MAX_QUEUED);
            tracing::warn!(%peer, max, "limit hit: input queue full; the rest is dropped");
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = clamp_size(col_width, row_height);
        if let Some(link) = &self.link {
            let _ = link.tx.send(Input::Resize(self.size.0, self.size.1));
        }
        // Answered only if the client asked (the protocol says it does not).
        session.channel_success(channel)
    }

    /// The client closed its side: the session ends (its thread sees the input close).
    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.hang_up();
        Ok(())
    }
}

impl Drop for Connection {
    /// The connection ended (closed, dropped, timed out) with its channel still open.
    fn drop(&mut self) {
        self.hang_up();
    }
}
