//! Who owns a name: the key or the password that first claimed it, in `<data>/accounts.json`.
//! A name nobody claimed is free (anyone let in may play it); a claimed one needs its own key
//! or its own password, so nobody else can take over a player's seat, games or statistics.
//! Passwords are kept only as Argon2id hashes (slow, salted); keys as their public half.
//!
//! The file is read afresh for each question and written atomically under one lock, so the
//! host's `asobi serve accounts` (`accounts/command.rs`) and a running server see the same
//! book. A file that cannot be read is set aside (`accounts.json.bak`) with a warning, and the
//! server goes on with an empty book.

pub mod command;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use russh::keys::{HashAlg, PublicKey};
use serde::{Deserialize, Serialize};

use super::access::Name;
use crate::storage::DataDir;

/// The file, in the server's data folder.
pub const FILE: &str = "accounts.json";

/// The version this build writes and reads.
const VERSION: u32 = 1;

/// The book of accounts, by folder (so `Alice` and `alice`, one player, are one account).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Book {
    #[serde(default)]
    pub version: u32,
    #[serde(default)]
    pub accounts: BTreeMap<String, Account>,
}

/// One claimed name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// The name as it was typed when claimed (or given by the host's rename).
    pub name: String,
    pub credential: Credential,
}

/// What a claimed name needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Credential {
    /// The public key, in OpenSSH's one-line form.
    Key(String),
    /// The password's Argon2id hash (PHC string: algorithm, parameters, salt, hash).
    Password(String),
}

/// Who holds a name now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    Free,
    Key(String),
    Password(String),
}

/// The answer to a key that asks for a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyVerdict {
    /// The name is this key's (it was, or it is now: claimed).
    Owner { claimed: bool },
    /// Another key holds the name.
    OtherKey,
    /// The name is kept with a password.
    PasswordHeld,
}

/// The server's handle on the book.
pub struct Accounts {
    dir: DataDir,
    /// One read-modify-write at a time in this process.
    lock: Mutex<()>,
}

impl Accounts {
    pub fn new(root: PathBuf) -> Accounts {
        Accounts { dir: DataDir::at(root), lock: Mutex::new(()) }
    }

    /// The book as the file has it now; a file that cannot be used is set aside and the book
    /// starts empty, with a warning in the log (and returned, for the command line).
    pub fn read(&self) -> (Book, Option<String>) {
        let loaded = self
            .dir
            .load_json::<Book>(FILE, |book| crate::storage::check_version(book.version, VERSION));
        let warning = loaded.warning.map(|w| {
            let backup = w.backup.map(|b| b.display().to_string());
            let backup = backup.as_deref().unwrap_or("not moved");
            let text = format!("{FILE} could not be used ({}); kept aside: {backup}", w.reason);
            tracing::warn!("{text}; starting with no accounts");
            text
        });
        (loaded.value, warning)
    }

    /// Writes the book atomically.
    pub fn write(&self, book: &Book) -> Result<(), String> {
        let mut book = book.clone();
        book.version = VERSION;
        self.dir.save_json(FILE, &book)?;
        // Hashes are slow to test, not secret-free: only the server's user reads them.
        #[cfg(unix)]
        if let Some(path) = self.dir.file(FILE) {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
        }
        Ok(())
    }

    /// Runs `change` on the book and writes it, under the lock.
    pub fn change<T>(&self, change: impl FnOnce(&mut Book) -> T) -> Result<T, String> {
        let _one = self.lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (mut book, _) = self.read();
        let answer = change(&mut book);
        self.write(&book)?;
        Ok(answer)
    }

    /// Who holds the name kept in `folder`.
    pub fn holder(&self, folder: &str) -> Holder {
        match self.read().0.accounts.get(folder).map(|a| &a.credential) {
            None => Holder::Free,
            Some(Credential::Key(k)) => Holder::Key(k.clone()),
            Some(Credential::Password(h)) => Holder::Password(h.clone()),
        }
    }

    /// A verified key asks for `name`: its owner's, someone else's, or free (then claimed by
    /// this key, written before the answer).
    pub fn key_login(&self, name: &Name, key: &PublicKey) -> Result<KeyVerdict, String> {
        let ours = key.to_openssh().map_err(|e| e.to_string())?;
        self.change(|book| match book.accounts.get(&name.folder).map(|a| &a.credential) {
            Some(Credential::Key(k)) => match PublicKey::from_openssh(k) {
                Ok(k) if k.key_data() == key.key_data() => KeyVerdict::Owner { claimed: false },
                _ => KeyVerdict::OtherKey,
            },
            Some(Credential::Password(_)) => KeyVerdict::PasswordHeld,
            None => {
                let account =
                    Account { name: name.shown.clone(), credential: Credential::Key(ours) };
                book.accounts.insert(name.folder.clone(), account);
                KeyVerdict::Owner { claimed: true }
            }
        })
    }

    /// Claims a free `name` with `password` (hashed first, outside the lock). False if it was
    /// claimed meanwhile.
    pub fn claim_password(&self, name: &Name, password: &str) -> Result<bool, String> {
        let hash = hash(password)?;
        self.change(|book| {
            if book.accounts.contains_key(&name.folder) {
                return false;
            }
            let credential = Credential::Password(hash);
            book.accounts
                .insert(name.folder.clone(), Account { name: name.shown.clone(), credential });
            true
        })
    }
}

/// The Argon2id hash of `password` with a fresh random salt (OWASP's parameters, Argon2's
/// defaults: 19 MiB, two passes), as a PHC string.
pub fn hash(password: &str) -> Result<String, String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| format!("could not hash the password: {e}"))
}

/// Whether `password` is the one `hash` was made from (the hash's own parameters are used).
/// A hash that cannot be read matches nothing.
pub fn verify(hash: &str, password: &str) -> bool {
    PasswordHash::new(hash)
        .is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// A key's SHA-256 fingerprint, for the log and the host's list (never the key file itself).
pub fn fingerprint(openssh: &str) -> String {
    PublicKey::from_openssh(openssh)
        .map(|k| k.fingerprint(HashAlg::Sha256).to_string())
        .unwrap_or_else(|_| "(unreadable key)".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(seed: u8) -> PublicKey {
        let pair = russh::keys::ssh_key::private::Ed25519Keypair::from_seed(&[seed; 32]);
        russh::keys::PrivateKey::from(pair).public_key().clone()
    }

    #[test]
    fn the_first_key_keeps_the_name() {
        let dir = tempfile::tempdir().unwrap();
        let accounts = Accounts::new(dir.path().into());
        let alice = Name::parse("Alice").unwrap();
        assert_eq!(accounts.key_login(&alice, &key(1)), Ok(KeyVerdict::Owner { claimed: true }));
        assert_eq!(accounts.key_login(&alice, &key(1)), Ok(KeyVerdict::Owner { claimed: false }));
        assert_eq!(accounts.key_login(&alice, &key(2)), Ok(KeyVerdict::OtherKey));
        let lower = Name::parse("alice").unwrap();
        assert_eq!(accounts.key_login(&lower, &key(2)), Ok(KeyVerdict::OtherKey), "one folder");
        assert!(!accounts.claim_password(&alice, "x").unwrap());
        assert_eq!(accounts.read().0.accounts["alice"].name, "Alice");
    }

    #[test]
    fn a_password_is_kept_as_a_salted_hash() {
        let dir = tempfile::tempdir().unwrap();
        let accounts = Accounts::new(dir.path().into());
        let bob = Name::parse("bob").unwrap();
        assert!(accounts.claim_password(&bob, "correct horse").unwrap());
        let text = std::fs::read_to_string(dir.path().join(FILE)).unwrap();
        assert!(!text.contains("correct horse") && text.contains("$argon2id$"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(FILE)).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let Holder::Password(h) = accounts.holder("bob") else { panic!("{text}") };
        assert!(verify(&h, "correct horse") && !verify(&h, "correct horse "));
        assert_ne!(hash("same").unwrap(), hash("same").unwrap(), "salted");
        assert_eq!(accounts.key_login(&bob, &key(1)), Ok(KeyVerdict::PasswordHeld));
        assert!(!verify("not a hash", ""));
    }

    #[test]
    fn a_corrupt_book_is_set_aside_with_a_warning() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), "{ not json").unwrap();
        let accounts = Accounts::new(dir.path().into());
        let (book, warning) = accounts.read();
        assert!(book.accounts.is_empty() && warning.is_some());
        let kept = std::fs::read_to_string(dir.path().join(format!("{FILE}.bak"))).unwrap();
        assert_eq!(kept, "{ not json");
    }
}
