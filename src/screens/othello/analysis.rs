//! Background analysis for the Othello screen: the evaluation graph (the Hard engine's score
//! from black's view after every move) and the hint (the Hard engine's best move). Both run
//! on worker threads, one search of each kind at a time: a search for a position that is no
//! longer wanted (after an undo, a new game or a move) is dropped, which stops it within a few
//! thousand nodes, and the search that is wanted starts at once.

use crate::games::othello::{Game, Position, evaluate_for_black, hint};
use crate::games::stop::StopFlag;
use crate::screens::worker::Worker;

/// A search of `T` about one position.
struct Job<T> {
    pos: Position,
    worker: Worker<T>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `f` on `pos`; dropping the job (its answer no longer wanted) stops the search.
    fn spawn(pos: Position, f: fn(&Position, &StopFlag) -> T) -> Job<T> {
        Job { pos, worker: Worker::spawn_stoppable(move |stop| f(&pos, stop)) }
    }
}

/// Evaluations of the positions of a game, filled in one by one off the UI thread.
#[derive(Default)]
pub struct Evaluations {
    /// `(position, score)` for a prefix of the game's positions.
    done: Vec<(Position, i32)>,
    job: Option<Job<i32>>,
}

impl Evaluations {
    /// Picks up a finished search and starts the next one the game needs. Call after every
    /// change to the game and on every tick.
    pub fn pump(&mut self, game: &Game) {
        let positions = game.positions();
        // Keep only the evaluations that still match the game (an undo or a new game cuts).
        let keep = self.done.iter().zip(positions).take_while(|((p, _), q)| p == *q).count();
        self.done.truncate(keep);
        if self.job.as_ref().is_some_and(|job| positions.get(self.done.len()) != Some(&job.pos)) {
            // Its position left the game: stop it (by dropping) and evaluate what is there now.
            self.job = None;
        }
        if let Some(job) = &self.job {
            let answer = job.worker.poll();
            let dead = answer.is_none() && job.worker.is_dead();
            if let Some(score) = answer {
                self.done.push((job.pos, score));
                self.job = None;
            } else if dead {
                self.job = None;
            } else {
                return;
            }
        }
        while let Some(&pos) = positions.get(self.done.len()) {
            // A pass changes only the side to move: the score stays what it was.
            let passed = !self.done.is_empty() && game.moves()[self.done.len() - 1].is_none();
            if let (true, Some(&(_, prev))) = (passed, self.done.last()) {
                self.done.push((pos, prev));
                continue;
            }
            self.job = Some(Job::spawn(pos, evaluate_for_black));
            break;
        }
    }

    /// Takes up `scores` computed earlier for `game`'s first positions (a resumed game).
    pub fn restore(&mut self, game: &Game, scores: &[i32]) {
        self.done = game.positions().iter().copied().zip(scores.iter().copied()).collect();
        self.job = None;
    }

    /// Scores known so far, for the game's first positions in order.
    pub fn scores(&self) -> Vec<i32> {
        self.done.iter().map(|&(_, s)| s).collect()
    }

    /// True while a search runs.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}

/// The hint: asked for on the human's turn, shown until the position changes.
#[derive(Default)]
pub struct Hint {
    job: Option<Job<Option<u8>>>,
    /// The answer and the position it is for.
    shown: Option<(Position, Option<u8>)>,
}

/// What `Hint::request` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintState {
    /// The answer is known: a square, or `None` when there is no move.
    Ready(Option<u8>),
    /// A search is under way.
    Searching,
}

impl Hint {
    /// Asks for the best move in `pos`.
    pub fn request(&mut self, pos: Position) -> HintState {
        if let Some(sq) = self.for_position(&pos) {
            return HintState::Ready(sq);
        }
        if self.job.as_ref().is_none_or(|job| job.pos != pos) {
            // Replacing an older search drops it, which stops it.
            self.job = Some(Job::spawn(pos, hint));
        }
        HintState::Searching
    }

    /// Picks up a finished search; stops one whose position left the board. True when a hint
    /// for `current` just arrived.
    pub fn pump(&mut self, current: &Position) -> bool {
        if self.job.as_ref().is_some_and(|job| job.pos != *current) {
            self.job = None;
        }
        let Some(job) = &self.job else { return false };
        let answer = job.worker.poll();
        if answer.is_none() && !job.worker.is_dead() {
            return false;
        }
        let pos = job.pos;
        self.job = None;
        if let Some(sq) = answer {
            self.shown = Some((pos, sq));
        }
        answer.is_some()
    }

    /// The hint to show for `pos`, if one was found for exactly this position.
    pub fn for_position(&self, pos: &Position) -> Option<Option<u8>> {
        self.shown.filter(|(p, _)| p == pos).map(|(_, sq)| sq)
    }

    /// True while a search for `pos` runs.
    pub fn searching_for(&self, pos: &Position) -> bool {
        self.job.as_ref().is_some_and(|j| j.pos == *pos)
    }

    /// True while any search runs (the screen keeps ticking to collect it).
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}
