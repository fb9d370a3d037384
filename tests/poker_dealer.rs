//! The dealer's strategies: Normal case by case from the rule book, Hard by its definition.

use asobi::games::cards::Card;
use asobi::games::poker::dealer::hard;
use asobi::games::poker::eval::card_mask;
use asobi::games::poker::{Marks, dealer_exchange, parse_hand, slow_eval, unseen_by};
use asobi::settings::Level;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn hand(text: &str) -> [Card; 5] {
    parse_hand(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn decide(text: &str, level: Level) -> Marks {
    let h = hand(text);
    dealer_exchange(&h, level, &unseen_by(&h), &mut StdRng::seed_from_u64(1))
}

fn normal(text: &str) -> Vec<usize> {
    decide(text, Level::Normal).positions().collect()
}

#[test]
fn normal_stands_pat_on_a_straight_or_better() {
    for text in [
        "5S 6H 7D 8C 9S",
        "2S 5S 9S JS KS",
        "3S 3H 3D KH KC",
        "7S 7H 7D 7C 2C",
        "9S 10H JD QC JK",
        "7S 7H 3D 3C JK",
    ] {
        assert_eq!(normal(text), Vec::<usize>::new(), "{text}");
    }
}

#[test]
fn normal_draws_one_to_four_to_a_flush_or_straight() {
    assert_eq!(normal("2S 5S 9S JS KH"), [4], "four to a flush");
    assert_eq!(normal("2S 5S JK 9H KS"), [3], "three suited and the Joker");
    assert_eq!(normal("5S 6H 7D 8C KH"), [4], "open four to a straight");
    assert_eq!(normal("5S 6H KH 8D 9C"), [2], "inside four to a straight");
    assert_eq!(normal("5S JK 7D KC 8H"), [3], "straight with the Joker");
    assert_eq!(normal("3S 4H 5D 6C 8H"), [0], "two straight draws: throw the lowest");
    assert_eq!(normal("5H 5S 7H 9H KH"), [1], "a flush draw comes before a pair");
    assert_eq!(normal("AS 2H 3D 4C 9H"), [1, 2, 3, 4], "A-2-3-4 is no straight draw: keep the ace");
}

#[test]
fn normal_keeps_groups_and_the_joker() {
    assert_eq!(normal("KS KH 2C 5D 9H"), [2, 3, 4], "pair");
    assert_eq!(normal("9S 9H 3D 3C 2S"), [4], "two pair");
    assert_eq!(normal("QS QH QD 2C 9H"), [3, 4], "three of a kind");
    assert_eq!(normal("2D QS 9H QH JK"), [0, 2], "pair and Joker");
    // A made three of a kind (pair + Joker) is not broken for a flush draw.
    assert_eq!(normal("JK 5H 5S 6H 7H"), [3, 4]);
}

#[test]
fn normal_with_nothing_keeps_the_highest_card_and_the_joker() {
    assert_eq!(normal("AS 9H 7D 4C 2S"), [1, 2, 3, 4]);
    assert_eq!(normal("2S 9H KD 4C 7S"), [0, 1, 3, 4]);
    assert_eq!(normal("2S 9H KD 4C JK"), [0, 1, 3]);
}

#[test]
fn easy_plays_as_normal() {
    for text in ["2S 5S 9S JS KH", "KS KH 2C 5D 9H", "2S 9H KD 4C JK", "AS 2H 3D 4C 9H"] {
        assert_eq!(decide(text, Level::Easy), decide(text, Level::Normal), "{text}");
    }
}

#[test]
fn hard_draws_for_the_joker_on_four_of_a_kind() {
    // Standing pat scores 707; drawing one for the kicker scores 1007 with the Joker (1 in 48)
    // and 707 otherwise, so the expectation is higher.
    assert_eq!(decide("7S 7H 7D 7C 2C", Level::Hard).positions().collect::<Vec<_>>(), [4]);
}

#[test]
fn hard_stands_pat_on_the_best_hands() {
    assert_eq!(decide("AS AH AD AC JK", Level::Hard), Marks::NONE);
    assert_eq!(decide("10S JS QS KS AS", Level::Hard), Marks::NONE);
}

#[test]
fn hard_expectation_is_exact_for_small_draws() {
    // Keep three cards, draw two from a pool of ten; compare with the slow evaluator's average.
    let held = hand("QS QH 5D 2C 3C");
    let pool: Vec<Card> = ["QD", "QC", "JK", "5S", "5H", "9S", "KH", "AS", "7C", "4D"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let kept = card_mask(held[0]) | card_mask(held[1]) | card_mask(held[2]);
    let bits: Vec<u64> = pool.iter().map(|&c| card_mask(c)).collect();
    let got = hard::expected_score(kept, 2, &bits, &[]);
    let mut sum = 0u32;
    let mut n = 0u32;
    for i in 0..pool.len() {
        for j in i + 1..pool.len() {
            let five = [held[0], held[1], held[2], pool[i], pool[j]];
            sum += u32::from(slow_eval::evaluate(&five).score);
            n += 1;
        }
    }
    assert!((got - f64::from(sum) / f64::from(n)).abs() < 1e-9, "{got}");
}

#[test]
fn hard_keeps_made_hands_and_draws_and_replays_with_the_seed() {
    for (seed, text) in [(3, "2S 7H 9D JC KH"), (4, "KS KH 2C 5D 9H"), (5, "2S 5S 9S JS KH")] {
        let h = hand(text);
        let unseen = unseen_by(&h);
        let a = dealer_exchange(&h, Level::Hard, &unseen, &mut StdRng::seed_from_u64(seed));
        let b = dealer_exchange(&h, Level::Hard, &unseen, &mut StdRng::seed_from_u64(seed));
        assert_eq!(a, b, "{text}");
        // The pair of kings and the flush draw are not thrown away.
        if text.starts_with("KS") {
            assert!(!a.contains(0) && !a.contains(1), "{text}: {a:?}");
        }
        if text.starts_with("2S 5S") {
            assert_eq!(a.positions().collect::<Vec<_>>(), [4], "{text}");
        }
    }
}
