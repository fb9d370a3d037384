//! A poker table as saved data: every state play reaches reads back as the same table (the
//! showdown worked out again), through JSON too; each rule a hand-edited state might break is
//! caught by `TableState::validate` with its own error.

use asobi::games::poker::{
    Marks, Outcome, Phase, Record, RoundStage, StateError, Table, TableState, auto_round,
};
use asobi::games::random::GameRng;
use asobi::settings::Level;
use proptest::prelude::*;
use rand::SeedableRng;

/// Writes the table out and reads it back, through JSON as a save file does.
fn round_trip(table: &Table) -> Table {
    let json = serde_json::to_string(&table.state()).unwrap();
    let state: TableState = serde_json::from_str(&json).unwrap();
    assert_eq!(state, table.state());
    Table::from_state(&state).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// A table at the dealer's turn (seed 3, bet 10, two cards exchanged).
fn dealer_turn() -> Table {
    let mut table = Table::with_points(100, Level::Normal);
    table.place_bet_amount(10, &mut GameRng::seed_from_u64(3)).unwrap();
    table.exchange(Marks::from_positions(&[0, 4])).unwrap();
    table
}

fn err(state: &TableState) -> StateError {
    state.validate().expect_err("a state play cannot reach")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_state_of_play_reads_back_as_the_same_table(
        seed: u64, rounds in 0usize..4, bet in 1u64..=50, marks in 0u8..32, dealer in 0u8..32
    ) {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut table = Table::with_points(60, Level::Normal);
        for _ in 0..rounds {
            if auto_round(&mut table, Level::Normal, 5, &mut rng).is_none() {
                break;
            }
        }
        prop_assume!(table.phase() == Phase::Betting && u64::from(table.points()) >= bet);
        // Between rounds only the game is kept, not the last round's cards.
        let back = round_trip(&table);
        prop_assert_eq!(back.state(), table.state());
        prop_assert_eq!((back.points(), back.record()), (table.points(), table.record()));

        table.place_bet_amount(bet, &mut rng).unwrap();
        prop_assert_eq!(&round_trip(&table), &table);
        table.exchange(Marks::from_bits(marks)).unwrap();
        prop_assert_eq!(&round_trip(&table), &table);
        table.dealer_exchange(Marks::from_bits(dealer)).unwrap();
        if table.is_game_over() {
            prop_assert_eq!(err(&table.state()), StateError::NoPoints);
        } else {
            let back = round_trip(&table);
            prop_assert_eq!(back.showdown(), table.showdown(), "the showdown is worked out again");
            prop_assert_eq!(&back, &table);
        }
    }
}

#[test]
fn cards_are_written_as_text_and_unknown_ones_cannot_be_read() {
    let json = serde_json::to_string(&dealer_turn().state()).unwrap();
    assert!(json.contains("\"stage\":\"dealer_turn\""), "{json}");
    assert!(json.contains("\"player_marks\":[0,4]"), "{json}");
    let hand = dealer_turn().player_hand().unwrap();
    assert!(json.contains(&format!("\"{}\"", hand[0])), "{json}");
    let bad = json.replacen(&format!("\"{}\"", hand[0]), "\"ZZ\"", 1);
    assert!(serde_json::from_str::<TableState>(&bad).is_err());
    let bad = json.replace("\"player_marks\":[0,4]", "\"player_marks\":[0,5]");
    assert!(serde_json::from_str::<TableState>(&bad).is_err(), "position 5 is no card");
    let bad = json.replace("\"player_marks\":[0,4]", "\"player_marks\":[4,4]");
    assert!(serde_json::from_str::<TableState>(&bad).is_err(), "a card marked twice");
}

#[test]
fn each_broken_rule_is_named() {
    let good = dealer_turn().state();
    assert_eq!(good.validate(), Ok(()));
    let edit = |f: &dyn Fn(&mut TableState)| {
        let mut s = good.clone();
        f(&mut s);
        err(&s)
    };
    assert_eq!(edit(&|s| s.points = 0), StateError::NoPoints);
    assert_eq!(
        edit(&|s| s.best_points = 50),
        StateError::BestBelowPoints { best: 50, points: 100 }
    );
    assert_eq!(
        edit(&|s| s.round.as_mut().unwrap().bet = 0),
        StateError::Bet { bet: 0, points: 100 }
    );
    assert_eq!(
        edit(&|s| s.round.as_mut().unwrap().bet = 101),
        StateError::Bet { bet: 101, points: 100 }
    );
    let first = good.round.as_ref().unwrap().player[0];
    assert_eq!(edit(&|s| s.round.as_mut().unwrap().deck[5] = first), StateError::CardTwice(first));
    assert_eq!(
        edit(&|s| {
            s.round.as_mut().unwrap().deck.pop();
        }),
        StateError::CardCount { cards: 52 }
    );
    assert_eq!(
        edit(&|s| {
            let r = s.round.as_mut().unwrap();
            let card = r.player.pop().unwrap();
            r.deck.push(card);
        }),
        StateError::HandSize { cards: 4 }
    );
    assert_eq!(
        edit(&|s| s.round.as_mut().unwrap().player_marks = Marks::from_positions(&[0])),
        StateError::Discards { expected: 1, found: 2 }
    );
    assert_eq!(
        edit(&|s| s.round.as_mut().unwrap().dealer_marks = Marks::from_positions(&[0])),
        StateError::EarlyExchange
    );
    assert_eq!(
        edit(&|s| s.round.as_mut().unwrap().stage = RoundStage::Exchange),
        StateError::EarlyExchange
    );
}

#[test]
fn a_showdown_must_be_in_the_record_and_its_bet_within_the_points_before_it() {
    let mut table = dealer_turn();
    let sd = table.dealer_exchange(Marks::NONE).unwrap();
    let good = table.state();
    assert_eq!(good.validate(), Ok(()));
    let mut unrecorded = good.clone();
    unrecorded.record = Record::default();
    assert_eq!(err(&unrecorded), StateError::Unrecorded);
    // The points before the round follow from the outcome; the bet was placed from them and
    // the game's best includes them.
    let mut state = good.clone();
    let (bet, want) = match sd.outcome {
        Outcome::PlayerWins => (110, StateError::Bet { bet: 110, points: 0 }),
        Outcome::DealerWins => (20, StateError::BestBelowPoints { best: 100, points: 110 }),
        Outcome::Push => (101, StateError::Bet { bet: 101, points: 100 }),
    };
    state.round.as_mut().unwrap().bet = bet;
    if sd.outcome == Outcome::PlayerWins {
        state.points = 110;
        state.best_points = 110;
    }
    assert_eq!(err(&state), want, "{:?}", sd.outcome);
}
