//! The server's host key: an Ed25519 key made on the first `asobi serve` and kept in the data
//! folder, readable by its owner only (0600), so clients see the same server every time and
//! can trust its fingerprint.

use std::fs;
use std::io::Write;
use std::path::Path;

use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey};

/// The host key's file name in the data folder (OpenSSH's name for the same thing).
pub const FILE: &str = "ssh_host_ed25519_key";

/// Reads the host key from `dir`, or makes one and writes it there. The flag is true when
/// the key was just made.
pub fn load_or_create(dir: &Path) -> Result<(PrivateKey, bool), String> {
    let path = dir.join(FILE);
    match fs::read(&path) {
        Ok(bytes) => PrivateKey::from_openssh(&bytes)
            .map(|key| (key, false))
            .map_err(|e| format!("the host key {} cannot be read: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = generate();
            write_private(&path, &key)
                .map_err(|e| format!("could not write the host key {}: {e}", path.display()))?;
            Ok((key, true))
        }
        Err(e) => Err(format!("the host key {} cannot be read: {e}", path.display())),
    }
}

/// A new Ed25519 key from the operating system's randomness (through rand's thread RNG,
/// seeded from it), never from the replayable game seed.
fn generate() -> PrivateKey {
    let seed: [u8; 32] = rand::random();
    PrivateKey::from(Ed25519Keypair::from_seed(&seed))
}

/// Writes the key so that no moment exists where another user could read it: the file is
/// created with mode 0600 (and `create_new`, so an existing file is never overwritten).
fn write_private(path: &Path, key: &PrivateKey) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let text = key.to_openssh(LineEnding::LF).map_err(std::io::Error::other)?;
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// The key's SHA-256 fingerprint as `ssh` shows it (`SHA256:…`).
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_once_private_then_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let (made, new) = load_or_create(dir.path()).unwrap();
        assert!(new);
        let (read, new_again) = load_or_create(dir.path()).unwrap();
        assert!(!new_again);
        assert_eq!(fingerprint(&made), fingerprint(&read));
        assert!(fingerprint(&made).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(dir.path().join(FILE)).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_damaged_key_is_an_error_not_a_new_key() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(FILE), "not a key").unwrap();
        assert!(load_or_create(dir.path()).is_err());
        assert_eq!(fs::read_to_string(dir.path().join(FILE)).unwrap(), "not a key");
    }
}
