//! The turn flow's computer turns: a hard search is waited for however long it takes (no
//! wall-clock cap, so a seed replays under any load), and a search that dies gives way to the
//! normal player's move instead of freezing the table.

use crate::games::sevens::SevensOptions;
use std::sync::mpsc;

use crate::games::random::GameRng;
use rand::SeedableRng;

use super::*;
use crate::games::sevens::Game;
use crate::screens::sevens::SevensScreen;
use crate::screens::{Searching, View};
use crate::settings::{AnimationSpeed, Settings};
use crate::testing::{Direct, DirectScreen};

/// A hard game at instant speed in which a computer moves first, and that computer's seat.
fn hard_computer_first() -> (DirectScreen<SevensScreen>, usize) {
    let mut settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    settings.update_options::<SevensOptions>(|o| o.level = Level::Hard);
    let game = (0..)
        .map(|seed| Game::new(&settings.options(), &mut GameRng::seed_from_u64(seed)))
        .find(|g| g.current_player() != Some(HUMAN))
        .expect("some deal");
    let h = Direct::new(1)
        .with_settings(settings)
        .open(100, 30, |ctx| SevensScreen::from_game(game, ctx));
    let Phase::Thinking { seat, .. } = h.screen.phase else { panic!("a computer thinks") };
    assert_eq!(h.screen.game.turns(), 0, "the real search answered before the swap");
    (h, seat)
}

#[test]
fn a_slow_hard_search_is_waited_for_without_a_time_cap() {
    let (mut h, seat) = hard_computer_first();
    let chosen = normal_action(&h.screen.game, seat, &mut GameRng::seed_from_u64(7));
    // Swap the search for one that answers only when the test says so.
    let (go, wait) = mpsc::channel::<()>();
    let turn = ComputerTurn::search(
        Searching::Background,
        &mut GameRng::seed_from_u64(0),
        THINK,
        AnimationSpeed::Instant,
        move |_, _| {
            let _ = wait.recv();
            chosen
        },
    );
    h.screen.phase = Phase::Thinking { seat, turn };
    for _ in 0..100 {
        h.tick(100);
    }
    assert_eq!(h.screen.game.turns(), 0, "ten seconds later the search is still waited for");
    assert!(h.screen.animating());
    drop(go);
    h.settle(1000);
    let first = h.screen.log.first().expect("the computer moved");
    assert_eq!((first.seat, first.action), (seat, chosen), "the search's own answer");
}

#[test]
fn a_failed_hard_search_gives_way_to_the_normal_move() {
    let (mut h, seat) = hard_computer_first();
    let turn = ComputerTurn::search(
        Searching::Background,
        &mut GameRng::seed_from_u64(0),
        THINK,
        AnimationSpeed::Instant,
        |_, _| -> Action { panic!("search bug (expected by this test)") },
    );
    h.screen.phase = Phase::Thinking { seat, turn };
    // The fallback draws on the app's RNG: reseed it to know what normal would do.
    h.direct.rng = GameRng::seed_from_u64(42);
    let expected = normal_action(&h.screen.game, seat, &mut GameRng::seed_from_u64(42));
    for _ in 0..1000 {
        if !h.screen.log.is_empty() {
            break;
        }
        h.tick(10);
        std::thread::sleep(Duration::from_millis(1));
    }
    let first = h.screen.log.first().expect("the computer moved");
    assert_eq!((first.seat, first.action), (seat, expected), "the normal player's move");
}
