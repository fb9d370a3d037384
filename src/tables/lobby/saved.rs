//! A table as the server keeps it on disk, so a restart (SIGTERM, an upgrade) loses no game:
//! who sits in which chair, the table's settings, and its game as a replayable record
//! (`live/journal.rs`). Times are not kept: a resumed table counts its waits from the
//! restart, its people are away until they log in again, and it plays nobody's turn until
//! one of them is back (`Table::held`); those still awaited then have a person's turn time.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{Chair, Lobby, Phase, Table, TableId};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::seat::Seat;
use crate::tables::live::{Live, Record};

/// The version of the table file this build writes.
pub const VERSION: u32 = 1;

/// One table, as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTable {
    pub version: u32,
    pub id: u32,
    pub game: GameId,
    pub host: String,
    pub chairs: Vec<SavedChair>,
    pub level: Level,
    pub from: Option<std::net::IpAddr>,
    /// The game, once started.
    pub live: Option<Record>,
    /// Who left during the game, and the first event they did not see.
    #[serde(default)]
    pub missed: Vec<(String, u64)>,
}

/// Who sits in a chair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedChair {
    Empty,
    Computer(Level),
    /// A person, and whether they had left the game (a computer playing for them).
    Person {
        name: String,
        away: bool,
    },
}

impl SavedTable {
    pub fn of(table: &Table) -> SavedTable {
        let chair = |c: &Chair| match &c.seat {
            Some(Seat::Remote(name)) => {
                SavedChair::Person { name: name.clone(), away: c.away_since.is_some() }
            }
            Some(Seat::Computer(level)) => SavedChair::Computer(*level),
            Some(Seat::Local) | None => SavedChair::Empty,
        };
        SavedTable {
            version: VERSION,
            id: table.id.0,
            game: table.game,
            host: table.host.clone(),
            chairs: table.chairs.iter().map(chair).collect(),
            level: table.level,
            from: table.from,
            live: table.live.as_ref().map(Live::record),
            missed: table.missed.clone(),
        }
    }

    /// The table again at `now`, or why not. Every person is away (nobody is connected yet)
    /// except at a table still waiting, whose chairs stay taken for their people. Its
    /// computers move `pace` after the move before.
    pub fn resume(&self, now: Instant, pace: Duration) -> Result<Table, String> {
        crate::storage::check_version(self.version, VERSION)?;
        if !super::seats_for(self.game).contains(&self.chairs.len()) {
            return Err(format!("{} chairs for {:?}", self.chairs.len(), self.game));
        }
        let live = match &self.live {
            None => None,
            Some(record) if record.game != self.game || record.chairs != self.chairs.len() => {
                return Err("its game is not the table's".into());
            }
            Some(record) => Some(Live::replay(record).ok_or("its moves do not replay")?),
        };
        let started = live.is_some();
        let chair = |c: &SavedChair| match c {
            SavedChair::Empty if started => Err("an empty chair in a started game".to_string()),
            SavedChair::Empty => Ok(Chair { seat: None, away_since: None }),
            SavedChair::Computer(level) => {
                Ok(Chair { seat: Some(Seat::Computer(*level)), away_since: None })
            }
            SavedChair::Person { name, .. } => Ok(Chair {
                seat: Some(Seat::Remote(name.clone())),
                away_since: started.then_some(now),
            }),
        };
        let chairs = self.chairs.iter().map(chair).collect::<Result<Vec<_>, _>>()?;
        // Those who had not left are awaited; those who had stay played by the table.
        let awaited = (self.chairs.iter().enumerate())
            .filter(|(_, c)| started && matches!(c, SavedChair::Person { away: false, .. }))
            .map(|(i, _)| i)
            .collect();
        let phase = match &live {
            None => Phase::Waiting,
            Some(live) if live.is_over() => Phase::Finished,
            Some(_) => Phase::Playing,
        };
        let mut table = Table {
            id: TableId(self.id),
            game: self.game,
            host: self.host.clone(),
            chairs,
            level: self.level,
            phase,
            live,
            watchers: Vec::new(),
            opened: now,
            from: self.from,
            awaited,
            missed: self.missed.clone(),
            pace,
        };
        table.settle(now);
        Ok(table)
    }
}

impl Lobby {
    /// Every table, as written.
    pub fn saved(&self) -> Vec<SavedTable> {
        self.tables.iter().map(SavedTable::of).collect()
    }

    /// Puts back a table resumed after a restart (one whose number is taken is refused).
    pub fn restore(&mut self, table: Table) -> Result<(), String> {
        if self.table(table.id).is_some() {
            return Err(format!("table #{} twice", table.id.0));
        }
        for chair in &table.chairs {
            if let Some(Seat::Remote(name)) = &chair.seat
                && self.seated_at(name).is_some()
            {
                return Err(format!("{name} sits at two tables"));
            }
        }
        self.next = self.next.max(table.id.0 + 1);
        tracing::info!(table = table.id.0, game = ?table.game, phase = ?table.phase, "table resumed");
        self.tables.push(table);
        self.tables.sort_by_key(|t| t.id);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::table::TictactoeAsk;
    use crate::tables::live::{Ask, PACE, TURN_LIMIT};

    /// alice (chair 0, ○ first) and bob at tic-tac-toe, alice's mark in the middle.
    fn a_game(now: Instant) -> Lobby {
        let mut lobby = Lobby::new(8);
        let id = lobby.create("alice", GameId::Tictactoe, 2, Level::Easy, now).unwrap();
        lobby.join(id, "bob", now).unwrap();
        lobby.start(id, "alice", 9, now).unwrap();
        lobby.ask("alice", Ask::of(TictactoeAsk::Mark(4)), now).unwrap();
        lobby
    }

    #[test]
    fn a_resumed_table_is_the_same_game_and_waits_for_its_people() {
        let now = Instant::now();
        let lobby = a_game(now);
        let text = serde_json::to_string(&lobby.saved()).unwrap();
        let saved: Vec<SavedTable> = serde_json::from_str(&text).unwrap();
        let later = now + Duration::from_secs(5);
        let mut again = Lobby::new(8);
        for table in &saved {
            again.restore(table.resume(later, PACE).unwrap()).unwrap();
        }
        let (old, new) = (lobby.table(TableId(1)).unwrap(), again.table(TableId(1)).unwrap());
        assert_eq!(new.live.as_ref().unwrap().game, old.live.as_ref().unwrap().game);
        assert_eq!(new.live.as_ref().unwrap().next_seq(), old.live.as_ref().unwrap().next_seq());
        assert_eq!((new.chair_of("alice"), new.chair_of("bob")), (Some(0), Some(1)));
        assert_eq!(new.phase, Phase::Playing);
        assert_eq!(again.list()[0].away, 2, "nobody is connected yet");
        // Nobody back: nothing is played, however long.
        assert!(!again.advance(later + Duration::from_secs(300)).0);
        // alice back: bob (on turn) has a person's time, not a computer's pace.
        let back = later + Duration::from_secs(300);
        assert_eq!(again.join(TableId(1), "alice", back), Ok(0));
        assert!(!again.advance(back + PACE * 2).0);
        assert!(again.advance(back + TURN_LIMIT + PACE).0, "then the table plays for him");
        // A new table gets the next number.
        let id = again.create("carol", GameId::Othello, 2, Level::Easy, back).unwrap();
        assert_eq!(id, TableId(2));
    }

    #[test]
    fn a_table_whose_record_breaks_its_rules_is_refused() {
        let now = Instant::now();
        let mut saved = a_game(now).saved().remove(0);
        let mut twice = saved.clone();
        let steps = &mut twice.live.as_mut().unwrap().steps;
        steps.push(steps[0].clone());
        assert!(twice.resume(now, PACE).is_err(), "the same cell twice");
        let mut chairs = saved.clone();
        chairs.chairs.push(SavedChair::Empty);
        assert!(chairs.resume(now, PACE).is_err());
        saved.version = VERSION + 1;
        assert!(saved.resume(now, PACE).is_err());
        let mut lobby = a_game(now);
        let table = a_game(now).saved().remove(0).resume(now, PACE).unwrap();
        assert!(lobby.restore(table).is_err(), "table #1 is there already");
    }
}
