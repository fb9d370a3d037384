//! The poker screen's words: the engine's English bet errors and hand names, said in the
//! current language.

use std::borrow::Cow;

use rust_i18n::t;

use crate::games::poker::{BetError, Category, HandValue};

/// Why a bet was refused, in the current language (the engine's `Display` is English only).
pub fn bet_error(e: &BetError, points: u32) -> Cow<'static, str> {
    match e {
        BetError::Empty => t!("poker.err.empty", points = points),
        BetError::NotANumber(text) => t!("poker.err.not_number", text = text),
        BetError::TooSmall => t!("poker.err.too_small"),
        BetError::TooMuch { bet, points } => t!("poker.err.too_much", bet = bet, points = points),
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
    fn every_category_has_its_own_name() {
        let names: std::collections::HashSet<String> =
            Category::ALL.iter().map(|&c| category(c).into_owned()).collect();
        assert_eq!(names.len(), Category::ALL.len());
    }
}
