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
use crate::storage::{DataDir, LoadProblem, check_version};

/// The version this build writes; files of a newer version are set aside, not guessed at.
pub const SAVE_VERSION: u32 = 1;

/// One game's saved state, in the file as `{"game": "othello", "state": {…}}` (the state
/// beside its tag, not merged into it, so no game's own field names can clash with the tag).
/// The state stays JSON here: only the game's own screen knows its shape (see
/// `screens::game::GameScreen::Saved`), so this module names no screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub game: GameId,
    /// The game's seed, shown again in its header when it is resumed (absent in saves from
    /// before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// How far the game's randomness had gone in its seed's stream (see `Seeds::position`),
    /// so a resumed game draws what it would have drawn unbroken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<u64>,
    pub state: serde_json::Value,
}

/// Why a saved game cannot be carried on, as data; [`Invalid`]'s `Display` words it in the
/// current language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// The file holds no game.
    NoGame,
    /// The file holds another game's state.
    OtherGame(GameId),
    /// The state is not of the shape this game saves.
    Unreadable,
    /// The state breaks the game's rules. The detail is for developers and in English, so
    /// the English text shows it and the Japanese one says only what kind of problem it is.
    BreaksRules(String),
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Invalid::NoGame => f.write_str(&t!("saves.no_game")),
            Invalid::OtherGame(game) => f.write_str(&t!("saves.other_game", game = game.name())),
            Invalid::Unreadable => f.write_str(&t!("saves.unreadable")),
            Invalid::BreaksRules(detail) => match crate::i18n::current() {
                crate::i18n::Language::Ja => f.write_str(&t!("saves.breaks_rules")),
                _ => write!(f, "{}: {detail}", t!("saves.breaks_rules")),
            },
        }
    }
}

/// What a game screen reports about its game after each message: `S` is the game's own
/// saved state, or its JSON once it reaches this module.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveState<S = serde_json::Value> {
    /// Nothing worth keeping yet (no move made): an older save of this game stays.
    Unstarted,
    /// A game under way, to be kept.
    Playing(S),
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
    /// `check` tells whether a state obeys its game's rules (the registry of game screens).
    pub fn load(
        data: &DataDir,
        check: impl Fn(GameId, &serde_json::Value) -> Result<(), Invalid>,
    ) -> (SaveSlots, Vec<LoadProblem>) {
        let mut slots = BTreeMap::new();
        let mut problems = Vec::new();
        for &game in GameId::ALL {
            let loaded = data.load_json::<SaveFile>(&file_name(game), |file| {
                check_version(file.version, SAVE_VERSION)?;
                let invalid = match &file.saved {
                    None => Invalid::NoGame,
                    Some(s) if s.game != game => Invalid::OtherGame(s.game),
                    Some(s) => match check(game, &s.state) {
                        Ok(()) => return Ok(()),
                        Err(invalid) => invalid,
                    },
                };
                Err(invalid.to_string())
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
    pub fn record(
        &mut self,
        game: GameId,
        (seed, position): (Option<u64>, Option<u64>),
        state: SaveState,
    ) {
        match state {
            SaveState::Unstarted => {}
            SaveState::Playing(state) => {
                let saved = SavedGame { game, seed, position, state };
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
