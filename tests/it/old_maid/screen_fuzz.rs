//! Random input on the Old Maid screen: keys from its bindings and others, clicks, resizes and
//! ticks, at every table size and animation speed. After every event the 53 cards must all be
//! in the hands and on the pile, each exactly once, and the turn state must agree with the game.

use asobi::testing::{GameView, game_view};

use crate::kit::fuzz::{EventMix, Pick, feed};
use asobi::catalog::GameId;
use asobi::games::cards::Card;
use asobi::games::old_maid::HUMAN;
use asobi::games::random::GameRng;
use asobi::screens::old_maid::Phase;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The screen's own keys first: the mix draws mostly from the first nine.
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

const MIX: EventMix = EventMix(&[
    // Esc and q leave the screen: keep them rare so games get played out.
    (2, Pick::Key(KeyCode::Esc)),
    (1, Pick::Char('q')),
    (42, Pick::OneOf(KEYS.split_at(9).0)),
    (5, Pick::OneOf(&KEYS)),
    (5, Pick::Letter),
    (2, Pick::AltLetter),
    (15, Pick::Click { columns: 110, rows: 35 }),
    (2, Pick::Resize { width: 1..=140, height: 1..=45 }),
    (26, Pick::Tick(300)),
]);

/// Checks the game behind the screen: cards conserved, and a human pick only on the human's
/// turn.
fn check(h: &Harness) {
    let Some(s) = h.game_screen::<asobi::screens::old_maid::OldMaidScreen>() else { return };
    let g = s.game();
    let mut all: Vec<usize> =
        (0..g.players()).flat_map(|p| g.hand(p).to_vec()).map(Card::index).collect();
    all.extend(g.discards().iter().flat_map(|d| d.cards).map(Card::index));
    all.sort_unstable();
    assert_eq!(all, (0..53).collect::<Vec<_>>(), "cards lost or doubled");
    match s.phase() {
        Phase::Human => assert_eq!(g.current_drawer(), Some(HUMAN)),
        Phase::Over => assert!(g.is_over()),
        Phase::Transit { shown, .. } => {
            assert_ne!(shown.seat, HUMAN, "only computers' cards travel")
        }
        Phase::Wander { .. } | Phase::Take { .. } => {
            assert!(g.current_drawer().is_some_and(|d| d != HUMAN))
        }
        _ => {}
    }
}

fn new_harness(rng: &mut GameRng, dir: &std::path::Path) -> Harness {
    // `card_style_auto` off, or the terminal check would override the ASCII style.
    let settings = format!(
        "animation = \"{}\"\ncard_style = \"{}\"\ncard_style_auto = false\n[old_maid]\nplayers = {}\n",
        SPEEDS.choose(rng).unwrap(),
        if rng.random_bool(0.2) { "ascii" } else { "unicode" },
        rng.random_range(2..=6),
    );
    std::fs::write(dir.join("settings.toml"), settings).unwrap();
    let _ = std::fs::remove_file(dir.join("stats.toml"));
    let mut h = Harness::builder(DataDir::at(dir), rng.random()).game(GameId::OldMaid).build();
    h.resize(100, 30);
    h
}

#[test]
fn fifty_thousand_random_events_keep_every_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = GameRng::seed_from_u64(2024);
    let mut h = new_harness(&mut rng, dir.path());
    let (mut games, mut finished, mut was_over) = (0, 0, false);
    for i in 0..50_000 {
        feed(&mut h, MIX.random_msg(&mut rng));
        check(&h);
        if i % 50 == 0 {
            h.render();
        }
        // Enter on the results deals again on the same screen; count each ending once.
        let over = matches!(game_view(h.app.screen()), Some(GameView::OldMaid(s)) if s.phase() == &Phase::Over);
        if over && !was_over {
            finished += 1;
            h.render();
        }
        was_over = over;
        if h.app.should_quit()
            || h.game_screen::<asobi::screens::old_maid::OldMaidScreen>().is_none()
        {
            h = new_harness(&mut rng, dir.path());
            games += 1;
            was_over = false;
        }
    }
    h.render();
    assert!(games > 20 && finished > 5, "{games} games, {finished} played to the end");
}
