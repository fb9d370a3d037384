//! The moves that fall due at the tables: a computer's (or an away person's, or a person's
//! whose time ran out), found under the lobby's lock, worked out outside it by the server's
//! clock (`Tables::run_clock`), and played if the table has not moved on meanwhile.

use std::time::Instant;

use super::{Lobby, Table, TableId};
use crate::tables::live::{Ask, Plan};

impl Lobby {
    /// The computers' moves due at `now` (computers, people away, turns out of time), to be
    /// worked out with [`Plan::choose`] outside the lobby's lock and played with
    /// [`Lobby::play`].
    pub fn due(&mut self, now: Instant) -> Vec<(TableId, Plan)> {
        let due =
            |t: &Table| !t.held() && t.live.as_ref().and_then(|l| l.due).is_some_and(|d| d <= now);
        let tables = self.tables.iter_mut().filter(|t| due(t));
        tables.filter_map(|t| Some((t.id, t.live.as_mut()?.plan()?))).collect()
    }

    /// Plays the worked-out moves whose tables have not moved on meanwhile. True when any
    /// was played. A move that could not be played is tried again after the table's pace, so a
    /// table never spins on it.
    pub fn play(&mut self, moves: Vec<(TableId, Plan, Option<Ask>)>, now: Instant) -> bool {
        let mut changed = false;
        for (id, plan, ask) in moves {
            let Ok(table) = self.table_mut(id) else { continue };
            let Some(live) = table.live.as_mut() else { continue };
            match ask.and_then(|ask| live.play_planned(&plan, ask)) {
                Some(_) => {
                    changed = true;
                    table.settle(now);
                }
                None if plan.is_current(live) => live.due = Some(now + table.pace),
                None => {}
            }
        }
        changed
    }

    /// When the next move falls due at any table.
    pub fn next_due(&self) -> Option<Instant> {
        self.tables.iter().filter(|t| !t.held()).filter_map(|t| t.live.as_ref()?.due).min()
    }

    /// Plays every move that is due, choosing each at once (tests; the server's clock uses
    /// [`Lobby::due`] and [`Lobby::play`] so no search holds the lock). True when anything
    /// changed; returns, too, the next moment something falls due.
    pub fn advance(&mut self, now: Instant) -> (bool, Option<Instant>) {
        let moves = self.due(now).into_iter().map(|(id, plan)| {
            let ask = plan.choose();
            (id, plan, ask)
        });
        let changed = self.play(moves.collect(), now);
        (changed, self.next_due())
    }
}
