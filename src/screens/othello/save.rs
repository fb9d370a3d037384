//! What an Othello game keeps between sessions: the record, who plays and at which levels, the
//! cursor, and the evaluation graph's scores so far. Saves from before two-player and watched
//! games (`human`: "black" or "white", one level) load as they were.
//!
//! The record is replayed on resume from the official start, or from the position a game was
//! set up from (`start`, as `asobi play othello --position` gives it), forced passes
//! re-inserted, so a damaged or hand-edited file can never put an impossible position on the
//! board. Not kept:
//! the legal-move markers follow their setting (`m` changes the setting itself); a hint, a
//! message, a turning animation or a pass notice are moments, not state; and the computer's
//! search, which simply starts again.

use serde::{Deserialize, Serialize};

use super::OthelloScreen;
use super::options::Seats;
use crate::catalog::GameId;
use crate::games::othello::{
    Game, Position, board_string, parse_board, parse_record_from, parse_square, square_name,
};
use crate::saves::SaveState;
use crate::screens::Ctx;
use crate::screens::game::SetUp;
use crate::screens::game::{GameScreen, RulesText, TurnShown};
use crate::screens::game_field::GameField;
use crate::screens::new_game::DialogKeys;
use crate::screens::stats::StatsShow;
use crate::settings::Level;
use crate::settings::OptionsKind;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// The moves in standard notation, passes left out: `f5d6c3…`.
    pub record: String,
    /// Who plays; older saves call it `human`.
    #[serde(alias = "human")]
    pub seats: Seats,
    /// The level the game was started at (a changed setting applies from the next game);
    /// black's level when watching.
    pub level: Level,
    /// White's level when watching two computers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_level: Option<Level>,
    /// The square under the cursor, such as `f5`.
    pub cursor: String,
    /// The evaluation graph's scores (black's view), one per position from the start with
    /// passes counted; fewer than the positions when the last searches had not finished.
    pub evaluations: Vec<i32>,
    /// The position the game was set up from (`board_string` form), when it is not the
    /// official start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
}

impl Saved {
    pub fn check(&self) -> Result<(), String> {
        self.replay().map(|_| ())
    }

    /// The game the record leads to (a forced pass at its end included) and the cursor, or
    /// why the game cannot be carried on.
    fn replay(&self) -> Result<(Game, u8), String> {
        let start = match &self.start {
            Some(board) => {
                parse_board(board).map_err(|e| format!("the start position is unreadable: {e}"))?
            }
            None => Position::start(),
        };
        let mut game = parse_record_from(start, &self.record)
            .map_err(|e| format!("the record does not replay: {e}"))?;
        game.auto_pass();
        if game.is_over() {
            return Err("the game in the record is already over".into());
        }
        let cursor = parse_square(&self.cursor)
            .ok_or_else(|| format!("the cursor '{}' is no square", self.cursor))?;
        let positions = game.positions().len();
        if self.evaluations.len() > positions {
            return Err(format!(
                "{} evaluations for a game of {positions} positions",
                self.evaluations.len()
            ));
        }
        // A final disc difference lies within ±64; anything else would wreck the graph.
        if let Some(s) = self.evaluations.iter().find(|s| s.abs() > 64) {
            return Err(format!("an evaluation of {s} discs is impossible"));
        }
        Ok((game, cursor))
    }
}

impl OthelloScreen {
    /// Copies what `Saved` needs; called after every message, so it never computes more.
    pub(super) fn saved_state(&self) -> SaveState<Saved> {
        if self.is_over() || self.game.is_over() {
            return SaveState::Finished;
        }
        let untouched = self.game.moves().is_empty() && !self.moved;
        if untouched {
            return SaveState::Unstarted;
        }
        let first = self.game.positions()[0];
        SaveState::Playing(Saved {
            record: self.game.record(),
            seats: self.seats,
            level: self.levels[0],
            white_level: (self.seats == Seats::Neither).then_some(self.levels[1]),
            cursor: square_name(self.cursor),
            evaluations: self.evals.scores(),
            start: (first != Position::start()).then(|| board_string(&first)),
        })
    }

    /// Carries on a saved game: the final position at once (no animation, no pass notice),
    /// the graph as far as it was evaluated, and the computer's search if it is to move.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<OthelloScreen, String> {
        let (game, cursor) = saved.replay()?;
        let mut s = OthelloScreen::blank(ctx);
        s.evals.restore(&game, &saved.evaluations);
        s.game = game;
        s.seats = saved.seats;
        s.levels = [saved.level, saved.white_level.unwrap_or(saved.level)];
        s.cursor = cursor;
        s.moved = true;
        s.evals.pump(&s.game);
        s.turn(ctx);
        Ok(s)
    }
}

impl GameScreen for OthelloScreen {
    const ID: GameId = GameId::Othello;
    const SIM: Option<crate::sim::Simulation> =
        Some(crate::sim::Simulation::of::<super::sim::SimArgs>());
    const STATS: StatsShow = super::stats::SHOW;
    type Saved = Saved;
    const RULES: RulesText = RulesText {
        en: include_str!("../../../assets/rules/othello.md"),
        ja: include_str!("../../../assets/rules/ja/othello.md"),
    };
    const OPTIONS: Option<OptionsKind> = Some(OptionsKind::of::<super::options::OthelloOptions>());
    const SETTINGS_FIELDS: &'static [GameField] = super::options::SETTINGS_FIELDS;
    const NEW_GAME_FIELDS: &'static [GameField] = super::options::NEW_GAME_FIELDS;
    const NEW_GAME_KEYS: Option<&'static DialogKeys> = Some(&super::keys::NEW_GAME);

    fn new(ctx: &mut Ctx) -> Self {
        OthelloScreen::new(ctx)
    }

    fn check(saved: &Saved) -> Result<(), String> {
        saved.check()
    }

    fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<Self, String> {
        OthelloScreen::resume(saved, ctx)
    }

    fn saved(&self) -> SaveState<Saved> {
        self.saved_state()
    }

    fn turn_shown(&self) -> TurnShown {
        TurnShown {
            players_turn: matches!(*self.phase, super::Phase::Human),
            says_wait: self.notice.as_ref().is_some_and(super::Notice::waits_for_the_computer),
        }
    }

    fn read_set_up(record: Option<&str>, position: Option<&str>) -> Option<Result<SetUp, String>> {
        Some(super::set_up::read(record, position).map(SetUp::new))
    }

    fn from_set_up(set_up: SetUp, ctx: &mut Ctx) -> Option<Self> {
        Some(OthelloScreen::from_game(ctx, set_up.take::<Game>()?))
    }
}
