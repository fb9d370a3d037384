//! What an evaluated hand is: its category, its 役点 score, the tie-break card, and how two
//! hands compare. Also reads hands typed as text ("AS 10H QD 2C JK").

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::cards::{Card, ParseCardError, Suit};

/// Hand categories, weakest first so that the derived order is hand strength. The number of a
/// category is also its hundreds digit in the score (`score / 100`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    NoPair,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalStraightFlush,
    FiveOfAKind,
}

impl Category {
    /// Every category, strongest first (the order of the rule book's table).
    pub const ALL: [Category; 11] = [
        Category::FiveOfAKind,
        Category::RoyalStraightFlush,
        Category::StraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::OnePair,
        Category::NoPair,
    ];

    /// The category a score belongs to: the score bands never overlap (no pair is 1..=52).
    pub fn from_score(score: u16) -> Category {
        const BY_HUNDREDS: [Category; 11] = [
            Category::NoPair,
            Category::OnePair,
            Category::TwoPair,
            Category::ThreeOfAKind,
            Category::Straight,
            Category::Flush,
            Category::FullHouse,
            Category::FourOfAKind,
            Category::StraightFlush,
            Category::RoyalStraightFlush,
            Category::FiveOfAKind,
        ];
        BY_HUNDREDS[usize::from(score / 100).min(10)]
    }

    /// Machine name, as in JSON: `royal_straight_flush`.
    pub fn name(self) -> &'static str {
        match self {
            Category::FiveOfAKind => "five_of_a_kind",
            Category::RoyalStraightFlush => "royal_straight_flush",
            Category::StraightFlush => "straight_flush",
            Category::FourOfAKind => "four_of_a_kind",
            Category::FullHouse => "full_house",
            Category::Flush => "flush",
            Category::Straight => "straight",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::TwoPair => "two_pair",
            Category::OnePair => "one_pair",
            Category::NoPair => "no_pair",
        }
    }

    /// Display name for people: `Royal straight flush`.
    pub fn label(self) -> &'static str {
        match self {
            Category::FiveOfAKind => "Five of a kind",
            Category::RoyalStraightFlush => "Royal straight flush",
            Category::StraightFlush => "Straight flush",
            Category::FourOfAKind => "Four of a kind",
            Category::FullHouse => "Full house",
            Category::Flush => "Flush",
            Category::Straight => "Straight",
            Category::ThreeOfAKind => "Three of a kind",
            Category::TwoPair => "Two pair",
            Category::OnePair => "One pair",
            Category::NoPair => "No pair",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// An evaluated five-card hand.
///
/// `tiebreak` is the highest natural (non-Joker) card among the cards forming the hand, highest
/// by rank (aces high), then by suit (♠ > ♥ > ♦ > ♣) among cards of that rank. The cards
/// forming each hand are:
/// - five / four / three of a kind: the natural cards of that rank;
/// - one pair: the two paired cards (a pair made with the Joker: the card it pairs, which is
///   the highest card);
/// - two pair: the four paired cards (not the fifth card);
/// - full house, straight, flush, straight flush, royal: all five cards;
/// - no pair: the single highest card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandValue {
    pub category: Category,
    /// The rule book's 役点: base for the category plus rank or suit (RULES.md §5).
    pub score: u16,
    pub tiebreak: Card,
}

impl HandValue {
    /// Hand strength: score first; on equal score, the tie-break card's suit. Equal means push.
    ///
    /// The tie-break compares suits only (the rule book's wording), never ranks: two
    /// K-high straights with highest natural cards Q♠ and K♠ push.
    pub fn cmp_strength(&self, other: &HandValue) -> Ordering {
        self.score
            .cmp(&other.score)
            .then_with(|| suit_strength(self.tiebreak).cmp(&suit_strength(other.tiebreak)))
    }
}

/// ♠ 4, ♥ 3, ♦ 2, ♣ 1 (RULES.md suit values); 0 for the Joker.
pub fn suit_strength(card: Card) -> u8 {
    match card.suit() {
        Some(Suit::Spades) => 4,
        Some(Suit::Hearts) => 3,
        Some(Suit::Diamonds) => 2,
        Some(Suit::Clubs) => 1,
        None => 0,
    }
}

/// Which hand is stronger; `Equal` is a push. The hands must each hold five distinct cards.
pub fn compare(a: &[Card; 5], b: &[Card; 5]) -> Ordering {
    super::evaluate(a).cmp_strength(&super::evaluate(b))
}

/// Why a typed hand could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    BadCard(ParseCardError),
    Duplicate(Card),
    WrongCount(usize),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::BadCard(e) => e.fmt(f),
            ParseError::Duplicate(c) => {
                write!(f, "{c} is given twice (a hand holds distinct cards)")
            }
            ParseError::WrongCount(n) => write!(f, "a hand is exactly 5 cards ({n} given)"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Reads five cards separated by spaces or commas: `AS 10H qd 2c JK` (case-insensitive; `TH`
/// works for 10♥). Rejects unknown cards, repeated cards and any count but five.
pub fn parse_hand(text: &str) -> Result<[Card; 5], ParseError> {
    let words: Vec<&str> =
        text.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
    let mut cards = Vec::with_capacity(5);
    for word in &words {
        let card: Card = word.parse().map_err(ParseError::BadCard)?;
        if cards.contains(&card) {
            return Err(ParseError::Duplicate(card));
        }
        cards.push(card);
    }
    cards.try_into().map_err(|v: Vec<Card>| ParseError::WrongCount(v.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_hand_accepts_the_usual_spellings() {
        let hand = parse_hand("AS 10H qd, 2c JK").unwrap();
        let text: Vec<String> = hand.iter().map(Card::to_string).collect();
        assert_eq!(text, ["AS", "10H", "QD", "2C", "JK"]);
        assert_eq!(parse_hand("TH 2S 3S 4S 5S").unwrap()[0].to_string(), "10H");
    }

    #[test]
    fn parse_hand_rejects_bad_input() {
        assert!(matches!(parse_hand("AS KS QS JS XX"), Err(ParseError::BadCard(_))));
        assert_eq!(parse_hand("AS KS QS JS as"), Err(ParseError::Duplicate("AS".parse().unwrap())));
        assert_eq!(parse_hand("AS KS QS JS"), Err(ParseError::WrongCount(4)));
        assert_eq!(parse_hand("AS KS QS JS 10S 9S"), Err(ParseError::WrongCount(6)));
        assert_eq!(parse_hand(""), Err(ParseError::WrongCount(0)));
    }

    #[test]
    fn categories_follow_score_bands() {
        assert_eq!(Category::from_score(1), Category::NoPair);
        assert_eq!(Category::from_score(52), Category::NoPair);
        assert_eq!(Category::from_score(114), Category::OnePair);
        assert_eq!(Category::from_score(904), Category::RoyalStraightFlush);
        assert_eq!(Category::from_score(1014), Category::FiveOfAKind);
        assert!(Category::ALL.windows(2).all(|w| w[0] > w[1]));
    }
}
