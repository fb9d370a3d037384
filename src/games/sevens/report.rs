//! The small value types a Killer Sevens game hands out: actions, what a turn did, why a move
//! was refused, each seat's status and the final standings.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::cards::Card;

/// One turn's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    Play(Card),
    /// Also the only action of a player who cannot play; it may eliminate them
    /// (see [`super::Game::pass_eliminates`]).
    Pass,
}

/// Where a seat stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Still holds cards and takes turns.
    Playing,
    /// Emptied their hand (by playing or by having cards killed); `order` is 1 for the first
    /// player out.
    Out { order: u8 },
    /// Could not play with no pass left; `order` is 1 for the first player eliminated.
    Eliminated { order: u8 },
}

/// An eliminated player's cards laid on the table and what that laying killed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Elimination {
    pub seat: usize,
    /// The cards laid into their cells as PLAYED (ownerless).
    pub laid: Vec<Card>,
    /// Cells killed next to the laid cards, with the seat that held each card.
    pub killed: Vec<(Card, usize)>,
}

/// Everything one action changed, in the order an animation should show it: the card placed,
/// the cells killed, the elimination (with its own kills), who went out, whose turn is next.
/// Serialisable because the screen keeps its last few in a saved game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnReport {
    /// Who acted.
    pub seat: usize,
    pub action: Action,
    /// Cells killed by the placed card, with the seat that held each card (it counts against
    /// that seat). Empty for a pass.
    pub killed: Vec<(Card, usize)>,
    /// Set when this action was a forced pass that eliminated the acting player.
    pub eliminated: Option<Elimination>,
    /// Seats whose hands emptied during this action, in finishing order.
    pub went_out: Vec<usize>,
    /// Whose turn it is now; `None` when the game is over.
    pub next_player: Option<usize>,
    /// After a pass under a pass limit: how many passes the seat has left, so a log read later
    /// tells what was true then. `None` for a play, under unlimited passes, and in reports
    /// saved before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passes_left: Option<u8>,
}

/// Why `play` or `pass` refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    NotYourTurn,
    NotInHand(Card),
    /// The card's cell is not EMPTY next to a played card connected to a 7.
    NotPlayable(Card),
    /// Passing while able to play, with no pass left (or under the unlimited-pass rule).
    MustPlay,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::NotYourTurn => f.write_str("it is not your turn"),
            IllegalMove::NotInHand(c) => write!(f, "{c} is not in your hand"),
            IllegalMove::NotPlayable(c) => write!(f, "{c} cannot be played yet"),
            IllegalMove::MustPlay => f.write_str("you can play, so you cannot pass"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// One line of the final ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 = best.
    pub place: usize,
    pub seat: usize,
    /// Cards of this seat that were killed.
    pub killed: u8,
    pub status: Status,
}
