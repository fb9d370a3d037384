//! Leaving and expiry: who keeps a chair when someone leaves (during a game, after it, before
//! it starts), when an away chair goes to a computer for good, and which tables close then
//! (a host gone before the start, a table waited out, nobody left to come back).

use std::time::Instant;

use super::*;

impl Lobby {
    /// `name` leaves every table (they chose to, or their connection dropped). While a table
    /// waits their chair empties (and a table whose host leaves closes); during a game the
    /// chair is kept for them for [`RECLAIM`] while a computer plays it; after a game they
    /// give the chair up to a computer, unless they had left before the end (the table keeps
    /// its result for them for [`RECLAIM`] after the end, whoever else comes and goes).
    pub fn leave(&mut self, name: &str, now: Instant) {
        self.stop_watching(name);
        for table in &mut self.tables {
            let Some(chair) = table.chair_of(name) else { continue };
            match table.phase {
                Phase::Waiting => table.chairs[chair].seat = None,
                Phase::Playing => {
                    table.chairs[chair].away_since.get_or_insert(now);
                    table.note_missed(name);
                }
                // Away already (they left before the end): the result is kept for them.
                Phase::Finished if table.chairs[chair].away_since.is_some() => {}
                Phase::Finished => {
                    table.chairs[chair] =
                        Chair { seat: Some(Seat::Computer(table.level)), away_since: None };
                }
            }
            table.settle(now);
        }
        self.close_unless(|t| {
            let host_left = t.phase == Phase::Waiting && t.chair_of(&t.host).is_none();
            let anyone_here = t.chairs.iter().any(|c| is_person(c) && c.away_since.is_none());
            // A finished game stays for those who left before its end, to see its result.
            let anyone_away = t.chairs.iter().any(|c| is_person(c) && c.away_since.is_some());
            !host_left && (anyone_here || t.phase == Phase::Playing || anyone_away)
        });
    }

    /// Frees the chairs of people gone longer than [`RECLAIM`] (a computer keeps them for the
    /// rest of the game), closes playing tables with nobody left at all, and tables left
    /// waiting longer than the wait limit (their host never started them).
    /// True when anything changed (the sessions are then told).
    pub fn expire(&mut self, now: Instant) -> bool {
        let before = self.tables.len();
        let wait = self.wait;
        let waited_out =
            |t: &Table| t.phase == Phase::Waiting && now.duration_since(t.opened) >= wait;
        if self.tables.iter().any(waited_out) {
            let seconds = wait.as_secs();
            tracing::warn!(seconds, "limit hit: a table waited too long to start (--table-wait)");
            self.close_unless(|t| !waited_out(t));
        }
        let mut freed = false;
        for table in &mut self.tables {
            let level = table.level;
            for chair in &mut table.chairs {
                if chair.away_since.is_some_and(|t| now.duration_since(t) >= RECLAIM) {
                    *chair = Chair { seat: Some(Seat::Computer(level)), away_since: None };
                    freed = true;
                }
            }
            let chairs = &table.chairs;
            table.awaited.retain(|&c| chairs.get(c).is_some_and(is_person));
        }
        // A table lives while anyone may still come back to it.
        self.close_unless(|t| t.chairs.iter().any(is_person));
        freed || self.tables.len() != before
    }

    /// Before `name` sits down at another table than `id`: a chair they left during a game
    /// is given up to its computer for good (they chose a new table over coming back), while
    /// a chair they still sit in refuses.
    pub(super) fn free_elsewhere(
        &mut self,
        name: &str,
        id: Option<TableId>,
    ) -> Result<(), Refused> {
        let Some(at) = self.seated_at(name).filter(|&at| Some(at) != id) else { return Ok(()) };
        let table = self.table_mut(at)?;
        let chair = table.chair_of(name).ok_or(Refused::NoSuchTable)?;
        if table.chairs[chair].away_since.is_none() {
            return Err(Refused::Seated(at));
        }
        // Away, the chair was the table's to play already: it stays so, now for good.
        table.chairs[chair] = Chair { seat: Some(Seat::Computer(table.level)), away_since: None };
        table.missed.retain(|(n, _)| n != name);
        self.close_unless(|t| t.chairs.iter().any(is_person));
        Ok(())
    }

    /// Closes the tables `keep` does not keep, each logged.
    pub(super) fn close_unless(&mut self, keep: impl Fn(&Table) -> bool) {
        self.tables.retain(|t| {
            let kept = keep(t);
            if !kept {
                tracing::info!(table = t.id.0, game = ?t.game, phase = ?t.phase, "table closed");
            }
            kept
        });
    }
}
