//! The computer players (Easy, Normal, Hard), the hint and the evaluation graph's score.
//! (They are levels 1, 4 and 9 of the ladder in `ladder.rs`, which adds the levels between.)
//!
//! - Easy: a random legal move, corners three times as likely as other squares.
//! - Normal: every move scored by a depth-3 search; a random pick among those within
//!   `NORMAL_MARGIN` discs of the best.
//! - Hard: the opening book's moves (`book.rs`) while the game is in it, then iterative
//!   deepening within `HARD_NODES` nodes (about a second a move in a release
//!   build on the development machine); from `HARD_WLD_EMPTIES` (24) empties a proven win or
//!   draw is kept (a win with the search's move when a solve proves it wins too) and from
//!   `HARD_EXACT_EMPTIES` (23) the exact score is played, each solve
//!   capped at twelve times the search's nodes so a slow position falls back to the
//!   mid-game search instead of stalling. The first move is a random one of the four (they
//!   are symmetric), and in the opening (more than `VARY_MIN_EMPTIES` empties) a search
//!   answer is a random one of the moves proven within `VARY_MARGIN` disc of the best, so
//!   games between Hard players vary; later, where a disc decides the game, it plays its
//!   best.

use rand::Rng;
use rand::RngExt;
use rand::seq::IndexedRandom;

use super::bitboard::CORNERS;
use super::endgame::{solve_until, solve_wld_until};
use super::ladder::{MAX_DEPTH, Player, Strength, Thought, think};
use super::search::{SearchLimits, Searcher};
use super::{Colour, Position, squares};
use crate::games::Level;
use crate::games::stop::StopFlag;

/// Node budget of a Hard move (mid-game search). Measured on the development machine
/// (release, 2 shared cores): 2M nodes took 0.35–0.7 s, so 4M is about one second.
/// Against Egaroucid Light level 15 (160 games from the same 80 XOT openings, each colour,
/// 2026-11-29) 4M scored 63.1 %, 4.75M 55.6 % and 5.5M 58.8 % (CPU a move 0.71, 0.90 and
/// 1.14 times Light's): more nodes bought nothing 160 games can see, so 4M stays. With the
/// weights refitted since, 4M scored 63.4 % and 4.5M 61.9 % (CPU 0.88 of Light's on a quiet
/// machine, where 4M's CPU is about 0.83 of it). At 5M, within 10 % of Light's CPU (0.94),
/// 320 games from 160 XOT openings scored 185–42–93 (64.4 %; 63.1 % on the 80 openings above,
/// 65.6 % on the next 80): no budget from 4M to 5M differs by more than the noise, so Hard
/// keeps the quicker 4M.
pub const HARD_NODES: u64 = 4_000_000;
/// Empties from which Hard plays perfectly (when the solve fits its cap; `PLAYER_SOLVES`
/// says why 23). Egaroucid Light at level 15 solves from 22, and from 24 with Multi-ProbCut.
pub const HARD_EXACT_EMPTIES: u32 = 23;
/// Empties from which Hard keeps a proven win or draw (when the solve fits its cap).
pub const HARD_WLD_EMPTIES: u32 = 24;
/// Node cap of any exact solve; beyond it the mid-game search answers instead.
pub const HARD_EXACT_NODES: u64 = 100_000_000;
/// Empties from which a value to show (analysis, NBoard hints) is exact when the solve fits:
/// fewer than a player's, since the analysis values every move and a failed solve wastes
/// its cap (`move_values.rs` solves the positions after a move from here too).
pub(super) const VALUE_EXACT_EMPTIES: u32 = 20;
/// Search players pick among moves proven within this many discs of their best.
pub(super) const VARY_MARGIN: i32 = 1;
/// Search players vary their moves only while more than this many squares are empty.
pub(super) const VARY_MIN_EMPTIES: u32 = 40;
/// Normal's search depth.
pub(super) const NORMAL_DEPTH: u32 = 3;
/// Normal picks at random among moves scoring within this many discs of its best.
const NORMAL_MARGIN: i32 = 2;
/// Budget of `evaluate_for_black`: a tenth of a Hard move.
const EVAL_NODES: u64 = HARD_NODES / 10;
/// Empties from which `evaluate_for_black` is exact.
const EVAL_EXACT_EMPTIES: u32 = 14;

/// The computer's move at `level`; `None` when the side to move has no legal move (it must
/// pass or the game is over).
pub fn choose_move<R: Rng + ?Sized>(pos: &Position, level: Level, rng: &mut R) -> Option<u8> {
    choose_move_until(pos, level, rng, &StopFlag::never())
}

/// [`choose_move`] that ends its search early once `stop` is raised (the UI raises it when
/// the answer is no longer wanted). A stopped search still answers a legal move, the best it
/// had found, but nobody should rely on it being good.
pub fn choose_move_until<R: Rng + ?Sized>(
    pos: &Position,
    level: Level,
    rng: &mut R,
    stop: &StopFlag,
) -> Option<u8> {
    choose(pos, level, HARD_NODES, rng, stop)
}

/// [`choose_move`] with Hard's mid-game node budget given (tests and quick simulations use a
/// small one; the exact-endgame cap scales with it).
pub fn choose_move_with_budget<R: Rng + ?Sized>(
    pos: &Position,
    level: Level,
    hard_nodes: u64,
    rng: &mut R,
) -> Option<u8> {
    choose(pos, level, hard_nodes, rng, &StopFlag::never())
}

fn choose<R: Rng + ?Sized>(
    pos: &Position,
    level: Level,
    hard_nodes: u64,
    rng: &mut R,
    stop: &StopFlag,
) -> Option<u8> {
    if pos.legal_moves() == 0 {
        return None;
    }
    // The ladder says who plays at each level; only Hard's budget may be given.
    let player = match Strength::from(level).player() {
        Player::Search { depth, book, .. } => Player::Search { nodes: hard_nodes, depth, book },
        other => other,
    };
    think(pos, player, rng, stop).best
}

/// Easy's move: random, a corner three times as likely as another square. `None` when
/// `legal` is empty.
pub(super) fn easy<R: Rng + ?Sized>(legal: u64, rng: &mut R) -> Option<u8> {
    if legal == 0 {
        return None;
    }
    let weight = |sq: u8| if (1u64 << sq) & CORNERS != 0 { 3 } else { 1 };
    let total: u32 = squares(legal).map(weight).sum();
    let mut pick = rng.random_range(0..total);
    for sq in squares(legal) {
        if pick < weight(sq) {
            return Some(sq);
        }
        pick -= weight(sq);
    }
    None
}

/// Every move scored at `depth`; a random pick, with its score, among those within
/// `NORMAL_MARGIN` discs of the best. `None` when the side to move has no move.
pub(super) fn shallow<R: Rng + ?Sized>(
    pos: &Position,
    depth: u32,
    rng: &mut R,
) -> Option<(u8, i32)> {
    let scores = Searcher::new(u64::MAX).root_scores(pos, depth);
    let best = scores.iter().map(|&(_, s)| s).max()?;
    let near: Vec<(u8, i32)> =
        scores.iter().copied().filter(|&(_, s)| s >= best - NORMAL_MARGIN).collect();
    near.choose(rng).copied()
}

/// Hard's search: the exact score from `HARD_EXACT_EMPTIES` empties and who wins from
/// `HARD_WLD_EMPTIES`, each when it fits `PLAYER_SOLVES`' cap, else iterative deepening to
/// `depth` within `nodes`.
pub(super) fn search_thought(pos: &Position, nodes: u64, depth: u32, stop: &StopFlag) -> Thought {
    varied_thought(pos, nodes, depth, stop, None)
}

/// A value to show for `pos` (the analysis on the board, NBoard's hint values): the exact
/// score when a solve fits, else the search's estimate. Unlike a player's thought it never
/// stops at a proven win or draw, whose score is only a bound, and which the analysis
/// would show as if it were the margin.
pub(super) fn value_thought(pos: &Position, nodes: u64, depth: u32, stop: &StopFlag) -> Thought {
    thought(pos, nodes, depth, stop, None, VALUE_SOLVES)
}

/// The mid-game search's value of `pos` to at most `depth` plies within `nodes`, with no
/// solve tried first: what [`value_thought`] answers when no solve fits, so a search to a
/// depth it already reached repeats that iteration exactly.
pub(super) fn search_value(pos: &Position, nodes: u64, depth: u32, stop: &StopFlag) -> Thought {
    let limits = SearchLimits { max_depth: depth, max_nodes: nodes };
    let r = Searcher::new(nodes).with_stop(stop).iterate(pos, limits);
    Thought {
        best: r.best,
        score: Some(r.score),
        depth: r.depth,
        exact: false,
        nodes: Some(r.nodes),
        book: false,
    }
}

/// [`search_thought`], and with `pick` (given n, an index below n) a search answer is a move
/// picked among those proven within `VARY_MARGIN` discs of the best, so games vary.
pub(super) fn varied_thought(
    pos: &Position,
    nodes: u64,
    depth: u32,
    stop: &StopFlag,
    pick: Option<&mut dyn FnMut(usize) -> usize>,
) -> Thought {
    thought(pos, nodes, depth, stop, pick, PLAYER_SOLVES)
}

/// Which solves a thought tries before its search, near the end.
#[derive(Clone, Copy, Debug)]
struct Solves {
    /// The exact score from this many empties.
    exact_empties: u32,
    /// A proven win or draw kept from this many empties (a player's; a value to show never
    /// stops at a bound).
    wld_empties: Option<u32>,
    /// Each solve may take this many times the search's nodes (at most `HARD_EXACT_NODES`):
    /// the solver visits about 20 million nodes a second, the mid-game search about 5.
    nodes_factor: u64,
}

/// A player's solves. Measured on the 200 positions where Hard moved at 23 or 24 empties in
/// 200 games against Egaroucid Light level 15, each move's loss found by exact solves: exact
/// from 20 and WLD from 22 with six times the nodes lost 7 half-points of result (a win
/// turned into a draw is one) and 84 discs, at 1.03 s a move at 23 empties and 0.81 s at 24;
/// exact from 23 and WLD from 24 with twelve times lose 1 and 48 discs, at 1.39 and 1.86 s.
/// About a second more a game, for about 1.5 points of score (Light solves from 22).
const PLAYER_SOLVES: Solves = Solves {
    exact_empties: HARD_EXACT_EMPTIES,
    wld_empties: Some(HARD_WLD_EMPTIES),
    nodes_factor: 12,
};

/// A value to show's solves.
const VALUE_SOLVES: Solves =
    Solves { exact_empties: VALUE_EXACT_EMPTIES, wld_empties: None, nodes_factor: 6 };

/// The search behind both: exact from `solves.exact_empties`, a kept win or draw from
/// `solves.wld_empties`, else the mid-game search.
fn thought(
    pos: &Position,
    nodes: u64,
    depth: u32,
    stop: &StopFlag,
    pick: Option<&mut dyn FnMut(usize) -> usize>,
    solves: Solves,
) -> Thought {
    let empties = pos.empty_count();
    let cap = nodes.saturating_mul(solves.nodes_factor).min(HARD_EXACT_NODES);
    if empties <= solves.exact_empties
        && let Some(r) = solve_until(pos, cap, stop)
    {
        let nodes = Some(r.nodes);
        return Thought {
            best: r.best,
            score: Some(r.score),
            depth: empties,
            exact: true,
            nodes,
            book: false,
        };
    }
    let wld = solves
        .wld_empties
        .filter(|&from| empties <= from)
        .and_then(|_| solve_wld_until(pos, cap, stop));
    let wld = wld.filter(|r| r.score >= 0);
    if let Some(r) = wld
        && r.score == 0
    {
        // A proven draw: keep it (the score is exact).
        let nodes = Some(r.nodes);
        return Thought {
            best: r.best,
            score: Some(0),
            depth: empties,
            exact: true,
            nodes,
            book: false,
        };
    }
    let limits = SearchLimits { max_depth: depth, max_nodes: nodes };
    let mut searcher = Searcher::new(nodes).with_stop(stop);
    let r = searcher.iterate(pos, limits);
    if let Some(w) = wld {
        // A proven win: the search's move when a solve proves that it wins too (it often wins
        // by more than the solver's first winning move), else the solver's.
        let search_wins = r.best.is_some_and(|m| {
            let after = pos.play(m).expect("the search plays a legal move");
            solve_wld_until(&after, cap, stop).is_some_and(|a| a.score < 0)
        });
        let best = if search_wins { r.best } else { w.best };
        let nodes = Some(w.nodes + r.nodes);
        return Thought {
            best,
            score: Some(w.score),
            depth: empties,
            exact: false,
            nodes,
            book: false,
        };
    }
    let mut best = r.best;
    if let Some(pick) = pick
        && empties > VARY_MIN_EMPTIES
    {
        let near = searcher.near_best(pos, &r, VARY_MARGIN, nodes / 8);
        if near.len() > 1 {
            best = Some(near[pick(near.len())]);
        }
    }
    Thought {
        best,
        score: Some(r.score),
        depth: r.depth,
        exact: false,
        nodes: Some(r.nodes),
        book: false,
    }
}

fn hard(pos: &Position, nodes: u64, stop: &StopFlag) -> Option<u8> {
    search_thought(pos, nodes, MAX_DEPTH, stop).best
}

/// The Hard engine's choice for the side to move, for the hint key. `None` when it must pass.
/// Ends early (with a worse answer) once `stop` is raised.
pub fn hint(pos: &Position, stop: &StopFlag) -> Option<u8> {
    if pos.legal_moves() == 0 { None } else { hard(pos, HARD_NODES, stop) }
}

/// How the game stands for black, in discs: approximately the final disc difference (black
/// minus white, empties to the winner) under good play; exact from `EVAL_EXACT_EMPTIES`
/// empties and at game end. Costs about a tenth of a Hard move, so the UI can call it after
/// every move for its evaluation graph. Ends early (with a rougher score) once `stop` is
/// raised.
pub fn evaluate_for_black(pos: &Position, stop: &StopFlag) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return outcome.disc_diff();
    }
    let for_mover = if pos.empty_count() <= EVAL_EXACT_EMPTIES
        && let Some(r) = solve_until(pos, EVAL_NODES * 10, stop)
    {
        r.score
    } else {
        let limits = SearchLimits { max_depth: 60, max_nodes: EVAL_NODES };
        Searcher::new(EVAL_NODES).with_stop(stop).iterate(pos, limits).score
    };
    if pos.side_to_move() == Colour::Black { for_mover } else { -for_mover }
}

#[cfg(test)]
mod tests;
