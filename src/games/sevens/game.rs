//! A Killer Sevens game in progress: the deal, whose turn it is, playing and passing, kills,
//! going out, elimination and the final ranking. Step-wise, so a UI can animate each report.

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::layout::{self, Cell, Table};
use super::report::{Action, Status};
use crate::games::cards::{Card, Deck, Rank, Suit};
use crate::games::sevens::SevensOptions;

/// The most seats a game can have.
pub const MAX_PLAYERS: usize = 6;

/// The whole game state. `Clone` is cheap (no heap), which the computer players rely on.
/// Serialisable for saved games; a loaded one must pass [`Game::validate`] before use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(super) players: usize,
    pub(super) pass_limit: u8,
    pub(super) max_kill_region: u8,
    pub(super) table: Table,
    pub(super) hands: [u64; MAX_PLAYERS],
    pub(super) passes_used: [u8; MAX_PLAYERS],
    pub(super) killed: [u8; MAX_PLAYERS],
    pub(super) status: [Status; MAX_PLAYERS],
    pub(super) outs: u8,
    pub(super) eliminations: u8,
    pub(super) current: Option<usize>,
    pub(super) turns: u32,
    /// Per seat, cells everyone knows it does not hold: under unlimited passes a pass is
    /// allowed only when unable to play, so it shows the passer held none of the cells then
    /// playable. Hands only shrink, so this stays true. The hard player deals guesses by it.
    pub(super) cannot_hold: [u64; MAX_PLAYERS],
    /// Who was dealt each 7 (in `Suit::ALL` order), laid on the table at the deal: the log
    /// says who laid them, which is why hands start uneven (13/12/11/11). `None` in a test
    /// position and in games saved before it was kept.
    #[serde(default)]
    pub(super) seven_holders: [Option<u8>; 4],
}

impl Game {
    /// Shuffles with `rng`, deals round-robin from seat 0, lays the four 7s and gives the first
    /// turn to the holder of ♦7. `options.players` is clamped to 3..=6.
    pub fn new<R: Rng + ?Sized>(options: &SevensOptions, rng: &mut R) -> Game {
        let players =
            usize::from(options.players.clamp(*super::PLAYERS.start(), *super::PLAYERS.end()));
        let deck = Deck::shuffled(Deck::standard(), rng);
        let diamond_seven = layout::bit(Card::new(Suit::Diamonds, Rank::SEVEN));
        let mut hands = [0; MAX_PLAYERS];
        let mut first = 0;
        let mut seven_holders = [None; 4];
        for (seat, hand) in Deck::deal_round_robin(&deck, players).iter().enumerate() {
            let dealt = layout::mask_of(hand);
            if dealt & diamond_seven != 0 {
                first = seat;
            }
            for (holder, suit) in seven_holders.iter_mut().zip(Suit::ALL) {
                if dealt & layout::bit(Card::new(suit, Rank::SEVEN)) != 0 {
                    *holder = u8::try_from(seat).ok();
                }
            }
            // The 7s go straight onto the table.
            hands[seat] = dealt & !layout::SEVENS;
        }
        let mut game = Game::blank(options, players, Table::new(), hands);
        game.current = Some(first);
        game.seven_holders = seven_holders;
        game
    }

    fn blank(options: &SevensOptions, players: usize, table: Table, hands: [u64; 6]) -> Game {
        Game {
            players,
            pass_limit: options.pass_limit,
            max_kill_region: options.max_kill_region,
            table,
            hands,
            passes_used: [0; MAX_PLAYERS],
            killed: [0; MAX_PLAYERS],
            status: [Status::Playing; MAX_PLAYERS],
            outs: 0,
            eliminations: 0,
            current: None,
            turns: 0,
            cannot_hold: [0; MAX_PLAYERS],
            seven_holders: [None; 4],
        }
    }

    /// A test position: `played` and `dead` cells (the 7s are always PLAYED), `hands[i]` for
    /// seat i, and every other EMPTY card in the last seat's hand. Seats left with no cards
    /// count as already out, in seat order. The ♦7 holder is not looked up: `current` moves
    /// first (or the next seat still in).
    #[doc(hidden)]
    pub fn from_position(
        options: &SevensOptions,
        played: &[Card],
        dead: &[Card],
        hands: &[&[Card]],
        current: usize,
    ) -> Game {
        let players =
            usize::from(options.players.clamp(*super::PLAYERS.start(), *super::PLAYERS.end()));
        let table = Table::with_cells(layout::mask_of(played), layout::mask_of(dead));
        let mut masks = [0; MAX_PLAYERS];
        for (seat, hand) in hands.iter().enumerate().take(players) {
            masks[seat] = layout::mask_of(hand) & table.empty();
        }
        let given = masks.iter().fold(0, |a, m| a | m);
        masks[players - 1] |= table.empty() & !given;
        let mut game = Game::blank(options, players, table, masks);
        for (seat, &hand) in masks.iter().enumerate().take(players) {
            if hand == 0 {
                game.go_out(seat);
            }
        }
        game.current = game.next_in_game(current + players - 1);
        game
    }

    /// Replaces every hand (same layout as `hand_mask`); the computer players use this to try
    /// guessed deals. The caller keeps the 52-card invariant.
    pub(super) fn with_hands(&self, hands: [u64; MAX_PLAYERS]) -> Game {
        Game { hands, ..self.clone() }
    }

    // ---- accessors -------------------------------------------------------------------------

    pub fn players(&self) -> usize {
        self.players
    }

    /// The seat that was dealt the 7 of `suit` and laid it at the start, when known.
    pub fn seven_holder(&self, suit: Suit) -> Option<usize> {
        let i = Suit::ALL.iter().position(|&s| s == suit)?;
        self.seven_holders[i].map(usize::from)
    }

    /// Passes per player; 0 = unlimited but only when unable to play.
    pub fn pass_limit(&self) -> u8 {
        self.pass_limit
    }

    /// Largest region a kill may take; 0 = unlimited.
    pub fn max_kill_region(&self) -> u8 {
        self.max_kill_region
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn cell(&self, suit: Suit, rank: Rank) -> Cell {
        self.table.cell(Card::new(suit, rank))
    }

    pub fn cell_of(&self, card: Card) -> Cell {
        self.table.cell(card)
    }

    /// The seat's cards, ♠A first, ♣K last.
    pub fn hand(&self, seat: usize) -> Vec<Card> {
        layout::cards(self.hand_mask(seat)).collect()
    }

    /// The seat's cards as a table mask (bit = `Card::index`).
    pub fn hand_mask(&self, seat: usize) -> u64 {
        self.hands.get(seat).copied().unwrap_or(0)
    }

    pub fn hand_len(&self, seat: usize) -> usize {
        self.hand_mask(seat).count_ones() as usize
    }

    /// Who holds `card` (omniscient: a UI shows this only for the human's own cards).
    pub fn holder(&self, card: Card) -> Option<usize> {
        (0..self.players).find(|&s| self.hands[s] & layout::bit(card) != 0)
    }

    /// Cells the whole table knows `seat` does not hold (see the field's note).
    pub fn cannot_hold(&self, seat: usize) -> u64 {
        self.cannot_hold.get(seat).copied().unwrap_or(0)
    }

    pub fn passes_used(&self, seat: usize) -> u8 {
        self.passes_used.get(seat).copied().unwrap_or(0)
    }

    /// Passes still allowed; `None` under the unlimited rule.
    pub fn passes_left(&self, seat: usize) -> Option<u8> {
        (self.pass_limit > 0).then(|| self.pass_limit.saturating_sub(self.passes_used(seat)))
    }

    /// How many of this seat's cards were killed.
    pub fn killed_count(&self, seat: usize) -> u8 {
        self.killed.get(seat).copied().unwrap_or(0)
    }

    pub fn status(&self, seat: usize) -> Status {
        self.status.get(seat).copied().unwrap_or(Status::Playing)
    }

    pub fn in_game(&self, seat: usize) -> bool {
        seat < self.players && self.status[seat] == Status::Playing
    }

    /// Whose turn it is; `None` once the game is over.
    pub fn current_player(&self) -> Option<usize> {
        self.current
    }

    /// Actions taken so far (plays and passes).
    pub fn turns(&self) -> u32 {
        self.turns
    }

    pub fn is_over(&self) -> bool {
        self.current.is_none()
    }

    /// EMPTY cells that can be played now (whoever holds them).
    pub fn playable_mask(&self) -> u64 {
        self.table.playable()
    }

    /// The seat's cards that can be played now, in index order.
    pub fn playable_cards(&self, seat: usize) -> Vec<Card> {
        layout::cards(self.hand_mask(seat) & self.table.playable()).collect()
    }

    pub fn can_play(&self, seat: usize) -> bool {
        self.hand_mask(seat) & self.table.playable() != 0
    }

    /// Whether `pass(seat)` would be accepted now. Always true for the player to move when
    /// they cannot play (the pass may then eliminate them: see `pass_eliminates`).
    pub fn can_pass(&self, seat: usize) -> bool {
        self.current == Some(seat)
            && (!self.can_play(seat)
                || (self.pass_limit > 0 && self.passes_used[seat] < self.pass_limit))
    }

    /// True when the seat to move cannot play and passing eliminates them: no pass left, or,
    /// under the unlimited rule, nobody still in the game can play (a frozen table).
    pub fn pass_eliminates(&self, seat: usize) -> bool {
        self.current == Some(seat)
            && !self.can_play(seat)
            && if self.pass_limit > 0 {
                self.passes_used[seat] >= self.pass_limit
            } else {
                (0..self.players).all(|s| !self.in_game(s) || !self.can_play(s))
            }
    }

    /// The actions `seat` may take now: every playable card, then `Pass` if allowed.
    pub fn legal_actions(&self, seat: usize) -> Vec<Action> {
        if self.current != Some(seat) {
            return Vec::new();
        }
        let mut actions: Vec<Action> =
            self.playable_cards(seat).into_iter().map(Action::Play).collect();
        if self.can_pass(seat) {
            actions.push(Action::Pass);
        }
        actions
    }

    /// The cells that would die if `card` were played now, as its holder sees them: the holder
    /// seat for the holder's own cards, `None` for cards they cannot see. Empty when `card` is
    /// not in a hand. Playability is not checked, so a UI can preview any card.
    pub fn kill_preview(&self, card: Card) -> Vec<(Card, Option<usize>)> {
        let Some(viewer) = self.holder(card) else {
            return Vec::new();
        };
        let doomed = self.table.kills_if_placed(layout::bit(card), self.max_kill_region);
        let own = self.hands[viewer];
        layout::cards(doomed).map(|c| (c, (own & layout::bit(c) != 0).then_some(viewer))).collect()
    }
}
