//! Several hands against one dealer: the poker of a shared table. One to four chairs each
//! play their own hand against the one dealer (who is no chair), each with its own points,
//! bet and record, exactly as the local game's one player does (RULES.md §5 scoring, the same
//! evaluator, bet checks and dealer strategies).
//!
//! A round goes one chair at a time, in chair order, so a table has one chair on turn:
//! 1. each chair still in bets (1 to its points);
//! 2. the deal (an automatic [`Game::step`]): a fresh shuffled 53-card deck, one card at a
//!    time to each chair in order and then the dealer, five times;
//! 3. each chair in exchanges 0–5 cards, once;
//! 4. the dealer exchanges by its strategy at the table's level (a step);
//! 5. the showdown (a step): each hand against the dealer's, its bet won, lost or pushed.
//!
//! Decisions where the rule book is silent:
//! - The dealer sees only its own five cards, as in the local game: never the chairs' hands,
//!   nor anyone's discards. So its exchange does not depend on how many chairs play.
//! - A chair whose points reach 0 is out: it neither bets nor is dealt for the rest of the
//!   game. The game ends after [`ROUNDS`] rounds, or sooner when every chair is out; the
//!   chairs are then ranked by points (ties in chair order). A rematch starts everyone again
//!   with the starting points.
//! - Computers in chairs (and people away or out of time) bet 1 to a tenth of their points
//!   (at least 1), drawn from the table's seeded RNG, and exchange by the dealer's strategy at
//!   the table's level, seeing only their own hand, as `asobi sim poker`'s player does.
//! - All 53 cards are always somewhere: the hands, the dealer's, the deck or the discards. The
//!   last round's cards stay in place (shown down) until the next deal.

use std::ops::RangeInclusive;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::dealer::{Marks, dealer_exchange, unseen_by};
use super::hand::HandValue;
use super::round::{BetError, Outcome, Record, check_bet, replace};
use crate::games::Level;
use crate::games::cards::{Card, Deck};

/// Rounds in a game at a table.
pub const ROUNDS: u32 = 5;
/// How many chairs play against the dealer.
pub const CHAIRS: RangeInclusive<usize> = 1..=4;

/// One chair's side of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    pub points: u32,
    /// This round's bet: 0 until the chair bets, and for a chair that is out.
    pub bet: u32,
    /// Five cards once dealt this round (none for a chair that sits the round out).
    pub cards: Vec<Card>,
    /// The positions exchanged this round, once the chair has exchanged.
    pub exchanged: Option<Marks>,
    /// Showdowns won, lost and pushed.
    pub record: Record,
}

impl Hand {
    /// Out of the game: no points left.
    pub fn is_out(&self) -> bool {
        self.points == 0
    }
}

/// Where a round is. The chair in `Betting` or `Exchange` is on turn; the other stages are
/// the rules' own [`Game::step`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Betting(usize),
    Dealing,
    Exchange(usize),
    DealerTurn,
    Showdown,
    Over,
}

impl Stage {
    /// The chair whose move the game waits for at this stage (the whole game and every
    /// seat's view of it answer from here).
    pub fn on_turn(self) -> Option<usize> {
        match self {
            Stage::Betting(c) | Stage::Exchange(c) => Some(c),
            _ => None,
        }
    }
}

/// One chair's showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    pub value: HandValue,
    pub outcome: Outcome,
    pub bet: u32,
    /// The chair's points after it.
    pub points: u32,
}

/// The last showdown: the dealer's hand and each chair's result (`None`: sat it out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Showdown {
    pub round: u32,
    pub dealer: HandValue,
    pub chairs: Vec<Option<Settled>>,
}

/// What an automatic step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Dealt,
    DealerExchanged(Marks),
    ShownDown,
}

/// Why a move was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Another chair is on turn, or none is.
    NotYourTurn,
    Bet(BetError),
}

/// A whole game at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    hands: Vec<Hand>,
    start_points: u32,
    dealer: Vec<Card>,
    dealer_level: Level,
    /// What the dealer exchanged this round, once it has.
    dealer_marks: Option<Marks>,
    deck: Vec<Card>,
    discards: Vec<Card>,
    /// The round under way, from 1.
    round: u32,
    stage: Stage,
    showdown: Option<Showdown>,
}

impl Game {
    /// A new game for `chairs` chairs (1 to 4) of `points` each (at least 1).
    pub fn new(chairs: usize, points: u32, dealer_level: Level) -> Option<Game> {
        CHAIRS.contains(&chairs).then(|| {
            let points = points.max(1);
            let hand = Hand {
                points,
                bet: 0,
                cards: Vec::new(),
                exchanged: None,
                record: Record::default(),
            };
            Game {
                hands: vec![hand; chairs],
                start_points: points,
                dealer: Vec::new(),
                dealer_level,
                dealer_marks: None,
                deck: Deck::with_joker(),
                discards: Vec::new(),
                round: 1,
                stage: Stage::Betting(0),
                showdown: None,
            }
        })
    }

    /// The same chairs from the start again.
    pub fn rematch(&self) -> Game {
        let fresh = Game::new(self.hands.len(), self.start_points, self.dealer_level);
        fresh.unwrap_or_else(|| self.clone())
    }

    pub fn chairs(&self) -> usize {
        self.hands.len()
    }
    pub fn hand(&self, chair: usize) -> &Hand {
        &self.hands[chair]
    }
    pub fn hands(&self) -> &[Hand] {
        &self.hands
    }
    pub fn dealer_level(&self) -> Level {
        self.dealer_level
    }
    /// The dealer's five cards once dealt (a screen shows them only at the showdown).
    pub fn dealer_hand(&self) -> Option<[Card; 5]> {
        self.dealer.as_slice().try_into().ok()
    }
    pub fn dealer_marks(&self) -> Option<Marks> {
        self.dealer_marks
    }
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn stage(&self) -> Stage {
        self.stage
    }
    /// The last showdown, until the next deal.
    pub fn showdown(&self) -> Option<&Showdown> {
        self.showdown.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The chair whose move the game waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.stage.on_turn()
    }

    /// True when the rules' own next step is due (the deal, the dealer, the showdown).
    pub fn step_due(&self) -> bool {
        matches!(self.stage, Stage::Dealing | Stage::DealerTurn | Stage::Showdown)
    }

    /// Chairs in the round under way (they bet), in order.
    pub fn in_round(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.hands.len()).filter(|&c| self.hands[c].bet > 0)
    }

    /// Every card: hands, the dealer's, deck and discards — always the 53.
    pub fn all_cards(&self) -> Vec<Card> {
        let hands = self.hands.iter().flat_map(|h| h.cards.iter());
        hands.chain(&self.dealer).chain(&self.deck).chain(&self.discards).copied().collect()
    }

    /// The chairs best first: by points, ties in chair order.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.hands.len()).collect();
        order.sort_by_key(|&c| std::cmp::Reverse(self.hands[c].points));
        order
    }

    /// `chair` bets `bet` points. On error nothing changes.
    pub fn bet(&mut self, chair: usize, bet: u64) -> Result<(), MoveError> {
        if self.stage != Stage::Betting(chair) {
            return Err(MoveError::NotYourTurn);
        }
        let hand = &mut self.hands[chair];
        hand.bet = check_bet(bet, hand.points).map_err(MoveError::Bet)?;
        self.stage = match self.next_after(chair, |h| !h.is_out()) {
            Some(next) => Stage::Betting(next),
            None => Stage::Dealing,
        };
        Ok(())
    }

    /// `chair` exchanges the marked cards (none: stands pat), once a round.
    pub fn exchange(&mut self, chair: usize, marks: Marks) -> Result<(), MoveError> {
        if self.stage != Stage::Exchange(chair) {
            return Err(MoveError::NotYourTurn);
        }
        let hand = &mut self.hands[chair];
        replace(&mut hand.cards, marks, &mut self.deck, &mut self.discards);
        hand.exchanged = Some(marks);
        self.stage = match self.next_after(chair, |h| h.bet > 0) {
            Some(next) => Stage::Exchange(next),
            None => Stage::DealerTurn,
        };
        Ok(())
    }

    /// The rules' own next step, if one is due: the deal, the dealer's exchange or the
    /// showdown.
    pub fn step<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Step> {
        match self.stage {
            Stage::Dealing => {
                self.deal(rng);
                Some(Step::Dealt)
            }
            Stage::DealerTurn => {
                let hand = self.dealer_hand()?;
                let marks = dealer_exchange(&hand, self.dealer_level, &unseen_by(&hand));
                replace(&mut self.dealer, marks, &mut self.deck, &mut self.discards);
                self.dealer_marks = Some(marks);
                self.stage = Stage::Showdown;
                Some(Step::DealerExchanged(marks))
            }
            Stage::Showdown => {
                self.settle();
                Some(Step::ShownDown)
            }
            _ => None,
        }
    }

    /// The first chair after `chair` (in order, not wrapping) that `takes_part`.
    fn next_after(&self, chair: usize, takes_part: impl Fn(&Hand) -> bool) -> Option<usize> {
        (chair + 1..self.hands.len()).find(|&c| takes_part(&self.hands[c]))
    }

    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.deck = Deck::with_joker();
        self.deck.shuffle(rng);
        self.dealer.clear();
        self.discards.clear();
        self.dealer_marks = None;
        self.showdown = None;
        for hand in &mut self.hands {
            hand.cards.clear();
            hand.exchanged = None;
        }
        let playing: Vec<usize> = self.in_round().collect();
        for _ in 0..5 {
            for &c in &playing {
                self.hands[c].cards.extend(self.deck.pop());
            }
            self.dealer.extend(self.deck.pop());
        }
        self.stage = playing.first().map_or(Stage::DealerTurn, |&c| Stage::Exchange(c));
    }

    /// Each hand in against the dealer's; then the next round, or the end.
    fn settle(&mut self) {
        let dealer = super::evaluate(&self.dealer_hand().unwrap_or([Card::JOKER; 5]));
        let mut chairs = vec![None; self.hands.len()];
        for (c, hand) in self.hands.iter_mut().enumerate().filter(|(_, h)| h.bet > 0) {
            let cards: [Card; 5] = hand.cards.as_slice().try_into().unwrap_or([Card::JOKER; 5]);
            let value = super::evaluate(&cards);
            let outcome = Outcome::of(&value, &dealer);
            let points = i64::from(hand.points) + outcome.delta(hand.bet);
            hand.points = u32::try_from(points.max(0)).unwrap_or(u32::MAX);
            match outcome {
                Outcome::PlayerWins => hand.record.wins += 1,
                Outcome::DealerWins => hand.record.losses += 1,
                Outcome::Push => hand.record.pushes += 1,
            }
            chairs[c] = Some(Settled { value, outcome, bet: hand.bet, points: hand.points });
        }
        self.showdown = Some(Showdown { round: self.round, dealer, chairs });
        for hand in &mut self.hands {
            hand.bet = 0;
        }
        let first = (0..self.hands.len()).find(|&c| !self.hands[c].is_out());
        self.stage = match first {
            Some(c) if self.round < ROUNDS => {
                self.round += 1;
                Stage::Betting(c)
            }
            _ => Stage::Over,
        };
    }
}

/// A computer chair's bet: 1 to a tenth of its points (at least 1).
pub fn computer_bet<R: Rng + ?Sized>(points: u32, rng: &mut R) -> u32 {
    rng.random_range(1..=(points / 10).max(1))
}

/// A computer chair's exchange: the dealer's strategy at `level`, seeing its own hand only.
pub fn computer_exchange(hand: &[Card], level: Level) -> Marks {
    match <[Card; 5]>::try_from(hand) {
        Ok(hand) => dealer_exchange(&hand, level, &unseen_by(&hand)),
        Err(_) => Marks::NONE,
    }
}

#[cfg(test)]
mod tests;
