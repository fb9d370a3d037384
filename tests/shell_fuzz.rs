//! Random input through the whole app: keys, clicks, resizes and ticks, with frames drawn in
//! between. Nothing may panic, and the app must keep a screen to show.

use std::time::Duration;

use asobi::event::Msg;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
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

fn random_msg(rng: &mut StdRng) -> Msg {
    match rng.random_range(0..100) {
        0..=54 => Msg::key(*KEYS.choose(rng).unwrap()),
        55..=74 => Msg::char(char::from(b'0' + rng.random_range(0..10u8))),
        75..=79 => Msg::char(rng.random_range('a'..='z')),
        80..=84 => {
            Msg::Key(KeyEvent::new(KeyCode::Char(rng.random_range('a'..='z')), KeyModifiers::ALT))
        }
        85..=89 => Msg::Mouse(crossterm::event::MouseEvent {
            kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
            column: rng.random_range(0..120),
            row: rng.random_range(0..40),
            modifiers: KeyModifiers::NONE,
        }),
        90..=91 => Msg::Resize(rng.random_range(1..=160), rng.random_range(1..=50)),
        _ => Msg::Tick(Duration::from_millis(rng.random_range(0..400))),
    }
}

/// `events` random messages from `seed`, restarting the app whenever it quits.
fn fuzz(seed: u64, events: usize) {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = StdRng::seed_from_u64(seed);
    let new = |rng: &mut StdRng| {
        let mut h = Harness::new(DataDir::at(dir.path()), rng.random(), None, 100, 30);
        h.resize(100, 30);
        h
    };
    let mut h = new(&mut rng);
    for i in 0..events {
        let msg = random_msg(&mut rng);
        if let Msg::Resize(w, hgt) = msg {
            h.resize(w, hgt);
        } else {
            h.send(msg);
        }
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
