//! The last four empties, null-window only (`beta = alpha + 1`): unrolled loops over the
//! remaining squares in parity order (odd quadrants first), a move tried only next to an
//! opponent disc, and for the very last square a count of the flips, never the board after.
//!
//! The order is made once, at four empties; the three squares left after a move keep it.
//! Sorting them again by the new parity cost a tenth of the solver's instructions and saved
//! no nodes (FFO #40: 3.72 G instructions and 13.60 M nodes against 3.30 G and 13.61 M).

use super::super::bitboard::flips;
use super::super::flip::last_flip_count;
use super::super::position::final_score;
use super::Solver;
use super::small::{NEIGHBOUR, QUADRANT_OF};

/// The final score for the mover `p` when only `x` is empty. A pass can only lower the
/// mover's score, so when even the pass's best case is at most `alpha` that bound is
/// answered without counting the opponent's flips (a fail-soft upper bound).
#[inline(always)]
pub(super) fn solve1(p: u64, alpha: i32, x: u8) -> i32 {
    let pc = p.count_ones() as i32;
    let n = last_flip_count(p, x);
    if n > 0 {
        return 2 * (pc + n + 1) - 64;
    }
    // Neither plays: 2pc - 63 discs, the empty square to the winner. The opponent playing
    // takes at least one disc more.
    let neither = if 2 * pc > 63 { 2 * pc - 62 } else { 2 * pc - 64 };
    if neither <= alpha {
        return neither;
    }
    let g = last_flip_count(!p & !(1u64 << x), x);
    if g > 0 { 2 * (pc - g) - 64 } else { neither }
}

impl Solver {
    /// Two empties `x1`, `x2`.
    #[inline(always)]
    pub(super) fn solve2(&mut self, p: u64, o: u64, alpha: i32, x1: u8, x2: u8) -> i32 {
        self.nodes += 1;
        let beta = alpha + 1;
        let mut best = -65;
        for (x, y) in [(x1, x2), (x2, x1)] {
            if NEIGHBOUR[x as usize] & o != 0 {
                let f = flips(p, o, x);
                if f != 0 {
                    let s = -solve1(o & !f, -beta, y);
                    if s > best {
                        if s >= beta {
                            return s;
                        }
                        best = s;
                    }
                }
            }
        }
        if best > -65 {
            return best;
        }
        // A pass: the opponent picks its best square, which is the mover's minimum.
        let mut worst = 65;
        for (x, y) in [(x1, x2), (x2, x1)] {
            if NEIGHBOUR[x as usize] & p != 0 {
                let f = flips(o, p, x);
                if f != 0 {
                    let s = solve1(p & !f, alpha, y);
                    if s < worst {
                        if s <= alpha {
                            return s;
                        }
                        worst = s;
                    }
                }
            }
        }
        if worst < 65 { worst } else { final_score(p, o) }
    }

    /// Three empties, searched in the order given (from `solve4`, or the squares' order).
    pub(super) fn solve3(&mut self, p: u64, o: u64, alpha: i32, xs: [u8; 3]) -> i32 {
        self.nodes += 1;
        let beta = alpha + 1;
        let mut best = -65;
        for (x, a, b) in [(xs[0], xs[1], xs[2]), (xs[1], xs[0], xs[2]), (xs[2], xs[0], xs[1])] {
            if NEIGHBOUR[x as usize] & o != 0 {
                let f = flips(p, o, x);
                if f != 0 {
                    let s = -self.solve2(o & !f, p | f | (1u64 << x), -beta, a, b);
                    if s > best {
                        if s >= beta {
                            return s;
                        }
                        best = s;
                    }
                }
            }
        }
        if best > -65 {
            return best;
        }
        if xs.iter().any(|&x| flips(o, p, x) != 0) {
            -self.solve3(o, p, -beta, xs)
        } else {
            final_score(p, o)
        }
    }

    /// Four empties `empty` with `parity` (a bit per quadrant holding an odd number of them).
    /// Playing into an odd quadrant first keeps the last move of a region for the mover; the
    /// three left after each move are searched in the same order.
    pub(super) fn solve4(&mut self, p: u64, o: u64, alpha: i32, empty: u64, parity: u8) -> i32 {
        self.nodes += 1;
        let beta = alpha + 1;
        let mut xs = [0u8; 4];
        let (mut odd, mut even) = (0, 3);
        for sq in super::super::squares(empty) {
            if QUADRANT_OF[sq as usize] & parity != 0 {
                xs[odd] = sq;
                odd += 1;
            } else {
                xs[even] = sq;
                even = even.wrapping_sub(1);
            }
        }
        let mut best = -65;
        for i in 0..4 {
            let x = xs[i];
            if NEIGHBOUR[x as usize] & o != 0 {
                let f = flips(p, o, x);
                if f != 0 {
                    let [a, b, c] = REST[i];
                    let rest = [xs[a], xs[b], xs[c]];
                    let s = -self.solve3(o & !f, p | f | (1u64 << x), -beta, rest);
                    if s > best {
                        if s >= beta {
                            return s;
                        }
                        best = s;
                    }
                }
            }
        }
        if best > -65 {
            return best;
        }
        if xs.iter().any(|&x| flips(o, p, x) != 0) {
            -self.solve4(o, p, -beta, empty, parity)
        } else {
            final_score(p, o)
        }
    }
}

/// `REST[i]`: the places of the other three squares when the `i`-th of four is played, in
/// their order.
const REST: [[usize; 3]; 4] = [[1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]];
