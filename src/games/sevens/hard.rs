//! The `hard` Killer Sevens player: determinised sampling. It deals the cards it cannot see to
//! the opponents at random (keeping every hand's size and what their passes showed: see
//! `guess.rs`), tries each legal action in that deal, plays the game out with every seat using
//! the `normal` policy, and keeps the action with the best average final place.
//!
//! The budget is a sample count, never the clock: a clock budget would make the number of
//! samples, and so the choice, depend on the machine and its load, and `--seed` would no longer
//! replay a game (nor could tests pin a choice). The screen guards against a machine too slow
//! for the count with a time cap of its own (`screens/sevens/flow.rs`).

use rand::rngs::SmallRng;
use rand::{Rng, RngExt, SeedableRng};

use super::game::Game;
pub use super::guess::determinise;
use super::players::normal_action;
use super::report::Action;

/// Guessed deals per decision (each one plays every candidate action to the end). 200 keeps a
/// release-build decision near 25 ms on average and under 0.2 s at worst on a shared 2-core
/// machine (`asobi sim sevens` prints the timing), and beats `normal` clearly.
pub const DEFAULT_SAMPLES: usize = 200;

/// Plays `game` to the end with every seat on the `normal` policy.
pub fn rollout<R: Rng + ?Sized>(game: &mut Game, rng: &mut R) {
    while let Some(seat) = game.current_player() {
        let action = normal_action(game, seat, rng);
        if game.apply(seat, action).is_err() {
            // `normal_action` only returns legal actions; stop rather than loop if not.
            debug_assert!(false, "normal policy chose an illegal action");
            return;
        }
    }
}

/// Lower is better: the final place, with own killed cards as a small tie-break.
fn outcome(game: &Game, seat: usize) -> f64 {
    game.place_of(seat) as f64 + 0.01 * f64::from(game.killed_count(seat))
}

/// The hard player's choice for `seat` (the player to move) with `samples` guessed deals.
pub fn hard_action<R: Rng + ?Sized>(
    game: &Game,
    seat: usize,
    samples: usize,
    rng: &mut R,
) -> Action {
    let actions = game.legal_actions(seat);
    if actions.len() <= 1 {
        return actions.first().copied().unwrap_or(Action::Pass);
    }
    let mut totals = vec![0.0; actions.len()];
    for _ in 0..samples.max(1) {
        let world = determinise(game, seat, rng);
        // Every candidate meets the same deal and the same rollout dice, so the comparison
        // measures the action, not the luck of the sample.
        let dice: u64 = rng.random();
        for (total, &action) in totals.iter_mut().zip(&actions) {
            let mut g = world.clone();
            if g.apply(seat, action).is_err() {
                *total = f64::INFINITY;
                continue;
            }
            rollout(&mut g, &mut SmallRng::seed_from_u64(dice));
            *total += outcome(&g, seat);
        }
    }
    let best = (0..actions.len()).min_by(|&a, &b| totals[a].total_cmp(&totals[b])).unwrap_or(0);
    actions[best]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sevens::SevensOptions;

    #[test]
    fn determinising_keeps_own_hand_table_and_hand_sizes() {
        let mut rng = SmallRng::seed_from_u64(3);
        let game = Game::new(&SevensOptions { players: 5, ..SevensOptions::default() }, &mut rng);
        let guess = determinise(&game, 2, &mut rng);
        assert_eq!(guess.hand_mask(2), game.hand_mask(2));
        assert_eq!(guess.table(), game.table());
        let all = |g: &Game| (0..5).fold(0, |a, s| a | g.hand_mask(s));
        assert_eq!(all(&guess), all(&game), "the same cards, only moved between opponents");
        for s in 0..5 {
            assert_eq!(guess.hand_len(s), game.hand_len(s));
        }
        assert_ne!(guess, game, "a 5-player deal is reshuffled");
    }

    #[test]
    fn guessed_deals_never_give_a_passer_a_card_it_passed_over() {
        let card = |t: &str| t.parse().expect("card");
        let cards = |t: &str| t.split_whitespace().map(card).collect::<Vec<_>>();
        let options = SevensOptions { players: 4, pass_limit: 0, ..SevensOptions::default() };
        // Seat 1 holds only cards far from the 7s, so under unlimited passes it must pass.
        let far = cards("AS 2S 3S AH 2H 3H AD 2D 3D AC 2C 3C");
        let mut game =
            Game::from_position(&options, &[], &[], &[&cards("6S 9S"), &far, &cards("KD")], 1);
        let open = game.playable_mask();
        game.pass(1).expect("stuck, so the pass is allowed");
        assert_eq!(game.cannot_hold(1), open);
        // Seat 2 guesses: the 6s and 8s it cannot see may go to seats 0 and 3 only.
        let unseen_open = open & !game.hand_mask(2);
        assert_eq!(unseen_open.count_ones(), 8);
        let mut rng = SmallRng::seed_from_u64(4);
        let mut seat1_hands = std::collections::HashSet::new();
        for _ in 0..200 {
            let guess = determinise(&game, 2, &mut rng);
            assert_eq!(guess.hand_mask(1) & open, 0, "seat 1 was given a card it passed over");
            for s in 0..4 {
                assert_eq!(guess.hand_len(s), game.hand_len(s));
            }
            assert_eq!(guess.validate(), Ok(()));
            seat1_hands.insert(guess.hand_mask(1));
        }
        assert!(seat1_hands.len() > 100, "the other cards are still dealt at random");
    }

    #[test]
    fn the_same_seed_gives_the_same_choice() {
        let mut rng = SmallRng::seed_from_u64(8);
        let game = Game::new(&SevensOptions::default(), &mut rng);
        let seat = game.current_player().expect("a player to move");
        let a = hard_action(&game, seat, 8, &mut SmallRng::seed_from_u64(1));
        let b = hard_action(&game, seat, 8, &mut SmallRng::seed_from_u64(1));
        assert_eq!(a, b);
        assert!(game.legal_actions(seat).contains(&a));
    }
}
