//! The evaluator against the rule book: the seed's examples, every Joker rule, the royal in
//! all five Joker forms, aces high only, and the tie rule.

use std::cmp::Ordering;

use asobi::games::cards::Card;
use asobi::games::poker::{Category, compare, evaluate, parse_hand, slow_eval};

fn hand(text: &str) -> [Card; 5] {
    parse_hand(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Score from both evaluators, which must agree.
fn score(text: &str) -> u16 {
    let fast = evaluate(&hand(text));
    assert_eq!(fast, slow_eval::evaluate(&hand(text)), "{text}");
    fast.score
}

fn category(text: &str) -> Category {
    evaluate(&hand(text)).category
}

#[test]
fn the_seeds_examples() {
    assert_eq!(score("KS KH 2C 5D 9H"), 113, "pair of kings");
    assert_eq!(score("AS AH 2C 5D 9H"), 114, "pair of aces");
    assert_eq!(score("5S 6H 7D 8C 9S"), 409, "5-9 straight");
    assert_eq!(score("2S 5S 9S JS KS"), 504, "spade flush");
    assert_eq!(score("2H 5H 9H JH KH"), 503, "heart flush");
    assert_eq!(score("2D 5D 9D JD KD"), 502, "diamond flush");
    assert_eq!(score("2C 5C 9C JC KC"), 501, "club flush");
    assert_eq!(score("5C 6C 7C 8C 9C"), 801, "club straight flush");
}

#[test]
fn every_natural_category_scores_by_the_table() {
    assert_eq!(score("10H JH QH KH AH"), 903);
    assert_eq!(score("9S 10S JS QS KS"), 804);
    assert_eq!(score("7S 7H 7D 7C 2C"), 707);
    assert_eq!(score("3S 3H 3D KH KC"), 603, "full house counts the three");
    assert_eq!(score("QS QH QD 2C 9H"), 312);
    assert_eq!(score("9S 9H 3D 3C AS"), 209, "two pair counts the higher pair");
    assert_eq!(score("10S JH QD KC AS"), 414, "K-A connects");
    // No pair: (rank - 2) * 4 + suit of the highest card.
    assert_eq!(score("AS KH 9D 5C 3C"), (14 - 2) * 4 + 4);
    assert_eq!(score("10C 8H 6D 4S 2S"), (10 - 2) * 4 + 1);
    assert_eq!(score("7D 5H 4S 3C 2C"), (7 - 2) * 4 + 2);
}

#[test]
fn the_joker_rules() {
    assert_eq!(score("7S 7H 7D 7C JK"), 1007, "four + Joker = five of a kind");
    assert_eq!(score("AS AH AD AC JK"), 1014);
    assert_eq!(score("7S 7H 7D 2C JK"), 707, "three + Joker = four");
    assert_eq!(score("7S 7H 3D 3C JK"), 607, "two pair + Joker = full house on the higher pair");
    assert_eq!(score("7S 7H 3D 9C JK"), 307, "pair + Joker = three");
    assert_eq!(score("2S 5S 9S JS JK"), 504, "four to a flush + Joker = flush");
    assert_eq!(score("5S 6H 7D 8C JK"), 409, "open four + Joker = straight, best top");
    assert_eq!(score("5S 6H 8D 9C JK"), 409, "inside four + Joker = straight");
    assert_eq!(score("9S 10H JD QC JK"), 413, "9-10-J-Q + Joker counts K high");
    assert_eq!(score("JS QH KD AC JK"), 414, "J-Q-K-A + Joker: the Joker is the 10");
    assert_eq!(score("5H 6H 7H 8H JK"), 803, "four to a straight flush + Joker");
    assert_eq!(score("2D 4D 5D 6D JK"), 802, "inside straight flush");
    assert_eq!(score("2S 5H 9D KC JK"), 113, "no pair + Joker = pair of the highest card");
    assert_eq!(score("AS 3H 6D 9C JK"), 114);
}

#[test]
fn the_royal_in_all_five_joker_forms() {
    for suit in ["S", "H", "D", "C"] {
        let suit_value = match suit {
            "S" => 904,
            "H" => 903,
            "D" => 902,
            _ => 901,
        };
        for missing in ["10", "J", "Q", "K", "A"] {
            let text: Vec<String> = ["10", "J", "Q", "K", "A"]
                .iter()
                .filter(|r| **r != missing)
                .map(|r| format!("{r}{suit}"))
                .chain(["JK".to_string()])
                .collect();
            let text = text.join(" ");
            assert_eq!(score(&text), suit_value, "{text}");
            assert_eq!(category(&text), Category::RoyalStraightFlush, "{text}");
        }
    }
}

#[test]
fn aces_are_high_only() {
    assert_eq!(category("AS 2H 3D 4C 5S"), Category::NoPair, "no wheel");
    assert_eq!(score("AS 2H 3D 4C 5S"), 52, "ace-high no pair");
    assert_eq!(category("AS 2H 3D 4C JK"), Category::OnePair, "no wheel with the Joker");
    assert_eq!(score("AS 2H 3D 4C JK"), 114);
    assert_eq!(category("AH 2H 3H 4H 5H"), Category::Flush, "a suited wheel is only a flush");
    assert_eq!(category("AH 2H 3H 4H JK"), Category::Flush);
    assert_eq!(category("AS 2H 3D 5C JK"), Category::OnePair);
    assert_eq!(score("2S 3H 4D 5C JK"), 406, "the lowest straight is 2-6");
    assert_eq!(category("QS KH AD 2C 3S"), Category::NoPair, "no wrap-around");
}

#[test]
fn ties_go_to_the_suit_of_the_highest_forming_card() {
    let beats = |a: &str, b: &str| {
        assert_eq!(evaluate(&hand(a)).score, evaluate(&hand(b)).score, "{a} / {b} not tied");
        assert_eq!(compare(&hand(a), &hand(b)), Ordering::Greater, "{a} should beat {b}");
        assert_eq!(compare(&hand(b), &hand(a)), Ordering::Less);
    };
    beats("KS KD 2C 5D 9H", "KH KC 3C 6D 10H");
    // The kickers do not form a pair hand: K♥ K♦ with A-Q-J loses to K♠ K♣ with 2-3-4.
    beats("KS KC 2C 3D 4H", "KH KD AS QS JS");
    beats("9S 9H 3D 3C 2S", "9D 9C 5S 5H 2H");
    beats("9S 10H JD QC KS", "9H 10S JC QD KH");
    // A pair made with the Joker: the card it pairs decides.
    beats("KS 7H 5D 2C JK", "KH KD 3C 4S 9H");
    // Only the suit decides, not the rank: Q♥ (with the Joker as K) beats K♣.
    beats("9C 10C JC QH JK", "9D 10D JD QD KC");
    // Three of a kind made with the Joker: the natural cards of the rank form it.
    beats("8S 8D JK 2C 5H", "8H 8C 2D 3D JK");
}

#[test]
fn equal_scores_with_equal_suits_push() {
    let a = hand("2S 5S 9S JS KS");
    let b = hand("3S 6S 8S 10S QS");
    assert_eq!(compare(&a, &b), Ordering::Equal, "two spade flushes push");
    assert_eq!(compare(&a, &a), Ordering::Equal);
}
