//! The Killer Sevens screen at a shared table (`asobi serve`). The table holds the game; this
//! screen keeps it turned to the player's chair (so they sit at the bottom, as seat 0) and
//! replays the table's turns one by one, shown as a local game shows a computer's: other
//! people's and the computers' alike. What the player does becomes an [`Ask`] for the table
//! (`take_asks`), never a change made here; the table's answer comes back as an event. A
//! watcher's screen is turned to the first chair, shows no hand and asks nothing.

use super::flow::Phase;
use super::{HUMAN, Notice, SevensScreen};
use crate::games::Level;
use crate::games::sevens::Game;
use crate::games::sevens::table::{SevensEvent, SevensTable};
use crate::screens::Ctx;
use crate::screens::game_log::FullLog;
use crate::screens::tables::{Mailbox, TableMode, Viewer, seat_at};
use crate::tables::live::TableEvent;
use crate::tables::{Ask, Event, LiveGame};

/// What ties the screen to its table.
#[derive(Debug, Default)]
pub struct TableLink {
    /// Who the screen is drawn for: a chair (the screen's seat 0), or a watcher, who sees no
    /// hand and asks nothing of the table.
    pub viewer: Viewer,
    /// The table's events to show and the player's asks to send.
    mail: Mailbox<SevensTable>,
}

impl SevensScreen {
    /// The screen for `viewer` at a table whose game is `game` (in the table's numbering),
    /// its computers at `level`.
    pub fn at_table(game: &Game, level: Level, viewer: Viewer, ctx: &mut Ctx) -> SevensScreen {
        let mut s = SevensScreen::with_game(game.rotated(viewer.chair()), level);
        s.names.watching = viewer.watching();
        s.link = Some(Box::new(TableLink { viewer, ..TableLink::default() }));
        s.begin(ctx);
        s
    }

    /// True when this screen plays at a table.
    pub fn at_a_table(&self) -> bool {
        self.link.is_some()
    }

    /// True when the screen is a watcher's.
    pub fn watching(&self) -> bool {
        self.names.watching
    }

    /// The player's play or pass at a table (checked on a copy first, for the refusal's
    /// words): asked of the table, shown when it answers. False for a local game.
    pub(super) fn ask_turn(&mut self, ask: Ask) -> bool {
        let Some(link) = self.link.as_mut() else { return false };
        if !link.viewer.watching() {
            link.mail.send(ask);
        }
        self.notice = None;
        self.phase = Phase::Waiting;
        true
    }

    /// Enter on the results at a table: ask for a rematch (a watcher asks nothing).
    pub(super) fn ask_rematch(&mut self) {
        if let Some(link) = self.link.as_mut().filter(|l| !l.viewer.watching()) {
            link.mail.send(Ask::Rematch);
            self.notice = Some(Notice::RematchAsked);
        }
    }

    /// Starts showing the next event from the table, or settles into the player's turn, the
    /// wait for another chair, or the results.
    pub(super) fn next_table_event(&mut self, ctx: &mut Ctx) {
        while let Some(link) = self.link.as_mut() {
            let chair = link.viewer.chair();
            let Some(event) = link.mail.next_event() else { break };
            match event {
                TableEvent::Dealt(SevensTable { game, level }) => self.deal(&game, level),
                TableEvent::Played { what: SevensEvent::Turn(report), after } => {
                    let players = after.game.players();
                    *self.game = after.game.rotated(chair);
                    self.show(report.rotated(chair, players), ctx);
                    return;
                }
            }
        }
        // A refusal speaks of the turn that just ended; a rematch asked stands on the results.
        if !matches!(self.phase, Phase::Over) {
            self.notice = None;
        }
        self.fix_selection();
        self.phase = match self.game.current_player() {
            None => Phase::Over,
            Some(HUMAN) if !self.watching() => {
                self.select_playable_if_stuck_on_unplayable();
                Phase::Human
            }
            Some(_) => Phase::Waiting,
        };
    }

    /// A new deal from the table: the screen starts over with it.
    fn deal(&mut self, game: &Game, level: Level) {
        let chair = self.link.as_ref().map_or(0, |l| l.viewer.chair());
        *self.game = game.rotated(chair);
        self.level = level;
        self.selected = None;
        self.notice = None;
        self.log.clear();
        self.full_log = FullLog::default();
        self.last = None;
        self.fresh_dead = 0;
        self.phase = Phase::Waiting;
    }

    /// What Enter and Esc do on the results: a rematch or leaving at a table (only leaving
    /// for a watcher), a new game or going back at home.
    pub(super) fn again_or_back(&self) -> String {
        match (&self.link, self.notice) {
            (Some(link), _) if link.viewer.watching() => t!("sevens.watcher_leave"),
            // The rematch asked for stands there until it is dealt.
            (Some(_), Some(notice @ Notice::RematchAsked)) => notice.text(),
            (Some(_), _) => t!("tables.again_or_leave"),
            (None, _) => t!("result.again_or_back"),
        }
        .into_owned()
    }
}

impl TableMode for SevensScreen {
    /// Shown now if the screen is between turns, else queued behind the turn being shown.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx) {
        let Some(link) = self.link.as_mut() else { return };
        link.mail.deliver(event);
        if matches!(self.phase, Phase::Human | Phase::Waiting | Phase::Over) {
            self.begin(ctx);
        }
    }

    fn take_asks(&mut self) -> Vec<Ask> {
        self.link.as_mut().map(|l| l.mail.take_asks()).unwrap_or_default()
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    fn detail(&self, _name_cells: usize) -> String {
        t!("sevens.n_players", n = self.game.players()).into_owned()
    }

    /// Seat 0 is the player's own chair (a watcher's: the first chair's player).
    fn set_names(&mut self, names: &[String]) {
        self.names.seats = names.to_vec();
    }
}

/// This game's screen for a seat at a table playing `game` (its registry entry's `seat`).
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Option<Box<dyn TableMode>> {
    seat_at(game, |t: &SevensTable| SevensScreen::at_table(&t.game, t.level, viewer, ctx))
}
