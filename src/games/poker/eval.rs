//! The fast hand evaluator: a hand is a 64-bit mask, scored with a few bit operations and no
//! allocation or lookup beyond one 53-entry table built at compile time.
//!
//! Mask layout: four 16-bit lanes, one per suit (♠ lane 0 at the bottom, then ♥, ♦, ♣); in
//! each lane bit 0 is a 2 and bit 12 an ace (aces high only). The Joker is bit 63. Because
//! the lanes line up, OR-ing and AND-ing the four lanes gives "ranks held at least once /
//! twice / three / four times" directly, which is all a hand's shape needs.

use crate::games::cards::Card;

use super::hand::{Category, HandValue};

/// The Joker's bit in a hand mask.
pub const JOKER_BIT: u64 = 1 << 63;

/// One bit per suit lane, at the lane's lowest position; `(mask >> r) & LANE_LSB` shows which
/// suits hold rank `r`.
const LANE_LSB: u64 = 0x0001_0001_0001_0001;

/// The ace's rank index (2 is 0).
const ACE: u32 = 12;

const fn card_bit(index: usize) -> u64 {
    if index == 52 {
        return JOKER_BIT;
    }
    let suit = index / 13;
    // Cards count the ace as rank 1 (offset 0); the evaluator puts it above the king.
    let rank = (index % 13 + 12) % 13;
    1 << (suit * 16 + rank)
}

/// The mask bit of every card, by `Card::index`.
pub const CARD_BITS: [u64; 53] = {
    let mut bits = [0u64; 53];
    let mut i = 0;
    while i < 53 {
        bits[i] = card_bit(i);
        i += 1;
    }
    bits
};

/// The mask bit of one card.
#[inline]
pub fn card_mask(card: Card) -> u64 {
    CARD_BITS[card.index()]
}

/// The mask of a hand; the cards must be distinct (a repeated card would be lost).
#[inline]
pub fn hand_mask(cards: &[Card; 5]) -> u64 {
    cards.iter().fold(0, |m, &c| m | card_mask(c))
}

/// Evaluates five distinct cards.
#[inline]
pub fn evaluate(cards: &[Card; 5]) -> HandValue {
    debug_assert!(hand_mask(cards).count_ones() == 5, "hand has a repeated card: {cards:?}");
    evaluate_mask(hand_mask(cards))
}

/// Evaluates a five-card mask: the score plus the tie-break card (see `HandValue`).
#[inline]
pub fn evaluate_mask(mask: u64) -> HandValue {
    let (score, tie_rank) = core(mask);
    HandValue {
        category: Category::from_score(score),
        score,
        tiebreak: strongest_of_rank(mask, tie_rank),
    }
}

/// Only the score of a five-card mask (what the Hard dealer and the census need).
#[inline]
pub fn score_mask(mask: u64) -> u16 {
    core(mask).0
}

/// The strongest-suited card of rank index `rank` in `mask` (it must hold one).
#[inline]
fn strongest_of_rank(mask: u64, rank: u32) -> Card {
    // The lowest lane holding the rank is the strongest suit, as ♠ is lane 0.
    let lane = ((mask >> rank) & LANE_LSB).trailing_zeros() / 16;
    let index = lane * 13 + (rank + 1) % 13;
    Card::from_index(index as usize).unwrap_or(Card::JOKER)
}

#[inline]
fn top(bits: u32) -> u32 {
    31 - bits.leading_zeros()
}

/// Score and the rank index of the tie-break card. Scores follow RULES.md §5; rank value is
/// `index + 2`, suit value `4 - lane`.
#[inline]
fn core(m: u64) -> (u16, u32) {
    let s0 = (m & 0x1fff) as u32;
    let s1 = ((m >> 16) & 0x1fff) as u32;
    let s2 = ((m >> 32) & 0x1fff) as u32;
    let s3 = ((m >> 48) & 0x1fff) as u32;
    let joker = m & JOKER_BIT != 0;
    let any = s0 | s1 | s2 | s3;
    // Ranks held by at least two suits: every one of the six suit pairs.
    let two = (s0 & s1) | (s2 & s3) | ((s0 | s1) & (s2 | s3));
    let value = |r: u32| r as u16 + 2;
    if two != 0 {
        let three = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1));
        let four = s0 & s1 & s2 & s3;
        // The Joker joins the largest group: four -> five, three -> four, two pair -> full
        // house on the higher pair, pair -> three. (A paired hand can hold no straight or flush.)
        if four != 0 {
            let r = top(four);
            return (if joker { 1000 } else { 700 } + value(r), r);
        }
        if three != 0 {
            let r = top(three);
            if joker {
                return (700 + value(r), r);
            }
            if two != three {
                return (600 + value(r), top(any));
            }
            return (300 + value(r), r);
        }
        let r = top(two);
        let pairs = two.count_ones();
        return match (joker, pairs) {
            (true, 2) => (600 + value(r), top(any)),
            (true, _) => (300 + value(r), r),
            (false, 2) => (200 + value(r), r),
            (false, _) => (100 + value(r), r),
        };
    }
    // All ranks distinct: a straight, a flush, both, or nothing.
    let hi = top(any);
    let span = hi - any.trailing_zeros();
    let straight_top = if joker {
        // Four ranks within five places: the Joker fills the gap, or extends the top when the
        // four are consecutive (down from the ace, as nothing is above it).
        match span {
            3 => Some((hi + 1).min(ACE)),
            4 => Some(hi),
            _ => None,
        }
    } else {
        (span == 4).then_some(hi)
    };
    // The lanes share no rank here, so a flush is "one lane holds every rank".
    let flush_lane = [s0, s1, s2, s3].iter().position(|&s| s == any).map(|lane| 4 - lane as u16);
    let score = match (flush_lane, straight_top) {
        (Some(suit), Some(ACE)) => 900 + suit,
        (Some(suit), Some(_)) => 800 + suit,
        (Some(suit), None) => 500 + suit,
        (None, Some(t)) => 400 + value(t),
        (None, None) if joker => 100 + value(hi),
        (None, None) => {
            let lane = ((m >> hi) & LANE_LSB).trailing_zeros() / 16;
            hi as u16 * 4 + (4 - lane as u16)
        }
    };
    (score, hi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cards::Deck;

    #[test]
    fn every_card_has_its_own_bit() {
        let all = Deck::with_joker().iter().fold(0u64, |m, &c| {
            assert_eq!(m & card_mask(c), 0, "{c} shares a bit");
            m | card_mask(c)
        });
        assert_eq!(all.count_ones(), 53);
    }

    #[test]
    fn tie_break_card_is_rebuilt_from_its_bit() {
        for c in Deck::standard() {
            let rank = card_mask(c).trailing_zeros() % 16;
            assert_eq!(strongest_of_rank(card_mask(c), rank), c);
        }
    }
}
