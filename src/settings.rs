//! User settings: what they are, their defaults and their valid ranges. Loading and saving
//! (atomic, corrupt files set aside) lives in `storage`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::othello::Colour;
use crate::games::{old_maid, poker, sevens};

pub use crate::games::Level;
// The rules own their options (they are pure and take no settings); the settings file holds them.
pub use crate::games::poker::PokerOptions;
pub use crate::games::sevens::SevensOptions;
pub use crate::i18n::Language;

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

/// Who makes the first mark in tic-tac-toe.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstMover {
    #[default]
    Human,
    Computer,
    Alternate,
}

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

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TicTacToeOptions {
    pub level: Level,
    pub first: FirstMover,
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OldMaidOptions {
    /// [`old_maid::PLAYERS`], the human included.
    pub players: u8,
}

impl Default for OldMaidOptions {
    fn default() -> Self {
        Self { players: 4 }
    }
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
/// older file still loads.
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
    pub tictactoe: TicTacToeOptions,
    pub othello: OthelloOptions,
    pub old_maid: OldMaidOptions,
    pub sevens: SevensOptions,
    pub poker: PokerOptions,
}

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
            tictactoe: TicTacToeOptions::default(),
            othello: OthelloOptions::default(),
            old_maid: OldMaidOptions::default(),
            sevens: SevensOptions::default(),
            poker: PokerOptions::default(),
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

    /// Brings every value into its valid range, so a hand-edited file cannot break a game.
    pub fn clamped(mut self) -> Settings {
        if Settings::validate_name(&self.player_name).is_err() {
            self.player_name = Settings::default().player_name;
        }
        let clamp = |v: u8, r: std::ops::RangeInclusive<u8>| v.clamp(*r.start(), *r.end());
        self.old_maid.players = clamp(self.old_maid.players, old_maid::PLAYERS);
        self.sevens.players = clamp(self.sevens.players, sevens::PLAYERS);
        self.sevens.pass_limit = clamp(self.sevens.pass_limit, sevens::PASS_LIMITS);
        self.sevens.max_kill_region = clamp(self.sevens.max_kill_region, sevens::KILL_REGIONS);
        let points = poker::STARTING_POINTS;
        self.poker.starting_points =
            self.poker.starting_points.clamp(*points.start(), *points.end());
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
    fn out_of_range_values_are_clamped() {
        let mut s = Settings::default();
        s.old_maid.players = 40;
        s.sevens.players = 1;
        s.player_name = String::new();
        let s = s.clamped();
        assert_eq!((s.old_maid.players, s.sevens.players), (6, 3));
        assert_eq!(s.player_name, "Player");
    }

    #[test]
    fn older_othello_settings_load_with_their_colour() {
        for (old, seats) in [("black", Seats::Black), ("white", Seats::White)] {
            let text = format!("version = 1\n[othello]\nlevel = \"hard\"\nhuman = \"{old}\"\n");
            let s: Settings = toml::from_str(&text).unwrap();
            assert_eq!(s.othello.seats, seats);
            assert_eq!(s.othello.level, Level::Hard);
            assert_eq!(s.othello.black_level, OthelloOptions::default().black_level);
        }
        let s: Settings = toml::from_str("[othello]\nseats = \"neither\"\n").unwrap();
        assert_eq!(s.othello.seats, Seats::Neither);
        let back: Settings = toml::from_str(&toml::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
    }

    #[test]
    fn only_the_default_name_is_translated() {
        let mut s = Settings::default();
        assert_eq!(s.display_name(), crate::t!("settings.default_name"));
        s.player_name = "Hanako".into();
        assert_eq!(s.display_name(), "Hanako");
    }
}
