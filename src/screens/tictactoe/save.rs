//! What a tic-tac-toe game keeps between sessions: the board and the level it is played at.

use serde::{Deserialize, Serialize};

use super::{HUMAN, Phase, TicTacToeScreen};
use crate::games::tictactoe::Board;
use crate::saves::{SaveState, SavedGame};
use crate::screens::Ctx;
use crate::settings::Level;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub board: Board,
    /// The level the game was started at (a changed setting applies from the next game).
    pub level: Level,
}

impl Saved {
    pub fn check(&self) -> Result<(), String> {
        self.board.check_unfinished()
    }
}

impl TicTacToeScreen {
    pub(super) fn saved_state(&self) -> SaveState {
        match self.phase {
            Phase::Over(_) => SaveState::Finished,
            _ if self.board.empty_cells().len() == 9 => SaveState::Unstarted,
            _ => SaveState::Playing(SavedGame::Tictactoe(Saved {
                board: self.board,
                level: self.level,
            })),
        }
    }

    /// Carries on a saved game; if it is the computer's turn, it thinks again.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<TicTacToeScreen, String> {
        saved.check()?;
        let mut s = TicTacToeScreen {
            board: saved.board,
            level: saved.level,
            cursor: 4,
            phase: Phase::HumanTurn,
            message: None,
            ticks: 0,
        };
        if s.board.to_move() != HUMAN {
            s.begin_computer_turn(ctx);
        }
        Ok(s)
    }
}
