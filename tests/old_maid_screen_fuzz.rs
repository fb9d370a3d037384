//! Random input on the Old Maid screen: keys from its bindings and others, clicks, resizes and
//! ticks, at every table size and animation speed. After every event the 53 cards must all be
//! in the hands and on the pile, each exactly once, and the turn state must agree with the game.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::old_maid::HUMAN;
use asobi::screens::Screen;
use asobi::screens::old_maid::Step;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

const KEYS: [KeyCode; 14] = [
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Enter,
    KeyCode::Char(' '),
    KeyCode::Char('s'),
    KeyCode::Char('o'),
    KeyCode::Char('n'),
    KeyCode::Esc,
    KeyCode::Char('?'),
    KeyCode::Char('q'),
    KeyCode::Char('y'),
    KeyCode::Tab,
];

const SPEEDS: [&str; 4] = ["slow", "normal", "fast", "instant"];

fn random_msg(rng: &mut StdRng) -> Msg {
    match rng.random_range(0..100) {
        // Esc and q leave the screen: keep them rare so games get played out.
        0..=1 => Msg::key(KeyCode::Esc),
        2 => Msg::char('q'),
        3..=44 => Msg::key(*KEYS[..9].choose(rng).unwrap()),
        45..=49 => Msg::key(*KEYS.choose(rng).unwrap()),
        50..=54 => Msg::char(rng.random_range('a'..='z')),
        55..=56 => {
            Msg::Key(KeyEvent::new(KeyCode::Char(rng.random_range('a'..='z')), KeyModifiers::ALT))
        }
        57..=71 => Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: rng.random_range(0..110),
            row: rng.random_range(0..35),
            modifiers: KeyModifiers::NONE,
        }),
        72..=73 => Msg::Resize(rng.random_range(1..=140), rng.random_range(1..=45)),
        _ => Msg::Tick(Duration::from_millis(rng.random_range(0..300))),
    }
}

/// Checks the game behind the screen: cards conserved, and a human pick only on the human's
/// turn.
fn check(h: &Harness) {
    let Screen::OldMaid(s) = h.app.screen() else { return };
    let g = s.game();
    let mut all: Vec<usize> =
        (0..g.players()).flat_map(|p| g.hand(p).to_vec()).map(Card::index).collect();
    all.extend(g.discards().iter().flat_map(|d| d.cards).map(Card::index));
    all.sort_unstable();
    assert_eq!(all, (0..53).collect::<Vec<_>>(), "cards lost or doubled");
    match s.step() {
        Step::Choose => assert_eq!(g.current_drawer(), Some(HUMAN)),
        Step::Over => assert!(g.is_over()),
        Step::Transit { shown, .. } => {
            assert_ne!(shown.seat, HUMAN, "only computers' cards travel")
        }
        Step::Wander { .. } | Step::Take { .. } => {
            assert!(g.current_drawer().is_some_and(|d| d != HUMAN))
        }
        _ => {}
    }
}

fn new_harness(rng: &mut StdRng, dir: &std::path::Path) -> Harness {
    // `card_style_auto` off, or the terminal check would override the ASCII style.
    let settings = format!(
        "animation = \"{}\"\ncard_style = \"{}\"\ncard_style_auto = false\n[old_maid]\nplayers = {}\n",
        SPEEDS.choose(rng).unwrap(),
        if rng.random_bool(0.2) { "ascii" } else { "unicode" },
        rng.random_range(2..=6),
    );
    std::fs::write(dir.join("settings.toml"), settings).unwrap();
    let _ = std::fs::remove_file(dir.join("stats.toml"));
    let mut h = Harness::new(DataDir::at(dir), rng.random(), Some(GameId::OldMaid), 100, 30);
    h.resize(100, 30);
    h
}

#[test]
fn fifty_thousand_random_events_keep_every_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = StdRng::seed_from_u64(2024);
    let mut h = new_harness(&mut rng, dir.path());
    let (mut games, mut finished, mut was_over) = (0, 0, false);
    for i in 0..50_000 {
        match random_msg(&mut rng) {
            Msg::Resize(w, hgt) => {
                h.resize(w, hgt);
            }
            msg => {
                h.send(msg);
            }
        }
        check(&h);
        if i % 50 == 0 {
            h.render();
        }
        // Enter on the results deals again on the same screen; count each ending once.
        let over = matches!(h.app.screen(), Screen::OldMaid(s) if s.step() == &Step::Over);
        if over && !was_over {
            finished += 1;
            h.render();
        }
        was_over = over;
        if h.app.should_quit() || !matches!(h.app.screen(), Screen::OldMaid(_)) {
            h = new_harness(&mut rng, dir.path());
            games += 1;
            was_over = false;
        }
    }
    h.render();
    assert!(games > 20 && finished > 5, "{games} games, {finished} played to the end");
}
