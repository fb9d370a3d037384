//! Tables for several people at once (`asobi serve`): one [`Tables`] per server holds the
//! lobby behind a lock and wakes every connected session when anything at any table changes;
//! a clock thread ([`Tables::run_clock`]) plays the moves that fall due (computers, people away
//! or out of time). The local program has none of this: its `App` gets no [`TablesHandle`],
//! so its menu has no Tables entry.
//!
//! Screens reach the tables through [`TablesHandle`] (`Ctx::tables`): the lobby's list and
//! rules (`lobby.rs`), the game a playing table holds (`live.rs`).

pub mod live;
pub mod lobby;
mod store;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

pub use live::{Ask, Event, Live, LiveGame, Plan};
pub use lobby::{Lobby, Phase, Refused, Table, TableId};

/// Tells one session that something at the tables changed (it redraws from its view).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Every table of a server, and who to tell when they change.
pub struct Tables {
    lobby: Mutex<Lobby>,
    wakers: Mutex<HashMap<String, Waker>>,
    /// Nudged after every change, so the clock sees a new move's deadline at once.
    changed: Condvar,
    /// Where the tables are written as they change (`asobi serve`'s data folder), until the
    /// server stops. Locked before the lobby, so files are written in the order of changes.
    store: Mutex<Option<store::Store>>,
}

impl Tables {
    /// `wait`: how long a table may wait for its host to start it; `per_address`: how many
    /// waiting tables may be opened from one address; `pace`: the gap before a computer's
    /// move ([`live::PACE`] for people, shorter in the tests).
    pub fn new(
        max_tables: usize,
        wait: Duration,
        per_address: usize,
        pace: Duration,
    ) -> Arc<Tables> {
        let lobby = Lobby::new(max_tables).with_limits(wait, per_address).with_pace(pace);
        Arc::new(Tables {
            lobby: Mutex::new(lobby),
            wakers: Mutex::new(HashMap::new()),
            changed: Condvar::new(),
            store: Mutex::new(None),
        })
    }

    /// Resumes the tables written in `<root>/tables` by a server that stopped, then writes
    /// every change there.
    pub fn keep_in(&self, root: &std::path::Path) {
        let mut store = self.store_lock();
        let opened = store::Store::open(root, &mut self.lock(), Instant::now());
        *store = Some(opened);
        drop(store);
        self.save();
    }

    /// The server is stopping: the tables are written as they are, and no more, so the
    /// sessions ending now (which leave their tables) change nothing on disk and every
    /// person finds their chair when it starts again.
    pub fn stop_keeping(&self) {
        self.save();
        *self.store_lock() = None;
    }

    /// Writes the tables that changed (nothing without a store).
    fn save(&self) {
        let mut store = self.store_lock();
        if let Some(store) = store.as_mut() {
            let saved = self.lock().saved();
            store.save(saved);
        }
    }

    /// Reads the lobby (no change, nobody woken).
    pub fn read<R>(&self, f: impl FnOnce(&Lobby) -> R) -> R {
        f(&self.lock())
    }

    /// Changes the lobby, then wakes every session and the clock.
    pub fn change<R>(&self, f: impl FnOnce(&mut Lobby) -> R) -> R {
        let out = f(&mut self.lock());
        self.save();
        self.wake_all();
        out
    }

    /// `name`'s session wants to hear of changes.
    pub fn register(&self, name: &str, waker: Waker) {
        self.wakers_lock().insert(name.to_string(), waker);
    }

    /// `name`'s session ended: it leaves its table (a computer keeps the chair for a while).
    pub fn unregister(&self, name: &str, now: Instant) {
        self.wakers_lock().remove(name);
        self.change(|lobby| lobby.leave(name, now));
    }

    /// Plays the moves due at `now`; returns when the next one falls due. The computers'
    /// choices are worked out with the lobby unlocked (an Othello search takes a moment), so
    /// every session keeps reading and asking meanwhile; a choice made stale by a move in
    /// the meantime is dropped.
    pub fn advance(&self, now: Instant) -> Option<Instant> {
        let (expired, plans) = {
            let mut lobby = self.lock();
            let expired = lobby.expire(now);
            (expired, lobby.due(now))
        };
        if expired {
            self.save();
            self.wake_all();
        }
        // Planning draws from a table's RNG: a change to write even if the move goes stale.
        let plans_empty = plans.is_empty();
        let moves: Vec<_> = plans
            .into_iter()
            .map(|(id, plan)| {
                let ask = plan.choose();
                (id, plan, ask)
            })
            .collect();
        let (changed, next) = {
            let mut lobby = self.lock();
            let changed = !moves.is_empty() && lobby.play(moves, now);
            (changed, lobby.next_due())
        };
        if changed || !plans_empty {
            self.save();
        }
        if changed {
            self.wake_all();
        }
        next
    }

    /// The clock: plays due moves until `stop` is set (checked at least once a second).
    pub fn run_clock(self: Arc<Self>, stop: Arc<AtomicBool>) {
        while !stop.load(Ordering::SeqCst) {
            let now = Instant::now();
            let next = self.advance(now);
            let wait = next.map_or(Duration::from_secs(1), |t| t.saturating_duration_since(now));
            let lobby = self.lock();
            let _ = self.changed.wait_timeout(lobby, wait.min(Duration::from_secs(1)));
        }
    }

    fn wake_all(&self) {
        self.changed.notify_all();
        let wakers: Vec<Waker> = self.wakers_lock().values().cloned().collect();
        for wake in wakers {
            wake();
        }
    }

    fn lock(&self) -> MutexGuard<'_, Lobby> {
        self.lobby.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn store_lock(&self) -> MutexGuard<'_, Option<store::Store>> {
        self.store.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn wakers_lock(&self) -> MutexGuard<'_, HashMap<String, Waker>> {
        self.wakers.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A session's way to the tables: the server's tables and the player's name there.
#[derive(Clone)]
pub struct TablesHandle {
    pub tables: Arc<Tables>,
    pub name: String,
    /// The player's network address (for the per-address limit on waiting tables).
    pub from: Option<std::net::IpAddr>,
}

impl TablesHandle {
    /// A move or request at the player's table, now.
    pub fn ask(&self, ask: Ask) -> Result<(), Refused> {
        self.tables.change(|lobby| lobby.ask(&self.name, ask, Instant::now()))
    }
}

impl std::fmt::Debug for TablesHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TablesHandle").field("name", &self.name).finish()
    }
}
