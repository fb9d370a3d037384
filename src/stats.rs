//! Statistics: games played, won, lost and drawn per game and computer level, with streaks
//! and each game's own records. Saved beside the settings with the same care (see `storage`).
//!
//! Everything is keyed by type: the game ([`GameId`]) and its [`Bracket`] (a computer level,
//! or for Old Maid, which has none, the table size), written in the file as the stable names
//! `"othello"`, `"hard"`, `"players_4"`. Games with places (Old Maid, Killer Sevens) record
//! the place itself; for the won/lost bars 1st counts as won, last as lost and any place
//! between as drawn. Poker: each showdown is a game (push = drawn). No game is named here:
//! a result is one shape for every game ([`GameResult`]), and a game's own records are
//! [`Note`]s under keys its folder names.

mod notes;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::catalog::GameId;
use crate::settings::Level;

pub use notes::{Kept, Note, Notes};

/// The result of one game from the human's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// What a game's records are kept per: the computer level, the table size for Old Maid, or
/// (for the two-player games at a shared table) another person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Bracket {
    Level(Level),
    Players(u8),
    /// Against another person, at a shared table (`asobi serve`).
    People,
}

impl From<Bracket> for String {
    fn from(b: Bracket) -> String {
        match b {
            Bracket::Level(level) => level.name().to_string(),
            Bracket::Players(n) => format!("players_{n}"),
            Bracket::People => "people".to_string(),
        }
    }
}

impl std::str::FromStr for Bracket {
    type Err = String;

    fn from_str(text: &str) -> Result<Bracket, String> {
        Bracket::try_from(text.to_string())
    }
}

impl TryFrom<String> for Bracket {
    type Error = String;

    fn try_from(text: String) -> Result<Bracket, String> {
        if let Ok(level) = text.parse::<Level>() {
            return Ok(Bracket::Level(level));
        }
        if text == "people" {
            return Ok(Bracket::People);
        }
        text.strip_prefix("players_")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (2..=6).contains(n))
            .map(Bracket::Players)
            .ok_or_else(|| format!("'{text}' is neither a level, a table size nor 'people'"))
    }
}

/// How a game finished for the player: what its bars and places count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Won, lost or drawn at `bracket` (a computer level, or [`Bracket::People`]).
    Outcome { bracket: Bracket, outcome: Outcome },
    /// `place` of `players` at `bracket`: 1 for the first out … `players` for the last.
    Place { bracket: Bracket, place: u8, players: u8 },
}

/// What a game reports to the statistics, as data: the game screen reports it once, when it
/// happens (`Ctx::report`), and the app adds it. The same shape for every game: how it
/// finished, if it did (poker's first deal counts its points but is no game), and the
/// game's own records ([`Note`]s under the keys its folder names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub game: GameId,
    pub finish: Option<Finish>,
    pub notes: Vec<Note>,
}

impl GameResult {
    /// A game won, lost or drawn at `bracket`.
    pub fn outcome(game: GameId, bracket: Bracket, outcome: Outcome) -> GameResult {
        GameResult::finished(game, Finish::Outcome { bracket, outcome })
    }

    /// A game finished in `place` of `players` at `bracket`.
    pub fn place(game: GameId, bracket: Bracket, place: u8, players: u8) -> GameResult {
        GameResult::finished(game, Finish::Place { bracket, place, players })
    }

    /// Records of `game` that come with no finished game (poker's first deal).
    pub fn records(game: GameId) -> GameResult {
        GameResult { game, finish: None, notes: Vec::new() }
    }

    fn finished(game: GameId, finish: Finish) -> GameResult {
        GameResult { game, finish: Some(finish), notes: Vec::new() }
    }

    /// Also keeps `value` under `key` if it is the highest yet.
    pub fn best(self, key: &'static str, value: u32) -> GameResult {
        self.note(Note::Best(key, value))
    }

    /// Also adds `value` to the total under `key`.
    pub fn total(self, key: &'static str, value: u32) -> GameResult {
        self.note(Note::Total(key, value))
    }

    /// Also pushes `value` onto the recent list under `key`.
    pub fn recent(self, key: &'static str, value: u32) -> GameResult {
        self.note(Note::Recent(key, value))
    }

    fn note(mut self, note: Note) -> GameResult {
        self.notes.push(note);
        self
    }
}

/// A run of wins in a row: the one going on now and the longest so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Streak {
    pub current: u32,
    pub best: u32,
}

impl Streak {
    fn add(&mut self, outcome: Outcome) {
        if outcome == Outcome::Won {
            self.current += 1;
            self.best = self.best.max(self.current);
        } else {
            self.current = 0;
        }
    }
}

/// Counts for one game at one level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Wins in a row right now (a loss or draw resets it).
    pub streak: u32,
    pub best_streak: u32,
    /// Games with places: `places[i]` counts the games finished in place `i + 1`. Games
    /// recorded before places were kept are in the won/lost/drawn counts only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<u32>,
}

impl Record {
    /// Notes a finish in `place` (1 = first).
    fn add_place(&mut self, place: u8) {
        self.add_places(usize::from(place.max(1) - 1), 1);
    }

    fn add_places(&mut self, index: usize, games: u32) {
        if self.places.len() <= index {
            self.places.resize(index + 1, 0);
        }
        self.places[index] += games;
    }

    /// The mean place over the games with a known place, if any.
    pub fn average_place(&self) -> Option<f64> {
        let games: u32 = self.places.iter().sum();
        let sum: u64 =
            self.places.iter().enumerate().map(|(i, n)| (i as u64 + 1) * u64::from(*n)).sum();
        (games > 0).then(|| sum as f64 / f64::from(games))
    }

    fn add(&mut self, outcome: Outcome) {
        self.played += 1;
        match outcome {
            Outcome::Won => {
                self.won += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            Outcome::Lost => {
                self.lost += 1;
                self.streak = 0;
            }
            Outcome::Drawn => {
                self.drawn += 1;
                self.streak = 0;
            }
        }
    }
}

/// Everything kept between runs. Keys are stable ASCII names (`"othello"`, `"hard"`), so the
/// file stays readable and editing one by hand cannot break the program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub version: u32,
    /// game -> level (or table size) -> record.
    pub games: BTreeMap<GameId, BTreeMap<Bracket, Record>>,
    /// Each game's own records by the keys its folder names, written at the top level of
    /// the file as they always were (`othello_best_margin = 24`, `poker_best_points`, …).
    #[serde(flatten)]
    pub notes: Notes,
    /// game -> streak over all its levels in the order played. Per-level streaks cannot give
    /// this: a win at one level after a loss at another still shows that level's old streak.
    /// Absent in files written before it existed (serde default), see [`Stats::total`].
    pub streaks: BTreeMap<GameId, Streak>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Stats::VERSION,
            games: BTreeMap::new(),
            notes: Notes::default(),
            streaks: BTreeMap::new(),
        }
    }
}

impl Stats {
    pub const VERSION: u32 = 1;
    /// How many values a recent list keeps (poker's points for the sparkline).
    pub const RECENT: usize = 50;

    /// Adds one game's outcome to `game` at `bracket`, and to its overall streak (no place:
    /// [`Stats::add`] is the way a finished game is recorded; this is for building files).
    pub fn record(&mut self, game: GameId, bracket: Bracket, outcome: Outcome) {
        // A file from before overall streaks keeps its best: the longest run at one level is
        // the best we know of.
        let known_best = self.level_best(game);
        self.streaks.entry(game).or_insert(Streak { current: 0, best: known_best }).add(outcome);
        self.games.entry(game).or_default().entry(bracket).or_default().add(outcome);
    }

    /// Adds a finish in `place` of `players`: first counts as won and last as lost, a place
    /// between them is neither (and no draw): it is in the places alone. Only first extends
    /// the winning streak.
    fn record_place(&mut self, game: GameId, bracket: Bracket, place: u8, players: u8) {
        let known_best = self.level_best(game);
        let streak = if place == 1 { Outcome::Won } else { Outcome::Lost };
        self.streaks.entry(game).or_insert(Streak { current: 0, best: known_best }).add(streak);
        let record = self.games.entry(game).or_default().entry(bracket).or_default();
        record.played += 1;
        match place {
            1 => {
                record.won += 1;
                record.streak += 1;
                record.best_streak = record.best_streak.max(record.streak);
            }
            p => {
                record.lost += u32::from(p >= players);
                record.streak = 0;
            }
        }
        record.add_place(place);
    }

    /// The record for one game and bracket (all zero if never played).
    pub fn get(&self, game: GameId, bracket: Bracket) -> Record {
        self.games.get(&game).and_then(|m| m.get(&bracket)).cloned().unwrap_or_default()
    }

    /// All brackets of one game added together, with the game's overall streaks. A file from
    /// before overall streaks shows no current streak (which level's would be a guess) and
    /// the best run at any one level.
    pub fn total(&self, game: GameId) -> Record {
        let mut sum = Record::default();
        for r in self.games.get(&game).into_iter().flat_map(|m| m.values()) {
            sum.played += r.played;
            sum.won += r.won;
            sum.lost += r.lost;
            sum.drawn += r.drawn;
            for (i, n) in r.places.iter().enumerate() {
                sum.add_places(i, *n);
            }
        }
        let streak = self
            .streaks
            .get(&game)
            .copied()
            .unwrap_or(Streak { current: 0, best: self.level_best(game) });
        sum.streak = streak.current;
        sum.best_streak = streak.best;
        sum
    }

    /// The longest winning run at any one level of `game`.
    fn level_best(&self, game: GameId) -> u32 {
        self.games
            .get(&game)
            .into_iter()
            .flat_map(|m| m.values())
            .map(|r| r.best_streak)
            .max()
            .unwrap_or(0)
    }

    /// Adds one game's result: its finish (games with places count 1st as won and last as
    /// lost, beside the places themselves) and its own records.
    pub fn add(&mut self, result: GameResult) {
        match result.finish {
            Some(Finish::Outcome { bracket, outcome }) => {
                self.record(result.game, bracket, outcome)
            }
            Some(Finish::Place { bracket, place, players }) => {
                self.record_place(result.game, bracket, place, players);
            }
            None => {}
        }
        for note in result.notes {
            self.notes.add(note);
        }
    }

    /// The number a game keeps under `key` (a best or a total; 0 before any).
    pub fn note(&self, key: &str) -> u32 {
        self.notes.number(key)
    }

    /// The recent values a game keeps under `key`, oldest first.
    pub fn recent(&self, key: &str) -> &[u32] {
        self.notes.list(key)
    }
}

#[cfg(test)]
mod tests;
