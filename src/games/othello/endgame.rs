//! Exact endgame solver: the final disc difference under perfect play (empties to the winner,
//! the FFO/JOA convention).
//!
//! Who wins alone (`solve_wld_until`) is one search with the window (-1, 1), cheap because
//! every node cuts off as soon as it sees a win. The exact score is closed in on by
//! null-window tests from a four-ply evaluation search's guess (MTD(f)), each test's bounds
//! kept in the table for the next: on FFO #40-#44, 15 % fewer nodes than proving the winner
//! first and then searching the proven half. The searches are principal-variation searches:
//! the first move of a node gets the window, every other move a null-window search (`nws`: is
//! it better than alpha?), which is where almost all nodes are. Null-window nodes with many
//! empties use fastest-first ordering (`order.rs`, which hands each child its legal moves),
//! from nine empties the transposition table (`tt.rs`, sized to stay in cache) and from
//! fourteen the enhanced transposition cut-off; with few empties a parity-ordered scan
//! (`small.rs`), and for the last four dedicated unrolled solvers that only count the last
//! move's flips (`last.rs`). A null-window node with many empties stops early when the
//! opponent's stable discs cap the score at or below alpha (measured: below eight empties the
//! stability test costs more than it saves).
//!
//! Tried on FFO #40-#44 and dropped, as no faster: the enhanced cut-off from 10, 12 or 16
//! empties; the table from 10 empties; the parity scan up to 5, 6 or 8 empties (measured again
//! once the last four got cheaper: 104, 117 and 169 M nodes against 142 M at 7, the same
//! instructions within 1 % on FFO #44, times within the noise); a root guess of 2, 3, 5 or 6
//! plies; evaluation ordering from 15 or 18 empties, or a ply every 3 empties (40 % more
//! nodes); `flips` forced inline (more instructions).

use super::Position;
use super::bitboard::{CORNERS, EDGES, flips, moves, stable};
use super::position::final_score;
use super::symmetry::{canonical, preimage_square};
use crate::games::stop::{STOP_CHECK_INTERVAL, StopFlag};

mod last;
mod order;
mod small;
mod tt;

use order::{ETC_MIN, MoveList};
use tt::Table;

/// The exact answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveResult {
    /// Best move; `None` when the side to move must pass or the game is over.
    pub best: Option<u8>,
    /// Final disc difference (mover minus opponent, empties to the winner) under perfect play.
    pub score: i32,
    pub nodes: u64,
}

/// Up to this many empties null-window nodes use the table-free parity scan (`small.rs`).
const SHALLOW: u32 = 7;
/// From this many empties null-window nodes read and write the table. The nodes just above
/// `SHALLOW` are the most numerous and the cheapest: their probes, mostly cache misses, cost
/// more than the subtrees they save (measured on FFO #40-#44: from 9 empties 6 % more nodes,
/// 5 % less time).
const TABLE_MIN: u32 = 9;
/// No move (a square number off the board).
const NO_MOVE: u8 = 64;

pub(super) struct Solver {
    tt: Table,
    /// One move list per number of empties: a node's list lives here while its children
    /// use the lists below it.
    lists: Vec<MoveList>,
    nodes: u64,
    max_nodes: u64,
    /// Node count at which the stop flag is next looked at.
    next_check: u64,
    aborted: bool,
    /// Raised when nobody wants the answer any more: the solve gives up as if over budget.
    stop: StopFlag,
}

/// Solves `pos` exactly with no node limit. Meant for up to about 24 empties; callers facing
/// user input should use [`solve_with_limit`] or cap the empties.
pub fn solve(pos: &Position) -> SolveResult {
    solve_with_limit(pos, u64::MAX).expect("no node limit, so the solve completes")
}

/// Solves `pos` exactly, or gives up (`None`) once more than `max_nodes` nodes were searched.
pub fn solve_with_limit(pos: &Position, max_nodes: u64) -> Option<SolveResult> {
    solve_until(pos, max_nodes, &StopFlag::never())
}

/// [`solve_with_limit`] that also gives up (`None`) soon after `stop` is raised.
pub fn solve_until(pos: &Position, max_nodes: u64, stop: &StopFlag) -> Option<SolveResult> {
    run(pos, max_nodes, stop, false)
}

/// Who wins under perfect play, cheaper than the exact score: `score` has the result's sign
/// and bounds it (a win by at least `score`, a loss by at least `-score`, 0 a draw), and
/// `best` keeps the result (any move when lost).
/// Gives up (`None`) past `max_nodes` or once `stop` is raised.
pub fn solve_wld_until(pos: &Position, max_nodes: u64, stop: &StopFlag) -> Option<SolveResult> {
    run(pos, max_nodes, stop, true)
}

/// Solves the canonical image of `pos` (`symmetry.rs`), its move mapped back: every image of
/// a position gets the same move, and the same node cap gives up on all or none of them.
fn run(pos: &Position, max_nodes: u64, stop: &StopFlag, wld: bool) -> Option<SolveResult> {
    let (canon, k) = canonical(pos);
    let r = run_image(&canon, max_nodes, stop, wld)?;
    Some(SolveResult { best: r.best.map(|sq| preimage_square(sq, k)), ..r })
}

fn run_image(pos: &Position, max_nodes: u64, stop: &StopFlag, wld: bool) -> Option<SolveResult> {
    let (p, o) = (pos.player, pos.opponent);
    let n = pos.empty_count();
    // The table only serves nodes from TABLE_MIN empties. It is kept small enough to stay in
    // the processor's cache: a probe that misses it costs more than the few nodes a larger
    // table saves (measured on FFO #40-#44, 20 to 23 empties, against 2^20-2^21 entries:
    // 2^17 entries, 4 MB, for all five searched 5 % more nodes in 10 % less time; 2^16 searched
    // 8 % more for no further gain). Above 23 empties the size is a guess, not measured.
    let bits = match n {
        0..=10 => 8,
        11..=14 => 14,
        15..=18 => 16,
        19..=22 => 17,
        _ => 18,
    };
    let mut s = Solver {
        tt: Table::new(bits),
        lists: (0..=n).map(|_| MoveList::new()).collect(),
        nodes: 0,
        max_nodes,
        next_check: 0,
        aborted: false,
        stop: stop.clone(),
    };
    let (best, score) = if moves(p, o) != 0 {
        let (sc, b) = s.root(p, o, n, wld);
        (Some(b), sc)
    } else if moves(o, p) != 0 {
        (None, -s.root(o, p, n, wld).0)
    } else {
        (None, final_score(p, o))
    };
    (!s.aborted).then_some(SolveResult { best, score, nodes: s.nodes })
}

impl Solver {
    /// Win/loss/draw (`wld`): one search with the window (-1, 1). The exact score: null-window
    /// tests that close in on it from a shallow evaluation's guess (MTD(f)), each test's
    /// bound kept in the table for the next.
    fn root(&mut self, p: u64, o: u64, n: u32, wld: bool) -> (i32, u8) {
        if wld {
            return self.pvs(p, o, -1, 1, n);
        }
        let (mut lower, mut upper) = (-64, 64);
        let mut best = NO_MOVE;
        let mut g = order::guess(p, o);
        while lower < upper {
            // Scores are even: a test at an odd boundary splits them cleanly.
            let beta = if g >= upper {
                upper - 1
            } else if g <= lower {
                lower + 1
            } else {
                g | 1
            };
            let (s, mv) = self.pvs(p, o, beta - 1, beta, n);
            if self.aborted {
                return (0, NO_MOVE);
            }
            if s >= beta {
                lower = s;
                best = mv;
            } else {
                upper = s;
            }
            g = s;
        }
        if best == NO_MOVE {
            // Every test failed low: the score is the lowest, and any move reaches it.
            best = self.pvs(p, o, lower - 1, lower + 1, n).1;
        }
        (lower, best)
    }

    /// Counts a node and looks at the budget and (every few thousand nodes) the stop flag.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + STOP_CHECK_INTERVAL;
            if self.stop.is_stopped() {
                self.aborted = true;
            }
        }
        if self.nodes > self.max_nodes {
            self.aborted = true;
        }
        self.aborted
    }

    /// The opponent's stable discs cap the mover's score at `64 - 2 * stable`: when that is
    /// already at most alpha, the node fails low without a search. Stability costs a few
    /// hundred operations, so it is only tried when alpha is high enough (about twice the
    /// empties) and the opponent has enough discs for a cut to be possible.
    #[inline]
    fn stability_cut(&self, p: u64, o: u64, alpha: i32, n: u32) -> Option<i32> {
        let threshold = if n <= 9 { 2 * n as i32 - 2 } else { 2 * n as i32 };
        if alpha < threshold || o & (CORNERS | EDGES) == 0 || alpha < 64 - 2 * o.count_ones() as i32
        {
            return None;
        }
        let upper = 64 - 2 * stable(o, p).count_ones() as i32;
        (upper <= alpha).then_some(upper)
    }

    /// Exact score within (alpha, beta) (fail-soft) and the best move, `NO_MOVE` for a pass.
    fn pvs(&mut self, p: u64, o: u64, mut alpha: i32, mut beta: i32, n: u32) -> (i32, u8) {
        if self.tick() {
            return (0, NO_MOVE);
        }
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return (final_score(p, o), NO_MOVE);
            }
            return (-self.pvs(o, p, -beta, -alpha, n).0, NO_MOVE);
        }
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.tt.probe(p, o) {
            tt_move = e.best;
            let (lo, hi) = (i32::from(e.lower), i32::from(e.upper));
            if lo >= beta || lo == hi {
                return (lo, tt_move);
            }
            if hi <= alpha {
                return (hi, tt_move);
            }
            // Scores are even: narrowing to one below a lower bound (above an upper) still
            // lets the best move show itself by beating the window.
            alpha = alpha.max(lo - 1);
            beta = beta.min(hi + 1);
        }
        let (alpha0, start) = (alpha, self.nodes);
        self.order(p, o, mv, tt_move, n, None);
        let (mut best, mut best_move) = (-65, NO_MOVE);
        for i in 0..self.lists[n as usize].len() {
            let (sq, f, _) = self.lists[n as usize].pick(i);
            let (np, no) = (o & !f, p | f | (1u64 << sq));
            let mut s = if i == 0 { 65 } else { -self.null_window(np, no, -alpha - 1, n - 1) };
            if i == 0 || (s > alpha && s < beta) {
                s = -self.pv_child(np, no, -beta, -alpha, n - 1);
            }
            if self.aborted {
                return (0, NO_MOVE);
            }
            if s > best {
                best = s;
                best_move = sq;
                if s > alpha {
                    alpha = s;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let lower = if best > alpha0 { best } else { -64 };
        let upper = if best < beta { best } else { 64 };
        self.tt.store(p, o, lower, upper, best_move, self.nodes - start);
        (best, best_move)
    }

    fn pv_child(&mut self, p: u64, o: u64, alpha: i32, beta: i32, n: u32) -> i32 {
        if n > SHALLOW {
            self.pvs(p, o, alpha, beta, n).0
        } else {
            self.small_pv(p, o, alpha, beta, n)
        }
    }

    /// Null-window score (`beta = alpha + 1`, fail-soft) with more than `SHALLOW` empties.
    fn nws(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        self.nws_with(p, o, alpha, n, moves(p, o))
    }

    /// [`Solver::nws`] given the mover's legal moves `mv` (the parent found them ordering).
    fn nws_with(&mut self, p: u64, o: u64, alpha: i32, n: u32, mv: u64) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(s) = self.stability_cut(p, o, alpha, n) {
            return s;
        }
        if mv == 0 {
            if moves(o, p) == 0 {
                return final_score(p, o);
            }
            return -self.nws(o, p, -alpha - 1, n);
        }
        if mv & (mv - 1) == 0 {
            // A single move: nothing to order or remember.
            let sq = mv.trailing_zeros() as u8;
            let f = flips(p, o, sq);
            return -self.null_window(o & !f, p | f | mv, -alpha - 1, n - 1);
        }
        let mut tt_move = NO_MOVE;
        let use_table = n >= TABLE_MIN;
        if use_table && let Some(e) = self.tt.probe(p, o) {
            if i32::from(e.lower) > alpha {
                return i32::from(e.lower);
            }
            if i32::from(e.upper) <= alpha {
                return i32::from(e.upper);
            }
            tt_move = e.best;
        }
        let start = self.nodes;
        if let Some(cut) = self.order(p, o, mv, tt_move, n, (n >= ETC_MIN).then_some(alpha)) {
            return cut;
        }
        let (mut best, mut best_move) = (-65, NO_MOVE);
        for i in 0..self.lists[n as usize].len() {
            let (sq, f, reply) = self.lists[n as usize].pick(i);
            let (np, no) = (o & !f, p | f | (1u64 << sq));
            let s = if n - 1 > SHALLOW {
                -self.nws_with(np, no, -alpha - 1, n - 1, reply)
            } else {
                -self.null_window(np, no, -alpha - 1, n - 1)
            };
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_move = sq;
                if s > alpha {
                    break;
                }
            }
        }
        if use_table {
            let (lower, upper) = if best > alpha { (best, 64) } else { (-64, best) };
            self.tt.store(p, o, lower, upper, best_move, self.nodes - start);
        }
        best
    }
}
