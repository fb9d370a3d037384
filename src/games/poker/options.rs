//! A poker game's options, as the rules take them (the settings file keeps them under
//! `[poker]`): the rules own the type, so they need nothing of the settings.

use serde::{Deserialize, Serialize};

use crate::games::Level;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PokerOptions {
    pub starting_points: u32,
    /// The dealer plays `Normal` or `Hard` (RULES.md §5); `Easy` is treated as `Normal`.
    pub dealer: Level,
}

impl Default for PokerOptions {
    fn default() -> Self {
        Self { starting_points: 100, dealer: Level::Normal }
    }
}
