//! Bare TCP sockets against the server (ones that never speak, and what the server does with
//! them), and a real player's whole login, timed.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use tokio::io::AsyncReadExt;

use super::{MENU, WAIT, try_connect};

/// Opens `n` TCP connections that never say a word (not even SSH's version line).
pub async fn silent_sockets(addr: SocketAddr, n: usize) -> Vec<tokio::net::TcpStream> {
    let mut sockets = Vec::new();
    for _ in 0..n {
        if let Ok(Ok(socket)) =
            tokio::time::timeout(Duration::from_secs(2), tokio::net::TcpStream::connect(addr)).await
        {
            sockets.push(socket);
        }
    }
    sockets
}

/// Reads what the server sends a socket first: true if it is SSH's version line (the server
/// took the connection), false if the socket was closed instead.
pub async fn greeted(socket: &mut tokio::net::TcpStream) -> bool {
    let mut buf = [0u8; 256];
    matches!(
        tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buf)).await,
        Ok(Ok(n)) if n >= 4 && buf.starts_with(b"SSH-")
    )
}

/// Whether the server has closed `socket` (waiting up to `wait` for it to).
pub async fn closed_within(socket: &mut tokio::net::TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 256];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, socket.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => {} // the version line, or more
            Err(_) => return false,
        }
    }
}

/// A real player's whole way in: connect, password, shell, menu. The outcome and its time.
pub async fn log_in(
    addr: SocketAddr,
    name: &str,
    password: &str,
) -> (Result<(), String>, Duration) {
    let started = Instant::now();
    let outcome = async {
        let mut conn = try_connect(addr).await?;
        if !conn.password(name, password).await {
            return Err("password refused".to_string());
        }
        let mut screen = conn.shell(100, 30, &[]).await;
        if screen.until(|s| s.contains(MENU)).await {
            Ok(())
        } else {
            Err(format!("no menu: {}", screen.text().trim()))
        }
    };
    let outcome = tokio::time::timeout(WAIT, outcome)
        .await
        .unwrap_or_else(|_| Err("no menu in time".to_string()));
    (outcome, started.elapsed())
}
