//! The turn flow's safety net: a hard search that does not answer in time gives way to the
//! normal player's move instead of freezing the table.

use std::sync::mpsc;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::games::sevens::Game;
use crate::screens::View;
use crate::screens::sevens::testkit::ScreenHarness;
use crate::settings::{AnimationSpeed, Settings};

#[test]
fn a_hard_search_silent_past_the_cap_gives_way_to_the_normal_move() {
    let mut settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    settings.sevens.level = Level::Hard;
    // A deal in which a computer moves first.
    let game = (0..)
        .map(|seed| Game::new(&settings.sevens, &mut StdRng::seed_from_u64(seed)))
        .find(|g| g.current_player() != Some(HUMAN))
        .expect("some deal");
    let mut h = ScreenHarness::new(game, settings, 1, 100, 30);
    let Phase::Thinking { seat, .. } = h.screen.phase else { panic!("a computer thinks") };
    assert_eq!(h.screen.game.turns(), 0, "the real search answered before the swap");
    // Swap the search for one that stays silent until the test ends.
    let (hold, silent) = mpsc::channel::<()>();
    h.screen.phase = Phase::Thinking {
        seat,
        timer: Timer::new(THINK, AnimationSpeed::Instant),
        worker: Some(Worker::spawn(move || {
            let _ = silent.recv();
            Action::Pass
        })),
        waited: Duration::ZERO,
    };
    h.tick(1900);
    assert_eq!(h.screen.game.turns(), 0, "within the cap the worker is waited for");
    assert!(h.screen.animating());
    // The fallback draws on the app's RNG: reseed it to know what normal would do.
    h.rng = StdRng::seed_from_u64(42);
    let expected = normal_action(&h.screen.game, seat, &mut StdRng::seed_from_u64(42));
    h.tick(100);
    let first = h.screen.log.front().expect("the computer moved");
    assert_eq!((first.seat, first.action), (seat, expected), "the normal player's move");
    drop(hold);
}
