//! Background analysis for the Othello screen: the evaluation graph (the Hard engine's score
//! from black's view after every move), the hint (the Hard engine's best move) and the value
//! of every legal move on the board (`MoveAnalysis`). Both run
//! on worker threads, one search of each kind at a time: a search for a position that is no
//! longer wanted (after an undo, a new game or a move) is dropped, which stops it within a few
//! thousand nodes, and the search that is wanted starts at once.

use crate::games::othello::{
    Game, HARD_NODES, MoveValue, Position, evaluate_for_black, hint, move_values,
};
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
    /// Never searched (at a shared table, where it would be engine help against a person).
    off: bool,
}

impl Evaluations {
    /// Picks up a finished search and starts the next one the game needs. Call after every
    /// change to the game and on every tick.
    pub fn pump(&mut self, game: &Game) {
        if self.off {
            return;
        }
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

    /// Turns the evaluations off for good: nothing is searched, the graph stays empty.
    pub fn switch_off(&mut self) {
        self.off = true;
        self.job = None;
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

/// Passes of the move analysis: the first depth searched and the deepest.
const FIRST_DEPTH: u32 = 2;
const LAST_DEPTH: u32 = 30;
/// Nodes a move may take in the first pass; each pass doubles it, up to a Hard move's budget
/// (about a second a move in a release build): past that the analysis has said its piece.
const FIRST_NODES: u64 = 25_000;

/// The node budget of a move in the pass that searches `depth` plies.
fn pass_nodes(depth: u32) -> u64 {
    FIRST_NODES.saturating_mul(1 << (depth - FIRST_DEPTH).min(20)).min(HARD_NODES)
}

/// Analysis on the board (`v`): every legal move's value for the side to move, one search
/// pass at a time, each a ply deeper, until every value is exact or the last depth is done.
/// A pass for a position that has left the board is dropped (which stops it), so the
/// analysis follows the game and never runs beside the computer's own search.
#[derive(Default)]
pub struct MoveAnalysis {
    on: bool,
    /// The deepest values found so far and the position they are for.
    shown: Option<(Position, Vec<MoveValue>)>,
    /// The pass under way and the depth it searches.
    job: Option<(Job<Option<Vec<MoveValue>>>, u32)>,
}

impl MoveAnalysis {
    /// Turns the analysis on or off; true when it is now on.
    pub fn toggle(&mut self) -> bool {
        self.on = !self.on;
        if !self.on {
            self.job = None;
            self.shown = None;
        }
        self.on
    }

    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Picks up a finished pass and starts the next one for `pos`; `None` (the computer's
    /// turn, an animation, the end) stops whatever runs. Call on every tick and change.
    pub fn pump(&mut self, pos: Option<&Position>) {
        let Some(pos) = pos.filter(|_| self.on) else {
            self.job = None;
            return;
        };
        if self.job.as_ref().is_some_and(|(job, _)| job.pos != *pos) {
            self.job = None;
        }
        if self.shown.as_ref().is_some_and(|(p, _)| p != pos) {
            self.shown = None;
        }
        if let Some((job, depth)) = &self.job {
            let answer = job.worker.poll();
            if answer.is_none() && !job.worker.is_dead() {
                return;
            }
            let depth = *depth;
            self.job = None;
            let Some(values) = answer.flatten() else {
                // A pass that died or was stopped: try no deeper for this position.
                return;
            };
            // Out of nodes before the depth asked, at the largest budget: deeper passes
            // would only repeat this one.
            let spent = values.iter().any(|v| !v.exact && v.depth < depth)
                && pass_nodes(depth) >= HARD_NODES;
            let done = depth >= LAST_DEPTH || all_exact(&values) || spent;
            self.shown = Some((*pos, values));
            if !done {
                self.start(*pos, depth + 1);
            }
        } else if self.shown.is_none() {
            self.start(*pos, FIRST_DEPTH);
        }
    }

    fn start(&mut self, pos: Position, depth: u32) {
        let nodes = pass_nodes(depth);
        let worker = Worker::spawn_stoppable(move |stop| move_values(&pos, depth, nodes, stop));
        self.job = Some((Job { pos, worker }, depth));
    }

    /// The values to draw for `pos`, best first, once a pass has finished for it.
    pub fn values_for(&self, pos: &Position) -> Option<&[MoveValue]> {
        self.shown.as_ref().filter(|(p, _)| p == pos).map(|(_, v)| v.as_slice())
    }

    /// True while a pass runs (the screen keeps ticking to collect it).
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}

fn all_exact(values: &[MoveValue]) -> bool {
    values.iter().all(|v| v.exact)
}
