//! The discs a move flips, with one specialised routine per square: the eight ray masks of a
//! square are compile-time constants (a const generic), so the rays that leave the board cost
//! nothing and the others are a handful of register operations with no table loads. A `match`
//! picks the square's routine (a jump table).
//!
//! Each ray is decided by its first square that is not an opponent disc: if it holds one of
//! the mover's discs ("outflank"), every square before it flips. Towards higher square
//! numbers the first such square is found with a carry (adding one runs through a block of
//! set bits); towards lower numbers with a leading-zero count.

/// `RAYS[d][sq]`: every square strictly beyond `sq` in direction `d`. Directions 0..4
/// increase the square index (E, S, SE, SW), 4..8 decrease it (W, N, NW, NE).
const RAYS: [[u64; 64]; 8] = build_rays();

const fn build_rays() -> [[u64; 64]; 8] {
    let dirs: [(i32, i32); 8] =
        [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)];
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut c, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
            let mut ray = 0u64;
            loop {
                c += dirs[d].0;
                r += dirs[d].1;
                if c < 0 || c > 7 || r < 0 || r > 7 {
                    break;
                }
                ray |= 1u64 << (r * 8 + c);
            }
            rays[d][sq] = ray;
            sq += 1;
        }
        d += 1;
    }
    rays
}

/// Flips along a ray towards higher squares. `(o | !mask) + 1` carries through every bit
/// below the ray and every opponent disc on it, stopping at the ray's first other square.
#[inline(always)]
fn up(p: u64, o: u64, mask: u64) -> u64 {
    let outflank = (o | !mask).wrapping_add(1) & p & mask;
    outflank.wrapping_sub(u64::from(outflank != 0)) & mask
}

/// Flips along a ray towards lower squares: the highest ray square that is not an opponent
/// disc decides. `| 1` keeps the shift in range; bit 0 only counts if it lies on the ray.
#[inline(always)]
fn down(p: u64, o: u64, mask: u64) -> u64 {
    let blocker = (!o & mask) | 1;
    let outflank = (0x8000_0000_0000_0000u64 >> blocker.leading_zeros()) & p & mask;
    (outflank.wrapping_neg() << 1) & mask
}

/// One square's eight ray masks, one cache line: a flip reads a single line.
#[repr(C, align(64))]
struct SquareRays([u64; 8]);

static BY_SQUARE: [SquareRays; 64] = {
    let mut all = [const { SquareRays([0; 8]) }; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            all[sq].0[d] = RAYS[d][sq];
            d += 1;
        }
        sq += 1;
    }
    all
};

/// Discs that turn when the mover (`p`) plays on the empty square `sq` against `o`; zero when
/// the move brackets nothing.
#[inline]
pub fn flips(p: u64, o: u64, sq: u8) -> u64 {
    let r = &BY_SQUARE[sq as usize].0;
    (up(p, o, r[0]) | up(p, o, r[1]) | up(p, o, r[2]) | up(p, o, r[3]))
        | (down(p, o, r[4]) | down(p, o, r[5]) | down(p, o, r[6]) | down(p, o, r[7]))
}

/// The a-file, and the multiplier that gathers a shifted-down column into the top byte
/// (row `r` lands on bit `7 - r`: the products never overlap, so nothing carries).
const FILE_A: u64 = 0x0101_0101_0101_0101;
const COLUMN_GATHER: u64 = 0x8040_2010_0804_0201;

/// `DIAGONALS[sq]`: the two diagonals through `sq` (a1-h8 and h1-a8 directions), `sq`
/// included. Multiplying one by the a-file gathers its squares into the top byte by column.
const DIAGONALS: [[u64; 2]; 64] = {
    let mut t = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let b = 1u64 << sq;
        t[sq] = [b | RAYS[2][sq] | RAYS[6][sq], b | RAYS[3][sq] | RAYS[7][sq]];
        sq += 1;
    }
    t
};

/// `LINE_COUNT[i][line]`: discs flipped on a full line of eight by playing its empty square
/// `i`, where `line` has a bit for each of the mover's discs (the rest are the opponent's).
const LINE_COUNT: [[u8; 256]; 8] = {
    let mut t = [[0u8; 256]; 8];
    let mut i = 0;
    while i < 8 {
        let mut line = 0;
        while line < 256 {
            let mut total = 0;
            // Rightwards, then leftwards: opponent discs up to one of the mover's.
            let mut j = i + 1;
            while j < 8 && line & (1 << j) == 0 {
                j += 1;
            }
            if j < 8 {
                total += j - i - 1;
            }
            let mut j = i as i32 - 1;
            while j >= 0 && line & (1 << j) == 0 {
                j -= 1;
            }
            if j >= 0 {
                total += i - j as usize - 1;
            }
            t[i][line] = total as u8;
            line += 1;
        }
        i += 1;
    }
    t
};

/// How many discs the mover `p` flips by playing `sq` when `sq` is the only empty square
/// (every other square is the opponent's): the last move of a solve only needs this count.
/// Each of the four lines through `sq` is gathered into a byte and looked up.
#[inline]
pub fn last_flip_count(p: u64, sq: u8) -> i32 {
    let sq = sq as usize;
    let (r, c) = (sq / 8, sq % 8);
    let row = ((p >> (8 * r)) & 0xFF) as usize;
    let col = (((p >> c) & FILE_A).wrapping_mul(COLUMN_GATHER) >> 56) as usize;
    let [d1, d2] = DIAGONALS[sq];
    let diag1 = ((p & d1).wrapping_mul(FILE_A) >> 56) as usize;
    let diag2 = ((p & d2).wrapping_mul(FILE_A) >> 56) as usize;
    i32::from(LINE_COUNT[c][row])
        + i32::from(LINE_COUNT[7 - r][col])
        + i32::from(LINE_COUNT[c][diag1])
        + i32::from(LINE_COUNT[c][diag2])
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The plain definition: walk each of the eight directions square by square.
    fn walk(p: u64, o: u64, sq: u8) -> u64 {
        let mut all = 0;
        for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (mut c, mut r) = (i32::from(sq % 8), i32::from(sq / 8));
            let mut line = 0u64;
            loop {
                c += dc;
                r += dr;
                if !(0..8).contains(&c) || !(0..8).contains(&r) {
                    break;
                }
                let bit = 1u64 << (r * 8 + c);
                if o & bit != 0 {
                    line |= bit;
                } else {
                    if p & bit != 0 {
                        all |= line;
                    }
                    break;
                }
            }
        }
        all
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]
        #[test]
        fn flips_match_a_square_by_square_walk(a in any::<u64>(), b in any::<u64>(), sq in 0u8..64) {
            let bit = 1u64 << sq;
            let (p, o) = (a & !bit, b & !a & !bit);
            prop_assert_eq!(flips(p, o, sq), walk(p, o, sq));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]
        #[test]
        fn last_flip_count_matches_the_flips(a in any::<u64>(), sq in 0u8..64) {
            let bit = 1u64 << sq;
            let p = a & !bit;
            let o = !p & !bit;
            prop_assert_eq!(last_flip_count(p, sq), flips(p, o, sq).count_ones() as i32);
        }
    }

    #[test]
    fn full_rays_and_corners() {
        // a1 played with b1..g1 white and h1 black flips the six between.
        let o = 0x7E;
        assert_eq!(flips(0x80, o, 0), o);
        // Without the black h1 nothing turns.
        assert_eq!(flips(0, o, 0), 0);
        // h8 played against a full diagonal of white ending in a black a1.
        let diag = 0x0040_2010_0804_0200;
        assert_eq!(flips(1, diag, 63), diag);
    }
}
