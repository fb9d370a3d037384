//! A table's game: whole games played by the table, turns and refusals, old events let go,
//! and computer moves worked out while the table moved on.

use super::*;
use crate::games::old_maid::table::{OldMaidAsk, OldMaidEvent};
use crate::games::tictactoe::table::TictactoeAsk;

// Each game's table played by `Live` (its rules are in `games/<game>/table.rs`, which cannot
// reach the server's `Live`).
mod othello;
mod poker;
mod sevens;

fn draw(position: usize) -> Ask {
    Ask::of(OldMaidAsk::Draw(position))
}

fn mark(cell: usize) -> Ask {
    Ask::of(TictactoeAsk::Mark(cell))
}

#[test]
fn the_table_plays_a_whole_game_and_every_event_replays_it() {
    let mut live = Live::new(GameId::OldMaid, 4, 7, Level::Normal).unwrap();
    let mut moves = 0;
    while live.play_for_turn().is_some() {
        moves += 1;
    }
    assert!(live.is_over() && moves > 0);
    let events = live.events_since(0).unwrap();
    assert_eq!(events.len(), moves + 1);
    let last = events.last().and_then(Event::of::<crate::games::old_maid::Game>);
    let Some(TableEvent::Played { what: OldMaidEvent::Drew(_), after }) = last else {
        panic!("a draw ends it")
    };
    assert_eq!(&LiveGame::of(after), &live.game);
    assert_eq!(live.events_since(live.next_seq()).map(<[Event]>::len), Some(0));
}

#[test]
fn a_person_moves_only_on_their_turn_and_a_rematch_waits_for_the_end() {
    let mut live = Live::new(GameId::OldMaid, 3, 1, Level::Normal).unwrap();
    let on = live.on_turn().unwrap();
    let other = (on + 1) % 3;
    assert_eq!(live.ask(other, draw(0), true), Err(Refusal::NotYourTurn));
    assert_eq!(live.ask(on, draw(99), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(on, Ask::Rematch, true), Err(Refusal::NotOver));
    let before = live.next_seq();
    live.ask(on, draw(0), true).unwrap();
    assert_eq!(live.next_seq(), before + 1);
}

#[test]
fn old_events_are_let_go_and_a_late_screen_is_told_so() {
    let mut live = Live::new(GameId::OldMaid, 2, 3, Level::Normal).unwrap();
    for _ in 0..KEPT + 5 {
        live.ask(0, Ask::of(OldMaidAsk::Sort), true).unwrap();
    }
    assert_eq!(live.events_since(0), None);
    assert_eq!(live.events_since(live.next_seq() - 1).map(<[Event]>::len), Some(1));
}

#[test]
fn a_computer_move_worked_out_while_the_table_moved_on_is_dropped() {
    let mut live = Live::new(GameId::Tictactoe, 2, 5, Level::Hard).unwrap();
    let plan = live.plan().unwrap();
    let ask = plan.choose().unwrap();
    // The person on turn marks first (their timer had not quite run out).
    let Some(&TictactoeAsk::Mark(cell)) = ask.get() else { panic!("a mark") };
    live.ask(0, mark((cell + 1) % 9), true).unwrap();
    assert!(!plan.is_current(&live));
    let seq = live.next_seq();
    assert_eq!(live.play_planned(&plan, ask), None);
    assert_eq!(live.next_seq(), seq, "nothing was played");
    // A fresh plan plays.
    let plan = live.plan().unwrap();
    let ask = plan.choose().unwrap();
    assert_eq!(live.play_planned(&plan, ask), Some(1));
}
