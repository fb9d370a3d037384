//! Multi-ProbCut (Buro): the value of a deep search is predicted by a shallow one,
//! `deep ≈ a · shallow + b` with residual standard deviation `sigma`. When the shallow value
//! lies `T` sigmas beyond a window's edge the node is cut without the deep search.
//!
//! The constants are fitted on the project's own positions with the evaluation of the day by
//! `cargo run --release -- --seed 2026 othello fit-mpc` (`mpc/fit.rs`): it plays seeded
//! self-play games (`selfplay.rs`), searches sampled positions without Multi-ProbCut at every
//! depth to 10, and prints the least-squares fit of each (depth, shallow depth) pair by stage
//! of the game. After new weights, fit them again and keep the new table only if a match
//! shows it stronger (`FIT` says why today's is older than the weights).

use super::super::learned::EvalState;
use super::{Searcher, WIN_LIMIT};

pub mod fit;

/// Cut when the shallow value is this many sigmas beyond the window. Smaller cuts more and
/// searches deeper for the same nodes: at Hard's 4M nodes, over 46 logged positions at 30–44
/// empties, the mean depth reached is 15.8 at 2.0, 17.5 at 1.5, 19.4 at 1.2, 21.3 at 1.0 and
/// 23.1 at 0.88 (Egaroucid Light's own mid-game setting at its level 15). Against Light level
/// 15, 160 games each (XOT sets A–D, both colours, 4M nodes), 2.0 scored 55.0 %, 1.5 63.1 %
/// and 1.0 59.1 %: no bolder or safer cut did better, so 1.5 stays.
const T: f32 = 1.5;
/// Multi-ProbCut is tried from this remaining depth.
pub(super) const MIN_DEPTH: u32 = 3;

/// The shallow depth paired with `depth`: about half of it, of the same parity (Othello values
/// swing between odd and even depths, so same-parity searches predict each other best).
pub(super) fn shallow_depth(depth: u32) -> u32 {
    let half = depth / 2;
    if half % 2 == depth % 2 { half } else { half - 1 }
}

/// The fitted regression for `depth` and its shallow depth, by stage: `(a, b, sigma)` of
/// `deep ≈ a · shallow + b`, in evaluation units. Rows are depths `MIN_DEPTH` to 10; deeper
/// searches use the row of 9 or 10 of the same parity. Fitted by `othello fit-mpc` (above) on
/// 920 positions (72 games of seed 2026; sample counts per stage in the comments), with the
/// weights of the first run in `learned.rs`'s list (seed 2627), before phases 0–6 and then
/// 7–14 were refitted. Refitted on the shipped weights (`fit-mpc --games 144`, 1,868
/// positions; sigmas up to 14 % smaller or larger, offsets moved by up to 0.74 disc in no one
/// direction, where a `b` of 480 positions is itself uncertain by ±0.23 disc), the table
/// scored 65–21–74 (47.2 %) against this one at a million nodes a move over 160 games from
/// 80 XOT openings, so this one stays.
#[rustfmt::skip]
const FIT: [[(f32, f32, f32); STAGES]; 8] = [
    // depth 3, shallow 1; n = 233, 284, 403
    [(0.986, 16.7, 48.8), (1.007, 10.3, 40.7), (1.018, 2.3, 28.3)],
    // depth 4, shallow 2; n = 233, 284, 403
    [(0.999, -2.3, 47.4), (1.018, -0.7, 34.2), (0.993, 2.3, 23.4)],
    // depth 5, shallow 1; n = 233, 284, 403
    [(1.017, 21.0, 63.6), (1.011, 12.1, 47.8), (1.023, 4.4, 32.2)],
    // depth 6, shallow 2; n = 233, 284, 403
    [(1.006, 0.3, 55.7), (1.018, 3.6, 42.1), (0.997, 1.8, 25.7)],
    // depth 7, shallow 3; n = 233, 284, 403
    [(1.020, 6.3, 46.6), (1.016, 5.9, 42.2), (1.016, 2.2, 23.5)],
    // depth 8, shallow 4; n = 233, 284, 403
    [(1.009, 3.9, 44.4), (1.009, 4.2, 36.8), (1.019, 1.8, 21.9)],
    // depth 9, shallow 3; n = 233, 284, 403
    [(1.030, 7.5, 52.7), (1.010, 6.4, 48.9), (1.031, 3.1, 26.5)],
    // depth 10, shallow 4; n = 233, 284, 403
    [(1.022, 3.8, 54.9), (1.018, 3.5, 41.5), (1.033, 0.8, 25.9)],
];
/// Stages of the game: empties below 24, 24–35, 36 and more.
const STAGES: usize = 3;

fn stage(empties: u32) -> usize {
    match empties {
        0..24 => 0,
        24..36 => 1,
        _ => 2,
    }
}

/// The cut test of one node.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cut {
    pub(super) shallow: u32,
    a: f32,
    b: f32,
    margin: f32,
}

impl Cut {
    /// The test for a node `depth` plies above the leaves with `empties` empty squares, if
    /// Multi-ProbCut applies there (not near the end, where the search sees the game's end).
    pub(super) fn at(depth: u32, empties: u32) -> Option<Cut> {
        if depth < MIN_DEPTH || depth + 4 > empties {
            return None;
        }
        let deepest = MIN_DEPTH + FIT.len() as u32 - 1;
        let fitted = if depth <= deepest { depth } else { deepest - (depth - deepest) % 2 };
        let row = (fitted - MIN_DEPTH) as usize;
        let (a, b, sigma) = FIT[row][stage(empties)];
        Some(Cut { shallow: shallow_depth(depth), a, b, margin: T * sigma })
    }

    /// The shallow value at or above which the deep one is very likely at or above `beta`.
    pub(super) fn high(&self, beta: i32) -> i32 {
        ((beta as f32 + self.margin - self.b) / self.a).ceil() as i32
    }

    /// The shallow value at or below which the deep one is very likely at or below `alpha`.
    pub(super) fn low(&self, alpha: i32) -> i32 {
        ((alpha as f32 - self.margin - self.b) / self.a).floor() as i32
    }
}

impl Searcher {
    /// Multi-ProbCut: a shallow search whose value, through the fitted regression, makes it
    /// very likely that the deep one would fail high (answer `beta`) or low (answer `alpha`).
    pub(super) fn probcut(
        &mut self,
        p: u64,
        o: u64,
        st: &EvalState,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let empties = (!(p | o)).count_ones();
        let cut = Cut::at(depth, empties)?;
        if beta < WIN_LIMIT {
            let bound = cut.high(beta);
            if bound < WIN_LIMIT {
                let v = self.negamax(p, o, st, cut.shallow, bound - 1, bound);
                if self.aborted || v >= bound {
                    return Some(beta);
                }
            }
        }
        if alpha > -WIN_LIMIT {
            let bound = cut.low(alpha);
            if bound > -WIN_LIMIT {
                let v = self.negamax(p, o, st, cut.shallow, bound, bound + 1);
                if self.aborted || v <= bound {
                    return Some(alpha);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_are_about_half_with_the_same_parity() {
        let got: Vec<u32> = (3..=12).map(shallow_depth).collect();
        assert_eq!(got, [1, 2, 1, 2, 3, 4, 3, 4, 5, 6]);
    }

    #[test]
    fn the_cut_bounds_lie_beyond_the_window() {
        for depth in MIN_DEPTH..20 {
            if let Some(c) = Cut::at(depth, 40) {
                assert!(c.shallow < depth);
                assert!(c.high(30) > c.low(30));
            }
        }
        assert!(Cut::at(10, 12).is_none(), "no cut where the search sees the end");
    }
}
