//! Each game at the 80×24 floor and at 160×50, in English and Japanese, after its first
//! moves: the layouts a person approved, kept as they are.

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// `game` at `width`×`height` in `lang`, instant animation, after `keys`.
fn shot(game: GameId, lang: Language, width: u16, height: u16, keys: &[KeyCode]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let settings = "animation = \"instant\"\ncard_style_auto = false\n";
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 5)
        .lang(lang)
        .game(game)
        .size(width, height)
        .build();
    for &k in keys {
        h.key(k).settle(20_000);
    }
    h.render()
}

const FIRST: &[(GameId, &[KeyCode])] = &[
    (GameId::Tictactoe, &[KeyCode::Char('5')]),
    (GameId::Othello, &[KeyCode::Enter]),
    (GameId::OldMaid, &[KeyCode::Enter]),
    (GameId::Sevens, &[KeyCode::Tab]),
    (GameId::Poker, &[KeyCode::Char('5'), KeyCode::Enter]),
];

#[test]
fn every_game_at_80x24_and_160x50_in_both_languages() {
    for &(game, keys) in FIRST {
        for (lang, tag) in [(Language::En, "en"), (Language::Ja, "ja")] {
            for (w, h) in [(80, 24), (160, 50)] {
                let name = format!("{}_{w}x{h}_{tag}", game.key());
                insta::assert_snapshot!(name, shot(game, lang, w, h, keys));
            }
        }
    }
}
