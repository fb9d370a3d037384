//! Othello's options (who sits at the board, the computer's levels, whether legal moves are
//! shown), kept under `[othello]` in settings.toml, and their rows on the Settings screen and
//! in the new-game dialog.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::games::Level;
use crate::games::othello::Colour;
use crate::screens::game_field::{GameField, cycle, yes_no};
use crate::screens::settings::level_name;
use crate::settings::{GameOptions, Settings};

/// Who sits at the Othello board (black moves first): you as black or as white against the
/// computer, two people at one keyboard, or two computers to watch. The first two keep the
/// serialized values "black" and "white" of the older two-valued setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seats {
    #[default]
    Black,
    White,
    /// Two people take turns at one keyboard.
    Both,
    /// The computer plays both sides, each at its own level.
    Neither,
}

impl Seats {
    pub const ALL: [Seats; 4] = [Seats::Black, Seats::White, Seats::Both, Seats::Neither];

    /// True when a person plays `colour`.
    pub fn is_person(self, colour: Colour) -> bool {
        match self {
            Seats::Black => colour == Colour::Black,
            Seats::White => colour == Colour::White,
            Seats::Both => true,
            Seats::Neither => false,
        }
    }

    /// The one person's colour in a game against the computer (the games that count in the
    /// statistics); `None` for two people or none.
    pub fn single(self) -> Option<Colour> {
        match self {
            Seats::Black => Some(Colour::Black),
            Seats::White => Some(Colour::White),
            Seats::Both | Seats::Neither => None,
        }
    }
}

/// Who plays Othello, in the current language.
pub fn seats_name(seats: Seats) -> Cow<'static, str> {
    match seats {
        Seats::Black => t!("value.you_black"),
        Seats::White => t!("value.you_white"),
        Seats::Both => t!("value.two_players"),
        Seats::Neither => t!("value.watch_computers"),
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OthelloOptions {
    /// The computer's level when one person plays it.
    pub level: Level,
    /// Who plays; older files call it `human` and hold only "black" or "white".
    #[serde(alias = "human")]
    pub seats: Seats,
    pub show_moves: bool,
    /// Each side's level when the computers play each other (`Seats::Neither`).
    pub black_level: Level,
    pub white_level: Level,
}

impl Default for OthelloOptions {
    fn default() -> Self {
        Self {
            level: Level::Normal,
            seats: Seats::Black,
            show_moves: true,
            black_level: Level::Normal,
            white_level: Level::Hard,
        }
    }
}

impl GameOptions for OthelloOptions {
    const KEY: &'static str = "othello";
}

fn options(s: &Settings) -> OthelloOptions {
    s.options()
}

fn change(s: &mut Settings, f: impl FnOnce(&mut OthelloOptions)) {
    s.update_options(f)
}

/// The computer's level applies only when one person plays it.
const LEVEL: GameField = GameField::new(
    "field.othello_level",
    "explain.othello_level",
    |s| level_name(options(s).level),
    |s, d| change(s, |o| o.level = cycle(Level::ALL, o.level, d)),
)
.when(|s| matches!(options(s).seats, Seats::Black | Seats::White));

const SEATS: GameField = GameField::new(
    "field.othello_colour",
    "explain.othello_colour",
    |s| seats_name(options(s).seats),
    |s, d| change(s, |o| o.seats = cycle(&Seats::ALL, o.seats, d)),
);

/// The two watching levels apply only when the computer plays both sides.
const BLACK_LEVEL: GameField = GameField::new(
    "field.othello_black_level",
    "explain.othello_level",
    |s| level_name(options(s).black_level),
    |s, d| change(s, |o| o.black_level = cycle(Level::ALL, o.black_level, d)),
)
.when(|s| options(s).seats == Seats::Neither);

const WHITE_LEVEL: GameField = GameField::new(
    "field.othello_white_level",
    "explain.othello_level",
    |s| level_name(options(s).white_level),
    |s, d| change(s, |o| o.white_level = cycle(Level::ALL, o.white_level, d)),
)
.when(|s| options(s).seats == Seats::Neither);

const MOVES: GameField = GameField::new(
    "field.othello_moves",
    "explain.othello_moves",
    |s| yes_no(options(s).show_moves),
    |s, _| change(s, |o| o.show_moves = !o.show_moves),
);

/// The Settings screen's rows. The watching levels are asked only where a game starts (the
/// new-game dialog): the screen's rows already fill 80×24.
pub(super) const SETTINGS_FIELDS: &[GameField] = &[LEVEL, SEATS, MOVES];

/// The new-game dialog's rows.
pub(super) const NEW_GAME_FIELDS: &[GameField] = &[LEVEL, SEATS, BLACK_LEVEL, WHITE_LEVEL];
