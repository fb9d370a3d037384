//! Killer Sevens eliminations (RULES.md §4): the eliminated player's cards are laid as PLAYED
//! and ownerless, kills are checked next to them and charged to the holders, and laid cards
//! make cells playable only once they are joined to a 7.

use asobi::games::cards::Card;
use asobi::games::sevens::SevensOptions;
use asobi::games::sevens::{Cell, Game, Status};
use asobi::testing::{card as c, cards as cs};

fn opts(players: u8, pass_limit: u8, max_kill_region: u8) -> SevensOptions {
    SevensOptions { players, pass_limit, max_kill_region, ..SevensOptions::default() }
}

/// Seat 0 (stuck, one pass) passes, seats 1 and 2 play `plays`, and seat 0 is eliminated.
fn eliminate_seat_0(g: &mut Game, plays: [&str; 2]) -> asobi::games::sevens::Elimination {
    assert!(g.playable_cards(0).is_empty() && !g.pass_eliminates(0));
    g.pass(0).expect("a stuck player passes");
    g.play(1, c(plays[0])).expect("seat 1 plays");
    g.play(2, c(plays[1])).expect("seat 2 plays");
    assert!(g.pass_eliminates(0));
    let report = g.pass(0).expect("the forced pass eliminates");
    assert_eq!(g.status(0), Status::Eliminated { order: 1 });
    report.eliminated.expect("eliminated")
}

#[test]
fn laid_cards_that_close_a_pocket_kill_it_and_the_holder_is_charged() {
    // Seat 0's ♣2 and ♦A are far from the 7s. Laid, they wall ♣A into the corner.
    let mut g = Game::from_position(&opts(3, 1, 0), &[], &[], &[&cs("2C AD"), &cs("AC 8S 9S")], 0);
    let elim = eliminate_seat_0(&mut g, ["8S", "8H"]);
    assert_eq!(elim.laid, cs("AD 2C"));
    assert_eq!(elim.killed, vec![(c("AC"), 1)], "only the walled-in corner dies");
    assert_eq!(g.cell_of(c("AC")), Cell::Dead);
    assert_eq!((g.cell_of(c("2C")), g.cell_of(c("AD"))), (Cell::Played, Cell::Played));
    // The holder is charged, not the eliminated player who made the enclosure.
    assert_eq!((g.killed_count(0), g.killed_count(1)), (0, 1));
    assert_eq!(g.hand(1), cs("9S"));
    assert_eq!(g.current_player(), Some(1));
}

#[test]
fn a_play_that_joins_laid_cards_to_a_7_makes_the_cells_beside_them_playable() {
    // Seat 0's ♠5 is laid cut off from the 7s (♠6 is still EMPTY).
    let mut g = Game::from_position(&opts(3, 1, 0), &[], &[], &[&cs("5S"), &cs("4S 6S 8C")], 0);
    let elim = eliminate_seat_0(&mut g, ["8C", "8H"]);
    assert_eq!((elim.laid, elim.killed), (cs("5S"), vec![]));
    // ♠4 touches only the laid ♠5: not playable while ♠5 is not joined to a 7.
    assert_eq!(g.playable_cards(1), cs("6S"));
    assert_eq!(g.playable_mask() & (1 << c("4H").index()), 0);
    g.play(1, c("6S")).expect("6S touches 7S");
    // ♠6 joins ♠5 to ♠7: ♠4 (and ♥4, diagonal to ♠5) open up through the ownerless card.
    assert_ne!(g.table().connected() & (1 << c("5S").index()), 0);
    assert_ne!(g.playable_mask() & (1 << c("4H").index()), 0);
    g.play(2, c("8D")).expect("seat 2 plays");
    assert_eq!(g.playable_cards(1), cs("4S"));
    let report = g.play(1, c("4S")).expect("playable through the laid ♠5");
    assert_eq!(report.went_out, vec![1]);
}

#[test]
fn cards_laid_by_an_eliminated_player_do_not_connect_across_dead_cells() {
    // Column 6 is dead, so nothing left of it can reach a 7. Seat 0 holds ♠5 ♥5 and is stuck.
    let mut g = Game::from_position(
        &opts(3, 1, 0),
        &[],
        &cs("6S 6H 6D 6C"),
        &[&cs("5S 5H"), &cs("4S 8C")],
        0,
    );
    assert!(g.playable_cards(0).is_empty());
    assert!(g.can_pass(0) && !g.pass_eliminates(0));
    let r = g.pass(0).expect("a stuck player passes");
    assert!(r.eliminated.is_none());
    assert_eq!(g.passes_left(0), Some(0));
    g.play(1, c("8C")).expect("8C touches 7C");
    let card = g.playable_cards(2)[0];
    g.play(2, card).expect("playable");
    assert!(g.pass_eliminates(0));
    let r = g.pass(0).expect("the forced pass eliminates");
    let elim = r.eliminated.expect("eliminated");
    assert_eq!(elim.laid, cs("5S 5H"));
    assert_eq!(g.status(0), Status::Eliminated { order: 1 });
    assert_eq!(g.cell_of(c("5S")), Cell::Played);
    // ♠4 touches the laid ♠5, but ♠5 is cut off from every 7.
    assert_eq!(g.playable_cards(1), Vec::<Card>::new());
    assert_eq!(g.table().connected() & (1 << c("5S").index()), 0);
}
