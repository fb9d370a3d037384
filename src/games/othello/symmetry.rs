//! The board's eight symmetries, and the canonical image a search looks at: a position and
//! its rotations and reflections are one position, so the engine searches the same image of
//! all eight and maps its move back. Without it the same node budget ends at different
//! depths in different images (the move order differs), and the four first moves got four
//! values.

use super::{Position, squares};

/// The board's eight symmetries: `k` bit 0 mirrors left–right, bit 1 flips top–bottom,
/// bit 2 reflects in the a1–h8 diagonal (applied last).
pub fn transform(b: u64, k: u8) -> u64 {
    let mut b = b;
    if k & 1 != 0 {
        b = mirror(b);
    }
    if k & 2 != 0 {
        b = b.swap_bytes();
    }
    if k & 4 != 0 {
        b = transpose(b);
    }
    b
}

/// Mirrors each row (a ↔ h).
fn mirror(b: u64) -> u64 {
    let mut out = 0;
    for sq in squares(b) {
        out |= 1u64 << ((sq & !7) | (7 - (sq & 7)));
    }
    out
}

/// Reflects in the a1–h8 diagonal (a2 ↔ b1).
fn transpose(b: u64) -> u64 {
    let mut out = 0;
    for sq in squares(b) {
        out |= 1u64 << ((sq & 7) * 8 + (sq >> 3));
    }
    out
}

/// The square `sq` lands on under symmetry `k`.
pub fn image_square(sq: u8, k: u8) -> u8 {
    transform(1 << sq, k).trailing_zeros() as u8
}

/// The square that symmetry `k` takes to `sq` (the inverse of [`image_square`]).
pub fn preimage_square(sq: u8, k: u8) -> u8 {
    // Each symmetry is its own inverse except the two quarter turns (mirror or flip, then
    // transpose), which are each other's.
    let inverse = if k & 4 != 0 && (k & 3 == 1 || k & 3 == 2) { k ^ 3 } else { k };
    image_square(sq, inverse)
}

/// The image of `pos` every search looks at (the least (mover, opponent) pair of the eight,
/// the side to move kept) and the symmetry that gives it: the lowest `k` of those that do, so
/// a position with symmetries of its own still has one answer.
pub fn canonical(pos: &Position) -> (Position, u8) {
    let image = |k: u8| (transform(pos.player, k), transform(pos.opponent, k));
    let k = (0..8).min_by_key(|&k| (image(k), k)).unwrap_or(0);
    let (player, opponent) = image(k);
    (Position { player, opponent, side: pos.side }, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_their_own_kind() {
        let b = 0x0102_0408_1020_4080u64 | 0x0F;
        for k in 0..8 {
            assert_eq!(transform(b, k).count_ones(), b.count_ones());
        }
        assert_eq!(mirror(mirror(b)), b);
        assert_eq!(transpose(transpose(b)), b);
        assert_eq!(transform(1, 1), 1 << 7);
        assert_eq!(transform(1 << 1, 4), 1 << 8);
    }

    #[test]
    fn preimage_undoes_image_for_every_square_and_symmetry() {
        for k in 0..8 {
            let distinct: u64 = (0..64).map(|sq| 1u64 << image_square(sq, k)).fold(0, |a, b| a | b);
            assert_eq!(distinct, u64::MAX, "symmetry {k} is a permutation");
            for sq in 0..64 {
                assert_eq!(preimage_square(image_square(sq, k), k), sq, "k {k} square {sq}");
            }
        }
    }

    #[test]
    fn all_eight_images_share_one_canonical_image() {
        let pos = crate::games::othello::parse_record("f5d6c3d3c4f4").unwrap();
        let pos = *pos.current();
        let (canon, k) = canonical(&pos);
        assert_eq!(canon.player, transform(pos.player, k));
        assert_eq!(canon.side, pos.side);
        for j in 0..8 {
            let turned = Position {
                player: transform(pos.player, j),
                opponent: transform(pos.opponent, j),
                side: pos.side,
            };
            assert_eq!(canonical(&turned).0, canon, "image {j}");
        }
    }
}
