//! Pure game rules and computer players. Nothing here draws, reads the clock or owns a global
//! RNG: randomness comes in as `&mut impl Rng`, so a seed replays a whole game.

pub mod cards;
pub mod level;
pub mod old_maid;
pub mod othello;
pub mod poker;
pub mod random;
pub mod seat;
pub mod sevens;
pub mod stop;
pub mod table;
pub mod tictactoe;

pub use level::Level;

use table::TableGame;

use clap::ValueEnum;
use serde::{Deserialize, Serialize};

/// The games, as named on the command line (`asobi play old-maid`) and, in snake case, in
/// files (`"old_maid"`: statistics keys, `saved-old_maid.json`). A new game's variant goes
/// here, beside its `pub mod` line above; its names are `game.<key>` in the translations
/// (`catalog.rs`) and everything else it brings is its registered definition
/// (`screens/registry.rs`), listed in this order.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    ValueEnum,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum GameId {
    Tictactoe,
    Othello,
    OldMaid,
    Sevens,
    Poker,
}

impl GameId {
    pub const ALL: &'static [GameId] = <GameId as strum::VariantArray>::VARIANTS;

    /// Stable key for statistics and saved files.
    pub fn key(self) -> &'static str {
        self.into()
    }
}

/// Every game the shared tables hold, each defined by its own `games/<game>/table.rs`: a new
/// game is played at tables by adding its line here, beside its `pub mod` line and its id.
pub static TABLE_GAMES: [&TableGame; 5] = [
    &tictactoe::table::TABLE,
    &othello::table::TABLE,
    &old_maid::table::TABLE,
    &sevens::table::TABLE,
    &poker::table::TABLE,
];
