//! A table's game under way: the rule state, the table's own RNG, and every change as an
//! event the seated screens replay. The table, not any person's session, holds the game, so
//! it goes on whoever is connected: computers (and people who dropped, or whose turn timer ran
//! out) are played here, by the same pure rules and computer players as the local game.
//!
//! Plain data with no clock and no locks: the caller passes the time. Events hold the whole
//! game after them (kept on the server, never sent): a screen draws only its own chair's
//! view of it (see `screens/table.rs`), and a screen that fell behind the events it keeps
//! starts again from the game as it is.

mod after;
mod journal;
mod old_maid;
mod othello;
mod plan;
mod poker;
mod rules;
mod sevens;
mod tictactoe;

pub use plan::Plan;
pub use rules::{TableGame, TableRules};

use std::time::{Duration, Instant};

use crate::games::random::GameRng;
use rand::SeedableRng;

use crate::catalog::GameId;
use crate::games::Level;
use crate::games::cards::Card;
use crate::games::old_maid::{self as old_maid_rules, DrawReport};
use crate::games::poker::{Marks, several_hands};
use crate::games::sevens as sevens_rules;
use crate::games::tictactoe::Board;

pub use journal::{Record, Step};
pub use othello::OthelloTable;
pub use poker::PokerMove;
pub use tictactoe::chair_of;

/// The gap between a move and a computer's next one, so everyone's screen has shown the move
/// (an Old Maid draw is animated in about 1.2 s at normal speed): the default of `asobi
/// serve --table-pace`.
pub const PACE: Duration = Duration::from_millis(1500);
/// How long a person has for a turn before a computer plays it for them.
pub const TURN_LIMIT: Duration = Duration::from_secs(30);
/// Events kept for screens that are behind.
const KEPT: usize = 400;

/// The rule state of the game being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveGame {
    OldMaid(old_maid_rules::Game),
    /// Chair 0 plays ○, chair 1 ×; who starts alternates from game to game.
    Tictactoe(Board),
    /// Othello: chair 0 plays black in the first game; the colours swap with each rematch.
    Othello(OthelloTable),
    /// Killer Sevens, its computers at the table's level (a person's statistics record
    /// their place at it).
    Sevens {
        game: sevens_rules::Game,
        level: Level,
    },
    /// Each chair's hand against the one dealer.
    Poker(several_hands::Game),
}

/// One change at the table, with the game as it was after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new deal (the first, or a rematch).
    Dealt(LiveGame),
    /// An Old Maid draw.
    Drew { report: DrawReport, after: old_maid_rules::Game },
    /// A chair shuffled or sorted its own hand.
    Rearranged { chair: usize, after: LiveGame },
    /// A tic-tac-toe mark.
    Marked { chair: usize, cell: usize, after: Board },
    /// An Othello disc placed on `square` (a1 = 0 … h8 = 63).
    Placed { chair: usize, square: u8, after: OthelloTable },
    /// An Othello chair with no legal move passed (the table plays it at once).
    NoMove { chair: usize, after: OthelloTable },
    /// A Killer Sevens play or pass (with its kills, outs and elimination).
    SevensTurn { report: sevens_rules::TurnReport, after: sevens_rules::Game },
    /// A poker bet, exchange or step of the round.
    Poker { what: PokerMove, after: several_hands::Game },
}

/// What a person at the table asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ask {
    /// Draw the card at this position of the victim's hand.
    Draw(usize),
    Shuffle,
    Sort,
    /// Put one's mark in this cell (0 to 8, row by row).
    Mark(usize),
    /// Place one's disc on this Othello square (a1 = 0 … h8 = 63).
    Place(u8),
    /// Play this card of one's Killer Sevens hand.
    PlayCard(Card),
    /// Pass a Killer Sevens turn (it may eliminate one who cannot play).
    Pass,
    /// Bet this many points on the round (poker).
    Bet(u32),
    /// Exchange the marked cards of one's hand, none to stand pat (poker).
    Exchange(Marks),
    /// Play again with the same chairs, once everyone at the table has asked.
    Rematch,
}

/// Why a table refused an ask (the screen says so; the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotYourTurn,
    Illegal,
    NotOver,
}

/// Every game the tables hold, each defined in its own `live/<game>.rs`: a new game is
/// played at tables by adding its line here.
pub static TABLE_GAMES: [&TableGame; 5] =
    [&tictactoe::TABLE, &othello::TABLE, &old_maid::TABLE, &sevens::TABLE, &poker::TABLE];

/// What `game` brings to the tables, if they hold it.
pub fn table_game(game: GameId) -> Option<&'static TableGame> {
    TABLE_GAMES.iter().copied().find(|t| t.id == game)
}

/// The games a table can hold today.
pub fn playable(game: GameId) -> bool {
    table_game(game).is_some()
}

impl LiveGame {
    /// A new game of `game` for `chairs` chairs, its computers (and poker's dealer) at `level`; `last` is the one
    /// before, for a rematch.
    fn deal(
        game: GameId,
        chairs: usize,
        level: Level,
        last: Option<&LiveGame>,
        rng: &mut GameRng,
    ) -> Option<Self> {
        let table = table_game(game)?;
        if !table.chairs.contains(&chairs) {
            return None;
        }
        let last = last.filter(|l| l.rules().id() == game);
        (table.deal)(chairs, level, last, rng)
    }

    /// The game's rules as the table plays them: the one place that reaches into a variant
    /// for them (each game answers in its own `live/<game>.rs`).
    pub fn rules(&self) -> &dyn TableRules {
        match self {
            LiveGame::OldMaid(g) => g,
            LiveGame::Tictactoe(b) => b,
            LiveGame::Othello(t) => t,
            LiveGame::Sevens { game, .. } => game,
            LiveGame::Poker(g) => g,
        }
    }

    /// [`LiveGame::rules`], to change.
    fn rules_mut(&mut self) -> &mut dyn TableRules {
        match self {
            LiveGame::OldMaid(g) => g,
            LiveGame::Tictactoe(b) => b,
            LiveGame::Othello(t) => t,
            LiveGame::Sevens { game, .. } => game,
            LiveGame::Poker(g) => g,
        }
    }

    /// The game this is, and how many chairs it was dealt for (for a rematch).
    fn id_and_chairs(&self) -> (GameId, usize) {
        (self.rules().id(), self.rules().chairs())
    }

    pub fn is_over(&self) -> bool {
        self.rules().is_over()
    }

    /// How long a person has for a turn before a computer plays it for them.
    pub fn turn_limit(&self) -> Duration {
        self.rules().turn_limit()
    }

    /// The chair whose move the table waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.rules().on_turn()
    }

    /// Applies a move (`Ask::Rematch` aside) from `chair` (see [`TableRules::apply`]).
    fn apply(
        &mut self,
        chair: usize,
        ask: Ask,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Event, Refusal> {
        self.rules_mut().apply(chair, ask, person, rng)
    }

    /// The rules' own next step after a move, if one is due, as an event of its own taken at
    /// once, so the table never waits on it: an Othello pass when the side to move has none,
    /// poker's deal, dealer's exchange and showdown.
    fn follow_up(&mut self, rng: &mut GameRng) -> Option<Event> {
        self.rules_mut().follow_up(rng)
    }

    /// The move the rules' own computer player makes for the chair on turn. Pure and
    /// possibly slow (a search): the clock calls it on a copy, outside the lobby's lock.
    pub fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Ask> {
        self.on_turn()?;
        self.rules().computer_ask(level, rng)
    }
}

/// A game under way at a table.
#[derive(Debug)]
pub struct Live {
    pub game: LiveGame,
    /// The seed the table's cards were first dealt from (shown in the header).
    pub seed: u64,
    rng: GameRng,
    events: Vec<Event>,
    /// The number of the first event kept (events are numbered from 0 at the start).
    first: u64,
    /// When the chair on turn is played by the table if it has not moved: soon for a
    /// computer, after [`TURN_LIMIT`] for a person.
    pub due: Option<Instant>,
    /// Chairs whose person asked for a rematch.
    rematch: Vec<bool>,
    /// The level of the table's computers.
    pub level: Level,
    /// What `due` was set for: the chair on turn, whether the table plays it, and the move
    /// count then (so a join or leave elsewhere does not restart a person's timer).
    scheduled: Option<(usize, bool, u64)>,
    /// Every change since the deal, so a restarted server can replay the game (`journal.rs`).
    steps: Vec<Step>,
}

impl Live {
    /// Deals a game of `game` for `chairs` chairs from `seed`.
    pub fn new(game: GameId, chairs: usize, seed: u64, level: Level) -> Option<Live> {
        let mut rng = GameRng::seed_from_u64(seed);
        let game = LiveGame::deal(game, chairs, level, None, &mut rng)?;
        Some(Live {
            events: vec![Event::Dealt(game.clone())],
            game,
            seed,
            rng,
            first: 0,
            due: None,
            rematch: vec![false; chairs],
            level,
            scheduled: None,
            steps: Vec::new(),
        })
    }

    /// The number the next event will have.
    pub fn next_seq(&self) -> u64 {
        self.first + self.events.len() as u64
    }

    /// The events from number `seq` on, or `None` when some of them are no longer kept (the
    /// screen then starts from [`Live::game`]).
    pub fn events_since(&self, seq: u64) -> Option<&[Event]> {
        let from = seq.checked_sub(self.first)?;
        self.events.get(usize::try_from(from).ok()?..)
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The chair whose move the table waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.game.on_turn()
    }

    /// Sets when the chair on turn is played for: `automatic` (a computer, or a person away)
    /// after `pace` (the table's, [`PACE`] unless the server says), a person after the game's
    /// turn limit ([`LiveGame::turn_limit`]).
    pub fn schedule(&mut self, now: Instant, pace: Duration, automatic: impl Fn(usize) -> bool) {
        let turn = self.on_turn().map(|c| (c, automatic(c), self.next_seq()));
        if turn == self.scheduled && self.due.is_some() {
            return;
        }
        self.scheduled = turn;
        let limit = self.game.turn_limit();
        self.due = turn.map(|(_, auto, _)| now + if auto { pace } else { limit });
    }

    /// Applies `ask` from `chair`. `person` says whether that chair is a person's, whose hand
    /// the table leaves in the order they keep it.
    pub fn ask(&mut self, chair: usize, ask: Ask, person: bool) -> Result<(), Refusal> {
        if ask == Ask::Rematch {
            if !self.is_over() {
                return Err(Refusal::NotOver);
            }
            if let Some(r) = self.rematch.get_mut(chair) {
                *r = true;
            }
            self.steps.push(Step::Ask { chair, ask, person });
            return Ok(());
        }
        // A refused move leaves the game and its RNG as they were, so only taken ones count.
        let event = self.game.apply(chair, ask, person, &mut self.rng)?;
        self.steps.push(Step::Ask { chair, ask, person });
        self.push(event);
        while let Some(event) = self.game.follow_up(&mut self.rng) {
            self.push(event);
        }
        Ok(())
    }

    /// Whether `chair` asked for a rematch.
    pub fn wants_rematch(&self, chair: usize) -> bool {
        self.rematch.get(chair).copied().unwrap_or(false)
    }

    /// Deals again with the same chairs (everyone agreed).
    pub fn redeal(&mut self) {
        let (id, chairs) = self.game.id_and_chairs();
        if let Some(game) = LiveGame::deal(id, chairs, self.level, Some(&self.game), &mut self.rng)
        {
            self.game = game.clone();
            self.rematch = vec![false; chairs];
            self.steps.push(Step::Redeal);
            self.push(Event::Dealt(game));
        }
    }

    fn push(&mut self, event: Event) {
        self.events.push(event);
        if self.events.len() > KEPT {
            let drop = self.events.len() - KEPT;
            self.events.drain(..drop);
            self.first += drop as u64;
        }
    }
}

#[cfg(test)]
mod tests;
