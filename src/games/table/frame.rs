//! The table's frame around whichever game it holds: the rule state ([`LiveGame`]), a change
//! ([`Event`]: a deal, or the game's own event with the game after it) and a person's request
//! ([`Ask`]: a rematch, or the game's own move). Nothing here names a game: each game's own
//! types ride in the boxes, and its screen reads them back as its own ([`Event::of`]).

use std::fmt;
use std::time::Duration;

use super::erased::{GameAsk, GameEvent, Rules};
use super::{Refusal, TableRules};
use crate::games::GameId;
use crate::games::Level;
use crate::games::random::GameRng;

/// The rule state of the game being played, whichever game it is.
pub struct LiveGame(Box<dyn Rules>);

/// One change at the table, with the game as it was after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new deal (the first, or a rematch).
    Dealt(LiveGame),
    /// A move or a step of the game's own rules (its [`TableRules::Event`]).
    Played { what: GameEvent, after: LiveGame },
}

/// An [`Event`] read as game `G`'s own (see [`Event::of`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableEvent<G: TableRules> {
    Dealt(G),
    Played { what: G::Event, after: G },
}

/// What a person at the table asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// A move of the game's own (its [`TableRules::Ask`]).
    Move(GameAsk),
    /// Play again with the same chairs, once everyone at the table has asked.
    Rematch,
}

impl LiveGame {
    /// `game`'s rule state at the table.
    pub fn of<G: TableRules>(game: G) -> LiveGame {
        LiveGame(Box::new(game))
    }

    /// The rule state as game `G`'s own, if this is a game of `G`.
    pub fn state<G: TableRules>(&self) -> Option<&G> {
        self.0.as_any().downcast_ref()
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        self.0.id()
    }

    /// How many chairs it was dealt for.
    pub fn chairs(&self) -> usize {
        self.0.chairs()
    }

    pub fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// How long a person has for a turn before a computer plays it for them.
    pub fn turn_limit(&self) -> Duration {
        self.0.turn_limit()
    }

    /// The chair whose move the table waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.0.on_turn()
    }

    /// Applies a move from `chair` (see [`TableRules::apply`]); another game's is illegal.
    pub(crate) fn apply(
        &mut self,
        chair: usize,
        ask: &GameAsk,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Event, Refusal> {
        self.0.apply(chair, ask, person, rng)
    }

    /// The rules' own next step after a move, if one is due, as an event of its own taken at
    /// once, so the table never waits on it: an Othello pass when the side to move has none,
    /// poker's deal, dealer's exchange and showdown.
    pub(crate) fn follow_up(&mut self, rng: &mut GameRng) -> Option<Event> {
        self.0.follow_up(rng)
    }

    /// The move the rules' own computer player makes for the chair on turn. Pure and
    /// possibly slow (a search): the clock calls it on a copy, outside the lobby's lock.
    pub fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Ask> {
        self.on_turn()?;
        self.0.computer_ask(level, rng)
    }

    /// A move of this game as a journal keeps it (or the table's `"Rematch"`), read back.
    pub(crate) fn read_ask(&self, json: &serde_json::Value) -> Option<Ask> {
        if json.as_str() == Some(REMATCH) {
            return Some(Ask::Rematch);
        }
        self.0.read_ask(json).map(Ask::Move)
    }
}

impl Clone for LiveGame {
    fn clone(&self) -> Self {
        LiveGame(self.0.clone_box())
    }
}

impl PartialEq for LiveGame {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_dyn(&*other.0)
    }
}

impl Eq for LiveGame {}

impl fmt::Debug for LiveGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

impl Event {
    /// Game `G`'s event `what`, with the game after it.
    pub fn played<G: TableRules>(what: G::Event, after: G) -> Event {
        Event::Played { what: GameEvent::new(what), after: LiveGame::of(after) }
    }

    /// The event as game `G`'s own: `None` for another game's (which never reaches its
    /// table).
    pub fn of<G: TableRules>(&self) -> Option<TableEvent<G>> {
        Some(match self {
            Event::Dealt(game) => TableEvent::Dealt(game.state::<G>()?.clone()),
            Event::Played { what, after } => TableEvent::Played {
                what: what.get::<G::Event>()?.clone(),
                after: after.state::<G>()?.clone(),
            },
        })
    }

    /// The game as this event left it.
    pub fn after(&self) -> &LiveGame {
        match self {
            Event::Dealt(game) | Event::Played { after: game, .. } => game,
        }
    }
}

/// How a journal writes [`Ask::Rematch`], as serde wrote the one `Ask` enum's unit variant.
const REMATCH: &str = "Rematch";

impl Ask {
    /// A game's own move.
    pub fn of<A>(ask: A) -> Ask
    where
        A: serde::Serialize + Clone + fmt::Debug + Eq + Send + Sync + 'static,
    {
        Ask::Move(GameAsk::new(ask))
    }

    /// The move as game `A`'s own, if it is one (never for a rematch).
    pub fn get<A: 'static>(&self) -> Option<&A> {
        match self {
            Ask::Move(ask) => ask.get(),
            Ask::Rematch => None,
        }
    }

    /// As a journal keeps it: the game's move as serde writes it (`{"Draw":3}`), the rematch
    /// as `"Rematch"`, each as the one `Ask` enum of earlier releases wrote it.
    pub(crate) fn to_json(&self) -> serde_json::Value {
        match self {
            Ask::Move(ask) => ask.to_json(),
            Ask::Rematch => serde_json::Value::String(REMATCH.into()),
        }
    }
}
