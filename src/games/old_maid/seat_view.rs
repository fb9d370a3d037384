//! What one seat may see of an Old Maid table: its own hand face up, every other hand as a
//! number of backs, the discarded pairs, whose turn it is and who is out. A screen for a seat
//! draws from this, never from the [`Game`] itself, so no seat is ever shown (or sent) a card
//! in another seat's hand.

use serde::Serialize;

use super::{Discard, Game};
use crate::games::cards::Card;

/// A seat's view of the table: owned data, so it can be drawn or sent as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: usize,
    /// This seat's hand, face up, in its order.
    pub own_hand: Vec<Card>,
    /// How many cards each seat holds (this one included).
    pub hand_sizes: Vec<usize>,
    /// The pairs thrown away so far, face up, as everyone saw them.
    pub discards: Vec<Discard>,
    /// The seat drawing now and the one it draws from.
    pub drawer: Option<usize>,
    pub victim: Option<usize>,
    /// Seats in the order they went out.
    pub finished: Vec<usize>,
    /// Once the game is over, the seat left with the Joker.
    pub loser: Option<usize>,
    /// Once the game is over, the loser's hand: turned up for everyone to see.
    pub loser_hand: Vec<Card>,
}

impl Game {
    /// What `seat` may see of this game.
    pub fn seat_view(&self, seat: usize) -> SeatView {
        SeatView {
            seat,
            own_hand: self.hand(seat).to_vec(),
            hand_sizes: (0..self.players()).map(|s| self.hand(s).len()).collect(),
            discards: self.discards().to_vec(),
            drawer: self.current_drawer(),
            victim: self.victim(),
            finished: self.finishing_order().to_vec(),
            loser: self.loser(),
            loser_hand: self.loser().map_or(Vec::new(), |l| self.hand(l).to_vec()),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use proptest::prelude::*;
    use rand::SeedableRng;

    use super::*;

    proptest! {
        /// Through a whole seeded game, the only cards in a seat's view are its own hand and
        /// the discarded pairs: none of them is in another seat's hand.
        #[test]
        fn a_seat_never_sees_another_seats_cards(seed in any::<u64>(), players in 2usize..=6) {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut game = Game::new(players, &mut rng).unwrap();
            loop {
                for seat in 0..players {
                    let view = game.seat_view(seat);
                    prop_assert_eq!(&view.own_hand[..], game.hand(seat));
                    let shown = view.own_hand.iter().chain(view.discards.iter().flat_map(|d| &d.cards));
                    prop_assert!(view.loser_hand.is_empty() || game.is_over());
                    for card in shown {
                        let holder = (0..players).find(|&s| game.hand(s).contains(card));
                        prop_assert!(holder.is_none() || holder == Some(seat), "seat {} sees {:?}", seat, card);
                    }
                    let sizes: Vec<usize> = (0..players).map(|s| game.hand(s).len()).collect();
                    prop_assert_eq!(view.hand_sizes, sizes);
                }
                if game.play_computer_turn(&mut rng).is_none() {
                    break;
                }
            }
        }
    }
}
