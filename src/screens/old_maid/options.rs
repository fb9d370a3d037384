//! Old Maid's options (how many play), kept under `[old_maid]` in settings.toml, and their
//! row on the Settings screen and in the new-game dialog.

use serde::{Deserialize, Serialize};

use crate::games::old_maid::PLAYERS;
use crate::screens::game_field::{GameField, step};
use crate::settings::{GameOptions, Settings};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OldMaidOptions {
    /// [`PLAYERS`], the human included.
    pub players: u8,
}

impl Default for OldMaidOptions {
    fn default() -> Self {
        Self { players: 4 }
    }
}

impl GameOptions for OldMaidOptions {
    const KEY: &'static str = "old_maid";

    fn clamped(self) -> Self {
        Self { players: self.players.clamp(*PLAYERS.start(), *PLAYERS.end()) }
    }
}

fn options(s: &Settings) -> OldMaidOptions {
    s.options()
}

const PLAYERS_FIELD: GameField = GameField::new(
    "field.old_maid_players",
    "explain.old_maid_players",
    |s| options(s).players.to_string().into(),
    |s, d| s.update_options::<OldMaidOptions>(|o| o.players = step(o.players, PLAYERS, d)),
);

/// The rows, on the Settings screen and in the new-game dialog alike.
pub(super) const FIELDS: &[GameField] = &[PLAYERS_FIELD];
