//! The games as the program names them: `GameId` (declared beside the rules' module lines in
//! `games.rs`, so a new game's id and its rules are one place) with its names from the
//! translations. Everything else a game brings is in its definition (`screens/registry.rs`).

use std::borrow::Cow;

pub use crate::games::GameId;

impl GameId {
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
        // Every game's name is `game.<key>` in `shell.yml` (checked for each game by a test
        // below), so a new game adds its translation, not an arm here.
        let key = format!("game.{}", self.key());
        Cow::Owned(rust_i18n::t!(&key, locale = locale).into_owned())
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
