//! Old Maid at a table: a draw from the victim's hand, and a chair shuffling or sorting its
//! own hand. A person's hand stays in the order they keep it; a computer shuffles after
//! every draw, as in the local game.

use crate::games::random::GameRng;

use super::{Ask, Event, LiveGame, Refusal, TableGame, TableRules};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::old_maid::{self, Game};

/// Old Maid at the tables: the game's 2 to 6 chairs, dealt afresh for a rematch.
pub const TABLE: TableGame = TableGame {
    id: GameId::OldMaid,
    chairs: *old_maid::PLAYERS.start() as usize..=*old_maid::PLAYERS.end() as usize,
    deal: |chairs, _, _, rng| Some(LiveGame::OldMaid(Game::new(chairs, rng).ok()?)),
};

impl TableRules for Game {
    fn id(&self) -> GameId {
        GameId::OldMaid
    }

    fn chairs(&self) -> usize {
        self.players()
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn on_turn(&self) -> Option<usize> {
        self.current_drawer()
    }

    /// Applies `ask` from `chair`; the event to show, with the game after it.
    fn apply(
        &mut self,
        chair: usize,
        ask: Ask,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<Event, Refusal> {
        match ask {
            Ask::Draw(position) => {
                if self.current_drawer() != Some(chair) {
                    return Err(Refusal::NotYourTurn);
                }
                let report = self.draw(position).map_err(|_| Refusal::Illegal)?;
                if !person {
                    self.end_turn(rng);
                }
                Ok(Event::Drew { report, after: self.clone() })
            }
            Ask::Shuffle | Ask::Sort => {
                if self.hand(chair).is_empty() {
                    return Err(Refusal::Illegal);
                }
                if ask == Ask::Sort {
                    self.sort_hand(chair);
                } else {
                    self.shuffle_hand(chair, rng);
                }
                Ok(Event::Rearranged { chair, after: LiveGame::OldMaid(self.clone()) })
            }
            _ => Err(Refusal::Illegal),
        }
    }

    /// The computer's draw for the chair on turn (Old Maid has no levels).
    fn computer_ask(&self, _level: Level, rng: &mut GameRng) -> Option<Ask> {
        Some(Ask::Draw(self.computer_pick(rng)))
    }
}
