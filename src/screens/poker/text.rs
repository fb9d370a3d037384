//! The poker screen's words: the engine's English bet errors and hand names, said in the
//! current language, and counted phrases ("1 point", "20 points") in their right number.

use std::borrow::Cow;

use crate::games::cards::{Rank, Suit};
use crate::games::poker::{BetError, Category, HandValue};

/// `1 point`, `20 points` (`1点`, `20点`): English has a singular, Japanese does not.
pub fn points(n: impl Into<u64>) -> Cow<'static, str> {
    match n.into() {
        1 => t!("poker.one_point"),
        n => t!("poker.n_points", n = n),
    }
}

/// `1 card`, `3 cards` (`1枚`, `3枚`).
pub fn cards(n: usize) -> Cow<'static, str> {
    match n {
        1 => t!("poker.one_card"),
        n => t!("poker.n_cards", n = n),
    }
}

/// Why a bet was refused, in the current language (the engine's `Display` is English only).
pub fn bet_error(e: &BetError, held: u32) -> Cow<'static, str> {
    match e {
        BetError::Empty => t!("poker.err.empty", points = held),
        BetError::NotANumber(text) => t!("poker.err.not_number", text = text),
        BetError::TooSmall => t!("poker.err.too_small"),
        BetError::TooMuch { bet, points: held } => {
            t!("poker.err.too_much", bet = bet, amount = points(*held))
        }
        BetError::NotBetting => t!("poker.err.not_betting"),
    }
}

/// A hand category's name (`Category::label` is English only).
pub fn category(c: Category) -> Cow<'static, str> {
    match c {
        Category::FiveOfAKind => t!("poker.cat.five_of_a_kind"),
        Category::RoyalStraightFlush => t!("poker.cat.royal_straight_flush"),
        Category::StraightFlush => t!("poker.cat.straight_flush"),
        Category::FourOfAKind => t!("poker.cat.four_of_a_kind"),
        Category::FullHouse => t!("poker.cat.full_house"),
        Category::Flush => t!("poker.cat.flush"),
        Category::Straight => t!("poker.cat.straight"),
        Category::ThreeOfAKind => t!("poker.cat.three_of_a_kind"),
        Category::TwoPair => t!("poker.cat.two_pair"),
        Category::OnePair => t!("poker.cat.one_pair"),
        Category::NoPair => t!("poker.cat.no_pair"),
    }
}

/// `You: Two pair — 212`.
pub fn hand_value(who: &str, value: &HandValue) -> String {
    t!("poker.hand_value", who = who, hand = category(value.category), score = value.score)
        .into_owned()
}

/// What a hand's score (the number in "No pair — 48") is made of, worded for the player:
/// the category's hundreds and the rank or suit added to them, or for no pair the highest
/// card's place among the 52 (by rank, then suit), and that the higher score wins. The
/// parts are taken from the score itself (`games::poker::eval`), so the note says what the
/// number is. It names no card but the hand's own (a table shows it to its owner alone).
pub fn score_note(value: &HandValue) -> String {
    let score = value.score;
    let base = score / 100 * 100;
    let extra = score - base;
    // Ranks count 2 … 14 (the ace high), suits ♣ 1 … ♠ 4 (the rule book's values).
    // A number card's rank is its value already; a face card's value is named: "14 (A)".
    let rank = || match Rank::new(if extra == 14 { 1 } else { extra as u8 }).map(Rank::label) {
        Some(label) if label != extra.to_string() => format!("{extra} ({label})"),
        _ => extra.to_string(),
    };
    let suit = || {
        let symbol =
            Suit::from_index(4usize.saturating_sub(usize::from(extra))).map_or('?', Suit::symbol);
        format!("{extra} ({symbol})")
    };
    let how = match value.category {
        Category::NoPair => {
            let card = crate::widgets::card::card_label(value.tiebreak);
            t!("poker.score.no_pair", card = card)
        }
        Category::OnePair => t!("poker.score.pair", base = base, rank = rank()),
        Category::TwoPair => t!("poker.score.two_pair", base = base, rank = rank()),
        Category::FullHouse => t!("poker.score.full_house", base = base, rank = rank()),
        Category::Straight => t!("poker.score.straight", base = base, rank = rank()),
        Category::ThreeOfAKind | Category::FourOfAKind | Category::FiveOfAKind => {
            t!("poker.score.of_a_kind", base = base, rank = rank())
        }
        Category::Flush | Category::StraightFlush | Category::RoyalStraightFlush => {
            t!("poker.score.suit", base = base, suit = suit())
        }
    };
    t!("poker.score.note", score = score, how = how).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_words_agree_with_their_number() {
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(points(1u32), "1 point");
        assert_eq!(points(0u32), "0 points");
        assert_eq!(points(20u32), "20 points");
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(3), "3 cards");
        assert_eq!(
            bet_error(&BetError::TooMuch { bet: 5, points: 1 }, 1),
            "You bet 5 but have only 1 point."
        );
    }

    #[test]
    fn the_score_note_takes_its_parts_from_the_score() {
        use crate::games::poker::{HandValue, evaluate};
        crate::i18n::apply(crate::i18n::Language::En);
        let hand = |text: &str| -> HandValue {
            let cards: Vec<_> = text.split(' ').map(|c| c.parse().unwrap()).collect();
            evaluate(&std::array::from_fn(|i| cards[i]))
        };
        let k_high = hand("KS 4H 7S 9D 5S");
        assert_eq!(k_high.score, 48);
        assert_eq!(
            score_note(&k_high),
            "48 = your highest card, K♠: the 52 cards count 1 to 52 by rank, then suit · higher \
             scores win"
        );
        assert_eq!(
            score_note(&hand("AS AH 7S 9D 5S")),
            "114 = 100 for the hand + 14 (A) for the pair's rank · higher scores win"
        );
        assert_eq!(
            score_note(&hand("2C 5C 7C 9C JC")),
            "501 = 500 for the hand + 1 (♣) for the suit · higher scores win"
        );
    }

    #[test]
    fn every_category_has_its_own_name() {
        let names: std::collections::HashSet<String> =
            Category::ALL.iter().map(|&c| category(c).into_owned()).collect();
        assert_eq!(names.len(), Category::ALL.len());
    }
}
