//! Old Maid at a shared table, in process (`kit/table.rs`' `Table`): three people and a
//! computer play whole games through their screens, and a person who leaves is played for.
//!
//! The property: in every frame drawn for a chair, no card face appears that this chair has
//! not legitimately seen (its own hands, the discard pile, and at the end the loser's hand).

use asobi::catalog::GameId;
use asobi::games::random::GameRng;
use asobi::screens::View;
use asobi::screens::old_maid::{self, OldMaidScreen};
use asobi::screens::tables::{SeatedScreen, TablesScreen};
use asobi::tables::Phase;
use crossterm::event::KeyCode;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

use crate::kit::table::{NAMES, Table, faces};

/// Plays the table's game to its end: people press Enter on their turn, the clock plays the
/// computer. After every step each session draws its frame and the property is checked.
fn play_to_the_end(t: &mut Table, seed: u64) -> usize {
    let mut rng = GameRng::seed_from_u64(seed);
    let id = t.id();
    let mut steps = 0;
    loop {
        t.update_seen(id);
        for (chair, h) in t.people.iter_mut().enumerate() {
            let frame = h.render();
            for face in faces(&frame) {
                let known = t.seen[chair].iter().any(|c| c.unicode_label() == face);
                assert!(known, "{} sees {face}, never theirs:\n{frame}", NAMES[chair]);
            }
        }
        let (phase, on) = t.tables.read(|l| {
            let table = l.table(id).unwrap();
            (table.phase, table.live.as_ref().unwrap().on_turn())
        });
        if phase == Phase::Finished {
            return steps;
        }
        match on {
            Some(chair) if chair < 3 => {
                let h = &mut t.people[chair];
                let phase = h
                    .page::<SeatedScreen>()
                    .map(|s| s.screen::<OldMaidScreen>().unwrap().phase().clone());
                assert_eq!(phase, Some(old_maid::Phase::Human), "{}", h.render());
                // People pick cards at random: a fixed rule (the middle card, or one a step
                // further each turn) can pass the Joker back and forth between two people for
                // ever, since nobody shuffles.
                for _ in 0..rng.random_range(0..4) {
                    h.key(KeyCode::Right);
                }
                h.key(KeyCode::Enter);
            }
            _ => {
                t.tick();
            }
        }
        t.tell_all();
        steps += 1;
        assert!(steps < 3000, "the game never ended");
    }
}

#[test]
fn three_people_and_a_computer_play_old_maid_to_the_end_on_every_screen() {
    let mut t = Table::new(11, (100, 30));
    t.seat_everyone();
    let first = t.people[1].render();
    // The detector reads faces: Bob's own hand is on his screen.
    assert!(!faces(&first).is_empty(), "{first}");
    assert_eq!(faces("│10♥│ │JK │ │A♠ │"), ["10♥", "A♠", "JK"]);
    assert!(first.contains("Table #1") && first.contains("alice"), "{first}");
    assert!(first.contains("CPU 4"), "the computer's chair is named by its number:\n{first}");
    play_to_the_end(&mut t, 11);
    let id = t.id();
    let ranking = t.tables.read(|l| {
        let game = &l.table(id).unwrap().live.as_ref().unwrap().game;
        match game.state::<asobi::games::old_maid::Game>() {
            Some(g) => g.ranking(),
            None => panic!("not an Old Maid table: {game:?}"),
        }
    });
    for (chair, h) in t.people.iter_mut().enumerate() {
        let screen = h.render();
        assert!(screen.contains("Results"), "{screen}");
        // Each person's own statistics hold the game, at the place the table ranked them.
        let place = ranking.iter().position(|&c| c == chair).unwrap();
        let record = h.app.stats().total(GameId::OldMaid);
        assert_eq!(record.played, 1, "{}", NAMES[chair]);
        assert_eq!(record.places.get(place), Some(&1), "{}: {record:?}", NAMES[chair]);
    }
    // A rematch once everyone asks.
    for i in 0..3 {
        t.people[i].key(KeyCode::Enter);
        t.tell_all();
    }
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Playing);
    assert!(
        t.people[2]
            .page::<SeatedScreen>()
            .unwrap()
            .screen::<OldMaidScreen>()
            .unwrap()
            .in_progress()
    );
}

#[test]
fn a_person_who_leaves_is_played_by_a_computer_and_reclaims_the_chair() {
    let mut t = Table::new(5, (100, 30));
    t.seat_everyone();
    // Bob leaves; the table plays his turns at the computers' pace.
    t.people[1].key(KeyCode::Esc);
    t.tell_all();
    assert!(t.people[1].page::<TablesScreen>().is_some());
    assert!(t.people[0].render().contains("bob (away)"), "{}", t.people[0].render());
    let id = t.id();
    assert!(t.tables.read(|l| l.table(id).unwrap().automatic(1)));
    for _ in 0..12 {
        let on = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().on_turn());
        match on {
            Some(0) | Some(2) => {
                let c = on.unwrap();
                t.people[c].key(KeyCode::Enter);
            }
            _ => {
                t.tick();
            }
        }
        t.tell_all();
    }
    // Back through the Tables screen: his table is marked, Enter returns him to his chair.
    let list = t.people[1].render();
    assert!(list.contains("your seat"), "{list}");
    t.people[1].key(KeyCode::Enter);
    t.tell_all();
    let seated = t.people[1].page::<SeatedScreen>().expect("back in his chair");
    assert_eq!(seated.chair(), 1);
    assert!(!t.tables.read(|l| l.table(id).unwrap().automatic(1)));
    assert!(!t.people[0].render().contains("bob (away)"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// Over seeded games at the smallest terminal, no chair's frame ever shows a card it has
    /// not seen.
    #[test]
    fn no_chair_ever_sees_another_chairs_cards(seed in any::<u64>()) {
        let mut t = Table::new(seed, (80, 24));
        t.seat_everyone();
        play_to_the_end(&mut t, seed);
    }
}
