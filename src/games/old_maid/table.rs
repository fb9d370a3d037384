//! Old Maid at a table: a draw from the victim's hand, and a chair shuffling or sorting its
//! own hand. A person's hand stays in the order they keep it; a computer shuffles after
//! every draw, as in the local game.

use serde::{Deserialize, Serialize};

use crate::games::random::GameRng;

use crate::games::GameId;
use crate::games::Level;
use crate::games::old_maid::{self, DrawReport, Game};
use crate::games::table::{LiveGame, Refusal, TableGame, TableRules};

/// Old Maid at the tables: the game's 2 to 6 chairs, dealt afresh for a rematch.
pub const TABLE: TableGame = TableGame {
    id: GameId::OldMaid,
    chairs: *old_maid::PLAYERS.start() as usize..=*old_maid::PLAYERS.end() as usize,
    deal: |chairs, _, _, rng| Some(LiveGame::of(Game::new(chairs, rng).ok()?)),
};

/// What a person at an Old Maid table asks for (journals keep it as serde writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OldMaidAsk {
    /// Draw the card at this position of the victim's hand.
    Draw(usize),
    Shuffle,
    Sort,
}

/// What happened at an Old Maid table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OldMaidEvent {
    /// A draw.
    Drew(DrawReport),
    /// A chair shuffled or sorted its own hand.
    Rearranged { chair: usize },
}

impl TableRules for Game {
    type Ask = OldMaidAsk;
    type Event = OldMaidEvent;

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

    /// Applies `ask` from `chair`; the event to show.
    fn apply(
        &mut self,
        chair: usize,
        ask: OldMaidAsk,
        person: bool,
        rng: &mut GameRng,
    ) -> Result<OldMaidEvent, Refusal> {
        match ask {
            OldMaidAsk::Draw(position) => {
                if self.current_drawer() != Some(chair) {
                    return Err(Refusal::NotYourTurn);
                }
                let report = self.draw(position).map_err(|_| Refusal::Illegal)?;
                if !person {
                    self.end_turn(rng);
                }
                Ok(OldMaidEvent::Drew(report))
            }
            OldMaidAsk::Shuffle | OldMaidAsk::Sort => {
                if self.hand(chair).is_empty() {
                    return Err(Refusal::Illegal);
                }
                if ask == OldMaidAsk::Sort {
                    self.sort_hand(chair);
                } else {
                    self.shuffle_hand(chair, rng);
                }
                Ok(OldMaidEvent::Rearranged { chair })
            }
        }
    }

    /// The computer's draw for the chair on turn (Old Maid has no levels).
    fn computer_ask(&self, _level: Level, rng: &mut GameRng) -> Option<OldMaidAsk> {
        Some(OldMaidAsk::Draw(self.computer_pick(rng)))
    }
}
