//! Othello (RULES.md §2): the rules on bitboards, the game record (and GGF games), perft, and
//! the computer players (evaluation, alpha-beta search, exact endgame solver, the 1–10 ladder).
//!
//! Squares are numbered a1 = 0, b1 = 1, … h1 = 7, a2 = 8 … h8 = 63 (columns a–h left to
//! right, rows 1–8 top to bottom); a set of squares is a `u64` with bit `sq` set.
//!
//! Decisions where RULES.md is silent:
//! - Scores reported by the engine (`SearchResult::score`, `solve`, `evaluate_for_black`) are
//!   final disc differences with empty squares going to the winner, the JOA / FFO convention,
//!   so they agree with [`Outcome`].
//! - A [`Game`] record skips passes (`f5d6c3…`); when a record is read back the passes are
//!   re-inserted wherever the side to move has no legal move.
//! - When the side to move must pass, [`solve`] and [`search`] answer `best: None` with the
//!   score after the forced pass, still from the passing side's point of view.
//! - Perft counts match the published table with passes as plies (depth 10 is 24,571,284).

mod bitboard;
mod book;
mod calibration;
mod endgame;
mod eval;
mod fit;
mod flip;
mod game;
mod ggf;
mod ladder;
mod learned;
mod move_values;
mod movelist;
mod notation;
mod openings;
mod pattern;
mod perft;
mod players;
mod position;
#[cfg(test)]
mod random_positions;
mod review;
mod search;
mod selfplay;
mod symmetry;
pub mod table;

pub use book::{BOOK_VERSION, Book, BookError, BookMove, BookRecipe, SHIPPED_BOOK, build_book};
pub use endgame::{SolveResult, solve, solve_until, solve_with_limit, solve_wld_until};
pub use game::Game;
pub use ggf::parse_ggf;
pub use ladder::{MAX_DEPTH, Player, STRENGTHS, Strength, Thought, rank_moves, think};
pub use move_values::{MoveValue, move_values};
pub use notation::{
    BoardParseError, board_string, parse_board, parse_record, parse_record_from, parse_square,
    square_name,
};
pub use openings::{Opening, named_lines, opening};
pub use perft::perft;
pub use players::{
    HARD_NODES, choose_move, choose_move_until, choose_move_with_budget, evaluate_for_black, hint,
};
pub use position::{IllegalMove, Outcome, Position};
pub use review::{Account, Losses, MISTAKE_LOSS, MoveReview, account, losses, review_move};
pub use search::{Evaluator, SearchLimits, SearchResult, search};
/// The learned evaluation and its trainer's arithmetic (`asobi othello train`).
pub mod learning {
    pub use super::calibration::{Measured, PhaseError, held_out_positions, measure, summarise};
    pub use super::fit::{FitOptions, Sample, fit, load_phase, phase_of, rms_error, store_phase};
    pub use super::learned::{EvalState, FORMAT_VERSION, SHIPPED_WEIGHTS, Weights, WeightsError};
    pub use super::pattern::{LAYOUT, PHASES, phase};
    pub use super::search::{MpcLine, MpcRow, fit_multi_probcut};
    pub use super::selfplay::{Labeller, SelfPlayer, selfplay_game};
}

/// A disc colour; also names a player (black moves first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    /// The other colour.
    pub fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// "black" or "white".
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }
}

/// Iterates over the squares of a bitboard, lowest first.
pub fn squares(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(sq)
    })
}
