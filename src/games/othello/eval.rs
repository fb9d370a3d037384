//! Static evaluation for the mid-game search, from the mover's point of view, in units of
//! 1/`UNITS_PER_DISC` of a final disc. Terms: a square-weight table, X/C-squares next to
//! empty corners, stable discs, mobility, potential mobility (frontier), and raw disc count
//! near the end. Weights shift with the phase (number of empty squares): mobility matters
//! most in the opening and middle game, discs only in the last stretch.

use super::bitboard::{CORNERS, moves, neighbours, stable};

/// Evaluation units per final disc: `score / UNITS_PER_DISC` approximates the final disc
/// difference.
pub const UNITS_PER_DISC: i32 = 10;

/// Square weights with the X/C penalties left out (those depend on the corner, see below).
#[rustfmt::skip]
const WEIGHTS: [i32; 64] = [
    60,  0, 10,  5,  5, 10,  0, 60,
     0,  0, -2, -2, -2, -2,  0,  0,
    10, -2,  2,  1,  1,  2, -2, 10,
     5, -2,  1,  0,  0,  1, -2,  5,
     5, -2,  1,  0,  0,  1, -2,  5,
    10, -2,  2,  1,  1,  2, -2, 10,
     0,  0, -2, -2, -2, -2,  0,  0,
    60,  0, 10,  5,  5, 10,  0, 60,
];

/// Per corner: the corner square, its X-square and its two C-squares.
const CORNER_ZONES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

const X_PENALTY: i32 = 45;
const C_PENALTY: i32 = 15;
const STABLE_WEIGHT: i32 = 12;

fn table(b: u64) -> i32 {
    let mut sum = 0;
    let mut rest = b;
    while rest != 0 {
        sum += WEIGHTS[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    sum
}

/// Penalty for the mover's discs on X/C-squares whose corner is still empty.
fn corner_risk(b: u64, empty: u64) -> i32 {
    let mut risk = 0;
    for &(corner, x, c) in &CORNER_ZONES {
        if corner & empty != 0 {
            risk += X_PENALTY * (b & x).count_ones() as i32;
            risk += C_PENALTY * (b & c).count_ones() as i32;
        }
    }
    risk
}

/// The evaluation of a position that is not over, for the mover `p` against `o`.
pub fn evaluate(p: u64, o: u64) -> i32 {
    let empty = !(p | o);
    let empties = empty.count_ones() as i32;
    let mob_p = moves(p, o).count_ones() as i32;
    let mob_o = moves(o, p).count_ones() as i32;
    // Potential mobility: empty squares beside the opponent are future moves for us.
    let pot_p = (neighbours(o) & empty).count_ones() as i32;
    let pot_o = (neighbours(p) & empty).count_ones() as i32;
    let mut score = table(p) - table(o);
    score -= corner_risk(p, empty) - corner_risk(o, empty);
    if (p | o) & (CORNERS | super::bitboard::EDGES) != 0 {
        let st = stable(p, o).count_ones() as i32 - stable(o, p).count_ones() as i32;
        score += STABLE_WEIGHT * st;
    }
    // Phase weights: mobility 12 → 6 units per move, frontier 4 → 1, discs 0 → 6 per disc.
    let mob_w = 6 + empties / 10;
    let pot_w = 1 + empties / 20;
    score += mob_w * (mob_p - mob_o) + pot_w * (pot_p - pot_o);
    if empties < 16 {
        let disc_w = (16 - empties) / 3;
        score += disc_w * (p.count_ones() as i32 - o.count_ones() as i32);
    }
    score
}
