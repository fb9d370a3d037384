//! The dealer's turn on screen: working out its exchange (on a worker for Hard), the steps
//! `anim::Stage` shows, and the showdown they end in — the table settled, the statistics
//! recorded and the points counting to their new value.

use std::time::Duration;

use super::PokerScreen;
use super::anim::{Count, Stage, THINK_PAUSE};
use super::events::LogLine;
use crate::games::poker::{Marks, Outcome};
use crate::screens::Ctx;
use crate::screens::computer_turn::ComputerTurn;
use crate::settings::Level;
use crate::stats;

impl PokerScreen {
    /// The dealer works out its exchange: Hard on a worker thread (a whole enumeration of the
    /// unseen cards), Normal at once. No strategy draws on the RNG, so a dealer's turn resumed
    /// from a save chooses exactly what it would have chosen.
    pub(super) fn dealer_turn(&mut self, ctx: &mut Ctx) {
        let speed = ctx.settings.animation;
        let turn = if self.table.dealer_level() == Level::Hard {
            let table = self.table.clone();
            ComputerTurn::work(ctx.searching, THINK_PAUSE, speed, move |_| {
                table.dealer_choice().unwrap_or(Marks::NONE)
            })
        } else {
            ComputerTurn::ready(
                self.table.dealer_choice().unwrap_or(Marks::NONE),
                THINK_PAUSE,
                speed,
            )
        };
        *self.stage = Stage::thinking(turn);
        self.advance(Duration::ZERO, ctx);
    }

    /// Moves the animations on by `dt`; applies the dealer's exchange when its steps end.
    pub(super) fn advance(&mut self, dt: Duration, ctx: &mut Ctx) {
        if let Some(deal) = &mut self.deal
            && deal.tick(dt)
        {
            self.deal = None;
        }
        if let Some(count) = &mut self.count
            && count.tick(dt)
        {
            self.count = None;
        }
        if let Some(marks) = self.stage.advance(dt, ctx.settings.animation) {
            self.showdown(marks, ctx);
        }
    }

    fn showdown(&mut self, marks: Marks, ctx: &mut Ctx) {
        let before = self.table.points();
        let Ok(result) = self.table.dealer_exchange(marks) else { return };
        self.notice = None;
        self.record(LogLine::DealerExchanged(marks.count()));
        self.record(LogLine::showdown(&result));
        let outcome = match result.outcome {
            Outcome::PlayerWins => stats::Outcome::Won,
            Outcome::DealerWins => stats::Outcome::Lost,
            Outcome::Push => stats::Outcome::Drawn,
        };
        let dealer = self.table.dealer_level();
        ctx.report(super::stats::round(dealer, outcome, result.points));
        let count = Count::new(before, result.points, ctx.settings.animation);
        self.count = (!count.done()).then_some(count);
        if self.table.is_game_over() {
            // Straight to the game-over banner, with the last hands still on the table.
            let _ = self.table.next_round();
        }
    }
}
