//! The Killer Sevens screen at its smallest sizes: six players and a full hand at 90×26, and
//! at 80×24 every seat's name and card count, in English and Japanese, with 3 and 6 players.

use asobi::catalog::GameId;
use asobi::games::sevens::Game;
use asobi::games::sevens::SevensOptions;
use asobi::settings::AnimationSpeed;
use asobi::storage::DataDir;
use asobi::testing::Harness;

use super::screen::{screen_on, settings};

#[test]
fn the_smallest_size_holds_six_players_and_a_full_hand() {
    let options = SevensOptions { players: 6, ..SevensOptions::default() };
    let mut settings = settings(AnimationSpeed::Instant);
    settings.set_options(options.clone());
    let mut rng = <asobi::games::random::GameRng as rand::SeedableRng>::seed_from_u64(4);
    let game = Game::new(&options, &mut rng);
    let mut h = screen_on(game, settings, 4, 90, 26);
    let text = h.render();
    for seat in 1..6 {
        assert!(text.contains(&format!("CPU {seat}")), "{text}");
    }
    for card in h.screen.game().hand(0) {
        assert!(text.contains(&card.unicode_label()), "{card} not shown:\n{text}");
    }
    assert!(text.contains("Your turn") && text.contains("←→"), "{text}");
}

#[test]
fn at_80x24_every_seat_shows_its_name_and_cards_in_both_languages() {
    use asobi::i18n::Language;
    // The Japanese row says just あなた: 「プレイヤー（あなた）」 would not fit beside the count.
    for (lang, unit, you) in [(Language::En, "cards", "(you)"), (Language::Ja, "枚", "あなた ")]
    {
        for players in [3, 6] {
            let dir = tempfile::tempdir().unwrap();
            let settings = format!("animation = \"instant\"\n[sevens]\nplayers = {players}\n");
            std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
            let mut h = Harness::builder(DataDir::at(dir.path()), 5)
                .lang(lang)
                .game(GameId::Sevens)
                .size(80, 24)
                .build();
            let text = h.render();
            let game = h.sevens().game().clone();
            for seat in 0..players {
                let count = game.hand_len(seat);
                let row = text
                    .lines()
                    .find(|l| {
                        if seat == 0 {
                            l.contains(you)
                        } else {
                            l.contains(&format!("CPU {seat} "))
                        }
                    })
                    .unwrap_or_else(|| {
                        panic!("{lang:?}, {players} players: seat {seat} missing\n{text}")
                    });
                assert!(row.contains(&format!("{count}")) && row.contains(unit), "{lang:?}: {row}");
            }
        }
    }
}
