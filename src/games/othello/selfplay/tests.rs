//! The trainer's labels: exact near the end, and free of the side to move's bias elsewhere.

use super::*;
use crate::games::othello::pattern::LAYOUT;
use crate::games::othello::random_positions::random_position;

/// Weights that see every position as `discs` better for the side to move, whatever the
/// board: the purest tempo bias a fitted phase can hand on to the next.
fn biased_for_the_mover(discs: i16) -> &'static Weights {
    let mut w = Weights::zero();
    for ph in 0..crate::games::othello::pattern::PHASES {
        let mobility = &mut w.phase_mut(ph)[LAYOUT.mob_offset..LAYOUT.params];
        mobility.fill(discs * crate::games::othello::learned::WEIGHT_SCALE as i16);
    }
    Box::leak(Box::new(w))
}

/// A few mid-game positions (up to 50 empties) from seeded random games.
fn midgame_positions() -> Vec<(u64, u64)> {
    use rand::SeedableRng;
    let mut rng = crate::games::random::GameRng::seed_from_u64(26);
    (0..12)
        .map(|i| random_position(&mut rng, 10 + 2 * i))
        .map(|pos| (pos.player, pos.opponent))
        .collect()
}

#[test]
fn a_bias_for_the_side_to_move_does_not_reach_the_labels() {
    // A single search of either depth would label every position +5 or -5; the mean of two
    // consecutive depths takes the bias away entirely.
    let mut labeller = Labeller::new(biased_for_the_mover(5), 0, 4);
    for (p, o) in midgame_positions() {
        assert_eq!(labeller.label(p, o), 0.0, "{p:#x} {o:#x}");
    }
}

#[test]
fn a_label_is_the_mean_of_two_consecutive_depths() {
    let weights = &*crate::games::othello::learned::SHIPPED_WEIGHTS;
    let mut labeller = Labeller::new(weights, 0, 3);
    for (p, o) in midgame_positions() {
        let pos = Position { player: p, opponent: o, side: Colour::Black };
        let at = |depth| {
            let mut fresh = Searcher::new(1 << 18).with_eval(Evaluator::Trained(weights));
            fresh.iterate(&pos, SearchLimits { max_depth: depth, max_nodes: u64::MAX }).score
        };
        assert_eq!(labeller.label(p, o), (at(2) + at(3)) as f32 / 2.0);
    }
}

#[test]
fn positions_within_the_exact_range_are_labelled_by_the_solver() {
    let mut labeller = Labeller::new(biased_for_the_mover(5), 14, 4);
    let (p, o) = a_position_with_12_empties();
    let pos = Position { player: p, opponent: o, side: Colour::Black };
    assert!(pos.empty_count() <= 14);
    assert_eq!(labeller.label(p, o), solve(&pos).score as f32);
}

/// A position of a seeded random game near its end (12 empties unless it had a pass).
fn a_position_with_12_empties() -> (u64, u64) {
    use rand::SeedableRng;
    let pos = random_position(&mut crate::games::random::GameRng::seed_from_u64(7), 48);
    (pos.player, pos.opponent)
}
