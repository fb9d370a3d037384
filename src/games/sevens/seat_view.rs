//! What one seat may see of a Killer Sevens table: the table itself (played and dead cells
//! are public), its own hand face up, every other hand as a count, and each seat's passes,
//! kills and standing. A screen for a seat draws from this, never from the [`Game`] itself,
//! so no seat is ever shown (or sent) a card in another seat's hand.

use serde::Serialize;

use super::{Game, Status, Table};
use crate::games::cards::Card;

/// A seat's view of the table: owned data, so it can be drawn or sent as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: usize,
    pub table: Table,
    /// This seat's hand, face up.
    pub own_hand: Vec<Card>,
    /// Per seat (this one included): cards held, passes used, cards killed, standing.
    pub hand_sizes: Vec<usize>,
    pub passes_used: Vec<u8>,
    pub killed: Vec<u8>,
    pub status: Vec<Status>,
    /// The seat to move, if the game goes on.
    pub to_move: Option<usize>,
}

impl Game {
    /// What `seat` may see of this game.
    pub fn seat_view(&self, seat: usize) -> SeatView {
        let seats = 0..self.players();
        SeatView {
            seat,
            table: *self.table(),
            own_hand: self.hand(seat),
            hand_sizes: seats.clone().map(|s| self.hand_len(s)).collect(),
            passes_used: seats.clone().map(|s| self.passes_used(s)).collect(),
            killed: seats.clone().map(|s| self.killed_count(s)).collect(),
            status: seats.map(|s| self.status(s)).collect(),
            to_move: self.current_player(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use proptest::prelude::*;
    use rand::SeedableRng;

    use super::*;
    use crate::games::Level;
    use crate::games::sevens::SevensOptions;
    use crate::games::sevens::{choose_action, layout};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        /// Through a whole seeded game, the cards a seat's view shows (its hand, and the
        /// table's played and dead cells) are never in another seat's hand.
        #[test]
        fn a_seat_never_sees_another_seats_cards(seed in any::<u64>(), players in 3u8..=6) {
            let mut rng = GameRng::seed_from_u64(seed);
            let options = SevensOptions { players, ..SevensOptions::default() };
            let mut game = Game::new(&options, &mut rng);
            while let Some(mover) = game.current_player() {
                for seat in 0..game.players() {
                    let view = game.seat_view(seat);
                    let mut shown = view.table.played() | view.table.dead();
                    for card in &view.own_hand {
                        shown |= layout::bit(*card);
                    }
                    for other in (0..game.players()).filter(|&o| o != seat) {
                        prop_assert_eq!(shown & game.hand_mask(other), 0, "seat {} sees seat {}'s cards", seat, other);
                    }
                    prop_assert_eq!(view.own_hand.len(), game.hand_len(seat));
                }
                let action = choose_action(&game, mover, Level::Easy, &mut rng);
                game.apply(mover, action).unwrap();
            }
        }
    }
}
