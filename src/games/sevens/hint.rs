//! The hint (`t`): a card `seat` can play that kills none of its own cards and leaves none
//! of them open to the next player's move. It reads only what the seat may know (its hand,
//! the table, what everyone knows the next player lacks), as the kill preview and the
//! exposure warning do, so it is fair at a shared table too.

use super::Game;
use crate::games::cards::Card;

/// Why no card is proposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoHint {
    /// No card of the hand can be played now (a pass is the only move).
    NothingPlayable,
    /// Every card that can be played kills one of yours or leaves one open to a kill.
    EveryPlayCosts,
}

impl Game {
    /// The safe play for `seat`: among the playable cards that kill none of its own and leave
    /// none exposed, the one that kills the most of the others' cards (then the lowest).
    pub fn hint(&self, seat: usize) -> Result<Card, NoHint> {
        let playable = self.playable_cards(seat);
        if playable.is_empty() {
            return Err(NoHint::NothingPlayable);
        }
        playable
            .into_iter()
            .filter_map(|card| {
                let doomed = self.kill_preview(card);
                let kills_own = doomed.iter().any(|&(_, holder)| holder == Some(seat));
                (!kills_own && self.exposure(seat, card).is_empty()).then_some((doomed.len(), card))
            })
            .max_by_key(|&(kills, card)| (kills, std::cmp::Reverse(card.index())))
            .map(|(_, card)| card)
            .ok_or(NoHint::EveryPlayCosts)
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use rand::SeedableRng;

    use super::*;
    use crate::games::Level;
    use crate::games::sevens::SevensOptions;
    use crate::games::sevens::choose_action;

    /// Through whole seeded games, every hint is a legal play that kills none of the seat's
    /// cards and exposes none; and "every play costs" is said only when that is so.
    #[test]
    fn a_hint_is_legal_safe_and_refused_only_when_nothing_is() {
        let mut said = [0; 3];
        for seed in 0..40 {
            let mut rng = GameRng::seed_from_u64(seed);
            let options = SevensOptions { players: 4, ..SevensOptions::default() };
            let mut game = Game::new(&options, &mut rng);
            while let Some(seat) = game.current_player() {
                let playable = game.playable_cards(seat);
                let safe = |c: Card| {
                    game.kill_preview(c).iter().all(|&(_, h)| h != Some(seat))
                        && game.exposure(seat, c).is_empty()
                };
                match game.hint(seat) {
                    Ok(card) => {
                        said[0] += 1;
                        assert!(playable.contains(&card) && safe(card), "{card}");
                    }
                    Err(NoHint::NothingPlayable) => {
                        said[1] += 1;
                        assert!(playable.is_empty());
                    }
                    Err(NoHint::EveryPlayCosts) => {
                        said[2] += 1;
                        assert!(!playable.is_empty() && !playable.iter().any(|&c| safe(c)));
                    }
                }
                let action = choose_action(&game, seat, Level::Easy, &mut rng);
                game.apply(seat, action).unwrap();
            }
        }
        assert!(said.iter().all(|&n| n > 0), "each answer came up: {said:?}");
    }
}
