//! Mid-game search: negamax alpha-beta with principal-variation windows, iterative deepening,
//! a fixed-size transposition table and mobility-based move ordering. The budget is a node
//! count, never the clock, so a seed replays a game exactly.

use super::Position;
use super::bitboard::{CORNERS, X_SQUARES, flips, moves};
use super::eval::{UNITS_PER_DISC, evaluate};
use super::learned::{EvalState, SHIPPED_WEIGHTS, Weights};
use super::movelist::List;
use super::position::final_score;
use crate::games::stop::{STOP_CHECK_INTERVAL, StopFlag};

/// How far a search may go. It stops at whichever limit comes first; the last completed
/// iteration's answer is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
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
    /// Depth of the last completed iteration (0 if none completed).
    pub depth: u32,
    pub nodes: u64,
}

/// Added to game-over scores so that a sure win beats any heuristic advantage.
const WIN_BONUS: i32 = 100_000;
const INF: i32 = 1_000_000;

#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    best: u8,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

pub(crate) struct Searcher {
    tt: Vec<Entry>,
    nodes: u64,
    max_nodes: u64,
    aborted: bool,
    /// Raised when nobody wants the answer any more; the search then ends as if its budget
    /// ran out.
    stop: StopFlag,
    eval: Evaluator,
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
    /// The leaf's score; `st` holds its pattern indices, kept up to date move by move.
    fn evaluate(self, p: u64, o: u64, st: &EvalState) -> i32 {
        match self {
            Evaluator::Hand => evaluate(p, o),
            Evaluator::Learned => SHIPPED_WEIGHTS.evaluate_indices(st.mover(), p, o),
            Evaluator::Trained(w) => w.evaluate_indices(st.mover(), p, o),
        }
    }
}

fn hash(p: u64, o: u64) -> u64 {
    let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ o.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    h ^ (h >> 31)
}

/// Converts an internal score to discs for reporting.
fn to_discs(score: i32) -> i32 {
    let s = if score >= WIN_BONUS - 64 * UNITS_PER_DISC {
        score - WIN_BONUS
    } else if score <= -WIN_BONUS + 64 * UNITS_PER_DISC {
        score + WIN_BONUS
    } else {
        score
    };
    (s as f64 / f64::from(UNITS_PER_DISC)).round().clamp(-64.0, 64.0) as i32
}

impl Searcher {
    pub(crate) fn new(max_nodes: u64) -> Searcher {
        // Size the table to the budget: 2^12 .. 2^20 entries (24 bytes each).
        let bits = (64 - max_nodes.max(1).leading_zeros()).clamp(12, 20);
        Searcher {
            tt: vec![Entry::default(); 1 << bits],
            nodes: 0,
            max_nodes,
            aborted: false,
            stop: StopFlag::never(),
            eval: DEFAULT_EVAL,
            root_score: 0,
        }
    }

    /// The same searcher, scoring leaves with `eval`.
    pub(crate) fn with_eval(self, eval: Evaluator) -> Searcher {
        Searcher { eval, ..self }
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
        let (p, o) = (pos.player, pos.opponent);
        let st = EvalState::new(p, o);
        super::squares(moves(p, o))
            .map(|sq| {
                let f = flips(p, o, sq);
                let (np, no, cs) = (o & !f, p | f | (1 << sq), st.play(sq, f));
                let s = -self.negamax(np, no, &cs, depth.saturating_sub(1), -INF, INF);
                (sq, to_discs(s))
            })
            .collect()
    }

    pub(crate) fn iterate(&mut self, pos: &Position, limits: SearchLimits) -> SearchResult {
        let (p, o) = (pos.player, pos.opponent);
        let mut result = SearchResult { best: None, score: 0, depth: 0, nodes: 0 };
        if moves(p, o) == 0 {
            // A forced pass at the root: search on from the opponent's side.
            if moves(o, p) == 0 {
                result.score = to_discs(terminal(p, o));
                return result;
            }
            let r = self.iterate(&pos.swapped(), limits);
            return SearchResult { best: None, score: -r.score, ..r };
        }
        // Beyond the number of empties (plus a few passes) deeper iterations add nothing.
        let cap = limits.max_depth.min(pos.empty_count() + 4).max(1);
        self.max_nodes = limits.max_nodes;
        for depth in 1..=cap {
            let (best, score) = self.root(p, o, depth);
            if self.aborted {
                break;
            }
            result = SearchResult { best: Some(best), score: to_discs(score), depth, nodes: 0 };
            self.root_score = score;
            if score.abs() >= WIN_BONUS - 64 * UNITS_PER_DISC && depth >= pos.empty_count() {
                break;
            }
        }
        if result.best.is_none() {
            // Not even depth 1 finished within the budget: take the ordering's first choice.
            result.best = super::squares(moves(p, o)).max_by_key(|&sq| order_key(p, o, sq, 0));
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
        let (p, o) = (pos.player, pos.opponent);
        let mut out = vec![best];
        if r.depth == 0 || self.root_score.abs() >= WIN_BONUS - 64 * UNITS_PER_DISC {
            return out;
        }
        self.max_nodes = self.nodes.saturating_add(extra);
        self.aborted = false;
        let bound = self.root_score - margin * UNITS_PER_DISC;
        let st = EvalState::new(p, o);
        for sq in super::squares(moves(p, o)).filter(|&sq| sq != best) {
            let f = flips(p, o, sq);
            let (np, no, cs) = (o & !f, p | f | (1 << sq), st.play(sq, f));
            let s = -self.negamax(np, no, &cs, r.depth - 1, -bound, -bound + 1);
            if self.aborted {
                break;
            }
            if s >= bound {
                out.push(sq);
            }
        }
        out
    }

    fn root(&mut self, p: u64, o: u64, depth: u32) -> (u8, i32) {
        let (mut alpha, beta) = (-INF, INF);
        let mut best = 0;
        let list = self.ordered(p, o, moves(p, o), depth);
        let st = EvalState::new(p, o);
        for (i, &sq) in list.iter().enumerate() {
            let f = flips(p, o, sq);
            let (np, no, cs) = (o & !f, p | f | (1 << sq), st.play(sq, f));
            let mut s = if i == 0 {
                -INF
            } else {
                -self.negamax(np, no, &cs, depth - 1, -alpha - 1, -alpha)
            };
            if i == 0 || (s > alpha && s < beta) {
                s = -self.negamax(np, no, &cs, depth - 1, -beta, -alpha);
            }
            if self.aborted {
                break;
            }
            if s > alpha || i == 0 {
                alpha = s;
                best = sq;
            }
        }
        if !self.aborted {
            self.store(p, o, depth, alpha, Bound::Exact, best);
        }
        (best, alpha)
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
            return self.eval.evaluate(p, o, st);
        }
        let slot = (hash(p, o) as usize) & (self.tt.len() - 1);
        let e = self.tt[slot];
        let mut tt_move = None;
        if e.player == p && e.opponent == o {
            tt_move = Some(e.best);
            if u32::from(e.depth) >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        let alpha0 = alpha;
        let mut list = self.ordered(p, o, mv, depth);
        if let Some(t) = tt_move
            && let Some(i) = list.iter().position(|&s| s == t)
        {
            list[..=i].rotate_right(1);
        }
        let mut best_score = -INF;
        let mut best = list[0];
        for (i, &sq) in list.iter().enumerate() {
            let f = flips(p, o, sq);
            let (np, no, cs) = (o & !f, p | f | (1 << sq), st.play(sq, f));
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
        self.store(p, o, depth, best_score, bound, best);
        best_score
    }

    fn store(&mut self, p: u64, o: u64, depth: u32, score: i32, bound: Bound, best: u8) {
        let slot = (hash(p, o) as usize) & (self.tt.len() - 1);
        let e = &mut self.tt[slot];
        // Replace scheme: keep a deeper entry of another position, else overwrite.
        if e.player == p && e.opponent == o
            || u32::from(e.depth) <= depth
            || e.player | e.opponent == 0
        {
            *e = Entry { player: p, opponent: o, score, depth: depth.min(255) as u8, bound, best };
        }
    }

    /// Legal moves in search order: best first by `order_key`.
    fn ordered(&self, p: u64, o: u64, mv: u64, depth: u32) -> List {
        let mut list = List::new();
        for sq in super::squares(mv) {
            list.push(sq, order_key(p, o, sq, depth));
        }
        list.sort();
        list
    }
}

fn terminal(p: u64, o: u64) -> i32 {
    let s = final_score(p, o);
    s * UNITS_PER_DISC + s.signum() * WIN_BONUS
}

/// Higher is searched first. Corners first and X-squares last everywhere; deeper in the tree
/// (where it pays) also prefer moves that leave the opponent few replies.
fn order_key(p: u64, o: u64, sq: u8, depth: u32) -> i32 {
    let bit = 1u64 << sq;
    let mut key = 0;
    if bit & CORNERS != 0 {
        key += 100;
    }
    if bit & X_SQUARES != 0 {
        key -= 50;
    }
    if depth >= 3 {
        let f = flips(p, o, sq);
        let (np, no) = (o & !f, p | f | bit);
        key -= 8 * moves(np, no).count_ones() as i32;
    }
    key
}

/// Runs an iterative-deepening search from `pos` within `limits`.
pub fn search(pos: &Position, limits: SearchLimits) -> SearchResult {
    Searcher::new(limits.max_nodes).iterate(pos, limits)
}
