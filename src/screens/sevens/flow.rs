//! Turn flow of the Killer Sevens screen: whose move it is, the computer's thinking pause (or
//! its worker thread at the hard level), showing each action before the next, the human's play
//! and pass with their refusals, and recording the result once.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::{HUMAN, LOG_LEN, SevensScreen};
use crate::games::sevens::{
    Action, IllegalMove, Status, TurnReport, choose_action, hard, normal_action, table,
};
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::screens::worker::Worker;
use crate::settings::Level;
use crate::stats::Outcome;
use crate::widgets::card::card_label;

/// A computer's pause before it acts, at normal speed.
const THINK: Duration = Duration::from_millis(500);
/// How long an action stays in view (seat lit, card picked out) before the next turn.
const SHOW: Duration = Duration::from_millis(450);
/// Extra time when cells died, for them to flash.
const FLASH: Duration = Duration::from_millis(900);
/// One blink of the newly dead cells.
pub(super) const BLINK: Duration = Duration::from_millis(150);
/// The longest the hard player's worker is waited for before the normal policy moves instead.
/// Its budget is a sample count so that a seed replays (see `games/sevens/hard.rs`); a decision
/// takes about 25 ms, so this cap is only a safety net for a machine far slower or busier than
/// expected, where a frozen table would be worse than a weaker move.
pub(super) const HARD_CAP: Duration = Duration::from_secs(2);

/// What the screen is doing.
pub(super) enum Phase {
    /// Waiting for the human's move.
    Human,
    /// A computer is about to act; at the hard level its search runs on `worker`, waited for
    /// `waited` so far (ticks, not the clock: time is a message here).
    Thinking { seat: usize, timer: Timer, worker: Option<Worker<Action>>, waited: Duration },
    /// The last action stays in view; `elapsed` drives the blinking of the fresh kills.
    Showing { timer: Timer, elapsed: Duration },
    /// The game is over: the ranking is shown.
    Over,
}

impl SevensScreen {
    /// Sets the phase for whoever moves now, then runs anything already due.
    pub(super) fn begin(&mut self, ctx: &mut Ctx) {
        self.next_turn(ctx);
        self.run_due(ctx);
    }

    fn next_turn(&mut self, ctx: &mut Ctx) {
        // "Wait for your turn" and the like are about the turn that just ended.
        self.message = None;
        self.fix_selection();
        self.phase = match self.game.current_player() {
            None => Phase::Over,
            Some(HUMAN) => {
                self.select_playable_if_stuck_on_unplayable();
                Phase::Human
            }
            Some(seat) => {
                let worker = (self.level == Level::Hard).then(|| {
                    let game = self.game.clone();
                    let seed: u64 = ctx.rng.random();
                    Worker::spawn(move || {
                        let mut rng = StdRng::seed_from_u64(seed);
                        hard::hard_action(&game, seat, hard::DEFAULT_SAMPLES, &mut rng)
                    })
                });
                let timer = Timer::new(THINK, ctx.settings.animation);
                Phase::Thinking { seat, timer, worker, waited: Duration::ZERO }
            }
        };
    }

    fn select_playable_if_stuck_on_unplayable(&mut self) {
        let playable = self.game.playable_cards(HUMAN);
        if self.selected.is_some_and(|c| playable.contains(&c)) {
            return;
        }
        let want = self.selected.map_or(0, |c| c.index() as isize);
        if let Some(&c) = playable.iter().min_by_key(|c| (c.index() as isize - want).abs()) {
            self.selected = Some(c);
        }
    }

    /// Advances the animations by `dt` and acts on whatever is due.
    pub(super) fn tick(&mut self, dt: Duration, ctx: &mut Ctx) {
        match &mut self.phase {
            Phase::Thinking { timer, waited, .. } => {
                timer.tick(dt);
                *waited += dt;
            }
            Phase::Showing { timer, elapsed } => {
                timer.tick(dt);
                *elapsed += dt;
            }
            Phase::Human | Phase::Over => {}
        }
        self.run_due(ctx);
    }

    /// Runs every step whose time has come: with `Instant` animation a whole round of
    /// computer turns happens here at once (a loop, not recursion).
    fn run_due(&mut self, ctx: &mut Ctx) {
        loop {
            match &self.phase {
                Phase::Showing { timer, .. } if timer.done() => self.next_turn(ctx),
                Phase::Thinking { seat, timer, worker, waited } if timer.done() => {
                    let seat = *seat;
                    let action = match worker {
                        None => choose_action(&self.game, seat, self.level, ctx.rng),
                        Some(w) => match w.poll() {
                            Some(action) => action,
                            // A failed or far too slow search must not hang the table: play a
                            // normal move (a late answer is dropped with the worker).
                            None if w.is_dead() || *waited >= HARD_CAP => {
                                normal_action(&self.game, seat, ctx.rng)
                            }
                            None => return,
                        },
                    };
                    self.act(seat, action, ctx);
                }
                _ => return,
            }
        }
    }

    /// Applies an action (legal by construction) and shows it.
    fn act(&mut self, seat: usize, action: Action, ctx: &mut Ctx) {
        match self.game.apply(seat, action) {
            Ok(report) => self.show(report, ctx),
            // A computer player returned an illegal action: pass instead, or stop the game
            // rather than loop (never expected; the engine's tests cover the players).
            Err(_) => match self.game.pass(seat) {
                Ok(report) => self.show(report, ctx),
                Err(_) => self.phase = Phase::Over,
            },
        }
    }

    fn show(&mut self, report: TurnReport, ctx: &mut Ctx) {
        let mut killed = table::mask_of(&report.killed.iter().map(|k| k.0).collect::<Vec<_>>());
        if let Some(e) = &report.eliminated {
            killed |= table::mask_of(&e.killed.iter().map(|k| k.0).collect::<Vec<_>>());
        }
        self.fresh_dead = killed;
        self.last = match report.action {
            Action::Play(card) => Some(card),
            Action::Pass => self.last,
        };
        self.log.push_back(report);
        while self.log.len() > LOG_LEN {
            self.log.pop_front();
        }
        if self.game.is_over() {
            self.record(ctx);
        }
        let base = if killed != 0 { SHOW + FLASH } else { SHOW };
        self.phase = Phase::Showing {
            timer: Timer::new(base, ctx.settings.animation),
            elapsed: Duration::ZERO,
        };
    }

    /// Adds the finished game to the statistics, once.
    fn record(&mut self, ctx: &mut Ctx) {
        if self.recorded {
            return;
        }
        self.recorded = true;
        let place = self.game.place_of(HUMAN);
        let outcome = if place == 1 {
            Outcome::Won
        } else if place == self.game.players() {
            Outcome::Lost
        } else {
            Outcome::Drawn
        };
        let _ = outcome;
        ctx.report(crate::stats::GameResult::Sevens {
            level: self.level,
            players: self.game.players() as u8,
            place: place as u8,
            killed: u32::from(self.game.killed_count(HUMAN)),
        });
    }

    /// Why the human cannot act now, if they cannot.
    fn not_now(&self) -> Option<String> {
        if self.game.status(HUMAN) != Status::Playing {
            return Some(t!("sevens.you_are_done").into_owned());
        }
        (!matches!(self.phase, Phase::Human)).then(|| t!("sevens.wait").into_owned())
    }

    /// Enter: plays the selected card, or says why not.
    pub(super) fn play_selected(&mut self, ctx: &mut Ctx) {
        if let Some(why) = self.not_now() {
            self.message = Some(why);
            return;
        }
        let Some(card) = self.selected else {
            self.message = Some(t!("sevens.no_card").into_owned());
            return;
        };
        match self.game.play(HUMAN, card) {
            Ok(report) => {
                self.message = None;
                self.show(report, ctx);
                self.run_due(ctx);
            }
            Err(e) => self.message = Some(refusal(e, ctx)),
        }
    }

    /// `p`: passes, or says why not.
    pub(super) fn pass(&mut self, ctx: &mut Ctx) {
        if let Some(why) = self.not_now() {
            self.message = Some(why);
            return;
        }
        match self.game.pass(HUMAN) {
            Ok(report) => {
                self.message = None;
                self.show(report, ctx);
                self.run_due(ctx);
            }
            Err(IllegalMove::MustPlay) if self.game.pass_limit() > 0 => {
                self.message = Some(t!("sevens.must_play_no_passes").into_owned());
            }
            Err(IllegalMove::MustPlay) => {
                self.message = Some(t!("sevens.must_play_unlimited").into_owned());
            }
            Err(e) => self.message = Some(refusal(e, ctx)),
        }
    }
}

/// A refused move, in the current language.
fn refusal(e: IllegalMove, ctx: &Ctx) -> String {
    let label = |c| card_label(c, ctx.settings.card_style);
    match e {
        IllegalMove::GameOver => t!("sevens.over"),
        IllegalMove::NotYourTurn => t!("sevens.wait"),
        IllegalMove::NotInHand(c) => t!("sevens.not_your_card", card = label(c)),
        IllegalMove::NotPlayable(c) => t!("sevens.not_playable", card = label(c)),
        IllegalMove::MustPlay => t!("sevens.must_play_no_passes"),
    }
    .into_owned()
}

#[cfg(test)]
mod tests;
