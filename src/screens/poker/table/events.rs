//! Following the table at a poker seat: the table's events, each turned into the seat's view
//! as it arrived, shown one at a time (the deal card by card, another chair's exchange for a
//! beat, the dealer's exchange step by step) and the log lines and statistics they bring.

use super::super::anim::{Count, Deal, Stage, THINK_PAUSE};
use super::super::{BET_DIGITS, dealer_level};
use super::{BEAT, LogLine, Notice, PokerTableScreen, Shown};
use crate::games::poker::seat_view::SeatView;
use crate::games::poker::table::PokerMove;
use crate::games::poker::{Marks, Outcome};
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::screens::computer_turn::ComputerTurn;
use crate::screens::tables::Viewer;
use crate::stats;
use crate::widgets::text_field::TextField;

impl PokerTableScreen {
    /// Shows queued events until one needs time on screen (the dealer's exchange).
    pub(super) fn next_table_event(&mut self, ctx: &mut Ctx) {
        while self.settled() {
            let Some(event) = self.link.inbox.pop_front() else { break };
            match event {
                Shown::Dealt(view) => self.start(view),
                Shown::Played { what, after } => self.show(what, after, ctx),
            }
        }
    }

    /// A new game (the first, or a rematch).
    pub(super) fn start(&mut self, view: SeatView) {
        *self.view = view;
        self.log.clear();
        self.counts.clear();
        self.notice = None;
        self.marks = Marks::NONE;
        self.bet_error = None;
        self.last_bet = None;
        self.bet_field = TextField::new("", BET_DIGITS);
    }

    pub(super) fn show(&mut self, what: PokerMove, after: SeatView, ctx: &mut Ctx) {
        let me = self.link.viewer.chair();
        // "Wait for your turn" was true until now; a rematch asked stands until it is dealt.
        self.notice = self.notice.filter(|&n| n == Notice::RematchAsked);
        match what {
            PokerMove::Bet { chair, bet } => {
                self.tell(LogLine::Bet { chair, bet });
                if chair == me && !self.link.viewer.watching() {
                    self.last_bet = Some(bet);
                }
            }
            PokerMove::Dealt => {
                self.tell(LogLine::Dealt { round: after.round });
                self.counts.clear();
                self.marks = Marks::NONE;
                self.cursor = 0;
                self.deal = Deal::start(ctx.settings.animation);
                let mine = after.hand(me);
                if after.round == 1 && !self.link.viewer.watching() && mine.bet > 0 {
                    // The first deal starts the game for the statistics, as locally.
                    ctx.report(crate::screens::poker::stats::dealt(mine.points));
                }
            }
            PokerMove::Exchanged { chair, cards } => {
                self.tell(LogLine::Exchanged { chair, cards });
                if chair == me && !self.link.viewer.watching() {
                    self.marks = Marks::NONE;
                } else {
                    self.beat = Some((chair, Timer::new(BEAT, ctx.settings.animation)))
                        .filter(|(_, t)| !t.done());
                }
            }
            PokerMove::DealerExchanged { cards } => {
                self.tell(LogLine::DealerExchanged { cards });
                let marks = after.dealer_marks.unwrap_or(Marks::NONE);
                let turn = ComputerTurn::ready(marks, THINK_PAUSE, ctx.settings.animation);
                *self.stage = Stage::thinking(turn);
                self.link.after = Some(after);
                return;
            }
            PokerMove::ShownDown => self.shown_down(&after, ctx),
        }
        *self.view = after;
    }

    /// The showdown: each result told, and the player's own recorded as a local round's.
    pub(super) fn shown_down(&mut self, after: &SeatView, ctx: &mut Ctx) {
        let Some(sd) = &after.showdown else { return };
        for (chair, settled) in sd.chairs.clone().into_iter().enumerate() {
            let Some(s) = settled else { continue };
            let (from, to) = (self.view.hand(chair).points, after.hand(chair).points);
            let count = Count::new(from, to, ctx.settings.animation);
            if from != to && !count.done() {
                self.counts.push((chair, count));
            }
            self.tell(LogLine::Result { chair, outcome: s.outcome, bet: s.bet });
            if self.link.viewer == Viewer::Chair(chair) {
                let outcome = match s.outcome {
                    Outcome::PlayerWins => stats::Outcome::Won,
                    Outcome::DealerWins => stats::Outcome::Lost,
                    Outcome::Push => stats::Outcome::Drawn,
                };
                let dealer = dealer_level(after.dealer_level);
                ctx.report(crate::screens::poker::stats::round(dealer, outcome, s.points));
            }
        }
        // As locally, the field holds the last bet (while the points cover it): Enter repeats it.
        let points = after.hand(self.link.viewer.chair()).points;
        let last = self.last_bet.filter(|&b| b <= points).map(|b| b.to_string());
        self.bet_field = TextField::new(last.as_deref().unwrap_or(""), BET_DIGITS);
        self.bet_error = None;
    }

    /// Moves the deal and the dealer's steps on; the dealer's exchange, once shown, is taken.
    pub(super) fn advance(&mut self, dt: std::time::Duration, ctx: &mut Ctx) {
        if let Some(deal) = &mut self.deal
            && deal.tick(dt)
        {
            self.deal = None;
        }
        if let Some((_, timer)) = &mut self.beat
            && timer.tick(dt)
        {
            self.beat = None;
        }
        self.counts.retain_mut(|(_, count)| !count.tick(dt));
        if self.stage.advance(dt, ctx.settings.animation).is_some()
            && let Some(after) = self.link.after.take()
        {
            *self.view = after;
        }
        self.next_table_event(ctx);
    }
}
