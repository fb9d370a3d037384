//! What a round leaves behind: the showdown and the running win/loss record.

use crate::games::poker::hand::HandValue;

/// Rounds won, lost and pushed by the player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub pushes: u32,
}

/// Who took the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    PlayerWins,
    DealerWins,
    Push,
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
