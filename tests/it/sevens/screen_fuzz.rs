//! Random input over the Killer Sevens screen: its keys and others, clicks, resizes and ticks,
//! with frames drawn in between. After every event all 52 cards must be in exactly one place:
//! a hand, the table, or dead; and nothing may panic.

use asobi::games::sevens::SevensOptions;
use asobi::testing::{GameView, game_view};

use crate::kit::fuzz::{EventMix, Pick, feed};
use asobi::catalog::GameId;
use asobi::games::cards::Card;
use asobi::games::random::GameRng;
use asobi::games::sevens::{Cell, Game};
use asobi::settings::{AnimationSpeed, Settings};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The screen's own keys, several times over so they dominate.
const KEYS: [KeyCode; 16] = [
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Char(' '),
    KeyCode::Char('p'),
    KeyCode::Char('h'),
    KeyCode::Char('l'),
    KeyCode::Char('n'),
    KeyCode::Char('?'),
    KeyCode::Backspace,
    KeyCode::Home,
];

const MIX: EventMix = EventMix(&[
    (550, Pick::OneOf(&KEYS)),
    (50, Pick::Letter),
    // Esc (leave) and q (quit dialog) are rare, so games get played far.
    (5, Pick::Key(KeyCode::Esc)),
    (5, Pick::Char('q')),
    (10, Pick::Char('y')),
    (20, Pick::AltLetter),
    (140, Pick::Click { columns: 110, rows: 34 }),
    (10, Pick::Resize { width: 20..=140, height: 8..=45 }),
    (210, Pick::Tick(600)),
]);

fn assert_conserved(game: &Game) {
    let mut seen = [0u8; 52];
    for seat in 0..game.players() {
        for card in game.hand(seat) {
            seen[card.index()] += 1;
            assert_eq!(game.cell_of(card), Cell::Empty, "{card} both in a hand and on the table");
        }
    }
    for (i, n) in seen.iter_mut().enumerate() {
        if game.cell_of(Card::from_index(i).unwrap()) != Cell::Empty {
            *n += 1;
        }
    }
    assert!(seen.iter().all(|&n| n == 1), "cards lost or doubled: {seen:?}");
}

fn fuzz(seed: u64, events: usize, animation: AnimationSpeed) {
    let dir = tempfile::tempdir().unwrap();
    let mut settings = Settings { animation, ..Settings::default() };
    let mut rng = GameRng::seed_from_u64(seed);
    let mut games = 0;
    let mut new = |rng: &mut GameRng| {
        settings.update_options::<SevensOptions>(|o| {
            o.players = rng.random_range(3..=6);
            o.pass_limit = rng.random_range(0..=3);
            o.max_kill_region = *[0, 0, 2, 6].choose(rng).unwrap();
        });
        std::fs::write(dir.path().join("settings.toml"), toml::to_string(&settings).unwrap())
            .unwrap();
        games += 1;
        Harness::builder(DataDir::at(dir.path()), rng.random()).game(GameId::Sevens).build()
    };
    let mut h = new(&mut rng);
    let (mut most_turns, mut finished) = (0, 0);
    for i in 0..events {
        feed(&mut h, MIX.random_msg(&mut rng));
        match game_view(h.app.screen()) {
            Some(GameView::Sevens(s)) => {
                assert_conserved(s.game());
                most_turns = most_turns.max(s.game().turns());
                finished += usize::from(s.game().is_over());
            }
            _ => h = new(&mut rng),
        }
        if i % 50 == 0 {
            h.render();
        }
        if h.app.should_quit() {
            h = new(&mut rng);
        }
    }
    h.render();
    assert!(games > 1, "the fuzz never left a screen; Esc/q are not reached");
    assert!(most_turns >= 20, "games never got going: at most {most_turns} turns");
    assert!(finished > 0, "no game was played to the end");
    eprintln!("{games} games, longest {most_turns} turns, {finished} events on a finished game");
}

#[test]
fn thirty_thousand_random_events_at_normal_speed() {
    fuzz(1, 30_000, AnimationSpeed::Normal);
}

#[test]
fn thirty_thousand_random_events_with_instant_animation() {
    fuzz(2, 30_000, AnimationSpeed::Instant);
}
