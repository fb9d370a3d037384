//! The five games as the program knows them: names (from the translations), statistics keys
//! and help texts. One table, so the menu, the command line and the help agree.

use std::borrow::Cow;

use clap::ValueEnum;
use serde::{Deserialize, Serialize};

use crate::i18n::Language;

/// The five games, as named on the command line (`asobi play old-maid`) and, in snake case,
/// in files (`"old_maid"`: statistics keys, `saved-old_maid.json`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    ValueEnum,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum GameId {
    Tictactoe,
    Othello,
    OldMaid,
    Sevens,
    Poker,
}

impl GameId {
    pub const ALL: &'static [GameId] = <GameId as strum::VariantArray>::VARIANTS;

    /// The name in the current language (from the translations: `game.tictactoe`, …).
    pub fn name(self) -> Cow<'static, str> {
        self.name_in(crate::i18n::locale_code())
    }

    /// The English name.
    pub fn title(self) -> Cow<'static, str> {
        self.name_in("en")
    }

    /// The Japanese name, shown beside the English one in the English menu and headers.
    pub fn japanese(self) -> Cow<'static, str> {
        self.name_in("ja")
    }

    fn name_in(self, locale: &str) -> Cow<'static, str> {
        match self {
            GameId::Tictactoe => rust_i18n::t!("game.tictactoe", locale = locale),
            GameId::Othello => rust_i18n::t!("game.othello", locale = locale),
            GameId::OldMaid => rust_i18n::t!("game.old_maid", locale = locale),
            GameId::Sevens => rust_i18n::t!("game.sevens", locale = locale),
            GameId::Poker => rust_i18n::t!("game.poker", locale = locale),
        }
    }

    /// Stable key for statistics and saved files.
    pub fn key(self) -> &'static str {
        self.into()
    }

    /// The rules shown in the `?` help, in the current language.
    pub fn rules(self) -> &'static str {
        if crate::i18n::current() == Language::Ja {
            return match self {
                GameId::Tictactoe => include_str!("../assets/rules/ja/tictactoe.md"),
                GameId::Othello => include_str!("../assets/rules/ja/othello.md"),
                GameId::OldMaid => include_str!("../assets/rules/ja/old_maid.md"),
                GameId::Sevens => include_str!("../assets/rules/ja/sevens.md"),
                GameId::Poker => include_str!("../assets/rules/ja/poker.md"),
            };
        }
        match self {
            GameId::Tictactoe => include_str!("../assets/rules/tictactoe.md"),
            GameId::Othello => include_str!("../assets/rules/othello.md"),
            GameId::OldMaid => include_str!("../assets/rules/old_maid.md"),
            GameId::Sevens => include_str!("../assets/rules/sevens.md"),
            GameId::Poker => include_str!("../assets/rules/poker.md"),
        }
    }
}

/// The title art on the main menu.
pub const TITLE_ART: &str = include_str!("../assets/title.txt");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_the_translations_in_both_languages() {
        let names: Vec<_> = GameId::ALL.iter().map(|g| (g.title(), g.japanese())).collect();
        assert_eq!(
            names,
            [
                ("Tic-tac-toe".into(), "マルバツ".into()),
                ("Othello".into(), "オセロ".into()),
                ("Old Maid".into(), "ババ抜き".into()),
                ("Killer Sevens".into(), "殺しの七並べ".into()),
                ("Poker".into(), "ポーカー".into()),
            ]
        );
    }
}

#[cfg(test)]
mod key_tests {
    use super::*;

    #[test]
    fn keys_are_the_snake_case_names_files_have_always_used() {
        let keys: Vec<&str> = GameId::ALL.iter().map(|g| g.key()).collect();
        assert_eq!(keys, ["tictactoe", "othello", "old_maid", "sevens", "poker"]);
        for &g in GameId::ALL {
            assert_eq!(serde_json::to_value(g).unwrap(), serde_json::json!(g.key()));
        }
    }
}
