//! Any game's rule state, moves and events behind one face each, so the table's frame
//! (`LiveGame`, `Ask`, `Event`) holds every game's own types without naming one: cloned,
//! compared and printed through the box, and read back as its own type only by the game
//! that made it (`LiveGame::state`, `Ask::get`, `Event::of`).

use std::any::Any;
use std::fmt;
use std::time::Duration;

use super::{Ask, Event, Refusal, TableRules};
use crate::games::GameId;
use crate::games::Level;
use crate::games::random::GameRng;

/// [`TableRules`] made object-safe: what the table asks of whichever game it holds.
pub(super) trait Rules: Send + Sync {
    fn id(&self) -> GameId;
    fn chairs(&self) -> usize;
    fn is_over(&self) -> bool;
    fn on_turn(&self) -> Option<usize>;
    fn turn_limit(&self) -> Duration;
    /// The game's own move out of `ask` (another game's is illegal here), applied.
    fn apply(
        &mut self,
        chair: usize,
        ask: &GameAsk,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Event, Refusal>;
    fn follow_up(&mut self, rng: &mut GameRng) -> Option<Event>;
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Ask>;
    /// A move of this game as a journal keeps it, read back.
    fn read_ask(&self, json: &serde_json::Value) -> Option<GameAsk>;
    fn clone_box(&self) -> Box<dyn Rules>;
    fn eq_dyn(&self, other: &dyn Rules) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl<G: TableRules> Rules for G {
    fn id(&self) -> GameId {
        TableRules::id(self)
    }

    fn chairs(&self) -> usize {
        TableRules::chairs(self)
    }

    fn is_over(&self) -> bool {
        TableRules::is_over(self)
    }

    fn on_turn(&self) -> Option<usize> {
        TableRules::on_turn(self)
    }

    fn turn_limit(&self) -> Duration {
        TableRules::turn_limit(self)
    }

    fn apply(
        &mut self,
        chair: usize,
        ask: &GameAsk,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Event, Refusal> {
        let ask = ask.get::<G::Ask>().ok_or(Refusal::Illegal)?.clone();
        let what = TableRules::apply(self, chair, ask, person, rng)?;
        Ok(Event::played(what, self.clone()))
    }

    fn follow_up(&mut self, rng: &mut GameRng) -> Option<Event> {
        let what = TableRules::follow_up(self, rng)?;
        Some(Event::played(what, self.clone()))
    }

    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Ask> {
        TableRules::computer_ask(self, level, rng).map(Ask::of)
    }

    fn read_ask(&self, json: &serde_json::Value) -> Option<GameAsk> {
        serde_json::from_value::<G::Ask>(json.clone()).ok().map(GameAsk::new)
    }

    fn clone_box(&self) -> Box<dyn Rules> {
        Box::new(self.clone())
    }

    fn eq_dyn(&self, other: &dyn Rules) -> bool {
        other.as_any().downcast_ref::<G>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A game's own move or event, boxed: cloned, compared and printed through the box.
trait Value: Send + Sync {
    fn clone_box(&self) -> Box<dyn Value>;
    fn eq_dyn(&self, other: &dyn Value) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// As a journal keeps it (asks only; an event is never written).
    fn to_json(&self) -> serde_json::Value;
}

/// How a boxed value is written: asks as serde writes them, events not at all.
trait Json {
    fn json(&self) -> serde_json::Value;
}

/// A game's own move, as serde writes it.
#[derive(Clone, Debug, PartialEq)]
struct AskOf<A>(A);

/// A game's own event (never written).
#[derive(Clone, Debug, PartialEq)]
struct EventOf<E>(E);

impl<A: serde::Serialize> Json for AskOf<A> {
    fn json(&self) -> serde_json::Value {
        serde_json::to_value(&self.0).expect("a game's move is plain data")
    }
}

impl<E> Json for EventOf<E> {
    fn json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
}

impl<T: Json + Clone + fmt::Debug + PartialEq + Send + Sync + 'static> Value for T {
    fn clone_box(&self) -> Box<dyn Value> {
        Box::new(self.clone())
    }

    fn eq_dyn(&self, other: &dyn Value) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }

    fn to_json(&self) -> serde_json::Value {
        self.json()
    }
}

/// One game's own move, carried by [`Ask::Move`].
pub struct GameAsk(Box<dyn Value>);

/// One game's own event, carried by [`Event::Played`].
pub struct GameEvent(Box<dyn Value>);

impl GameAsk {
    pub(super) fn new<A>(ask: A) -> GameAsk
    where
        A: serde::Serialize + Clone + fmt::Debug + Eq + Send + Sync + 'static,
    {
        GameAsk(Box::new(AskOf(ask)))
    }

    /// The move as its game's own type, if it is one of `A`'s.
    pub fn get<A: 'static>(&self) -> Option<&A> {
        self.0.as_any().downcast_ref::<AskOf<A>>().map(|a| &a.0)
    }

    /// As a journal keeps it.
    pub(super) fn to_json(&self) -> serde_json::Value {
        self.0.to_json()
    }
}

impl GameEvent {
    pub(super) fn new<E>(event: E) -> GameEvent
    where
        E: Clone + fmt::Debug + Eq + Send + Sync + 'static,
    {
        GameEvent(Box::new(EventOf(event)))
    }

    /// The event as its game's own type, if it is one of `E`'s.
    pub fn get<E: 'static>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref::<EventOf<E>>().map(|e| &e.0)
    }
}

macro_rules! boxed_value {
    ($name:ident) => {
        impl Clone for $name {
            fn clone(&self) -> Self {
                $name(self.0.clone_box())
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.0.eq_dyn(&*other.0)
            }
        }

        /// Every game's move and event type is `Eq` (the constructors' bounds say so).
        impl Eq for $name {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.debug(f)
            }
        }
    };
}

boxed_value!(GameAsk);
boxed_value!(GameEvent);
