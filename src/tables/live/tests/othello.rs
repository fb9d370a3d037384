//! Othello at a table (`games/othello/table.rs`), played by the server's [`Live`].

use std::time::Duration;

use rand::SeedableRng;

use super::super::{Ask, Event, Live, LiveGame, Refusal, TableEvent};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::othello::table::{OthelloAsk, OthelloEvent, OthelloTable, TABLE};
use crate::games::othello::{self, Colour, Game, squares};
use crate::games::random::GameRng;
use crate::games::tictactoe::table::TictactoeAsk;

fn table_of(live: &Live) -> &OthelloTable {
    live.game.state().expect("an Othello table")
}

fn place(square: u8) -> Ask {
    Ask::of(OthelloAsk::Place(square))
}

#[test]
fn the_table_plays_a_whole_game_and_its_events_replay_it() {
    let mut live = Live::new(GameId::Othello, 2, 3, Level::Easy).unwrap();
    assert_eq!(live.on_turn(), Some(0), "chair 0 plays black first");
    let mut moves = 0;
    while live.play_for_turn().is_some() {
        moves += 1;
    }
    assert!(live.is_over() && live.on_turn().is_none());
    let events = live.events_since(0).unwrap();
    let placed = events
        .iter()
        .filter(|e| {
            let e = e.of::<OthelloTable>();
            matches!(e, Some(TableEvent::Played { what: OthelloEvent::Placed { .. }, .. }))
        })
        .count();
    assert_eq!(placed, moves);
    // Replaying the events move by move (passes included) reaches the table's game.
    let mut rng = <GameRng as rand::SeedableRng>::seed_from_u64(0);
    let dealt = (TABLE.deal)(2, Level::Easy, None, &mut rng);
    let Some(mut replay) = dealt.as_ref().and_then(LiveGame::state::<OthelloTable>).cloned() else {
        panic!("an Othello deal")
    };
    for event in &events[1..] {
        match event.of::<OthelloTable>() {
            Some(TableEvent::Played { what: OthelloEvent::Placed { chair, square }, after }) => {
                assert_eq!(replay.on_turn(), Some(chair));
                replay.game.play(square).unwrap();
                assert_eq!(replay, after);
            }
            Some(TableEvent::Played { what: OthelloEvent::NoMove { chair }, after }) => {
                assert_eq!(replay.on_turn(), Some(chair));
                assert!(replay.game.auto_pass());
                assert_eq!(replay, after);
            }
            other => panic!("not an Othello move: {other:?}"),
        }
    }
    assert_eq!(&replay, table_of(&live));
    assert_eq!(replay.game.record().len(), moves * 2);
}

#[test]
fn moves_are_refused_out_of_turn_illegal_or_of_another_game() {
    let mut live = Live::new(GameId::Othello, 2, 1, Level::Easy).unwrap();
    let f5 = othello::parse_square("f5").unwrap();
    let a1 = othello::parse_square("a1").unwrap();
    assert_eq!(live.ask(1, place(f5), true), Err(Refusal::NotYourTurn));
    assert_eq!(live.ask(0, place(a1), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, place(99), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, Ask::of(TictactoeAsk::Mark(4)), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(0, Ask::Rematch, true), Err(Refusal::NotOver));
    assert_eq!(live.next_seq(), 1, "nothing was played");
    live.ask(0, place(f5), true).unwrap();
    assert_eq!(live.on_turn(), Some(1));
    assert_eq!(live.ask(0, place(f5), true), Err(Refusal::NotYourTurn));
}

#[test]
fn a_rematch_swaps_the_colours() {
    let mut live = Live::new(GameId::Othello, 2, 8, Level::Easy).unwrap();
    while live.play_for_turn().is_some() {}
    live.ask(0, Ask::Rematch, true).unwrap();
    live.ask(1, Ask::Rematch, true).unwrap();
    live.redeal();
    let table = table_of(&live);
    assert_eq!(table.black, 1);
    assert_eq!(table.game, Game::new());
    assert_eq!((table.colour_of(1), table.chair_of(Colour::White)), (Colour::Black, 0));
    assert_eq!(live.on_turn(), Some(1), "chair 1 plays black, and black starts");
    assert!(matches!(live.events_since(live.next_seq() - 1).unwrap(), [Event::Dealt(_)]));
    live.redeal();
    assert_eq!(table_of(&live).black, 0, "and back again");
}

#[test]
fn a_person_has_a_minute_for_a_move_and_a_computer_its_pace() {
    let now = std::time::Instant::now();
    let mut live = Live::new(GameId::Othello, 2, 4, Level::Easy).unwrap();
    live.schedule(now, crate::tables::live::PACE, |chair| chair == 1);
    assert_eq!(live.due, Some(now + Duration::from_secs(60)), "chair 0, a person, is on turn");
    live.play_for_turn().unwrap();
    live.schedule(now, crate::tables::live::PACE, |chair| chair == 1);
    assert_eq!(live.due, Some(now + crate::tables::live::PACE), "the computer's turn");
}

/// A game where black's next move leaves white without one, found by seeded random play.
fn before_a_white_pass() -> (Game, u8) {
    let mut rng = GameRng::seed_from_u64(11);
    for _ in 0..2000 {
        let mut g = Game::new();
        while !g.is_over() {
            g.auto_pass();
            let pos = *g.current();
            if pos.side_to_move() == Colour::Black {
                let mut legal = squares(pos.legal_moves());
                let passing = |&mv: &u8| {
                    let after = pos.play(mv).unwrap();
                    after.must_pass() && !after.is_game_over()
                };
                if let Some(mv) = legal.find(passing) {
                    return (g, mv);
                }
            }
            let mv = othello::choose_move(&pos, Level::Easy, &mut rng).unwrap();
            g.play(mv).unwrap();
        }
    }
    panic!("no pass found");
}

#[test]
fn a_side_without_a_move_passes_at_once_and_the_same_chair_moves_again() {
    let (game, mv) = before_a_white_pass();
    let mut live = Live::new(GameId::Othello, 2, 2, Level::Easy).unwrap();
    live.game = LiveGame::of(OthelloTable { game, black: 0 });
    let seq = live.next_seq();
    live.ask(0, place(mv), true).unwrap();
    let events = live.events_since(seq).unwrap();
    let [placed, passed] = events else { panic!("a move then white's pass: {events:?}") };
    let (
        Some(TableEvent::Played { what: OthelloEvent::Placed { chair: 0, .. }, .. }),
        Some(TableEvent::Played { what: OthelloEvent::NoMove { chair: 1 }, after }),
    ) = (placed.of::<OthelloTable>(), passed.of::<OthelloTable>())
    else {
        panic!("a move then white's pass: {events:?}")
    };
    assert_eq!(after.game.last_move(), Some(None));
    assert_eq!(live.on_turn(), Some(0), "black moves again without waiting for white");
}
