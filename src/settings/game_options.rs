//! Each game's options as the settings keep them: the game's own type (a [`GameOptions`],
//! defined in its own folder), stored under its own section of settings.toml and
//! reached by type, so the settings name no game. Loading is given the registry's list of
//! sections ([`OptionsKind`]) to check, clamp and write every game's options.

use std::collections::BTreeMap;
use std::marker::PhantomData;

use serde::de::{DeserializeOwned, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use super::Settings;

/// A game's options, as its own folder defines them; settings.toml keeps them under `[KEY]`.
pub trait GameOptions:
    Serialize + DeserializeOwned + Default + Clone + PartialEq + 'static
{
    /// The section's name in settings.toml (`KEY` for `[KEY]`); never changes, or
    /// older files lose their choices.
    const KEY: &'static str;

    /// Brings every value into its valid range, so a hand-edited file cannot break a game.
    fn clamped(self) -> Self {
        self
    }
}

/// One game's section of the settings file, its type erased: what loading, clamping and
/// writing need of it. The registry lists one per game with options.
#[derive(Clone, Copy)]
pub struct OptionsKind {
    key: &'static str,
    check: fn(&str) -> Result<(), toml::de::Error>,
    normalise: fn(&mut Settings),
    default: fn() -> toml::Value,
}

impl OptionsKind {
    /// The section of the options type `T`.
    pub const fn of<T: GameOptions>() -> OptionsKind {
        OptionsKind {
            key: T::KEY,
            check: check::<T>,
            normalise: normalise::<T>,
            default: default_value::<T>,
        }
    }

    /// The section's name in settings.toml.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// Reads this section of the whole file `text` as its type would be read, so a bad value
    /// is refused with the same message (and place in the file) as before the settings kept
    /// sections by name.
    pub(super) fn check(&self, text: &str) -> Result<(), toml::de::Error> {
        (self.check)(text)
    }

    /// Clamps this game's options in `settings` and keeps them only when they differ from
    /// its defaults.
    pub(super) fn normalise(&self, settings: &mut Settings) {
        (self.normalise)(settings)
    }

    /// This game's defaults, as the file writes them.
    pub(super) fn default_value(&self) -> toml::Value {
        (self.default)()
    }
}

/// The error one typed reading of the whole settings file `text` would have stopped at,
/// given the error of reading its general settings (`general`) and each game's section read
/// on its own: toml hands a table's keys over in sorted order, so the error under the first
/// key in that order.
pub(super) fn first_error(
    text: &str,
    general: Option<&toml::de::Error>,
    games: &[OptionsKind],
) -> Option<toml::de::Error> {
    let in_games = games.iter().filter_map(|g| g.check(text).err().map(|e| (g.key.to_string(), e)));
    let general = general.map(|e| (key_at(text, e).unwrap_or_default(), e.clone()));
    general.into_iter().chain(in_games).min_by(|a, b| a.0.cmp(&b.0)).map(|(_, e)| e)
}

/// The top-level key whose value is where `error` points (a general setting's, which is
/// one value); `None` when the file is not even TOML (then every reading fails alike).
fn key_at(text: &str, error: &toml::de::Error) -> Option<String> {
    let at = error.span()?.start;
    let values = toml::from_str::<BTreeMap<String, toml::Spanned<toml::Value>>>(text).ok()?;
    values.into_iter().find(|(_, v)| v.span().contains(&at)).map(|(key, _)| key)
}

fn check<T: GameOptions>(text: &str) -> Result<(), toml::de::Error> {
    toml::from_str::<Section<T>>(text).map(|_| ())
}

fn normalise<T: GameOptions>(settings: &mut Settings) {
    let options = settings.options::<T>().clamped();
    settings.set_options(options);
}

fn default_value<T: GameOptions>() -> toml::Value {
    toml::Value::try_from(T::default()).expect("a game's options serialise")
}

/// The file read for one section only: `T` from `[T::KEY]`, everything else skipped.
struct Section<T>(PhantomData<T>);

impl<'de, T: GameOptions> Deserialize<'de> for Section<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(Section(PhantomData))
    }
}

impl<'de, T: GameOptions> Visitor<'de> for Section<T> {
    type Value = Section<T>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a settings file")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == T::KEY {
                map.next_value::<T>()?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(self)
    }
}
