//! The trainer's positions and labels: self-play games with randomised openings, and the
//! label of a position, exact near the end and otherwise a search whose leaves are scored by
//! the phases already trained (the classic bootstrapping: phase k is fitted to searches that
//! end in phase k − 1).

use rand::Rng;
use rand::RngExt;
use rand::seq::IndexedRandom;

use super::endgame::solve;
use super::learned::Weights;
use super::search::{Evaluator, SearchLimits, Searcher};
use super::{Colour, Position, squares};

/// Self-play moves scoring within this many discs of the best are equally likely.
const SELFPLAY_MARGIN: i32 = 3;
/// Chance of a random move after the opening, so positions also come from imperfect play.
const SELFPLAY_NOISE: f64 = 0.05;

/// Plays one game: `opening` random plies, then moves picked at random among those a depth-2
/// search of `eval` scores near the best. Returns every position before each move (mover,
/// opponent), passes left out.
pub fn selfplay_game<R: Rng + ?Sized>(
    searcher: &mut SelfPlayer,
    opening: u32,
    rng: &mut R,
) -> Vec<(u64, u64)> {
    let mut pos = Position::start();
    let mut out = Vec::new();
    let mut ply = 0;
    loop {
        if pos.is_game_over() {
            return out;
        }
        if let Some(next) = pos.must_pass().then(|| pos.pass()).flatten() {
            pos = next;
            continue;
        }
        out.push((pos.player, pos.opponent));
        let legal: Vec<u8> = squares(pos.legal_moves()).collect();
        let sq = if ply < opening || rng.random_bool(SELFPLAY_NOISE) {
            *legal.choose(rng).expect("a side that need not pass has a move")
        } else {
            searcher.0.reset();
            let scores = searcher.0.root_scores(&pos, 2);
            let best = scores.iter().map(|&(_, s)| s).max().expect("legal moves");
            let near: Vec<u8> = scores
                .iter()
                .filter(|&&(_, s)| s >= best - SELFPLAY_MARGIN)
                .map(|&(sq, _)| sq)
                .collect();
            *near.choose(rng).expect("the best is near itself")
        };
        pos = pos.play(sq).expect("chosen among legal moves");
        ply += 1;
    }
}

/// The self-play engine (its table is kept from move to move).
pub struct SelfPlayer(Searcher);

impl SelfPlayer {
    pub fn new(eval: Evaluator) -> SelfPlayer {
        SelfPlayer(Searcher::new(1 << 16).with_eval(eval))
    }
}

/// Labels positions: exactly up to `exact_empties`, else by a `depth`-ply search with `weights`.
pub struct Labeller {
    searcher: Searcher,
    exact_empties: u32,
    depth: u32,
}

impl Labeller {
    pub fn new(weights: &'static Weights, exact_empties: u32, depth: u32) -> Labeller {
        let searcher = Searcher::new(1 << 18).with_eval(Evaluator::Trained(weights));
        Labeller { searcher, exact_empties, depth }
    }

    /// The final disc difference for the mover `p` (exact) or its estimate (bootstrapped):
    /// the mean of the searches to `depth - 1` and `depth` plies.
    ///
    /// Why two depths: a search of even depth scores leaves where the root's mover is to
    /// move, an odd one leaves where the opponent is, so whatever the phases already fitted
    /// overrate the side to move by enters the two with opposite signs and the mean cancels
    /// it. Labelled by one depth, each phase inherited the bias of the phase its searches
    /// ended in and added its own: the first trained weights overrated the mover by up to 7
    /// discs (`learned.rs`'s `TEMPO`). The second search reuses the first's table, so it
    /// costs little more than one.
    pub fn label(&mut self, p: u64, o: u64) -> f32 {
        let pos = Position { player: p, opponent: o, side: Colour::Black };
        if pos.empty_count() <= self.exact_empties {
            return solve(&pos).score as f32;
        }
        let mut at = |depth: u32| {
            self.searcher.reset();
            let limits = SearchLimits { max_depth: depth, max_nodes: u64::MAX };
            self.searcher.iterate(&pos, limits).score as f32
        };
        if self.depth < 2 {
            return at(1);
        }
        (at(self.depth - 1) + at(self.depth)) / 2.0
    }
}

#[cfg(test)]
mod tests;
