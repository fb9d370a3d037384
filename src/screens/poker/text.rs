//! The poker screen's words: the engine's English bet errors and hand names, said in the
//! current language, and counted phrases ("1 point", "20 points") in their right number.

use std::borrow::Cow;

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
    fn every_category_has_its_own_name() {
        let names: std::collections::HashSet<String> =
            Category::ALL.iter().map(|&c| category(c).into_owned()).collect();
        assert_eq!(names.len(), Category::ALL.len());
    }
}
