//! The review's background analysis: every move of the game valued against the best move
//! there, one position at a time on a worker thread, in two passes: a quick one so that the
//! whole game has losses within seconds, then a deeper one that replaces them. The move the
//! player is looking at is analysed first. Leaving the review drops the worker, which stops it.

use crate::games::othello::{Game, MoveReview, review_move};
use crate::screens::worker::Worker;

/// (plies, nodes a move) of each pass. The second pass is about a quarter of a second a move
/// in a release build; positions from 14 empties (and 20 in the second pass) are solved.
pub const PASSES: [(u32, u64); 2] = [(6, 20_000), (30, 1_000_000)];

/// The reviews of a game's moves, filled in pass by pass.
pub struct ReviewAnalysis {
    game: Game,
    /// Per move: its review and the passes done (0 while none).
    reviews: Vec<Option<MoveReview>>,
    passes: Vec<u8>,
    /// The move being analysed and the pass it is for.
    job: Option<(usize, u8, Worker<Option<MoveReview>>)>,
}

impl ReviewAnalysis {
    pub fn new(game: Game) -> ReviewAnalysis {
        let n = game.moves().len();
        // A pass has nothing to review: counted as done in every pass.
        let passes = game.moves().iter().map(|m| if m.is_none() { 2 } else { 0 }).collect();
        ReviewAnalysis { game, reviews: vec![None; n], passes, job: None }
    }

    /// Picks up a finished move and starts the next: move `first` if it still lacks the
    /// current pass, else the earliest that does. Call on every tick.
    pub fn pump(&mut self, first: usize) {
        if let Some((i, pass, worker)) = &self.job {
            if let Some(answer) = worker.poll() {
                if let Some(r) = answer {
                    self.reviews[*i] = Some(r);
                }
                self.passes[*i] = *pass;
                self.job = None;
            } else if worker.is_dead() {
                // Never retried: the same search would fail the same way.
                self.passes[*i] = *pass;
                self.job = None;
            } else {
                return;
            }
        }
        let Some(pass) = self.passes.iter().min().map(|p| p + 1) else { return };
        if usize::from(pass) > PASSES.len() {
            return;
        }
        let wanted = |i: &usize| self.passes[*i] < pass;
        let next = Some(first).filter(|i| *i < self.passes.len() && wanted(i));
        let Some(i) = next.or_else(|| (0..self.passes.len()).find(wanted)) else { return };
        let (Some(&pos), Some(Some(played))) =
            (self.game.positions().get(i), self.game.moves().get(i))
        else {
            return;
        };
        let (played, (depth, nodes)) = (*played, PASSES[usize::from(pass) - 1]);
        let worker =
            Worker::spawn_stoppable(move |stop| review_move(&pos, played, depth, nodes, stop));
        self.job = Some((i, pass, worker));
    }

    /// Move `i`'s review, once a pass has reached it.
    pub fn review(&self, i: usize) -> Option<&MoveReview> {
        self.reviews.get(i).and_then(Option::as_ref)
    }

    pub fn reviews(&self) -> &[Option<MoveReview>] {
        &self.reviews
    }

    /// Moves reviewed at least once, and how many there are to review.
    pub fn progress(&self) -> (usize, usize) {
        let moves = self.game.moves().iter().flatten().count();
        (self.reviews.iter().flatten().count(), moves)
    }

    /// True once the last pass has reached every move.
    pub fn finished(&self) -> bool {
        self.passes.iter().all(|&p| usize::from(p) >= PASSES.len())
    }

    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}
