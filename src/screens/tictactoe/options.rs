//! Tic-tac-toe's options (the computer's level, who moves first), kept under `[tictactoe]`
//! in settings.toml, and their rows on the Settings screen and in the new-game dialog.

use serde::{Deserialize, Serialize};

use crate::games::Level;
use crate::screens::game_field::{GameField, cycle};
use crate::screens::settings::level_name;
use crate::settings::{GameOptions, Settings};

/// Who makes the first mark in tic-tac-toe.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstMover {
    #[default]
    Human,
    Computer,
    Alternate,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TicTacToeOptions {
    pub level: Level,
    pub first: FirstMover,
}

impl GameOptions for TicTacToeOptions {
    const KEY: &'static str = "tictactoe";
}

fn options(s: &Settings) -> TicTacToeOptions {
    s.options()
}

fn change(s: &mut Settings, f: impl FnOnce(&mut TicTacToeOptions)) {
    s.update_options(f)
}

const LEVEL: GameField = GameField::new(
    "field.ttt_level",
    "explain.ttt_level",
    |s| level_name(options(s).level),
    |s, d| change(s, |o| o.level = cycle(Level::ALL, o.level, d)),
);

const FIRST: GameField = GameField::new(
    "field.ttt_first",
    "explain.ttt_first",
    |s| match options(s).first {
        FirstMover::Human => t!("value.you"),
        FirstMover::Computer => t!("value.computer"),
        FirstMover::Alternate => t!("value.take_turns"),
    },
    |s, d| {
        let all = [FirstMover::Human, FirstMover::Computer, FirstMover::Alternate];
        change(s, |o| o.first = cycle(&all, o.first, d))
    },
);

/// The rows, on the Settings screen and in the new-game dialog alike.
pub(super) const FIELDS: &[GameField] = &[LEVEL, FIRST];
