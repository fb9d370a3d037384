//! Killer Sevens' part of the statistics: the record it keeps (its key in the file) and its
//! line on the Statistics screen.

use crate::screens::stats::{Row, StatsKind, StatsShow};
use crate::stats::{Record, Stats};

/// Total cards of the player's killed, for the average per game (the file's key since
/// before records were a map).
pub const KILLED_TOTAL: &str = "sevens_killed_total";

/// Places by computer level, and the cards killed per game.
pub(crate) const SHOW: StatsShow =
    StatsShow::new(StatsKind::Places, "stats.places_by_level").with_lines(lines);

fn lines(stats: &Stats, total: &Record) -> Vec<Row> {
    let avg = if total.played > 0 {
        let n = format!("{:.1}", f64::from(stats.note(KILLED_TOTAL)) / f64::from(total.played));
        t!("stats.cards_value", n = n).into_owned()
    } else {
        "-".into()
    };
    vec![(t!("stats.avg_killed"), avg)]
}
