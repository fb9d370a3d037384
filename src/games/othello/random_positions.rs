//! Positions of seeded random games, for the unit tests of the search, the evaluation and the
//! trainer (one definition instead of a copy in each).

use rand::Rng;
use rand::seq::IndexedRandom;

use super::{Position, squares};

/// A position after `plies` random moves from the start, a forced pass counting as one; fewer
/// if the game would end, so the position is never over.
pub(crate) fn random_position<R: Rng + ?Sized>(rng: &mut R, plies: u32) -> Position {
    let mut pos = Position::start();
    for _ in 0..plies {
        let legal: Vec<u8> = squares(pos.legal_moves()).collect();
        let next = match legal.choose(rng) {
            Some(&sq) => pos.play(sq).ok(),
            None => pos.pass(),
        };
        match next {
            Some(n) if !n.is_game_over() => pos = n,
            _ => break,
        }
    }
    pos
}
