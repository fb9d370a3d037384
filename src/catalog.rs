//! The five games as the program knows them: names, statistics keys, help texts and which are
//! playable in this build. One table, so the menu, the command line and the help agree.

use std::borrow::Cow;

use clap::ValueEnum;

use crate::i18n::Language;

/// The five games, as named on the command line (`asobi play old-maid`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, ValueEnum)]
pub enum GameId {
    Tictactoe,
    Othello,
    OldMaid,
    Sevens,
    Poker,
}

impl GameId {
    pub const ALL: [GameId; 5] =
        [GameId::Tictactoe, GameId::Othello, GameId::OldMaid, GameId::Sevens, GameId::Poker];

    /// The name in the current language: the Japanese name in Japanese, else the English.
    pub fn name(self) -> Cow<'static, str> {
        match crate::i18n::current() {
            Language::Ja => Cow::Borrowed(self.japanese()),
            _ => Cow::Borrowed(self.title()),
        }
    }

    /// The English name.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Tictactoe => "Tic-tac-toe",
            GameId::Othello => "Othello",
            GameId::OldMaid => "Old Maid",
            GameId::Sevens => "Killer Sevens",
            GameId::Poker => "Poker",
        }
    }

    /// The Japanese name, shown beside the English one.
    pub fn japanese(self) -> &'static str {
        match self {
            GameId::Tictactoe => "マルバツ",
            GameId::Othello => "オセロ",
            GameId::OldMaid => "ババ抜き",
            GameId::Sevens => "殺しの七並べ",
            GameId::Poker => "ポーカー",
        }
    }

    /// Stable key for statistics and saved files.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Tictactoe => "tictactoe",
            GameId::Othello => "othello",
            GameId::OldMaid => "old_maid",
            GameId::Sevens => "sevens",
            GameId::Poker => "poker",
        }
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
