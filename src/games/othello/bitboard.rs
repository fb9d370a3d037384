//! Bitboard primitives: legal-move generation by shifts and masks, and stable-disc detection
//! (the flips of a move are in `flip.rs`). Bit `sq` is square `sq` (a1 = 0, h1 = 7, a2 = 8 … h8 = 63), so a
//! shift by 1 moves one column right (towards h) and a shift by 8 one row down (towards 8).

/// Every square but the a- and h-files: discs there cannot be bracketed horizontally, and
/// masking them stops shifted bits from wrapping round to the next row.
const NOT_AH: u64 = 0x7E7E_7E7E_7E7E_7E7E;
/// Inner 6x6 block: the diagonal mask (neither edge files nor edge rows can be bracketed).
const INNER: u64 = 0x007E_7E7E_7E7E_7E00;
/// Rows 2..7: the vertical mask.
const NOT_TOP_BOTTOM: u64 = 0x00FF_FFFF_FFFF_FF00;

/// The four corners.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// X-squares (diagonally next to a corner): dangerous while their corner is empty.
pub const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// The outer ring of the board.
pub const EDGES: u64 = 0xFF81_8181_8181_81FF;

/// Moves reachable in one direction pair (`+d` and `-d`) for a mover `p` over the masked
/// opponent discs `mask`; the doubling steps (`2d`) keep the chain walk to four steps.
#[inline(always)]
fn dir_moves(p: u64, mask: u64, d: u32) -> u64 {
    let mut fl = mask & (p << d);
    let mut fr = mask & (p >> d);
    fl |= mask & (fl << d);
    fr |= mask & (fr >> d);
    let pl = mask & (mask << d);
    let pr = pl >> d;
    let d2 = d + d;
    fl |= pl & (fl << d2);
    fr |= pr & (fr >> d2);
    fl |= pl & (fl << d2);
    fr |= pr & (fr >> d2);
    (fl << d) | (fr >> d)
}

/// Squares where the mover (discs `p`) may play against the opponent (discs `o`).
#[inline]
pub fn moves(p: u64, o: u64) -> u64 {
    let empty = !(p | o);
    let m = dir_moves(p, o & NOT_AH, 1)
        | dir_moves(p, o & NOT_TOP_BOTTOM, 8)
        | dir_moves(p, o & INNER, 7)
        | dir_moves(p, o & INNER, 9);
    m & empty
}

/// [`moves`] for `N` positions at once, lane by lane: the same shifts for every lane let the
/// compiler use vector registers (perft's last ply counts its children's replies this way).
#[inline(always)]
pub fn moves_n<const N: usize>(p: [u64; N], o: [u64; N]) -> [u64; N] {
    let map = |f: &dyn Fn(usize) -> u64| -> [u64; N] { std::array::from_fn(f) };
    let dir = |mask: [u64; N], d: u32| -> [u64; N] {
        let mut fl = map(&|i| mask[i] & (p[i] << d));
        let mut fr = map(&|i| mask[i] & (p[i] >> d));
        fl = map(&|i| fl[i] | (mask[i] & (fl[i] << d)));
        fr = map(&|i| fr[i] | (mask[i] & (fr[i] >> d)));
        let pl = map(&|i| mask[i] & (mask[i] << d));
        let pr = map(&|i| pl[i] >> d);
        let d2 = d + d;
        fl = map(&|i| fl[i] | (pl[i] & (fl[i] << d2)));
        fr = map(&|i| fr[i] | (pr[i] & (fr[i] >> d2)));
        fl = map(&|i| fl[i] | (pl[i] & (fl[i] << d2)));
        fr = map(&|i| fr[i] | (pr[i] & (fr[i] >> d2)));
        map(&|i| (fl[i] << d) | (fr[i] >> d))
    };
    let h = dir(map(&|i| o[i] & NOT_AH), 1);
    let v = dir(map(&|i| o[i] & NOT_TOP_BOTTOM), 8);
    let d7 = dir(map(&|i| o[i] & INNER), 7);
    let d9 = dir(map(&|i| o[i] & INNER), 9);
    map(&|i| (h[i] | v[i] | d7[i] | d9[i]) & !(p[i] | o[i]))
}

pub use super::flip::flips;

/// Squares next to any square of `b` (8-neighbourhood), without wrapping round the edges.
#[inline]
pub fn neighbours(b: u64) -> u64 {
    let h = ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
    let row = b | h;
    h | (row << 8) | (row >> 8)
}

/// Squares whose line is completely filled in each of the four axes, as four masks
/// (horizontal, vertical, diagonal a1-h8, anti-diagonal h1-a8): every empty square is smeared
/// along its line both ways, and whatever stays unsmeared lies on a full line.
fn full_lines(filled: u64) -> [u64; 4] {
    let west = |b: u64| (b >> 1) & !FILE_H;
    let east = |b: u64| (b << 1) & !FILE_A;
    let empty = !filled;
    let mut spread = [empty; 4];
    for _ in 0..7 {
        let [h, v, d1, d2] = spread;
        spread = [
            h | east(h) | west(h),
            v | (v << 8) | (v >> 8),
            d1 | (east(d1) << 8) | (west(d1) >> 8),
            d2 | (west(d2) << 8) | (east(d2) >> 8),
        ];
    }
    spread.map(|s| filled & !s)
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;
const ROW_1: u64 = 0xFF;
const ROW_8: u64 = 0xFF00_0000_0000_0000;

/// Discs of `p` that can never be flipped again (a safe under-estimate). A disc is stable when,
/// along each of the four axes, its line is full or it touches the board edge or a stable
/// disc of its own colour; the set grows from the corners until it stops changing.
pub fn stable(p: u64, o: u64) -> u64 {
    if p & (CORNERS | EDGES) == 0 {
        return 0;
    }
    let full = full_lines(p | o);
    // Neighbour shifts per axis, with the wrap masks for the horizontal component.
    let west = |b: u64| (b >> 1) & !FILE_H;
    let east = |b: u64| (b << 1) & !FILE_A;
    let mut st = 0u64;
    // Off the board counts as a stable neighbour, so edge files/rows are anchored per axis.
    loop {
        let h = full[0] | FILE_A | FILE_H | east(st) | west(st);
        let v = full[1] | ROW_1 | ROW_8 | (st << 8) | (st >> 8);
        let edge = FILE_A | FILE_H | ROW_1 | ROW_8;
        let d1 = full[2] | edge | (east(st) << 8) | (west(st) >> 8);
        let d2 = full[3] | edge | (west(st) << 8) | (east(st) >> 8);
        let next = p & h & v & d1 & d2;
        if next == st {
            return st;
        }
        st = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::othello::{Colour, Position, squares};
    use proptest::prelude::*;

    #[test]
    fn corners_and_full_boards_are_stable_the_start_is_not() {
        let start = Position::start();
        assert_eq!(stable(start.player, start.opponent), 0);
        assert_eq!(stable(1, 2), 1, "a lone corner disc is stable");
        let black = 0x0F0F_0F0F_0F0F_0F0F;
        assert_eq!(stable(black, !black), black, "every disc of a full board");
    }

    proptest! {
        /// Whatever `stable` reports keeps its colour for the rest of the game.
        #[test]
        fn stable_discs_never_flip(choices in prop::collection::vec(any::<u8>(), 60..100)) {
            let mut line = vec![Position::start()];
            for &c in &choices {
                let pos = *line.last().unwrap();
                if pos.is_game_over() {
                    break;
                }
                let next = match pos.pass() {
                    Some(p) => p,
                    None => {
                        let moves: Vec<u8> = squares(pos.legal_moves()).collect();
                        pos.play(moves[c as usize % moves.len()]).unwrap()
                    }
                };
                line.push(next);
            }
            let last = line.last().unwrap();
            for pos in &line {
                for colour in [Colour::Black, Colour::White] {
                    let mine = pos.discs(colour);
                    let st = stable(mine, pos.discs(colour.opponent()));
                    prop_assert_eq!(st & last.discs(colour), st);
                }
            }
        }
    }
}
