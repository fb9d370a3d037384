//! `Game`: a position history with undo, and the game record.

use super::{IllegalMove, Position, square_name};

/// A game from some starting position: every position reached, and the move that led to each
/// (`None` is a pass). `positions.len() == moves.len() + 1` always.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Option<u8>>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game from the official start.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any position (e.g. a puzzle).
    pub fn from_position(pos: Position) -> Game {
        Game { positions: vec![pos], moves: Vec::new() }
    }

    /// The position now.
    pub fn current(&self) -> &Position {
        self.positions.last().expect("a game always holds its first position")
    }

    /// Every position so far, the first one included.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Every move so far; `None` is a pass.
    pub fn moves(&self) -> &[Option<u8>] {
        &self.moves
    }

    /// The last move played, if any (`Some(None)` when it was a pass).
    pub fn last_move(&self) -> Option<Option<u8>> {
        self.moves.last().copied()
    }

    /// Plays `sq` for the side to move.
    pub fn play(&mut self, sq: u8) -> Result<(), IllegalMove> {
        let next = self.current().play(sq)?;
        self.positions.push(next);
        self.moves.push(Some(sq));
        Ok(())
    }

    /// Records the forced pass if the side to move has to pass; returns whether it did.
    pub fn auto_pass(&mut self) -> bool {
        match self.current().pass() {
            Some(next) => {
                self.positions.push(next);
                self.moves.push(None);
                true
            }
            None => false,
        }
    }

    /// Takes back the last move or pass; returns it, or `None` at the first position.
    pub fn undo(&mut self) -> Option<Option<u8>> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The record in standard notation, passes left out: `f5d6c3…`.
    pub fn record(&self) -> String {
        self.moves.iter().flatten().map(|&sq| square_name(sq)).collect()
    }

    pub fn is_over(&self) -> bool {
        self.current().is_game_over()
    }
}
