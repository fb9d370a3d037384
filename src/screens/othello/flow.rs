//! The course of an Othello game on screen: the people's and the computers' moves, the turning
//! animation between them, automatic passes, undo, the hint request, and the result written
//! to the statistics once per game (only for one person against the computer).

use super::options::OthelloOptions;
use std::time::Duration;

use super::anim::FlipAnim;
use super::stats::BEST_MARGIN;
use super::{Notice, OthelloScreen, Phase};
use crate::catalog::GameId;
use crate::games::othello::{Colour, Game, Outcome, choose_move, choose_move_until};
use crate::records::GameRecord;
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::screens::computer_turn::ComputerTurn;
use crate::settings::Level;
use crate::stats;

/// The shortest computer turn at normal speed, so even an instant answer reads as a turn.
const THINK: Duration = Duration::from_millis(400);
/// How long a pass notice holds the game at normal speed.
pub(super) const PASS: Duration = Duration::from_millis(1500);

/// "Black" / "White", translated.
pub(super) fn colour_name(c: Colour) -> std::borrow::Cow<'static, str> {
    match c {
        Colour::Black => t!("othello.black"),
        Colour::White => t!("othello.white"),
    }
}

impl OthelloScreen {
    /// Starts `game` with the seats and levels from the settings.
    pub(super) fn start(&mut self, ctx: &mut Ctx, game: Game) {
        ctx.new_deal();
        self.levels = super::seats::levels(&ctx.settings.options());
        self.seats = ctx.settings.options::<OthelloOptions>().seats;
        self.paused = false;
        self.show_moves = ctx.settings.options::<OthelloOptions>().show_moves;
        self.game = game;
        self.notice = None;
        self.new_best = false;
        self.moved = false;
        self.next_turn(ctx);
    }

    /// After a move has fully shown: the end, a pass, or the next player's turn.
    fn next_turn(&mut self, ctx: &mut Ctx) {
        // At a table the table plays the passes, and says whose turn it is by its events.
        if self.link.is_some() {
            return self.next_table_event(ctx);
        }
        self.evals.pump(&self.game);
        if let Some(outcome) = self.game.current().outcome() {
            self.finish(outcome, ctx);
            return;
        }
        let mover = self.game.current().side_to_move();
        if self.game.auto_pass() {
            self.evals.pump(&self.game);
            self.say(Notice::Passed { colour: mover, you: self.seats.single() == Some(mover) });
            let pause = Timer::new(PASS, ctx.settings.animation);
            *self.phase = Phase::Passing(pause);
            if pause.done() {
                self.turn(ctx);
            }
            return;
        }
        self.turn(ctx);
    }

    /// Hands the move to whoever is to play (who has a legal move).
    pub(super) fn turn(&mut self, ctx: &mut Ctx) {
        if self.link.is_some() {
            return self.next_table_event(ctx);
        }
        let mover = self.game.current().side_to_move();
        if self.seats.is_person(mover) {
            *self.phase = Phase::Human;
            self.cursor_to_a_legal_move();
            return;
        }
        if self.paused {
            *self.phase = Phase::Waiting;
            return;
        }
        // The search gets its own seeded RNG drawn from the app's, so `--seed` replays.
        let (pos, level) = (*self.game.current(), self.level_of(mover));
        let speed = ctx.settings.animation;
        let turn = ComputerTurn::search(ctx.searching, ctx.rng, THINK, speed, move |rng, stop| {
            choose_move_until(&pos, level, rng, stop)
        });
        *self.phase = Phase::Thinking(turn);
    }

    /// A new game (played again, or as white after the first move) starts with the cursor on
    /// a legal move, the one nearest to where it was.
    pub(super) fn cursor_to_a_legal_move(&mut self) {
        let pos = self.game.current();
        if self.game.moves().len() <= 1 && !pos.is_legal(self.cursor) {
            let (r, c) = (i32::from(self.cursor / 8), i32::from(self.cursor % 8));
            let distance = |sq: u8| (i32::from(sq / 8) - r).abs() + (i32::from(sq % 8) - c).abs();
            if let Some(sq) =
                (0..64u8).filter(|&sq| pos.is_legal(sq)).min_by_key(|&sq| distance(sq))
            {
                self.cursor = sq;
            }
        }
    }

    /// Plays a legal `sq` for the side to move and starts its animation.
    fn play(&mut self, sq: u8, ctx: &mut Ctx) {
        let before = *self.game.current();
        if self.game.play(sq).is_err() {
            return;
        }
        self.moved = true;
        self.evals.pump(&self.game);
        let anim = FlipAnim::new(before, sq, ctx.settings.animation);
        if anim.done() {
            self.next_turn(ctx);
        } else {
            *self.phase = Phase::Moving(anim);
        }
    }

    /// Ends a running animation or pass notice at once, so a key pressed while the
    /// computer's discs still turn acts on the position they lead to.
    fn fast_forward(&mut self, ctx: &mut Ctx) {
        loop {
            match &mut *self.phase {
                Phase::Moving(anim) => {
                    anim.finish();
                    self.next_turn(ctx);
                }
                Phase::Passing(_) => self.turn(ctx),
                _ => return,
            }
        }
    }

    /// The human asks to place a disc on `sq`.
    pub(super) fn place(&mut self, sq: u8, ctx: &mut Ctx) {
        self.cursor = sq;
        self.fast_forward(ctx);
        match *self.phase {
            Phase::Human => {
                let pos = self.game.current();
                if pos.cell(sq).is_some() {
                    self.say(Notice::Occupied(sq));
                } else if !pos.is_legal(sq) {
                    self.say(Notice::NoFlips(sq));
                } else {
                    self.notice = None;
                    // At a table the move is asked for, and shown when the table plays it.
                    if !self.ask_place(sq) {
                        self.play(sq, ctx);
                    }
                }
            }
            Phase::Over(_) => self.say(Notice::Over),
            _ if let Some(name) = self.other_name() => self.say(Notice::WaitFor(name)),
            _ => self.say(Notice::Wait),
        }
    }

    /// Time passes: collect background answers, advance the animation or the pause.
    pub(super) fn tick(&mut self, dt: Duration, ctx: &mut Ctx) {
        self.ticks += 1;
        self.evals.pump(&self.game);
        let current = *self.game.current();
        if self.hint.pump(&current)
            && matches!(*self.phase, Phase::Human)
            && let Some(Some(sq)) = self.hint.for_position(&current)
        {
            self.show_hint(sq);
        }
        // Paused, a search's answer waits: the move it found is played on resuming.
        if self.paused && matches!(*self.phase, Phase::Thinking(_)) {
            return;
        }
        match &mut *self.phase {
            Phase::Thinking(turn) => {
                let Some(answer) = turn.tick(dt) else { return };
                // A failed search is answered by the Easy player rather than stall the game.
                let reply = answer
                    .ok()
                    .flatten()
                    .or_else(|| choose_move(&current, Level::Easy, &mut *ctx.rng));
                // "Wait for the computer" and the like were about the turn that just ended.
                if self.notice.as_ref().is_some_and(Notice::waits_for_the_computer) {
                    self.notice = None;
                }
                if let Some(sq) = reply {
                    self.play(sq, ctx);
                }
            }
            Phase::Moving(anim) => {
                if anim.tick(dt) {
                    self.next_turn(ctx);
                }
            }
            Phase::Passing(pause) => {
                if pause.tick(dt) {
                    self.turn(ctx);
                }
            }
            Phase::Human | Phase::Waiting | Phase::Over(_) => {}
        }
    }

    /// `u`: takes back the person's last move and everything after it (with two people,
    /// the last move and any pass that followed it).
    pub(super) fn undo(&mut self, ctx: &mut Ctx) {
        self.fast_forward(ctx);
        match *self.phase {
            Phase::Human => {}
            Phase::Over(_) => return self.say(Notice::Over),
            _ => return self.say(Notice::UndoWait),
        }
        let mut game = self.game.clone();
        let mut taken = Vec::new();
        loop {
            let Some(mv) = game.undo() else {
                return self.say(Notice::NothingToUndo);
            };
            if let Some(sq) = mv {
                taken.push(sq);
                if self.seats.is_person(game.current().side_to_move()) {
                    break;
                }
            }
        }
        taken.reverse();
        self.game = game;
        self.evals.pump(&self.game);
        self.say(Notice::Undone(taken));
    }

    /// The hint's square named, and the cursor put on it (as Killer Sevens' hint selects its
    /// card), so Enter plays the move the hint proposes.
    fn show_hint(&mut self, sq: u8) {
        self.cursor = sq;
        self.say(Notice::Hint(sq));
    }

    /// `t`: the Hard engine's best move, searched off the UI thread.
    pub(super) fn ask_hint(&mut self, ctx: &mut Ctx) {
        self.fast_forward(ctx);
        if !matches!(*self.phase, Phase::Human) {
            return self.say(Notice::HintWait);
        }
        match self.hint.request(*self.game.current()) {
            super::analysis::HintState::Ready(Some(sq)) => self.show_hint(sq),
            // No move means a pass, which never waits for the human; nothing to say.
            super::analysis::HintState::Ready(None) => self.notice = None,
            super::analysis::HintState::Searching => self.notice = None,
        }
    }

    /// The game ended: show the result, and report it when one person played the computer.
    pub(super) fn finish(&mut self, outcome: Outcome, ctx: &mut Ctx) {
        // Reported once: only on the way into the end, never while already there.
        if matches!(*self.phase, Phase::Over(_)) {
            return;
        }
        *self.phase = Phase::Over(outcome);
        // A notice of the play ("you have no move and pass") is over with it: the status
        // line gives the result.
        self.notice = None;
        // The records keep every game the player played: here, or at a table (not watched).
        let seats =
            if self.link.is_some() { self.table_record_seats() } else { Some(self.record_seats()) };
        if let Some([black, white]) = seats {
            let record = GameRecord::of(&self.game, black, white, ctx.library.now);
            ctx.library.records.push(record);
        }
        let Some(you) = self.seats.single() else { return };
        let result = match outcome.winner {
            Some(w) if w == you => stats::Outcome::Won,
            Some(_) => stats::Outcome::Lost,
            None => stats::Outcome::Drawn,
        };
        let margin = outcome.disc_diff().unsigned_abs();
        let won = result == stats::Outcome::Won;
        if won && margin > ctx.stats.note(BEST_MARGIN) {
            self.new_best = true;
        }
        // At a table: the table's level against its computer, "people" against a person.
        let table = self.link.as_ref().and_then(|l| l.bracket);
        let bracket = table.unwrap_or(stats::Bracket::Level(self.level_of(you.opponent())));
        let report = stats::GameResult::outcome(GameId::Othello, bracket, result);
        // Only a win's margin can be the best.
        ctx.report(if won { report.best(BEST_MARGIN, margin) } else { report });
    }
}
