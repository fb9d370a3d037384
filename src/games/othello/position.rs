//! `Position`: one board state with the side to move, its legal moves, playing a move or a
//! pass, game end and the JOA final score.

use std::fmt;

use super::Colour;
use super::bitboard;

/// A board and the side to move. Stored from the mover's point of view (`player` are the
/// discs of the side to move) so the engine never branches on colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) player: u64,
    pub(crate) opponent: u64,
    pub(crate) side: Colour,
}

/// A refused move: the square is off the board, taken, or flips nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub square: u8,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.square < 64 {
            write!(f, "{} is not a legal move", super::square_name(self.square))
        } else {
            write!(f, "square {} is off the board", self.square)
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The end of a game, scored as the Japan Othello Federation does: empty squares go to the
/// winner (34–29 with one empty is 35–29). The counts always add up to 64 unless drawn with
/// empties, where they stay as counted on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub black: u8,
    pub white: u8,
    /// `None` for a draw.
    pub winner: Option<Colour>,
}

impl Outcome {
    /// Black's final discs minus white's (JOA scoring).
    pub fn disc_diff(&self) -> i32 {
        i32::from(self.black) - i32::from(self.white)
    }
}

impl Position {
    /// The official start: white d4 e5, black d5 e4, black to move.
    pub fn start() -> Position {
        let (d4, e5, d5, e4) = (27, 36, 35, 28);
        Position {
            player: (1 << d5) | (1 << e4),
            opponent: (1 << d4) | (1 << e5),
            side: Colour::Black,
        }
    }

    /// A position from the black and white disc sets. Overlapping squares count as black.
    pub fn from_discs(black: u64, white: u64, to_move: Colour) -> Position {
        let white = white & !black;
        match to_move {
            Colour::Black => Position { player: black, opponent: white, side: to_move },
            Colour::White => Position { player: white, opponent: black, side: to_move },
        }
    }

    pub fn side_to_move(&self) -> Colour {
        self.side
    }

    /// The discs of one colour as a bitboard.
    pub fn discs(&self, colour: Colour) -> u64 {
        if colour == self.side { self.player } else { self.opponent }
    }

    /// Squares where the side to move may play.
    pub fn legal_moves(&self) -> u64 {
        bitboard::moves(self.player, self.opponent)
    }

    pub fn is_legal(&self, sq: u8) -> bool {
        sq < 64 && self.legal_moves() & (1 << sq) != 0
    }

    /// The discs that would turn if the side to move played `sq` (empty when illegal): what
    /// the UI animates.
    pub fn flips(&self, sq: u8) -> u64 {
        if sq >= 64 || (self.player | self.opponent) & (1 << sq) != 0 {
            return 0;
        }
        bitboard::flips(self.player, self.opponent, sq)
    }

    /// Plays `sq` for the side to move; the other side moves next.
    pub fn play(&self, sq: u8) -> Result<Position, IllegalMove> {
        let f = self.flips(sq);
        if f == 0 {
            return Err(IllegalMove { square: sq });
        }
        Ok(self.play_unchecked(sq, f))
    }

    /// Applies a move whose flips are known to be non-empty.
    #[inline]
    pub(crate) fn play_unchecked(&self, sq: u8, flips: u64) -> Position {
        Position {
            player: self.opponent & !flips,
            opponent: self.player | flips | (1 << sq),
            side: self.side.opponent(),
        }
    }

    /// The forced pass: `Some` only when the side to move has no legal move and the opponent
    /// has one (a player who can move may not pass; a finished game has no pass).
    pub fn pass(&self) -> Option<Position> {
        if self.legal_moves() != 0 || self.is_game_over() {
            return None;
        }
        Some(self.swapped())
    }

    /// The same board with the other side to move (no legality check).
    #[inline]
    pub(crate) fn swapped(&self) -> Position {
        Position { player: self.opponent, opponent: self.player, side: self.side.opponent() }
    }

    /// True when neither side can move (a full board included).
    pub fn is_game_over(&self) -> bool {
        self.legal_moves() == 0 && bitboard::moves(self.opponent, self.player) == 0
    }

    /// True when the side to move must pass (it has no move but the opponent has).
    pub fn must_pass(&self) -> bool {
        self.pass().is_some()
    }

    /// Discs of `colour` on the board, as counted (no JOA adjustment).
    pub fn disc_count(&self, colour: Colour) -> u32 {
        self.discs(colour).count_ones()
    }

    pub fn empty_count(&self) -> u32 {
        64 - (self.player | self.opponent).count_ones()
    }

    /// Who holds `sq`, if anyone.
    pub fn cell(&self, sq: u8) -> Option<Colour> {
        if sq >= 64 {
            return None;
        }
        let bit = 1u64 << sq;
        if self.player & bit != 0 {
            Some(self.side)
        } else if self.opponent & bit != 0 {
            Some(self.side.opponent())
        } else {
            None
        }
    }

    /// The result once the game is over, with JOA scoring; `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_game_over() {
            return None;
        }
        let (b, w) = (self.disc_count(Colour::Black) as u8, self.disc_count(Colour::White) as u8);
        let empties = 64 - b - w;
        Some(match b.cmp(&w) {
            std::cmp::Ordering::Greater => {
                Outcome { black: b + empties, white: w, winner: Some(Colour::Black) }
            }
            std::cmp::Ordering::Less => {
                Outcome { black: b, white: w + empties, winner: Some(Colour::White) }
            }
            std::cmp::Ordering::Equal => Outcome { black: b, white: w, winner: None },
        })
    }
}

/// Final disc difference for the mover `p` against `o` with empties to the winner (JOA/FFO).
#[inline]
pub(crate) fn final_score(p: u64, o: u64) -> i32 {
    let (pc, oc) = (p.count_ones() as i32, o.count_ones() as i32);
    let diff = pc - oc;
    let empties = 64 - pc - oc;
    match diff.cmp(&0) {
        std::cmp::Ordering::Greater => diff + empties,
        std::cmp::Ordering::Less => diff - empties,
        std::cmp::Ordering::Equal => 0,
    }
}
