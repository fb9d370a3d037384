//! Statistics: games played, won, lost and drawn per game and computer level, with streaks
//! and a few per-game records. Saved beside the settings with the same care (see `storage`).
//!
//! What "won" means for each game: tic-tac-toe and Othello, the usual; Old Maid, going out
//! first is a win and being left with the Joker a loss (any other place counts as a draw);
//! Killer Sevens, rank 1 is a win and the last rank a loss; poker, each showdown is a game
//! (push = draw).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The result of one game from the human's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
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
}

impl Record {
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
    /// game -> level -> record.
    pub games: BTreeMap<String, BTreeMap<String, Record>>,
    /// Largest winning disc margin in Othello.
    pub othello_best_margin: u32,
    /// Highest points reached in poker.
    pub poker_best_points: u32,
    /// Points after each of the most recent poker rounds (at most `RECENT`).
    pub poker_recent_points: Vec<u32>,
    /// Killer Sevens: games and total cards of yours killed, for the average.
    pub sevens_killed_total: u32,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Stats::VERSION,
            games: BTreeMap::new(),
            othello_best_margin: 0,
            poker_best_points: 0,
            poker_recent_points: Vec::new(),
            sevens_killed_total: 0,
        }
    }
}

impl Stats {
    pub const VERSION: u32 = 1;
    /// How many recent poker rounds are kept for the sparkline.
    pub const RECENT: usize = 50;

    /// Adds one finished game.
    pub fn record(&mut self, game: &str, level: &str, outcome: Outcome) {
        self.games
            .entry(game.to_string())
            .or_default()
            .entry(level.to_string())
            .or_default()
            .add(outcome);
    }

    /// The record for one game and level (all zero if never played).
    pub fn get(&self, game: &str, level: &str) -> Record {
        self.games.get(game).and_then(|m| m.get(level)).cloned().unwrap_or_default()
    }

    /// All levels of one game added together (streaks: the best of any level).
    pub fn total(&self, game: &str) -> Record {
        let mut sum = Record::default();
        for r in self.games.get(game).into_iter().flat_map(|m| m.values()) {
            sum.played += r.played;
            sum.won += r.won;
            sum.lost += r.lost;
            sum.drawn += r.drawn;
            sum.best_streak = sum.best_streak.max(r.best_streak);
            sum.streak = sum.streak.max(r.streak);
        }
        sum
    }

    /// Notes the points after a poker round.
    pub fn record_poker_points(&mut self, points: u32) {
        self.poker_best_points = self.poker_best_points.max(points);
        self.poker_recent_points.push(points);
        let excess = self.poker_recent_points.len().saturating_sub(Stats::RECENT);
        self.poker_recent_points.drain(..excess);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_and_streaks() {
        let mut s = Stats::default();
        for o in [Outcome::Won, Outcome::Won, Outcome::Lost, Outcome::Won, Outcome::Drawn] {
            s.record("tictactoe", "hard", o);
        }
        let r = s.get("tictactoe", "hard");
        assert_eq!((r.played, r.won, r.lost, r.drawn), (5, 3, 1, 1));
        assert_eq!((r.streak, r.best_streak), (0, 2));
        s.record("tictactoe", "easy", Outcome::Won);
        assert_eq!(s.total("tictactoe").played, 6);
        assert_eq!(s.get("othello", "hard"), Record::default());
    }

    #[test]
    fn poker_points_keep_only_recent_rounds() {
        let mut s = Stats::default();
        for p in 0..(Stats::RECENT as u32 + 10) {
            s.record_poker_points(p);
        }
        assert_eq!(s.poker_recent_points.len(), Stats::RECENT);
        assert_eq!(s.poker_recent_points[0], 10);
        assert_eq!(s.poker_best_points, Stats::RECENT as u32 + 9);
    }

    #[test]
    fn survives_a_toml_round_trip() {
        let mut s = Stats::default();
        s.record("old_maid", "normal", Outcome::Lost);
        s.record_poker_points(120);
        let text = toml::to_string(&s).unwrap();
        assert_eq!(toml::from_str::<Stats>(&text).unwrap(), s);
    }
}
