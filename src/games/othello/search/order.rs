//! Move ordering of the mid-game search: the transposition table's two moves first; near the
//! leaves corners first and X-squares last; higher in the tree (where a good order saves the
//! most) by the evaluation of the position after the move and the replies it leaves.

use super::super::bitboard::{CORNERS, X_SQUARES, flips, moves};
use super::super::eval::UNITS_PER_DISC;
use super::super::learned::EvalState;
use super::super::movelist::List;
use super::super::squares;
use super::{Evaluator, play};

/// From this remaining depth moves are ordered by the replies they leave the opponent.
const MOBILITY_ORDER_DEPTH: u32 = 3;
/// From this remaining depth moves are ordered by the evaluation after them too.
pub(super) const EVAL_ORDER_DEPTH: u32 = 5;
/// Each reply left to the opponent counts as this many evaluation units against a move.
const MOBILITY_WEIGHT: i32 = 2 * UNITS_PER_DISC;

/// The root's moves, best first by the evaluation after each (the first iteration's order).
pub(super) fn root_list(p: u64, o: u64, st: &EvalState, eval: Evaluator) -> Vec<u8> {
    let list = ordered(p, o, st, moves(p, o), EVAL_ORDER_DEPTH, [super::tt::NO_MOVE; 2], eval);
    list.to_vec()
}

/// The legal moves `mv` of `p` in search order for a node `depth` plies above the leaves.
pub(super) fn ordered(
    p: u64,
    o: u64,
    st: &EvalState,
    mv: u64,
    depth: u32,
    tt_moves: [u8; 2],
    eval: Evaluator,
) -> List {
    let mut list = List::new();
    for sq in squares(mv) {
        let key = if sq == tt_moves[0] {
            i32::MAX
        } else if sq == tt_moves[1] {
            i32::MAX - 1
        } else if depth >= EVAL_ORDER_DEPTH {
            let (np, no, cs) = play(p, o, st, sq);
            let replies = moves(np, no);
            if replies == 0 {
                // The opponent must pass (or the game ends): usually excellent, tried early.
                i32::MAX / 2
            } else {
                -eval.evaluate(np, no, &cs, replies) - MOBILITY_WEIGHT * replies.count_ones() as i32
            }
        } else {
            let bit = 1u64 << sq;
            let mut key =
                i32::from(bit & CORNERS != 0) * 100 - i32::from(bit & X_SQUARES != 0) * 50;
            if depth >= MOBILITY_ORDER_DEPTH {
                let f = flips(p, o, sq);
                key -= 8 * moves(o & !f, p | f | bit).count_ones() as i32;
            }
            key
        };
        list.push(sq, key);
    }
    list.sort();
    list
}
