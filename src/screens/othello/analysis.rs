//! Background analysis for the Othello screen: the evaluation graph (black's view of every
//! position of the game), the hint (the Hard engine's best move) and the value of every legal
//! move on the board (`MoveAnalysis`, on `v`). All run on worker threads, one search of each
//! kind at a time: a search for a position that is no longer wanted (after an undo, a new game
//! or a move) is dropped, which stops it within a few thousand nodes, and the search that is
//! wanted starts at once.
//!
//! The graph and the analysis have one source of values (issue #26): a graph point is the
//! best move's value from an analysis pass of that position (`GRAPH_PASS`, or a deeper pass
//! `v` has finished there), and `v` starts from the pass the graph already has. So the graph's
//! "now" and the best value on the board are the same number from the same search, never a
//! separate search that disagrees with it.

use crate::games::othello::{Colour, Game, HARD_NODES, MoveValue, Position, hint, move_values};
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

/// What an analysis pass found for a position: the depth it asked for and every legal
/// move's value, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub pass: u32,
    pub values: Vec<MoveValue>,
}

/// The analysis pass that gives the graph its point for a position when `v` has not gone
/// deeper there: an even depth (the evaluation's odd/even swing then does not alternate from
/// point to point) whose budget solves moves only from 14 empties (a pass of 8 solves
/// from 20 empties, seconds a position, and the graph fell behind a watched game). About
/// 20–50 ms a position in the opening (test build), less than the old graph search.
pub const GRAPH_PASS: u32 = 6;

/// The position whose moves a graph point is read from: `pos`, or after its pass when the
/// side to move has none (its value is the other side's, both from black's view).
fn searched(pos: &Position) -> Position {
    if pos.legal_moves() == 0 { pos.pass().unwrap_or(*pos) } else { *pos }
}

/// The graph pass of `pos` (see [`searched`]): `None` once stopped.
fn graph_values(pos: &Position, stop: &StopFlag) -> Option<Vec<MoveValue>> {
    move_values(&searched(pos), GRAPH_PASS, pass_nodes(GRAPH_PASS), stop)
}

/// Black's view of `pos` from its values: the best move's value for the side that moves
/// (see [`searched`]); the final disc difference at the end.
fn black_view(pos: &Position, values: &[MoveValue]) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return outcome.disc_diff();
    }
    let best = values.first().map_or(0, |v| v.score);
    if searched(pos).side_to_move() == Colour::Black { best } else { -best }
}

/// One point of the graph: black's view, and the pass it was read from (`None` for a
/// point restored from a save, which any pass replaces, or the end, which none does).
#[derive(Clone, Debug)]
struct Point {
    score: i32,
    known: Option<Known>,
}

/// Evaluations of the positions of a game, filled in one by one off the UI thread.
#[derive(Default)]
pub struct Evaluations {
    /// `(position, point)` for a prefix of the game's positions.
    done: Vec<(Position, Point)>,
    /// Passes `v` finished for positions the graph has not reached yet.
    ahead: Vec<(Position, Known)>,
    job: Option<Job<Option<Vec<MoveValue>>>>,
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
        self.ahead.retain(|(p, _)| positions.contains(p));
        let next = positions.get(self.done.len());
        if self.job.as_ref().is_some_and(|job| next != Some(&job.pos) || self.ahead_of(job.pos)) {
            // Its position left the game, or `v` valued it: stop it (by dropping).
            self.job = None;
        }
        if let Some(job) = &self.job {
            let answer = job.worker.poll();
            let dead = answer.is_none() && job.worker.is_dead();
            if let Some(values) = answer {
                let pos = job.pos;
                self.job = None;
                let Some(values) = values else { return };
                let score = black_view(&pos, &values);
                self.done
                    .push((pos, Point { score, known: Some(Known { pass: GRAPH_PASS, values }) }));
            } else if dead {
                self.job = None;
            } else {
                return;
            }
        }
        while let Some(&pos) = positions.get(self.done.len()) {
            // A pass changes only the side to move: the score stays what it was.
            let passed = !self.done.is_empty() && game.moves()[self.done.len() - 1].is_none();
            if let (true, Some((_, prev))) = (passed, self.done.last()) {
                let point = Point { score: prev.score, known: None };
                self.done.push((pos, point));
                continue;
            }
            if let Some(outcome) = pos.outcome() {
                self.done.push((pos, Point { score: outcome.disc_diff(), known: None }));
                continue;
            }
            if let Some(i) = self.ahead.iter().position(|(p, k)| *p == pos && k.pass >= GRAPH_PASS)
            {
                let (_, known) = self.ahead.swap_remove(i);
                let score = black_view(&pos, &known.values);
                self.done.push((pos, Point { score, known: Some(known) }));
                continue;
            }
            self.job = Some(Job::spawn(pos, graph_values));
            break;
        }
    }

    /// True when `v` has valued `pos` at least as deep as the graph would.
    fn ahead_of(&self, pos: Position) -> bool {
        self.ahead.iter().any(|(p, k)| *p == pos && k.pass >= GRAPH_PASS)
    }

    /// Takes a pass `v` finished for `pos`: the graph's point there becomes its best value
    /// when it is deeper than the point's own pass.
    pub fn offer(&mut self, pos: Position, known: &Known) {
        if self.off {
            return;
        }
        if let Some((_, point)) = self.done.iter_mut().find(|(p, _)| *p == pos) {
            let deeper = point.known.as_ref().is_none_or(|k| k.pass < known.pass);
            if deeper && pos.outcome().is_none() {
                *point =
                    Point { score: black_view(&pos, &known.values), known: Some(known.clone()) };
            }
            return;
        }
        match self.ahead.iter_mut().find(|(p, _)| *p == pos) {
            Some((_, k)) if k.pass < known.pass => *k = known.clone(),
            Some(_) => {}
            None => self.ahead.push((pos, known.clone())),
        }
    }

    /// The deepest pass known for `pos`, for `v` to start from.
    pub fn known(&self, pos: &Position) -> Option<&Known> {
        let done = self.done.iter().find(|(p, _)| p == pos).and_then(|(_, pt)| pt.known.as_ref());
        let ahead = self.ahead.iter().find(|(p, _)| p == pos).map(|(_, k)| k);
        // Only the position's own moves: a point read after a pass has the other side's.
        [done, ahead]
            .into_iter()
            .flatten()
            .filter(|_| pos.legal_moves() != 0)
            .max_by_key(|k| k.pass)
    }

    /// Turns the evaluations off for good: nothing is searched, the graph stays empty.
    pub fn switch_off(&mut self) {
        self.off = true;
        self.job = None;
    }

    /// Takes up `scores` computed earlier for `game`'s first positions (a resumed game).
    pub fn restore(&mut self, game: &Game, scores: &[i32]) {
        let points = scores.iter().map(|&score| Point { score, known: None });
        self.done = game.positions().iter().copied().zip(points).collect();
        self.job = None;
    }

    /// Scores known so far, for the game's first positions in order.
    pub fn scores(&self) -> Vec<i32> {
        self.done.iter().map(|(_, p)| p.score).collect()
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
pub fn pass_nodes(depth: u32) -> u64 {
    FIRST_NODES.saturating_mul(1 << (depth - FIRST_DEPTH).min(20)).min(HARD_NODES)
}

/// Analysis on the board (`v`): every legal move's value for the side to move, one search
/// pass at a time, each a ply deeper, until every value is exact or the last depth is done.
/// A pass for a position that has left the board is dropped (which stops it), so the
/// analysis follows the game and never runs beside the computer's own search.
#[derive(Default)]
pub struct MoveAnalysis {
    on: bool,
    /// The deepest pass found so far and the position it is for.
    shown: Option<(Position, Known)>,
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
    /// turn, an animation, the end) stops whatever runs. `known` is the deepest pass the
    /// graph has for `pos`: shown at once, and the passes go on from it. Returns a pass that
    /// just finished, for the graph to take. Call on every tick and change.
    pub fn pump(&mut self, pos: Option<&Position>, known: Option<&Known>) -> Option<Known> {
        let Some(pos) = pos.filter(|_| self.on) else {
            self.job = None;
            return None;
        };
        if self.job.as_ref().is_some_and(|(job, _)| job.pos != *pos) {
            self.job = None;
        }
        if self.shown.as_ref().is_some_and(|(p, _)| p != pos) {
            self.shown = None;
        }
        let shown_pass = self.shown.as_ref().map(|(_, k)| k.pass);
        if let Some(k) = known.filter(|k| shown_pass.is_none_or(|s| s < k.pass)) {
            // The graph went deeper than this analysis: show its values, search past them.
            self.shown = Some((*pos, k.clone()));
            if self.job.as_ref().is_some_and(|(_, depth)| *depth <= k.pass) {
                self.job = None;
            }
            if self.job.is_none() && !finished(k) {
                self.start(*pos, k.pass + 1);
            }
        }
        let mut found = None;
        if let Some((job, depth)) = &self.job {
            let answer = job.worker.poll();
            if answer.is_none() && !job.worker.is_dead() {
                return None;
            }
            let depth = *depth;
            self.job = None;
            // A pass that died or was stopped: try no deeper for this position.
            let values = answer.flatten()?;
            let k = Known { pass: depth, values };
            if !finished(&k) {
                self.start(*pos, depth + 1);
            }
            self.shown = Some((*pos, k.clone()));
            found = Some(k);
        } else if self.shown.is_none() {
            self.start(*pos, FIRST_DEPTH);
        }
        found
    }

    fn start(&mut self, pos: Position, depth: u32) {
        let nodes = pass_nodes(depth);
        let worker = Worker::spawn_stoppable(move |stop| move_values(&pos, depth, nodes, stop));
        self.job = Some((Job { pos, worker }, depth));
    }

    /// The values to draw for `pos`, best first, once a pass has finished for it.
    pub fn values_for(&self, pos: &Position) -> Option<&[MoveValue]> {
        self.shown.as_ref().filter(|(p, _)| p == pos).map(|(_, k)| k.values.as_slice())
    }

    /// True while a pass runs (the screen keeps ticking to collect it).
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}

/// No deeper pass is worth running after `k`: every value exact, the last depth, or out of
/// nodes before the depth asked at the largest budget (deeper passes would repeat it).
fn finished(k: &Known) -> bool {
    let spent =
        k.values.iter().any(|v| !v.exact && v.depth < k.pass) && pass_nodes(k.pass) >= HARD_NODES;
    k.pass >= LAST_DEPTH || k.values.iter().all(|v| v.exact) || spent
}
