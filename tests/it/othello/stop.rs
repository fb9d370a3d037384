//! A search raised to stop from another thread ends: the UI drops a worker whose answer is no
//! longer wanted, and the search must not burn a core for its whole budget. (Kept out of
//! `src/games`, whose code may not read the clock, not even in its tests.) The plain test
//! raises the flag without waiting; the figure that the solve was under way first (50 ms in)
//! is a timing, run in release by `.ci/run`.

use std::sync::mpsc;
use std::time::Duration;

use asobi::games::othello::{Position, SolveResult, solve_until};
use asobi::games::stop::StopFlag;

/// Starts an unbounded solve on its own thread: four moves in, 56 empties, far beyond any
/// exact solve, and no node limit, so only the stop flag can end it.
fn unbounded_solve() -> (StopFlag, mpsc::Receiver<Option<SolveResult>>) {
    let pos = [37u8, 43, 34, 29].iter().fold(Position::start(), |p, &sq| p.play(sq).unwrap());
    let stop = StopFlag::new();
    let flag = stop.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(solve_until(&pos, u64::MAX, &flag));
    });
    (stop, rx)
}

#[test]
fn an_unbounded_solve_ends_when_stopped_from_another_thread() {
    let (stop, rx) = unbounded_solve();
    stop.stop();
    let answer = rx.recv_timeout(Duration::from_secs(30)).expect("the solve ended once stopped");
    assert_eq!(answer, None, "a stopped solve gives no answer");
}

#[test]
#[ignore = "timing: run by .ci/run with --ignored"]
fn an_unbounded_solve_under_way_ends_when_stopped_from_another_thread() {
    let (stop, rx) = unbounded_solve();
    std::thread::sleep(Duration::from_millis(50));
    assert!(rx.try_recv().is_err(), "the solve is still running before the stop");
    stop.stop();
    let answer = rx.recv_timeout(Duration::from_secs(30)).expect("the solve ended once stopped");
    assert_eq!(answer, None, "a stopped solve gives no answer");
}
