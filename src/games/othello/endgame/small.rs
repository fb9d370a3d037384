//! Few empties, where a node is too cheap for a transposition table or sorting: a null-window
//! scan of the empty squares with the odd quadrants first (parity), down to the dedicated
//! four-empties solver; and a plain full-window version for the rare principal-variation
//! node this low.

use super::super::bitboard::{flips, moves, neighbours};
use super::super::position::final_score;
use super::super::squares;
use super::Solver;

/// `NEIGHBOUR[sq]`: the squares around `sq`. A move there must flip one of them.
pub(super) const NEIGHBOUR: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let b = 1u64 << sq;
        let h = ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
        let row = b | h;
        t[sq] = h | (row << 8) | (row >> 8);
        sq += 1;
    }
    t
};
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;

/// `QUADRANT_OF[sq]`: the bit of the 4x4 quadrant holding `sq`.
pub(super) const QUADRANT_OF: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = 1 << ((sq % 8) / 4 + 2 * (sq / 32));
        sq += 1;
    }
    t
};

/// `QUADRANT_MASK[parity]`: the squares of the quadrants whose bits are set in `parity`.
const QUADRANT_MASK: [u64; 16] = {
    let quads = [
        0x0000_0000_0F0F_0F0F,
        0x0000_0000_F0F0_F0F0,
        0x0F0F_0F0F_0000_0000,
        0xF0F0_F0F0_0000_0000,
    ];
    let mut t = [0u64; 16];
    let mut i = 0;
    while i < 16 {
        let mut q = 0;
        while q < 4 {
            if i & (1 << q) != 0 {
                t[i] |= quads[q];
            }
            q += 1;
        }
        i += 1;
    }
    t
};

/// One bit per quadrant holding an odd number of empty squares.
pub(super) fn parity_of(empty: u64) -> u8 {
    squares(empty).fold(0, |acc, sq| acc ^ QUADRANT_OF[sq as usize])
}

/// The squares of the quadrants with an odd number of empties.
pub(super) fn odd_squares(parity: u8) -> u64 {
    QUADRANT_MASK[parity as usize & 15]
}

impl Solver {
    /// Null-window score (`beta = alpha + 1`) with `n` (5 to `SHALLOW`) empties `empty`.
    pub(super) fn shallow(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        empty: u64,
        parity: u8,
        n: u32,
    ) -> i32 {
        self.nodes += 1;
        let beta = alpha + 1;
        let odd = odd_squares(parity);
        let mut best = -65;
        for group in [empty & odd, empty & !odd] {
            for x in squares(group) {
                if NEIGHBOUR[x as usize] & o == 0 {
                    continue;
                }
                let f = flips(p, o, x);
                if f == 0 {
                    continue;
                }
                let bit = 1u64 << x;
                let (np, no, ne) = (o & !f, p | f | bit, empty & !bit);
                let np_parity = parity ^ QUADRANT_OF[x as usize];
                let s = if n == 5 {
                    -self.solve4(np, no, -beta, ne, np_parity)
                } else {
                    -self.shallow(np, no, -beta, ne, np_parity, n - 1)
                };
                if s > best {
                    if s >= beta {
                        return s;
                    }
                    best = s;
                }
            }
        }
        if best > -65 {
            return best;
        }
        if moves(o, p) != 0 {
            -self.shallow(o, p, -beta, empty, parity, n)
        } else {
            final_score(p, o)
        }
    }

    /// Exact score within (alpha, beta) for a principal-variation node with few empties: a
    /// plain fail-soft alpha-beta with parity ordering, null-window children after the first.
    pub(super) fn small_pv(&mut self, p: u64, o: u64, mut alpha: i32, beta: i32, n: u32) -> i32 {
        if beta == alpha + 1 {
            return self.null_window(p, o, alpha, n);
        }
        self.nodes += 1;
        let empty = !(p | o);
        if n == 0 {
            return final_score(p, o);
        }
        let odd = odd_squares(parity_of(empty));
        let candidates = empty & neighbours(o);
        let mut best = -65;
        for group in [candidates & odd, candidates & !odd] {
            for x in squares(group) {
                let f = flips(p, o, x);
                if f == 0 {
                    continue;
                }
                let (np, no) = (o & !f, p | f | (1u64 << x));
                let mut s = if best == -65 {
                    -self.small_pv(np, no, -beta, -alpha, n - 1)
                } else {
                    -self.null_window(np, no, -alpha - 1, n - 1)
                };
                if best > -65 && s > alpha && s < beta {
                    s = -self.small_pv(np, no, -beta, -alpha, n - 1);
                }
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
        if moves(o, p) != 0 { -self.small_pv(o, p, -beta, -alpha, n) } else { final_score(p, o) }
    }

    /// The null-window search for any number of empties: picks the routine for `n`.
    pub(super) fn null_window(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        let empty = !(p | o);
        match n {
            0 => {
                self.nodes += 1;
                final_score(p, o)
            }
            1 => {
                self.nodes += 1;
                super::last::solve1(p, alpha, empty.trailing_zeros() as u8)
            }
            2 => {
                let x1 = empty.trailing_zeros() as u8;
                let x2 = (63 - empty.leading_zeros()) as u8;
                self.solve2(p, o, alpha, x1, x2)
            }
            3 => {
                let mut xs = [0u8; 3];
                for (i, sq) in squares(empty).enumerate() {
                    xs[i] = sq;
                }
                self.solve3(p, o, alpha, xs)
            }
            4 => self.solve4(p, o, alpha, empty, parity_of(empty)),
            _ if n <= super::SHALLOW => self.shallow(p, o, alpha, empty, parity_of(empty), n),
            _ => self.nws(p, o, alpha, n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quadrant_tables_agree() {
        assert_eq!(QUADRANT_OF[0], 1);
        assert_eq!(QUADRANT_OF[7], 2);
        assert_eq!(QUADRANT_OF[56], 4);
        assert_eq!(QUADRANT_OF[63], 8);
        assert_eq!(parity_of(0b111), 1);
        assert_eq!(odd_squares(1) & 1, 1);
        assert_eq!(NEIGHBOUR[0], 0x302);
    }
}
