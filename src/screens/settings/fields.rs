//! The rows of the Settings screen: the general options (name, language, animation, card
//! style, colour) and each game's, which its own folder defines ([`GameField`]) and lists
//! through its registry entry; each row's label, shown value and how ←/→ steps it.

use std::borrow::Cow;

use crate::catalog::GameId;
use crate::screens::game_field::{GameField, cycle};
use crate::screens::registry;
use crate::settings::{AnimationSpeed, CardStyle, ColourMode, Language, Level, Settings};

/// One editable row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Language,
    Animation,
    CardStyle,
    Colour,
    /// One of a game's options, as the game defines it.
    Game(&'static GameField),
}

/// The rows every game shares, first on the Settings screen.
const GENERAL: [Field; 5] =
    [Field::Name, Field::Language, Field::Animation, Field::CardStyle, Field::Colour];

/// The Settings screen's rows: the general ones, then each game's in the registry's order.
pub(super) fn settings_fields() -> Vec<Field> {
    let games = registry::entries().iter().flat_map(|e| e.settings_fields()).map(Field::Game);
    GENERAL.into_iter().chain(games).collect()
}

/// The options of `game` that a new game is started with: the rows its new-game dialog
/// shows (pre-filled from the settings, which the dialog's choices then update).
pub fn game_fields(game: GameId) -> Vec<Field> {
    registry::entry(game).new_game_fields().iter().map(Field::Game).collect()
}

/// A computer level's name in the current language.
pub fn level_name(level: Level) -> Cow<'static, str> {
    match level {
        Level::Easy => t!("level.easy"),
        Level::Normal => t!("level.normal"),
        Level::Hard => t!("level.hard"),
    }
}

/// An animation speed's name in the current language.
pub fn speed_name(speed: AnimationSpeed) -> Cow<'static, str> {
    match speed {
        AnimationSpeed::Slow => t!("value.slow"),
        AnimationSpeed::Normal => t!("value.normal"),
        AnimationSpeed::Fast => t!("value.fast"),
        AnimationSpeed::Instant => t!("value.instant"),
    }
}

impl Field {
    /// Whether this option matters with the other choices in `s` (a game's rows say; the
    /// general ones always do). A dialog shows only the rows that apply.
    pub(crate) fn applies(self, s: &Settings) -> bool {
        match self {
            Field::Game(f) => (f.applies)(s),
            _ => true,
        }
    }

    /// What the option does, for the help (`?`) on the Settings screen.
    pub(crate) fn explanation(self) -> Cow<'static, str> {
        match self {
            Field::Name => t!("explain.name"),
            Field::Language => t!("explain.language"),
            Field::Animation => t!("explain.animation"),
            Field::CardStyle => t!("explain.card_style"),
            Field::Colour => t!("explain.colour"),
            Field::Game(f) => t!(f.explanation),
        }
    }

    pub(crate) fn label(self) -> Cow<'static, str> {
        match self {
            Field::Name => t!("field.name"),
            Field::Language => t!("field.language"),
            Field::Animation => t!("field.animation"),
            Field::CardStyle => t!("field.card_style"),
            Field::Colour => t!("field.colour"),
            Field::Game(f) => t!(f.label),
        }
    }

    /// The value as shown, in the current language.
    pub(crate) fn value(self, s: &Settings) -> Cow<'static, str> {
        match self {
            Field::Name => s.display_name().into_owned().into(),
            Field::Language => match s.language {
                Language::Auto => t!("value.auto"),
                Language::En => t!("value.english"),
                Language::Ja => t!("value.japanese"),
            },
            Field::Animation => speed_name(s.animation),
            Field::CardStyle => {
                let style = match s.card_style {
                    CardStyle::Unicode => t!("value.unicode"),
                    CardStyle::Ascii => t!("value.ascii"),
                };
                if s.card_style_auto {
                    t!("value.auto_style", style = style).into_owned().into()
                } else {
                    style
                }
            }
            Field::Colour => match s.colour {
                ColourMode::Auto => t!("value.auto"),
                ColourMode::On => t!("value.on"),
                ColourMode::Off => t!("value.off"),
            },
            Field::Game(f) => (f.value)(s),
        }
    }

    /// Changes the value by one step in either direction.
    pub(crate) fn adjust(self, s: &mut Settings, d: i32) {
        use AnimationSpeed as A;
        match self {
            Field::Name => {}
            Field::Language => {
                s.language = cycle(&[Language::Auto, Language::En, Language::Ja], s.language, d)
            }
            Field::Animation => {
                s.animation = cycle(&[A::Slow, A::Normal, A::Fast, A::Instant], s.animation, d)
            }
            Field::CardStyle => {
                // auto -> unicode -> ascii -> auto; the app fills in the style while auto.
                let now = match (s.card_style_auto, s.card_style) {
                    (true, _) => 0,
                    (false, CardStyle::Unicode) => 1,
                    (false, CardStyle::Ascii) => 2,
                };
                let next = (now + d).rem_euclid(3);
                s.card_style_auto = next == 0;
                if next != 0 {
                    s.card_style = if next == 1 { CardStyle::Unicode } else { CardStyle::Ascii };
                }
            }
            Field::Colour => {
                s.colour = cycle(&[ColourMode::Auto, ColourMode::On, ColourMode::Off], s.colour, d)
            }
            Field::Game(f) => (f.adjust)(s, d),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_cycles_back_to_where_it_started() {
        let games = registry::game_options();
        for f in settings_fields() {
            let mut s = Settings::default();
            let start = f.value(&s);
            f.adjust(&mut s, 1);
            if f != Field::Name {
                assert_ne!(f.value(&s), start, "{f:?} did not change");
            }
            f.adjust(&mut s, -1);
            assert_eq!(f.value(&s), start, "{f:?} is not reversible");
            assert_eq!(s.clone().clamped(&games), s, "{f:?} left its range");
        }
    }
}
