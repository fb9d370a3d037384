//! The dealer's strategies: Normal case by case from the rule book, Hard by its definition.

use asobi::games::cards::Card;
use asobi::games::poker::dealer::hard;
use asobi::games::poker::eval::card_mask;
use asobi::games::poker::{Marks, dealer_exchange, parse_hand, slow_eval, unseen_by};
use asobi::games::random::GameRng;
use asobi::settings::Level;
use rand::SeedableRng;
use rand::seq::SliceRandom;

fn hand(text: &str) -> [Card; 5] {
    parse_hand(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn decide(text: &str, level: Level) -> Marks {
    let h = hand(text);
    dealer_exchange(&h, level, &unseen_by(&h))
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

fn cards(texts: &[&str]) -> Vec<Card> {
    texts.iter().map(|t| t.parse().unwrap()).collect()
}

/// Sum of slow-evaluator scores and number of outcomes over every `k`-card draw from `pool`
/// joined to `kept`: the definition, written as plainly as possible.
fn brute_force(kept: &[Card], k: usize, pool: &[Card]) -> (u64, u64) {
    if k == 0 {
        let five: [Card; 5] = kept.try_into().expect("five cards");
        return (u64::from(slow_eval::evaluate(&five).score), 1);
    }
    let (mut sum, mut n) = (0, 0);
    for i in 0..pool.len() {
        let mut more = kept.to_vec();
        more.push(pool[i]);
        let (s, c) = brute_force(&more, k - 1, &pool[i + 1..]);
        sum += s;
        n += c;
    }
    (sum, n)
}

#[test]
fn hard_expectation_is_exact_for_every_draw_size() {
    // Keep 5 - k cards, draw k from a pool of ten; compare with the slow evaluator's average.
    let held = hand("QS QH 5D 2C 3C");
    let pool = cards(&["QD", "QC", "JK", "5S", "5H", "9S", "KH", "AS", "7C", "4D"]);
    let bits: Vec<u64> = pool.iter().map(|&c| card_mask(c)).collect();
    for k in 0..=5 {
        let kept_cards = &held[..5 - k];
        let kept = kept_cards.iter().fold(0, |m, &c| m | card_mask(c));
        let got = hard::expected_score(kept, k, &bits);
        let (sum, n) = brute_force(kept_cards, k, &pool);
        assert_eq!(n, hard::combinations(10, k as u64), "every outcome, once");
        assert!((got - sum as f64 / n as f64).abs() < 1e-9, "k = {k}: {got}");
    }
    assert_eq!(hard::expected_score(0, 5, &bits[..4]), f64::NEG_INFINITY, "too few to draw");
}

#[test]
fn hard_picks_the_brute_force_best_exchange() {
    // Small unseen pools keep the brute force quick while every draw size is still enumerated.
    let mut rng = GameRng::seed_from_u64(99);
    for case in 0..30 {
        let mut deck = asobi::games::cards::Deck::with_joker();
        deck.shuffle(&mut rng);
        let h: [Card; 5] = deck[..5].try_into().unwrap();
        let pool = &deck[5..5 + 9 + case % 5];
        // The definition: the highest exact mean, fewer draws then lower positions on ties.
        let mut best: Option<(u64, u64, Marks)> = None;
        let mut order: Vec<u8> = (0..32).collect();
        order.sort_by_key(|b| (b.count_ones(), *b));
        for bits in order {
            let marks = Marks::from_bits(bits);
            let kept: Vec<Card> = (0..5).filter(|&i| !marks.contains(i)).map(|i| h[i]).collect();
            let (sum, n) = brute_force(&kept, marks.count(), pool);
            let wins = best.is_none_or(|(bs, bn, _)| {
                u128::from(sum) * u128::from(bn) > u128::from(bs) * u128::from(n)
            });
            if wins {
                best = Some((sum, n, marks));
            }
        }
        let want = best.unwrap().2;
        assert_eq!(dealer_exchange(&h, Level::Hard, pool), want, "case {case}: {h:?}");
        // Cards of the hand itself among the "unseen" are ignored.
        let mut with_own = pool.to_vec();
        with_own.extend_from_slice(&h[..2]);
        assert_eq!(dealer_exchange(&h, Level::Hard, &with_own), want, "case {case}");
    }
}

#[test]
fn hard_keeps_made_hands_and_draws_and_is_deterministic() {
    for text in ["2S 7H 9D JC KH", "KS KH 2C 5D 9H", "2S 5S 9S JS KH"] {
        let h = hand(text);
        let unseen = unseen_by(&h);
        let a = dealer_exchange(&h, Level::Hard, &unseen);
        let b = dealer_exchange(&h, Level::Hard, &unseen);
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
