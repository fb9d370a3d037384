//! What the Old Maid screen reports, as data worded when drawn: the status notice (why a key
//! did nothing, what `s`/`o` did) and the log line of the last event at the table.

use serde::{Deserialize, Serialize};

use crate::games::cards::Card;
use crate::games::old_maid::DrawReport;

use super::text::Seating;

/// The status line's notice, until the player's next action (or, for `Wait`, until it is the
/// player's turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A key that draws or points, while a computer draws.
    Wait,
    /// A key that draws, after the player went out.
    YouAreOut,
    EmptyHand,
    Sorted,
    Shuffled,
    /// At a table: Enter on the results asked for a rematch; the others have yet to.
    RematchAsked,
}

impl Notice {
    pub fn text(self) -> String {
        match self {
            Notice::Wait => t!("oldmaid.wait"),
            Notice::YouAreOut => t!("oldmaid.you_are_out"),
            Notice::EmptyHand => t!("oldmaid.empty_hand"),
            Notice::Sorted => t!("oldmaid.sorted"),
            Notice::Shuffled => t!("oldmaid.shuffled"),
            Notice::RematchAsked => t!("tables.rematch_asked"),
        }
        .into_owned()
    }
}

/// An event at the table, for the line under the discard pile and the full log. Saved as
/// this data and worded when drawn, so a game resumed in the other language reads in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogLine {
    /// The deal, and how many pairs went down at once.
    Dealt { players: usize, pairs: usize },
    /// A computer pulls a card out of a hand (yours: the card is named).
    Taking { drawer: usize, victim: usize, card: Card },
    /// A draw done, with the places of those it put out.
    Drew { report: Box<DrawReport>, finished: Vec<usize> },
    /// A line as an older save (from before lines were kept as data) wrote it.
    Saved(String),
}

impl LogLine {
    /// The line in the current language, its seats named by `seating`.
    pub fn text(&self, seating: Seating) -> String {
        match self {
            LogLine::Dealt { players, pairs: 1 } => {
                t!("oldmaid.dealt_one_pair", players = players).into_owned()
            }
            LogLine::Dealt { players, pairs } => {
                t!("oldmaid.dealt", players = players, pairs = pairs).into_owned()
            }
            LogLine::Taking { drawer, victim, card } => seating.taking(*drawer, *victim, *card),
            LogLine::Drew { report, finished } => seating.draw_log(report, finished),
            LogLine::Saved(text) => text.clone(),
        }
    }

    /// Whether the line can stand in a game of `players` seats: its seats are seats of the
    /// game, and an older save's text is a short plain line (it is drawn as it is).
    pub fn fits(&self, players: usize) -> bool {
        let seat = |s: &usize| *s < players;
        match self {
            LogLine::Dealt { players: p, .. } => *p == players,
            LogLine::Taking { drawer, victim, .. } => seat(drawer) && seat(victim),
            LogLine::Drew { report, finished } => {
                seat(&report.drawer)
                    && seat(&report.victim)
                    && report.went_out.iter().all(seat)
                    && report.next_drawer.as_ref().is_none_or(seat)
                    && finished.iter().all(seat)
            }
            LogLine::Saved(text) => crate::screens::game_log::is_plain_line(text),
        }
    }
}
