//! Each game's seed: the number its header shows, from which `asobi --seed N play <game>`
//! deals the same game again, whatever was played before it in the session.
//!
//! Why a seed per game, not one for the session: with one RNG for everything, the second
//! game's deal depended on how many random draws the first game made, so "seed 5" in its
//! header could not replay it. Now each new game reseeds the game RNG from its own seed; the
//! session's `--seed` is the first game's seed and also seeds the source the next games'
//! seeds are drawn from, so a whole session still replays from it.
//!
//! A saved game keeps its seed and how far its randomness had gone in that seed's stream
//! (`Seeds::position`), so a resumed game's computer players draw what they would have
//! drawn had the game never stopped: the seed in its header replays it whole.

use crate::games::random::GameRng;
use rand::{RngExt, SeedableRng};

/// Seeds drawn for later games stay short enough to read and type (8 digits at most).
pub const SEED_RANGE: u64 = 100_000_000;

/// The seed source and the seed of the game on screen.
#[derive(Debug)]
pub struct Seeds {
    /// The seed the next new game takes.
    next: u64,
    /// Where the seeds after it come from.
    source: GameRng,
    /// The seed of the game on screen: set when a game is dealt or resumed (`None` for a
    /// game saved before seeds were kept with it).
    shown: Option<u64>,
    /// Whether the game RNG runs the shown seed's stream (false for a game resumed from a
    /// save that kept no position: its draws come from the session, not its seed).
    in_stream: bool,
}

impl Seeds {
    /// The seeds of a session whose first game takes `first` (`--seed`, or a random one).
    pub fn new(first: u64) -> Seeds {
        Seeds { next: first, source: GameRng::seed_from_u64(first), shown: None, in_stream: false }
    }

    /// A session without `--seed`: its first seed is random and short.
    pub fn random() -> Seeds {
        Seeds::new(rand::random::<u64>() % SEED_RANGE)
    }

    /// Starts a new game: takes the next seed, reseeds `rng` from it and shows it.
    pub fn deal(&mut self, rng: &mut GameRng) -> u64 {
        let seed = self.next;
        self.next = self.source.random_range(0..SEED_RANGE);
        *rng = GameRng::seed_from_u64(seed);
        self.shown = Some(seed);
        self.in_stream = true;
        seed
    }

    /// A saved game carried on: its own seed is shown (none if it was saved without one),
    /// and `rng` goes back to where the game's stream stood when it was saved, when the save
    /// says so.
    pub fn resumed(&mut self, seed: Option<u64>, position: Option<u64>, rng: &mut GameRng) {
        self.shown = seed;
        self.in_stream = false;
        if let (Some(seed), Some(position)) = (seed, position) {
            *rng = GameRng::seed_from_u64(seed);
            rng.set_word_pos(u128::from(position));
            self.in_stream = true;
        }
    }

    /// How far `rng` has gone in the shown game's stream, to save beside its seed (none when
    /// it does not run that stream, or is improbably far along).
    pub fn position(&self, rng: &GameRng) -> Option<u64> {
        if self.in_stream { u64::try_from(rng.get_word_pos()).ok() } else { None }
    }

    /// The seed of the game on screen, if known.
    pub fn shown(&self) -> Option<u64> {
        self.shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_game_takes_the_session_seed_and_later_ones_replay_from_their_own() {
        let mut seeds = Seeds::new(5);
        let mut rng = GameRng::seed_from_u64(999);
        assert_eq!(seeds.deal(&mut rng), 5);
        let first: u64 = rng.random();
        assert_eq!(first, GameRng::seed_from_u64(5).random::<u64>());
        let second = seeds.deal(&mut rng);
        assert!(second < SEED_RANGE);
        assert_eq!(seeds.shown(), Some(second));
        // The second game's stream is its own seed's, as `--seed <second>` would start it.
        assert_eq!(rng.random::<u64>(), GameRng::seed_from_u64(second).random::<u64>());
        // The session replays: the same --seed gives the same later seeds.
        let mut again = Seeds::new(5);
        again.deal(&mut rng);
        assert_eq!(again.deal(&mut rng), second);
    }

    #[test]
    fn a_resumed_game_draws_on_from_where_its_stream_stood() {
        let mut seeds = Seeds::new(9);
        let mut rng = GameRng::seed_from_u64(0);
        seeds.deal(&mut rng);
        let _: [u64; 5] = rng.random();
        let position = seeds.position(&rng);
        let unbroken: u64 = rng.random();

        let mut later = Seeds::new(1234);
        let mut other = GameRng::seed_from_u64(1234);
        later.resumed(Some(9), position, &mut other);
        assert_eq!(other.random::<u64>(), unbroken);
        assert_eq!(later.shown(), Some(9));

        // A save without a position shows its seed, but its draws are not the seed's stream,
        // so nothing claims a position for it.
        later.resumed(Some(9), None, &mut other);
        assert_eq!(later.position(&other), None);
    }
}
