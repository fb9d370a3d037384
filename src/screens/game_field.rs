//! One row of a game's options, as the game's own folder defines it: the Settings screen and
//! the new-game dialog draw and step it without naming the game (see `GameScreen`'s
//! `SETTINGS_FIELDS` and `NEW_GAME_FIELDS`).

use std::borrow::Cow;

use crate::settings::Settings;

/// A game's option row: its texts (translation keys), its value as shown, how ←/→ steps it
/// and when it applies. Rows read and change the game's options through
/// `Settings::options` / `Settings::update_options`.
#[derive(Debug)]
pub struct GameField {
    /// The row's label (`field.…`), naming the game ("Othello: level"); the new-game dialog
    /// drops the game's name.
    pub label: &'static str,
    /// What the option does, for the help (`explain.…`).
    pub explanation: &'static str,
    /// The value as shown, in the current language.
    pub value: fn(&Settings) -> Cow<'static, str>,
    /// Changes the value by one step in either direction.
    pub adjust: fn(&mut Settings, i32),
    /// Whether the option matters with the other choices; a dialog shows only rows that do.
    pub applies: fn(&Settings) -> bool,
}

impl GameField {
    /// A row that always applies.
    pub const fn new(
        label: &'static str,
        explanation: &'static str,
        value: fn(&Settings) -> Cow<'static, str>,
        adjust: fn(&mut Settings, i32),
    ) -> GameField {
        GameField { label, explanation, value, adjust, applies: |_| true }
    }

    /// This row, shown only when `applies` holds.
    pub const fn when(self, applies: fn(&Settings) -> bool) -> GameField {
        GameField { applies, ..self }
    }
}

/// Rows are told apart by their label, which names the game and the option.
impl PartialEq for GameField {
    fn eq(&self, other: &Self) -> bool {
        self.label == other.label
    }
}

impl Eq for GameField {}

/// Steps `value` through `options` by `delta`, wrapping around.
pub fn cycle<T: Copy + PartialEq>(options: &[T], value: T, delta: i32) -> T {
    let i = options.iter().position(|&o| o == value).unwrap_or(0) as i32;
    options[(i + delta).rem_euclid(options.len() as i32) as usize]
}

/// Steps a number within `range` (the game's own, from `src/games`), wrapping around.
pub fn step(value: u8, range: std::ops::RangeInclusive<u8>, delta: i32) -> u8 {
    let (lo, hi) = (*range.start(), *range.end());
    let span = i32::from(hi - lo) + 1;
    lo + ((i32::from(value) - i32::from(lo) + delta).rem_euclid(span)) as u8
}

/// "Yes" or "No", in the current language.
pub fn yes_no(yes: bool) -> Cow<'static, str> {
    if yes { t!("value.yes") } else { t!("value.no") }
}
