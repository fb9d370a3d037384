//! A million random events across every screen and game: keys, mouse clicks, resizes between
//! 1x1 and 300x100, and ticks, from fixed seeds. Nothing may panic, and after every event the
//! active game's invariants hold (cards conserved, disc counts consistent, a finished game
//! stays finished). Release only: `cargo test --release -- --ignored` (CI runs it).

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::screens::Screen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

const KEYS: [KeyCode; 15] = [
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Backspace,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Char(' '),
    KeyCode::Char('?'),
    KeyCode::Char('q'),
    KeyCode::Char('n'),
    KeyCode::PageDown,
];

/// Letters the games bind (m h u s o p r y) plus digits for bets and squares.
const CHARS: &[u8] = b"mhusopry0123456789abcdefgxz";

fn random_msg(rng: &mut StdRng) -> Msg {
    match rng.random_range(0..100) {
        0..=49 => Msg::key(*KEYS.choose(rng).unwrap()),
        50..=69 => Msg::char(char::from(*CHARS.choose(rng).unwrap())),
        70..=72 => Msg::Key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::ALT)),
        73..=82 => Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: rng.random_range(0..120),
            row: rng.random_range(0..40),
            modifiers: KeyModifiers::NONE,
        }),
        83..=84 => Msg::Resize(rng.random_range(1..=300), rng.random_range(1..=100)),
        _ => Msg::Tick(Duration::from_millis(rng.random_range(0..300))),
    }
}

/// What must hold on the active screen; also returns whether its game is over.
fn check(screen: &Screen) -> Option<bool> {
    match screen {
        Screen::OldMaid(s) => {
            let g = s.game();
            let held: usize = (0..g.players()).map(|p| g.hand(p).len()).sum();
            assert_eq!(held + 2 * g.discards().len(), 53, "Old Maid lost or made a card");
            Some(g.is_over())
        }
        Screen::Sevens(s) => {
            let g = s.game();
            let mut seen = g.table().played() | g.table().dead();
            let mut count = (g.table().played() | g.table().dead()).count_ones();
            for p in 0..g.players() {
                let hand = g.hand_mask(p);
                assert_eq!(seen & hand, 0, "a Sevens card is in two places");
                seen |= hand;
                count += hand.count_ones();
            }
            assert_eq!((seen.count_ones(), count), (52, 52), "Sevens lost or made a card");
            Some(g.is_over())
        }
        Screen::Poker(s) => {
            let mut cards = s.table().all_cards();
            assert_eq!(cards.len(), 53, "poker lost or made a card");
            cards.sort();
            cards.dedup();
            assert_eq!(cards.len(), 53, "poker lost or made a card");
            Some(s.table().is_game_over())
        }
        Screen::Othello(s) => {
            use asobi::games::othello::Colour;
            let pos = s.game().current();
            let (b, w) = (pos.discs(Colour::Black), pos.discs(Colour::White));
            assert_eq!(b & w, 0, "a square holds both colours");
            let total = pos.disc_count(Colour::Black) + pos.disc_count(Colour::White);
            assert_eq!(total + pos.empty_count(), 64, "Othello disc counts do not add up");
            Some(s.game().is_over())
        }
        _ => None,
    }
}

fn fuzz(seed: u64, events: usize) {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = StdRng::seed_from_u64(seed);
    let games = [
        None,
        Some(GameId::Tictactoe),
        Some(GameId::Othello),
        Some(GameId::OldMaid),
        Some(GameId::Sevens),
        Some(GameId::Poker),
    ];
    let start = |rng: &mut StdRng| {
        let game = *games.choose(rng).unwrap();
        Harness::new(DataDir::at(dir.path()), rng.random(), game, 100, 30)
    };
    let mut h = start(&mut rng);
    let mut was_over = false;
    for i in 0..events {
        let msg = random_msg(&mut rng);
        let before = std::mem::discriminant(h.app.screen());
        match msg {
            Msg::Resize(w, ht) => {
                h.resize(w, ht);
            }
            ref m => {
                h.send(m.clone());
            }
        }
        let same_screen = before == std::mem::discriminant(h.app.screen());
        let over = check(h.app.screen());
        // A finished game stays finished until the player deals again (Enter, a click on
        // the results, or leaving); keys such as arrows, letters and ticks never revive it.
        if let (Some(now), true, true) = (over, same_screen, was_over) {
            let dealt_again = matches!(msg, Msg::Key(k) if matches!(k.code, KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('n') | KeyCode::Char('y')))
                || matches!(msg, Msg::Mouse(_));
            assert!(now || dealt_again, "a finished game came back to life after {msg:?}");
        }
        was_over = over.unwrap_or(false);
        if i % 97 == 0 {
            h.render();
        }
        if h.app.should_quit() {
            h = start(&mut rng);
            was_over = false;
        }
    }
    h.render();
}

#[test]
#[ignore = "release only: cargo test --release -- --ignored"]
fn a_million_random_events_across_every_screen() {
    let seeds: Vec<u64> = (0..4).collect();
    std::thread::scope(|s| {
        for &seed in &seeds {
            s.spawn(move || fuzz(seed, 250_000));
        }
    });
}
