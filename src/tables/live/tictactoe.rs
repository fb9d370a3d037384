//! Tic-tac-toe at a table: two chairs, ○ for the first and × for the second; who starts
//! alternates from game to game.

use crate::games::random::GameRng;

use super::{Ask, Event, LiveGame, Refusal, TableGame, TableRules};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::tictactoe::{self, Board, Mark};

impl TableRules for Board {
    fn id(&self) -> GameId {
        GameId::Tictactoe
    }

    fn chairs(&self) -> usize {
        2
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn on_turn(&self) -> Option<usize> {
        self.outcome().is_none().then(|| chair_of(self.to_move()))
    }

    /// A mark in the cell asked for; the event carries the board after it.
    fn apply(
        &mut self,
        chair: usize,
        ask: Ask,
        _person: bool,
        _rng: &mut GameRng,
    ) -> Result<Event, Refusal> {
        let Ask::Mark(cell) = ask else { return Err(Refusal::Illegal) };
        if self.outcome().is_some() || chair_of(self.to_move()) != chair {
            return Err(Refusal::NotYourTurn);
        }
        *self = self.play(cell).map_err(|_| Refusal::Illegal)?;
        Ok(Event::Marked { chair, cell, after: *self })
    }

    /// The computer's mark at the table's level.
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<Ask> {
        tictactoe::choose_move(self, level, rng).map(Ask::Mark)
    }
}

/// Tic-tac-toe at the tables: two chairs; after a game, the other mark starts.
pub const TABLE: TableGame = TableGame {
    id: GameId::Tictactoe,
    chairs: 2..=2,
    deal: |_, _, last, _| {
        let first = match last {
            Some(LiveGame::Tictactoe(b)) => b.first().other(),
            _ => Mark::O,
        };
        Some(LiveGame::Tictactoe(Board::new(first)))
    },
};

/// The chair that plays `mark`.
pub fn chair_of(mark: Mark) -> usize {
    if mark == Mark::O { 0 } else { 1 }
}
