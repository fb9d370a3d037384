//! Where asobi keeps its files and how it writes them: atomically (temp file, fsync, rename),
//! and on reading, a file that cannot be used is renamed aside and replaced by defaults with a
//! warning for the player. Nothing here ever panics on a bad file or a missing directory.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The folder holding settings, statistics and saved games. `None` means an in-memory session
/// (no usable folder): loads give defaults and saves are skipped with a warning.
#[derive(Clone, Debug)]
pub struct DataDir {
    path: Option<PathBuf>,
}

/// What came of loading one file.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    /// Set when the file was unusable and defaults were loaded instead.
    pub warning: Option<LoadProblem>,
}

/// Why a file could not be used, and where it was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadProblem {
    pub file: String,
    pub reason: Unusable,
    /// Where the bad file now is, if it could be renamed aside.
    pub backup: Option<PathBuf>,
}

/// Why a file could not be used, as data, worded in the player's language when shown. The
/// operating system's and the parsers' own messages are English: the English text quotes them,
/// the Japanese one says only what kind of problem it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// Reading failed (a folder in its place, no permission, …).
    NotReadable(String),
    /// The bytes are not UTF-8 text.
    NotText,
    /// Text, but not a file of this kind (the parser's message).
    Malformed(String),
    /// Read fine but refused: a newer version, a saved game that breaks its rules (already
    /// worded when it was refused).
    Refused(String),
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let english = crate::i18n::current() != crate::i18n::Language::Ja;
        match self {
            Unusable::NotReadable(detail) if english => write!(f, "{detail}"),
            Unusable::NotReadable(_) => f.write_str(&t!("warn.not_readable")),
            Unusable::NotText => f.write_str(&t!("warn.not_text")),
            Unusable::Malformed(detail) if english => write!(f, "{detail}"),
            Unusable::Malformed(_) => f.write_str(&t!("warn.malformed")),
            Unusable::Refused(why) => f.write_str(why),
        }
    }
}

impl std::fmt::Display for LoadProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let reason = self.reason.to_string();
        let text = match &self.backup {
            Some(b) => {
                t!("warn.unreadable_kept", file = self.file, reason = reason, backup = b.display())
            }
            None => t!("warn.unreadable", file = self.file, reason = reason),
        };
        f.write_str(&text)
    }
}

impl DataDir {
    /// Uses `explicit` (from `--data-dir` / `ASOBI_HOME`) or the platform config dir; with
    /// neither (no home folder found) the session is in memory, which the caller must say.
    pub fn resolve(explicit: Option<PathBuf>) -> DataDir {
        let platform =
            || directories::ProjectDirs::from("", "", "asobi").map(|d| d.config_dir().into());
        DataDir::resolve_from(explicit, platform)
    }

    /// `resolve` with the platform's answer injected (a test cannot take away a home folder
    /// the OS finds through the user database).
    fn resolve_from(explicit: Option<PathBuf>, platform: impl FnOnce() -> Option<PathBuf>) -> Self {
        DataDir { path: explicit.or_else(platform) }
    }

    /// True when there is no folder: nothing is read or written, changes last this session.
    pub fn is_in_memory(&self) -> bool {
        self.path.is_none()
    }

    /// A data dir at exactly `path` (tests).
    pub fn at(path: impl Into<PathBuf>) -> DataDir {
        DataDir { path: Some(path.into()) }
    }

    /// No folder at all: nothing is read or written.
    pub fn in_memory() -> DataDir {
        DataDir { path: None }
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Why the folder can hold nothing, checked before anything is read: it is a file, or
    /// lies below one, so it can be neither read nor created. `None` for a usable folder,
    /// for one that does not exist yet (the first save creates it), and in memory. A
    /// read-only folder passes: its files still load, and saving says what failed.
    pub fn unusable_reason(&self) -> Option<String> {
        let path = self.path.as_deref()?;
        let existing = path.ancestors().find(|p| p.as_os_str().is_empty() || p.exists())?;
        if existing.as_os_str().is_empty() {
            return None; // a relative path below the working folder
        }
        match fs::metadata(existing) {
            Ok(m) if m.is_dir() => None,
            Ok(_) if existing == path => Some(crate::t!("warn.is_a_file").into_owned()),
            Ok(_) => Some(crate::t!("warn.below_a_file", file = existing.display()).into_owned()),
            Err(e) => Some(e.to_string()),
        }
    }

    /// The full path of `name` inside the folder.
    pub fn file(&self, name: &str) -> Option<PathBuf> {
        self.path.as_ref().map(|p| p.join(name))
    }

    /// Reads `name` as TOML. A missing file gives defaults silently; an unreadable or invalid
    /// one is renamed to `name.bak` and gives defaults with a warning. `accept` can refuse a
    /// value that parsed but is unusable (e.g. a newer file version).
    pub fn load_toml<T>(&self, name: &str, accept: impl Fn(&T) -> Result<(), String>) -> Loaded<T>
    where
        T: DeserializeOwned + Default,
    {
        self.load_toml_with(name, |text| toml::from_str(text), accept)
    }

    /// [`DataDir::load_toml`] with the file's own reading of its text (the settings are
    /// read given every game's section).
    pub fn load_toml_with<T: Default>(
        &self,
        name: &str,
        read: impl Fn(&str) -> Result<T, toml::de::Error>,
        accept: impl Fn(&T) -> Result<(), String>,
    ) -> Loaded<T> {
        self.load_with(name, |text| {
            let value = read(text).map_err(|e| Unusable::Malformed(first_line(&e.to_string())))?;
            accept(&value).map_err(Unusable::Refused)?;
            Ok(value)
        })
    }

    /// Reads `name` as JSON, with the same care as [`DataDir::load_toml`].
    pub fn load_json<T>(&self, name: &str, accept: impl Fn(&T) -> Result<(), String>) -> Loaded<T>
    where
        T: DeserializeOwned + Default,
    {
        self.load_with(name, |text| {
            let value: T =
                serde_json::from_str(text).map_err(|e| Unusable::Malformed(e.to_string()))?;
            accept(&value).map_err(Unusable::Refused)?;
            Ok(value)
        })
    }

    fn load_with<T: Default>(
        &self,
        name: &str,
        parse: impl Fn(&str) -> Result<T, Unusable>,
    ) -> Loaded<T> {
        let Some(path) = self.file(name) else {
            return Loaded { value: T::default(), warning: None };
        };
        let problem = match fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Loaded { value: T::default(), warning: None };
            }
            Err(e) => Unusable::NotReadable(e.to_string()),
            Ok(bytes) => match String::from_utf8(bytes) {
                Err(_) => Unusable::NotText,
                Ok(text) => match parse(&text) {
                    Ok(value) => return Loaded { value, warning: None },
                    Err(e) => e,
                },
            },
        };
        let warning =
            LoadProblem { file: name.to_string(), reason: problem, backup: set_aside(&path) };
        Loaded { value: T::default(), warning: Some(warning) }
    }

    /// Writes `value` as TOML, atomically.
    pub fn save_toml<T: Serialize>(&self, name: &str, value: &T) -> Result<(), String> {
        let text = toml::to_string_pretty(value).map_err(|e| e.to_string())?;
        self.save_text(name, &text)
    }

    /// Writes `value` as JSON, atomically.
    pub fn save_json<T: Serialize>(&self, name: &str, value: &T) -> Result<(), String> {
        let text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
        self.save_text(name, &text)
    }

    /// Writes `text` to `name` so that a crash at any moment leaves either the old or the new
    /// file: write a temp file in the same folder, fsync it, rename over, fsync the folder.
    pub fn save_text(&self, name: &str, text: &str) -> Result<(), String> {
        let Some(dir) = &self.path else {
            return Err("no data folder: changes last only for this session".into());
        };
        let fail = |e: std::io::Error| format!("could not save {name} in {}: {e}", dir.display());
        fs::create_dir_all(dir).map_err(fail)?;
        let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
        // One write at a time in the process: the sessions of `asobi serve` share it, and two
        // of them (the same player twice) may save the same file, through the same temp name.
        static WRITING: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _one_at_a_time = WRITING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let result = (|| {
            let mut file = fs::File::create(&tmp)?;
            file.write_all(text.as_bytes())?;
            file.sync_all()?;
            fs::rename(&tmp, dir.join(name))?;
            // The rename is durable only once the folder itself is synced (not on all OSes).
            if let Ok(d) = fs::File::open(dir) {
                let _ = d.sync_all();
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result.map_err(fail)
    }

    /// Removes temp files left by a save that was killed half-way (their content was never
    /// renamed into place, so nothing of value is lost).
    pub fn clean_temp_files(&self) {
        let Some(entries) = self.path.as_ref().and_then(|p| fs::read_dir(p).ok()) else { return };
        let own = format!(".tmp-{}", std::process::id());
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') && name.contains(".tmp-") && !name.ends_with(&own) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// Renames `name` to `name.bak` (a file that parsed but could not be used), returning
    /// where it went.
    pub fn set_aside(&self, name: &str) -> Option<PathBuf> {
        set_aside(&self.file(name)?)
    }

    /// Deletes `name` if present (e.g. a finished saved game).
    pub fn remove(&self, name: &str) {
        if let Some(p) = self.file(name) {
            let _ = fs::remove_file(p);
        }
    }
}

/// Renames a bad file to `<name>.bak` (replacing an older `.bak`), returning the new path.
fn set_aside(path: &Path) -> Option<PathBuf> {
    let mut bak = path.as_os_str().to_owned();
    bak.push(".bak");
    let bak = PathBuf::from(bak);
    fs::rename(path, &bak).ok().map(|_| bak)
}

fn first_line(s: &str) -> String {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or(s).trim().to_string()
}

/// Refuses files written by a newer asobi (they may mean something this build cannot keep).
pub fn check_version(found: u32, supported: u32) -> Result<(), String> {
    if found > supported {
        Err(crate::t!("warn.newer_file", found = found, supported = supported).into_owned())
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests;
