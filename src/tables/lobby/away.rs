//! People who left a game before its end: what they missed, so their own session can play
//! it through unseen and count the results (the table itself keeps no one's statistics).

use super::{Lobby, Table, TableId};

impl Table {
    /// Notes that `name` leaves now: they saw the events before the next one.
    pub(super) fn note_missed(&mut self, name: &str) {
        let Some(next) = self.live.as_ref().map(|l| l.next_seq()) else { return };
        if !self.missed.iter().any(|(n, _)| n == name) {
            self.missed.push((name.to_string(), next));
        }
    }
}

impl Lobby {
    /// The table `name` sits at and the first of its events they missed by leaving, if any.
    pub fn missed_by(&self, name: &str) -> Option<(TableId, u64)> {
        let table = self.table(self.seated_at(name)?)?;
        let (_, seq) = table.missed.iter().find(|(n, _)| n == name)?;
        Some((table.id, *seq))
    }

    /// `name` has seen (or played through) everything at table `id`.
    pub fn caught_up(&mut self, name: &str, id: TableId) {
        if let Ok(table) = self.table_mut(id) {
            table.missed.retain(|(n, _)| n != name);
        }
    }
}
