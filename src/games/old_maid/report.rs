//! What Old Maid hands back to the UI: the record of one draw, discarded pairs, and errors.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::cards::Card;

/// One pair on the discard pile and who threw it away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discard {
    pub seat: usize,
    pub cards: [Card; 2],
}

/// Everything that happened in one draw, in order, so a UI can animate it step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawReport {
    /// The seat that drew.
    pub drawer: usize,
    /// The seat drawn from.
    pub victim: usize,
    /// The position picked in the victim's hand (before the draw).
    pub position: usize,
    /// The card that moved.
    pub card: Card,
    /// The pair the drawer discarded because of this card (the partner first, the drawn card
    /// second), if any. When `None` the card sits at the end of the drawer's hand.
    pub pair: Option<[Card; 2]>,
    /// Seats that went out during this draw, in the order they did: the victim first (their
    /// last card left them the moment it was drawn), then the drawer (their pair went down).
    pub went_out: Vec<usize>,
    /// Who draws next; `None` when the game is over.
    pub next_drawer: Option<usize>,
    /// True when this draw ended the game.
    pub game_over: bool,
}

/// Why a draw was refused. The game is unchanged after an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalDraw {
    /// Nobody draws any more.
    GameOver,
    /// `position` is not a card in the victim's hand of `len` cards.
    OutOfRange { position: usize, len: usize },
}

impl fmt::Display for IllegalDraw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalDraw::GameOver => f.write_str("the game is over"),
            IllegalDraw::OutOfRange { position, len } => {
                write!(f, "there is no card at position {position} (the hand holds {len})")
            }
        }
    }
}

impl std::error::Error for IllegalDraw {}

/// A player count outside 2..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadPlayerCount(pub usize);

impl fmt::Display for BadPlayerCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Old Maid needs 2 to 6 players ({} given)", self.0)
    }
}

impl std::error::Error for BadPlayerCount {}
