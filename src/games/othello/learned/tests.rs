//! The learned evaluation's invariants: symmetric, incremental equals recomputed, and the
//! weights file round-trips and refuses what it cannot read.

use crate::games::random::GameRng;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

use super::super::pattern::{LAYOUT, PHASES, transform};
use super::super::{Position, squares};
use super::*;

/// Weights that differ everywhere yet name each symmetric shape once: each slot gets a
/// pseudo-random value of its canonical twin.
fn scrambled() -> Weights {
    let l = &*LAYOUT;
    let mut w = Weights::zero();
    for ph in 0..PHASES {
        let table = w.phase_mut(ph);
        for (shape, canon) in crate::games::othello::pattern::CANON.iter().enumerate() {
            for (i, &c) in canon.iter().enumerate() {
                let h = (u64::from(c) + 7919 * ph as u64 + 104_729 * shape as u64)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15);
                table[l.offsets[shape] + i] = ((h >> 40) % 601) as i16 - 300;
            }
        }
        for (j, w) in table.iter_mut().enumerate().skip(l.mob_offset) {
            *w = (j % 97) as i16 - 48;
        }
    }
    w
}

fn image(t: usize, b: u64) -> u64 {
    squares(b).fold(0, |acc, sq| {
        let (x, y) = transform(t, (sq % 8, sq / 8));
        acc | 1 << (y * 8 + x)
    })
}

/// A position after `plies` random moves of the game seeded `seed`.
fn random_position(seed: u64, plies: usize) -> Position {
    super::super::random_positions::random_position(&mut GameRng::seed_from_u64(seed), plies as u32)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn every_symmetric_image_evaluates_alike(seed: u64, plies in 0usize..58) {
        let w = scrambled();
        let pos = random_position(seed, plies);
        let (p, o) = (pos.player, pos.opponent);
        let e = w.evaluate(p, o);
        for t in 0..8 {
            prop_assert_eq!(w.evaluate(image(t, p), image(t, o)), e, "symmetry {}", t);
        }
        let shipped = SHIPPED_WEIGHTS.evaluate(p, o);
        for t in 0..8 {
            prop_assert_eq!(SHIPPED_WEIGHTS.evaluate(image(t, p), image(t, o)), shipped);
        }
    }

    #[test]
    fn incremental_updates_equal_recomputation(seed: u64) {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut pos = Position::start();
        let mut state = EvalState::new(pos.player, pos.opponent);
        while !pos.is_game_over() {
            if pos.must_pass() {
                pos = pos.pass().unwrap();
                state = state.pass();
            } else {
                let legal: Vec<u8> = squares(pos.legal_moves()).collect();
                let sq = *legal.choose(&mut rng).unwrap();
                state = state.play(sq, pos.flips(sq));
                pos = pos.play(sq).unwrap();
            }
            prop_assert_eq!(state, EvalState::new(pos.player, pos.opponent));
            prop_assert_eq!(
                SHIPPED_WEIGHTS.evaluate_indices(state.mover(), pos.player, pos.opponent),
                SHIPPED_WEIGHTS.evaluate(pos.player, pos.opponent)
            );
        }
    }
}

#[test]
fn weights_round_trip_through_their_file() {
    let w = scrambled();
    assert_eq!(Weights::decode(&w.encode()), Ok(w));
    let zero = Weights::zero().encode();
    assert!(zero.len() < 1000, "zeros are stored as runs ({} bytes)", zero.len());
    assert_eq!(Weights::decode(&zero), Ok(Weights::zero()));
}

#[test]
fn the_shipped_weights_load() {
    assert_eq!(Weights::decode(SHIPPED), Ok(SHIPPED_WEIGHTS.clone()));
    assert!(SHIPPED.len() < 4 << 20, "the weights file stays small");
}

#[test]
fn a_file_of_another_version_or_shape_is_refused() {
    let mut bytes = SHIPPED.to_vec();
    bytes[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    let err = Weights::decode(&bytes).unwrap_err();
    assert_eq!(
        err,
        WeightsError::WrongVersion { found: FORMAT_VERSION + 1, expected: FORMAT_VERSION }
    );
    assert!(err.to_string().contains("format version 2, this build reads version 1"), "{err}");
    let mut bytes = SHIPPED.to_vec();
    bytes[12..16].copy_from_slice(&3u32.to_le_bytes());
    assert!(matches!(Weights::decode(&bytes), Err(WeightsError::WrongShape { phases: 3, .. })));
    assert_eq!(Weights::decode(b"not weights at all"), Err(WeightsError::NotWeights));
    let shipped = SHIPPED;
    assert_eq!(Weights::decode(&shipped[..shipped.len() - 1]), Err(WeightsError::Truncated));
    let mut longer = shipped.to_vec();
    longer.extend_from_slice(&[1, 0]);
    assert_eq!(Weights::decode(&longer), Err(WeightsError::TrailingBytes));
}
