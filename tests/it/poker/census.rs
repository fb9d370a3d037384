//! The census of all C(53,5) hands against a table derived here by counting, and the fast
//! evaluator against the slow reference on every one of the 2,869,685 hands.
//!
//! The exhaustive comparison runs in the normal `cargo test` (the test profile is opt-level 1);
//! it takes a few seconds there.

use asobi::games::cards::Deck;
use asobi::games::poker::{Category, census, evaluate, slow_eval};

fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The census table by combinatorics, aces high only (so 9 straight tops: 6..A; the suited
/// A-2-3-4-5 is a flush).
fn expected() -> Vec<(Category, u64)> {
    let suit_patterns = 4u64.pow(5) - 4; // five distinct ranks, not all one suit
    let rank_sets5 = choose(13, 5);
    let straights5 = 9; // top 6..A
    // Four distinct ranks + Joker: rank sets a Joker turns into a straight — four in a row
    // (10 of them, lows 2..J) or four within five with one inside gap (9 windows x 3 gaps).
    let rank_sets4 = choose(13, 4);
    let straight_sets4 = 10 + 9 * 3;
    // Of those, the ones whose best straight is ace-high: {10,J,Q,K}, {J,Q,K,A} and the three
    // inside-gap sets of 10..A: the royal's five Joker forms.
    let royal_sets4 = 5;

    let natural = [
        (Category::RoyalStraightFlush, 4),
        (Category::StraightFlush, 4 * (straights5 - 1)),
        (Category::FourOfAKind, 13 * 48),
        (Category::FullHouse, 13 * choose(4, 3) * 12 * choose(4, 2)),
        (Category::Flush, 4 * (rank_sets5 - straights5)),
        (Category::Straight, straights5 * suit_patterns),
        (Category::ThreeOfAKind, 13 * choose(4, 3) * choose(12, 2) * 16),
        (Category::TwoPair, choose(13, 2) * 36 * 44),
        (Category::OnePair, 13 * 6 * choose(12, 3) * 64),
        (Category::NoPair, (rank_sets5 - straights5) * suit_patterns),
    ];
    let with_joker = [
        (Category::FiveOfAKind, 13),
        (Category::RoyalStraightFlush, 4 * royal_sets4),
        (Category::StraightFlush, 4 * (straight_sets4 - royal_sets4)),
        (Category::FourOfAKind, 13 * 4 * 48),
        (Category::FullHouse, choose(13, 2) * 36),
        (Category::Flush, 4 * (rank_sets4 - straight_sets4)),
        (Category::Straight, straight_sets4 * (256 - 4)),
        (Category::ThreeOfAKind, 13 * 6 * choose(12, 2) * 16),
        (Category::OnePair, (rank_sets4 - straight_sets4) * (256 - 4)),
    ];
    Category::ALL
        .iter()
        .map(|&cat| {
            let n: u64 =
                natural.iter().chain(&with_joker).filter(|e| e.0 == cat).map(|e| e.1).sum();
            (cat, n)
        })
        .collect()
}

#[test]
fn the_derived_table_adds_up() {
    let natural_total: u64 = 4 + 32 + 624 + 3744 + 5112 + 9180 + 54912 + 123552 + 1098240 + 1303560;
    assert_eq!(natural_total, choose(52, 5));
    assert_eq!(expected().iter().map(|e| e.1).sum::<u64>(), choose(53, 5));
    assert_eq!(choose(53, 5), 2_869_685);
}

#[test]
fn census_matches_the_derived_table() {
    let census = census();
    assert_eq!(census.total(), 2_869_685);
    for (cat, n) in expected() {
        assert_eq!(census.count(cat), n, "{cat}");
    }
}

#[test]
fn fast_and_slow_agree_on_every_hand() {
    let deck = Deck::with_joker();
    let mut checked = 0u64;
    for a in 0..53 {
        for b in a + 1..53 {
            for c in b + 1..53 {
                for d in c + 1..53 {
                    for e in d + 1..53 {
                        let hand = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                        let fast = evaluate(&hand);
                        let slow = slow_eval::evaluate(&hand);
                        assert_eq!(fast, slow, "{hand:?}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 2_869_685);
}
