//! Mid-game search: negamax alpha-beta with principal-variation windows, iterative deepening
//! with aspiration windows at the root (`search/root.rs`), a bucketed transposition table
//! (`search/tt.rs`), Multi-ProbCut (`search/mpc.rs`), and moves ordered by the table's two
//! moves, then by the evaluation and mobility after each move (`search/order.rs`). The budget
//! is a node count, never the clock, so a seed replays a game exactly.

mod mpc;
mod order;
mod root;
mod tt;

pub use mpc::fit::{MpcLine, MpcRow, fit_multi_probcut};

use super::Position;
use super::bitboard::{flips, moves};
use super::eval::{UNITS_PER_DISC, evaluate};
use super::learned::{EvalState, SHIPPED_WEIGHTS, TEMPO, Weights};
use super::pattern::phase;
use super::position::final_score;
use super::symmetry::{canonical, image_square, preimage_square};
use crate::games::stop::{STOP_CHECK_INTERVAL, StopFlag};
use tt::{Bound, Table};

/// How far a search may go. It stops at whichever limit comes first; the last completed
/// iteration's answer is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// 0 asks for the position's evaluation alone (with the ordering's first move).
    pub max_depth: u32,
    pub max_nodes: u64,
}

/// The answer of a search. `score` is for the side to move, in discs (approximately the final
/// disc difference; exact when the search saw every game end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` when the side to move has no legal move.
    pub best: Option<u8>,
    pub score: i32,
    /// Depth of the last completed iteration (0 if none completed, or for `max_depth` 0).
    pub depth: u32,
    pub nodes: u64,
}

/// Added to game-over scores so that a sure win beats any heuristic advantage.
const WIN_BONUS: i32 = 100_000;
/// Scores at or beyond this size are game ends seen by the search, not estimates.
const WIN_LIMIT: i32 = WIN_BONUS - 64 * UNITS_PER_DISC;
const INF: i32 = 1_000_000;
/// Half the width of the root's first window around the previous iteration's score.
const ASPIRATION: i32 = 4 * UNITS_PER_DISC;

pub(crate) struct Searcher {
    tt: Table,
    nodes: u64,
    max_nodes: u64,
    aborted: bool,
    /// Raised when nobody wants the answer any more; the search then ends as if its budget
    /// ran out.
    stop: StopFlag,
    eval: Evaluator,
    /// Multi-ProbCut on (only with the shipped weights, for which it was fitted).
    mpc: bool,
    /// The last completed iteration's root score, in evaluation units.
    root_score: i32,
}

/// Which static evaluation a search scores its leaves with.
#[derive(Clone, Copy, Debug)]
pub enum Evaluator {
    /// The hand-set terms of `eval.rs`.
    Hand,
    /// The learned pattern weights shipped in the binary (`learned.rs`).
    Learned,
    /// Other learned weights: the trainer's, while it fits them.
    Trained(&'static Weights),
}

/// The evaluation every search level uses.
pub const DEFAULT_EVAL: Evaluator = Evaluator::Learned;

impl Evaluator {
    /// The leaf's score; `st` holds its pattern indices, kept up to date move by move, and
    /// `mover_moves` the side to move's legal moves.
    fn evaluate(self, p: u64, o: u64, st: &EvalState, mover_moves: u64) -> i32 {
        match self {
            Evaluator::Hand => evaluate(p, o),
            Evaluator::Learned => {
                let empties = (!(p | o)).count_ones();
                SHIPPED_WEIGHTS.evaluate_with_moves(st.mover(), p, o, mover_moves)
                    - TEMPO[phase(empties)]
            }
            Evaluator::Trained(w) => w.evaluate_with_moves(st.mover(), p, o, mover_moves),
        }
    }
}

/// Converts an internal score to discs for reporting.
fn to_discs(score: i32) -> i32 {
    let s = if score >= WIN_LIMIT {
        score - WIN_BONUS
    } else if score <= -WIN_LIMIT {
        score + WIN_BONUS
    } else {
        score
    };
    (s as f64 / f64::from(UNITS_PER_DISC)).round().clamp(-64.0, 64.0) as i32
}

/// The position after the mover `p` plays `sq`, from the opponent's side.
#[inline]
fn play(p: u64, o: u64, st: &EvalState, sq: u8) -> (u64, u64, EvalState) {
    let f = flips(p, o, sq);
    (o & !f, p | f | (1 << sq), st.play(sq, f))
}

impl Searcher {
    pub(crate) fn new(max_nodes: u64) -> Searcher {
        // Size the table to the budget: 2^12 .. 2^20 entries (32 bytes each).
        let bits = (64 - max_nodes.max(1).leading_zeros()).clamp(12, 20);
        Searcher {
            tt: Table::new(bits),
            nodes: 0,
            max_nodes,
            aborted: false,
            stop: StopFlag::never(),
            eval: DEFAULT_EVAL,
            mpc: matches!(DEFAULT_EVAL, Evaluator::Learned),
            root_score: 0,
        }
    }

    /// The same searcher, scoring leaves with `eval` (Multi-ProbCut only with the shipped
    /// weights).
    pub(crate) fn with_eval(self, eval: Evaluator) -> Searcher {
        Searcher { eval, mpc: self.mpc && matches!(eval, Evaluator::Learned), ..self }
    }

    /// The same searcher with Multi-ProbCut off: a plain alpha-beta search, whose value at a
    /// depth is the minimax value (the tests, and the fit of Multi-ProbCut's own table).
    pub(crate) fn without_mpc(self) -> Searcher {
        Searcher { mpc: false, ..self }
    }

    /// Ready for another search (the trainer runs many small ones): the node count starts
    /// again and the table keeps what it knows.
    pub(crate) fn reset(&mut self) {
        self.nodes = 0;
        self.aborted = false;
    }

    /// The same searcher, ending early once `stop` is raised.
    pub(crate) fn with_stop(self, stop: &StopFlag) -> Searcher {
        Searcher { stop: stop.clone(), ..self }
    }

    /// Scores every legal root move at exactly `depth` with a full window (for the randomised
    /// Normal player). Empty when the side to move has no move.
    pub(crate) fn root_scores(&mut self, pos: &Position, depth: u32) -> Vec<(u8, i32)> {
        let (canon, k) = canonical(pos);
        let (p, o) = (canon.player, canon.opponent);
        let st = EvalState::new(p, o);
        super::squares(moves(p, o))
            .map(|sq| {
                let (np, no, cs) = play(p, o, &st, sq);
                let s = -self.negamax(np, no, &cs, depth.saturating_sub(1), -INF, INF);
                (preimage_square(sq, k), to_discs(s))
            })
            .collect()
    }

    /// Searches the canonical image of `pos` (`symmetry.rs`) and maps the move back, so
    /// every image of a position gets the same value and the same move.
    pub(crate) fn iterate(&mut self, pos: &Position, limits: SearchLimits) -> SearchResult {
        let (canon, k) = canonical(pos);
        let r = self.iterate_image(&canon, limits);
        SearchResult { best: r.best.map(|sq| preimage_square(sq, k)), ..r }
    }

    fn iterate_image(&mut self, pos: &Position, limits: SearchLimits) -> SearchResult {
        let (p, o) = (pos.player, pos.opponent);
        let mut result = SearchResult { best: None, score: 0, depth: 0, nodes: 0 };
        if moves(p, o) == 0 {
            // A forced pass at the root: search on from the opponent's side.
            if moves(o, p) == 0 {
                result.score = to_discs(terminal(p, o));
                return result;
            }
            let r = self.iterate_image(&pos.swapped(), limits);
            return SearchResult { best: None, score: -r.score, ..r };
        }
        self.tt.new_search();
        // Beyond the number of empties (plus a few passes) deeper iterations add nothing.
        let cap = limits.max_depth.min(pos.empty_count() + 4);
        self.max_nodes = limits.max_nodes;
        let st = EvalState::new(p, o);
        let mut list = order::root_list(p, o, &st, self.eval);
        if cap == 0 {
            // Depth 0 is the evaluation itself: a move's value at one ply (`othello move
            // --depth 1`) is this of the position after it, and says it looked one ply deep.
            self.nodes += 1;
            let score = self.eval.evaluate(p, o, &st, moves(p, o));
            let best = list.first().copied();
            return SearchResult { best, score: to_discs(score), depth: 0, nodes: self.nodes };
        }
        for depth in 1..=cap {
            let guess = (depth > 2).then_some(self.root_score);
            let (best, score, proven) = self.root(p, o, &mut list, depth, guess);
            if self.aborted {
                // An unfinished iteration's move is kept if it proved better than the one
                // searched first (the previous iteration's best).
                if proven && result.best.is_some() {
                    result.best = Some(best);
                }
                break;
            }
            result = SearchResult { best: Some(best), score: to_discs(score), depth, nodes: 0 };
            self.root_score = score;
            if score.abs() >= WIN_LIMIT && depth >= pos.empty_count() {
                break;
            }
        }
        if result.best.is_none() {
            // Not even depth 1 finished within the budget: take the ordering's first choice.
            result.best = list.first().copied();
        }
        result.nodes = self.nodes;
        result
    }

    /// After [`Searcher::iterate`] answered `r`: its best move and the other root moves that
    /// a null-window search at the same depth proves within `margin` discs of it, within
    /// `extra` more nodes (those it had no time to prove are left out).
    pub(crate) fn near_best(
        &mut self,
        pos: &Position,
        r: &SearchResult,
        margin: i32,
        extra: u64,
    ) -> Vec<u8> {
        let Some(best) = r.best else { return Vec::new() };
        // The same image `iterate` searched, whose table and root score this reuses.
        let (canon, k) = canonical(pos);
        let best = image_square(best, k);
        let (p, o) = (canon.player, canon.opponent);
        let mut out = vec![best];
        if r.depth == 0 || self.root_score.abs() >= WIN_LIMIT {
            return vec![preimage_square(best, k)];
        }
        self.max_nodes = self.nodes.saturating_add(extra);
        self.aborted = false;
        let bound = self.root_score - margin * UNITS_PER_DISC;
        let st = EvalState::new(p, o);
        for sq in super::squares(moves(p, o)).filter(|&sq| sq != best) {
            let (np, no, cs) = play(p, o, &st, sq);
            let s = -self.negamax(np, no, &cs, r.depth - 1, -bound, -bound + 1);
            if self.aborted {
                break;
            }
            if s >= bound {
                out.push(sq);
            }
        }
        out.into_iter().map(|sq| preimage_square(sq, k)).collect()
    }

    fn negamax(
        &mut self,
        p: u64,
        o: u64,
        st: &EvalState,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.aborted
            || self.nodes >= self.max_nodes
            || (self.nodes.is_multiple_of(STOP_CHECK_INTERVAL) && self.stop.is_stopped())
        {
            self.aborted = true;
            return 0;
        }
        self.nodes += 1;
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return terminal(p, o);
            }
            return -self.negamax(o, p, &st.pass(), depth, -beta, -alpha);
        }
        if depth == 0 {
            return self.eval.evaluate(p, o, st, mv);
        }
        let mut tt_moves = [tt::NO_MOVE; 2];
        if let Some(e) = self.tt.probe(p, o) {
            tt_moves = e.moves;
            if u32::from(e.depth) >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        if self.mpc
            && let Some(cut) = self.probcut(p, o, st, depth, alpha, beta)
        {
            return cut;
        }
        let alpha0 = alpha;
        let list = order::ordered(p, o, st, mv, depth, tt_moves, self.eval);
        let mut best_score = -INF;
        let mut best = list[0];
        for (i, &sq) in list.iter().enumerate() {
            let (np, no, cs) = play(p, o, st, sq);
            let mut s;
            if i == 0 {
                s = -self.negamax(np, no, &cs, depth - 1, -beta, -alpha);
            } else {
                s = -self.negamax(np, no, &cs, depth - 1, -alpha - 1, -alpha);
                if s > alpha && s < beta {
                    s = -self.negamax(np, no, &cs, depth - 1, -beta, -alpha);
                }
            }
            if self.aborted {
                return 0;
            }
            if s > best_score {
                best_score = s;
                best = sq;
                if s > alpha {
                    alpha = s;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best_score <= alpha0 {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.store(p, o, depth, best_score, bound, best);
        best_score
    }
}

fn terminal(p: u64, o: u64) -> i32 {
    let s = final_score(p, o);
    s * UNITS_PER_DISC + s.signum() * WIN_BONUS
}

/// Runs an iterative-deepening search from `pos` within `limits`.
pub fn search(pos: &Position, limits: SearchLimits) -> SearchResult {
    Searcher::new(limits.max_nodes).iterate(pos, limits)
}

#[cfg(test)]
mod tests;
