//! The way in, one method at a time: the door (`access.rs`: the shared password, the
//! authorized keys, or open), the name's own credential (`accounts.rs`: a claimed name needs
//! its key or its password, the shared password is not enough), and the penalty for wrong
//! passwords (`penalty.rs`). No password, hash or key is ever logged; a key's fingerprint is.

use russh::keys::{HashAlg, PublicKey};
use russh::server::Auth;

use super::Connection;
use crate::serve::access::{Access, Name};
use crate::serve::accounts::{self, Holder, KeyVerdict};

/// Why a connection that passed the door may not play the name it asked for: said on its
/// channel at the shell request (an SSH refusal cannot carry a reason).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Denied {
    OtherKey,
    PasswordHeld,
    /// The book could not be written, so the name could not be claimed.
    Unwritable,
}

/// The prompts of keyboard-interactive logins (said before the client's language is known).
const DOOR: &str = "Server password: ";
const NEW: &str = "A password to keep your name (Enter: play without one): ";
const AGAIN: &str = "The same password again: ";
/// Times the two new passwords are asked for again after they differ, before the login is
/// refused.
const RETYPES: u8 = 2;

/// What the keyboard-interactive prompts sent last asked for.
#[derive(Clone, Debug)]
pub enum Asked {
    /// The first round, for whoever held the name then.
    First(Holder),
    /// The two new passwords again (the door is passed), `left` more times after this one.
    Retype { left: u8 },
}

impl Connection {
    /// The answer to a login. Once in, the connection leaves the ones waiting to log in.
    pub(super) fn accept(&mut self, user: &str, ok: bool, method: &'static str) -> Auth {
        let peer = self.peer;
        if ok {
            self.user = Some(user.to_string());
            self.startup = None;
            tracing::info!(%peer, user, method, "logged in");
            Auth::Accept
        } else {
            tracing::warn!(%peer, user, method, "login refused");
            Auth::reject()
        }
    }

    /// Whether the connection's address is refused for its wrong passwords (then nothing
    /// lets it in, not even the right password: a guesser learns nothing more).
    pub(super) fn banned(&self, user: &str) -> bool {
        let peer = self.peer;
        let Some(left) = self.shared.penalties.banned(peer.ip(), std::time::Instant::now()) else {
            return false;
        };
        tracing::warn!(%peer, user, seconds_left = left.as_secs(), "login refused: address banned");
        true
    }

    /// A wrong password, counted against the address it came from and answered later the
    /// more of them it has sent.
    async fn wrong(&self, user: &str) -> Auth {
        let peer = self.peer;
        let verdict = self.shared.penalties.failed(peer.ip(), std::time::Instant::now());
        tracing::warn!(%peer, user, failures = verdict.failures, "login refused: wrong password");
        if let Some(ban) = verdict.banned {
            let seconds = ban.as_secs();
            tracing::warn!(%peer, seconds, "limit hit: address refused after too many wrong passwords");
        }
        tokio::time::sleep(verdict.delay).await;
        Auth::reject()
    }

    /// Runs `work` (the file, a slow hash) off the runtime's threads, two at a time at most:
    /// Argon2 takes 19 MiB and tens of milliseconds a hash. `None` if it panicked.
    async fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&accounts::Accounts) -> T + Send + 'static,
    ) -> Option<T> {
        let _permit = self.shared.hashing.acquire().await.ok()?;
        let shared = self.shared.clone();
        tokio::task::spawn_blocking(move || work(&shared.accounts)).await.ok()
    }

    async fn holder(&self, name: &Name) -> Holder {
        let folder = name.folder.clone();
        self.blocking(move |a| a.holder(&folder)).await.unwrap_or(Holder::Key(String::new()))
    }

    async fn verify(&self, hash: String, given: &str) -> bool {
        let given = given.to_string();
        self.blocking(move |_| accounts::verify(&hash, &given)).await.unwrap_or(false)
    }

    /// Claims a free name with `password`; true once written.
    async fn claim(&self, name: &Name, password: &str) -> bool {
        let (claimed, password) = (name.clone(), password.to_string());
        let done = self.blocking(move |a| a.claim_password(&claimed, &password)).await;
        let peer = self.peer;
        match done {
            Some(Ok(claimed)) => {
                if claimed {
                    tracing::info!(%peer, name = name.shown, "name claimed with a password");
                }
                claimed
            }
            Some(Err(error)) => {
                tracing::error!(%peer, name = name.shown, error, "could not claim a name");
                false
            }
            None => false,
        }
    }

    /// `none`: only with `--open`, and only for a name nobody claimed.
    pub(super) async fn none_login(&mut self, user: &str) -> Auth {
        // Clients ask this first to learn the methods: a refusal is no failure to log.
        if !self.shared.access.none_ok() || self.banned(user) {
            return Auth::reject();
        }
        if let Ok(name) = Name::parse(user)
            && self.holder(&name).await != Holder::Free
        {
            return Auth::reject();
        }
        self.accept(user, true, "none")
    }

    /// `password`: a claimed name's own password; for a free name, the shared password (or,
    /// with `--open`, any password, which claims the name).
    pub(super) async fn password_login(&mut self, user: &str, password: &str) -> Auth {
        if self.banned(user) {
            return Auth::reject();
        }
        let access = &self.shared.access;
        if matches!(access, Access::Keys(_)) {
            return self.wrong(user).await;
        }
        let Ok(name) = Name::parse(user) else {
            // Not a name: the door alone decides, and the shell says why it is no name.
            let ok = access.password_ok(password);
            return if ok { self.accept(user, true, "password") } else { self.wrong(user).await };
        };
        let ok = match self.holder(&name).await {
            Holder::Password(hash) => self.verify(hash, password).await,
            Holder::Key(_) => false,
            Holder::Free if matches!(access, Access::Open) && !password.is_empty() => {
                self.claim(&name, password).await
            }
            Holder::Free => access.password_ok(password),
        };
        if ok { self.accept(user, true, "password") } else { self.wrong(user).await }
    }

    /// `publickey`, once the client proved holding the key: the door's list, then the name,
    /// claimed by the first key that asks for it. A key that passed the door but not the name
    /// is let in to be told why at the shell request.
    pub(super) async fn key_login(&mut self, user: &str, key: &PublicKey) -> Auth {
        if !self.shared.access.key_ok(key) || self.banned(user) {
            return self.accept(user, false, "publickey");
        }
        if let Ok(name) = Name::parse(user) {
            let (asked, offered) = (name.clone(), key.clone());
            let verdict = self.blocking(move |a| a.key_login(&asked, &offered)).await;
            let (peer, key) = (self.peer, key.fingerprint(HashAlg::Sha256).to_string());
            let shown = &name.shown;
            self.denied = match verdict {
                Some(Ok(KeyVerdict::Owner { claimed: true })) => {
                    tracing::info!(%peer, name = shown, key, "name claimed with a key");
                    None
                }
                Some(Ok(KeyVerdict::Owner { claimed: false })) => None,
                Some(Ok(KeyVerdict::OtherKey)) => {
                    tracing::warn!(%peer, name = shown, key, "refused: the name is another key's");
                    Some(Denied::OtherKey)
                }
                Some(Ok(KeyVerdict::PasswordHeld)) => {
                    tracing::warn!(%peer, name = shown, key, "refused: the name needs its password");
                    Some(Denied::PasswordHeld)
                }
                Some(Err(error)) => {
                    tracing::error!(%peer, name = shown, error, "could not claim a name");
                    Some(Denied::Unwritable)
                }
                None => Some(Denied::Unwritable),
            };
        }
        self.accept(user, true, "publickey")
    }

    /// `keyboard-interactive` (what OpenSSH asks a person with): a claimed name's password;
    /// for a free name the shared password (if the server has one) and, if the player wants
    /// to keep the name, a password of their own, typed twice.
    pub(super) async fn interactive_login(
        &mut self,
        user: &str,
        answers: Option<Vec<String>>,
    ) -> Auth {
        if matches!(self.shared.access, Access::Keys(_)) || self.banned(user) {
            return Auth::reject();
        }
        let Ok(name) = Name::parse(user) else { return Auth::reject() };
        let Some(answers) = answers else {
            let holder = self.holder(&name).await;
            let door = matches!(self.shared.access, Access::Password(_));
            let prompts: Vec<&str> = match &holder {
                Holder::Key(_) => return Auth::reject(),
                Holder::Password(_) => vec!["Password: "],
                Holder::Free if door => vec![DOOR, NEW, AGAIN],
                Holder::Free => vec![NEW, AGAIN],
            };
            self.asked = Some(Asked::First(holder));
            let prompts = prompts.into_iter().map(|p| (p.into(), false)).collect::<Vec<_>>();
            let instructions = format!("asobi: {}", name.shown).into();
            return Auth::Partial { name: "".into(), instructions, prompts: prompts.into() };
        };
        let mut answers = answers.into_iter();
        let mut next = || answers.next().unwrap_or_default();
        match self.asked.take() {
            Some(Asked::First(Holder::Password(hash))) => {
                let given = next();
                if self.verify(hash, &given).await {
                    self.accept(user, true, "keyboard-interactive")
                } else {
                    self.wrong(user).await
                }
            }
            Some(Asked::First(Holder::Free)) => {
                let door = match &self.shared.access {
                    Access::Password(_) => self.shared.access.password_ok(&next()),
                    _ => true,
                };
                if !door {
                    return self.wrong(user).await;
                }
                let (new, again) = (next(), next());
                self.new_password(user, &name, new, again, RETYPES).await
            }
            Some(Asked::Retype { left }) => {
                let (new, again) = (next(), next());
                self.new_password(user, &name, new, again, left).await
            }
            _ => Auth::reject(),
        }
    }

    /// The two new passwords of a free name: none plays without claiming it, the same twice
    /// claims it, and two that differ are asked for again (`left` more times), saying why.
    /// A person typing ahead loses the second one to their own client: OpenSSH turns echo
    /// off for each prompt with `TCSAFLUSH`, which drops what was typed before it showed.
    async fn new_password(
        &mut self,
        user: &str,
        name: &Name,
        new: String,
        again: String,
        left: u8,
    ) -> Auth {
        if new.is_empty() {
            return self.accept(user, true, "keyboard-interactive");
        }
        if new == again {
            let claimed = self.claim(name, &new).await;
            return self.accept(user, claimed, "keyboard-interactive");
        }
        let peer = self.peer;
        if left == 0 {
            tracing::info!(%peer, user, "refused: the two new passwords differ");
            return Auth::reject();
        }
        tracing::info!(%peer, user, "the two new passwords differ: asked again");
        self.asked = Some(Asked::Retype { left: left - 1 });
        let instructions =
            format!("asobi: {}: the two passwords differ; type them again", name.shown).into();
        let prompts = [NEW, AGAIN].map(|p| (p.into(), false)).to_vec();
        Auth::Partial { name: "".into(), instructions, prompts: prompts.into() }
    }
}
