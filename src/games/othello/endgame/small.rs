//! The last few empties of the exact solver: no sorting, just a scan of the empty squares
//! with the odd quadrants first (parity), and a direct count for the very last square.

use super::super::bitboard::{flips, neighbours};
use super::super::position::final_score;
use super::super::squares;
use super::Solver;

/// The four 4x4 quadrants of the board.
const QUADRANTS: [u64; 4] =
    [0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000, 0xF0F0_F0F0_0000_0000];

impl Solver {
    /// The last few empties: scan the empty squares, odd quadrants first (parity).
    pub(super) fn small(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        empty: u64,
        n: u32,
    ) -> i32 {
        if n == 1 {
            self.nodes += 1;
            return last_one(p, o, empty.trailing_zeros() as u8);
        }
        self.nodes += 1;
        let odd = odd_quadrants(empty);
        let mut best = -65;
        // A move must touch an opponent disc.
        let candidates = empty & neighbours(o);
        for group in [candidates & odd, candidates & !odd] {
            for sq in squares(group) {
                let f = flips(p, o, sq);
                if f == 0 {
                    continue;
                }
                let bit = 1u64 << sq;
                let s = -self.small(o & !f, p | f | bit, -beta, -alpha, empty & !bit, n - 1);
                if s > best {
                    best = s;
                    if s > alpha {
                        alpha = s;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best > -65 {
            return best;
        }
        // No move: pass if the opponent can play, else the game is over.
        if squares(empty).any(|sq| flips(o, p, sq) != 0) {
            -self.small(o, p, -beta, -alpha, empty, n)
        } else {
            final_score(p, o)
        }
    }
}

/// The quadrants holding an odd number of empty squares: playing there first tends to leave
/// the last move of each region to the mover (parity).
pub(super) fn odd_quadrants(empty: u64) -> u64 {
    QUADRANTS.iter().filter(|&&q| (empty & q).count_ones() & 1 == 1).fold(0, |a, &q| a | q)
}

/// Exact score with one empty square `sq`: the mover plays it if it can, else the opponent,
/// else the game ends with the empty square going to the winner.
#[inline]
fn last_one(p: u64, o: u64, sq: u8) -> i32 {
    let pc = p.count_ones() as i32;
    let f = flips(p, o, sq).count_ones() as i32;
    if f > 0 {
        return 2 * (pc + f + 1) - 64;
    }
    let g = flips(o, p, sq).count_ones() as i32;
    if g > 0 {
        return 2 * (pc - g) - 64;
    }
    let d = 2 * pc - 63;
    if d > 0 { d + 1 } else { d - 1 }
}
