//! The opening's values (issue #26): the start is a draw with perfect play (weakly solved in
//! 2023), so the positions after the four first moves (one move under the board's symmetry)
//! must be valued near 0 at every search level, and iterative deepening must not swing
//! between odd and even depths (it did by 12 discs: white was −7 at odd depths, +5 at even).

use asobi::games::othello::{
    Position, SearchLimits, Strength, move_values, search, squares, think,
};
use asobi::games::random::GameRng;
use asobi::games::stop::StopFlag;
use rand::SeedableRng;

fn first_moves() -> Vec<Position> {
    let start = Position::start();
    squares(start.legal_moves()).map(|sq| start.play(sq).unwrap()).collect()
}

#[test]
fn after_each_first_move_levels_5_and_7_score_within_2_discs_of_even() {
    for pos in first_moves() {
        for level in [5, 7] {
            let player = Strength::new(level).unwrap().player();
            let t = think(&pos, player, &mut GameRng::seed_from_u64(1), &StopFlag::never());
            let score = t.score.unwrap();
            assert!(score.abs() <= 2, "level {level}: {score} at depth {}", t.depth);
        }
    }
}

#[test]
fn after_a_first_move_level_9_scores_within_2_discs_of_even() {
    // One of the four: the others are its images (the symmetry tests), valued alike.
    let pos = first_moves()[0];
    let player = Strength::new(9).unwrap().player();
    let t = think(&pos, player, &mut GameRng::seed_from_u64(1), &StopFlag::never());
    let score = t.score.unwrap();
    assert!(score.abs() <= 2, "level 9: {score} at depth {}", t.depth);
}

#[test]
fn the_start_is_valued_within_2_discs_of_even_by_the_analysis() {
    // What `v` shows at the start: each first move's value for black.
    for (depth, nodes) in [(6, 20_000), (10, 250_000)] {
        let values = move_values(&Position::start(), depth, nodes, &StopFlag::never()).unwrap();
        assert_eq!(values.len(), 4);
        for v in values {
            assert!(v.score.abs() <= 2, "depth {depth}: {v:?}");
        }
    }
}

#[test]
fn deepening_from_the_start_and_a_first_move_stays_near_even_and_does_not_swing() {
    // Every depth from 1: depths 1 to 3 are what levels 2 to 4 see of each move (they score
    // every move at that depth), the deeper ones what the search levels reach on the way.
    let start = Position::start();
    for (pos, deepest) in [(first_moves()[0], 14), (start, 12)] {
        let scores: Vec<i32> = (1..=deepest)
            .map(|depth| search(&pos, SearchLimits { max_depth: depth, max_nodes: u64::MAX }).score)
            .collect();
        for (i, s) in scores.iter().enumerate() {
            assert!(s.abs() <= 2, "depth {}: {scores:?}", i + 1);
        }
        for (i, w) in scores.windows(2).enumerate() {
            assert!((w[0] - w[1]).abs() <= 2, "depths {} and {}: {scores:?}", i + 1, i + 2);
        }
    }
}
