//! Tic-tac-toe at a table: two chairs, ○ for the first and × for the second; who starts
//! alternates from game to game.

use crate::games::random::GameRng;

use super::{Ask, Event, Refusal};
use crate::games::Level;
use crate::games::tictactoe::{self, Board, Mark};

/// Applies `ask` from `chair`; the event to show, with the board after it.
pub fn apply(board: &mut Board, chair: usize, ask: Ask) -> Result<Event, Refusal> {
    let Ask::Mark(cell) = ask else { return Err(Refusal::Illegal) };
    if board.outcome().is_some() || chair_of(board.to_move()) != chair {
        return Err(Refusal::NotYourTurn);
    }
    *board = board.play(cell).map_err(|_| Refusal::Illegal)?;
    Ok(Event::Marked { chair, cell, after: *board })
}

/// The computer's mark at the table's level.
pub fn computer_ask(board: &Board, level: Level, rng: &mut GameRng) -> Option<Ask> {
    tictactoe::choose_move(board, level, rng).map(Ask::Mark)
}

/// A new board; after `last`, the other mark starts.
pub fn deal(last: Option<&Board>) -> Board {
    Board::new(last.map_or(Mark::O, |b| b.first().other()))
}

/// The chair that plays `mark`.
pub fn chair_of(mark: Mark) -> usize {
    if mark == Mark::O { 0 } else { 1 }
}
