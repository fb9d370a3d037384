//! A computer's move at a table, worked out off the lobby's lock: planned from the table
//! (a copy of the game and a seed from the table's RNG), chosen outside, then played only if
//! the table has not moved on meanwhile.

use crate::games::random::GameRng;
use rand::{RngExt, SeedableRng};

use super::*;

/// A computer's move to choose, taken from a table under its lock and worked out outside
/// it ([`Plan::choose`]), then applied if the table has not moved meanwhile
/// ([`Live::play_planned`]).
pub struct Plan {
    pub(super) game: LiveGame,
    pub(super) level: Level,
    /// The table's move count when planned.
    pub(super) seq: u64,
    /// Drawn from the table's RNG, so a seeded table replays whatever the machine's load.
    pub(super) seed: u64,
}

impl Plan {
    /// True while the table is where it was when this was planned.
    pub fn is_current(&self, live: &Live) -> bool {
        self.seq == live.next_seq()
    }

    /// The move (slow for a deep search: call it without holding the lobby).
    pub fn choose(&self) -> Option<Ask> {
        self.game.computer_ask(self.level, &mut GameRng::seed_from_u64(self.seed))
    }
}

impl Live {
    /// The computer's move to work out for the chair on turn (a computer's, or a person's
    /// who is away or out of time).
    pub fn plan(&mut self) -> Option<Plan> {
        self.on_turn()?;
        let seed = self.rng.random::<u64>();
        self.steps.push(Step::Plan);
        Some(Plan { game: self.game.clone(), level: self.level, seq: self.next_seq(), seed })
    }

    /// Plays a planned move, unless the table moved on since it was planned. Returns the
    /// chair that moved.
    pub fn play_planned(&mut self, plan: &Plan, ask: Ask) -> Option<usize> {
        if !plan.is_current(self) {
            return None;
        }
        let chair = self.on_turn()?;
        self.ask(chair, ask, false).ok()?;
        Some(chair)
    }

    /// Plans, chooses and plays the move of the chair on turn at once (tests and tools).
    pub fn play_for_turn(&mut self) -> Option<usize> {
        let plan = self.plan()?;
        let ask = plan.choose()?;
        self.play_planned(&plan, ask)
    }
}
