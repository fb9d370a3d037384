//! What the Othello status line reports, as data: each notice holds its facts and is worded in
//! the current language when drawn. A notice about waiting for the computer ends when the
//! computer has moved; the result of an action (a pass, an undo, a hint) stays until the
//! player's next action.

use std::borrow::Cow;

use ratatui::style::Style;

use super::flow::colour_name;
use crate::games::othello::{Colour, square_name};
use crate::screens::settings::fields::speed_name;
use crate::settings::AnimationSpeed;
use crate::theme::THEME;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `m` turned the legal-move markers on or off.
    Markers {
        shown: bool,
    },
    /// A disc was tried on a taken square, or one that turns nothing.
    Occupied(u8),
    NoFlips(u8),
    /// An action that needs a game under way, after the end.
    Over,
    /// A move, an undo or a hint asked for while the computer thinks.
    Wait,
    UndoWait,
    HintWait,
    NothingToUndo,
    /// `u` took back these moves (squares in play order).
    Undone(Vec<u8>),
    /// The hint's square.
    Hint(u8),
    /// A side had no legal move and passed (`you` when it was the player).
    Passed {
        colour: Colour,
        you: bool,
    },
    /// A column letter typed: the row's digit comes next (`f` of `f5`).
    Typed(u8),
    /// A row digit typed with no column letter before it.
    TypeColumnFirst,
    /// `v` turned the analysis on or off.
    Analysis {
        on: bool,
    },
    /// Watching: `+` or `-` set this animation speed.
    Speed(AnimationSpeed),
    /// At a table: a hint, undo or the analysis asked for (not offered against a person).
    NotAtTable,
    /// The same against the table's computer (no person across to protect).
    NotAtTableComputer,
    /// At a table: a move tried while this person is to move.
    WaitFor(String),
    /// At a table: Enter on the result asked for a rematch.
    RematchAsked,
}

impl Notice {
    /// True for the notices about the other side's turn (the computer's, or at a table the
    /// other chair's): they end when it has moved.
    pub fn waits_for_the_computer(&self) -> bool {
        matches!(self, Notice::Wait | Notice::UndoWait | Notice::HintWait | Notice::WaitFor(_))
    }

    pub fn text(&self) -> Cow<'static, str> {
        match self {
            Notice::Markers { shown: true } => t!("othello.moves_shown"),
            Notice::Markers { shown: false } => t!("othello.moves_hidden"),
            Notice::Occupied(sq) => t!("othello.occupied", square = square_name(*sq)),
            Notice::NoFlips(sq) => t!("othello.no_flips", square = square_name(*sq)),
            Notice::Over => t!("othello.over"),
            Notice::Wait => t!("othello.wait"),
            Notice::UndoWait => t!("othello.undo_wait"),
            Notice::HintWait => t!("othello.hint_wait"),
            Notice::NothingToUndo => t!("othello.nothing_to_undo"),
            Notice::Undone(moves) => {
                let moves: Vec<String> = moves.iter().map(|&sq| square_name(sq)).collect();
                t!("othello.undone", moves = moves.join(" "))
            }
            Notice::Hint(sq) => t!("othello.hint_is", square = square_name(*sq)),
            Notice::Passed { you: true, .. } => t!("othello.you_pass"),
            Notice::Passed { colour, .. } => t!("othello.passes", colour = colour_name(*colour)),
            Notice::Typed(column) => {
                let letter = char::from(b'a' + column % 8);
                t!("othello.typed", column = letter)
            }
            Notice::TypeColumnFirst => t!("othello.type_column_first"),
            Notice::Analysis { on: true } => t!("othello.analysis_on"),
            Notice::Analysis { on: false } => t!("othello.analysis_off"),
            Notice::Speed(speed) => t!("othello.speed", speed = speed_name(*speed)),
            Notice::NotAtTable => t!("othello.not_at_table"),
            Notice::NotAtTableComputer => t!("othello.not_at_table_computer"),
            Notice::WaitFor(name) => t!("othello.wait_for", name = name),
            Notice::RematchAsked => t!("tables.rematch_asked"),
        }
    }

    pub fn style(&self) -> Style {
        match self {
            Notice::Markers { .. }
            | Notice::Undone(_)
            | Notice::Hint(_)
            | Notice::Typed(_)
            | Notice::Analysis { .. }
            | Notice::Speed(_)
            | Notice::RematchAsked => THEME.text,
            _ => THEME.warning,
        }
    }
}
