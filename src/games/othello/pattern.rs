//! The shapes of the learned evaluation (`learned.rs`): board patterns in the Logistello /
//! Edax family and a mobility table, and how a position is read into their indices.
//!
//! A pattern is a list of squares; a position reads it as a base-3 number (digit k is square
//! k of the list: 0 empty, 1 the side to move, 2 its opponent). Each pattern is placed on the
//! board in every distinct image under the 8 symmetries of the square (a *feature*), and all
//! images share one weight table. Where a pattern maps onto itself (a line read backwards, a
//! corner block transposed) two indices name the same shape; [`CANON`] picks one of
//! them, so the trainer fits one weight for both and the evaluation is exactly symmetric.

use std::sync::LazyLock;

/// The pattern shapes, each as (column, row) pairs of its base image.
const SHAPES: [&[(u8, u8)]; 11] = [
    // Rows 2, 3 and 4 (and their images: rows 5–7 and the columns).
    &[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1)],
    &[(0, 2), (1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (7, 2)],
    &[(0, 3), (1, 3), (2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (7, 3)],
    // Diagonals of 8, 7, 6, 5 and 4 squares.
    &[(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7)],
    &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)],
    &[(0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 7)],
    &[(0, 3), (1, 4), (2, 5), (3, 6), (4, 7)],
    &[(0, 4), (1, 5), (2, 6), (3, 7)],
    // An edge with its two X-squares.
    &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (1, 1), (6, 1)],
    // A corner's 3×3 block.
    &[(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2)],
    // A corner's 2×5 block (its transposed image is a different feature).
    &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (0, 1), (1, 1), (2, 1), (3, 1), (4, 1)],
];

/// Number of pattern shapes.
pub const SHAPE_COUNT: usize = SHAPES.len();
/// Features (pattern images) on the board: 4 × 3 rows, 2 + 4 × 4 diagonals, 4 edges,
/// 4 corners, 8 corner blocks.
pub const FEATURES: usize = 46;
/// Mobility is clamped to this many moves a side; the table has `MOB_SIDE²` entries.
pub const MOB_SIDE: usize = 32;
/// Most features through one square (a corner: 2 edges, 1 diagonal, 1 block, 2 2×5 blocks).
const MAX_PER_SQUARE: usize = 8;

/// The 8 symmetries of the board, on (column, row).
pub fn transform(t: usize, (x, y): (u8, u8)) -> (u8, u8) {
    let (x, y) = if t & 4 != 0 { (y, x) } else { (x, y) };
    let x = if t & 1 != 0 { 7 - x } else { x };
    let y = if t & 2 != 0 { 7 - y } else { y };
    (x, y)
}

fn square((x, y): (u8, u8)) -> u8 {
    y * 8 + x
}

/// The patterns' placement on the board and their weight-table layout.
pub struct Layout {
    /// Per feature: its shape and its squares in digit order.
    pub features: Vec<(usize, Vec<u8>)>,
    /// Per shape: the offset of its table in a phase's weights.
    pub offsets: [usize; SHAPE_COUNT],
    /// Per feature: the offset of its shape's table (`offsets` by feature, read once per
    /// feature at every leaf, so kept in one small array).
    pub feature_offsets: [u32; FEATURES],
    /// Offset of the mobility table.
    pub mob_offset: usize,
    /// Weights per phase.
    pub params: usize,
    /// Per square: the features through it and its digit's value (3^k) in each.
    pub by_square: [[(u8, u16); MAX_PER_SQUARE]; 64],
    pub by_square_len: [u8; 64],
}

/// The one layout, built on first use.
pub static LAYOUT: LazyLock<Layout> = LazyLock::new(Layout::build);

/// Per shape: each index's canonical twin (the least index naming the same shape). Only the
/// trainer and the tests need it, and working it out takes three quarters of what a search
/// process spends starting up (150 M instructions), so it is kept apart from `LAYOUT`.
pub static CANON: LazyLock<Vec<Vec<u32>>> =
    LazyLock::new(|| SHAPES.iter().map(|base| canonical_indices(base)).collect());

impl Layout {
    fn build() -> Layout {
        let mut features = Vec::new();
        let mut offsets = [0; SHAPE_COUNT];
        let mut next = 0;
        for (shape, base) in SHAPES.iter().enumerate() {
            let mut seen: Vec<Vec<u8>> = Vec::new();
            for t in 0..8 {
                let sqs: Vec<u8> = base.iter().map(|&c| square(transform(t, c))).collect();
                let mut set = sqs.clone();
                set.sort_unstable();
                if !seen.contains(&set) {
                    seen.push(set);
                    features.push((shape, sqs));
                }
            }
            offsets[shape] = next;
            next += 3usize.pow(base.len() as u32);
        }
        assert_eq!(features.len(), FEATURES);
        let mut by_square = [[(0u8, 0u16); MAX_PER_SQUARE]; 64];
        let mut by_square_len = [0u8; 64];
        for (f, (_, sqs)) in features.iter().enumerate() {
            for (k, &sq) in sqs.iter().enumerate() {
                let n = &mut by_square_len[sq as usize];
                by_square[sq as usize][*n as usize] = (f as u8, 3u16.pow(k as u32));
                *n += 1;
            }
        }
        let feature_offsets = std::array::from_fn(|f| offsets[features[f].0] as u32);
        Layout {
            features,
            feature_offsets,
            offsets,
            mob_offset: next,
            params: next + MOB_SIDE * MOB_SIDE,
            by_square,
            by_square_len,
        }
    }

    /// The features' indices for the mover `p` against `o`, read square by square (the full
    /// recomputation the incremental `EvalState` is checked against).
    pub fn indices(&self, p: u64, o: u64) -> [u16; FEATURES] {
        let mut out = [0u16; FEATURES];
        for (f, (_, sqs)) in self.features.iter().enumerate() {
            let mut idx = 0u16;
            for &sq in sqs.iter().rev() {
                idx = idx * 3 + ((p >> sq) & 1) as u16 + 2 * ((o >> sq) & 1) as u16;
            }
            out[f] = idx;
        }
        out
    }

    /// Where feature `f` at index `idx` sits in a phase's weights, before canonical folding.
    pub fn slot(&self, f: usize, idx: u16) -> usize {
        self.feature_offsets[f] as usize + idx as usize
    }

    /// The canonical slot of feature `f` at `idx`: both readings of a self-symmetric shape
    /// share it.
    pub fn canonical_slot(&self, f: usize, idx: u16) -> usize {
        let shape = self.features[f].0;
        self.offsets[shape] + CANON[shape][idx as usize] as usize
    }

    /// The slot of the mobility table for these move counts.
    pub fn mobility_slot(&self, mob_p: u32, mob_o: u32) -> usize {
        let c = |m: u32| (m as usize).min(MOB_SIDE - 1);
        self.mob_offset + c(mob_p) * MOB_SIDE + c(mob_o)
    }
}

/// For a shape, every index's least equivalent under the symmetries mapping the shape's
/// squares onto themselves.
fn canonical_indices(base: &[(u8, u8)]) -> Vec<u32> {
    let n = base.len();
    let mut perms: Vec<Vec<usize>> = Vec::new();
    for t in 0..8 {
        let image: Vec<(u8, u8)> = base.iter().map(|&c| transform(t, c)).collect();
        if let Some(perm) =
            image.iter().map(|c| base.iter().position(|b| b == c)).collect::<Option<Vec<_>>>()
        {
            perms.push(perm);
        }
    }
    let size = 3usize.pow(n as u32);
    (0..size)
        .map(|idx| {
            let digits: Vec<usize> = (0..n).map(|k| idx / 3usize.pow(k as u32) % 3).collect();
            perms
                .iter()
                .map(|perm| (0..n).map(|k| digits[perm[k]] * 3usize.pow(k as u32)).sum::<usize>())
                .min()
                .expect("the identity is always a symmetry") as u32
        })
        .collect()
}

/// Game phase of a position with `empties` empty squares: 0 (the last four) to `PHASES - 1`.
pub fn phase(empties: u32) -> usize {
    ((empties.saturating_sub(1) / 4) as usize).min(PHASES - 1)
}

/// Phases of the evaluation, four empties each.
pub const PHASES: usize = 15;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_places_every_feature_once() {
        let l = &*LAYOUT;
        assert_eq!(l.features.len(), FEATURES);
        // Every square is in some feature; a corner is in the most.
        assert!(l.by_square_len.iter().all(|&n| n >= 2));
        assert_eq!(l.by_square_len[0] as usize, MAX_PER_SQUARE - 2);
        assert_eq!(l.params, l.mob_offset + MOB_SIDE * MOB_SIDE);
    }

    #[test]
    fn a_line_read_backwards_is_the_same_shape() {
        let canon = &CANON[0];
        // Row 2 with one mover disc at its first square, or at its last.
        assert_eq!(canon[1], canon[3usize.pow(7)]);
        assert_ne!(canon[1], canon[3]);
    }
}
