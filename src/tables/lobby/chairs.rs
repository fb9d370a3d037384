//! A table's chairs as the lobby reads them: who plays a chair by itself, whether the game
//! is held for someone, settling the table after a change, the host shown, a person's chair.

use std::time::Instant;

use super::*;

impl Table {
    /// Whether the table plays `chair` itself: a computer, or a person away (not one awaited
    /// since a restart, who has a person's time).
    pub fn automatic(&self, chair: usize) -> bool {
        let away = |c: &Chair| c.away_since.is_some() && !self.awaited.contains(&chair);
        self.chairs.get(chair).is_none_or(|c| !is_person(c) || away(c))
    }

    /// Resumed after a restart with none of its people back yet: it plays no turn.
    pub fn held(&self) -> bool {
        !self.awaited.is_empty()
            && self.chairs.iter().all(|c| !is_person(c) || c.away_since.is_some())
    }

    /// After a change: the phase follows the game, a rematch everyone asked for is dealt, and
    /// the next automatic move (or the turn timer) is set.
    pub(super) fn settle(&mut self, now: Instant) {
        let people: Vec<usize> = (0..self.chairs.len()).filter(|&c| !self.automatic(c)).collect();
        let Some(live) = self.live.as_mut() else { return };
        if live.is_over() && !people.is_empty() && people.iter().all(|&c| live.wants_rematch(c)) {
            live.redeal();
            tracing::info!(table = self.id.0, game = ?self.game, "table's rematch dealt");
        }
        let phase = if live.is_over() { Phase::Finished } else { Phase::Playing };
        if phase == Phase::Finished && self.phase != Phase::Finished {
            // Those away have the promised ten minutes to see the result, from the end.
            for chair in self.chairs.iter_mut().filter(|c| c.away_since.is_some()) {
                chair.away_since = Some(now);
            }
            tracing::info!(table = self.id.0, game = ?self.game, "table's game finished");
        }
        self.phase = phase;
        let automatic: Vec<bool> = (0..self.chairs.len()).map(|c| self.automatic(c)).collect();
        if let Some(live) = self.live.as_mut() {
            live.schedule(now, self.pace, |c| automatic.get(c).copied().unwrap_or(true));
        }
    }

    /// The name the list gives the table: its host while they hold a chair (away or not),
    /// else the first person who does (a host who gave the chair up is no longer there).
    pub fn shown_host(&self) -> &str {
        fn person(c: &Chair) -> Option<&str> {
            match &c.seat {
                Some(Seat::Remote(name)) => Some(name),
                _ => None,
            }
        }
        match self.chair_of(&self.host) {
            Some(_) => &self.host,
            None => self.chairs.iter().find_map(person).unwrap_or(""),
        }
    }

    /// The chair `name` sits in.
    pub fn chair_of(&self, name: &str) -> Option<usize> {
        self.chairs.iter().position(|c| matches!(&c.seat, Some(Seat::Remote(n)) if n == name))
    }
}

pub(super) fn is_person(chair: &Chair) -> bool {
    matches!(chair.seat, Some(Seat::Remote(_)))
}
