//! Killer Sevens at a table: three to six chairs dealt with the default Sevens options (pass
//! limit and kill limit of `SevensOptions::default()`), a person's play or pass, and the
//! computers' (and away people's) turns chosen by the rules' own players at the table's level.

use serde::{Deserialize, Serialize};

use crate::games::random::GameRng;

use crate::games::GameId;
use crate::games::Level;
use crate::games::cards::Card;
use crate::games::sevens::SevensOptions;
use crate::games::sevens::{self, Action, Game, IllegalMove, TurnReport, choose_action};
use crate::games::table::{LiveGame, Refusal, TableGame, TableRules};

/// Killer Sevens at the tables: the game's 3 to 6 chairs, its computers at the table's level.
pub const TABLE: TableGame = TableGame {
    id: GameId::Sevens,
    chairs: *sevens::PLAYERS.start() as usize..=*sevens::PLAYERS.end() as usize,
    deal: |chairs, level, _, rng| {
        let players = u8::try_from(chairs).ok().filter(|p| sevens::PLAYERS.contains(p))?;
        let options = SevensOptions { players, level, ..SevensOptions::default() };
        Some(LiveGame::of(SevensTable { game: Game::new(&options, rng), level }))
    },
};

/// Killer Sevens at a table, its computers at the table's level (a person's statistics
/// record their place at it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SevensTable {
    pub game: Game,
    pub level: Level,
}

/// What a person at a Killer Sevens table asks for (journals keep it as serde writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SevensAsk {
    /// Play this card of one's hand.
    PlayCard(Card),
    /// Pass a turn (it may eliminate one who cannot play).
    Pass,
}

/// What happened at a Killer Sevens table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SevensEvent {
    /// A play or pass (with its kills, outs and elimination).
    Turn(TurnReport),
}

impl TableRules for SevensTable {
    type Ask = SevensAsk;
    type Event = SevensEvent;

    fn id(&self) -> GameId {
        GameId::Sevens
    }

    fn chairs(&self) -> usize {
        self.game.players()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn on_turn(&self) -> Option<usize> {
        self.game.current_player()
    }

    /// Applies `ask` from `chair`; the event to show.
    fn apply(
        &mut self,
        chair: usize,
        ask: SevensAsk,
        _person: bool,
        _rng: &mut GameRng,
    ) -> Result<SevensEvent, Refusal> {
        let action = match ask {
            SevensAsk::PlayCard(card) => Action::Play(card),
            SevensAsk::Pass => Action::Pass,
        };
        let report = self.game.apply(chair, action).map_err(|e| match e {
            IllegalMove::GameOver | IllegalMove::NotYourTurn => Refusal::NotYourTurn,
            IllegalMove::NotInHand(_) | IllegalMove::NotPlayable(_) | IllegalMove::MustPlay => {
                Refusal::Illegal
            }
        })?;
        Ok(SevensEvent::Turn(report))
    }

    /// The computer's play or pass for the chair on turn, at the table's level.
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<SevensAsk> {
        let seat = self.game.current_player()?;
        Some(match choose_action(&self.game, seat, level, rng) {
            Action::Play(card) => SevensAsk::PlayCard(card),
            Action::Pass => SevensAsk::Pass,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_table_outside_three_to_six_chairs() {
        let mut rng = rand::SeedableRng::seed_from_u64(1);
        let deal = |chairs, rng: &mut GameRng| (TABLE.deal)(chairs, Level::Normal, None, rng);
        assert!(deal(2, &mut rng).is_none());
        assert!(deal(7, &mut rng).is_none());
        assert!(deal(3, &mut rng).is_some());
    }
}
