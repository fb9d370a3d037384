//! The reference evaluator: slow and plainly written, used only by tests to check the fast one.
//!
//! A natural hand is scored by counting ranks and reading the rule book's table from the top.
//! A Joker hand is scored by trying the Joker as each of the 52 cards (duplicates allowed, so
//! five of a kind appears) and keeping the best natural score.

use crate::games::cards::{Card, Deck};

use super::hand::{Category, HandValue, suit_strength};

/// A card as the rule book scores it: rank 2..=14 (ace high) and suit value 1..=4.
#[derive(Clone, Copy)]
struct Plain {
    rank: u16,
    suit: u16,
}

fn plain(card: Card) -> Plain {
    let rank = card.rank().map_or(0, |r| r.value());
    let rank = if rank == 1 { 14 } else { u16::from(rank) };
    Plain { rank, suit: u16::from(suit_strength(card)) }
}

/// Score of five natural cards (a card may repeat) and which of them form the hand.
fn natural(cards: &[Plain; 5]) -> (u16, [bool; 5]) {
    let mut count = [0u8; 15];
    for c in cards {
        count[usize::from(c.rank)] += 1;
    }
    let flush = cards.iter().all(|c| c.suit == cards[0].suit);
    let high = cards.iter().map(|c| c.rank).max().unwrap_or(0);
    let low = cards.iter().map(|c| c.rank).min().unwrap_or(0);
    let distinct = count.iter().filter(|&&n| n > 0).count();
    let straight = distinct == 5 && high - low == 4;
    // The highest rank held exactly n times, if any.
    let rank_with = |n: u8| (2..=14u16).rev().find(|&r| count[usize::from(r)] == n);
    let pairs: Vec<u16> = (2..=14u16).rev().filter(|&r| count[usize::from(r)] == 2).collect();
    let all = [true; 5];
    let of_rank = |r: u16| cards.map(|c| c.rank == r);

    if let Some(r) = rank_with(5) {
        return (1000 + r, all);
    }
    if flush && straight {
        return (if high == 14 { 900 } else { 800 } + cards[0].suit, all);
    }
    if let Some(r) = rank_with(4) {
        return (700 + r, of_rank(r));
    }
    if let (Some(r), Some(_)) = (rank_with(3), rank_with(2)) {
        return (600 + r, all);
    }
    if flush {
        return (500 + cards[0].suit, all);
    }
    if straight {
        return (400 + high, all);
    }
    if let Some(r) = rank_with(3) {
        return (300 + r, of_rank(r));
    }
    if pairs.len() == 2 {
        let forming = cards.map(|c| pairs.contains(&c.rank));
        return (200 + pairs[0], forming);
    }
    if let Some(&r) = pairs.first() {
        return (100 + r, of_rank(r));
    }
    let top = cards.iter().find(|c| c.rank == high).map_or(0, |c| c.suit);
    ((high - 2) * 4 + top, of_rank(high))
}

/// Evaluates five distinct cards the slow, obvious way.
pub fn evaluate(cards: &[Card; 5]) -> HandValue {
    let joker = cards.iter().position(|c| c.is_joker());
    let (score, forming) = match joker {
        None => natural(&cards.map(plain)),
        Some(j) => {
            let mut best = (0, [false; 5]);
            for stand_in in Deck::standard() {
                let mut tried = *cards;
                tried[j] = stand_in;
                let result = natural(&tried.map(plain));
                if result.0 > best.0 {
                    best = result;
                }
            }
            best
        }
    };
    // The highest natural card among those forming the hand: by rank, then by suit.
    let tiebreak = (0..5)
        .filter(|&i| forming[i] && Some(i) != joker)
        .map(|i| cards[i])
        .max_by_key(|&c| (plain(c).rank, plain(c).suit))
        .unwrap_or(Card::JOKER);
    HandValue { category: Category::from_score(score), score, tiebreak }
}
