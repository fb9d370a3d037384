//! A table's game under way: the rule state, the table's own RNG, and every change as an
//! event the seated screens replay. The table, not any person's session, holds the game, so
//! it goes on whoever is connected: computers (and people who dropped, or whose turn timer ran
//! out) are played here, by the same pure rules and computer players as the local game.
//!
//! Plain data with no clock and no locks: the caller passes the time. Events hold the whole
//! game after them (kept on the server, never sent): a screen draws only its own chair's
//! view of it (see `screens/table.rs`), and a screen that fell behind the events it keeps
//! starts again from the game as it is.

mod old_maid;
mod poker;
mod tictactoe;

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::catalog::GameId;
use crate::games::Level;
use crate::games::old_maid::{self as old_maid_rules, DrawReport};
use crate::games::poker::{Marks, several_hands};
use crate::games::tictactoe::Board;

pub use poker::PokerMove;
pub use tictactoe::chair_of;

/// The gap between a move and a computer's next one, so everyone's screen has shown the move
/// (an Old Maid draw is animated in about 1.2 s at normal speed).
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
    /// A poker bet, exchange or step of the round.
    Poker { what: PokerMove, after: several_hands::Game },
}

/// What a person at the table asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Draw the card at this position of the victim's hand.
    Draw(usize),
    Shuffle,
    Sort,
    /// Put one's mark in this cell (0 to 8, row by row).
    Mark(usize),
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

/// The games a table can hold today.
pub fn playable(game: GameId) -> bool {
    matches!(game, GameId::OldMaid | GameId::Tictactoe | GameId::Poker)
}

impl LiveGame {
    /// A new game of `game` for `chairs` chairs, its computers (and poker's dealer) at
    /// `level`; `last` is the one before, for a rematch.
    fn deal(
        game: GameId,
        chairs: usize,
        last: Option<&LiveGame>,
        level: Level,
        rng: &mut StdRng,
    ) -> Option<Self> {
        Some(match (game, last) {
            (GameId::OldMaid, _) => LiveGame::OldMaid(old_maid_rules::Game::new(chairs, rng).ok()?),
            (GameId::Tictactoe, Some(LiveGame::Tictactoe(b))) => {
                LiveGame::Tictactoe(tictactoe::deal(Some(b)))
            }
            (GameId::Tictactoe, _) => LiveGame::Tictactoe(tictactoe::deal(None)),
            (GameId::Poker, Some(LiveGame::Poker(g))) => LiveGame::Poker(g.rematch()),
            (GameId::Poker, _) => LiveGame::Poker(poker::deal(chairs, level)?),
            _ => return None,
        })
    }

    /// The game this is, and how many chairs it was dealt for (for a rematch).
    fn id_and_chairs(&self) -> (GameId, usize) {
        match self {
            LiveGame::OldMaid(g) => (GameId::OldMaid, g.players()),
            LiveGame::Tictactoe(_) => (GameId::Tictactoe, 2),
            LiveGame::Poker(g) => (GameId::Poker, g.chairs()),
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            LiveGame::OldMaid(g) => g.is_over(),
            LiveGame::Tictactoe(b) => b.outcome().is_some(),
            LiveGame::Poker(g) => g.is_over(),
        }
    }

    /// The chair whose move the table waits for.
    pub fn on_turn(&self) -> Option<usize> {
        match self {
            LiveGame::OldMaid(g) => g.current_drawer(),
            LiveGame::Tictactoe(b) if b.outcome().is_some() => None,
            LiveGame::Tictactoe(b) => Some(chair_of(b.to_move())),
            LiveGame::Poker(g) => g.on_turn(),
        }
    }

    /// Applies a move (`Ask::Rematch` aside) from `chair`. `person` says whether that chair
    /// is a person's (whose hand the table leaves in the order they keep it).
    fn apply(
        &mut self,
        chair: usize,
        ask: Ask,
        person: bool,
        rng: &mut StdRng,
    ) -> Result<Event, Refusal> {
        match self {
            LiveGame::OldMaid(g) => old_maid::apply(g, chair, ask, person, rng),
            LiveGame::Tictactoe(b) => tictactoe::apply(b, chair, ask),
            LiveGame::Poker(g) => poker::apply(g, chair, ask),
        }
    }

    /// The rules' own next step after a move, if one is due (poker's deal, dealer and
    /// showdown): each is an event of its own, taken at once.
    fn follow_up(&mut self, rng: &mut StdRng) -> Option<Event> {
        match self {
            LiveGame::Poker(g) => poker::follow_up(g, rng),
            _ => None,
        }
    }

    /// The move the rules' own computer player makes for the chair on turn. Pure and
    /// possibly slow (a search): the clock calls it on a copy, outside the lobby's lock.
    pub fn computer_ask(&self, level: Level, rng: &mut StdRng) -> Option<Ask> {
        self.on_turn()?;
        match self {
            LiveGame::OldMaid(g) => Some(old_maid::computer_ask(g, rng)),
            LiveGame::Tictactoe(b) => tictactoe::computer_ask(b, level, rng),
            LiveGame::Poker(g) => poker::computer_ask(g, level, rng),
        }
    }
}

/// A game under way at a table.
#[derive(Debug)]
pub struct Live {
    pub game: LiveGame,
    /// The seed the table's cards were first dealt from (shown in the header).
    pub seed: u64,
    rng: StdRng,
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
}

/// A computer's move to choose, taken from a table under its lock and worked out outside
/// it ([`Plan::choose`]), then applied if the table has not moved meanwhile
/// ([`Live::play_planned`]).
pub struct Plan {
    game: LiveGame,
    level: Level,
    /// The table's move count when planned.
    seq: u64,
    /// Drawn from the table's RNG, so a seeded table replays whatever the machine's load.
    seed: u64,
}

impl Plan {
    /// True while the table is where it was when this was planned.
    pub fn is_current(&self, live: &Live) -> bool {
        self.seq == live.next_seq()
    }

    /// The move (slow for a deep search: call it without holding the lobby).
    pub fn choose(&self) -> Option<Ask> {
        self.game.computer_ask(self.level, &mut StdRng::seed_from_u64(self.seed))
    }
}

impl Live {
    /// Deals a game of `game` for `chairs` chairs from `seed`.
    pub fn new(game: GameId, chairs: usize, seed: u64, level: Level) -> Option<Live> {
        let mut rng = StdRng::seed_from_u64(seed);
        let game = LiveGame::deal(game, chairs, None, level, &mut rng)?;
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
    /// after [`PACE`], a person after [`TURN_LIMIT`].
    pub fn schedule(&mut self, now: Instant, automatic: impl Fn(usize) -> bool) {
        let turn = self.on_turn().map(|c| (c, automatic(c), self.next_seq()));
        if turn == self.scheduled && self.due.is_some() {
            return;
        }
        self.scheduled = turn;
        self.due = turn.map(|(_, auto, _)| now + if auto { PACE } else { TURN_LIMIT });
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
            return Ok(());
        }
        let event = self.game.apply(chair, ask, person, &mut self.rng)?;
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
        if let Some(game) = LiveGame::deal(id, chairs, Some(&self.game), self.level, &mut self.rng)
        {
            self.game = game.clone();
            self.rematch = vec![false; chairs];
            self.push(Event::Dealt(game));
        }
    }

    /// The computer's move to work out for the chair on turn (a computer's, or a person's
    /// who is away or out of time).
    pub fn plan(&mut self) -> Option<Plan> {
        self.on_turn()?;
        let seed = self.rng.random::<u64>();
        Some(Plan { game: self.game.clone(), level: self.level, seq: self.next_seq(), seed })
    }

    /// Plays a planned move, unless the table moved on since it was planned. Returns the
    /// chair that moved.
    pub fn play_planned(&mut self, plan: &Plan, ask: Ask) -> Option<usize> {
        if !plan.is_current(self) {
            return None;
        }
        let chair = self.on_turn()?;
        self.ask(chair, ask, false).ok()?;
        Some(chair)
    }

    /// Plans, chooses and plays the move of the chair on turn at once (tests and tools).
    pub fn play_for_turn(&mut self) -> Option<usize> {
        let plan = self.plan()?;
        let ask = plan.choose()?;
        self.play_planned(&plan, ask)
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
mod tests {
    use super::*;

    #[test]
    fn the_table_plays_a_whole_game_and_every_event_replays_it() {
        let mut live = Live::new(GameId::OldMaid, 4, 7, Level::Normal).unwrap();
        let mut moves = 0;
        while live.play_for_turn().is_some() {
            moves += 1;
        }
        assert!(live.is_over() && moves > 0);
        let events = live.events_since(0).unwrap();
        assert_eq!(events.len(), moves + 1);
        let Some(Event::Drew { after, .. }) = events.last() else { panic!("a draw ends it") };
        assert_eq!(&LiveGame::OldMaid(after.clone()), &live.game);
        assert_eq!(live.events_since(live.next_seq()).map(<[Event]>::len), Some(0));
    }

    #[test]
    fn a_person_moves_only_on_their_turn_and_a_rematch_waits_for_the_end() {
        let mut live = Live::new(GameId::OldMaid, 3, 1, Level::Normal).unwrap();
        let on = live.on_turn().unwrap();
        let other = (on + 1) % 3;
        assert_eq!(live.ask(other, Ask::Draw(0), true), Err(Refusal::NotYourTurn));
        assert_eq!(live.ask(on, Ask::Draw(99), true), Err(Refusal::Illegal));
        assert_eq!(live.ask(on, Ask::Rematch, true), Err(Refusal::NotOver));
        let before = live.next_seq();
        live.ask(on, Ask::Draw(0), true).unwrap();
        assert_eq!(live.next_seq(), before + 1);
    }

    #[test]
    fn old_events_are_let_go_and_a_late_screen_is_told_so() {
        let mut live = Live::new(GameId::OldMaid, 2, 3, Level::Normal).unwrap();
        for _ in 0..KEPT + 5 {
            live.ask(0, Ask::Sort, true).unwrap();
        }
        assert_eq!(live.events_since(0), None);
        assert_eq!(live.events_since(live.next_seq() - 1).map(<[Event]>::len), Some(1));
    }

    #[test]
    fn a_computer_move_worked_out_while_the_table_moved_on_is_dropped() {
        let mut live = Live::new(GameId::Tictactoe, 2, 5, Level::Hard).unwrap();
        let plan = live.plan().unwrap();
        let ask = plan.choose().unwrap();
        // The person on turn marks first (their timer had not quite run out).
        let Ask::Mark(cell) = ask else { panic!("a mark") };
        live.ask(0, Ask::Mark((cell + 1) % 9), true).unwrap();
        assert!(!plan.is_current(&live));
        let seq = live.next_seq();
        assert_eq!(live.play_planned(&plan, ask), None);
        assert_eq!(live.next_seq(), seq, "nothing was played");
        // A fresh plan plays.
        let plan = live.plan().unwrap();
        let ask = plan.choose().unwrap();
        assert_eq!(live.play_planned(&plan, ask), Some(1));
    }
}
