//! The round flow: bets, the order of play, settling points, game over, and the 53 cards.

use asobi::games::cards::{Card, Deck};
use asobi::games::poker::PokerOptions;
use asobi::games::poker::{BetError, Marks, Outcome, Phase, PhaseError, Table, auto_round};
use asobi::games::random::GameRng;
use asobi::settings::Level;
use proptest::prelude::*;
use rand::SeedableRng;

fn conserved(table: &Table) -> bool {
    let mut all = table.all_cards();
    all.sort();
    all == Deck::with_joker()
}

#[test]
fn a_new_table_waits_for_a_bet() {
    let table = Table::new(&PokerOptions::default());
    assert_eq!((table.points(), table.best_points(), table.phase()), (100, 100, Phase::Betting));
    assert_eq!(table.player_hand(), None);
    assert!(conserved(&table));
}

#[test]
fn every_bad_bet_is_refused_and_changes_nothing() {
    let mut rng = GameRng::seed_from_u64(9);
    let mut table = Table::with_points(50, Level::Normal);
    let cases = [
        ("", BetError::Empty),
        ("  ", BetError::Empty),
        ("ten", BetError::NotANumber("ten".into())),
        ("4.5", BetError::NotANumber("4.5".into())),
        ("0", BetError::TooSmall),
        ("-1", BetError::TooSmall),
        ("51", BetError::TooMuch { bet: 51, points: 50 }),
    ];
    for (text, expected) in cases {
        let before = table.clone();
        let err = table.place_bet(text, &mut rng).unwrap_err();
        assert_eq!(err, expected, "{text:?}");
        assert!(!err.to_string().is_empty());
        assert_eq!(table, before, "{text:?} changed the table");
    }
    assert_eq!(table.place_bet_amount(0, &mut rng), Err(BetError::TooSmall));
    assert!(table.place_bet("50", &mut rng).is_ok(), "all-in is allowed");
    // Once dealt, another bet is refused and nothing changes.
    let before = table.clone();
    assert_eq!(table.place_bet("5", &mut rng), Err(BetError::NotBetting));
    assert_eq!(table, before);
}

#[test]
fn a_round_runs_in_order_and_settles_the_bet() {
    let mut rng = GameRng::seed_from_u64(11);
    let mut table = Table::with_points(100, Level::Normal);
    assert!(matches!(
        table.exchange(Marks::NONE),
        Err(PhaseError { expected: Phase::Exchange, .. })
    ));
    table.place_bet(" 10 ", &mut rng).unwrap();
    assert_eq!((table.phase(), table.bet(), table.deck().len()), (Phase::Exchange, 10, 43));
    let before = table.player_hand().unwrap();
    let next_two: Vec<Card> = table.deck().iter().rev().take(2).copied().collect();
    table.exchange(Marks::from_positions(&[1, 3])).unwrap();
    let after = table.player_hand().unwrap();
    assert_eq!((after[0], after[2], after[4]), (before[0], before[2], before[4]));
    assert_eq!([after[1], after[3]], [next_two[0], next_two[1]], "drawn from the top");
    assert_eq!(table.discards(), [before[1], before[3]]);
    assert_eq!(table.phase(), Phase::DealerTurn);
    assert!(table.place_bet("5", &mut rng).is_err());

    // The preview of the dealer's exchange is the hand the exchange then makes.
    let dealer_marks = table.dealer_choice().unwrap();
    let preview = table.dealer_hand_after(dealer_marks);
    assert_eq!(table.dealer_hand_after(Marks::NONE), table.dealer_hand());
    let showdown = table.dealer_exchange(dealer_marks).unwrap();
    assert_eq!(table.dealer_hand(), preview);
    assert_eq!(table.phase(), Phase::Showdown);
    let expected_delta = match showdown.outcome {
        Outcome::PlayerWins => 10,
        Outcome::DealerWins => -10,
        Outcome::Push => 0,
    };
    assert_eq!(showdown.delta, expected_delta);
    assert_eq!(i64::from(table.points()), 100 + expected_delta);
    let record = table.record();
    assert_eq!(record.wins + record.losses + record.pushes, 1);
    assert_eq!(table.best_points(), table.points().max(100));
    table.next_round().unwrap();
    assert_eq!(table.phase(), Phase::Betting);
    assert!(conserved(&table));
}

#[test]
fn the_game_ends_at_zero_points() {
    let mut rng = GameRng::seed_from_u64(5);
    let mut table = Table::with_points(1, Level::Hard);
    let mut best = 1;
    while table.phase() == Phase::Betting {
        let all_in = u64::from(table.points());
        table.place_bet_amount(all_in, &mut rng).unwrap();
        table.exchange(Marks::NONE).unwrap();
        table.dealer_play().unwrap();
        best = best.max(table.points());
        table.next_round().unwrap();
    }
    assert_eq!((table.phase(), table.points()), (Phase::GameOver, 0));
    assert!(table.is_game_over());
    assert_eq!(table.best_points(), best);
    assert_eq!(table.place_bet("1", &mut rng), Err(BetError::NotBetting));
}

fn level() -> impl Strategy<Value = Level> {
    prop_oneof![Just(Level::Easy), Just(Level::Normal), Just(Level::Hard)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn cards_are_never_created_or_lost(
        seed: u64, marks in 0u8..32, bet in 1u64..=100, dealer in level(), player in level(),
        dealer_marks in 0u8..32
    ) {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut table = Table::with_points(100, dealer);
        prop_assert!(conserved(&table));
        table.place_bet_amount(bet, &mut rng).unwrap();
        prop_assert!(conserved(&table));
        table.exchange(Marks::from_bits(marks)).unwrap();
        prop_assert!(conserved(&table));
        prop_assert_eq!(table.discards().len(), Marks::from_bits(marks).count());
        // Any exchange the dealer makes is the one previewed while its cards turn over.
        let dealer_marks = Marks::from_bits(dealer_marks);
        let preview = table.dealer_hand_after(dealer_marks);
        let showdown = table.dealer_exchange(dealer_marks).unwrap();
        prop_assert_eq!(table.dealer_hand(), preview);
        prop_assert!(conserved(&table));
        prop_assert_eq!(i64::from(table.points()), 100 + showdown.delta);
        table.next_round().unwrap();
        // A computer round on the same table keeps every card too.
        auto_round(&mut table, player, 1, &mut rng);
        prop_assert!(conserved(&table));
        prop_assert_eq!(table.player_hand().map(|h| h.len()), Some(5));
    }
}
