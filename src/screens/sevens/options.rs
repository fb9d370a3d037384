//! Killer Sevens' options in the settings: the rules' [`SevensOptions`] kept under `[sevens]`
//! in settings.toml, and their rows on the Settings screen and in the new-game dialog.

use crate::games::Level;
use crate::games::sevens::{self, SevensOptions};
use crate::screens::game_field::{GameField, cycle, step};
use crate::screens::settings::level_name;
use crate::settings::{GameOptions, Settings};

impl GameOptions for SevensOptions {
    const KEY: &'static str = "sevens";

    fn clamped(self) -> Self {
        let clamp = |v: u8, r: std::ops::RangeInclusive<u8>| v.clamp(*r.start(), *r.end());
        SevensOptions {
            players: clamp(self.players, sevens::PLAYERS),
            pass_limit: clamp(self.pass_limit, sevens::PASS_LIMITS),
            max_kill_region: clamp(self.max_kill_region, sevens::KILL_REGIONS),
            ..self
        }
    }
}

fn options(s: &Settings) -> SevensOptions {
    s.options()
}

fn change(s: &mut Settings, f: impl FnOnce(&mut SevensOptions)) {
    s.update_options(f)
}

const PLAYERS: GameField = GameField::new(
    "field.sevens_players",
    "explain.sevens_players",
    |s| options(s).players.to_string().into(),
    |s, d| change(s, |o| o.players = step(o.players, sevens::PLAYERS, d)),
);

const PASSES: GameField = GameField::new(
    "field.sevens_passes",
    "explain.sevens_passes",
    |s| match options(s).pass_limit {
        0 => t!("value.unlimited_when_stuck"),
        n => n.to_string().into(),
    },
    |s, d| change(s, |o| o.pass_limit = step(o.pass_limit, sevens::PASS_LIMITS, d)),
);

const KILL_REGION: GameField = GameField::new(
    "field.sevens_kill",
    "explain.sevens_kill",
    |s| match options(s).max_kill_region {
        0 => t!("value.unlimited"),
        1 => t!("value.one_cell"),
        n => t!("value.cells", n = n),
    },
    |s, d| {
        let sizes = [0, 1, 2, 4, 6, 9, 12];
        change(s, |o| o.max_kill_region = cycle(&sizes, o.max_kill_region, d))
    },
);

const LEVEL: GameField = GameField::new(
    "field.sevens_level",
    "explain.sevens_level",
    |s| level_name(options(s).level),
    |s, d| change(s, |o| o.level = cycle(Level::ALL, o.level, d)),
);

/// The Settings screen's rows.
pub(super) const SETTINGS_FIELDS: &[GameField] = &[PLAYERS, PASSES, KILL_REGION, LEVEL];

/// The new-game dialog's rows.
pub(super) const NEW_GAME_FIELDS: &[GameField] = &[PLAYERS, LEVEL, PASSES];
