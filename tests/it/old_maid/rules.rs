//! Old Maid rules by example: dealing, pair discards, drawing, going out, and the edge cases
//! the module docs decide (out at the deal, over at the deal, two out in one draw).

use asobi::games::cards::{Card, Deck};
use asobi::games::old_maid::{BadPlayerCount, Discard, Game, IllegalDraw};
use asobi::games::random::GameRng;
use asobi::testing::cards;
use rand::{Rng, SeedableRng};

fn game(hands: &[&str]) -> Game {
    Game::from_hands(hands.iter().map(|h| cards(h)).collect()).expect("2..=6 hands")
}

#[test]
fn deals_all_53_cards_round_robin_from_seat_0() {
    let expected: [&[usize]; 5] =
        [&[27, 26], &[18, 18, 17], &[14, 13, 13, 13], &[11, 11, 11, 10, 10], &[9, 9, 9, 9, 9, 8]];
    for (players, sizes) in (2..=6).zip(expected) {
        let g = Game::new(players, &mut GameRng::seed_from_u64(players as u64)).unwrap();
        let dealt: Vec<usize> = (0..players).map(|s| g.dealt_hand(s).len()).collect();
        assert_eq!(dealt, sizes, "{players} players");
        let mut all: Vec<Card> = (0..players).flat_map(|s| g.dealt_hand(s).to_vec()).collect();
        all.sort();
        assert_eq!(all, Deck::with_joker());
    }
}

#[test]
fn player_counts_outside_2_to_6_are_refused() {
    let mut rng = GameRng::seed_from_u64(0);
    assert_eq!(Game::new(1, &mut rng).unwrap_err(), BadPlayerCount(1));
    assert_eq!(Game::new(7, &mut rng).unwrap_err(), BadPlayerCount(7));
    assert!(Game::from_hands(vec![cards("JK")]).is_err());
}

#[test]
fn the_same_seed_replays_the_same_deal() {
    let a = Game::new(4, &mut GameRng::seed_from_u64(42)).unwrap();
    let b = Game::new(4, &mut GameRng::seed_from_u64(42)).unwrap();
    assert_eq!(a, b);
}

#[test]
fn three_of_a_kind_discards_one_pair_and_four_discard_two() {
    let g = game(&["5S 9H 5H JK 5D", "KS KH 2C KD KC"]);
    assert_eq!(g.hand(0), cards("9H JK 5D"));
    assert_eq!(g.hand(1), cards("2C"));
    let pile: Vec<Discard> = g.discards().to_vec();
    assert_eq!(pile.len(), 3);
    assert_eq!(pile[0], Discard { seat: 0, cards: [cards("5S")[0], cards("5H")[0]] });
    assert!(pile[1..].iter().all(|d| d.seat == 1));
}

#[test]
fn play_starts_with_seat_0_and_draws_from_the_next_seat() {
    let g = game(&["2S 3S", "4S 5S", "6S JK"]);
    assert_eq!((g.current_drawer(), g.victim()), (Some(0), Some(1)));
}

#[test]
fn a_drawn_card_that_pairs_is_discarded_otherwise_it_joins_the_end() {
    let mut g = game(&["2S 3S", "4S 3H", "6S JK"]);
    let r = g.draw(1).unwrap();
    assert_eq!((r.drawer, r.victim, r.card), (0, 1, cards("3H")[0]));
    assert_eq!(r.pair, Some([cards("3S")[0], cards("3H")[0]]));
    assert_eq!(g.hand(0), cards("2S"));
    assert_eq!(g.discards().last().map(|d| d.seat), Some(0));
    assert_eq!(r.next_drawer, Some(1));
    // Seat 1 now draws from seat 2; the 6S does not pair.
    let r = g.draw(0).unwrap();
    assert_eq!((r.drawer, r.victim, r.pair), (1, 2, None));
    assert_eq!(g.hand(1), cards("4S 6S"));
}

#[test]
fn going_out_when_the_last_card_is_drawn_from_you() {
    let mut g = game(&["5S 9H", "5H", "JK 9D"]);
    let r = g.draw(0).unwrap();
    assert_eq!(r.went_out, vec![1]);
    assert!(g.is_out(1) && g.hand(1).is_empty());
    // Seat 1 is skipped: seat 2 draws next, from seat 0.
    assert_eq!((r.next_drawer, g.victim()), (Some(2), Some(0)));
    let r = g.draw(0).unwrap();
    assert_eq!(r.went_out, vec![0]);
    assert!(r.game_over && g.is_over());
    assert_eq!(g.finishing_order(), [1, 0]);
    assert_eq!(g.loser(), Some(2));
    assert_eq!(g.ranking(), vec![1, 0, 2]);
    assert_eq!(g.hand(2), cards("JK"));
}

#[test]
fn victim_out_first_then_drawer_when_both_empty_in_one_draw() {
    let mut g = game(&["5S", "5H", "JK"]);
    let r = g.draw(0).unwrap();
    assert_eq!(r.went_out, vec![1, 0]);
    assert_eq!((r.next_drawer, r.game_over), (None, true));
    assert_eq!(g.ranking(), vec![1, 0, 2]);
}

#[test]
fn out_of_range_positions_are_refused_and_change_nothing() {
    let mut g = game(&["2S 3S", "4S 5S", "6S JK"]);
    let before = g.clone();
    assert_eq!(g.draw(2), Err(IllegalDraw::OutOfRange { position: 2, len: 2 }));
    assert_eq!(g, before);
}

#[test]
fn a_player_can_go_out_at_the_deal_and_play_starts_after_them() {
    let g = game(&["5S 5H", "JK 9S", "9H 2C", "7D 7C"]);
    assert_eq!(g.finishing_order(), [0, 3]);
    assert_eq!((g.current_drawer(), g.victim()), (Some(1), Some(2)));
    // Seat 2 draws from seat 1: seats 3 and 0 are skipped.
    let mut g = g;
    g.draw(0).unwrap();
    assert_eq!((g.current_drawer(), g.victim()), (Some(2), Some(1)));
}

#[test]
fn the_game_can_be_over_at_the_deal() {
    let mut g = game(&["5S 5H JK", "9S 9H"]);
    assert!(g.is_over());
    assert_eq!((g.current_drawer(), g.victim(), g.loser()), (None, None, Some(0)));
    assert_eq!(g.draw(0), Err(IllegalDraw::GameOver));
}

#[test]
fn computers_shuffle_after_their_turn_and_the_human_does_not() {
    let mut g = game(&["2S 3S", "4S 5S 6S 7S 8S 9S 10S JS QS KS", "AH JK"]);
    // `twin` replays `rng`'s stream: equal next values mean `end_turn` drew nothing.
    let (mut rng, mut twin) = (GameRng::seed_from_u64(3), GameRng::seed_from_u64(3));
    g.draw(0).unwrap(); // human draws
    g.end_turn(&mut rng);
    assert_eq!(rng.next_u64(), twin.next_u64(), "no shuffle after the human's draw");
    let before = g.hand(1).to_vec();
    let r = g.draw(0).unwrap(); // seat 1 draws AH from seat 2
    assert_eq!(g.hand(1).last(), Some(&r.card));
    g.end_turn(&mut rng);
    let mut after = g.hand(1).to_vec();
    after.sort();
    let mut expected = before;
    expected.push(r.card);
    expected.sort();
    assert_eq!(after, expected);
    let (mut rng, mut twin) = (GameRng::seed_from_u64(4), GameRng::seed_from_u64(4));
    g.end_turn(&mut rng);
    assert_eq!(rng.next_u64(), twin.next_u64(), "a second end_turn does nothing");
}

#[test]
fn sort_hand_orders_by_rank_with_the_joker_last() {
    let mut g = game(&["JK KD 2C AH 3H", "3S"]);
    g.sort_hand(0);
    assert_eq!(g.hand(0), cards("AH 2C 3H KD JK"));
}

#[test]
fn computer_pick_stays_inside_the_victims_hand() {
    let g = game(&["2S", "4S 5S 6S", "JK"]);
    let mut rng = GameRng::seed_from_u64(9);
    let mut seen = [false; 3];
    for _ in 0..200 {
        seen[g.computer_pick(&mut rng)] = true;
    }
    assert_eq!(seen, [true; 3]);
}
