//! The tables of `asobi serve`, as data shared by every session: which tables are open, who
//! sits where, whether they wait or play, and (in `Live`) the game a playing table holds.
//! Plain data and functions (no locks, no clock: the caller passes the time), so the rules of
//! sitting down, leaving and coming back are tested without a network; the server keeps one
//! `Lobby` behind a mutex (`tables.rs`).

use std::ops::RangeInclusive;
use std::time::{Duration, Instant};

use super::live::{self, Ask, Live, Refusal};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::seat::Seat;

/// How long a person who dropped keeps their seat (a computer plays it meanwhile).
pub const RECLAIM: Duration = Duration::from_secs(10 * 60);

/// How long a table may wait for its host to start it before it closes (`asobi serve
/// --table-wait`): an open table nobody starts only keeps others from opening theirs.
pub const WAIT: Duration = Duration::from_secs(15 * 60);

/// Most tables waiting to start that may be opened from one address (`asobi serve
/// --tables-per-address`).
pub const PER_ADDRESS: usize = 4;

/// A table's number, shown on the Tables screen and used to join.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(pub u32);

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Seats are being taken; the host starts the game.
    Waiting,
    Playing,
    Finished,
}

/// One chair: empty until the game starts (then a computer at the table's level), or taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chair {
    pub seat: Option<Seat>,
    /// For a person who dropped during a game: when, so the seat can be reclaimed within
    /// [`RECLAIM`]. A computer plays for them meanwhile.
    pub away_since: Option<Instant>,
}

/// A table in the lobby.
#[derive(Debug)]
pub struct Table {
    pub id: TableId,
    pub game: GameId,
    /// The person who made it: only they start the game.
    pub host: String,
    pub chairs: Vec<Chair>,
    /// The level of the computers that fill the empty chairs at the start.
    pub level: Level,
    pub phase: Phase,
    /// The game, from the start on (kept after it ends, for the results and a rematch).
    pub live: Option<Live>,
    /// The people watching it (see `watching.rs`), a name once per session watching.
    pub watchers: Vec<String>,
    /// When it was opened (a table still waiting [`Lobby`]'s wait limit later closes).
    pub opened: Instant,
    /// The network address its host opened it from, if known (`asobi serve`).
    pub from: Option<std::net::IpAddr>,
    /// The chairs whose people have not come back since the server restarted. While nobody
    /// at all is back the table plays no turn (its people find the game where they left
    /// it); after that, an awaited chair has a person's turn time, as if slow to move.
    pub awaited: Vec<usize>,
    /// The gap before a computer's move ([`live::PACE`] unless the server says).
    pub pace: Duration,
    /// The people who left during the game, each with the number of the first event they
    /// did not see: their session plays those through their screen unseen, so the results
    /// they missed reach their statistics (`screens/tables/catch_up.rs`).
    pub missed: Vec<(String, u64)>,
}

/// Why a lobby request was refused, as data (worded by the screen that shows it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The lobby holds its most tables already.
    TooManyTables,
    /// Tables waiting to start, opened from the host's address, are at their limit.
    TooManyFromAddress,
    /// That game is not played with that many at a table.
    Seats {
        game: GameId,
        allowed: RangeInclusive<usize>,
    },
    NoSuchTable,
    /// Every chair is taken (or the game is under way and this is not a returning player).
    Full,
    /// The player already sits at another table.
    Seated(TableId),
    /// Only the host starts the game.
    NotHost,
    /// The game has started (or ended) already.
    NotWaiting,
    /// That game cannot be played at a table yet.
    NotAtTables(GameId),
    /// The table refused the move.
    Move(Refusal),
}

/// How many sit at a table of `game` (people and computers together), as the game's own
/// table definition says (`live::TableGame::chairs`); none for a game the tables do not hold.
#[expect(clippy::reversed_empty_ranges, reason = "an empty range on purpose: it seats nobody")]
pub fn seats_for(game: GameId) -> RangeInclusive<usize> {
    live::table_game(game).map_or(1..=0, |t| t.chairs.clone())
}

/// One line of the Tables screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: TableId,
    pub game: GameId,
    /// Its host, or once the host has given their chair up, the first person still seated.
    pub host: String,
    /// People in their chairs now.
    pub people: usize,
    /// People who dropped or left during the game (a computer plays for them meanwhile).
    pub away: usize,
    /// People watching the game.
    pub watching: usize,
    pub chairs: usize,
    pub phase: Phase,
}

/// Every open table.
#[derive(Debug)]
pub struct Lobby {
    tables: Vec<Table>,
    next: u32,
    max_tables: usize,
    /// How long a table may wait to be started ([`WAIT`] unless the server says).
    wait: Duration,
    /// Most tables waiting to start opened from one address ([`PER_ADDRESS`] unless the
    /// server says): one person can open many names, not many addresses.
    per_address: usize,
    /// The gap before a computer's move at every table ([`live::PACE`] unless the server says).
    pace: Duration,
}

impl Lobby {
    pub fn new(max_tables: usize) -> Lobby {
        Lobby {
            tables: Vec::new(),
            next: 1,
            max_tables,
            wait: WAIT,
            per_address: PER_ADDRESS,
            pace: live::PACE,
        }
    }

    /// A lobby whose tables may wait `wait` to be started, at most `per_address` of them
    /// opened from one address.
    pub fn with_limits(self, wait: Duration, per_address: usize) -> Lobby {
        Lobby { wait, per_address: per_address.max(1), ..self }
    }

    /// A lobby whose computers move `pace` after the move before (`asobi serve
    /// --table-pace`; the tests' servers play fast).
    pub fn with_pace(self, pace: Duration) -> Lobby {
        Lobby { pace, ..self }
    }

    /// The gap before a computer's move at every table.
    pub fn pace(&self) -> Duration {
        self.pace
    }

    /// Opens a table of `game` with `chairs` chairs, the host in the first.
    pub fn create(
        &mut self,
        host: &str,
        game: GameId,
        chairs: usize,
        level: Level,
        now: Instant,
    ) -> Result<TableId, Refused> {
        self.create_from(host, None, game, chairs, level, now)
    }

    /// [`Lobby::create`] by a host at network address `from`, which may have only so many
    /// tables waiting to start.
    pub fn create_from(
        &mut self,
        host: &str,
        from: Option<std::net::IpAddr>,
        game: GameId,
        chairs: usize,
        level: Level,
        now: Instant,
    ) -> Result<TableId, Refused> {
        self.free_elsewhere(host, None)?;
        let waiting_from =
            |t: &&Table| t.phase == Phase::Waiting && from.is_some() && t.from == from;
        if self.tables.iter().filter(waiting_from).count() >= self.per_address {
            let max = self.per_address;
            let from = from.map(|a| a.to_string()).unwrap_or_default();
            tracing::warn!(
                host,
                %from,
                max,
                "limit hit: tables waiting from one address (--tables-per-address)"
            );
            return Err(Refused::TooManyFromAddress);
        }
        if self.tables.len() >= self.max_tables {
            let max = self.max_tables;
            tracing::warn!(host, max, "limit hit: too many tables open (--max-tables)");
            return Err(Refused::TooManyTables);
        }
        if !live::playable(game) {
            return Err(Refused::NotAtTables(game));
        }
        let allowed = seats_for(game);
        if !allowed.contains(&chairs) {
            return Err(Refused::Seats { game, allowed });
        }
        let id = TableId(self.next);
        self.next += 1;
        let mut table = Table {
            id,
            game,
            host: host.to_string(),
            chairs: vec![Chair { seat: None, away_since: None }; chairs],
            level,
            phase: Phase::Waiting,
            live: None,
            watchers: Vec::new(),
            opened: now,
            from,
            awaited: Vec::new(),
            missed: Vec::new(),
            pace: self.pace,
        };
        table.chairs[0].seat = Some(Seat::Remote(host.to_string()));
        tracing::info!(table = id.0, ?game, chairs, host, "table opened");
        self.tables.push(table);
        Ok(id)
    }

    /// Sits `name` at table `id`: in a free chair while it waits, or back in their own chair
    /// during a game if they dropped less than [`RECLAIM`] ago. Returns the chair.
    pub fn join(&mut self, id: TableId, name: &str, now: Instant) -> Result<usize, Refused> {
        self.free_elsewhere(name, Some(id))?;
        let table = self.table_mut(id)?;
        if let Some(chair) = table.chair_of(name) {
            let held = table.held();
            let c = &mut table.chairs[chair];
            // Coming back in time: the seat is theirs again (a computer played it meanwhile).
            if c.away_since.is_some_and(|t| now.duration_since(t) < RECLAIM) {
                c.away_since = None;
                // The first back after a restart: turn times count from now.
                if let Some(live) = table.live.as_mut().filter(|_| held) {
                    live.due = None;
                }
                table.awaited.retain(|&a| a != chair);
                table.settle(now);
            }
            return if table.chairs[chair].away_since.is_none() {
                Ok(chair)
            } else {
                Err(Refused::Full)
            };
        }
        if table.phase != Phase::Waiting {
            return Err(Refused::Full);
        }
        let chair = table.chairs.iter().position(|c| c.seat.is_none()).ok_or(Refused::Full)?;
        table.chairs[chair].seat = Some(Seat::Remote(name.to_string()));
        Ok(chair)
    }

    /// The host starts the game: empty chairs get computers at the table's level, and the
    /// cards are dealt from `seed`.
    pub fn start(
        &mut self,
        id: TableId,
        name: &str,
        seed: u64,
        now: Instant,
    ) -> Result<(), Refused> {
        let table = self.table_mut(id)?;
        if table.host != name {
            return Err(Refused::NotHost);
        }
        if table.phase != Phase::Waiting {
            return Err(Refused::NotWaiting);
        }
        let level = table.level;
        for chair in &mut table.chairs {
            chair.seat.get_or_insert(Seat::Computer(level));
        }
        let live = Live::new(table.game, table.chairs.len(), seed, table.level)
            .ok_or(Refused::NotAtTables(table.game))?;
        table.live = Some(live);
        table.phase = Phase::Playing;
        let people = table.chairs.iter().filter(|c| is_person(c)).count();
        tracing::info!(table = id.0, game = ?table.game, people, "table started");
        table.settle(now);
        Ok(())
    }

    /// A person's move (or rematch request) at their table.
    pub fn ask(&mut self, name: &str, ask: Ask, now: Instant) -> Result<(), Refused> {
        let id = self.seated_at(name).ok_or(Refused::NoSuchTable)?;
        let table = self.table_mut(id)?;
        let chair = table.chair_of(name).ok_or(Refused::NoSuchTable)?;
        let live = table.live.as_mut().ok_or(Refused::NotWaiting)?;
        live.ask(chair, ask, true).map_err(Refused::Move)?;
        table.settle(now);
        Ok(())
    }

    /// The Tables screen's list, in the order the tables were opened.
    pub fn list(&self) -> Vec<Summary> {
        self.tables
            .iter()
            .map(|t| Summary {
                id: t.id,
                game: t.game,
                host: t.shown_host().to_string(),
                people: t.chairs.iter().filter(|c| is_person(c) && c.away_since.is_none()).count(),
                away: t.chairs.iter().filter(|c| c.away_since.is_some()).count(),
                watching: t.watchers.len(),
                chairs: t.chairs.len(),
                phase: t.phase,
            })
            .collect()
    }

    pub fn table(&self, id: TableId) -> Option<&Table> {
        self.tables.iter().find(|t| t.id == id)
    }

    /// The table `name` sits at (away or not), if any: a person plays at one table at a time.
    pub fn seated_at(&self, name: &str) -> Option<TableId> {
        self.tables.iter().find(|t| t.chair_of(name).is_some()).map(|t| t.id)
    }

    fn table_mut(&mut self, id: TableId) -> Result<&mut Table, Refused> {
        self.tables.iter_mut().find(|t| t.id == id).ok_or(Refused::NoSuchTable)
    }
}

mod away;
mod chairs;
mod clock;
use chairs::is_person;
mod leaving;
mod saved;
#[cfg(test)]
mod tests;
mod watching;

pub use saved::SavedTable;
