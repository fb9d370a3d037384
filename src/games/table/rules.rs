//! What a game contributes to a shared table's play: one trait its rule state implements in
//! its own file (`games/<game>/table.rs`), with its own typed moves ([`TableRules::Ask`]) and
//! events ([`TableRules::Event`]), so the table's frame ([`super::Ask`], [`super::Event`])
//! carries them without naming any game, and a new game cannot leave a question unanswered
//! (what is the same for most games is a default here, not a wildcard arm elsewhere).

use std::fmt::Debug;
use std::ops::RangeInclusive;
use std::time::Duration;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{LiveGame, Refusal, TURN_LIMIT};
use crate::games::GameId;
use crate::games::Level;
use crate::games::random::GameRng;

/// What a game brings to the tables, registered once in [`crate::games::TABLE_GAMES`]: how many
/// sit at one and how a game is dealt. Which games a table can hold, and the seats the lobby
/// allows, are read from here; the play itself goes through [`TableRules`].
pub struct TableGame {
    pub id: GameId,
    /// How many sit at a table (people and computers together).
    pub chairs: RangeInclusive<usize>,
    /// A new game for `chairs` chairs (one of [`TableGame::chairs`]), its computers at
    /// `level`; `last` is the game before, for a rematch (whose own game it always is).
    pub deal: fn(
        chairs: usize,
        level: Level,
        last: Option<&LiveGame>,
        rng: &mut GameRng,
    ) -> Option<LiveGame>,
}

/// A game's rules as a table plays them. The state is plain data the server keeps (events
/// carry a copy of it), so it is cloned, compared and sent between threads.
pub trait TableRules: Clone + Debug + Eq + Send + Sync + 'static {
    /// A person's move at this game. Journals keep it as serde writes it (externally tagged,
    /// `{"Draw":3}`), beside the table's own `"Rematch"`: no variant may be named so.
    type Ask: Clone + Debug + Eq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What happened at this game (the table's frame carries the game after it).
    type Event: Clone + Debug + Eq + Send + Sync + 'static;

    /// Which game this is.
    fn id(&self) -> GameId;

    /// How many chairs it was dealt for (a rematch deals for as many).
    fn chairs(&self) -> usize;

    fn is_over(&self) -> bool;

    /// The chair whose move the table waits for (`None` when over, or between steps).
    fn on_turn(&self) -> Option<usize>;

    /// How long a person has for a turn before a computer plays it for them.
    fn turn_limit(&self) -> Duration {
        TURN_LIMIT
    }

    /// Applies a move from `chair`. `person` says whether that chair is a person's (whose
    /// hand the table leaves in the order they keep it). A refused move changes nothing.
    fn apply(
        &mut self,
        chair: usize,
        ask: Self::Ask,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Self::Event, Refusal>;

    /// The rules' own next step after a move, if one is due (an Othello pass, poker's deal,
    /// dealer's exchange and showdown). None by default.
    fn follow_up(&mut self, _rng: &mut GameRng) -> Option<Self::Event> {
        None
    }

    /// The move the game's own computer player makes for the chair on turn, at `level`.
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Self::Ask>;
}
