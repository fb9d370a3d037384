//! The root of the mid-game search: one iteration searches the root moves by principal
//! variation within an aspiration window around the previous iteration's score, widened on
//! the side it fails.

use super::super::learned::EvalState;
use super::tt::Bound;
use super::{ASPIRATION, INF, Searcher, WIN_LIMIT, play};

impl Searcher {
    /// One iteration at the root: a window of `ASPIRATION` around `guess` first, widened on
    /// the side it failed. Returns the best move, its score, and whether (when the budget ran
    /// out) a move other than the first was proven better than it.
    pub(super) fn root(
        &mut self,
        p: u64,
        o: u64,
        list: &mut [u8],
        depth: u32,
        guess: Option<i32>,
    ) -> (u8, i32, bool) {
        let (mut lo, mut hi) = match guess {
            Some(g) if g.abs() < WIN_LIMIT => (g - ASPIRATION, g + ASPIRATION),
            _ => (-INF, INF),
        };
        loop {
            let (i, score) = self.root_window(p, o, list, depth, lo, hi);
            if self.aborted {
                return (list[i], score, i > 0);
            }
            list[..=i].rotate_right(1);
            if score <= lo && lo > -INF {
                (lo, hi) = (-INF, score + 1);
            } else if score >= hi && hi < INF {
                (lo, hi) = (score - 1, INF);
            } else {
                self.tt.store(p, o, depth, score, Bound::Exact, list[0]);
                return (list[0], score, false);
            }
        }
    }

    /// Principal-variation search of the root moves in `list` order within (`lo`, `hi`):
    /// the index of the best move and its fail-soft score.
    fn root_window(
        &mut self,
        p: u64,
        o: u64,
        list: &[u8],
        depth: u32,
        lo: i32,
        hi: i32,
    ) -> (usize, i32) {
        let st = EvalState::new(p, o);
        let (mut alpha, mut best, mut best_score) = (lo, 0, -INF);
        for (i, &sq) in list.iter().enumerate() {
            let (np, no, cs) = play(p, o, &st, sq);
            let mut s = if i == 0 {
                -self.negamax(np, no, &cs, depth - 1, -hi, -alpha)
            } else {
                -self.negamax(np, no, &cs, depth - 1, -alpha - 1, -alpha)
            };
            if i > 0 && s > alpha && s < hi && !self.aborted {
                s = -self.negamax(np, no, &cs, depth - 1, -hi, -alpha);
            }
            if self.aborted {
                break;
            }
            if s > best_score {
                (best, best_score) = (i, s);
                alpha = alpha.max(s);
                if s >= hi {
                    break;
                }
            }
        }
        (best, best_score)
    }
}
