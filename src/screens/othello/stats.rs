//! Othello's part of the statistics: the record it keeps (its key in the file) and its line
//! on the Statistics screen.

use crate::screens::stats::{Row, StatsKind, StatsShow};
use crate::stats::{Record, Stats};

/// The largest winning disc margin (the file's key since before records were a map).
pub const BEST_MARGIN: &str = "othello_best_margin";

/// Wins, losses and draws by level, and the best margin.
pub(crate) const SHOW: StatsShow =
    StatsShow::new(StatsKind::Results, "stats.by_level").with_lines(lines);

fn lines(stats: &Stats, _total: &Record) -> Vec<Row> {
    vec![(t!("stats.best_margin"), stats.note(BEST_MARGIN).to_string())]
}
