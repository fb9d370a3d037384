//! A Killer Sevens game's options, as the rules take them (the settings file keeps them under
//! `[sevens]`, and a table's host picks them): the rules own the type, so they need nothing of
//! the settings.

use serde::{Deserialize, Serialize};

use crate::games::Level;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SevensOptions {
    /// [`super::PLAYERS`], the human included.
    pub players: u8,
    /// Passes each player may make; 0 = unlimited, but only when unable to play.
    pub pass_limit: u8,
    /// Largest EMPTY region a kill may take; 0 = unlimited (the literal rule).
    pub max_kill_region: u8,
    pub level: Level,
}

impl Default for SevensOptions {
    fn default() -> Self {
        Self { players: 4, pass_limit: 3, max_kill_region: 0, level: Level::Normal }
    }
}
