//! Exact endgame solver: the final disc difference under perfect play (empties to the winner,
//! the FFO/JOA convention). Principal-variation search with fastest-first ordering and a
//! transposition table while many squares are empty, stability cut-offs, then parity
//! ordering (odd quadrants first) over a plain empty-square scan for the last six, and a
//! dedicated last-square count.

use super::Position;
use super::bitboard::{CORNERS, flips, moves, neighbours, stable};
use super::eval::evaluate;
use super::position::final_score;
use crate::games::stop::{STOP_CHECK_INTERVAL, StopFlag};

mod small;

use small::odd_quadrants;

/// The exact answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveResult {
    /// Best move; `None` when the side to move must pass or the game is over.
    pub best: Option<u8>,
    /// Final disc difference (mover minus opponent, empties to the winner) under perfect play.
    pub score: i32,
    pub nodes: u64,
}

/// Below this many empties the plain scan with parity ordering is faster than sorting.
const SMALL: u32 = 4;
/// From this many empties the transposition table pays for its probes.
const TT_MIN: u32 = 7;
/// From this many empties the stability bound is worth computing.
const STABILITY_MIN: u32 = 8;
/// From this many empties moves are ordered by a shallow mid-game search instead of by
/// mobility alone: near the root a good first move saves the most.
const SHALLOW_ORDER_MIN: u32 = 12;

#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i8,
    upper: i8,
    best: u8,
}

struct Solver {
    tt: Vec<Entry>,
    nodes: u64,
    max_nodes: u64,
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
    let (p, o) = (pos.player, pos.opponent);
    let n = pos.empty_count();
    let bits = if n >= 16 { 20 } else { 14 };
    let mut s = Solver {
        tt: vec![Entry::default(); 1 << bits],
        nodes: 0,
        max_nodes,
        aborted: false,
        stop: stop.clone(),
    };
    let (best, score) = if moves(p, o) != 0 {
        let (b, sc) = s.root(p, o, n);
        (Some(b), sc)
    } else if moves(o, p) != 0 {
        (None, -s.search(o, p, -64, 64, n))
    } else {
        (None, final_score(p, o))
    };
    (!s.aborted).then_some(SolveResult { best, score, nodes: s.nodes })
}

fn slot_of(p: u64, o: u64, len: usize) -> usize {
    let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ o.rotate_left(23).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    ((h ^ (h >> 29)) as usize) & (len - 1)
}

impl Solver {
    fn root(&mut self, p: u64, o: u64, n: u32) -> (u8, i32) {
        let (mut alpha, beta) = (-65, 65);
        let mut best = 0;
        let (list, len) = self.ordered(p, o, moves(p, o), None, n);
        for (i, &sq) in list[..len].iter().enumerate() {
            let f = flips(p, o, sq);
            let (np, no) = (o & !f, p | f | (1 << sq));
            let mut s = if i == 0 { 65 } else { -self.search(np, no, -alpha - 1, -alpha, n - 1) };
            if i == 0 || s > alpha {
                s = -self.search(np, no, -beta, -alpha, n - 1);
            }
            if self.aborted {
                break;
            }
            if i == 0 || s > alpha {
                alpha = s;
                best = sq;
            }
        }
        (best, alpha)
    }

    /// Exact score within (alpha, beta) for the mover with `n` empty squares (fail-soft).
    fn search(&mut self, p: u64, o: u64, mut alpha: i32, mut beta: i32, n: u32) -> i32 {
        if n <= SMALL {
            return self.small(p, o, alpha, beta, !(p | o), n);
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes
            || (self.nodes.is_multiple_of(STOP_CHECK_INTERVAL) && self.stop.is_stopped())
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        // Stable discs hang on corners; without an opponent corner (or with a low alpha) the
        // bound could not cut, so skip computing it.
        if n >= STABILITY_MIN && o & CORNERS != 0 && alpha > 64 - 2 * o.count_ones() as i32 {
            let upper = 64 - 2 * stable(o, p).count_ones() as i32;
            if upper <= alpha {
                return upper;
            }
        }
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return final_score(p, o);
            }
            return -self.search(o, p, -beta, -alpha, n);
        }
        let mut tt_move = None;
        let slot = if n >= TT_MIN { Some(slot_of(p, o, self.tt.len())) } else { None };
        if let Some(slot) = slot {
            let e = self.tt[slot];
            if e.player == p && e.opponent == o {
                let (lo, hi) = (i32::from(e.lower), i32::from(e.upper));
                if lo >= beta || lo == hi {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
                tt_move = Some(e.best);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let (list, len) = self.ordered(p, o, mv, tt_move, n);
        let mut best_score = -65;
        let mut best = list[0];
        for (i, &sq) in list[..len].iter().enumerate() {
            let f = flips(p, o, sq);
            let (np, no) = (o & !f, p | f | (1 << sq));
            let mut s;
            if i == 0 {
                s = -self.search(np, no, -beta, -alpha, n - 1);
            } else {
                s = -self.search(np, no, -alpha - 1, -alpha, n - 1);
                if s > alpha && s < beta {
                    s = -self.search(np, no, -beta, -alpha, n - 1);
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
        if let Some(slot) = slot {
            let (mut lo, mut hi) = (-64, 64);
            if best_score > alpha0 {
                lo = best_score;
            }
            if best_score < beta0 {
                hi = best_score;
            }
            self.tt[slot] =
                Entry { player: p, opponent: o, lower: lo as i8, upper: hi as i8, best };
        }
        best_score
    }

    /// Moves sorted fastest-first: fewest opponent replies (corners counted twice), the
    /// transposition-table move ahead of all.
    fn ordered(&self, p: u64, o: u64, mv: u64, tt_move: Option<u8>, n: u32) -> ([u8; 64], usize) {
        let depth = if n >= SHALLOW_ORDER_MIN { 1 + (n - SHALLOW_ORDER_MIN) / 6 } else { 0 };
        let odd = odd_quadrants(!(p | o));
        let mut squares = [0u8; 64];
        let mut keys = [0i32; 64];
        let mut len = 0;
        for sq in super::squares(mv) {
            let f = flips(p, o, sq);
            let (np, no) = (o & !f, p | f | (1 << sq));
            let reply = moves(np, no);
            let mut key = -16 * (reply.count_ones() + (reply & CORNERS).count_ones()) as i32;
            key -= 2 * (neighbours(no) & !(np | no)).count_ones() as i32;
            if (1u64 << sq) & CORNERS != 0 {
                key += 8;
            }
            if (1u64 << sq) & odd != 0 {
                key += 4;
            }
            if depth > 0 {
                key -= shallow(np, no, depth - 1, -i32::MAX, i32::MAX) / 2;
            }
            if Some(sq) == tt_move {
                key = i32::MAX;
            }
            let mut j = len;
            while j > 0 && keys[j - 1] < key {
                keys[j] = keys[j - 1];
                squares[j] = squares[j - 1];
                j -= 1;
            }
            keys[j] = key;
            squares[j] = sq;
            len += 1;
        }
        (squares, len)
    }
}

/// Plain alpha-beta over the mid-game evaluation, only to order moves near the root.
fn shallow(p: u64, o: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let mv = moves(p, o);
    if mv == 0 {
        if moves(o, p) == 0 {
            return final_score(p, o) * 1000;
        }
        return -shallow(o, p, depth, -beta, -alpha);
    }
    if depth == 0 {
        return evaluate(p, o);
    }
    let mut best = -i32::MAX;
    for sq in super::squares(mv) {
        let f = flips(p, o, sq);
        let s = -shallow(o & !f, p | f | (1 << sq), depth - 1, -beta, -alpha);
        if s > best {
            best = s;
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}
