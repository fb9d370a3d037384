//! Playing cards shared by Old Maid, Killer Sevens and poker: suits, ranks, the Joker, decks.
//!
//! A card is one byte: `suit * 13 + (rank - 1)` for the 52 standard cards and 52 for the Joker.
//! That keeps hands `Copy`, hashable and cheap to move between threads, and gives every card a
//! dense index (`Card::index`) that bit sets and tables can use directly.

use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// The four suits in the rule book's order: ♠ ♥ ♦ ♣ (also poker's tie strength, strongest first,
/// and the Killer Sevens table's rows, top to bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// 0 for ♠ through 3 for ♣.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    /// The one-cell symbol drawn in the unicode card style.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The letter used in the ASCII card style and on the command line.
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// ♥ and ♦ are drawn red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// A rank from 1 (ace) to 13 (king). Games decide whether the ace is high. Read from a file it
/// must be in range, like [`Card`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8")]
pub struct Rank(u8);

impl TryFrom<u8> for Rank {
    type Error = String;

    fn try_from(value: u8) -> Result<Rank, String> {
        Rank::new(value).ok_or_else(|| format!("{value} is not a rank (1 to 13)"))
    }
}

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const SEVEN: Rank = Rank(7);
    pub const TEN: Rank = Rank(10);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// `Some` for 1..=13.
    pub fn new(value: u8) -> Option<Rank> {
        (1..=13).contains(&value).then_some(Rank(value))
    }

    /// Every rank, ace first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// 1 (ace) ..= 13 (king).
    pub fn value(self) -> u8 {
        self.0
    }

    /// How the rank is written on a card face: A 2 … 10 J Q K.
    pub fn label(self) -> &'static str {
        const LABELS: [&str; 13] =
            ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
        LABELS[usize::from(self.0 - 1)]
    }
}

/// One card: a standard card or the Joker. Read from a file it must be one of the 53 (a larger
/// number would index past the tables that name and draw cards).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8")]
pub struct Card(u8);

impl TryFrom<u8> for Card {
    type Error = String;

    fn try_from(i: u8) -> Result<Card, String> {
        Card::from_index(usize::from(i)).ok_or_else(|| format!("{i} is not a card (0 to 52)"))
    }
}

impl Card {
    pub const JOKER: Card = Card(52);

    pub fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 13 + rank.0 - 1)
    }

    /// The card with dense index `i` (0..52 standard, 52 the Joker).
    pub fn from_index(i: usize) -> Option<Card> {
        (i <= 52).then_some(Card(i as u8))
    }

    /// 0..52 for standard cards (suit-major), 52 for the Joker.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn is_joker(self) -> bool {
        self.0 == 52
    }

    pub fn suit(self) -> Option<Suit> {
        (!self.is_joker()).then(|| Suit::ALL[usize::from(self.0 / 13)])
    }

    pub fn rank(self) -> Option<Rank> {
        (!self.is_joker()).then(|| Rank(self.0 % 13 + 1))
    }

    /// True for ♥ and ♦ cards; the Joker is not red.
    pub fn is_red(self) -> bool {
        self.suit().is_some_and(Suit::is_red)
    }

    /// Unicode face text: `A♠`, `10♥`, `JK` for the Joker.
    pub fn unicode_label(self) -> String {
        match (self.rank(), self.suit()) {
            (Some(r), Some(s)) => format!("{}{}", r.label(), s.symbol()),
            _ => "JK".to_string(),
        }
    }

    /// ASCII face text: `AS`, `10H`, `JK`. This is also the command-line spelling.
    pub fn ascii_label(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(r), Some(s)) => write!(f, "{}{}", r.label(), s.letter()),
            _ => f.write_str("JK"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Echo at most a few characters: the input may be anything, of any length.
        let shown: String = self.0.chars().take(12).collect();
        let more = if self.0.chars().count() > 12 { "…" } else { "" };
        write!(
            f,
            "'{shown}{more}' is not a card (write rank then suit: AS, 10H or TH, QD, 2C; JK for the Joker)"
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `AS`, `10H`, `TH`, `qd`, `2c`, `JK` (case-insensitive); suit symbols ♠♥♦♣ work too.
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_string());
        let upper = s.trim().to_uppercase();
        if upper == "JK" || upper == "JOKER" {
            return Ok(Card::JOKER);
        }
        let mut chars: Vec<char> = upper.chars().collect();
        let suit = match chars.pop().ok_or_else(err)? {
            'S' | '♠' => Suit::Spades,
            'H' | '♥' => Suit::Hearts,
            'D' | '♦' => Suit::Diamonds,
            'C' | '♣' => Suit::Clubs,
            _ => return Err(err()),
        };
        let rank_text: String = chars.into_iter().collect();
        let rank = match rank_text.as_str() {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            d if d.len() == 1 && ("2"..="9").contains(&d) => d.parse().map_err(|_| err())?,
            _ => return Err(err()),
        };
        Ok(Card::new(suit, Rank(rank)))
    }
}

/// Deck builders. Shuffling takes the caller's RNG so a seed replays every deal.
pub struct Deck;

impl Deck {
    /// The 52 standard cards in index order.
    pub fn standard() -> Vec<Card> {
        (0..52).map(|i| Card(i as u8)).collect()
    }

    /// The 52 standard cards plus the Joker.
    pub fn with_joker() -> Vec<Card> {
        (0..53).map(|i| Card(i as u8)).collect()
    }

    /// `cards` shuffled with `rng`.
    pub fn shuffled<R: Rng + ?Sized>(mut cards: Vec<Card>, rng: &mut R) -> Vec<Card> {
        cards.shuffle(rng);
        cards
    }

    /// Deals `cards` one at a time round-robin from seat 0 into `players` hands.
    pub fn deal_round_robin(cards: &[Card], players: usize) -> Vec<Vec<Card>> {
        let mut hands = vec![Vec::new(); players];
        for (i, &c) in cards.iter().enumerate() {
            hands[i % players].push(c);
        }
        hands
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::GameRng;
    use rand::SeedableRng;

    #[test]
    fn files_can_only_name_real_cards_and_ranks() {
        let cards: Vec<Card> = serde_json::from_str("[0, 51, 52]").unwrap();
        assert_eq!(
            cards,
            vec![Card::from_index(0).unwrap(), Card::from_index(51).unwrap(), Card::JOKER]
        );
        assert!(serde_json::from_str::<Card>("53").unwrap_err().to_string().contains("not a card"));
        assert!(serde_json::from_str::<Card>("255").is_err());
        assert_eq!(serde_json::from_str::<Rank>("13").unwrap(), Rank::KING);
        assert!(serde_json::from_str::<Rank>("0").is_err());
        assert!(serde_json::from_str::<Rank>("14").is_err());
    }

    #[test]
    fn every_card_round_trips_through_text_and_index() {
        for c in Deck::with_joker() {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            assert_eq!(Card::from_index(c.index()), Some(c));
        }
        assert_eq!("TH".parse::<Card>(), Ok(Card::new(Suit::Hearts, Rank::TEN)));
        assert_eq!("a♠".parse::<Card>(), Ok(Card::new(Suit::Spades, Rank::ACE)));
        for bad in ["", "X", "1X", "11S", "0H", "JJ", "10", "KKS"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn suits_ranks_and_colours() {
        let c = Card::new(Suit::Diamonds, Rank::QUEEN);
        assert_eq!((c.suit(), c.rank()), (Some(Suit::Diamonds), Some(Rank::QUEEN)));
        assert!(c.is_red() && !Card::JOKER.is_red());
        assert_eq!(c.unicode_label(), "Q♦");
        assert_eq!(Card::JOKER.suit(), None);
        assert_eq!(Rank::new(14), None);
    }

    #[test]
    fn shuffle_is_a_permutation_and_replays_with_the_seed() {
        let a = Deck::shuffled(Deck::with_joker(), &mut GameRng::seed_from_u64(7));
        let b = Deck::shuffled(Deck::with_joker(), &mut GameRng::seed_from_u64(7));
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, Deck::with_joker());
        let hands = Deck::deal_round_robin(&a, 4);
        let sizes: Vec<usize> = hands.iter().map(Vec::len).collect();
        assert_eq!(sizes, [14, 13, 13, 13]);
    }
}
