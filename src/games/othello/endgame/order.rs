//! Move ordering for the solver's nodes with many empties, fastest first: the move that
//! leaves the opponent the fewest replies (corners counted twice) tends to be refuted least
//! and to have the smallest subtree. Ties are broken by our corner discs, the opponent's
//! potential mobility and parity; the stored best move and a wipe-out go first. From
//! `EVAL_ORDER_MIN` empties a shallow search over the learned evaluation adds its verdict,
//! as a good first move near the root saves the most.
//!
//! From `ETC_MIN` empties, while the list is built, the enhanced transposition cut-off looks
//! every child up in the table: one already known to be bad enough for the opponent ends the
//! node at once (below that the extra table reads cost more than they save, measured).

use super::super::bitboard::{CORNERS, flips, moves, neighbours};
use super::super::eval::UNITS_PER_DISC;
use super::super::learned::{EvalState, SHIPPED_WEIGHTS};
use super::super::position::final_score;
use super::super::squares;
use super::Solver;
use super::small::odd_squares;

/// Legal moves can never exceed the empty squares.
const CAPACITY: usize = 64;
/// From this many empties moves are also ordered by a shallow evaluation search.
pub(super) const EVAL_ORDER_MIN: u32 = 16;
/// The shallow search gains a ply every `EVAL_ORDER_STEP` empties above that.
const EVAL_ORDER_STEP: u32 = 2;
/// The shallow search is at most this deep (reached at 22 empties): its nodes are not
/// counted and it does not look at the stop flag, so it must stay small even for a solve of
/// a position far too large, which only the stop flag ends.
const EVAL_ORDER_MAX_DEPTH: u32 = 4;
/// Depth of the evaluation search that gives the root its first guess.
const GUESS_DEPTH: u32 = 4;
/// `eval_search`'s scale for a finished game's score, far above any evaluation.
const FINAL_SCALE: i32 = 1000;
/// From this many empties children are looked up for an enhanced transposition cut-off.
pub(super) const ETC_MIN: u32 = 14;

pub(super) struct MoveList {
    squares: [u8; CAPACITY],
    flips: [u64; CAPACITY],
    /// The opponent's replies after each move, handed to the child so it need not find them.
    replies: [u64; CAPACITY],
    keys: [i32; CAPACITY],
    len: usize,
}

impl MoveList {
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The `i`-th move after swapping the best of the rest into place `i` (lazy selection:
    /// most nodes cut off after their first move, so sorting everything would waste time).
    #[inline]
    pub(super) fn pick(&mut self, i: usize) -> (u8, u64, u64) {
        let mut b = i;
        for j in i + 1..self.len {
            if self.keys[j] > self.keys[b] {
                b = j;
            }
        }
        self.squares.swap(i, b);
        self.flips.swap(i, b);
        self.replies.swap(i, b);
        self.keys.swap(i, b);
        (self.squares[i], self.flips[i], self.replies[i])
    }
}

/// Our discs on corners, and on edge squares beside a corner we own: discs that are stable.
#[inline]
fn corner_stability(b: u64) -> i32 {
    let c = b & CORNERS;
    let beside = ((c << 1) & 0x0200_0000_0000_0002)
        | ((c >> 1) & 0x4000_0000_0000_0040)
        | ((c << 8) & 0x0000_0000_0000_8100)
        | ((c >> 8) & 0x0081_0000_0000_0000);
    (c | (beside & b)).count_ones() as i32
}

impl MoveList {
    pub(super) fn new() -> MoveList {
        MoveList {
            squares: [0; CAPACITY],
            flips: [0; CAPACITY],
            replies: [0; CAPACITY],
            keys: [0; CAPACITY],
            len: 0,
        }
    }
}

impl Solver {
    /// Fills the move list of the `n`-empties ply (one list per ply, reused: no copying)
    /// with the legal moves `mv` of `p` and their keys, the table's move `tt_move` first.
    /// With `etc_alpha`, a child whose stored upper bound already proves a score above that
    /// alpha ends the node: `Some(score)`.
    pub(super) fn order(
        &mut self,
        p: u64,
        o: u64,
        mv: u64,
        tt_move: u8,
        n: u32,
        etc_alpha: Option<i32>,
    ) -> Option<i32> {
        let list = &mut self.lists[n as usize];
        list.len = 0;
        let empty = !(p | o);
        let odd = odd_squares(super::small::parity_of(empty));
        let parity_weight = if n < 12 { 1 << 3 } else { 1 << 2 };
        let depth = if n >= EVAL_ORDER_MIN {
            (1 + (n - EVAL_ORDER_MIN) / EVAL_ORDER_STEP).min(EVAL_ORDER_MAX_DEPTH)
        } else {
            0
        };
        // The pattern indices read once here and updated move by move below: reading the
        // board afresh at each leaf of the shallow searches was a tenth of a solve.
        let state = (depth > 0).then(|| EvalState::new(p, o));
        for sq in squares(mv) {
            let f = flips(p, o, sq);
            let bit = 1u64 << sq;
            let (np, no) = (o & !f, p | f | bit);
            if let Some(alpha) = etc_alpha
                && let Some(e) = self.tt.probe(np, no)
                && -i32::from(e.upper) > alpha
            {
                return Some(-i32::from(e.upper));
            }
            let reply = moves(np, no);
            let key = if sq == tt_move {
                i32::MAX
            } else if np == 0 {
                i32::MAX - 1
            } else {
                let mobility = (reply.count_ones() + (reply & CORNERS).count_ones()) as i32;
                let potential = (neighbours(no) & empty & !bit).count_ones() as i32;
                let mut key = -(mobility << 15) + (corner_stability(no) << 11) - (potential << 5);
                if bit & odd != 0 {
                    key += parity_weight;
                }
                if let Some(state) = &state {
                    // The evaluation (about 10 units a disc) weighs like a fraction of a reply.
                    let child = state.play(sq, f);
                    key -= eval_search(np, no, &child, depth - 1, -i32::MAX, i32::MAX) << 10;
                }
                key
            };
            list.squares[list.len] = sq;
            list.flips[list.len] = f;
            list.replies[list.len] = reply;
            list.keys[list.len] = key;
            list.len += 1;
        }
        None
    }
}

/// The root's first guess at the exact score, in discs (even, as every exact score is): a
/// four-ply evaluation search, or the score itself when the game ends within it.
pub(super) fn guess(p: u64, o: u64) -> i32 {
    let units = eval_search(p, o, &EvalState::new(p, o), GUESS_DEPTH, -i32::MAX, i32::MAX);
    let discs =
        if units.abs() >= FINAL_SCALE { units / FINAL_SCALE } else { units / UNITS_PER_DISC };
    (discs & !1).clamp(-64, 64)
}

/// Plain alpha-beta over the learned evaluation (`learned.rs`, about 10 units a disc like the
/// hand-set one it replaced: 22 % fewer nodes on FFO #40-#44), only to order moves near the root.
/// `state` holds the pattern indices of `p` to move against `o`.
fn eval_search(p: u64, o: u64, state: &EvalState, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let mv = moves(p, o);
    if mv == 0 {
        if moves(o, p) == 0 {
            return final_score(p, o) * FINAL_SCALE;
        }
        return -eval_search(o, p, &state.pass(), depth, -beta, -alpha);
    }
    if depth == 0 {
        return SHIPPED_WEIGHTS.evaluate_with_moves(state.mover(), p, o, mv);
    }
    let mut best = -i32::MAX;
    for sq in squares(mv) {
        let f = flips(p, o, sq);
        let child = state.play(sq, f);
        let s = -eval_search(o & !f, p | f | (1 << sq), &child, depth - 1, -beta, -alpha);
        if s > best {
            best = s;
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_stability_counts_corners_and_their_edge_neighbours() {
        assert_eq!(corner_stability(0), 0);
        assert_eq!(corner_stability(1), 1);
        assert_eq!(corner_stability(1 | 2 | 256), 3);
        assert_eq!(corner_stability(2), 0, "b1 without a1 is not counted");
        assert_eq!(corner_stability(1 << 63 | 1 << 62 | 1 << 55), 3);
    }
}
