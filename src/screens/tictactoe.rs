//! The tic-tac-toe screen: a 3x3 `GridBoard`, cursor or digit keys or mouse to mark, the
//! computer's turn after a short thinking pause, the winning line lit, and a result banner.

pub mod options;
mod save;
pub mod sim;
mod table;
mod view;
pub(crate) use table::seat;

use std::time::Duration;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::computer_turn::ComputerTurn;
use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::tictactoe::{Board, Mark, MoveError, Outcome, choose_move};
use crate::settings::Level;
use crate::stats::{self, GameResult};
use options::{FirstMover, TicTacToeOptions};
pub use save::Saved;
pub use view::board_layout;

/// The human's mark; the computer plays the other.
const HUMAN: Mark = Mark::O;
/// How long the computer "thinks" at normal speed.
const THINK: Duration = Duration::from_millis(600);

/// Where play stands.
enum Phase {
    Human,
    /// At a shared table: the other person's turn.
    Waiting,
    /// The computer's turn: its cell, shown after the pause.
    Thinking(ComputerTurn<Option<usize>>),
    Over(Outcome),
}

/// What the status line reports, as data: worded in the current language when drawn. A
/// notice belongs to the phase it was given in and is cleared when the phase moves on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The player's mark was refused.
    Refused(MoveError),
    /// A mark was tried while the computer thinks.
    Wait,
    /// At a table: a rematch was asked; it starts when the other asks too.
    RematchAsked,
}

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Mark,
    Square,
    NewGame,
    Back,
}

/// Keys while a game is played.
const PLAYING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.mark", Action::Mark),
    Binding::new(Keys::Digits, "1-9", "key.numpad", Action::Square),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys while watching a table (the seat renames Esc to "stop watching").
const WATCHING: KeyMap<Action> =
    KeyMap(&[Binding::new(keymap::BACK, "Esc", "key.back", Action::Back)]);

/// Keys once the game is over.
const OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

pub struct TicTacToeScreen {
    board: Board,
    level: Level,
    cursor: usize,
    phase: Phase,
    notice: Option<Notice>,
    /// The player's mark: ○ at home; at a table, their chair's.
    me: Mark,
    /// At a shared table: the link to it (the board then changes only by its events).
    link: Option<Box<table::TableLink>>,
}

impl Notice {
    fn text(self) -> std::borrow::Cow<'static, str> {
        match self {
            Notice::Refused(MoveError::Occupied) => t!("ttt.taken"),
            Notice::Refused(MoveError::OffBoard) => t!("ttt.off_board"),
            Notice::Refused(MoveError::GameOver) => t!("ttt.over"),
            Notice::Wait => t!("ttt.wait"),
            Notice::RematchAsked => t!("tables.rematch_asked"),
        }
    }
}

/// Numpad layout: 7 8 9 is the top row, 1 2 3 the bottom.
fn numpad_cell(digit: u8) -> usize {
    let d = usize::from(digit.clamp(1, 9));
    (2 - (d - 1) / 3) * 3 + (d - 1) % 3
}

impl TicTacToeScreen {
    pub fn new(ctx: &mut Ctx) -> TicTacToeScreen {
        let mut s = TicTacToeScreen::with_board(
            Board::new(HUMAN),
            ctx.settings.options::<TicTacToeOptions>().level,
        );
        s.start(ctx);
        s
    }

    /// The screen over `board`, the player ○ and to move: the one place its fields are set
    /// (a new game, a resumed one and a seat at a table each go on from here).
    fn with_board(board: Board, level: Level) -> TicTacToeScreen {
        TicTacToeScreen {
            board,
            level,
            cursor: 4,
            phase: Phase::Human,
            notice: None,
            me: HUMAN,
            link: None,
        }
    }

    /// The board being played (tests).
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn start(&mut self, ctx: &mut Ctx) {
        ctx.new_deal();
        self.level = ctx.settings.options::<TicTacToeOptions>().level;
        let computer_first = match ctx.settings.options::<TicTacToeOptions>().first {
            FirstMover::Human => false,
            FirstMover::Computer => true,
            // Every finished game is in the statistics, so turns alternate across visits and
            // restarts too (a per-screen counter would start with the human each time).
            FirstMover::Alternate => ctx.stats.total(GameId::Tictactoe).played % 2 == 1,
        };
        let first = if computer_first { HUMAN.other() } else { HUMAN };
        self.board = Board::new(first);
        self.notice = None;
        self.phase = Phase::Human;
        if computer_first {
            self.begin_computer_turn(ctx);
        }
    }

    /// The computer's choice is cheap: made now, shown after the thinking pause.
    fn begin_computer_turn(&mut self, ctx: &mut Ctx) {
        let cell = choose_move(&self.board, self.level, ctx.rng);
        let mut turn = ComputerTurn::ready(cell, THINK, ctx.settings.animation);
        match turn.poll() {
            Some(answer) => self.computer_move(answer.ok().flatten(), ctx),
            None => self.phase = Phase::Thinking(turn),
        }
    }

    fn computer_move(&mut self, cell: Option<usize>, ctx: &mut Ctx) {
        if let Some(cell) = cell {
            self.board = self.board.play(cell).expect("the computer plays an empty cell");
        }
        // "Wait for the computer" was about the turn that just ended.
        self.notice = None;
        self.after_move(ctx);
    }

    fn after_move(&mut self, ctx: &mut Ctx) {
        if let Some(outcome) = self.board.outcome() {
            self.phase = Phase::Over(outcome);
            let outcome = match outcome {
                Outcome::Win { mark, .. } if mark == self.me => stats::Outcome::Won,
                Outcome::Win { .. } => stats::Outcome::Lost,
                Outcome::Draw => stats::Outcome::Drawn,
            };
            // A watcher's screen records nothing: the game is not theirs.
            if !self.watching() {
                let bracket = match &self.link {
                    Some(link) => link.bracket,
                    None => stats::Bracket::Level(self.level),
                };
                ctx.report(GameResult::outcome(GameId::Tictactoe, bracket, outcome));
            }
        } else if self.board.to_move() == self.me && !self.watching() {
            self.phase = Phase::Human;
        } else if self.link.is_some() {
            self.phase = Phase::Waiting;
        } else {
            self.begin_computer_turn(ctx);
        }
    }

    fn human_move(&mut self, cell: usize, ctx: &mut Ctx) {
        if self.watching() {
            return;
        }
        self.cursor = cell;
        match self.phase {
            Phase::Human if self.link.is_some() => match self.board.play(cell) {
                Ok(_) => self.ask_mark(cell),
                Err(e) => self.notice = Some(Notice::Refused(e)),
            },
            Phase::Human => match self.board.play(cell) {
                Ok(next) => {
                    self.board = next;
                    self.notice = None;
                    self.after_move(ctx);
                }
                Err(e) => self.notice = Some(Notice::Refused(e)),
            },
            Phase::Thinking(_) | Phase::Waiting => self.notice = Some(Notice::Wait),
            Phase::Over(_) => {}
        }
    }

    /// The notice on the status line now, if any (tests read it).
    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        match self.phase {
            _ if self.watching() => &WATCHING,
            Phase::Over(_) => &OVER,
            _ => &PLAYING,
        }
    }

    fn move_cursor(&mut self, d: Direction) {
        let (r, c) = (self.cursor / 3, self.cursor % 3);
        let (r, c) = match d {
            Direction::Up => ((r + 2) % 3, c),
            Direction::Down => ((r + 1) % 3, c),
            Direction::Left => (r, (c + 2) % 3),
            Direction::Right => (r, (c + 1) % 3),
        };
        self.cursor = r * 3 + c;
    }
}

impl View for TicTacToeScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => {
                if let Phase::Thinking(turn) = &mut self.phase
                    && let Some(answer) = turn.tick(*dt)
                {
                    // A failed choice (never expected: it is a table look-up) passes the turn
                    // to no cell, which ends nothing: the first empty cell stands in.
                    let cell = answer.ok().flatten().or(self.board.empty_cells().first().copied());
                    self.computer_move(cell, ctx);
                }
            }
            Msg::Key(_) => match self.keymap().action(msg) {
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                Some(Act::Plain(Action::NewGame)) if !self.ask_rematch() => self.start(ctx),
                Some(Act::Plain(Action::Mark)) => self.human_move(self.cursor, ctx),
                Some(Act::Digit(_, d)) => self.human_move(numpad_cell(d), ctx),
                Some(Act::Move(_, d)) => self.move_cursor(d),
                _ => {}
            },
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let layout = board_layout(ctx.area);
                let over = matches!(self.phase, Phase::Over(_));
                match layout.hit_test(m.column, m.row) {
                    // At a table a click on the result asks for a rematch instead.
                    Some(_) if over && !self.ask_rematch() => self.start(ctx),
                    Some(_) if over => {}
                    Some(cell) => self.human_move(cell, ctx),
                    None => {}
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        self.keymap().hints()
    }

    fn more_hints(&self) -> Vec<KeyHint> {
        if matches!(self.phase, Phase::Over(_)) && !self.watching() {
            PLAYING.own_hints()
        } else {
            Vec::new()
        }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Tictactoe)
    }

    fn animating(&self) -> bool {
        matches!(&self.phase, Phase::Thinking(_))
    }

    fn in_progress(&self) -> bool {
        !matches!(&self.phase, Phase::Over(_)) && self.board.empty_cells().len() < 9
    }

    fn min_size(&self) -> (u16, u16) {
        (40, 20)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numpad_digits_map_to_cells() {
        let cells: Vec<usize> = [7, 8, 9, 4, 5, 6, 1, 2, 3].map(numpad_cell).to_vec();
        assert_eq!(cells, (0..9).collect::<Vec<_>>());
    }
}
