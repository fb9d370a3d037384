//! What a game is at a shared table, as pure rules: "how several chairs play this game".
//! Each game implements [`TableRules`] for its rule state and defines its [`TableGame`] in its
//! own `games/<game>/table.rs`, listed once in [`super::TABLE_GAMES`]; the table's frame
//! ([`LiveGame`], [`Event`], [`Ask`]) carries any game's own types without naming one. No
//! clock and no I/O here: the server's `tables::live` keeps the time, the RNG and the journal.

mod erased;
mod frame;
mod rules;

pub use erased::{GameAsk, GameEvent};
pub use frame::{Ask, Event, LiveGame, TableEvent};
pub use rules::{TableGame, TableRules};

use std::time::Duration;

use super::GameId;

/// How long a person has for a turn before a computer plays it for them (a game's
/// [`TableRules::turn_limit`] unless it says otherwise). A length of time, not a clock.
pub const TURN_LIMIT: Duration = Duration::from_secs(30);

/// Why a table refused an ask (the screen says so; the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotYourTurn,
    Illegal,
    NotOver,
}

/// What `game` brings to the tables, if they hold it.
pub fn table_game(game: GameId) -> Option<&'static TableGame> {
    super::TABLE_GAMES.iter().copied().find(|t| t.id == game)
}

/// The games a table can hold today.
pub fn playable(game: GameId) -> bool {
    table_game(game).is_some()
}
