//! Every legal move's value for the side to move, for analysis on the board: each move is
//! scored by a search of the position after it (the same search the computer players use,
//! exact once few enough squares are empty), negated to the mover's view, best first.
//! A roomy budget also solves the positions after a move from `VALUE_EXACT_EMPTIES` (20)
//! empties, so analysis deepening in the background turns exact there.

use super::endgame::solve_until;
use super::players::{VALUE_EXACT_EMPTIES, search_value, value_thought};
use super::symmetry::canonical;
use super::{Position, squares};
use crate::games::stop::StopFlag;

/// A solve may take this many times a move's search budget before it gives way to the search.
const SOLVE_FACTOR: u64 = 25;
/// Below this budget a move is solved only when few squares are empty: a solve from 15
/// empties up sets up a large table, too dear for the first, quick passes.
const SOLVE_FROM_NODES: u64 = 1_000_000;
/// Empties (after the move) that any budget solves.
const CHEAP_EMPTIES: u32 = 14;

/// One legal move and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub square: u8,
    /// For the side to move, in discs: the final disc difference expected after this move
    /// (empties to the winner), exact when `exact`.
    pub score: i32,
    /// Plies searched, this move included.
    pub depth: u32,
    pub exact: bool,
}

/// Each legal move of `pos` searched `depth` plies deep (the move itself included) within
/// `nodes` nodes a move, best first. Empty when the side to move has no move;
/// `None` once `stop` is raised (nobody wants the answer any more).
///
/// The values are comparable: either every one is exact, or every one comes from a search
/// of the same depth (the least any move reached within its budget; a move that went deeper
/// is searched again to that depth, which repeats its own earlier iteration exactly). A loss
/// is then one value minus another of the same kind, not a deep value against a shallow one
/// that the evaluation's odd/even swing would make discs apart.
pub fn move_values(
    pos: &Position,
    depth: u32,
    nodes: u64,
    stop: &StopFlag,
) -> Option<Vec<MoveValue>> {
    let mut values = Vec::new();
    for square in squares(pos.legal_moves()) {
        let after = pos.play(square).expect("a legal move");
        let empties = after.empty_count();
        let worth = empties <= CHEAP_EMPTIES
            || (empties <= VALUE_EXACT_EMPTIES && nodes >= SOLVE_FROM_NODES);
        let solved =
            worth.then(|| solve_until(&after, nodes.saturating_mul(SOLVE_FACTOR), stop)).flatten();
        let value = match solved {
            Some(r) => {
                MoveValue { square, score: -r.score, depth: after.empty_count() + 1, exact: true }
            }
            None => {
                let t = value_thought(&after, nodes, depth.saturating_sub(1), stop);
                MoveValue {
                    square,
                    score: -t.score.unwrap_or(0),
                    depth: t.depth + 1,
                    exact: t.exact,
                }
            }
        };
        if stop.is_stopped() {
            return None;
        }
        values.push(value);
    }
    if values.iter().any(|v| !v.exact) {
        // The least depth reached (a search that finished not even one ply counts as one).
        let common = values.iter().filter(|v| !v.exact).map(|v| v.depth.max(2)).min();
        let common = common.unwrap_or(2);
        for v in values.iter_mut().filter(|v| v.exact || v.depth > common) {
            let after = pos.play(v.square).expect("a legal move");
            *v = searched(&after, v.square, nodes, common - 1, stop);
            if stop.is_stopped() {
                return None;
            }
        }
    }
    // Equal values in the order of the positions they lead to (canonical images), not of
    // their squares: every image of `pos` then names the same move best.
    values.sort_by_cached_key(|v| {
        let (after, _) = canonical(&pos.play(v.square).expect("a legal move"));
        (std::cmp::Reverse(v.score), after.player, after.opponent, v.square)
    });
    Some(values)
}

/// The value of `square`, played to reach `after`, by the mid-game search of `after` to at
/// most `depth` plies within `nodes` (the search a value to show uses when no solve fits).
fn searched(after: &Position, square: u8, nodes: u64, depth: u32, stop: &StopFlag) -> MoveValue {
    let t = search_value(after, nodes, depth, stop);
    MoveValue { square, score: -t.score.unwrap_or(0), depth: t.depth + 1, exact: t.exact }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::othello::{parse_board, solve};

    /// A position `empties` from the end, reached by always playing the middle legal move.
    fn endgame(empties: u32) -> Position {
        let mut pos = Position::start();
        while pos.empty_count() > empties {
            let moves: Vec<u8> = squares(pos.legal_moves()).collect();
            pos = match moves.get(moves.len() / 2) {
                Some(&sq) => pos.play(sq).unwrap(),
                None => pos.pass().expect("this line of play does not end early"),
            };
        }
        pos
    }

    #[test]
    fn near_the_end_every_value_is_the_exact_solve_of_that_move() {
        // Each move's value is minus the solve of the position after it.
        let pos = endgame(14);
        assert!(pos.legal_moves() != 0, "a position with moves");
        let values = move_values(&pos, 4, 1_000_000, &StopFlag::never()).expect("not stopped");
        assert_eq!(values.len(), squares(pos.legal_moves()).count());
        for v in &values {
            let after = pos.play(v.square).unwrap();
            assert!(v.exact, "{v:?}");
            assert_eq!(v.score, -solve(&after).score, "{v:?}");
        }
        assert_eq!(values[0].score, solve(&pos).score, "the best value is the position's");
        assert!(values.windows(2).all(|w| w[0].score >= w[1].score), "best first");
    }

    #[test]
    fn a_raised_flag_gives_no_values_and_no_move_gives_none() {
        let stop = StopFlag::new();
        stop.stop();
        assert_eq!(move_values(&Position::start(), 3, 10_000, &stop), None);
        let full = parse_board(&format!("{} X", "X".repeat(64))).unwrap();
        assert_eq!(move_values(&full, 3, 10_000, &StopFlag::never()), Some(Vec::new()));
    }
}
