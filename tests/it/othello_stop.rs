//! A search raised to stop from another thread ends: the UI drops a worker whose answer is no
//! longer wanted, and the search must not burn a core for its whole budget. (Kept out of
//! `src/games`, whose code may not read the clock, not even in its tests.)

use std::sync::mpsc;
use std::time::Duration;

use asobi::games::othello::{Position, solve_until};
use asobi::games::stop::StopFlag;

#[test]
fn an_unbounded_solve_ends_when_stopped_from_another_thread() {
    // Four moves in: 56 empties, far beyond any exact solve, and no node limit, so only the
    // stop flag can end it.
    let pos = [37u8, 43, 34, 29].iter().fold(Position::start(), |p, &sq| p.play(sq).unwrap());
    let stop = StopFlag::new();
    let flag = stop.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(solve_until(&pos, u64::MAX, &flag));
    });
    std::thread::sleep(Duration::from_millis(50));
    assert!(rx.try_recv().is_err(), "the solve is still running before the stop");
    stop.stop();
    let answer = rx.recv_timeout(Duration::from_secs(30)).expect("the solve ended once stopped");
    assert_eq!(answer, None, "a stopped solve gives no answer");
}
