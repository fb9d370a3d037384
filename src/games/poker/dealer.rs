//! Which cards to exchange: the `Marks` type and the dealer's strategies (RULES.md §5). The
//! simulated player of `asobi sim poker` uses the same strategies.
//!
//! Normal (Easy plays as Normal), in this order:
//! 1. stand pat on a straight or better;
//! 2. if the hand is below three of a kind and four of its cards (the Joker counts) are four to
//!    a flush or to a straight (open or inside), draw one — a flush draw first; for a straight
//!    draw the lowest card that leaves one is thrown;
//! 3. otherwise keep every card of a pair / three / four and the Joker, draw the rest;
//! 4. with nothing, keep the Joker if held and the highest card, and draw the rest.
//!
//! Hard: see `hard` — the exchange with the highest expected score.

pub mod hard;

use serde::{Deserialize, Serialize};

use crate::games::Level;
use crate::games::cards::{Card, Deck};

use super::hand::Category;

/// Which of the five hand positions to exchange (bit `i` = position `i`). Saved as the list
/// of positions (`[1, 3]`), which reading back checks: each below 5, none twice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<usize>", into = "Vec<usize>")]
pub struct Marks(u8);

impl TryFrom<Vec<usize>> for Marks {
    type Error = String;

    fn try_from(positions: Vec<usize>) -> Result<Marks, String> {
        let mut marks = Marks::NONE;
        for p in positions {
            if p >= 5 || marks.contains(p) {
                return Err(format!("card position {p} is not one of 0-4 or is marked twice"));
            }
            marks = marks.with(p);
        }
        Ok(marks)
    }
}

impl From<Marks> for Vec<usize> {
    fn from(marks: Marks) -> Vec<usize> {
        marks.positions().collect()
    }
}

impl Marks {
    /// Stand pat.
    pub const NONE: Marks = Marks(0);
    /// Exchange all five.
    pub const ALL: Marks = Marks(0x1f);

    /// Marks from a bit set; bits above position 4 are dropped.
    pub fn from_bits(bits: u8) -> Marks {
        Marks(bits & 0x1f)
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    /// Marks the given positions (each < 5; larger ones are ignored).
    pub fn from_positions(positions: &[usize]) -> Marks {
        positions.iter().fold(Marks::NONE, |m, &i| m.with(i))
    }

    pub fn contains(self, position: usize) -> bool {
        position < 5 && self.0 & (1 << position) != 0
    }

    /// Marks or unmarks one position (ignored past 4).
    pub fn toggle(&mut self, position: usize) {
        if position < 5 {
            self.0 ^= 1 << position;
        }
    }

    /// These marks plus `position`.
    pub fn with(self, position: usize) -> Marks {
        if position < 5 { Marks(self.0 | 1 << position) } else { self }
    }

    /// How many cards are marked.
    pub fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Marked positions, lowest first.
    pub fn positions(self) -> impl Iterator<Item = usize> {
        (0..5).filter(move |&i| self.contains(i))
    }
}

/// The cards a hand's owner cannot see: the 53 minus the hand itself.
pub fn unseen_by(hand: &[Card; 5]) -> Vec<Card> {
    Deck::with_joker().into_iter().filter(|c| !hand.contains(c)).collect()
}

/// The dealer's exchange at `level`. `unseen` are the cards it cannot see (`unseen_by`).
/// Every strategy is deterministic: the same hand always gets the same exchange, so a saved
/// round resumed during the dealer's turn replays the choice it would have made.
pub fn dealer_exchange(hand: &[Card; 5], level: Level, unseen: &[Card]) -> Marks {
    match level {
        Level::Easy | Level::Normal => normal_exchange(hand),
        Level::Hard => hard::best_exchange(hand, unseen),
    }
}

/// Rank for "highest card": aces high, 2 lowest; the Joker above all (it is never thrown).
fn high_rank(card: Card) -> u8 {
    match card.rank() {
        None => 15,
        Some(r) if r.value() == 1 => 14,
        Some(r) => r.value(),
    }
}

/// The Normal strategy.
pub fn normal_exchange(hand: &[Card; 5]) -> Marks {
    let category = super::evaluate(hand).category;
    if category >= Category::Straight {
        return Marks::NONE;
    }
    if category < Category::ThreeOfAKind
        && let Some(i) = flush_draw(hand).or_else(|| straight_draw(hand))
    {
        return Marks::NONE.with(i);
    }
    let count = |c: Card| hand.iter().filter(|o| o.rank() == c.rank()).count();
    let mut keep: Vec<usize> =
        (0..5).filter(|&i| hand[i].is_joker() || count(hand[i]) >= 2).collect();
    if keep.iter().all(|&i| hand[i].is_joker()) {
        // Nothing made: add the highest natural card.
        let highest = (0..5).filter(|&i| !hand[i].is_joker()).max_by_key(|&i| high_rank(hand[i]));
        keep.extend(highest);
    }
    Marks::from_positions(&(0..5).filter(|i| !keep.contains(i)).collect::<Vec<_>>())
}

/// The one card to throw from four to a flush (the Joker counts as any suit).
fn flush_draw(hand: &[Card; 5]) -> Option<usize> {
    let jokers = hand.iter().filter(|c| c.is_joker()).count();
    hand.iter().filter_map(|c| c.suit()).find_map(|suit| {
        let suited = hand.iter().filter(|c| c.suit() == Some(suit)).count();
        (suited + jokers == 4)
            .then(|| (0..5).find(|&i| !hand[i].is_joker() && hand[i].suit() != Some(suit)))
            .flatten()
    })
}

/// The one card to throw from four to a straight (aces high only; the Joker fills a place),
/// trying the lowest card first so the best straight stays possible.
fn straight_draw(hand: &[Card; 5]) -> Option<usize> {
    let mut order: Vec<usize> = (0..5).filter(|&i| !hand[i].is_joker()).collect();
    order.sort_by_key(|&i| high_rank(hand[i]));
    order.into_iter().find(|&throw| {
        let mut ranks: Vec<u8> = (0..5)
            .filter(|&i| i != throw && !hand[i].is_joker())
            .map(|i| high_rank(hand[i]))
            .collect();
        ranks.sort_unstable();
        let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
        let span = ranks.last().zip(ranks.first()).map_or(0, |(hi, lo)| hi - lo);
        distinct && span <= 4
    })
}
