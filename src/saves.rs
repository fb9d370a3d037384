//! Saved games: one slot per game holding its latest unfinished game, so a player who leaves
//! (Esc, `q`, Ctrl+C, SIGTERM/SIGHUP) can resume it from the menu next time.
//!
//! Why "in memory as play goes, on disk on the way out": an atomic write (temp file, fsync,
//! rename) costs about half a millisecond here, which is nothing once but adds up over a
//! million fuzzed events. So after every message the app records the active game's state in
//! memory (a cheap comparison), and the files are written when the player leaves the game
//! screen or the program, and by the signal thread before it exits. A panic does not save:
//! the state that provoked it would only provoke it again on resume.
//!
//! A slot that cannot be used (not JSON, a newer version, a game that breaks its own rules)
//! is renamed to `*.bak` with a warning, never a crash.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

use serde::{Deserialize, Serialize};

use crate::catalog::GameId;
use crate::screens;
use crate::storage::{DataDir, LoadProblem, check_version};

/// The version this build writes; files of a newer version are set aside, not guessed at.
pub const SAVE_VERSION: u32 = 1;

/// One game's saved state, in the file as `{"game": "othello", "state": {…}}` (the state
/// beside its tag, not merged into it, so no game's own field names can clash with the tag).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", content = "state", rename_all = "snake_case")]
pub enum SavedGame {
    Tictactoe(screens::tictactoe::Saved),
    Othello(screens::othello::Saved),
    OldMaid(screens::old_maid::Saved),
    Sevens(screens::sevens::Saved),
    Poker(screens::poker::Saved),
}

impl SavedGame {
    /// The game this state belongs to.
    pub fn id(&self) -> GameId {
        match self {
            SavedGame::Tictactoe(_) => GameId::Tictactoe,
            SavedGame::Othello(_) => GameId::Othello,
            SavedGame::OldMaid(_) => GameId::OldMaid,
            SavedGame::Sevens(_) => GameId::Sevens,
            SavedGame::Poker(_) => GameId::Poker,
        }
    }

    /// Checks that the state obeys its game's rules (a hand-edited or damaged file may not),
    /// so that resuming it can never put a screen into an impossible state.
    pub fn check(&self) -> Result<(), String> {
        match self {
            SavedGame::Tictactoe(s) => s.check(),
            SavedGame::Othello(s) => s.check(),
            SavedGame::OldMaid(s) => s.check(),
            SavedGame::Sevens(s) => s.check(),
            SavedGame::Poker(s) => s.check(),
        }
    }
}

/// What a game screen reports about its game after each message.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveState {
    /// Nothing worth keeping yet (no move made): an older save of this game stays.
    Unstarted,
    /// A game under way, to be kept.
    Playing(SavedGame),
    /// The game ended: its slot is cleared.
    Finished,
}

/// The file's outer form: a version, then the game.
#[derive(Debug, Default, Serialize, Deserialize)]
struct SaveFile {
    version: u32,
    saved: Option<SavedGame>,
}

/// The file holding `game`'s slot.
pub fn file_name(game: GameId) -> String {
    format!("saved-{}.json", game.key())
}

/// A file change waiting to be made.
#[derive(Clone, Debug, PartialEq)]
enum Change {
    Write(String),
    Remove,
    /// The file could not be resumed: keep it as `.bak` for the player.
    SetAside,
}

/// File changes not yet made, shared with the signal thread so that SIGTERM still saves.
#[derive(Clone)]
pub struct Flusher {
    data: DataDir,
    pending: Arc<Mutex<BTreeMap<GameId, Change>>>,
}

impl Flusher {
    /// Makes every pending change on disk; returns the errors (the changes stay pending).
    pub fn flush(&self) -> Vec<String> {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if pending.is_empty() || self.data.path().is_none() {
            // With no data folder the slots live for this session only.
            return Vec::new();
        }
        let mut errors = Vec::new();
        pending.retain(|&game, change| {
            let name = file_name(game);
            let result = match change {
                Change::Write(text) => self.data.save_text(&name, text),
                Change::Remove => {
                    self.data.remove(&name);
                    Ok(())
                }
                Change::SetAside => {
                    self.data.set_aside(&name);
                    Ok(())
                }
            };
            match result {
                Ok(()) => false,
                Err(e) => {
                    errors.push(e);
                    true
                }
            }
        });
        errors
    }

    fn push(&self, game: GameId, change: Change) {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner).insert(game, change);
    }
}

/// The saved games known to this session, and the file changes still to make.
pub struct SaveSlots {
    slots: BTreeMap<GameId, SavedGame>,
    flusher: Flusher,
    /// Slots that failed to resume, for the app to warn about.
    rejected: Vec<String>,
}

impl SaveSlots {
    /// Reads every game's slot from `data`; unusable files are set aside, with a warning each.
    pub fn load(data: &DataDir) -> (SaveSlots, Vec<LoadProblem>) {
        let mut slots = BTreeMap::new();
        let mut problems = Vec::new();
        for game in GameId::ALL {
            let loaded = data.load_json::<SaveFile>(&file_name(game), |file| {
                use rust_i18n::t;
                check_version(file.version, SAVE_VERSION)?;
                match &file.saved {
                    None => Err(t!("saves.no_game").into()),
                    Some(s) if s.id() != game => {
                        Err(t!("saves.other_game", game = s.id().name()).into())
                    }
                    Some(s) => s.check(),
                }
            });
            problems.extend(loaded.warning);
            if let Some(saved) = loaded.value.saved {
                slots.insert(game, saved);
            }
        }
        let flusher = Flusher { data: data.clone(), pending: Arc::default() };
        (SaveSlots { slots, flusher, rejected: Vec::new() }, problems)
    }

    /// The saved state of `game`, if any.
    pub fn get(&self, game: GameId) -> Option<&SavedGame> {
        self.slots.get(&game)
    }

    /// The games with a saved state, in menu order.
    pub fn games(&self) -> Vec<GameId> {
        self.slots.keys().copied().collect()
    }

    /// Takes in what the active game screen reports; schedules the file change if it differs.
    pub fn record(&mut self, game: GameId, state: SaveState) {
        match state {
            SaveState::Unstarted => {}
            SaveState::Playing(saved) => {
                if self.slots.get(&game) != Some(&saved) {
                    let file = SaveFile { version: SAVE_VERSION, saved: Some(saved) };
                    let text = serde_json::to_string(&file).expect("saved games serialise");
                    self.flusher.push(game, Change::Write(text));
                    self.slots.insert(game, file.saved.expect("just set"));
                }
            }
            SaveState::Finished => {
                if self.slots.remove(&game).is_some() {
                    self.flusher.push(game, Change::Remove);
                }
            }
        }
    }

    /// A slot that could not be resumed: forget it, keep its file aside, and warn.
    pub fn reject(&mut self, game: GameId, reason: String) {
        self.slots.remove(&game);
        self.flusher.push(game, Change::SetAside);
        self.rejected.push(reason);
    }

    /// Warnings about slots that failed to resume since the last call.
    pub fn take_rejections(&mut self) -> Vec<String> {
        std::mem::take(&mut self.rejected)
    }

    /// Writes what is pending (see [`Flusher::flush`]).
    pub fn flush(&self) -> Vec<String> {
        self.flusher.flush()
    }

    /// A handle that can write pending saves from another thread (the signal watcher).
    pub fn flusher(&self) -> Flusher {
        self.flusher.clone()
    }
}
