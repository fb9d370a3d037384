//! `asobi serve` under test: the real binary on a free loopback port with its own data
//! folder, and SSH clients (russh's) that read the screen back through a VT100 emulator.
//! Every wait is bounded; the server is killed when the test lets go of it. The clients are
//! `client.rs` (connecting, logging in), `screen.rs` (a session's screen, read back) and
//! `sockets.rs` (bare TCP sockets, and a whole login timed).
#![allow(dead_code)]

mod client;
mod screen;
mod sockets;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub use client::{Conn, connect, test_key, try_connect, try_connect_with};
pub use screen::Screen;
pub use sockets::{closed_within, greeted, log_in, silent_sockets};

/// What every session shows first: the menu (its Statistics line).
pub const MENU: &str = "Statistics";

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
        let mut child = crate::kit::binary::asobi()
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

    /// Gives each of `names` (lowercase ASCII, so the folder is the name) settings with
    /// instant animations before they first log in: their screens show each move at once, so
    /// a test of what a table does need not wait for what a person would watch.
    pub fn instant_animations(&self, names: &[&str]) {
        for name in names {
            let folder = self.home.join("users").join(name);
            std::fs::create_dir_all(&folder).unwrap();
            std::fs::write(folder.join("settings.toml"), "animation = \"instant\"\n").unwrap();
        }
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

/// `name` logged in (with `password`, or with no credential on an `--open` server).
pub async fn logged_in(addr: SocketAddr, name: &str, password: Option<&str>) -> Conn {
    let mut conn = connect(addr).await;
    let ok = match password {
        Some(password) => conn.password(name, password).await,
        None => conn.none(name).await,
    };
    assert!(ok, "{name} was not let in");
    conn
}

/// `name` logged in, with a 100 × 30 terminal, at the menu.
pub async fn at_menu(addr: SocketAddr, name: &str, password: Option<&str>) -> Screen {
    let mut screen = logged_in(addr, name, password).await.shell(100, 30, &[]).await;
    screen.expect(MENU).await;
    screen
}

/// `name` logged in with the password `pw`, in English on an 80 × 24 terminal, on the Tables
/// screen.
pub async fn at_tables(server: &Server, name: &str) -> Screen {
    let conn = logged_in(server.addr, name, Some("pw")).await;
    let mut screen = conn.shell(80, 24, &[("LANG", "en_US.UTF-8")]).await;
    screen.expect(MENU).await;
    screen.go_to_tables().await;
    screen
}

/// alice and bob at an Othello table alice opened and started: she plays Black, he White.
pub async fn othello_for_two(server: &Server) -> (Screen, Screen) {
    let mut alice = at_tables(server, "alice").await;
    alice.new_table(b"\x1b[D", "Othello").await;
    let mut bob = at_tables(server, "bob").await;
    bob.expect("#1").await;
    bob.send(b"\r").await;
    bob.expect("Waiting for alice to start").await;
    alice.send(b"\r").await;
    alice.expect("you play Black").await;
    bob.expect("you play White").await;
    (alice, bob)
}
