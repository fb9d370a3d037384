//! The turn cycle of the Old Maid screen: the human's pick, a computer's wandering pointer, the
//! card crossing the table (between the two seats, for a computer's draw), the pair flash, and
//! the end of the game. Every step holds a `Timer`
//! advanced by `Msg::Tick`; at instant speed each step ends as it begins, so whole computer
//! turns happen at once.
//!
//! The game itself changes in one place, `commit`, the moment a card leaves the victim's hand;
//! the steps after it only replay that change on screen (`Shown` keeps the drawer's hand as it
//! looked with the new card and its partner still in it).

use std::time::Duration;

use rand::RngExt;

use super::{LogLine, OldMaidScreen};
use crate::catalog::GameId;
use crate::games::cards::Card;
use crate::games::old_maid::HUMAN;
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::stats::GameResult;

// A computer's turn takes about a second at normal speed (3 to 5 hops of the pointer, the
// take, the crossing and the arrival: 1.05 to 1.25 s, a quarter second more with a pair), so a
// round of five computers is watched in about six seconds rather than fifteen.

/// One hop of a computer's pointer over the victim's cards (normal speed).
const WANDER_STEP: Duration = Duration::from_millis(100);
/// The picked card lit in the victim's hand before it leaves.
const TAKE: Duration = Duration::from_millis(250);
/// A computer's drawn card between the two seats.
const TRANSIT: Duration = Duration::from_millis(200);
/// The card lit in the drawer's hand (with its partner, if it made a pair).
const ARRIVE: Duration = Duration::from_millis(300);
/// The pair lit on top of the discard pile.
const FLASH: Duration = Duration::from_millis(250);

/// Where the turn cycle stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// The human picks a card from the victim's hand.
    Human,
    /// A computer's pointer hops over the victim's cards; the last position is its pick.
    Wander { path: Vec<usize>, at: usize, timer: Timer },
    /// The picked card stands lit in the victim's hand, about to leave.
    Take { position: usize, timer: Timer },
    /// A computer's drawn card is between the two seats (the game already has the draw; the
    /// drawer's hand is shown without it). Your own draws skip this: your pick is immediate.
    Transit { shown: Shown, timer: Timer },
    /// The card has arrived: the drawer's hand is shown with it (and its partner) lit.
    Arrive { shown: Shown, timer: Timer },
    /// The pair it made lies lit on top of the discard pile.
    Flash { timer: Timer },
    /// At a shared table: another seat is on turn and has not drawn yet.
    Waiting,
    /// The game is over: the results panel.
    Over,
}

/// The drawer's hand as it looked the moment the card arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub seat: usize,
    pub hand: Vec<Card>,
    pub marked: Vec<bool>,
}

impl Phase {
    fn timer_mut(&mut self) -> Option<&mut Timer> {
        match self {
            Phase::Wander { timer, .. }
            | Phase::Take { timer, .. }
            | Phase::Transit { timer, .. }
            | Phase::Arrive { timer, .. }
            | Phase::Flash { timer } => Some(timer),
            Phase::Human | Phase::Waiting | Phase::Over => None,
        }
    }

    fn done(&self) -> bool {
        match self {
            Phase::Wander { timer, .. }
            | Phase::Take { timer, .. }
            | Phase::Transit { timer, .. }
            | Phase::Arrive { timer, .. }
            | Phase::Flash { timer } => timer.done(),
            Phase::Human | Phase::Waiting | Phase::Over => false,
        }
    }

    /// True while something moves (the app ticks only then).
    pub fn animating(&self) -> bool {
        !matches!(self, Phase::Human | Phase::Waiting | Phase::Over)
    }
}

impl OldMaidScreen {
    /// Lets `dt` pass and ends every step whose time is up.
    pub(super) fn tick(&mut self, dt: Duration, ctx: &mut Ctx) {
        if let Some(timer) = self.phase.timer_mut() {
            timer.tick(dt);
        }
        self.settle(ctx);
    }

    /// Ends every step that is already done (all of them at instant speed).
    pub(super) fn settle(&mut self, ctx: &mut Ctx) {
        while self.phase.done() {
            self.advance(ctx);
        }
    }

    fn timer(ctx: &Ctx, base: Duration) -> Timer {
        Timer::new(base, ctx.settings.animation)
    }

    /// Sets up whoever draws next, or the results once nobody does.
    pub(super) fn begin_turn(&mut self, ctx: &mut Ctx) {
        if self.link.is_some() {
            self.next_table_event(ctx);
            return;
        }
        let (Some(drawer), Some(victim)) = (self.game.current_drawer(), self.game.victim()) else {
            self.finish_game(ctx);
            return;
        };
        let len = self.game.hand(victim).len();
        if drawer == HUMAN {
            self.cursor = len / 2;
            self.your_turn_comes();
            return;
        }
        // The pick and the pointer's hops come from the seeded RNG whatever the animation
        // speed, so a seed replays the same game at any speed.
        let pick = self.game.computer_pick(ctx.rng);
        self.wander_to(pick, len, ctx);
    }

    /// A drawer's pointer hops over the victim's `len` cards and stops on `pick`.
    pub(super) fn wander_to(&mut self, pick: usize, len: usize, ctx: &mut Ctx) {
        let hops = ctx.rng.random_range(2..=4usize);
        let mut path: Vec<usize> = (0..hops).map(|_| ctx.rng.random_range(0..len)).collect();
        path.push(pick);
        self.phase = Phase::Wander { path, at: 0, timer: Self::timer(ctx, WANDER_STEP) };
    }

    /// Moves on from a finished step.
    pub(super) fn advance(&mut self, ctx: &mut Ctx) {
        match std::mem::replace(&mut self.phase, Phase::Human) {
            Phase::Wander { path, at, .. } if at + 1 < path.len() => {
                self.phase =
                    Phase::Wander { path, at: at + 1, timer: Self::timer(ctx, WANDER_STEP) };
            }
            Phase::Wander { path, .. } => {
                let position = path.last().copied().unwrap_or(0);
                if let (Some(d), Some(v)) = (self.game.current_drawer(), self.game.victim())
                    && let Some(&card) = self.game.hand(v).get(position)
                {
                    self.last_line = LogLine::Taking { drawer: d, victim: v, card };
                }
                self.phase = Phase::Take { position, timer: Self::timer(ctx, TAKE) };
            }
            Phase::Take { position, .. } => self.commit(position, ctx),
            Phase::Transit { shown, .. } => {
                self.phase = Phase::Arrive { shown, timer: Self::timer(ctx, ARRIVE) };
            }
            Phase::Arrive { .. } if self.pair_pending() => {
                self.phase = Phase::Flash { timer: Self::timer(ctx, FLASH) };
            }
            Phase::Arrive { .. } | Phase::Flash { .. } => self.end_turn(ctx),
            phase @ (Phase::Human | Phase::Waiting | Phase::Over) => self.phase = phase,
        }
    }

    /// True while the last draw's pair is still on its way to the pile.
    pub(super) fn pair_pending(&self) -> bool {
        matches!(self.phase, Phase::Transit { .. } | Phase::Arrive { .. })
            && self.report.as_ref().is_some_and(|r| r.pair.is_some())
    }

    /// The draw itself: the card at `position` leaves the victim's hand for the drawer's.
    pub(super) fn commit(&mut self, position: usize, ctx: &mut Ctx) {
        let Some(drawer) = self.game.current_drawer() else {
            self.finish_game(ctx);
            return;
        };
        let mut hand = self.game.hand(drawer).to_vec();
        let Ok(report) = self.game.draw(position) else {
            // Only an out-of-range position gets here; pick again.
            self.begin_turn(ctx);
            return;
        };
        let partner = report.pair.and_then(|[p, _]| hand.iter().position(|&c| c == p));
        hand.push(report.card);
        let marked = (0..hand.len()).map(|i| i + 1 == hand.len() || Some(i) == partner).collect();
        let finished = self.game.finishing_order().to_vec();
        self.record(LogLine::Drew { report: Box::new(report.clone()), finished });
        if self.is_you(drawer) {
            self.your_last = Some(self.last_line.clone());
        }
        self.report = Some(Box::new(report));
        let shown = Shown { seat: drawer, hand, marked };
        self.phase = if self.is_you(drawer) {
            Phase::Arrive { shown, timer: Self::timer(ctx, ARRIVE) }
        } else {
            Phase::Transit { shown, timer: Self::timer(ctx, TRANSIT) }
        };
    }

    /// After the draw has been shown: a computer shuffles, then the next turn.
    fn end_turn(&mut self, ctx: &mut Ctx) {
        match self.link.as_mut().map(|link| (link.viewer.chair(), link.after.take())) {
            // At a table the game after the draw is the table's (a computer's shuffle included).
            Some((chair, Some(after))) => *self.game = after.rotated(chair),
            Some((_, None)) => {}
            None => self.game.end_turn(ctx.rng),
        }
        self.begin_turn(ctx);
    }

    /// Finishes any step that shows the human's hand as it was (a card being taken from it, or
    /// the card just drawn lit in it), so shuffling or sorting it cannot contradict the picture.
    pub(super) fn release_human_hand(&mut self, ctx: &mut Ctx) {
        loop {
            let victim_is_human = self.game.victim() == Some(HUMAN);
            match &self.phase {
                Phase::Take { .. } if victim_is_human => self.advance(ctx),
                Phase::Arrive { shown, .. } if shown.seat == HUMAN => self.advance(ctx),
                _ => break,
            }
        }
    }

    /// The results, reported once: only on the way into them.
    pub(super) fn finish_game(&mut self, ctx: &mut Ctx) {
        if self.phase == Phase::Over {
            return;
        }
        self.phase = Phase::Over;
        // A watcher's screen records nothing: the game is not theirs.
        if self.watching() {
            return;
        }
        let players = self.game.players();
        let order = self.game.finishing_order();
        let place = order.iter().position(|&s| s == HUMAN).map_or(players, |i| i + 1);
        // Old Maid has no computer level: its records are kept per table size.
        let bracket = crate::stats::Bracket::Players(players as u8);
        let result = GameResult::place(GameId::OldMaid, bracket, place as u8, players as u8);
        ctx.report(result);
    }
}
