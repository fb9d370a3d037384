//! Poker's options in the settings: the rules' [`PokerOptions`] kept under `[poker]` in
//! settings.toml, and their rows on the Settings screen and in the new-game dialog.

use crate::games::Level;
use crate::games::poker::{self, PokerOptions};
use crate::screens::game_field::{GameField, cycle};
use crate::screens::settings::level_name;
use crate::settings::{GameOptions, Settings};

impl GameOptions for PokerOptions {
    const KEY: &'static str = "poker";

    fn clamped(self) -> Self {
        let points = poker::STARTING_POINTS;
        let starting_points = self.starting_points.clamp(*points.start(), *points.end());
        PokerOptions { starting_points, ..self }
    }
}

fn options(s: &Settings) -> PokerOptions {
    s.options()
}

fn change(s: &mut Settings, f: impl FnOnce(&mut PokerOptions)) {
    s.update_options(f)
}

const POINTS: GameField = GameField::new(
    "field.poker_points",
    "explain.poker_points",
    |s| options(s).starting_points.to_string().into(),
    |s, d| {
        let points = [50, 100, 200, 500, 1000];
        change(s, |o| o.starting_points = cycle(&points, o.starting_points, d))
    },
);

const DEALER: GameField = GameField::new(
    "field.poker_dealer",
    "explain.poker_dealer",
    |s| level_name(options(s).dealer),
    |s, d| change(s, |o| o.dealer = cycle(&[Level::Normal, Level::Hard], o.dealer, d)),
);

/// The Settings screen's rows.
pub(super) const SETTINGS_FIELDS: &[GameField] = &[POINTS, DEALER];

/// The new-game dialog's rows.
pub(super) const NEW_GAME_FIELDS: &[GameField] = &[DEALER, POINTS];
