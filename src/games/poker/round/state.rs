//! A table as plain data, for saved games: `Table::state` writes it out whole, and
//! `Table::from_state` reads it back only once `TableState::validate` has shown that play
//! could have reached it — a hand-edited file cannot conjure a sixth ace or bet points it
//! does not hold.
//!
//! Cards are written as their text (`"AS"`, `"10H"`, `"JK"`), so a file is readable and a
//! card that does not exist cannot even be read. The showdown is not written: it follows from
//! the hands, and is worked out again.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Marks, Outcome, Phase, Record, Table};
use crate::games::Level;
use crate::games::cards::Card;

/// Everything a game of poker is, between two messages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    pub points: u32,
    pub best_points: u32,
    pub record: Record,
    pub dealer_level: Level,
    /// The round under way; none while the table waits for a bet.
    pub round: Option<RoundState>,
}

/// How far a round has gone (waiting for a bet is no round; a lost game is not saved).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundStage {
    Exchange,
    DealerTurn,
    Showdown,
}

/// One round's cards and stake. The 53 cards are all here: hands, deck and discards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundState {
    pub stage: RoundStage,
    pub bet: u32,
    #[serde(with = "card_text")]
    pub player: Vec<Card>,
    #[serde(with = "card_text")]
    pub dealer: Vec<Card>,
    /// Cards not yet dealt, the next one last.
    #[serde(with = "card_text")]
    pub deck: Vec<Card>,
    /// Cards exchanged away, in the order thrown: the player's, then the dealer's.
    #[serde(with = "card_text")]
    pub discards: Vec<Card>,
    /// What the player exchanged (from the dealer's turn on).
    pub player_marks: Marks,
    /// What the dealer exchanged (at the showdown).
    pub dealer_marks: Marks,
}

/// Why a saved table cannot be played on. Each names a rule that play never breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    /// No points left: that game is over, not under way.
    NoPoints,
    /// The best points of the game are below the points held.
    BestBelowPoints { best: u32, points: u32 },
    /// A hand of other than five cards.
    HandSize { cards: usize },
    /// Hands, deck and discards do not hold exactly the 53 cards.
    CardCount { cards: usize },
    /// A card in two places.
    CardTwice(Card),
    /// The discards do not match the exchanges made so far.
    Discards { expected: usize, found: usize },
    /// An exchange recorded before it can have happened.
    EarlyExchange,
    /// The bet is not 1 to the points held when it was placed.
    Bet { bet: u32, points: u64 },
    /// The round shown down is missing from the record.
    Unrecorded,
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::NoPoints => f.write_str("no points left: the game is over"),
            StateError::BestBelowPoints { best, points } => {
                write!(f, "best points {best} are below the {points} held")
            }
            StateError::HandSize { cards } => write!(f, "a hand holds {cards} cards, not 5"),
            StateError::CardCount { cards } => write!(f, "{cards} cards on the table, not 53"),
            StateError::CardTwice(card) => write!(f, "{card} is in two places"),
            StateError::Discards { expected, found } => {
                write!(f, "{found} cards discarded where the exchanges threw {expected}")
            }
            StateError::EarlyExchange => f.write_str("an exchange is recorded before its turn"),
            StateError::Bet { bet, points } => write!(f, "a bet of {bet} with {points} points"),
            StateError::Unrecorded => f.write_str("the record misses the round shown down"),
        }
    }
}

impl std::error::Error for StateError {}

impl TableState {
    /// Checks that play could have reached this state (see `StateError` for each rule).
    pub fn validate(&self) -> Result<(), StateError> {
        let (points, best) = (self.points, self.best_points);
        if points == 0 {
            return Err(StateError::NoPoints);
        }
        if best < points {
            return Err(StateError::BestBelowPoints { best, points });
        }
        let Some(round) = &self.round else { return Ok(()) };
        round.check_cards()?;
        // The points when the bet was placed: the points move only at the showdown.
        let before = match round.stage {
            RoundStage::Exchange | RoundStage::DealerTurn => u64::from(points),
            RoundStage::Showdown => {
                let outcome = round.outcome();
                if self.record.count(outcome) == 0 {
                    return Err(StateError::Unrecorded);
                }
                let before = i64::from(points) - outcome.delta(round.bet);
                if before > i64::from(best) {
                    let points = u32::try_from(before).unwrap_or(u32::MAX);
                    return Err(StateError::BestBelowPoints { best, points });
                }
                before.max(0) as u64
            }
        };
        if round.bet == 0 || u64::from(round.bet) > before {
            return Err(StateError::Bet { bet: round.bet, points: before });
        }
        Ok(())
    }
}

impl RoundState {
    /// Five cards a hand, the 53 cards each once, and the discards the exchanges made.
    fn check_cards(&self) -> Result<(), StateError> {
        for hand in [&self.player, &self.dealer] {
            if hand.len() != 5 {
                return Err(StateError::HandSize { cards: hand.len() });
            }
        }
        let all = [&self.player, &self.dealer, &self.deck, &self.discards];
        let mut seen = 0u64;
        for &card in all.into_iter().flatten() {
            let bit = 1u64 << card.index();
            if seen & bit != 0 {
                return Err(StateError::CardTwice(card));
            }
            seen |= bit;
        }
        let cards = all.iter().map(|cards| cards.len()).sum();
        if cards != 53 {
            return Err(StateError::CardCount { cards });
        }
        let (player, dealer) = (self.player_marks, self.dealer_marks);
        let expected = match self.stage {
            RoundStage::Exchange if player != Marks::NONE || dealer != Marks::NONE => {
                return Err(StateError::EarlyExchange);
            }
            RoundStage::DealerTurn if dealer != Marks::NONE => {
                return Err(StateError::EarlyExchange);
            }
            RoundStage::Exchange => 0,
            RoundStage::DealerTurn => player.count(),
            RoundStage::Showdown => player.count() + dealer.count(),
        };
        if self.discards.len() != expected {
            return Err(StateError::Discards { expected, found: self.discards.len() });
        }
        Ok(())
    }

    /// Who takes the round with the hands as they are.
    fn outcome(&self) -> Outcome {
        let hand = |cards: &[Card]| super::super::evaluate(&five(cards));
        Outcome::of(&hand(&self.player), &hand(&self.dealer))
    }
}

/// The five cards of a hand already checked to hold five.
fn five(cards: &[Card]) -> [Card; 5] {
    cards.try_into().unwrap_or([Card::JOKER; 5])
}

impl Table {
    /// The whole table as plain data (only copies: cheap enough after every message).
    pub fn state(&self) -> TableState {
        let stage = match self.phase {
            Phase::Exchange => Some(RoundStage::Exchange),
            Phase::DealerTurn => Some(RoundStage::DealerTurn),
            Phase::Showdown => Some(RoundStage::Showdown),
            // The last round's cards linger while betting, but nothing shows or uses them.
            Phase::Betting | Phase::GameOver => None,
        };
        TableState {
            points: self.points,
            best_points: self.best_points,
            record: self.record,
            dealer_level: self.dealer_level,
            round: stage.map(|stage| RoundState {
                stage,
                bet: self.bet,
                player: self.player.clone(),
                dealer: self.dealer.clone(),
                deck: self.deck.clone(),
                discards: self.discards.clone(),
                player_marks: self.player_marks,
                dealer_marks: self.dealer_marks,
            }),
        }
    }

    /// The table `state` describes, once validated; a showdown is worked out again.
    pub fn from_state(state: &TableState) -> Result<Table, StateError> {
        state.validate()?;
        let mut table = Table::with_points(state.points, state.dealer_level);
        table.best_points = state.best_points;
        table.record = state.record;
        if let Some(round) = &state.round {
            table.bet = round.bet;
            table.player = round.player.clone();
            table.dealer = round.dealer.clone();
            table.deck = round.deck.clone();
            table.discards = round.discards.clone();
            table.player_marks = round.player_marks;
            table.dealer_marks = round.dealer_marks;
            table.phase = match round.stage {
                RoundStage::Exchange => Phase::Exchange,
                RoundStage::DealerTurn => Phase::DealerTurn,
                RoundStage::Showdown => Phase::Showdown,
            };
            if round.stage == RoundStage::Showdown {
                table.showdown = Some(table.judge());
            }
        }
        Ok(table)
    }
}

/// Card lists written as text: `["AS", "10H", "JK"]`.
mod card_text {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::games::cards::Card;

    pub fn serialize<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.iter().map(Card::to_string))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Card>, D::Error> {
        let texts = Vec::<String>::deserialize(d)?;
        texts.iter().map(|text| text.parse().map_err(D::Error::custom)).collect()
    }
}
