//! How far the evaluation is from the truth, phase by phase (`asobi othello eval-error`):
//! each position's static evaluation against its value by a deep search or an exact solve,
//! with and without the tempo correction (`learned.rs`'s `TEMPO`), and how far the search's
//! value moves between its last two depths (the odd/even swing a biased evaluation makes).
//!
//! The positions come from self-play games of a seed of the caller's choosing, not the
//! trainer's, so they are held out of the weights' fit.

use rand::Rng;
use rand::RngExt;
use rand::seq::SliceRandom;

use super::endgame::solve;
use super::eval::UNITS_PER_DISC;
use super::learned::{SHIPPED_WEIGHTS, TEMPO};
use super::pattern::{PHASES, phase};
use super::search::{Evaluator, SearchLimits, Searcher};
use super::selfplay::{SelfPlayer, selfplay_game};
use super::{Colour, Position};

/// One position measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub empties: u32,
    /// The value of the position for the mover, in discs: exact or a deep search's.
    pub truth: f32,
    pub exact: bool,
    /// The shipped weights' static value, as fitted.
    pub raw: f32,
    /// The same less the tempo correction the search applies.
    pub corrected: f32,
    /// The deep search's value minus that of the search one ply shallower (none when exact).
    pub swing: Option<f32>,
}

/// What the positions of one phase show.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PhaseError {
    pub phase: usize,
    pub positions: usize,
    /// How many of them were solved exactly.
    pub exact: usize,
    /// Mean absolute error of the static value, as fitted and corrected, in discs.
    pub mae_raw: f64,
    pub mae: f64,
    /// Mean signed error (static value minus truth): how much the side to move is overrated.
    pub bias_raw: f64,
    pub bias: f64,
    /// Mean absolute change of the search's value between its last two depths, in discs.
    pub swing: Option<f64>,
}

/// Positions of `games` self-play games (random openings of 0 to 20 plies), at most
/// `per_phase` of each phase, drawn at random.
pub fn held_out_positions<R: Rng + ?Sized>(
    games: u32,
    per_phase: usize,
    rng: &mut R,
) -> Vec<Position> {
    let mut player = SelfPlayer::new(Evaluator::Hand);
    let mut by_phase: Vec<Vec<(u64, u64)>> = vec![Vec::new(); PHASES];
    for _ in 0..games {
        let opening = rng.random_range(0..=20);
        for (p, o) in selfplay_game(&mut player, opening, rng) {
            by_phase[phase((!(p | o)).count_ones())].push((p, o));
        }
    }
    let mut out = Vec::new();
    for mut positions in by_phase {
        positions.sort_unstable();
        positions.dedup();
        positions.shuffle(rng);
        positions.truncate(per_phase);
        out.extend(positions.into_iter().map(|(player, opponent)| Position {
            player,
            opponent,
            side: Colour::Black,
        }));
    }
    out
}

/// Measures `pos` (the mover has a move): solved exactly up to `exact_empties`, else searched
/// to `depth` (and `depth − 1`, for the swing) within `nodes`.
pub fn measure(pos: &Position, exact_empties: u32, depth: u32, nodes: u64) -> Measured {
    let empties = pos.empty_count();
    let units = SHIPPED_WEIGHTS.evaluate(pos.player, pos.opponent);
    let disc = |u: i32| u as f32 / UNITS_PER_DISC as f32;
    let raw = disc(units);
    let corrected = disc(units - TEMPO[phase(empties)]);
    if empties <= exact_empties {
        let truth = solve(pos).score as f32;
        return Measured { empties, truth, exact: true, raw, corrected, swing: None };
    }
    let mut searcher = Searcher::new(nodes);
    let mut value = |d: u32| {
        searcher.reset();
        searcher.iterate(pos, SearchLimits { max_depth: d, max_nodes: nodes }).score as f32
    };
    let shallower = value(depth - 1);
    let truth = value(depth);
    Measured { empties, truth, exact: false, raw, corrected, swing: Some(truth - shallower) }
}

/// Each phase's figures (phases with no position left out), the opening's phase last.
pub fn summarise(measured: &[Measured]) -> Vec<PhaseError> {
    (0..PHASES)
        .filter_map(|ph| {
            let of: Vec<&Measured> = measured.iter().filter(|m| phase(m.empties) == ph).collect();
            let n = of.len();
            if n == 0 {
                return None;
            }
            let mean = |f: &dyn Fn(&Measured) -> f32| {
                of.iter().map(|m| f64::from(f(m))).sum::<f64>() / n as f64
            };
            let swings: Vec<f64> =
                of.iter().filter_map(|m| m.swing).map(|s| f64::from(s.abs())).collect();
            Some(PhaseError {
                phase: ph,
                positions: n,
                exact: of.iter().filter(|m| m.exact).count(),
                mae_raw: mean(&|m| (m.raw - m.truth).abs()),
                mae: mean(&|m| (m.corrected - m.truth).abs()),
                bias_raw: mean(&|m| m.raw - m.truth),
                bias: mean(&|m| m.corrected - m.truth),
                swing: (!swings.is_empty())
                    .then(|| swings.iter().sum::<f64>() / swings.len() as f64),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::GameRng;
    use rand::SeedableRng;

    fn m(empties: u32, truth: f32, raw: f32, corrected: f32, swing: Option<f32>) -> Measured {
        Measured { empties, truth, exact: swing.is_none(), raw, corrected, swing }
    }

    #[test]
    fn a_phase_sums_its_own_positions_only() {
        // Phase 0 holds 1–4 empties, phase 2 holds 9–12.
        let all = [
            m(2, 10.0, 12.0, 8.0, None),
            m(4, -4.0, -8.0, -2.0, None),
            m(10, 0.0, 3.0, 1.0, Some(-2.0)),
        ];
        let s = summarise(&all);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].phase, s[0].positions, s[0].exact), (0, 2, 2));
        assert_eq!((s[0].mae_raw, s[0].mae, s[0].bias_raw, s[0].bias), (3.0, 2.0, -1.0, 0.0));
        assert_eq!(s[0].swing, None);
        assert_eq!((s[1].phase, s[1].mae_raw, s[1].bias, s[1].swing), (2, 3.0, 1.0, Some(2.0)));
    }

    #[test]
    fn near_the_end_the_truth_is_the_solve_and_the_static_values_are_the_weights() {
        let mut rng = GameRng::seed_from_u64(7);
        let positions = held_out_positions(4, 2, &mut rng);
        assert!(positions.len() > 10, "positions from many phases: {}", positions.len());
        for pos in positions.iter().filter(|p| p.empty_count() <= 10) {
            let got = measure(pos, 10, 4, 10_000);
            assert!(got.exact);
            assert_eq!(got.truth, solve(pos).score as f32);
            let units = SHIPPED_WEIGHTS.evaluate(pos.player, pos.opponent);
            assert_eq!(got.raw * UNITS_PER_DISC as f32, units as f32);
        }
        let deep = positions.iter().find(|p| p.empty_count() > 30).expect("a mid-game position");
        let got = measure(deep, 10, 3, 10_000);
        assert!(!got.exact && got.swing.is_some());
        assert_eq!(got.raw - got.corrected, TEMPO[phase(deep.empty_count())] as f32 / 10.0);
    }
}
