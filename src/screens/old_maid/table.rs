//! The Old Maid screen at a shared table (`asobi serve`). The table holds the game; this
//! screen keeps it turned to the player's chair (so they sit at the bottom, as seat 0) and
//! replays the table's events one by one with the same animation as a local game: other
//! people's draws and the computers' alike. What the player does becomes an [`Ask`] for the
//! table (`take_asks`), never a change made here; the table's answer comes back as an event.

use super::text::Seating;
use super::{LogLine, Notice, OldMaidScreen, Phase};
use crate::games::old_maid::table::{OldMaidAsk, OldMaidEvent};
use crate::games::old_maid::{Game, HUMAN};
use crate::screens::Ctx;
use crate::screens::game_log::FullLog;
use crate::screens::tables::{Mailbox, TableMode, Viewer, seat_at};
use crate::tables::live::TableEvent;
use crate::tables::{Ask, Event, LiveGame};

/// What ties the screen to its table.
#[derive(Debug, Default)]
pub struct TableLink {
    /// Who the screen is drawn for: a chair (the screen's seat 0), or a watcher, who sees
    /// every hand as backs and asks nothing of the table.
    pub viewer: Viewer,
    /// The table's events to show and the player's asks to send.
    mail: Mailbox<Game>,
    /// The table's game after the draw being shown (the screen's copy takes it once shown).
    pub after: Option<Game>,
    /// The player was picking a card when the event came (a sort of their own hand): the
    /// pointer stays where it was.
    choosing: bool,
}

impl OldMaidScreen {
    /// The screen for `viewer` at a table whose game is `game` (in the table's numbering).
    pub fn at_table(game: &Game, viewer: Viewer, ctx: &mut Ctx) -> OldMaidScreen {
        let mut s = OldMaidScreen::with_game(game.clone());
        s.link = Some(Box::new(TableLink { viewer, ..TableLink::default() }));
        s.deal(game);
        if s.game.current_drawer().is_none() {
            // A table opened after its end (one came back to see it): the results, which were
            // counted when they came (`screens/tables/catch_up.rs`), so not reported again.
            s.phase = Phase::Over;
        } else {
            s.begin_turn(ctx);
        }
        s
    }

    /// True when this screen plays at a table.
    pub fn at_a_table(&self) -> bool {
        self.link.is_some()
    }

    /// True when the screen is a watcher's.
    pub fn watching(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.viewer.watching())
    }

    /// True for the seat of the person looking: seat 0, unless they watch (then seat 0 is
    /// just the first chair, whose cards they do not see).
    pub fn is_you(&self, seat: usize) -> bool {
        self.seating().is_you(seat)
    }

    /// How this screen names its seats: the table's names, and whether seat 0 is the viewer.
    pub fn seating(&self) -> Seating<'_> {
        Seating { names: &self.names, you_at_0: !self.watching() }
    }

    /// Asks the table (at a table only). False for a local game; a watcher asks nothing.
    pub(super) fn ask_table(&mut self, ask: Ask) -> bool {
        let Some(link) = self.link.as_mut() else { return false };
        if !link.viewer.watching() {
            link.mail.send(ask);
        }
        true
    }

    /// The player's draw at a table: asked of the table, shown when it answers.
    pub(super) fn ask_draw(&mut self, position: usize) -> bool {
        if !self.ask_table(Ask::of(OldMaidAsk::Draw(position))) {
            return false;
        }
        self.cursor = position;
        self.phase = Phase::Waiting;
        true
    }

    /// Starts showing the next event from the table, or settles into the player's turn, the
    /// wait for another seat, or the results.
    pub(super) fn next_table_event(&mut self, ctx: &mut Ctx) {
        // (`self.phase` may read Human here while a step is being ended; the link knows.)
        let was_choosing = self.link.as_mut().is_some_and(|l| std::mem::take(&mut l.choosing));
        while let Some(link) = self.link.as_mut() {
            let chair = link.viewer.chair();
            let Some(event) = link.mail.next_event() else { break };
            match event {
                TableEvent::Dealt(game) => self.deal(&game),
                TableEvent::Played { what: OldMaidEvent::Rearranged { .. }, after } => {
                    *self.game = after.rotated(chair);
                }
                TableEvent::Played { what: OldMaidEvent::Drew(report), after } => {
                    let report = report.rotated(chair, self.game.players());
                    link.after = Some(after);
                    if self.is_you(report.drawer) {
                        self.commit(report.position, ctx);
                    } else {
                        let len = self.game.victim().map_or(0, |v| self.game.hand(v).len());
                        self.wander_to(report.position, len.max(1), ctx);
                    }
                    return;
                }
            }
        }
        match self.game.current_drawer() {
            None => self.finish_game(ctx),
            Some(HUMAN) if !self.watching() => {
                let len = self.game.victim().map_or(0, |v| self.game.hand(v).len());
                if !was_choosing || self.cursor >= len {
                    self.cursor = len / 2;
                }
                self.your_turn_comes();
            }
            Some(_) => self.phase = Phase::Waiting,
        }
    }

    /// A new deal from the table: the screen starts over with it.
    fn deal(&mut self, game: &Game) {
        let chair = self.link.as_ref().map_or(0, |l| l.viewer.chair());
        *self.game = game.rotated(chair);
        self.report = None;
        self.notice = None;
        self.your_last = None;
        self.full_log = FullLog::default();
        let (players, pairs) = (self.game.players(), self.game.discards().len());
        self.last_line = LogLine::Dealt { players, pairs };
        self.log = vec![self.last_line.clone()];
        self.phase = Phase::Waiting;
    }

    /// Enter on the results at a table: ask for a rematch.
    pub(super) fn ask_rematch(&mut self) -> bool {
        if !self.ask_table(Ask::Rematch) {
            return false;
        }
        self.notice = Some(Notice::RematchAsked);
        true
    }
}

impl TableMode for OldMaidScreen {
    /// Shown now if the screen is between draws, else queued.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx) {
        let Some(link) = self.link.as_mut() else { return };
        link.mail.deliver(event);
        link.choosing = self.phase == Phase::Human;
        if matches!(self.phase, Phase::Human | Phase::Waiting | Phase::Over) {
            self.begin_turn(ctx);
            self.settle(ctx);
        }
    }

    fn take_asks(&mut self) -> Vec<Ask> {
        self.link.as_mut().map(|l| l.mail.take_asks()).unwrap_or_default()
    }

    fn is_over(&self) -> bool {
        !crate::screens::View::in_progress(self)
    }

    fn detail(&self, _name_cells: usize) -> String {
        t!("oldmaid.players", n = self.game.players()).into_owned()
    }

    fn set_names(&mut self, names: &[String]) {
        self.names = names.to_vec();
    }

    /// The deal's line counts the pairs the deal put down, not every pair down by now.
    fn set_deal(&mut self, deal: &LiveGame) {
        if let (Some(game), LogLine::Dealt { pairs, .. }) =
            (deal.state::<Game>(), &mut self.last_line)
        {
            *pairs = game.discards().len();
            self.log = vec![self.last_line.clone()];
        }
    }
}

/// This game's screen for a seat at a table playing `game` (its registry entry's `seat`).
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Option<Box<dyn TableMode>> {
    seat_at(game, |g: &Game| OldMaidScreen::at_table(g, viewer, ctx))
}
