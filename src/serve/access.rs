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

/// The longest name, in characters. Its folder takes at most 8 bytes a character, so it
/// stays within the 255 bytes a file name may have.
pub const NAME_CHARS: usize = 30;

/// A player's name: as typed (shown at the tables and in messages), and the folder under
/// `<data>/users/` that keeps their settings, statistics and games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub shown: String,
    pub folder: String,
}

/// Why an SSH user name cannot be a player's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadName {
    /// Nothing but spaces, or nothing at all.
    Empty,
    /// A control character (a new line, an escape, …), which no one means as a name.
    Control,
    /// More than [`NAME_CHARS`] characters.
    TooLong,
}

impl Name {
    /// The player named by an SSH user name: the name as typed, spaces around it trimmed.
    /// Every distinct name keeps its own folder ([`folder_name`]); only what cannot be a
    /// name is refused.
    pub fn parse(user: &str) -> Result<Name, BadName> {
        let shown = user.trim();
        if shown.is_empty() {
            Err(BadName::Empty)
        } else if shown.chars().any(char::is_control) {
            Err(BadName::Control)
        } else if shown.chars().count() > NAME_CHARS {
            Err(BadName::TooLong)
        } else {
            Ok(Name { shown: shown.to_string(), folder: folder_name(shown) })
        }
    }
}

/// The folder of a name, never dropping a character: ASCII letters folded to lowercase
/// (`Alice` and `alice` are one player, as they always were), `a`–`z`, digits, `-` and `_`
/// kept as they are (so every name the server ever accepted keeps its folder), and every
/// other character written `%<its code point in hex>;` (`山田` is `%5c71;%7530;`, `a.b` is
/// `a%2e;b`): nothing like `..` or `/` can appear, and [`name_of_folder`] reads it back.
pub fn folder_name(name: &str) -> String {
    let mut folder = String::new();
    for c in name.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_' {
            folder.push(c);
        } else {
            folder.push_str(&format!("%{:x};", u32::from(c)));
        }
    }
    folder
}

/// The name a folder was made from (ASCII letters in lowercase), or `None` if no name makes
/// that folder.
pub fn name_of_folder(folder: &str) -> Option<String> {
    let mut name = String::new();
    let mut rest = folder;
    while let Some(c) = rest.chars().next() {
        if c == '%' {
            let end = rest.find(';')?;
            let code = u32::from_str_radix(&rest[1..end], 16).ok()?;
            name.push(char::from_u32(code)?);
            rest = &rest[end + 1..];
        } else {
            name.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    (folder_name(&name) == folder).then_some(name)
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
    fn every_distinct_name_has_its_own_folder_and_names_that_had_one_keep_it() {
        let folder = |user: &str| Name::parse(user).unwrap().folder;
        // Folders the old cleaning made from these names are theirs still.
        for kept in ["alice", "bob-2", "x_y", "abcdefghijklmnopqrstuvwx"] {
            assert_eq!(folder(kept), kept);
        }
        assert_eq!(folder("Alice"), "alice", "ASCII case is folded, as before");
        assert_eq!(folder("山田"), "%5c71;%7530;");
        assert_ne!(folder("山田"), folder("佐藤"));
        assert_eq!(folder("a.b"), "a%2e;b");
        assert_ne!(folder("a.b"), folder("ab"));
        assert_ne!(folder("Ａｌｉｃｅ"), folder("alice"), "full-width letters are other letters");
        assert_eq!(folder("../../etc"), "%2e;%2e;%2f;%2e;%2e;%2f;etc");
        assert_eq!(folder("."), "%2e;");
        // Long names that share all but their last character are two players.
        let stem = "x".repeat(NAME_CHARS - 1);
        assert_ne!(folder(&format!("{stem}a")), folder(&format!("{stem}b")));
        // The folder is always a file name: no separator, no dots alone, within 255 bytes.
        let widest = "\u{10ffff}".repeat(NAME_CHARS);
        let widest = folder(&widest);
        assert!(widest.len() <= 255 && !widest.contains(['/', '\\', '.']));
    }

    #[test]
    fn a_folder_reads_back_as_its_name() {
        for name in ["alice", "山田", "a.b", "Ａｌｉｃｅ", "o'brien & co", "\u{1f600} x", "%41;"]
        {
            let parsed = Name::parse(name).unwrap();
            assert_eq!(parsed.shown, name, "the name shown is the one typed");
            assert_eq!(name_of_folder(&parsed.folder).as_deref(), Some(name));
        }
        assert_eq!(name_of_folder("alice").as_deref(), Some("alice"));
        assert_eq!(name_of_folder("Alice"), None, "no name makes an upper-case folder");
        assert_eq!(name_of_folder("%zz;"), None);
        assert_eq!(name_of_folder("%61;"), None, "an a is written as itself");
    }

    #[test]
    fn only_what_cannot_be_a_name_is_refused() {
        assert_eq!(Name::parse("  alice ").unwrap().shown, "alice");
        assert_eq!(Name::parse(""), Err(BadName::Empty));
        assert_eq!(Name::parse("   "), Err(BadName::Empty));
        assert_eq!(Name::parse("a\nb"), Err(BadName::Control));
        assert_eq!(Name::parse("a\u{1b}[2J"), Err(BadName::Control));
        assert!(Name::parse(&"山".repeat(NAME_CHARS)).is_ok());
        assert_eq!(Name::parse(&"山".repeat(NAME_CHARS + 1)), Err(BadName::TooLong));
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
