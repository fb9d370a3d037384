//! Othello at a table: two chairs; chair 0 plays black in the first game and the colours swap
//! with every rematch. A side with no legal move passes at once: the table plays the pass
//! itself, right after the move that left it without one, so nobody waits on a forced move.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::games::random::GameRng;

use crate::games::GameId;
use crate::games::Level;
use crate::games::othello::{self, Colour, Game};
use crate::games::table::{LiveGame, Refusal, TableGame, TableRules};

/// A person's time for an Othello move: twice the tables' usual 30 s, since a move is read
/// several moves ahead (and the endgame is counted out), where a mark or a draw is not.
pub const TURN_LIMIT: Duration = Duration::from_secs(60);

/// The game at an Othello table, and who plays which colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OthelloTable {
    /// The whole game from the start (its record and every position, for the screens).
    pub game: Game,
    /// The chair playing black (0 or 1).
    pub black: usize,
}

impl OthelloTable {
    /// The chair that plays `colour`.
    pub fn chair_of(&self, colour: Colour) -> usize {
        if colour == Colour::Black { self.black } else { 1 - self.black }
    }

    /// The colour `chair` plays.
    pub fn colour_of(&self, chair: usize) -> Colour {
        if chair == self.black { Colour::Black } else { Colour::White }
    }

    /// The chair to move, unless the game is over.
    pub fn on_turn(&self) -> Option<usize> {
        let pos = self.game.current();
        (!pos.is_game_over()).then(|| self.chair_of(pos.side_to_move()))
    }
}

/// What a person at an Othello table asks for (journals keep it as serde writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OthelloAsk {
    /// Place one's disc on this square (a1 = 0 … h8 = 63).
    Place(u8),
}

/// What happened at an Othello table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OthelloEvent {
    /// A disc placed on `square` (a1 = 0 … h8 = 63).
    Placed { chair: usize, square: u8 },
    /// A chair with no legal move passed (the table plays it at once).
    NoMove { chair: usize },
}

/// Othello at the tables: two chairs; after a game, the other chair plays black.
pub const TABLE: TableGame = TableGame {
    id: GameId::Othello,
    chairs: 2..=2,
    deal: |_, _, last, _| {
        let black = last.and_then(LiveGame::state::<OthelloTable>).map_or(0, |t| 1 - t.black);
        Some(LiveGame::of(OthelloTable { game: Game::new(), black }))
    },
};

impl TableRules for OthelloTable {
    type Ask = OthelloAsk;
    type Event = OthelloEvent;

    fn id(&self) -> GameId {
        GameId::Othello
    }

    fn chairs(&self) -> usize {
        2
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn on_turn(&self) -> Option<usize> {
        OthelloTable::on_turn(self)
    }

    fn turn_limit(&self) -> Duration {
        TURN_LIMIT
    }

    /// Applies `ask` from `chair`; the event to show.
    fn apply(
        &mut self,
        chair: usize,
        ask: OthelloAsk,
        _person: bool,
        _rng: &mut GameRng,
    ) -> Result<OthelloEvent, Refusal> {
        let OthelloAsk::Place(square) = ask;
        if self.on_turn() != Some(chair) {
            return Err(Refusal::NotYourTurn);
        }
        self.game.play(square).map_err(|_| Refusal::Illegal)?;
        Ok(OthelloEvent::Placed { chair, square })
    }

    /// The pass of the chair on turn when it has no legal move (and the game goes on); `None`
    /// when it has one to choose, or the game is over.
    fn follow_up(&mut self, _rng: &mut GameRng) -> Option<OthelloEvent> {
        let chair = self.on_turn()?;
        self.game.auto_pass().then_some(OthelloEvent::NoMove { chair })
    }

    /// The computer's move at the table's level: the local game's player (`Strength::from`
    /// the level, searches bounded by nodes), fed the table's seeded RNG.
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<OthelloAsk> {
        othello::choose_move(self.game.current(), level, rng).map(OthelloAsk::Place)
    }
}
