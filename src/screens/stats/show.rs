//! What the Statistics screen shows of one game, given by the game's own definition
//! (`GameScreen::STATS`): what its results are, its chart's title, its own lines under the
//! totals and the recent list drawn below them. So the screen itself names no game.

use std::borrow::Cow;

use crate::stats::{Record, Stats};

/// What a game's results are, and so what its statistics show: wins, losses and draws by
/// level (the two-player games), places (Old Maid by table size, Killer Sevens by level), or
/// rounds against the dealer and the points they leave (poker, whose game goes on for as
/// long as the points last: its statistics count rounds, never games).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsKind {
    Results,
    Places,
    Rounds,
}

/// One of a game's own lines in the totals panel: its label and its value, worded.
pub type Row = (Cow<'static, str>, String);

/// A game's own lines, from the statistics and the game's total over every bracket.
pub type Lines = fn(&Stats, &Record) -> Vec<Row>;

/// How the Statistics screen shows one game.
#[derive(Clone, Copy)]
pub struct StatsShow {
    pub kind: StatsKind,
    /// The chart panel's title, as a translation key.
    pub chart_title: &'static str,
    /// The game's own lines, after the totals its kind shows.
    pub lines: Lines,
    /// The key of a recent list (`Stats::recent`) drawn as a sparkline under the totals.
    pub recent: Option<&'static str>,
}

impl StatsShow {
    /// A game of `kind` with no lines or recent list of its own.
    pub const fn new(kind: StatsKind, chart_title: &'static str) -> StatsShow {
        StatsShow { kind, chart_title, lines: no_lines, recent: None }
    }

    /// This, with the game's own lines.
    pub const fn with_lines(self, lines: Lines) -> StatsShow {
        StatsShow { lines, ..self }
    }

    /// This, with the recent list under `key` drawn as a sparkline.
    pub const fn with_recent(self, key: &'static str) -> StatsShow {
        StatsShow { recent: Some(key), ..self }
    }
}

fn no_lines(_: &Stats, _: &Record) -> Vec<Row> {
    Vec::new()
}
