//! Background work for a screen: a computer player's long search runs on its own thread while
//! the screen keeps drawing and taking keys. The screen polls for the answer on each `Tick`.
//! Dropping the worker (leaving the screen, an undo, a new game) abandons the answer and raises
//! the job's stop flag, so a search nobody waits for ends within a few thousand nodes instead
//! of burning a core for its whole budget.

use std::cell::RefCell;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::games::stop::StopFlag;

/// One pending answer of type `T`.
pub struct Worker<T> {
    rx: Receiver<T>,
    /// Raised on drop; jobs started with [`Worker::spawn_stoppable`] watch it.
    stop: StopFlag,
    /// An answer that arrived while `is_dead` looked: kept for the next `poll`, so checking
    /// for a dead worker can never swallow a live answer.
    early: RefCell<Option<T>>,
}

impl<T: Send + 'static> Worker<T> {
    /// Starts `job` on a new thread.
    #[cfg(test)]
    pub fn spawn(job: impl FnOnce() -> T + Send + 'static) -> Worker<T> {
        Worker::spawn_stoppable(move |_| job())
    }

    /// Starts `job` on a new thread, handing it a flag that is raised once this worker is
    /// dropped: a long search should look at it and give up early.
    pub fn spawn_stoppable(job: impl FnOnce(&StopFlag) -> T + Send + 'static) -> Worker<T> {
        let (tx, rx) = mpsc::channel();
        let stop = StopFlag::new();
        let flag = stop.clone();
        std::thread::spawn(move || {
            // The screen may be gone by now; then nobody wants the answer.
            let _ = tx.send(job(&flag));
        });
        Worker { rx, stop, early: RefCell::new(None) }
    }

    /// The answer, once it is ready. A job that panicked yields `None` forever; callers treat
    /// a dead worker via [`Worker::is_dead`].
    pub fn poll(&self) -> Option<T> {
        self.early.borrow_mut().take().or_else(|| self.rx.try_recv().ok())
    }

    /// True when the job ended without an answer (it panicked).
    pub fn is_dead(&self) -> bool {
        if self.early.borrow().is_some() {
            return false;
        }
        match self.rx.try_recv() {
            Ok(answer) => {
                *self.early.borrow_mut() = Some(answer);
                false
            }
            Err(TryRecvError::Empty) => false,
            Err(TryRecvError::Disconnected) => true,
        }
    }
}

impl<T> Drop for Worker<T> {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_arrive_and_panics_are_noticed() {
        let w = Worker::spawn(|| 6 * 7);
        let mut answer = None;
        for _ in 0..1000 {
            answer = w.poll();
            if answer.is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(answer, Some(42));
        let dead: Worker<u8> = Worker::spawn(|| panic!("search failed"));
        let gone = (0..5000).any(|_| {
            std::thread::sleep(std::time::Duration::from_millis(1));
            dead.is_dead()
        });
        assert!(gone);
    }

    #[test]
    fn checking_for_death_keeps_a_fresh_answer() {
        let w = Worker::spawn(|| 7);
        // Asks until `is_dead` has seen the answer (and kept it aside), not a fixed while.
        for _ in 0..30_000 {
            if w.early.borrow().is_some() {
                break;
            }
            assert!(!w.is_dead(), "a job that answers is never dead");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(!w.is_dead(), "a finished job with an answer is not dead");
        assert_eq!(w.poll(), Some(7));
        assert_eq!(w.poll(), None);
    }

    #[test]
    fn dropping_the_worker_stops_its_job() {
        let (seen_tx, seen_rx) = mpsc::channel();
        let w = Worker::spawn_stoppable(move |stop| {
            // Waits (up to a minute) for the stop the drop below raises.
            let start = std::time::Instant::now();
            while !stop.is_stopped() && start.elapsed().as_secs() < 60 {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            let _ = seen_tx.send(stop.is_stopped());
        });
        drop(w);
        let seen = seen_rx.recv_timeout(std::time::Duration::from_secs(30));
        assert_eq!(seen, Ok(true), "the job saw its stop flag raised");
    }
}
