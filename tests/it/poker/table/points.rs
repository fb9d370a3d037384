//! After a showdown at a poker table each settled chair's points count to their new value in
//! the chairs panel, as the local game counts the player's.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::screens::View;
use crossterm::event::KeyCode;

use super::watcher::Watcher;
use super::{seat, table_game};
use crate::kit::table::Table;

/// Plays until the table has its first showdown: everyone bets 20 and keeps their cards; the
/// watcher follows every step before it to its end.
fn to_the_first_showdown(t: &mut Table, w: &mut Watcher) {
    for steps in 0.. {
        assert!(steps < 100, "no showdown");
        let game = table_game(t);
        if game.showdown().is_some() {
            return;
        }
        w.follow(t);
        match game.on_turn() {
            Some(chair) if chair < 3 => {
                let h = &mut t.people[chair];
                if seat(h).betting() {
                    h.type_text("20");
                }
                h.key(KeyCode::Enter);
            }
            _ => t.tick(),
        }
        t.tell_all();
    }
}

#[test]
fn each_chairs_points_count_to_their_new_value_after_a_showdown() {
    let mut t = Table::new(17, (100, 30));
    t.seat_everyone_at(GameId::Poker);
    let mut w = Watcher::new(&t);
    to_the_first_showdown(&mut t, &mut w);
    let before: Vec<u32> = (0..4).map(|c| w.screen.points_shown(c)).collect();
    let after: Vec<u32> = (0..4).map(|c| table_game(&t).hand(c).points).collect();
    assert_ne!(before, after, "someone won or lost");
    // The dealer's exchange plays first; then the showdown starts the counts.
    w.feed(&t);
    let mut shown = vec![before.clone()];
    for _ in 0..400 {
        w.screen.update(&Msg::Tick(Duration::from_millis(50)), &mut w.env.ctx());
        let now: Vec<u32> = (0..4).map(|c| w.screen.points_shown(c)).collect();
        if shown.last() != Some(&now) {
            let frame = w.render();
            for value in &now {
                assert!(frame.contains(&format!(" {value} │")), "{value} in the panel:\n{frame}");
            }
            shown.push(now);
        }
        if !w.screen.animating() {
            break;
        }
    }
    assert_eq!(shown.last(), Some(&after), "the counts end on the table's points");
    for chair in 0..4 {
        let path: Vec<u32> = shown.iter().map(|p| p[chair]).collect();
        let (from, to) = (before[chair], after[chair]);
        // Always between the old and the new value, moving one way only.
        let (low, high) = (from.min(to), from.max(to));
        assert!(path.iter().all(|&p| low <= p && p <= high), "chair {chair}: {path:?}");
        let one_way = |w: &[u32]| if from <= to { w[0] <= w[1] } else { w[0] >= w[1] };
        assert!(path.windows(2).all(one_way), "chair {chair}: {path:?}");
        if from.abs_diff(to) >= 10 {
            assert!(
                path.iter().any(|&p| p != from && p != to),
                "chair {chair} counts from {from} to {to} through values between: {path:?}"
            );
        }
    }
}
