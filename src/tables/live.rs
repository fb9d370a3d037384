//! A table's game under way: the rule state, the table's own RNG, and every change as an
//! event the seated screens replay. The table, not any person's session, holds the game, so
//! it goes on whoever is connected: computers (and people who dropped, or whose turn timer ran
//! out) are played here, by the same pure rules and computer players as the local game.
//!
//! Plain data with no clock and no locks: the caller passes the time. Events hold the whole
//! game after them (kept on the server, never sent): a screen draws only its own chair's
//! view of it (see `screens/table.rs`), and a screen that fell behind the events it keeps
//! starts again from the game as it is.

mod after;
mod journal;
mod plan;

// What a game is at a table (its rules, moves and events, each game's in its own
// `games/<game>/table.rs`) is pure rules; the table here adds the clock, the RNG and the journal.
pub use crate::games::table::{
    Ask, Event, GameAsk, GameEvent, LiveGame, Refusal, TURN_LIMIT, TableEvent, TableGame,
    TableRules, playable, table_game,
};
pub use plan::Plan;

use std::time::{Duration, Instant};

use crate::games::random::GameRng;
use rand::SeedableRng;

use crate::catalog::GameId;
use crate::games::Level;

pub use journal::{Record, Step};

/// The gap between a move and a computer's next one, so everyone's screen has shown the move
/// (an Old Maid draw is animated in about 1.2 s at normal speed): the default of `asobi
/// serve --table-pace`.
pub const PACE: Duration = Duration::from_millis(1500);
/// Events kept for screens that are behind.
const KEPT: usize = 400;

impl LiveGame {
    /// A new game of `game` for `chairs` chairs, its computers (and poker's dealer) at `level`; `last` is the one
    /// before, for a rematch.
    fn deal(
        game: GameId,
        chairs: usize,
        level: Level,
        last: Option<&LiveGame>,
        rng: &mut GameRng,
    ) -> Option<Self> {
        let table = table_game(game)?;
        if !table.chairs.contains(&chairs) {
            return None;
        }
        let last = last.filter(|l| l.id() == game);
        (table.deal)(chairs, level, last, rng)
    }
}

/// A game under way at a table.
#[derive(Debug)]
pub struct Live {
    pub game: LiveGame,
    /// The seed the table's cards were first dealt from (shown in the header).
    pub seed: u64,
    rng: GameRng,
    events: Vec<Event>,
    /// The number of the first event kept (events are numbered from 0 at the start).
    first: u64,
    /// When the chair on turn is played by the table if it has not moved: soon for a
    /// computer, after [`TURN_LIMIT`] for a person.
    pub due: Option<Instant>,
    /// Chairs whose person asked for a rematch.
    rematch: Vec<bool>,
    /// The level of the table's computers.
    pub level: Level,
    /// What `due` was set for: the chair on turn, whether the table plays it, and the move
    /// count then (so a join or leave elsewhere does not restart a person's timer).
    scheduled: Option<(usize, bool, u64)>,
    /// Every change since the deal, so a restarted server can replay the game (`journal.rs`).
    steps: Vec<Step>,
}

impl Live {
    /// Deals a game of `game` for `chairs` chairs from `seed`.
    pub fn new(game: GameId, chairs: usize, seed: u64, level: Level) -> Option<Live> {
        let mut rng = GameRng::seed_from_u64(seed);
        let game = LiveGame::deal(game, chairs, level, None, &mut rng)?;
        Some(Live {
            events: vec![Event::Dealt(game.clone())],
            game,
            seed,
            rng,
            first: 0,
            due: None,
            rematch: vec![false; chairs],
            level,
            scheduled: None,
            steps: Vec::new(),
        })
    }

    /// The number the next event will have.
    pub fn next_seq(&self) -> u64 {
        self.first + self.events.len() as u64
    }

    /// The events from number `seq` on, or `None` when some of them are no longer kept (the
    /// screen then starts from [`Live::game`]).
    pub fn events_since(&self, seq: u64) -> Option<&[Event]> {
        let from = seq.checked_sub(self.first)?;
        self.events.get(usize::try_from(from).ok()?..)
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The chair whose move the table waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.game.on_turn()
    }

    /// Sets when the chair on turn is played for: `automatic` (a computer, or a person away)
    /// after `pace` (the table's, [`PACE`] unless the server says), a person after the game's
    /// turn limit ([`LiveGame::turn_limit`]).
    pub fn schedule(&mut self, now: Instant, pace: Duration, automatic: impl Fn(usize) -> bool) {
        let turn = self.on_turn().map(|c| (c, automatic(c), self.next_seq()));
        if turn == self.scheduled && self.due.is_some() {
            return;
        }
        self.scheduled = turn;
        let limit = self.game.turn_limit();
        self.due = turn.map(|(_, auto, _)| now + if auto { pace } else { limit });
    }

    /// Applies `ask` from `chair`. `person` says whether that chair is a person's, whose hand
    /// the table leaves in the order they keep it.
    pub fn ask(&mut self, chair: usize, ask: Ask, person: bool) -> Result<(), Refusal> {
        let ask_taken = Step::Ask { chair, ask: ask.to_json(), person };
        let ask = match ask {
            Ask::Rematch => {
                if !self.is_over() {
                    return Err(Refusal::NotOver);
                }
                if let Some(r) = self.rematch.get_mut(chair) {
                    *r = true;
                }
                self.steps.push(ask_taken);
                return Ok(());
            }
            Ask::Move(ask) => ask,
        };
        // A refused move leaves the game and its RNG as they were, so only taken ones count.
        let event = self.game.apply(chair, &ask, person, &mut self.rng)?;
        self.steps.push(ask_taken);
        self.push(event);
        while let Some(event) = self.game.follow_up(&mut self.rng) {
            self.push(event);
        }
        Ok(())
    }

    /// Whether `chair` asked for a rematch.
    pub fn wants_rematch(&self, chair: usize) -> bool {
        self.rematch.get(chair).copied().unwrap_or(false)
    }

    /// Deals again with the same chairs (everyone agreed).
    pub fn redeal(&mut self) {
        let (id, chairs) = (self.game.id(), self.game.chairs());
        if let Some(game) = LiveGame::deal(id, chairs, self.level, Some(&self.game), &mut self.rng)
        {
            self.game = game.clone();
            self.rematch = vec![false; chairs];
            self.steps.push(Step::Redeal);
            self.push(Event::Dealt(game));
        }
    }

    fn push(&mut self, event: Event) {
        self.events.push(event);
        if self.events.len() > KEPT {
            let drop = self.events.len() - KEPT;
            self.events.drain(..drop);
            self.first += drop as u64;
        }
    }
}

#[cfg(test)]
mod tests;
