//! Finished Othello games, kept in the data folder (`othello_records.json`) for the records
//! screen and review: each game's moves, start, players, end time and result. The newest
//! [`MAX_RECORDS`] are kept; the file is written atomically after a game ends, and a corrupt
//! file is set aside like every other (see `storage.rs`).

use serde::{Deserialize, Serialize};

use crate::games::othello::{Game, Position, board_string, parse_board, parse_record_from};

/// The file inside the data folder.
pub const RECORDS_FILE: &str = "othello_records.json";
/// Games kept; the oldest goes first. A thousand games is years of play in a few hundred KB.
pub const MAX_RECORDS: usize = 1000;

/// Who played one colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum RecordSeat {
    /// A person at this terminal.
    Person,
    /// The computer at this level of the 1–10 ladder.
    Computer { level: u8 },
    /// A person at another terminal, across a shared table (`asobi serve`), by the name they
    /// sat down with.
    Named { name: String },
}

/// One finished (or imported) game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The moves in standard notation (`f5d6c3…`), passes left out.
    pub moves: String,
    /// The position it started from, as a board string, when not the standard start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    pub black: RecordSeat,
    pub white: RecordSeat,
    /// When it ended, in seconds since 1970 (UTC).
    pub finished: u64,
    /// The final count, JOA scoring (empties to the winner).
    pub black_discs: u8,
    pub white_discs: u8,
}

impl GameRecord {
    /// The record of `game`, which has ended.
    pub fn of(game: &Game, black: RecordSeat, white: RecordSeat, finished: u64) -> GameRecord {
        let first = game.positions()[0];
        let outcome = game.current().outcome();
        GameRecord {
            moves: game.record(),
            start: (first != Position::start()).then(|| board_string(&first)),
            black,
            white,
            finished,
            black_discs: outcome.map_or(0, |o| o.black),
            white_discs: outcome.map_or(0, |o| o.white),
        }
    }

    /// The game replayed; the reason when the record does not replay (a hand-edited file).
    pub fn game(&self) -> Result<Game, String> {
        let start = match &self.start {
            Some(board) => parse_board(board).map_err(|e| e.to_string())?,
            None => Position::start(),
        };
        let mut game = parse_record_from(start, &self.moves)?;
        game.auto_pass();
        Ok(game)
    }
}

/// Every kept game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Records {
    pub version: u32,
    pub games: Vec<GameRecord>,
    /// Games kept during this session: the app saves the file when it grows.
    #[serde(skip)]
    pub added: u64,
}

impl Records {
    pub const VERSION: u32 = 1;

    /// Keeps `record`, dropping the oldest beyond [`MAX_RECORDS`].
    pub fn push(&mut self, record: GameRecord) {
        self.version = Records::VERSION;
        self.games.push(record);
        self.added += 1;
        let extra = self.games.len().saturating_sub(MAX_RECORDS);
        self.games.drain(..extra);
    }

    /// The games, newest first.
    pub fn newest_first(&self) -> impl Iterator<Item = &GameRecord> {
        self.games.iter().rev()
    }
}

/// A file the player asked to export, for the app to write into the data folder (and copy to
/// the terminal's clipboard).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The file's name in the data folder.
    pub file: String,
    pub text: String,
}

/// What screens share of the records: the kept games, files to export, and the time (the app
/// reads the clock; tests fix it).
#[derive(Clone, Debug, Default)]
pub struct Library {
    pub records: Records,
    /// Exports asked for during the current message; the app writes them.
    pub exports: Vec<Export>,
    /// Seconds since 1970 (UTC) when the current message arrived.
    pub now: u64,
}

/// "2026-11-25 04:40" for a time in seconds since 1970 (UTC): the civil calendar from days
/// (Howard Hinnant's algorithm), so no date crate is needed for one line of the records.
pub fn utc_minute(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (hour, minute) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::othello::parse_record;

    #[test]
    fn dates_are_the_civil_calendar() {
        assert_eq!(utc_minute(0), "1970-01-01 00:00");
        assert_eq!(utc_minute(951_782_400), "2000-02-29 00:00");
        assert_eq!(utc_minute(1_795_581_000), "2026-11-25 04:30");
    }

    #[test]
    fn a_record_replays_to_the_same_game() {
        let game = parse_record("f5d6c3d3c4f4f6f3e6e7").unwrap();
        let r = GameRecord::of(&game, RecordSeat::Person, RecordSeat::Computer { level: 9 }, 5);
        assert_eq!(r.game().unwrap(), game);
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<GameRecord>(&json).unwrap(), r);
    }

    #[test]
    fn only_the_newest_are_kept() {
        let game = parse_record("f5").unwrap();
        let mut records = Records::default();
        for t in 0..MAX_RECORDS as u64 + 5 {
            records.push(GameRecord::of(&game, RecordSeat::Person, RecordSeat::Person, t));
        }
        assert_eq!(records.games.len(), MAX_RECORDS);
        assert_eq!(records.newest_first().next().unwrap().finished, MAX_RECORDS as u64 + 4);
        assert_eq!(records.games[0].finished, 5);
    }

    #[test]
    fn a_hand_edited_record_that_does_not_replay_says_why() {
        let game = parse_record("f5").unwrap();
        let mut r = GameRecord::of(&game, RecordSeat::Person, RecordSeat::Person, 0);
        r.moves = "f5f5".into();
        assert!(r.game().unwrap_err().contains("move 2"));
    }
}
