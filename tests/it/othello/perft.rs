//! Perft from the start position against the published counts (passes count as a ply).
//! Note: depth 10 is 24,571,284 (the published figure), not 31,571,308.

use asobi::games::othello::{Position, perft};

const PUBLISHED: [u64; 12] =
    [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800];

#[test]
fn perft_1_to_9_match_published_counts() {
    for depth in 0..=9 {
        assert_eq!(perft(&Position::start(), depth), PUBLISHED[depth as usize], "depth {depth}");
    }
}

#[test]
#[ignore = "long: run by .ci/run with --ignored"]
fn perft_10() {
    assert_eq!(perft(&Position::start(), 10), PUBLISHED[10]);
}

#[test]
#[ignore = "long: run by .ci/run with --ignored"]
fn perft_11() {
    assert_eq!(perft(&Position::start(), 11), PUBLISHED[11]);
}

/// A position where the side to move must pass: the pass is one ply, and a finished game
/// before the depth is one leaf.
#[test]
fn perft_counts_a_forced_pass_as_a_ply_and_a_finished_game_as_a_leaf() {
    // Black a1, white b1, black c1 ... build: white to move with no move, black has moves.
    // Board: X at a1, O at b1, everything else empty; white to move: white cannot move
    // (nothing to bracket), black can play c1. Then after c1 the game ends (white gone).
    let black = 1u64;
    let white = 1u64 << 1;
    let pos = Position::from_discs(black, white, asobi::games::othello::Colour::White);
    assert!(pos.must_pass());
    assert_eq!(perft(&pos, 1), 1, "the pass itself");
    assert_eq!(perft(&pos, 2), 1, "pass then c1");
    assert_eq!(perft(&pos, 5), 1, "the game is over after c1: still one leaf");
}
