//! Review of a whole Othello game (at the end of a game, from the records, or imported):
//! step through its positions with ←/→ (Home/End to the ends). At each position the panel
//! says which move was played there, the best move and the discs the move lost; mistakes are
//! marked in the move list and on the evaluation graph, whose cursor follows the step, and
//! each side's losses are summed. The values come from the analysis in `review/analysis.rs`.
//! `x` exports the transcript: shown to copy, written to a file in the data folder, and put
//! on the terminal's clipboard (OSC 52) where the terminal allows it.
//!
//! The board shows the position before the move reviewed, the move played there (`·`, or
//! `!` for a mistake) and the best move (`★`), so the choice is seen where it was made.

mod analysis;
mod view;

pub use view::seat_name;

use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::othello::Game;
use crate::records::{Export, GameRecord, RecordSeat};
use crate::screens::keymap::{self, Act, Binding, KeyMap, Keys};
use crate::screens::{Ctx, DrawCtx, KeyHint, Transition, View};
use analysis::ReviewAnalysis;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Step,
    First,
    Last,
    Export,
    Back,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←→", "key.step", Action::Step),
    Binding::new(Keys::Codes(&[KeyCode::Home]), "Home", "key.first_move", Action::First),
    Binding::new(Keys::Codes(&[KeyCode::End]), "End", "key.last_move", Action::Last),
    Binding::new(Keys::Codes(&[KeyCode::Char('x')]), "x", "key.export", Action::Export),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys while the exported transcript is shown.
const EXPORTED: KeyMap<Action> = KeyMap(&[Binding::new(
    Keys::Codes(&[KeyCode::Esc, KeyCode::Enter, KeyCode::Backspace, KeyCode::Char('x')]),
    "Esc",
    "key.close",
    Action::Back,
)]);

pub struct ReviewScreen {
    game: Game,
    /// Who played black and white.
    seats: [RecordSeat; 2],
    /// The position shown: 0 (the start) to the number of moves (the end).
    step: usize,
    analysis: ReviewAnalysis,
    /// The transcript exported, and the file it went to, while shown.
    exported: Option<Export>,
    ticks: usize,
}

impl ReviewScreen {
    /// A review of `game` played by `black` and `white`, standing at its last position.
    pub fn new(game: Game, black: RecordSeat, white: RecordSeat) -> ReviewScreen {
        let step = game.moves().len();
        let analysis = ReviewAnalysis::new(game.clone());
        ReviewScreen { game, seats: [black, white], step, analysis, exported: None, ticks: 0 }
    }

    /// A review of a kept game; the reason when its record does not replay.
    pub fn of_record(record: &GameRecord) -> Result<ReviewScreen, String> {
        Ok(ReviewScreen::new(record.game()?, record.black.clone(), record.white.clone()))
    }

    /// The position shown (tests step through it).
    pub fn step(&self) -> usize {
        self.step
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The reviews found so far, one per move (`None`: a pass, or not reached yet).
    pub fn reviews(&self) -> &[Option<crate::games::othello::MoveReview>] {
        self.analysis.reviews()
    }

    /// True once the deepest pass has reviewed every move.
    pub fn analysed(&self) -> bool {
        self.analysis.finished()
    }

    /// The transcript shown after `x`, if it is.
    pub fn exported(&self) -> Option<&Export> {
        self.exported.as_ref()
    }

    fn go(&mut self, step: usize) {
        self.step = step.min(self.game.moves().len());
    }

    /// The transcript as exported: the moves, after the start position when it is not the
    /// standard one (in `asobi play othello --position` form).
    fn transcript(&self) -> String {
        let first = self.game.positions()[0];
        let moves = self.game.record();
        if first == crate::games::othello::Position::start() {
            format!("{moves}\n")
        } else {
            format!("{}\n{moves}\n", crate::games::othello::board_string(&first))
        }
    }

    fn export(&mut self, ctx: &mut Ctx) {
        let stamp = crate::records::utc_minute(ctx.library.now);
        // To the second, so two exports in one minute keep both files.
        let stamp: String = stamp.chars().filter(char::is_ascii_digit).collect();
        let file = format!("othello-{stamp}{:02}.txt", ctx.library.now % 60);
        let export = Export { file, text: self.transcript() };
        ctx.library.exports.push(export.clone());
        self.exported = Some(export);
    }
}

impl View for ReviewScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if let Msg::Tick(_) = msg {
            self.ticks += 1;
        }
        if self.exported.is_some() {
            if EXPORTED.action(msg).is_some() {
                self.exported = None;
            }
        } else {
            match KEYS.action(msg) {
                Some(Act::Move(_, Direction::Left | Direction::Up)) => {
                    self.go(self.step.saturating_sub(1))
                }
                Some(Act::Move(_, Direction::Right | Direction::Down)) => self.go(self.step + 1),
                Some(Act::Plain(Action::First)) => self.go(0),
                Some(Act::Plain(Action::Last)) => self.go(usize::MAX),
                Some(Act::Plain(Action::Export)) => self.export(ctx),
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                _ => {}
            }
        }
        self.analysis.pump(self.step);
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        self.render(frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.exported.is_some() { EXPORTED.hints() } else { KEYS.hints() }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Othello)
    }

    fn animating(&self) -> bool {
        self.analysis.busy() || !self.analysis.finished()
    }

    fn min_size(&self) -> (u16, u16) {
        (80, 23)
    }
}
