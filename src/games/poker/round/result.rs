//! What a round leaves behind: the showdown and the running win/loss record.

use serde::{Deserialize, Serialize};

use crate::games::poker::hand::HandValue;

/// Rounds won, lost and pushed by the player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub pushes: u32,
}

/// Who took the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    PlayerWins,
    DealerWins,
    Push,
}

impl Outcome {
    /// Who takes a round with these hands: the stronger, or nobody when they are equal.
    pub fn of(player: &HandValue, dealer: &HandValue) -> Outcome {
        match player.cmp_strength(dealer) {
            std::cmp::Ordering::Greater => Outcome::PlayerWins,
            std::cmp::Ordering::Less => Outcome::DealerWins,
            std::cmp::Ordering::Equal => Outcome::Push,
        }
    }

    /// The change to the player's points when `bet` goes this way.
    pub fn delta(self, bet: u32) -> i64 {
        match self {
            Outcome::PlayerWins => i64::from(bet),
            Outcome::DealerWins => -i64::from(bet),
            Outcome::Push => 0,
        }
    }
}

impl Record {
    /// The rounds that went `outcome`'s way.
    pub fn count(&self, outcome: Outcome) -> u32 {
        match outcome {
            Outcome::PlayerWins => self.wins,
            Outcome::DealerWins => self.losses,
            Outcome::Push => self.pushes,
        }
    }
}

/// The result of a showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Showdown {
    pub player: HandValue,
    pub dealer: HandValue,
    pub outcome: Outcome,
    pub bet: u32,
    /// Change to the player's points: `+bet`, `-bet` or 0.
    pub delta: i64,
    /// The player's points after the round.
    pub points: u32,
}
