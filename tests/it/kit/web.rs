//! `asobi serve --web` under test: the real binary with a web listener on a free loopback
//! port, a bare HTTP client for the page and the login, and a WebSocket client whose grid of
//! cells follows the frames as the page's does (`web/grid.rs`). Every wait is bounded;
//! the server is killed when the test lets go of it.
#![allow(dead_code)]

mod grid;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

pub use grid::Grid;

/// Longest wait for anything a test expects from the server.
pub const WAIT: Duration = Duration::from_secs(20);

/// A running `asobi serve --web`, with its SSH listener too.
pub struct WebServer {
    child: Child,
    /// The SSH listener (for the SSH player of a mixed table).
    pub ssh: Option<SocketAddr>,
    pub web: SocketAddr,
    log: Arc<Mutex<Vec<String>>>,
    _dir: tempfile::TempDir,
}

impl WebServer {
    /// Starts `asobi serve --listen 127.0.0.1:0 --web 127.0.0.1:0 <args>` in a fresh folder.
    pub fn start(args: &[&str]) -> WebServer {
        let dir = tempfile::tempdir().unwrap();
        let mut child = crate::kit::binary::asobi()
            .args(["serve", "--listen", "127.0.0.1:0", "--web", "127.0.0.1:0"])
            .args(args)
            .env("ASOBI_HOME", dir.path())
            .env_remove("ASOBI_SERVE_PASSWORD")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start asobi serve");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let (mut ssh, mut web, mut said) = (None, None, Vec::new());
        while web.is_none() {
            let Some(Ok(line)) = lines.next() else {
                panic!("asobi serve stopped before it was ready: {said:?}")
            };
            if let Some(at) = line.strip_prefix("asobi serve: listening on ") {
                ssh = at.parse().ok();
            }
            if let Some(url) = line.strip_prefix("web: http://") {
                web = url.trim_end_matches('/').parse().ok();
            }
            said.push(line);
        }
        std::thread::spawn(move || lines.for_each(drop));
        let log = Arc::new(Mutex::new(Vec::new()));
        let errors = BufReader::new(child.stderr.take().unwrap());
        let kept = log.clone();
        std::thread::spawn(move || {
            for line in errors.lines().map_while(Result::ok) {
                kept.lock().unwrap().push(line);
            }
        });
        WebServer { child, ssh, web: web.unwrap(), log, _dir: dir }
    }

    /// The lines logged so far that contain `text`.
    pub fn logged(&self, text: &str) -> Vec<String> {
        self.log.lock().unwrap().iter().filter(|l| l.contains(text)).cloned().collect()
    }

    /// Waits (bounded) until a logged line contains `text`: the log is read on its own
    /// thread, so a line may trail the answer that followed it.
    pub fn until_logged(&self, text: &str) -> bool {
        let deadline = std::time::Instant::now() + WAIT;
        while self.logged(text).is_empty() {
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        true
    }

    /// True while the process runs.
    pub fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// The page's origin, as a browser names it.
    pub fn origin(&self) -> String {
        format!("http://{}", self.web)
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP answer: its status, headers (lowercase names) and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// One HTTP/1.1 request over a fresh connection (closed after the answer).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra: &[&str],
    body: &str,
) -> Answer {
    let request = async {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
        for line in extra {
            head.push_str(line);
            head.push_str("\r\n");
        }
        if !body.is_empty() {
            head.push_str("Content-Type: application/json\r\n");
        }
        head.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
        // A server that closes at once (a banned address) answers nothing: status 0.
        let _ = stream.write_all(head.as_bytes()).await;
        let mut raw = Vec::new();
        let _ = stream.read_to_end(&mut raw).await;
        String::from_utf8_lossy(&raw).into_owned()
    };
    let raw = tokio::time::timeout(WAIT, request).await.expect("an HTTP answer in time");
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap_or("").split(' ').nth(1).and_then(|s| s.parse().ok());
    let status = status.unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer { status, headers, body: body.to_string() }
}

/// Logs `name` in with `password`: the session cookie (`asobi_session=…`), or the answer.
pub async fn log_in(addr: SocketAddr, name: &str, password: &str) -> Result<String, Answer> {
    let body = serde_json::json!({ "name": name, "password": password }).to_string();
    let answer = http(addr, "POST", "/login", &[], &body).await;
    match answer.header("set-cookie") {
        Some(cookie) if answer.status == 204 => Ok(cookie.split(';').next().unwrap().to_string()),
        _ => Err(answer),
    }
}

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens the WebSocket with these `Origin` and `Cookie` headers (either may be left out):
/// the socket, or the HTTP status it was refused with.
pub async fn socket(
    addr: SocketAddr,
    origin: Option<&str>,
    cookie: Option<&str>,
) -> Result<Socket, u16> {
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    if let Some(origin) = origin {
        request.headers_mut().insert("origin", origin.parse().unwrap());
    }
    if let Some(cookie) = cookie {
        request.headers_mut().insert("cookie", cookie.parse().unwrap());
    }
    let connect = tokio_tungstenite::connect_async(request);
    match tokio::time::timeout(WAIT, connect).await.expect("an answer in time") {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => Err(answer.status().as_u16()),
        Err(e) => panic!("{e}"),
    }
}

/// A logged-in page's session: the socket and the grid its frames drew.
pub struct Page {
    pub socket: Socket,
    pub grid: Grid,
    /// The goodbye, once the session said one.
    pub bye: Option<String>,
    pub closed: bool,
    /// Bytes of frames received (for the measurement of a player's cost).
    pub received: usize,
    /// Frames received.
    pub frames: usize,
}

impl Page {
    /// Logs `name` in and opens its session at `cols` × `rows`.
    pub async fn open(
        server: &WebServer,
        name: &str,
        password: &str,
        cols: u16,
        rows: u16,
    ) -> Page {
        Page::open_in(server, (name, password), (cols, rows), "en-GB").await
    }

    /// Logs `name` in and opens its session at `cols` × `rows` in a browser whose language
    /// is `lang` (`navigator.language`).
    pub async fn open_in(
        server: &WebServer,
        (name, password): (&str, &str),
        (cols, rows): (u16, u16),
        lang: &str,
    ) -> Page {
        let cookie = log_in(server.web, name, password).await.expect("logged in");
        let origin = server.origin();
        let socket = socket(server.web, Some(&origin), Some(&cookie)).await.expect("a socket");
        let mut page =
            Page { socket, grid: Grid::new(), bye: None, closed: false, received: 0, frames: 0 };
        let hello = serde_json::json!({ "hello": { "cols": cols, "rows": rows, "lang": lang } });
        page.send_json(hello).await;
        page
    }

    /// A mouse event (`down`, `up`, `right`, `wheelup`, `wheeldown`) at a cell.
    pub async fn mouse(&mut self, kind: &str, (x, y): (u16, u16)) {
        self.send_json(serde_json::json!({ "mouse": { "kind": kind, "x": x, "y": y } })).await;
    }

    /// Takes whatever arrives for `time` (frames counted, the grid kept up); false if the
    /// socket closed meanwhile.
    pub async fn take_for(&mut self, time: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + time;
        while !self.closed {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(message))) => self.take(message),
                Ok(_) => self.closed = true,
                Err(_) => return true,
            }
        }
        false
    }

    pub async fn send_json(&mut self, message: serde_json::Value) {
        let _ = self.socket.send(Message::Text(message.to_string().into())).await;
    }

    pub async fn key(&mut self, key: &str) {
        self.send_json(serde_json::json!({ "key": { "key": key } })).await;
    }

    pub fn text(&self) -> String {
        self.grid.text()
    }

    /// Takes what arrives until `done` holds for the grid's text (true), or the socket
    /// closes or the wait runs out (false).
    pub async fn until(&mut self, done: impl Fn(&str) -> bool) -> bool {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !done(&self.text()) {
            if self.closed {
                return false;
            }
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(message))) => self.take(message),
                Ok(_) => self.closed = true,
                Err(_) => return false,
            }
        }
        true
    }

    pub async fn expect(&mut self, text: &str) {
        let shown = self.until(|s| s.contains(text)).await;
        assert!(shown, "never saw {text:?}; the page:\n{}", self.text());
    }

    /// Takes everything until the socket closes (bounded); true if it closed.
    pub async fn until_closed(&mut self) -> bool {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(message))) => self.take(message),
                Ok(_) => self.closed = true,
                Err(_) => return false,
            }
        }
        true
    }

    fn take(&mut self, message: Message) {
        match message {
            Message::Text(text) => {
                self.received += text.len();
                let value: serde_json::Value = serde_json::from_str(&text).unwrap();
                if let Some(bye) = value.get("bye") {
                    self.bye = bye.as_str().map(str::to_string);
                } else if value.get("runs").is_some() {
                    self.frames += 1;
                    self.grid.apply(&value);
                }
            }
            Message::Close(_) => self.closed = true,
            _ => {}
        }
    }
}

/// A tokio runtime for a test's clients.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}
