//! Tic-tac-toe at a table: two chairs, ○ for the first and × for the second; who starts
//! alternates from game to game.

use serde::{Deserialize, Serialize};

use crate::games::random::GameRng;

use crate::games::GameId;
use crate::games::Level;
use crate::games::table::{LiveGame, Refusal, TableGame, TableRules};
use crate::games::tictactoe::{self, Board, Mark};

/// What a person at a tic-tac-toe table asks for (journals keep it as serde writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TictactoeAsk {
    /// Put one's mark in this cell (0 to 8, row by row).
    Mark(usize),
}

/// What happened at a tic-tac-toe table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TictactoeEvent {
    /// A mark.
    Marked { chair: usize, cell: usize },
}

impl TableRules for Board {
    type Ask = TictactoeAsk;
    type Event = TictactoeEvent;

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

    /// A mark in the cell asked for.
    fn apply(
        &mut self,
        chair: usize,
        ask: TictactoeAsk,
        _person: bool,
        _rng: &mut GameRng,
    ) -> Result<TictactoeEvent, Refusal> {
        let TictactoeAsk::Mark(cell) = ask;
        if self.outcome().is_some() || chair_of(self.to_move()) != chair {
            return Err(Refusal::NotYourTurn);
        }
        *self = self.play(cell).map_err(|_| Refusal::Illegal)?;
        Ok(TictactoeEvent::Marked { chair, cell })
    }

    /// The computer's mark at the table's level.
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<TictactoeAsk> {
        tictactoe::choose_move(self, level, rng).map(TictactoeAsk::Mark)
    }
}

/// Tic-tac-toe at the tables: two chairs; after a game, the other mark starts.
pub const TABLE: TableGame = TableGame {
    id: GameId::Tictactoe,
    chairs: 2..=2,
    deal: |_, _, last, _| {
        let first = match last.and_then(LiveGame::state::<Board>) {
            Some(b) => b.first().other(),
            None => Mark::O,
        };
        Some(LiveGame::of(Board::new(first)))
    },
};

/// The chair that plays `mark`.
pub fn chair_of(mark: Mark) -> usize {
    if mark == Mark::O { 0 } else { 1 }
}
