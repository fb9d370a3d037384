//! User settings: what they are, their defaults and their valid ranges. Loading and saving
//! (atomic, corrupt files set aside) lives in `storage`.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

mod game_options;

pub use crate::games::Level;
pub use crate::i18n::Language;
pub use game_options::{GameOptions, OptionsKind};

/// How fast computer turns and effects animate. `Instant` turns every animation into an
/// immediate change (reduced motion).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl AnimationSpeed {
    /// Multiplier applied to every animation's duration.
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 2.0,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.4,
            AnimationSpeed::Instant => 0.0,
        }
    }
}

/// How cards are drawn: suit symbols and box borders, or letters and `+-|`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardStyle {
    #[default]
    Unicode,
    Ascii,
}

/// Whether to use colour. `Auto` follows `NO_COLOR`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColourMode {
    #[default]
    Auto,
    On,
    Off,
}

/// Why a player name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong(usize),
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str(&t!("settings.name_empty")),
            NameError::TooLong(n) => f.write_str(&t!("settings.name_long", count = n)),
            NameError::Control => f.write_str(&t!("settings.name_control")),
        }
    }
}

/// Everything the Settings screen edits. Unknown or missing keys fall back to defaults so an
/// older file still loads. A file is read with [`Settings::from_toml`], which checks each
/// game's section as its own type (plain deserialising keeps the sections unchecked).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub version: u32,
    pub player_name: String,
    pub language: Language,
    pub animation: AnimationSpeed,
    pub card_style: CardStyle,
    /// Choose the card style from the terminal: ASCII when ♠ or box lines are drawn wide.
    pub card_style_auto: bool,
    pub colour: ColourMode,
    /// Each game's options, under its own section; reached by type through
    /// [`Settings::options`] and [`Settings::set_options`].
    #[serde(flatten)]
    pub games: GameSections,
}

/// The games' sections of the settings file (one `[section]` each) by name, as TOML. A game's
/// options equal to its defaults are not kept, so settings that mean the same compare equal
/// however they were made; the file still gets every section ([`Settings::with_every_section`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameSections(BTreeMap<String, toml::Value>);

impl Default for Settings {
    fn default() -> Self {
        Self {
            version: Settings::VERSION,
            player_name: Settings::DEFAULT_NAME.to_string(),
            language: Language::Auto,
            animation: AnimationSpeed::default(),
            card_style: CardStyle::default(),
            card_style_auto: true,
            colour: ColourMode::default(),
            games: GameSections::default(),
        }
    }
}

impl Settings {
    /// The file format version this build writes.
    pub const VERSION: u32 = 1;

    /// The name stored until the player picks one. Stored in English and shown translated,
    /// so a later language switch renames a player who never chose a name, never one who did.
    pub const DEFAULT_NAME: &str = "Player";

    /// The name as shown: the default in the current language (プレイヤー), else the choice.
    pub fn display_name(&self) -> std::borrow::Cow<'_, str> {
        if self.player_name == Settings::DEFAULT_NAME {
            crate::t!("settings.default_name")
        } else {
            std::borrow::Cow::Borrowed(&self.player_name)
        }
    }

    /// Checks a player name: 1–16 printable characters, not only spaces. Surrounding spaces
    /// are dropped.
    pub fn validate_name(name: &str) -> Result<String, NameError> {
        let trimmed = name.trim();
        let count = trimmed.chars().count();
        if count == 0 {
            return Err(NameError::Empty);
        }
        if count > 16 {
            return Err(NameError::TooLong(count));
        }
        if trimmed.chars().any(char::is_control) {
            return Err(NameError::Control);
        }
        Ok(trimmed.to_string())
    }

    /// Reads a settings file's `text`, given every game's section (the registry's
    /// `game_options`). A bad value anywhere, a game's section included, refuses the file
    /// with the first error in it, as one typed reading of the whole file reports it.
    /// Sections of no game listed are dropped. Values are not yet clamped.
    pub fn from_toml(text: &str, games: &[OptionsKind]) -> Result<Settings, toml::de::Error> {
        let read = toml::from_str::<Settings>(text);
        if let Some(first) = game_options::first_error(text, read.as_ref().err(), games) {
            return Err(first);
        }
        let mut settings = read?;
        settings.games.0.retain(|key, _| games.iter().any(|g| g.key() == key));
        Ok(settings)
    }

    /// The options of the game whose options are `T` (its defaults if none are kept).
    pub fn options<T: GameOptions>(&self) -> T {
        let value = self.games.0.get(T::KEY).cloned();
        value.and_then(|v| v.try_into().ok()).unwrap_or_default()
    }

    /// Keeps `options` as their game's (only when they differ from its defaults).
    pub fn set_options<T: GameOptions>(&mut self, options: T) {
        if options == T::default() {
            self.games.0.remove(T::KEY);
        } else {
            let value = toml::Value::try_from(options).expect("a game's options serialise");
            self.games.0.insert(T::KEY.to_string(), value);
        }
    }

    /// Changes the options of the game whose options are `T`.
    pub fn update_options<T: GameOptions>(&mut self, change: impl FnOnce(&mut T)) {
        let mut options = self.options::<T>();
        change(&mut options);
        self.set_options(options);
    }

    /// These settings with a section for each of `games`, their defaults where none is
    /// kept: what the file is written from, so it shows every game's options.
    pub fn with_every_section(&self, games: &[OptionsKind]) -> Settings {
        let mut full = self.clone();
        for g in games {
            full.games.0.entry(g.key().to_string()).or_insert_with(|| g.default_value());
        }
        full
    }

    /// Brings every value into its valid range, so a hand-edited file cannot break a game:
    /// the name, and the options of each of `games` (by their own `GameOptions::clamped`).
    /// Sections of no game listed are dropped.
    pub fn clamped(mut self, games: &[OptionsKind]) -> Settings {
        if Settings::validate_name(&self.player_name).is_err() {
            self.player_name = Settings::default().player_name;
        }
        self.games.0.retain(|key, _| games.iter().any(|g| g.key() == key));
        for g in games {
            g.normalise(&mut self);
        }
        self.version = Settings::VERSION;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert_eq!(Settings::validate_name("  Ann "), Ok("Ann".into()));
        assert!(Settings::validate_name("").is_err());
        assert!(Settings::validate_name("   ").is_err());
        assert!(Settings::validate_name(&"x".repeat(17)).is_err());
        assert!(Settings::validate_name("a\u{7}b").is_err());
        assert_eq!(Settings::validate_name("はなこ"), Ok("はなこ".into()));
    }

    #[test]
    fn an_unusable_name_is_replaced() {
        let s = Settings { player_name: String::new(), ..Settings::default() };
        assert_eq!(s.clamped(&[]).player_name, "Player");
    }

    #[test]
    fn only_the_default_name_is_translated() {
        let mut s = Settings::default();
        assert_eq!(s.display_name(), crate::t!("settings.default_name"));
        s.player_name = "Hanako".into();
        assert_eq!(s.display_name(), "Hanako");
    }
}
