//! Random input through the whole app: keys, clicks, resizes and ticks, with frames drawn in
//! between. Nothing may panic, and the app must keep a screen to show.

use crate::kit::fuzz::{EventMix, Pick, feed};
use asobi::games::random::GameRng;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

const KEYS: [KeyCode; 16] = [
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Backspace,
    KeyCode::Tab,
    KeyCode::Char(' '),
    KeyCode::Char('?'),
    KeyCode::Char('q'),
    KeyCode::Char('y'),
    KeyCode::Char('n'),
    KeyCode::Char('x'),
    KeyCode::PageDown,
    KeyCode::Home,
];

const MIX: EventMix = EventMix(&[
    (55, Pick::OneOf(&KEYS)),
    (20, Pick::Digit),
    (5, Pick::Letter),
    (5, Pick::AltLetter),
    (5, Pick::Click { columns: 120, rows: 40 }),
    (2, Pick::Resize { width: 1..=160, height: 1..=50 }),
    (8, Pick::Tick(400)),
]);

/// `events` random messages from `seed`, restarting the app whenever it quits.
fn fuzz(seed: u64, events: usize) {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let new = |rng: &mut GameRng| {
        let mut h = Harness::builder(DataDir::at(dir.path()), rng.random()).build();
        h.resize(100, 30);
        h
    };
    let mut h = new(&mut rng);
    for i in 0..events {
        feed(&mut h, MIX.random_msg(&mut rng));
        if i % 64 == 0 {
            h.render();
        }
        if h.app.should_quit() {
            h = new(&mut rng);
        }
    }
    h.render();
}

#[test]
fn hundred_thousand_random_events_do_not_panic() {
    for seed in 0..4 {
        fuzz(seed, 25_000);
    }
}
