//! The Killer Sevens screen in Japanese (a separate test binary: the locale is process-wide).

use asobi::catalog::GameId;
use asobi::games::sevens::Game;
use asobi::games::sevens::SevensOptions;
use asobi::i18n::Language;
use asobi::screens::sevens::SevensScreen;
use asobi::settings::{AnimationSpeed, Settings};
use asobi::storage::DataDir;
use asobi::testing::cards;
use asobi::testing::{Direct, Harness};
use crossterm::event::KeyCode;

/// The same position as the English preview snapshot: 4♣ would kill 5♣ (yours) and 6♣.
fn kill_position() -> Game {
    let you = cards("9S KS 3H 9H 2D QD 4C 5C");
    let cpu1 = cards("6C 10S JH 3S 4S 5S 6S AH 2H 10H 3D");
    let cpu2 = cards("AS 2S JS QS 4H 5H QH KH AD 8D 9D");
    let played = cards("6D 5D 8S 6H 8H 8C");
    Game::from_position(&SevensOptions::default(), &played, &[], &[&you, &cpu1, &cpu2], 0)
}

#[test]
fn kill_preview_and_ranking_in_japanese() {
    asobi::i18n::apply(Language::Ja);
    let mut h = Direct::new(11).open(100, 30, |ctx| SevensScreen::from_game(kill_position(), ctx));
    h.key(KeyCode::Left).key(KeyCode::Left);
    assert_eq!(h.screen.selected(), Some("4C".parse().unwrap()));
    let text = h.render();
    assert!(text.contains("4♣を出すと5♣（あなた）、6♣が死に札になります"), "{text}");
    insta::assert_snapshot!("preview_ja", text);

    // A whole game through the app, to the ranking.
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    std::fs::write(dir.path().join("settings.toml"), toml::to_string(&settings).unwrap()).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 3)
        .lang(Language::Ja)
        .game(GameId::Sevens)
        .build();
    for _ in 0..500 {
        let Some(s) = h.game_screen::<asobi::screens::sevens::SevensScreen>() else {
            panic!("left the screen")
        };
        if s.game().is_over() {
            break;
        }
        if s.game().can_play(0) {
            h.key(KeyCode::Enter)
        } else {
            h.type_text("p")
        };
    }
    let text = h.render();
    assert!(text.contains("順位") && text.contains("もう一度"), "{text}");
    insta::assert_snapshot!("ranking_ja", text);
}
