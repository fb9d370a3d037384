//! One way every game runs a computer's turn: a pause before the move (scaled by the
//! animation speed, so even an instant answer reads as a turn), the answer worked out at once
//! or searched on a background worker, the "thinking" state the view shows meanwhile, and the
//! search stopped when nobody wants it (dropping the turn raises its stop flag).
//!
//! Why no time cap: a fallback that fires after so many seconds would make a seeded game
//! depend on the machine's load. Searches bound themselves by nodes or samples instead, and
//! each gets its own RNG drawn from the app's, so `--seed` replays a game whatever the load.
//! A job that panics is reported as [`Failed`], and the screen plays its simple fallback.

use std::time::Duration;

use crate::games::random::GameRng;
use rand::{RngExt, SeedableRng};

use super::chrome::{Timer, spinner};
use super::worker::Worker;
use crate::games::stop::StopFlag;
use crate::settings::AnimationSpeed;

/// The search behind a computer's turn died (a bug): the screen falls back to a simple move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failed;

enum Answer<T> {
    /// Known already (a cheap choice) or arrived; `None` once handed out.
    Known(Option<T>),
    Searching(Worker<T>),
}

/// A computer's turn in progress.
pub struct ComputerTurn<T> {
    pause: Timer,
    answer: Answer<T>,
    ticks: usize,
}

impl<T: Send + 'static> ComputerTurn<T> {
    /// A turn whose answer is already chosen, shown once `pause` (at normal speed) is over.
    pub fn ready(answer: T, pause: Duration, speed: AnimationSpeed) -> Self {
        ComputerTurn {
            pause: Timer::new(pause, speed),
            answer: Answer::Known(Some(answer)),
            ticks: 0,
        }
    }

    /// A turn whose answer `job` searches for on a worker thread, with an RNG seeded from
    /// `rng` and a stop flag raised when the turn is dropped. The job must bound itself by
    /// nodes or samples, never by the clock.
    pub fn search(
        rng: &mut GameRng,
        pause: Duration,
        speed: AnimationSpeed,
        job: impl FnOnce(&mut GameRng, &StopFlag) -> T + Send + 'static,
    ) -> Self {
        let seed: u64 = rng.random();
        let worker = Worker::spawn_stoppable(move |stop| {
            let mut rng = GameRng::seed_from_u64(seed);
            job(&mut rng, stop)
        });
        ComputerTurn {
            pause: Timer::new(pause, speed),
            answer: Answer::Searching(worker),
            ticks: 0,
        }
    }

    /// A turn whose answer `job` works out on a worker thread without any randomness (so it
    /// takes nothing from the app's RNG: a turn resumed from a save chooses the same).
    pub fn work(
        pause: Duration,
        speed: AnimationSpeed,
        job: impl FnOnce(&StopFlag) -> T + Send + 'static,
    ) -> Self {
        let worker = Worker::spawn_stoppable(job);
        ComputerTurn {
            pause: Timer::new(pause, speed),
            answer: Answer::Searching(worker),
            ticks: 0,
        }
    }

    /// Lets `dt` pass. The answer comes once the pause is over and the search has answered;
    /// `Err(Failed)` if the search died.
    pub fn tick(&mut self, dt: Duration) -> Option<Result<T, Failed>> {
        self.ticks += 1;
        self.pause.tick(dt);
        self.poll()
    }

    /// The answer if it is due now (see [`ComputerTurn::tick`]), without letting time pass.
    pub fn poll(&mut self) -> Option<Result<T, Failed>> {
        if !self.pause.done() {
            return None;
        }
        match &mut self.answer {
            Answer::Known(answer) => answer.take().map(Ok),
            Answer::Searching(worker) => match worker.poll() {
                Some(answer) => Some(Ok(answer)),
                None if worker.is_dead() => Some(Err(Failed)),
                None => None,
            },
        }
    }

    /// The "thinking" dots for the view, moving with the ticks.
    pub fn spinner(&self) -> &'static str {
        spinner(self.ticks / 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ticks (with real pauses for the worker) until the answer comes.
    fn answer<T: Send + 'static>(mut turn: ComputerTurn<T>) -> Result<T, Failed> {
        for _ in 0..10_000 {
            if let Some(answer) = turn.tick(Duration::from_millis(50)) {
                return answer;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("no answer");
    }

    #[test]
    fn a_ready_answer_waits_for_its_pause() {
        let mut turn = ComputerTurn::ready(7, Duration::from_millis(100), AnimationSpeed::Normal);
        assert_eq!(turn.tick(Duration::from_millis(60)), None);
        assert_eq!(turn.tick(Duration::from_millis(60)), Some(Ok(7)));
        assert_eq!(turn.tick(Duration::from_millis(60)), None, "handed out once");
        let mut instant = ComputerTurn::ready(3, Duration::from_secs(9), AnimationSpeed::Instant);
        assert_eq!(instant.poll(), Some(Ok(3)));
    }

    #[test]
    fn a_search_answers_with_its_own_seeded_rng() {
        let run = |seed| {
            let mut rng = GameRng::seed_from_u64(seed);
            let turn =
                ComputerTurn::search(&mut rng, Duration::ZERO, AnimationSpeed::Normal, |rng, _| {
                    rng.random::<u64>()
                });
            answer(turn)
        };
        assert_eq!(run(1), run(1), "the same seed, the same answer");
        assert_ne!(run(1), run(2));
    }

    #[test]
    fn a_search_that_panics_is_reported_failed() {
        let mut rng = GameRng::seed_from_u64(0);
        let turn: ComputerTurn<u8> =
            ComputerTurn::search(&mut rng, Duration::ZERO, AnimationSpeed::Normal, |_, _| {
                panic!("search bug")
            });
        assert_eq!(answer(turn), Err(Failed));
    }
}
