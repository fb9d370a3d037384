//! Poker's part of the statistics: the results it reports (a round, or the first deal),
//! the records it keeps (their keys in the file) and its lines and sparkline on the
//! Statistics screen.

use crate::catalog::GameId;
use crate::screens::stats::{Row, StatsKind, StatsShow};
use crate::settings::Level;
use crate::stats::{Bracket, GameResult, Outcome, Record, Stats};

/// The highest points reached (the file's key since before records were a map).
pub const BEST_POINTS: &str = "poker_best_points";
/// The points after each recent round, for the sparkline.
pub const RECENT_POINTS: &str = "poker_recent_points";

/// Rounds by the dealer's level, the points they leave, and those points as a sparkline.
pub(crate) const SHOW: StatsShow = StatsShow::new(StatsKind::Rounds, "stats.rounds_by_dealer")
    .with_lines(lines)
    .with_recent(RECENT_POINTS);

fn lines(stats: &Stats, _total: &Record) -> Vec<Row> {
    let now = stats.recent(RECENT_POINTS).last().map_or("-".into(), u32::to_string);
    vec![
        (t!("stats.best_points"), stats.note(BEST_POINTS).to_string()),
        (t!("stats.points_now"), now),
    ]
}

/// One showdown against a dealer at `dealer`, leaving the player `points`.
pub fn round(dealer: Level, outcome: Outcome, points: u32) -> GameResult {
    with_points(GameResult::outcome(GameId::Poker, Bracket::Level(dealer), outcome), points)
}

/// The first deal of a game: its starting points count towards the best and the sparkline
/// (not merely opening the screen, so looking in and leaving adds nothing), but it is no
/// round.
pub fn dealt(points: u32) -> GameResult {
    with_points(GameResult::records(GameId::Poker), points)
}

fn with_points(result: GameResult, points: u32) -> GameResult {
    result.best(BEST_POINTS, points).recent(RECENT_POINTS, points)
}
