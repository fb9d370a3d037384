//! Killer Sevens rules from RULES.md §4: the kill examples, playability, passes, ranking.

use asobi::games::cards::{Card, Rank, Suit};
use asobi::games::random::GameRng;
use asobi::games::sevens::SevensOptions;
use asobi::games::sevens::{Action, Cell, Game, IllegalMove, Status, layout};
use asobi::testing::{card as c, cards as cs};
use rand::SeedableRng;

fn opts(players: u8, pass_limit: u8, max_kill_region: u8) -> SevensOptions {
    SevensOptions { players, pass_limit, max_kill_region, ..SevensOptions::default() }
}

fn dead_cards(game: &Game) -> Vec<Card> {
    let mut v: Vec<Card> = Suit::ALL
        .iter()
        .flat_map(|&s| Rank::all().map(move |r| Card::new(s, r)))
        .filter(|&card| game.cell_of(card) == Cell::Dead)
        .collect();
    v.sort();
    v
}

#[test]
fn single_club_six_enclosed_against_the_bottom_edge_dies() {
    // ♣5 and ♣7 played, ♦6 completes the enclosure; ♣6 is held by seat 1.
    let mut g =
        Game::from_position(&opts(3, 3, 0), &cs("5C"), &[], &[&cs("6D 8S"), &cs("6C 9S")], 0);
    let report = g.play(0, c("6D")).expect("6D is playable next to 7D");
    assert_eq!(report.killed, vec![(c("6C"), 1)]);
    assert_eq!(g.cell_of(c("6C")), Cell::Dead);
    assert_eq!(g.killed_count(1), 1);
    assert_eq!(g.killed_count(0), 0);
    assert_eq!(g.hand(1), cs("9S"));
    assert_eq!(dead_cards(&g), cs("6C"));
}

#[test]
fn two_clubs_enclosed_die_together() {
    // ♣4 ♣7 ♦5 played; ♦6 closes the 1x2 pocket ♣5 ♣6.
    let mut g = Game::from_position(
        &opts(3, 3, 0),
        &cs("4C 5D"),
        &[],
        &[&cs("6D 8S"), &cs("5C 9S"), &cs("6C")],
        0,
    );
    let report = g.play(0, c("6D")).expect("playable");
    let mut killed = cs("5C 6C");
    killed.sort();
    assert_eq!(dead_cards(&g), killed);
    assert_eq!(report.killed, vec![(c("5C"), 1), (c("6C"), 2)]);
}

#[test]
fn two_by_two_block_at_the_top_dies() {
    // ♠4 ♥4 ♠7 ♥7 ♦5 played; ♦6 closes the square ♠5 ♠6 ♥5 ♥6 against the top edge.
    let mut g = Game::from_position(
        &opts(4, 3, 0),
        &cs("4S 4H 5D"),
        &[],
        &[&cs("6D 5S 9C"), &cs("6S 5H")],
        0,
    );
    let preview = g.kill_preview(c("6D"));
    // Seat 0 sees its own ♠5 and three cells it does not hold.
    let mine: Vec<Card> = preview.iter().filter(|(_, h)| *h == Some(0)).map(|p| p.0).collect();
    assert_eq!(mine, cs("5S"));
    assert_eq!(preview.len(), 4);
    assert!(preview.iter().all(|(_, h)| h.is_none() || *h == Some(0)));
    let report = g.play(0, c("6D")).expect("playable");
    let mut expect = cs("5S 6S 5H 6H");
    expect.sort();
    assert_eq!(dead_cards(&g), expect);
    assert_eq!(report.killed.len(), 4);
    assert_eq!(g.killed_count(0), 1, "own ♠5 counts against seat 0");
    assert_eq!(g.killed_count(1), 2);
}

#[test]
fn an_l_shape_kills_nothing() {
    // ♠5 ♠6 ♥6 are enclosed by ♠4 ♥5 ♠7 ♥7 ♦6 and the edge, but form an L.
    let mut g = Game::from_position(&opts(3, 3, 0), &cs("4S 5H"), &[], &[&cs("6D 8C")], 0);
    assert!(g.kill_preview(c("6D")).is_empty());
    let report = g.play(0, c("6D")).expect("playable");
    assert!(report.killed.is_empty());
    assert!(dead_cards(&g).is_empty());
    for card in cs("5S 6S 6H") {
        assert_eq!(g.cell_of(card), Cell::Empty);
    }
}

#[test]
fn a_corner_cell_dies_and_diagonals_make_cards_playable() {
    // ♠2..♠6 played; ♥A touches ♠2 only diagonally, yet is playable; it walls in ♠A.
    let mut g = Game::from_position(
        &opts(3, 3, 0),
        &cs("2S 3S 4S 5S 6S"),
        &[],
        &[&cs("AH 9D"), &cs("AS")],
        0,
    );
    assert_eq!(g.playable_cards(0), cs("AH"));
    let report = g.play(0, c("AH")).expect("diagonal neighbour ♠2 is connected");
    assert_eq!(report.killed, vec![(c("AS"), 1)]);
    // Seat 1 lost its only card: it went out at that moment.
    assert_eq!(report.went_out, vec![1]);
    assert_eq!(g.status(1), Status::Out { order: 1 });
}

#[test]
fn the_last_six_kills_the_whole_ace_to_five_block_unless_limited() {
    let play_last_six = |max: u8| {
        let mut g = Game::from_position(&opts(4, 3, max), &cs("6S 6H 6D"), &[], &[&cs("6C")], 0);
        let report = g.play(0, c("6C")).expect("playable");
        (report.killed.len(), dead_cards(&g).len())
    };
    assert_eq!(play_last_six(0), (20, 20), "4 rows x A..5 is a solid rectangle");
    assert_eq!(play_last_six(20), (20, 20));
    assert_eq!(play_last_six(19), (0, 0), "a 19-cell limit spares the 20-cell block");
}

#[test]
fn the_region_limit_still_allows_small_kills() {
    let mut g =
        Game::from_position(&opts(3, 3, 1), &cs("5C"), &[], &[&cs("6D 8S"), &cs("6C 9S")], 0);
    assert_eq!(g.play(0, c("6D")).expect("playable").killed, vec![(c("6C"), 1)]);
}

#[test]
fn the_opening_column_of_sevens_kills_nothing() {
    let sevens_only = layout::ALL & !layout::SEVENS;
    for seed in 0..20 {
        let g = Game::new(&SevensOptions::default(), &mut GameRng::seed_from_u64(seed));
        assert!(dead_cards(&g).is_empty());
        for suit in Suit::ALL {
            for rank in Rank::all() {
                let want = if rank == Rank::SEVEN { Cell::Played } else { Cell::Empty };
                assert_eq!(g.cell(suit, rank), want, "the A–6 and 8–K blocks stay EMPTY");
            }
        }
        // Each block is a solid 4x6 rectangle walled in by the 7s and the table's edges: a kill
        // check next to the 7s would kill all 48 cards. That is why laying the 7s is not a
        // placement with a kill check (RULES.md: only the card just placed is checked).
        assert_eq!(g.table().kills_around(layout::SEVENS, 0), sevens_only);
        let held: usize = (0..4).map(|s| g.hand_len(s)).sum();
        assert_eq!(held, 48, "the 7s left the hands");
        let first = g.current_player().expect("a first player");
        let d7 = Card::new(Suit::Diamonds, Rank::SEVEN);
        // The first player was dealt ♦7: deal index ≡ seat (mod 4); check by re-dealing.
        let deck = asobi::games::cards::Deck::shuffled(
            asobi::games::cards::Deck::standard(),
            &mut GameRng::seed_from_u64(seed),
        );
        let pos = deck.iter().position(|&x| x == d7).expect("in deck");
        assert_eq!(first, pos % 4);
    }
}

#[test]
fn passes_are_limited_and_then_a_player_able_to_play_must_play() {
    let mut g = Game::from_position(&opts(3, 2, 0), &[], &[], &[&cs("6S"), &cs("6H")], 0);
    for used in 1..=2u8 {
        assert!(g.can_pass(0));
        g.pass(0).expect("pass allowed");
        assert_eq!(g.passes_used(0), used);
        g.pass(1).expect("seat 1 passes too");
        let stay = g.playable_cards(2)[0];
        g.play(2, stay).expect("seat 2 plays");
    }
    assert_eq!(g.passes_left(0), Some(0));
    assert!(!g.can_pass(0));
    assert_eq!(g.pass(0), Err(IllegalMove::MustPlay));
    assert_eq!(g.pass(1), Err(IllegalMove::NotYourTurn));
    assert_eq!(g.play(0, c("6H")), Err(IllegalMove::NotInHand(c("6H"))));
    assert_eq!(g.play(0, c("6S")).map(|r| r.went_out), Ok(vec![0]));
}

#[test]
fn unlimited_passes_only_when_unable() {
    let mut g = Game::from_position(&opts(3, 0, 0), &[], &[], &[&cs("6S"), &cs("AH")], 0);
    assert_eq!(g.passes_left(0), None);
    assert!(!g.can_pass(0));
    assert_eq!(g.pass(0), Err(IllegalMove::MustPlay));
    g.play(0, c("6S")).expect("play");
    // Seat 1 cannot play ♥A yet: it passes freely, again and again.
    assert!(g.can_pass(1) && !g.pass_eliminates(1));
    assert!(g.pass(1).expect("free pass").eliminated.is_none());
}

#[test]
fn unlimited_passes_on_a_frozen_table_eliminate_the_player_to_move() {
    // Column 6 and column 8 dead: every remaining card is cut off from the 7s.
    let mut g =
        Game::from_position(&opts(3, 0, 0), &[], &cs("6S 6H 6D 6C 8S 8H 8D 8C"), &[&cs("AS")], 0);
    assert!(g.pass_eliminates(0));
    let r = g.pass(0).expect("forced");
    assert!(r.eliminated.is_some());
    let mut turns = 0;
    while let Some(seat) = g.current_player() {
        g.pass(seat).expect("frozen: every pass eliminates");
        turns += 1;
        assert!(turns < 10);
    }
    assert!(g.is_over());
}

#[test]
fn ranking_puts_fewest_kills_first_then_earliest_out() {
    // Seat 1's only card is killed: it is out first, with one kill against it.
    let mut g = Game::from_position(&opts(3, 3, 0), &cs("5C"), &[], &[&cs("6D 8S"), &cs("6C")], 0);
    let r = g.play(0, c("6D")).expect("playable");
    assert_eq!(r.went_out, vec![1]);
    assert_eq!(r.next_player, Some(2), "seat 1 is out, so seat 2 moves");
    g.pass(2).expect("pass");
    g.play(0, c("8S")).expect("8S touches 7S");
    assert_eq!(g.status(0), Status::Out { order: 2 });
    let order: Vec<usize> = g.ranking().iter().map(|s| s.seat).collect();
    assert_eq!(order[..2], [0, 1], "no kills beats going out first");
    assert_eq!(g.ranking()[0].place, 1);
    assert_eq!(g.place_of(1), 2);
    // Seat 2 (holding every other card) finishes alone.
    while let Some(seat) = g.current_player() {
        let card = g.playable_cards(seat)[0];
        g.play(seat, card).expect("playable");
    }
    assert!(g.is_over());
    assert_eq!(g.play(2, c("9S")), Err(IllegalMove::GameOver));
    let order: Vec<usize> = g.ranking().iter().map(|s| s.seat).collect();
    // Seat 2 went out last: it beats seat 1 only with fewer kills than seat 1's one.
    let expect = if g.killed_count(2) == 0 { [0, 2, 1] } else { [0, 1, 2] };
    assert_eq!(order, expect);
}

#[test]
fn equal_kills_rank_by_who_went_out_first_not_by_seat() {
    let mut g =
        Game::from_position(&opts(4, 3, 0), &[], &[], &[&cs("8S 9S"), &cs("8H 9H"), &cs("8D")], 0);
    // Seat 3 plays ♣6, not ♣8: a full 8 column would wall in (and kill) the whole 9–K block.
    for (seat, card) in [(0, "8S"), (1, "8H"), (2, "8D"), (3, "6C"), (0, "9S"), (1, "9H")] {
        g.play(seat, c(card)).expect("playable");
    }
    assert_eq!(dead_cards(&g), Vec::<Card>::new(), "nobody has a kill against them");
    assert_eq!(g.status(2), Status::Out { order: 1 });
    assert_eq!(g.status(0), Status::Out { order: 2 });
    assert_eq!(g.status(1), Status::Out { order: 3 });
    let order: Vec<usize> = g.ranking().iter().map(|s| s.seat).collect();
    assert_eq!(order, [2, 0, 1, 3], "seat 2 went out first, so it ranks above seats 0 and 1");
}

#[test]
fn later_eliminated_ranks_higher() {
    let mut g = Game::from_position(
        &opts(3, 0, 0),
        &[],
        &cs("6S 6H 6D 6C 8S 8H 8D 8C"),
        &[&cs("AS"), &cs("AH")],
        0,
    );
    while let Some(seat) = g.current_player() {
        g.apply(seat, Action::Pass).expect("frozen");
    }
    let order: Vec<usize> = g.ranking().iter().map(|s| s.seat).collect();
    assert_eq!(order, [2, 1, 0]);
}

#[test]
fn the_deal_remembers_who_laid_each_seven_and_the_diamond_seven_starts() {
    for players in 3..=6u8 {
        for seed in 0..20 {
            let g = Game::new(&opts(players, 3, 0), &mut GameRng::seed_from_u64(seed));
            let n = usize::from(players);
            // Dealt round-robin from seat 0: seat s got 52/n cards, one more for the first
            // 52 % n seats; what a seat lacks of that now is the 7s it laid.
            for seat in 0..n {
                let dealt = 52 / n + usize::from(seat < 52 % n);
                let laid = Suit::ALL.iter().filter(|&&s| g.seven_holder(s) == Some(seat)).count();
                assert_eq!(g.hand_len(seat) + laid, dealt, "seat {seat} of {n}, seed {seed}");
            }
            assert_eq!(g.current_player(), g.seven_holder(Suit::Diamonds));
            assert_eq!(g.validate(), Ok(()));
        }
    }
    // A test position does not know, and says nothing.
    let g = Game::from_position(&opts(3, 3, 0), &[], &[], &[&cs("6D"), &cs("6C")], 0);
    assert_eq!(g.seven_holder(Suit::Spades), None);
}
