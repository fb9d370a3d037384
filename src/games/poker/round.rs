//! The round flow the poker screen drives: bet, deal, the player's exchange, the dealer's
//! exchange, showdown, next round — a pure state machine over `Table`.
//!
//! Points change only at showdown (the bet is staked, not paid up front). Every round starts
//! from a fresh shuffled 53-card deck; the player is dealt first, the cards alternating. All 53
//! cards are always somewhere: player's hand, dealer's hand, deck or discards (`all_cards`).

pub mod bet;
pub mod result;
pub mod state;

use rand::Rng;
use rand::seq::SliceRandom;

pub use bet::{BetError, check_bet, parse_bet};
pub use result::{Outcome, Record, Showdown};
pub use state::{RoundStage, RoundState, StateError, TableState};

use crate::games::Level;
use crate::games::cards::{Card, Deck};
use crate::games::poker::PokerOptions;

use super::dealer::{Marks, dealer_exchange, unseen_by};

/// Where the table is in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Waiting for a bet (no cards dealt for this round yet).
    Betting,
    /// The player marks cards and exchanges them once.
    Exchange,
    /// The dealer decides its exchange (Hard may take a moment: run `dealer_choice` on a clone).
    DealerTurn,
    /// Both hands shown; `showdown()` holds the result.
    Showdown,
    /// The player's points reached 0.
    GameOver,
}

/// An action offered in the wrong phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhaseError {
    pub expected: Phase,
    pub actual: Phase,
}

impl std::fmt::Display for PhaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "that needs the {:?} phase, but the table is at {:?}", self.expected, self.actual)
    }
}

impl std::error::Error for PhaseError {}

/// One player against the dealer, round after round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    points: u32,
    best_points: u32,
    record: Record,
    phase: Phase,
    dealer_level: Level,
    bet: u32,
    deck: Vec<Card>,
    player: Vec<Card>,
    dealer: Vec<Card>,
    discards: Vec<Card>,
    player_marks: Marks,
    dealer_marks: Marks,
    showdown: Option<Showdown>,
}

impl Table {
    /// A new game with the settings' starting points and dealer level.
    pub fn new(options: &PokerOptions) -> Table {
        Table::with_points(options.starting_points, options.dealer)
    }

    /// A new game with `points` (at least 1) against a dealer of `dealer_level`.
    pub fn with_points(points: u32, dealer_level: Level) -> Table {
        let points = points.max(1);
        Table {
            points,
            best_points: points,
            record: Record::default(),
            phase: Phase::Betting,
            dealer_level,
            bet: 0,
            deck: Deck::with_joker(),
            player: Vec::new(),
            dealer: Vec::new(),
            discards: Vec::new(),
            player_marks: Marks::NONE,
            dealer_marks: Marks::NONE,
            showdown: None,
        }
    }

    pub fn points(&self) -> u32 {
        self.points
    }
    /// The most points held at any time in this game (the start included).
    pub fn best_points(&self) -> u32 {
        self.best_points
    }
    pub fn record(&self) -> Record {
        self.record
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealer_level(&self) -> Level {
        self.dealer_level
    }
    /// The bet of the round under way (or just shown down); 0 before the first bet.
    pub fn bet(&self) -> u32 {
        self.bet
    }
    /// The player's five cards once dealt (until the next deal).
    pub fn player_hand(&self) -> Option<[Card; 5]> {
        self.player.as_slice().try_into().ok()
    }
    /// The dealer's five cards once dealt. The screen shows them only at showdown.
    pub fn dealer_hand(&self) -> Option<[Card; 5]> {
        self.dealer.as_slice().try_into().ok()
    }
    /// Cards not yet dealt, the next card to be drawn last.
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }
    /// Cards exchanged away this round, in the order thrown.
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }
    /// The positions the player exchanged this round.
    pub fn player_marks(&self) -> Marks {
        self.player_marks
    }
    /// The positions the dealer exchanged this round (meaningful from showdown on).
    pub fn dealer_marks(&self) -> Marks {
        self.dealer_marks
    }
    /// The last showdown, kept until the next deal.
    pub fn showdown(&self) -> Option<&Showdown> {
        self.showdown.as_ref()
    }
    /// True once the points are gone.
    pub fn is_game_over(&self) -> bool {
        self.points == 0
    }

    /// Every card on the table: hands, deck and discards — always the 53.
    pub fn all_cards(&self) -> Vec<Card> {
        [&self.player, &self.dealer, &self.deck, &self.discards]
            .into_iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Takes a typed bet and deals. On error nothing changes.
    pub fn place_bet<R: Rng + ?Sized>(&mut self, text: &str, rng: &mut R) -> Result<(), BetError> {
        self.ensure_betting()?;
        let bet = parse_bet(text, self.points)?;
        self.deal(bet, rng);
        Ok(())
    }

    /// Takes a bet given as a number and deals. On error nothing changes.
    pub fn place_bet_amount<R: Rng + ?Sized>(
        &mut self,
        bet: u64,
        rng: &mut R,
    ) -> Result<(), BetError> {
        self.ensure_betting()?;
        let bet = check_bet(bet, self.points)?;
        self.deal(bet, rng);
        Ok(())
    }

    fn ensure_betting(&self) -> Result<(), BetError> {
        if self.phase == Phase::Betting { Ok(()) } else { Err(BetError::NotBetting) }
    }

    fn deal<R: Rng + ?Sized>(&mut self, bet: u32, rng: &mut R) {
        self.deck = Deck::with_joker();
        self.deck.shuffle(rng);
        self.player.clear();
        self.dealer.clear();
        self.discards.clear();
        for _ in 0..5 {
            self.player.extend(self.deck.pop());
            self.dealer.extend(self.deck.pop());
        }
        self.bet = bet;
        self.player_marks = Marks::NONE;
        self.dealer_marks = Marks::NONE;
        self.showdown = None;
        self.phase = Phase::Exchange;
    }

    /// The player exchanges the marked cards (none = stand pat), once.
    pub fn exchange(&mut self, marks: Marks) -> Result<(), PhaseError> {
        self.expect(Phase::Exchange)?;
        replace(&mut self.player, marks, &mut self.deck, &mut self.discards);
        self.player_marks = marks;
        self.phase = Phase::DealerTurn;
        Ok(())
    }

    /// What the dealer would exchange. Pure, so a screen can run it on a clone off-thread.
    pub fn dealer_choice(&self) -> Result<Marks, PhaseError> {
        self.expect(Phase::DealerTurn)?;
        let hand = self
            .dealer_hand()
            .ok_or(PhaseError { expected: Phase::DealerTurn, actual: self.phase })?;
        Ok(dealer_exchange(&hand, self.dealer_level, &unseen_by(&hand)))
    }

    /// The dealer's hand as it will be once it exchanges `marks` (the screen turns these cards
    /// over before the exchange is settled). Changes nothing.
    pub fn dealer_hand_after(&self, marks: Marks) -> Option<[Card; 5]> {
        let mut hand = self.dealer_hand()?;
        // The same order `replace` draws in: marked positions lowest first, from the top.
        for (i, &new) in marks.positions().zip(self.deck.iter().rev()) {
            hand[i] = new;
        }
        Some(hand)
    }

    /// The dealer exchanges `marks`, then the showdown settles the bet.
    pub fn dealer_exchange(&mut self, marks: Marks) -> Result<Showdown, PhaseError> {
        self.expect(Phase::DealerTurn)?;
        replace(&mut self.dealer, marks, &mut self.deck, &mut self.discards);
        self.dealer_marks = marks;
        Ok(self.settle())
    }

    /// `dealer_choice` then `dealer_exchange`.
    pub fn dealer_play(&mut self) -> Result<Showdown, PhaseError> {
        let marks = self.dealer_choice()?;
        self.dealer_exchange(marks)
    }

    fn settle(&mut self) -> Showdown {
        let outcome = self.judge().outcome;
        match outcome {
            Outcome::PlayerWins => {
                self.points = self.points.saturating_add(self.bet);
                self.record.wins += 1;
            }
            Outcome::DealerWins => {
                self.points -= self.bet.min(self.points);
                self.record.losses += 1;
            }
            Outcome::Push => self.record.pushes += 1,
        }
        self.best_points = self.best_points.max(self.points);
        let showdown = self.judge();
        self.showdown = Some(showdown);
        self.phase = Phase::Showdown;
        showdown
    }

    /// The showdown of the hands on the table, `points` being the points after it.
    fn judge(&self) -> Showdown {
        let player = super::evaluate(&self.player_hand().unwrap_or([Card::JOKER; 5]));
        let dealer = super::evaluate(&self.dealer_hand().unwrap_or([Card::JOKER; 5]));
        let outcome = Outcome::of(&player, &dealer);
        let delta = outcome.delta(self.bet);
        Showdown { player, dealer, outcome, bet: self.bet, delta, points: self.points }
    }

    /// After a showdown: back to betting, or game over when the points are gone.
    pub fn next_round(&mut self) -> Result<(), PhaseError> {
        self.expect(Phase::Showdown)?;
        self.phase = if self.points == 0 { Phase::GameOver } else { Phase::Betting };
        Ok(())
    }

    fn expect(&self, expected: Phase) -> Result<(), PhaseError> {
        if self.phase == expected {
            Ok(())
        } else {
            Err(PhaseError { expected, actual: self.phase })
        }
    }
}

/// Throws the marked cards of `hand` onto `discards` and fills their places from `deck`
/// (several hands at a table exchange the same way).
pub(super) fn replace(
    hand: &mut [Card],
    marks: Marks,
    deck: &mut Vec<Card>,
    discards: &mut Vec<Card>,
) {
    for i in marks.positions() {
        if let Some(new) = deck.pop() {
            discards.push(std::mem::replace(&mut hand[i], new));
        }
    }
}
