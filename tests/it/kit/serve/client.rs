//! The test's SSH client (russh's): connecting with every wait bounded, logging in by each
//! method, opening the session channel with a pty.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use russh::client::{self, Handle};
use russh::keys::{HashAlg, PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};

use super::{Screen, WAIT};

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

/// An Ed25519 key from a fixed seed (tests need keys, not secrets).
pub fn test_key(seed: u8) -> PrivateKey {
    PrivateKey::from(russh::keys::ssh_key::private::Ed25519Keypair::from_seed(&[seed; 32]))
}
