//! One way every game runs a computer's turn: a pause before the move (scaled by the
//! animation speed, so even an instant answer reads as a turn), the answer worked out at once
//! or searched on a background worker, the "thinking" state the view shows meanwhile, and the
//! search stopped when nobody wants it (dropping the turn raises its stop flag).
//!
//! Where a search runs is the app's choice, handed to screens in `Ctx::searching`: in the
//! background for the program (and for tests of what happens while it runs), or on the
//! caller's thread when its answer is first due, for tests about outcomes ([`Searching`]).
//! Both draw the job's seed from the app's RNG when the turn starts, so a seed plays the same
//! game either way.
//!
//! Why no time cap: a fallback that fires after so many seconds would make a seeded game
//! depend on the machine's load. Searches bound themselves by nodes or samples instead, and
//! each gets its own RNG drawn from the app's, so `--seed` replays a game whatever the load.
//! A job that panics is reported as [`Failed`], and the screen plays its simple fallback.

use std::panic::{AssertUnwindSafe, catch_unwind};
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

/// Where a computer's search runs. The program always searches in the background; a test
/// about a game's outcome asks for `Synchronous` (`HarnessBuilder::synchronous`), so it never sleeps
/// or polls for a thread, and every tick does the same work on any machine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Searching {
    /// On a worker thread, while the screen keeps drawing and taking keys; dropping the turn
    /// stops the search.
    #[default]
    Background,
    /// On the caller's thread, at the first poll once the pause is over: the turn looks the
    /// same until then (thinking, its spinner, keys refused), and a turn left before its
    /// answer was due never searches at all.
    Synchronous,
}

/// A search's job, handed the flag a background worker would raise when the turn is dropped.
type Job<T> = Box<dyn FnOnce(&StopFlag) -> T + Send>;

enum Answer<T> {
    /// Known already (a cheap choice) or arrived; `None` once handed out.
    Known(Option<T>),
    Searching(Worker<T>),
    /// `Searching::Synchronous`: the job, run when the answer is first due; `None` once run.
    Deferred(Option<Job<T>>),
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

    /// A turn whose answer `job` searches for (where `searching` says), with an RNG seeded
    /// from `rng` and a stop flag raised when the turn is dropped. The job must bound itself
    /// by nodes or samples, never by the clock.
    pub fn search(
        searching: Searching,
        rng: &mut GameRng,
        pause: Duration,
        speed: AnimationSpeed,
        job: impl FnOnce(&mut GameRng, &StopFlag) -> T + Send + 'static,
    ) -> Self {
        // Drawn now in either mode, so the app's RNG moves on exactly as it always did.
        let seed: u64 = rng.random();
        ComputerTurn::work(searching, pause, speed, move |stop| {
            let mut rng = GameRng::seed_from_u64(seed);
            job(&mut rng, stop)
        })
    }

    /// A turn whose answer `job` works out (where `searching` says) without any randomness
    /// (so it takes nothing from the app's RNG: a turn resumed from a save chooses the same).
    pub fn work(
        searching: Searching,
        pause: Duration,
        speed: AnimationSpeed,
        job: impl FnOnce(&StopFlag) -> T + Send + 'static,
    ) -> Self {
        let answer = match searching {
            Searching::Background => Answer::Searching(Worker::spawn_stoppable(job)),
            Searching::Synchronous => Answer::Deferred(Some(Box::new(job))),
        };
        ComputerTurn { pause: Timer::new(pause, speed), answer, ticks: 0 }
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
            // Nothing can stop a search the caller's thread is inside; a panic is a failed
            // search here as on a worker, so the screen's fallback is tested in both modes.
            Answer::Deferred(job) => job.take().map(|job| {
                catch_unwind(AssertUnwindSafe(|| job(&StopFlag::never()))).map_err(|_| Failed)
            }),
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

    /// A turn whose search answers a number from its own RNG, started from `seed`.
    fn random_number(searching: Searching, seed: u64) -> ComputerTurn<u64> {
        let mut rng = GameRng::seed_from_u64(seed);
        ComputerTurn::search(searching, &mut rng, Duration::ZERO, AnimationSpeed::Normal, |r, _| {
            r.random::<u64>()
        })
    }

    #[test]
    fn a_search_answers_with_its_own_seeded_rng() {
        let run = |seed| answer(random_number(Searching::Background, seed));
        assert_eq!(run(1), run(1), "the same seed, the same answer");
        assert_ne!(run(1), run(2));
    }

    #[test]
    fn a_synchronous_search_answers_as_the_background_one_does() {
        for seed in 1..4 {
            let mut inline = random_number(Searching::Synchronous, seed);
            // Answered on this thread at the first poll: no waiting, no polling loop.
            assert_eq!(
                inline.poll(),
                answer(random_number(Searching::Background, seed)).ok().map(Ok)
            );
            assert_eq!(inline.poll(), None, "handed out once");
        }
    }

    #[test]
    fn a_synchronous_search_runs_once_its_pause_is_over_and_never_if_left_before() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let runs = Arc::new(AtomicUsize::new(0));
        let counted = |runs: &Arc<AtomicUsize>| {
            let runs = Arc::clone(runs);
            let pause = Duration::from_millis(100);
            ComputerTurn::work(Searching::Synchronous, pause, AnimationSpeed::Normal, move |_| {
                runs.fetch_add(1, Ordering::SeqCst)
            })
        };
        let mut turn = counted(&runs);
        assert_eq!(turn.tick(Duration::from_millis(60)), None, "still pausing");
        assert_eq!(runs.load(Ordering::SeqCst), 0, "nothing searched during the pause");
        assert_eq!(turn.tick(Duration::from_millis(60)), Some(Ok(0)));
        assert_eq!(turn.tick(Duration::from_millis(60)), None);
        assert_eq!(runs.load(Ordering::SeqCst), 1, "searched once");
        drop(counted(&runs));
        assert_eq!(runs.load(Ordering::SeqCst), 1, "a turn left before its answer never searches");
    }

    #[test]
    fn a_search_that_panics_is_reported_failed() {
        for searching in [Searching::Background, Searching::Synchronous] {
            let mut rng = GameRng::seed_from_u64(0);
            let pause = Duration::ZERO;
            let turn: ComputerTurn<u8> =
                ComputerTurn::search(searching, &mut rng, pause, AnimationSpeed::Normal, |_, _| {
                    panic!("search bug (expected by this test)")
                });
            assert_eq!(answer(turn), Err(Failed), "{searching:?}");
        }
    }
}
