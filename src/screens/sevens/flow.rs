//! Turn flow of the Killer Sevens screen: whose move it is, the computer's turn (a pause, and
//! at the hard level a sampled search on a worker, both through `ComputerTurn`), showing each
//! action before the next, the human's play and pass with their refusals, and reporting the
//! result when the game ends.

use std::time::Duration;

use super::{HUMAN, MAX_LOG, Notice, SevensScreen};
use crate::catalog::GameId;
use crate::games::sevens::table::SevensAsk;
use crate::games::sevens::{
    Action, IllegalMove, Status, TurnReport, choose_action, hard, layout, normal_action,
};
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::screens::computer_turn::ComputerTurn;
use crate::screens::game_log::push_capped;
use crate::settings::Level;
use crate::stats::{Bracket, GameResult};
use crate::tables::Ask;

/// A computer's pause before it acts, at normal speed.
const THINK: Duration = Duration::from_millis(500);
/// How long an action stays in view (seat lit, card picked out) before the next turn.
const SHOW: Duration = Duration::from_millis(450);
/// Extra time when cells died, for them to flash.
const FLASH: Duration = Duration::from_millis(900);
/// One blink of the newly dead cells.
pub(super) const BLINK: Duration = Duration::from_millis(150);

/// What the screen is doing.
pub(super) enum Phase {
    /// Waiting for the human's move.
    Human,
    /// Computer `seat` is about to act. The hard level's search is bounded by its sample count
    /// (`hard::DEFAULT_SAMPLES`), never by the clock, so a seed replays whatever the load.
    Thinking { seat: usize, turn: ComputerTurn<Action> },
    /// The last action stays in view; `elapsed` drives the blinking of the fresh kills.
    Showing { timer: Timer, elapsed: Duration },
    /// At a shared table: another chair is to move and has not yet (a watcher's screen
    /// waits here for every chair).
    Waiting,
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
        if self.link.is_some() {
            self.next_table_event(ctx);
            return;
        }
        // "Wait for your turn" and the like are about the turn that just ended.
        self.notice = None;
        self.fix_selection();
        self.phase = match self.game.current_player() {
            None => Phase::Over,
            Some(HUMAN) => {
                self.select_playable_if_stuck_on_unplayable();
                Phase::Human
            }
            Some(seat) => {
                let speed = ctx.settings.animation;
                // The easy and normal choices are cheap: made now, shown after the pause. Both
                // draw on the app's RNG exactly as when they were made at the pause's end
                // (nothing else draws on it while a computer thinks).
                let turn = if self.level == Level::Hard {
                    let game = self.game.clone();
                    ComputerTurn::search(ctx.searching, ctx.rng, THINK, speed, move |rng, _stop| {
                        hard::hard_action(&game, seat, hard::DEFAULT_SAMPLES, rng)
                    })
                } else {
                    let action = choose_action(&self.game, seat, self.level, ctx.rng);
                    ComputerTurn::ready(action, THINK, speed)
                };
                Phase::Thinking { seat, turn }
            }
        };
    }

    pub(super) fn select_playable_if_stuck_on_unplayable(&mut self) {
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
            Phase::Thinking { seat, turn } => {
                if let Some(answer) = turn.tick(dt) {
                    let seat = *seat;
                    self.computer_acts(seat, answer.ok(), ctx);
                }
            }
            Phase::Showing { timer, elapsed } => {
                timer.tick(dt);
                *elapsed += dt;
            }
            Phase::Human | Phase::Waiting | Phase::Over => {}
        }
        self.run_due(ctx);
    }

    /// Runs every step whose time has come: with `Instant` animation a whole round of
    /// computer turns happens here at once (a loop, not recursion).
    fn run_due(&mut self, ctx: &mut Ctx) {
        loop {
            match &mut self.phase {
                Phase::Showing { timer, .. } if timer.done() => self.next_turn(ctx),
                Phase::Thinking { seat, turn } => {
                    let seat = *seat;
                    let Some(answer) = turn.poll() else { return };
                    self.computer_acts(seat, answer.ok(), ctx);
                }
                _ => return,
            }
        }
    }

    /// Plays a computer's answer; `None` when its search failed (a bug, never expected): the
    /// normal player's move stands in rather than hanging the table.
    fn computer_acts(&mut self, seat: usize, answer: Option<Action>, ctx: &mut Ctx) {
        let action = answer.unwrap_or_else(|| normal_action(&self.game, seat, ctx.rng));
        self.act(seat, action, ctx);
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

    pub(super) fn show(&mut self, report: TurnReport, ctx: &mut Ctx) {
        let mut killed = layout::mask_of(&report.killed.iter().map(|k| k.0).collect::<Vec<_>>());
        if let Some(e) = &report.eliminated {
            killed |= layout::mask_of(&e.killed.iter().map(|k| k.0).collect::<Vec<_>>());
        }
        self.fresh_dead = killed;
        self.last = match report.action {
            Action::Play(card) => Some(card),
            Action::Pass => self.last,
        };
        push_capped(&mut self.log, report, MAX_LOG);
        if self.game.is_over() {
            // Whatever the last key was refused for ("you are out", "wait") ended with the game:
            // the status line gives the result now.
            self.notice = None;
        }
        // A watcher played no part, so nothing is recorded for them.
        if self.game.is_over() && !self.names.watching {
            let (place, players) = (self.game.place_of(HUMAN) as u8, self.game.players() as u8);
            let killed = u32::from(self.game.killed_count(HUMAN));
            let result =
                GameResult::place(GameId::Sevens, Bracket::Level(self.level), place, players)
                    .total(super::stats::KILLED_TOTAL, killed);
            ctx.report(result);
        }
        let base = if killed != 0 { SHOW + FLASH } else { SHOW };
        self.phase = Phase::Showing {
            timer: Timer::new(base, ctx.settings.animation),
            elapsed: Duration::ZERO,
        };
    }

    /// Why the human cannot act now, if they cannot: `Some(None)` once the game is over (its
    /// last action may still be on show, and the status line gives the result, which no
    /// refusal should cover).
    fn not_now(&self) -> Option<Option<Notice>> {
        if self.game.is_over() || self.names.watching {
            return Some(None);
        }
        if self.game.status(HUMAN) != Status::Playing {
            return Some(Some(Notice::YouAreDone));
        }
        (!matches!(self.phase, Phase::Human)).then_some(Some(Notice::Wait))
    }

    /// Enter: plays the selected card, or says why not.
    pub(super) fn play_selected(&mut self, ctx: &mut Ctx) {
        if let Some(why) = self.not_now() {
            self.notice = why;
            return;
        }
        let Some(card) = self.selected else {
            self.notice = Some(Notice::NoCard);
            return;
        };
        // At a table the move is tried on a copy, for the refusal's reason, and asked of the
        // table; the screen's game changes only when the table's event comes back.
        let tried = if self.link.is_some() {
            (*self.game).clone().play(HUMAN, card)
        } else {
            self.game.play(HUMAN, card)
        };
        match tried {
            Ok(_) if self.ask_turn(Ask::of(SevensAsk::PlayCard(card))) => {}
            Ok(report) => {
                self.notice = None;
                self.show(report, ctx);
                self.run_due(ctx);
            }
            Err(e) => self.notice = Some(Notice::Refused(e)),
        }
    }

    /// `p`: passes, or says why not.
    pub(super) fn pass(&mut self, ctx: &mut Ctx) {
        if let Some(why) = self.not_now() {
            self.notice = why;
            return;
        }
        let tried = if self.link.is_some() {
            (*self.game).clone().pass(HUMAN)
        } else {
            self.game.pass(HUMAN)
        };
        match tried {
            Ok(_) if self.ask_turn(Ask::of(SevensAsk::Pass)) => {}
            Ok(report) => {
                self.notice = None;
                self.show(report, ctx);
                self.run_due(ctx);
            }
            Err(IllegalMove::MustPlay) => {
                let unlimited = self.game.pass_limit() == 0;
                self.notice = Some(Notice::MustPlay { unlimited });
            }
            Err(e) => self.notice = Some(Notice::Refused(e)),
        }
    }
}

#[cfg(test)]
mod tests;
