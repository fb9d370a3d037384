//! A player out of points at a poker table reads so whole at 80×24: the sentence once ran
//! past its row at both ends, into the log column.

use std::time::Duration;

use asobi::catalog::GameId;
use crossterm::event::KeyCode;

use super::{seat, table_game};
use crate::kit::table::Table;

#[test]
fn out_of_points_at_80x24_is_said_whole() {
    // Alice bets everything each round; some seed has her out before the game ends.
    for seed in 1..60 {
        let mut t = Table::new(seed, (80, 24));
        t.open_table(GameId::Poker, &[]);
        for _ in 0..300 {
            let game = table_game(&t);
            if game.is_over() {
                break;
            }
            if game.hand(0).is_out() && game.hand(0).cards.len() != 5 {
                let (frame, faults) = t.people[0].render_checked();
                assert!(faults.is_empty(), "{faults:?}\n{frame}");
                // Wrapped in the hand's place (its last word on the next row), from its start.
                assert!(
                    frame.contains("You are out of points: you sit the rest of the game"),
                    "{frame}"
                );
                return;
            }
            match game.on_turn() {
                Some(0) => {
                    let h = &mut t.people[0];
                    if seat(h).betting() {
                        h.type_text(&game.hand(0).points.to_string());
                    }
                    h.key(KeyCode::Enter);
                    t.tell_all();
                    if table_game(&t).on_turn() == Some(0) {
                        t.tick_by(Duration::from_secs(31));
                    }
                }
                _ => t.tick(),
            }
            t.tell_all();
        }
    }
    panic!("alice was never out of points");
}
