//! What a tic-tac-toe game keeps between sessions: the board and the level it is played at.

use serde::{Deserialize, Serialize};

use super::{HUMAN, Phase, TicTacToeScreen};
use crate::catalog::GameId;
use crate::games::tictactoe::Board;
use crate::saves::SaveState;
use crate::screens::Ctx;
use crate::screens::game::{GameScreen, RulesText, TurnShown};
use crate::screens::game_field::GameField;
use crate::screens::stats::{StatsKind, StatsShow};
use crate::settings::Level;
use crate::settings::OptionsKind;

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
    pub(super) fn saved_state(&self) -> SaveState<Saved> {
        match &self.phase {
            Phase::Over(_) => SaveState::Finished,
            _ if self.board.empty_cells().len() == 9 => SaveState::Unstarted,
            _ => SaveState::Playing(Saved { board: self.board, level: self.level }),
        }
    }

    /// Carries on a saved game; if it is the computer's turn, it thinks again.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<TicTacToeScreen, String> {
        saved.check()?;
        let mut s = TicTacToeScreen::with_board(saved.board, saved.level);
        if s.board.to_move() != HUMAN {
            s.begin_computer_turn(ctx);
        }
        Ok(s)
    }
}

impl GameScreen for TicTacToeScreen {
    const ID: GameId = GameId::Tictactoe;
    const SIM: Option<crate::sim::Simulation> =
        Some(crate::sim::Simulation::of::<super::sim::SimArgs>());
    /// Wins, losses and draws by level, nothing of its own.
    const STATS: StatsShow = StatsShow::new(StatsKind::Results, "stats.by_level");
    type Saved = Saved;
    const RULES: RulesText = RulesText {
        en: include_str!("../../../assets/rules/tictactoe.md"),
        ja: include_str!("../../../assets/rules/ja/tictactoe.md"),
    };
    const OPTIONS: Option<OptionsKind> =
        Some(OptionsKind::of::<super::options::TicTacToeOptions>());
    const SETTINGS_FIELDS: &'static [GameField] = super::options::FIELDS;
    const NEW_GAME_FIELDS: &'static [GameField] = super::options::FIELDS;

    fn new(ctx: &mut Ctx) -> Self {
        TicTacToeScreen::new(ctx)
    }

    fn check(saved: &Saved) -> Result<(), String> {
        saved.check()
    }

    fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<Self, String> {
        TicTacToeScreen::resume(saved, ctx)
    }

    fn saved(&self) -> SaveState<Saved> {
        self.saved_state()
    }

    fn turn_shown(&self) -> TurnShown {
        TurnShown {
            players_turn: matches!(self.phase, Phase::Human),
            says_wait: self.notice == Some(super::Notice::Wait),
        }
    }
}
