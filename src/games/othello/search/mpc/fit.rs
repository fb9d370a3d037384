//! How the Multi-ProbCut table (`FIT` in `mpc.rs`) is made (`asobi othello fit-mpc`): seeded
//! self-play games, sampled positions searched without Multi-ProbCut at every depth up to the
//! deepest, and the least-squares line of each depth's values on its shallow depth's, by
//! stage of the game.

use rand::Rng;

use super::super::super::learned::EvalState;
use super::super::super::selfplay::{SelfPlayer, selfplay_game};
use super::super::{Evaluator, INF, Searcher, WIN_LIMIT};
use super::{MIN_DEPTH, STAGES, shallow_depth, stage};

/// The deepest search fitted (the table's last row).
pub const DEEPEST: u32 = 10;

/// One fitted line `deep ≈ a · shallow + b`, with its residual standard deviation and the
/// number of positions behind it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MpcLine {
    pub a: f64,
    pub b: f64,
    pub sigma: f64,
    pub samples: usize,
}

/// The fit of one depth against its shallow depth, a line per stage (empties below 24, 24–35,
/// 36 and more), in evaluation units.
#[derive(Clone, Debug, PartialEq)]
pub struct MpcRow {
    pub depth: u32,
    pub shallow: u32,
    pub stages: Vec<MpcLine>,
}

/// Plays `games` self-play games from `rng`, samples every third position with 14 to 52
/// empties, and fits each depth from [`MIN_DEPTH`] to [`DEEPEST`]. `progress` hears each
/// game's number and the samples so far (the deep searches take minutes).
pub fn fit_multi_probcut<R: Rng + ?Sized>(
    games: u32,
    rng: &mut R,
    mut progress: impl FnMut(u32, usize),
) -> Vec<MpcRow> {
    let mut player = SelfPlayer::new(Evaluator::Learned);
    // (empties, values at depths 0..=DEEPEST)
    let mut samples: Vec<(u32, Vec<f64>)> = Vec::new();
    for game in 0..games {
        let positions = selfplay_game(&mut player, 8, rng);
        for (k, &(p, o)) in positions.iter().enumerate() {
            let empties = (!(p | o)).count_ones();
            if !(k + game as usize).is_multiple_of(3) || !(14..=52).contains(&empties) {
                continue;
            }
            let mut s = Searcher::new(1 << 20).without_mpc();
            s.max_nodes = u64::MAX;
            let st = EvalState::new(p, o);
            let v: Vec<i32> = (0..=DEEPEST).map(|d| s.negamax(p, o, &st, d, -INF, INF)).collect();
            if v.iter().all(|x| x.abs() < WIN_LIMIT) {
                samples.push((empties, v.iter().map(|&x| f64::from(x)).collect()));
            }
        }
        progress(game, samples.len());
    }
    (MIN_DEPTH..=DEEPEST)
        .map(|depth| {
            let shallow = shallow_depth(depth);
            let stages = (0..STAGES)
                .map(|st| {
                    let pairs: Vec<(f64, f64)> = (samples.iter())
                        .filter(|(e, _)| stage(*e) == st)
                        .map(|(_, v)| (v[shallow as usize], v[depth as usize]))
                        .collect();
                    least_squares(&pairs)
                })
                .collect();
            MpcRow { depth, shallow, stages }
        })
        .collect()
}

/// The least-squares line through `pairs` (x, y); a line of zeros when there are too few.
fn least_squares(pairs: &[(f64, f64)]) -> MpcLine {
    let n = pairs.len() as f64;
    let (mx, my) = pairs.iter().fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / n, b + y / n));
    let sxx: f64 = pairs.iter().map(|&(x, _)| (x - mx) * (x - mx)).sum();
    if pairs.len() < 2 || sxx == 0.0 {
        return MpcLine { a: 0.0, b: 0.0, sigma: 0.0, samples: pairs.len() };
    }
    let sxy: f64 = pairs.iter().map(|&(x, y)| (x - mx) * (y - my)).sum();
    let a = sxy / sxx;
    let b = my - a * mx;
    let var: f64 = pairs.iter().map(|&(x, y)| (y - a * x - b).powi(2)).sum::<f64>() / n;
    MpcLine { a, b, sigma: var.sqrt(), samples: pairs.len() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_straight_line_is_found_with_no_residual() {
        let pairs: Vec<(f64, f64)> =
            (0..10).map(|x| (f64::from(x), 2.0 * f64::from(x) + 3.0)).collect();
        let line = least_squares(&pairs);
        assert!((line.a - 2.0).abs() < 1e-9 && (line.b - 3.0).abs() < 1e-9, "{line:?}");
        assert!(line.sigma < 1e-9);
        assert_eq!(line.samples, 10);
    }

    #[test]
    fn too_few_points_give_an_empty_line() {
        assert_eq!(least_squares(&[(1.0, 2.0)]).samples, 1);
        assert_eq!(least_squares(&[]).a, 0.0);
    }
}
