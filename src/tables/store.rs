//! The tables on disk (`<data>/tables/table-<n>.json`, one file a table), so a server that
//! stops (SIGTERM, Ctrl+C, an upgrade) and starts again loses no table. Each file is written
//! atomically when its table changes (a file is rewritten only when its text differs) and
//! removed when the table closes; at start every file is read back, and one that cannot be
//! resumed is renamed aside (`.bak`) with a warning in the log, the others resumed.

use std::collections::HashMap;
use std::path::Path;
use std::time::Instant;

use super::lobby::{Lobby, SavedTable};
use crate::storage::DataDir;

/// Where a server's tables are written, and what each file holds now.
pub struct Store {
    dir: DataDir,
    written: HashMap<u32, String>,
}

fn file_name(id: u32) -> String {
    format!("table-{id}.json")
}

impl Store {
    /// The store in `<root>/tables`, and every table found there, resumed into `lobby`.
    pub fn open(root: &Path, lobby: &mut Lobby, now: Instant) -> Store {
        let dir = DataDir::at(root.join("tables"));
        dir.clean_temp_files();
        let mut store = Store { dir, written: HashMap::new() };
        let Some(path) = store.dir.path().map(Path::to_path_buf) else { return store };
        let Ok(entries) = std::fs::read_dir(&path) else { return store };
        let mut names: Vec<String> = entries
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("table-") && n.ends_with(".json"))
            .collect();
        names.sort();
        for name in names {
            store.resume(&name, lobby, now);
        }
        store
    }

    fn resume(&mut self, name: &str, lobby: &mut Lobby, now: Instant) {
        let loaded = self.dir.load_json::<Option<SavedTable>>(name, |_| Ok(()));
        if let Some(problem) = loaded.warning {
            let kept = problem.backup.map(|p| p.display().to_string()).unwrap_or_default();
            tracing::warn!(file = name, reason = %problem.reason, kept, "a table file could not be read");
            return;
        }
        let Some(saved) = loaded.value else { return };
        let resumed = saved.resume(now, lobby.pace()).and_then(|table| {
            if file_name(table.id.0) != name {
                return Err(format!("it holds table #{}", table.id.0));
            }
            lobby.restore(table)
        });
        match resumed {
            Ok(()) => {
                self.written.insert(saved.id, String::new());
            }
            Err(reason) => {
                let kept = self.dir.set_aside(name).map(|p| p.display().to_string());
                let kept = kept.unwrap_or_default();
                tracing::warn!(file = name, reason, kept, "a table file could not be resumed");
            }
        }
    }

    /// Writes every table whose file is not what it holds now, and removes the files of
    /// tables that closed.
    pub fn save(&mut self, tables: Vec<SavedTable>) {
        let mut open = HashMap::new();
        for table in tables {
            let text = match serde_json::to_string(&table) {
                Ok(text) => text,
                Err(e) => {
                    tracing::error!(table = table.id, error = %e, "a table could not be written");
                    continue;
                }
            };
            if self.written.get(&table.id) != Some(&text)
                && let Err(e) = self.dir.save_text(&file_name(table.id), &text)
            {
                tracing::error!(table = table.id, error = e, "a table could not be written");
                // The last file written stays (older, but the table's own).
                if let Some(old) = self.written.get(&table.id) {
                    open.insert(table.id, old.clone());
                }
                continue;
            }
            open.insert(table.id, text);
        }
        for id in self.written.keys().filter(|id| !open.contains_key(id)) {
            self.dir.remove(&file_name(*id));
        }
        self.written = open;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::GameId;
    use crate::games::Level;

    #[test]
    fn tables_are_written_as_they_change_resumed_and_a_bad_file_is_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let now = Instant::now();
        let mut lobby = Lobby::new(8);
        let mut store = Store::open(dir.path(), &mut lobby, now);
        lobby.create("alice", GameId::Othello, 2, Level::Easy, now).unwrap();
        lobby.create("bob", GameId::OldMaid, 3, Level::Easy, now).unwrap();
        store.save(lobby.saved());
        let folder = dir.path().join("tables");
        assert!(folder.join("table-1.json").is_file() && folder.join("table-2.json").is_file());
        lobby.leave("bob", now);
        store.save(lobby.saved());
        assert!(!folder.join("table-2.json").exists(), "a closed table's file goes");
        std::fs::write(folder.join("table-7.json"), "{ not json").unwrap();

        let mut again = Lobby::new(8);
        Store::open(dir.path(), &mut again, now);
        assert_eq!(again.list().len(), 1);
        assert_eq!(again.list()[0].host, "alice");
        assert!(folder.join("table-7.json.bak").is_file(), "kept aside");
        assert!(!folder.join("table-7.json").exists());
    }
}
