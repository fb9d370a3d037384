//! The board's symmetry where `symmetry.rs`' random positions do not reach (issue
//! #26): the start, whose images are the start with its centre's colours swapped, answers at
//! every level as the start does; NBoard's ranked hint lists the same moves, turned, in the
//! same order; and the strongest levels, too slow for a debug build, in an ignored test.

use asobi::games::othello::{MAX_DEPTH, Position, rank_moves};
use proptest::prelude::*;

use crate::othello::symmetry::{after_canonical, check_level, random_position, turn};

#[test]
fn the_starts_images_answer_as_the_start_does_at_levels_2_to_7() {
    // A search level's move from the start is a random first move and its score the search
    // after it: both must be the same on the mirrored start, not a search of the start.
    for level in 2..=7 {
        check_level(&Position::start(), level).unwrap();
    }
}

/// NBoard's hint for `pos`: each ranked move as the position it leads to (least image), with
/// its score, depth and exactness.
fn ranked(pos: &Position, n: usize) -> Vec<(Option<i32>, u32, bool, Position)> {
    rank_moves(pos, 40_000, MAX_DEPTH, n)
        .into_iter()
        .map(|(sq, t)| (t.score, t.depth, t.exact, after_canonical(pos, sq)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn nboards_ranked_hint_is_one_list_on_all_eight_images(seed in any::<u64>(), plies in 1u32..50) {
        let pos = random_position(seed, plies);
        // Every move, and the first three (moves of equal score cut at the same place).
        for n in [64, 3] {
            let seen = ranked(&pos, n);
            for k in 1..8 {
                prop_assert_eq!(ranked(&turn(&pos, k), n), seen.clone(), "n {} image {}", n, k);
            }
        }
    }
}

#[test]
#[ignore = "long: levels 7 to 9 on eight images of six positions"]
fn the_strong_levels_value_all_eight_images_alike() {
    for seed in 0..6u64 {
        let pos = random_position(seed, 6 + 7 * seed as u32);
        for level in 7..=9 {
            check_level(&pos, level).unwrap_or_else(|e| panic!("seed {seed} level {level}: {e}"));
        }
    }
}
