//! Random keys, clicks, resizes and ticks at a Killer Sevens table: nothing panics, and every
//! seated screen ends holding the table's game turned to its chair.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::games::random::GameRng;
use asobi::screens::sevens::SevensScreen;
use asobi::screens::tables::SeatedScreen;
use rand::SeedableRng;

use super::live;
use crate::kit::table::{NAMES, Table, settle};
use crate::tables::screens::{Chaos, STAYING, random_events};

#[test]
fn random_events_at_a_sevens_table_never_panic_and_every_screen_follows_the_table() {
    let mut waits_ended = 0;
    let mut followed = 0;
    for seed in 0..2u64 {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut t = Table::new(seed, (100, 30));
        t.seat_everyone_at(GameId::Sevens);
        let id = t.id();
        let ahead = Duration::from_secs(2);
        waits_ended +=
            random_events(&mut t, &mut rng, Chaos { mix: &STAYING, steps: 1200, every: 7, ahead });
        // Everyone holds the table's game, once their screen has caught up.
        let (game, _) = live(&t, id);
        for (chair, h) in t.people.iter_mut().enumerate() {
            h.resize(100, 30);
            settle(h);
            if let Some(screen) = h.page::<SeatedScreen>().and_then(|s| s.screen::<SevensScreen>())
            {
                assert_eq!(screen.game(), &game.rotated(chair), "{}", NAMES[chair]);
                followed += 1;
            }
        }
    }
    assert_eq!(followed, 6, "everyone stayed in their chair");
    // Else no stale notice to wait could have been caught here.
    assert!(waits_ended > 0, "no one's turn came after a notice to wait");
}
