//! Pair bookkeeping for Old Maid: finding and removing pairs of equal rank, and hand sorting.
//!
//! The Joker has no rank, so it never pairs with anything (there is only one of it anyway).

use crate::games::cards::Card;

/// Position of another card in `hand` with the same rank as `hand[at]`, scanning from the
/// front (the seed's `getPair`). `None` for the Joker or when there is no partner.
pub fn partner(hand: &[Card], at: usize) -> Option<usize> {
    let rank = hand.get(at)?.rank()?;
    hand.iter().enumerate().position(|(i, c)| i != at && c.rank() == Some(rank))
}

/// Removes every pair of equal rank from `hand`, returning the pairs in the order found.
///
/// Mirrors the seed's `allDiscard`: walk the hand from the front; a card with a partner leaves
/// with the first such partner. Three of a rank therefore lose the first two (in hand order)
/// and keep the third; four lose two pairs. The cards left keep their relative order.
pub fn discard_all_pairs(hand: &mut Vec<Card>) -> Vec<[Card; 2]> {
    let mut pairs = Vec::new();
    let mut at = 0;
    while at < hand.len() {
        match partner(hand, at) {
            Some(other) => {
                // Remove the later index first so the earlier one stays valid.
                let (lo, hi) = if at < other { (at, other) } else { (other, at) };
                let second = hand.remove(hi);
                let first = hand.remove(lo);
                pairs.push([first, second]);
            }
            None => at += 1,
        }
    }
    pairs
}

/// Sort key for a tidy hand: by rank (A first), suits ♠♥♦♣ within a rank, the Joker last.
pub fn sort_key(card: &Card) -> (u8, usize) {
    match (card.rank(), card.suit()) {
        (Some(r), Some(s)) => (r.value(), s.index()),
        _ => (u8::MAX, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|t| t.parse().expect("card")).collect()
    }

    #[test]
    fn three_of_a_kind_keeps_the_third_and_four_lose_two_pairs() {
        let mut hand = cards("5S 9H 5H JK 5D");
        let pairs = discard_all_pairs(&mut hand);
        assert_eq!(pairs, vec![[cards("5S")[0], cards("5H")[0]]]);
        assert_eq!(hand, cards("9H JK 5D"));

        let mut hand = cards("KS KH 2C KD KC");
        let pairs = discard_all_pairs(&mut hand);
        assert_eq!(pairs.len(), 2);
        assert_eq!(hand, cards("2C"));
    }

    #[test]
    fn the_joker_never_pairs_and_sorts_last() {
        let mut hand = cards("JK 3C JK");
        assert!(discard_all_pairs(&mut hand).is_empty());
        let mut hand = cards("JK 10D AS 10S");
        hand.sort_by_key(sort_key);
        assert_eq!(hand, cards("AS 10S 10D JK"));
    }
}
