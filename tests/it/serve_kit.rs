//! `asobi serve` under test: the real binary on a free loopback port with its own data
//! folder, and SSH clients (russh's) that read the screen back through a VT100 emulator.
//! Every wait is bounded; the server is killed when the test lets go of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use russh::client::{self, Handle};
use russh::keys::{HashAlg, PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg};

/// Longest wait for anything a test expects from the server.
pub const WAIT: Duration = Duration::from_secs(20);

/// A running `asobi serve`.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    /// The host key fingerprint it printed (`SHA256:…`).
    pub fingerprint: String,
    /// The password it printed, when it generated one.
    pub password: Option<String>,
    pub home: PathBuf,
    /// What it has logged on stderr so far, line by line.
    log: Arc<Mutex<Vec<String>>>,
    _dir: Option<tempfile::TempDir>,
}

impl Server {
    /// Starts `asobi serve --listen 127.0.0.1:0 <args>` in a fresh data folder.
    pub fn start(args: &[&str]) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let mut server = Server::start_in(dir.path(), args);
        server._dir = Some(dir);
        server
    }

    /// Like `start`, with the data folder `home` (kept after the server ends).
    pub fn start_in(home: &Path, args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_asobi"))
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(args)
            .env("ASOBI_HOME", home)
            .env_remove("ASOBI_SERVE_PASSWORD")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start asobi serve");
        // The first four lines: the address, the host key, the way in, how to connect.
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut said = Vec::new();
        for _ in 0..4 {
            match lines.next() {
                Some(Ok(line)) => said.push(line),
                _ => panic!("asobi serve stopped before it was ready: {said:?}"),
            }
        }
        // Keep reading so the server never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        let log = Arc::new(Mutex::new(Vec::new()));
        let errors = BufReader::new(child.stderr.take().unwrap());
        let kept = log.clone();
        std::thread::spawn(move || {
            for line in errors.lines().map_while(Result::ok) {
                kept.lock().unwrap().push(line);
            }
        });
        let addr = said[0].rsplit(' ').next().unwrap().parse().expect("listening address");
        let fingerprint = said[1].split_whitespace().nth(2).unwrap().to_string();
        let password = said[2].strip_prefix("password: ").map(str::to_string);
        let home = home.to_path_buf();
        Server { child, addr, fingerprint, password, home, log, _dir: None }
    }

    /// The first line logged that contains every one of `parts`, waiting for it (bounded).
    pub fn log_line(&self, parts: &[&str]) -> Option<String> {
        for _ in 0..100 {
            let found = self
                .log
                .lock()
                .unwrap()
                .iter()
                .find(|l| parts.iter().all(|p| l.contains(p)))
                .cloned();
            if found.is_some() {
                return found;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    /// The lines the server has logged so far that contain `text`.
    pub fn logged(&self, text: &str) -> Vec<String> {
        self.log.lock().unwrap().iter().filter(|l| l.contains(text)).cloned().collect()
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// True while the process runs.
    pub fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// Sends SIGTERM and waits (bounded) for the exit status.
    #[cfg(unix)]
    pub fn terminate(&mut self) -> Option<std::process::ExitStatus> {
        use nix::sys::signal::{Signal, kill};
        use nix::unistd::Pid;
        kill(Pid::from_raw(self.child.id() as i32), Signal::SIGTERM).unwrap();
        for _ in 0..200 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    /// Resident memory in KiB, from /proc.
    pub fn rss_kib(&self) -> u64 {
        proc_field(self.pid(), "VmRSS:")
    }

    /// Threads of the process, from /proc.
    pub fn threads(&self) -> u64 {
        proc_field(self.pid(), "Threads:")
    }

    /// CPU seconds (user + system) used so far, from /proc.
    pub fn cpu_seconds(&self) -> f64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid())).unwrap();
        let after = &stat[stat.rfind(')').unwrap() + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
        ticks / 100.0
    }
}

fn proc_field(pid: u32, name: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with(name)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A tokio runtime for a test's clients.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

/// The client side's handler: accepts the server's key and remembers its fingerprint.
pub struct Trust {
    pub seen: Arc<Mutex<Option<String>>>,
}

impl client::Handler for Trust {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        *self.seen.lock().unwrap() =
            Some(key.public_key().fingerprint(HashAlg::Sha256).to_string());
        Ok(true)
    }
}

/// An authenticated connection, before any channel.
pub struct Conn {
    pub handle: Handle<Trust>,
    pub server_key: Arc<Mutex<Option<String>>>,
}

/// Connects (no authentication yet).
pub async fn connect(addr: SocketAddr) -> Conn {
    try_connect(addr).await.expect("connect in time")
}

/// Connects, or says why not (the server closed the socket, or the wait ran out).
pub async fn try_connect(addr: SocketAddr) -> Result<Conn, String> {
    try_connect_with(addr, client::Config::default()).await
}

/// Like `try_connect`, with the client's own configuration (its window size, say).
pub async fn try_connect_with(addr: SocketAddr, config: client::Config) -> Result<Conn, String> {
    let seen = Arc::new(Mutex::new(None));
    let trust = Trust { seen: seen.clone() };
    match tokio::time::timeout(WAIT, client::connect(Arc::new(config), addr, trust)).await {
        Ok(Ok(handle)) => Ok(Conn { handle, server_key: seen }),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("no answer in time".to_string()),
    }
}

impl Conn {
    pub async fn password(&mut self, user: &str, password: &str) -> bool {
        self.handle.authenticate_password(user, password).await.unwrap().success()
    }

    pub async fn key(&mut self, user: &str, key: PrivateKey) -> bool {
        let key = PrivateKeyWithHashAlg::new(Arc::new(key), None);
        self.handle.authenticate_publickey(user, key).await.unwrap().success()
    }

    pub async fn none(&mut self, user: &str) -> bool {
        self.handle.authenticate_none(user).await.unwrap().success()
    }

    /// Opens the session channel with a pty of `cols` × `rows` (and `env`), then the shell.
    pub async fn shell(self, cols: u16, rows: u16, env: &[(&str, &str)]) -> Screen {
        self.shell_as("xterm-256color", cols, rows, env).await
    }

    /// Like `shell`, with the terminal type `term`. A client that names no locale is given
    /// `LANG=C.UTF-8`, as most do send one (with none at all the server asks the language
    /// first: see `shell_without_locale`).
    pub async fn shell_as(self, term: &str, cols: u16, rows: u16, env: &[(&str, &str)]) -> Screen {
        let mut env = env.to_vec();
        if !env.iter().any(|(name, _)| *name == "LANG") {
            env.push(("LANG", "C.UTF-8"));
        }
        self.shell_with(term, cols, rows, &env).await
    }

    /// A client that sends no locale at all.
    pub async fn shell_without_locale(self, cols: u16, rows: u16) -> Screen {
        self.shell_with("xterm-256color", cols, rows, &[]).await
    }

    async fn shell_with(self, term: &str, cols: u16, rows: u16, env: &[(&str, &str)]) -> Screen {
        let channel = self.handle.channel_open_session().await.unwrap();
        channel.request_pty(false, term, cols.into(), rows.into(), 0, 0, &[]).await.unwrap();
        for (name, value) in env {
            channel.set_env(false, *name, *value).await.unwrap();
        }
        channel.request_shell(false).await.unwrap();
        Screen::new(self, channel, cols, rows)
    }
}

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

/// An Ed25519 key from a fixed seed (tests need keys, not secrets).
pub fn test_key(seed: u8) -> PrivateKey {
    PrivateKey::from(russh::keys::ssh_key::private::Ed25519Keypair::from_seed(&[seed; 32]))
}
