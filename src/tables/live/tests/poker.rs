//! Poker at a table (`games/poker/table.rs`), played by the server's [`Live`].

use super::super::{Ask, Event, Live, Refusal, TableEvent};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::old_maid::table::OldMaidAsk;
use crate::games::poker::several_hands::{Game, ROUNDS, Stage};
use crate::games::poker::table::{PokerAsk, PokerMove};
use crate::games::poker::{Marks, PokerOptions};

fn game(live: &Live) -> &Game {
    live.game.state().expect("a poker table")
}

fn bet(points: u32) -> Ask {
    Ask::of(PokerAsk::Bet(points))
}

fn exchange(marks: Marks) -> Ask {
    Ask::of(PokerAsk::Exchange(marks))
}

#[test]
fn the_table_plays_a_whole_game_and_each_step_is_an_event() {
    let mut live = Live::new(GameId::Poker, 3, 7, Level::Normal).unwrap();
    let mut moves = 0;
    while live.play_for_turn().is_some() {
        moves += 1;
    }
    assert!(live.is_over() && moves >= 3 * 2);
    let g = game(&live);
    assert!(g.round() <= ROUNDS && g.showdown().is_some());
    let events = live.events_since(0).unwrap();
    let count = |f: fn(&PokerMove) -> bool| {
        let what = |e: &Event| match e.of::<Game>() {
            Some(TableEvent::Played { what, .. }) => Some(what),
            _ => None,
        };
        events.iter().filter(|e| what(e).is_some_and(|w| f(&w))).count()
    };
    let rounds = count(|m| *m == PokerMove::Dealt);
    assert_eq!(rounds as u32, g.round());
    assert_eq!(count(|m| *m == PokerMove::ShownDown), rounds);
    assert_eq!(count(|m| matches!(m, PokerMove::DealerExchanged { .. })), rounds);
    // Every move is one event, and the steps come on top.
    assert_eq!(events.len(), 1 + moves + 3 * rounds);
    let Some(TableEvent::Played { after, .. }) = events.last().and_then(Event::of::<Game>) else {
        panic!("a step ends it")
    };
    assert_eq!(&after, g);
}

#[test]
fn moves_are_refused_out_of_turn_or_out_of_bounds_and_the_rematch_starts_afresh() {
    let mut live = Live::new(GameId::Poker, 2, 3, Level::Normal).unwrap();
    assert_eq!(live.on_turn(), Some(0));
    assert_eq!(live.ask(1, bet(5), true), Err(Refusal::NotYourTurn));
    assert_eq!(live.ask(0, bet(0), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, bet(101), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, exchange(Marks::NONE), true), Err(Refusal::NotYourTurn));
    assert_eq!(live.ask(0, Ask::of(OldMaidAsk::Draw(0)), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, Ask::Rematch, true), Err(Refusal::NotOver));
    live.ask(0, bet(10), true).unwrap();
    let seq = live.next_seq();
    // The last bet deals at once: the bet and the deal are two events.
    live.ask(1, bet(20), true).unwrap();
    assert_eq!(live.next_seq(), seq + 2);
    assert_eq!(game(&live).stage(), Stage::Exchange(0));
    live.ask(0, exchange(Marks::ALL), true).unwrap();
    let seq = live.next_seq();
    // The last exchange brings the dealer's and the showdown.
    live.ask(1, exchange(Marks::NONE), true).unwrap();
    assert_eq!(live.next_seq(), seq + 3);
    assert_eq!((game(&live).round(), live.on_turn()), (2, Some(0)));
    while live.play_for_turn().is_some() {}
    live.ask(0, Ask::Rematch, true).unwrap();
    assert!(live.wants_rematch(0) && !live.wants_rematch(1));
    live.redeal();
    let g = game(&live);
    assert_eq!((g.round(), g.stage()), (1, Stage::Betting(0)));
    assert!(g.hands().iter().all(|h| h.points == PokerOptions::default().starting_points));
}
