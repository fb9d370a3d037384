//! Old Maid (ババ抜き, RULES.md §3): the deal, the pair discards and the draw-by-draw play,
//! as a step-wise state machine a UI can animate one draw at a time.
//!
//! Decisions where the rule book is silent:
//! - **Going out at the deal.** A player dealt an even number of cards can lose them all to
//!   pairs (e.g. the 8-card seat with 6 players, seat 0 with 4, seat 1 with 2). They are out
//!   before play starts; several such players are ranked in seat order. If the deal leaves a
//!   player with no cards, play starts with the first seat from 0 that still holds cards.
//! - **Over at the deal.** If at most one player holds cards after the discards (possible, if
//!   rare, e.g. with 2 players when seat 1's 26 cards are 13 pairs), the game is over at once:
//!   `current_drawer()` is `None` and the holder (of the lone Joker) is the loser.
//! - **Two go out in one draw.** When the victim's last card is drawn and it pairs the drawer's
//!   last card, the victim went out first (the moment the card left) and the drawer second.
//! - **Which pair goes at the deal.** Three of a rank: the first two in dealt order are
//!   discarded (the seed's scan). The pile lists deal-time pairs seat by seat, then play pairs.
//! - **Shuffling.** `draw` never shuffles; the drawer's hand keeps the new card at its end.
//!   Computers shuffle after their turn through `end_turn(rng)` (or `play_computer_turn`),
//!   so a UI can show the draw before the shuffle and a seed still replays the game.
//! - **Saving.** A game serialises whole (serde) and `validate` checks one read back, so a
//!   damaged or hand-edited save can never become a game the rules could not have reached.

mod check;
mod pairs;
mod report;
mod rotate;
mod seat_view;
pub mod table;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::games::cards::{Card, Deck};

pub use pairs::{discard_all_pairs, partner, sort_key};
pub use report::{BadPlayerCount, Discard, DrawReport, IllegalDraw};

pub use seat_view::SeatView;

/// The human's seat; every other seat is a computer.
pub const HUMAN: usize = 0;
/// Smallest and largest table.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// How many may sit at the table, the human included (settings, command line, screens).
pub const PLAYERS: std::ops::RangeInclusive<u8> = MIN_PLAYERS as u8..=MAX_PLAYERS as u8;

/// A game of Old Maid in progress (or finished).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    hands: Vec<Vec<Card>>,
    dealt: Vec<Vec<Card>>,
    discards: Vec<Discard>,
    finished: Vec<usize>,
    drawer: Option<usize>,
    /// A computer that drew and has not yet shuffled its hand (see `end_turn`).
    pending_shuffle: Option<usize>,
    /// Draws made since the deal: a UI tells a game under way from a fresh deal by it.
    draws: u32,
}

impl Game {
    /// Shuffles the 53 cards with `rng`, deals them round-robin from seat 0 and lets everyone
    /// discard their pairs.
    pub fn new<R: Rng + ?Sized>(players: usize, rng: &mut R) -> Result<Game, BadPlayerCount> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(BadPlayerCount(players));
        }
        let deck = Deck::shuffled(Deck::with_joker(), rng);
        Game::from_hands(Deck::deal_round_robin(&deck, players))
    }

    /// A game from hands already dealt (for tests and set-ups); the pair discards still run.
    /// The cards need not be a full deck.
    pub fn from_hands(hands: Vec<Vec<Card>>) -> Result<Game, BadPlayerCount> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&hands.len()) {
            return Err(BadPlayerCount(hands.len()));
        }
        let dealt = hands.clone();
        let mut game = Game {
            hands,
            dealt,
            discards: Vec::new(),
            finished: Vec::new(),
            drawer: None,
            pending_shuffle: None,
            draws: 0,
        };
        for seat in 0..game.hands.len() {
            for cards in discard_all_pairs(&mut game.hands[seat]) {
                game.discards.push(Discard { seat, cards });
            }
            if game.hands[seat].is_empty() {
                game.finished.push(seat);
            }
        }
        game.drawer = if game.holders() > 1 { game.next_holder(0) } else { None };
        Ok(game)
    }

    /// Number of seats at the table.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// The seat whose turn it is to draw; `None` once the game is over.
    pub fn current_drawer(&self) -> Option<usize> {
        self.drawer
    }

    /// The seat the current drawer draws from: the next seat after theirs holding cards.
    pub fn victim(&self) -> Option<usize> {
        self.drawer.and_then(|d| self.next_holder(d + 1)).filter(|&v| Some(v) != self.drawer)
    }

    /// The cards `seat` holds, in hand order (empty for a seat out of range).
    pub fn hand(&self, seat: usize) -> &[Card] {
        self.hands.get(seat).map_or(&[], Vec::as_slice)
    }

    /// The cards `seat` was dealt, before discarding pairs (for a deal animation).
    pub fn dealt_hand(&self, seat: usize) -> &[Card] {
        self.dealt.get(seat).map_or(&[], Vec::as_slice)
    }

    /// How many draws have been made since the deal.
    pub fn draws(&self) -> u32 {
        self.draws
    }

    /// Every pair discarded so far, the latest last.
    pub fn discards(&self) -> &[Discard] {
        &self.discards
    }

    /// Seats that have gone out, first out first.
    pub fn finishing_order(&self) -> &[usize] {
        &self.finished
    }

    /// The full ranking once the game is over: the finishing order then the loser.
    pub fn ranking(&self) -> Vec<usize> {
        let mut ranking = self.finished.clone();
        ranking.extend(self.loser());
        ranking
    }

    /// The one player still holding cards once the game is over.
    pub fn loser(&self) -> Option<usize> {
        if self.is_over() { (0..self.players()).find(|&s| !self.hands[s].is_empty()) } else { None }
    }

    pub fn is_over(&self) -> bool {
        self.drawer.is_none()
    }

    /// True when `seat` has gone out.
    pub fn is_out(&self, seat: usize) -> bool {
        self.finished.contains(&seat)
    }

    /// The drawer takes the card at `position` (0 = leftmost) in the victim's hand. A pair it
    /// makes is discarded at once; players left empty go out; the turn passes on. On error the
    /// game is unchanged.
    pub fn draw(&mut self, position: usize) -> Result<DrawReport, IllegalDraw> {
        let (drawer, victim) = match (self.drawer, self.victim()) {
            (Some(d), Some(v)) => (d, v),
            _ => return Err(IllegalDraw::GameOver),
        };
        let len = self.hands[victim].len();
        if position >= len {
            return Err(IllegalDraw::OutOfRange { position, len });
        }
        let card = self.hands[victim].remove(position);
        let mut went_out = Vec::new();
        if self.hands[victim].is_empty() {
            went_out.push(victim);
        }
        let hand = &mut self.hands[drawer];
        hand.push(card);
        let pair = partner(hand, hand.len() - 1).map(|at| {
            hand.pop();
            [hand.remove(at), card]
        });
        if let Some(cards) = pair {
            self.discards.push(Discard { seat: drawer, cards });
        }
        if self.hands[drawer].is_empty() {
            went_out.push(drawer);
        }
        self.finished.extend(&went_out);
        self.draws = self.draws.saturating_add(1);
        self.drawer = if self.holders() > 1 { self.next_holder(drawer + 1) } else { None };
        self.pending_shuffle = (drawer != HUMAN).then_some(drawer);
        Ok(DrawReport {
            drawer,
            victim,
            position,
            card,
            pair,
            went_out,
            next_drawer: self.drawer,
            game_over: self.drawer.is_none(),
        })
    }

    /// A computer's choice: a uniformly random position in the victim's hand (0 when the game
    /// is over, which `draw` then refuses).
    pub fn computer_pick<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        match self.victim() {
            Some(v) => rng.random_range(0..self.hands[v].len()),
            None => 0,
        }
    }

    /// Finishes the last draw's turn: a computer drawer shuffles its hand, so the card it just
    /// took is not known to sit at the end. Does nothing after the human's draw or when called
    /// twice. Call it after showing the draw.
    pub fn end_turn<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        if let Some(seat) = self.pending_shuffle.take() {
            self.shuffle_hand(seat, rng);
        }
    }

    /// One whole computer turn: pick, draw, shuffle. `None` when the game is over.
    pub fn play_computer_turn<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<DrawReport> {
        let position = self.computer_pick(rng);
        let report = self.draw(position).ok()?;
        self.end_turn(rng);
        Some(report)
    }

    /// Shuffles `seat`'s hand (the human may do this at any time).
    pub fn shuffle_hand<R: Rng + ?Sized>(&mut self, seat: usize, rng: &mut R) {
        if let Some(hand) = self.hands.get_mut(seat) {
            hand.shuffle(rng);
        }
    }

    /// Sorts `seat`'s hand by rank (A..K, suits ♠♥♦♣ within a rank), the Joker last.
    pub fn sort_hand(&mut self, seat: usize) {
        if let Some(hand) = self.hands.get_mut(seat) {
            hand.sort_by_key(sort_key);
        }
    }

    /// How many players still hold cards.
    fn holders(&self) -> usize {
        self.hands.iter().filter(|h| !h.is_empty()).count()
    }

    /// The first seat from `from` onwards (wrapping) that holds cards (the seed's
    /// `getNextPlayer`).
    fn next_holder(&self, from: usize) -> Option<usize> {
        let n = self.players();
        (0..n).map(|i| (from + i) % n).find(|&s| !self.hands[s].is_empty())
    }
}
