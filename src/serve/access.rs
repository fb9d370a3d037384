//! Who may come in: a table password (given or generated), the public keys of an
//! authorized_keys file, or anyone (`--open`, as guests). The checks are plain functions so
//! tests can ask them directly; the SSH handler only calls them.

use russh::keys::PublicKey;
use russh::keys::ssh_key::AuthorizedKeys;

/// The way in the server was started with.
#[derive(Clone, Debug)]
pub enum Access {
    Password(String),
    Keys(Vec<PublicKey>),
    Open,
}

impl Access {
    /// The password check. Compared in time independent of where the strings differ, so the
    /// answer's timing does not give the password away a character at a time.
    pub fn password_ok(&self, given: &str) -> bool {
        match self {
            Access::Password(p) => same_bytes(p.as_bytes(), given.as_bytes()),
            Access::Keys(_) => false,
            Access::Open => true,
        }
    }

    /// Whether `key` may come in (its owner has already proved holding it: russh checks the
    /// signature before asking). Comments and options in the file do not matter; the key does.
    pub fn key_ok(&self, key: &PublicKey) -> bool {
        match self {
            Access::Keys(keys) => keys.iter().any(|k| k.key_data() == key.key_data()),
            Access::Password(_) => false,
            Access::Open => true,
        }
    }

    /// `--open` lets in clients that offer no credentials at all.
    pub fn none_ok(&self) -> bool {
        matches!(self, Access::Open)
    }
}

/// Reads an authorized_keys file (OpenSSH's format). A file with no usable key is an error:
/// a server nobody can enter is a mistake to report at start, not to discover later.
pub fn read_authorized_keys(path: &std::path::Path) -> Result<Vec<PublicKey>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let keys = AuthorizedKeys::new(&text)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if keys.is_empty() {
        return Err(format!("{}: no public key in the file", path.display()));
    }
    Ok(keys.into_iter().map(|entry| entry.public_key().clone()).collect())
}

/// A password to print when none was given: 12 letters and digits without look-alikes
/// (no 0/o, 1/l): 32 symbols, 60 bits, easy to read aloud to a friend.
pub fn generate_password() -> String {
    use rand::RngExt;
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..12).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// Equality that looks at every byte whatever the first difference.
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A player's name from the SSH user name: letters, digits, `-` and `_` kept (other
/// characters dropped), at most 24 characters, lowercase; "guest" when nothing is left. The
/// name is also a folder name under the data folder, so nothing like `..` or `/` survives.
pub fn clean_name(user: &str) -> String {
    let name: String = user
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .take(24)
        .collect::<String>()
        .to_ascii_lowercase();
    if name.is_empty() { "guest".to_string() } else { name }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_must_match_exactly() {
        let access = Access::Password("sesame".into());
        assert!(access.password_ok("sesame"));
        assert!(!access.password_ok("sesame "));
        assert!(!access.password_ok("Sesame"));
        assert!(!access.password_ok(""));
        assert!(!access.none_ok());
        assert!(Access::Open.password_ok("anything") && Access::Open.none_ok());
    }

    #[test]
    fn generated_passwords_differ_and_avoid_look_alikes() {
        let a = generate_password();
        assert_eq!(a.len(), 12);
        assert!(!a.contains(['0', 'o', '1', 'l']));
        assert_ne!(a, generate_password());
    }

    #[test]
    fn names_are_safe_folder_names() {
        assert_eq!(clean_name("Alice"), "alice");
        assert_eq!(clean_name("../../etc"), "etc");
        assert_eq!(clean_name("a/b\\c d"), "abcd");
        assert_eq!(clean_name("..."), "guest");
        assert_eq!(clean_name("山田"), "guest");
        assert_eq!(clean_name(&"x".repeat(100)).len(), 24);
    }

    #[test]
    fn keys_from_an_authorized_keys_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("authorized_keys");
        let key =
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";
        std::fs::write(&path, format!("# friends\n{key} alice@home\n")).unwrap();
        let keys = read_authorized_keys(&path).unwrap();
        assert_eq!(keys.len(), 1);
        let access = Access::Keys(keys);
        assert!(access.key_ok(&PublicKey::from_openssh(key).unwrap()));
        assert!(!access.password_ok("anything"));
        std::fs::write(&path, "# nobody\n").unwrap();
        assert!(read_authorized_keys(&path).is_err());
    }
}
