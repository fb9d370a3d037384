//! Statistics: games played, won, lost and drawn per game and computer level, with streaks
//! and a few per-game records. Saved beside the settings with the same care (see `storage`).
//!
//! What "won" means for each game: tic-tac-toe and Othello, the usual; Old Maid, going out
//! first is a win and being left with the Joker a loss (any other place counts as a draw);
//! Killer Sevens, rank 1 is a win and the last rank a loss; poker, each showdown is a game
//! (push = draw).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::catalog::GameId;
use crate::settings::Level;

/// The result of one game from the human's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// How a finished game ended for the player, as data: the game screen reports it once, when
/// the game ends (`Ctx::report`), and the app adds it to the statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    TicTacToe {
        level: Level,
        outcome: Outcome,
    },
    /// `margin`: the player's discs minus the computer's at the end (negative in a loss).
    Othello {
        level: Level,
        outcome: Outcome,
        margin: i32,
    },
    /// `place`: 1 for the first out … `players` for the one left holding the Joker.
    OldMaid {
        players: u8,
        place: u8,
    },
    /// `place`: the rank at the end, 1 … `players`; `killed`: the player's cards killed.
    Sevens {
        level: Level,
        players: u8,
        place: u8,
        killed: u32,
    },
    /// One showdown; `points`: the player's points after it.
    Poker {
        dealer: Level,
        outcome: Outcome,
        points: u32,
    },
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
    /// game -> streak over all its levels in the order played. Per-level streaks cannot give
    /// this: a win at one level after a loss at another still shows that level's old streak.
    /// Absent in files written before it existed (serde default), see [`Stats::total`].
    pub streaks: BTreeMap<String, Streak>,
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
            streaks: BTreeMap::new(),
        }
    }
}

impl Stats {
    pub const VERSION: u32 = 1;
    /// How many recent poker rounds are kept for the sparkline.
    pub const RECENT: usize = 50;

    /// Adds one finished game.
    pub fn record(&mut self, game: &str, level: &str, outcome: Outcome) {
        // A file from before overall streaks keeps its best: the longest run at one level is
        // the best we know of.
        let known_best = self.level_best(game);
        self.streaks
            .entry(game.to_string())
            .or_insert(Streak { current: 0, best: known_best })
            .add(outcome);
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

    /// All levels of one game added together, with the game's overall streaks. A file from
    /// before overall streaks shows no current streak (which level's would be a guess) and
    /// the best run at any one level.
    pub fn total(&self, game: &str) -> Record {
        let mut sum = Record::default();
        for r in self.games.get(game).into_iter().flat_map(|m| m.values()) {
            sum.played += r.played;
            sum.won += r.won;
            sum.lost += r.lost;
            sum.drawn += r.drawn;
        }
        let streak = self
            .streaks
            .get(game)
            .copied()
            .unwrap_or(Streak { current: 0, best: self.level_best(game) });
        sum.streak = streak.current;
        sum.best_streak = streak.best;
        sum
    }

    /// The longest winning run at any one level of `game`.
    fn level_best(&self, game: &str) -> u32 {
        self.games
            .get(game)
            .into_iter()
            .flat_map(|m| m.values())
            .map(|r| r.best_streak)
            .max()
            .unwrap_or(0)
    }

    /// Adds one finished game. Games with places count 1st as won, last as lost and any
    /// other place as drawn here, beside the places themselves.
    pub fn add(&mut self, result: GameResult) {
        let by_place = |place: u8, players: u8| match place {
            1 => Outcome::Won,
            p if p == players => Outcome::Lost,
            _ => Outcome::Drawn,
        };
        match result {
            GameResult::TicTacToe { level, outcome } => {
                self.record(GameId::Tictactoe.key(), level.name(), outcome)
            }
            GameResult::Othello { level, outcome, margin } => {
                self.record(GameId::Othello.key(), level.name(), outcome);
                if outcome == Outcome::Won {
                    self.othello_best_margin = self.othello_best_margin.max(margin.unsigned_abs());
                }
            }
            GameResult::OldMaid { players, place } => self.record(
                GameId::OldMaid.key(),
                &format!("players_{players}"),
                by_place(place, players),
            ),
            GameResult::Sevens { level, players, place, killed } => {
                self.record(GameId::Sevens.key(), level.name(), by_place(place, players));
                self.sevens_killed_total += killed;
            }
            GameResult::Poker { dealer, outcome, points } => {
                self.record(GameId::Poker.key(), dealer.name(), outcome);
                self.record_poker_points(points);
            }
        }
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
    fn the_current_streak_spans_levels_in_the_order_played() {
        let mut s = Stats::default();
        for (level, o) in [
            ("hard", Outcome::Won),
            ("hard", Outcome::Won),
            ("easy", Outcome::Lost),
            ("normal", Outcome::Won),
        ] {
            s.record("othello", level, o);
        }
        // "hard" still holds a streak of 2, but the loss at "easy" ended it overall.
        assert_eq!(s.get("othello", "hard").streak, 2);
        let t = s.total("othello");
        assert_eq!((t.streak, t.best_streak), (1, 2));
        s.record("othello", "easy", Outcome::Won);
        s.record("othello", "hard", Outcome::Won);
        assert_eq!((s.total("othello").streak, s.total("othello").best_streak), (3, 3));
        s.record("othello", "normal", Outcome::Drawn);
        assert_eq!((s.total("othello").streak, s.total("othello").best_streak), (0, 3));
        // Other games keep their own.
        assert_eq!(s.total("poker").best_streak, 0);
    }

    #[test]
    fn a_file_without_overall_streaks_still_loads() {
        let old = "version = 1\n[games.tictactoe.hard]\nplayed = 4\nwon = 3\nlost = 1\nstreak = 2\nbest_streak = 2\n\n[games.tictactoe.easy]\nplayed = 1\nwon = 1\nstreak = 1\nbest_streak = 1\n";
        let mut s: Stats = toml::from_str(old).unwrap();
        assert!(s.streaks.is_empty());
        // No current streak is claimed; the best per-level run stands as the best.
        assert_eq!((s.total("tictactoe").streak, s.total("tictactoe").best_streak), (0, 2));
        s.record("tictactoe", "easy", Outcome::Won);
        assert_eq!((s.total("tictactoe").streak, s.total("tictactoe").best_streak), (1, 2));
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
