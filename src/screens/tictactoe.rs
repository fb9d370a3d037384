//! The tic-tac-toe screen: a 3x3 `GridBoard`, cursor or digit keys or mouse to mark, the
//! computer's turn after a short thinking pause, the winning line lit, and a result banner.

mod save;

use std::time::Duration;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::chrome::{self, Timer};
use super::{Ctx, DrawCtx, KeyHint, Transition, View, game_hints, game_over_hints, hint};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::tictactoe::{Board, Mark, MoveError, Outcome, choose_move};
use crate::settings::{CardStyle, FirstMover, Level};
use crate::stats;
use crate::theme::THEME;
use crate::widgets::grid_board::{GridBoard, GridCell, GridLayout, GridSpec, grid_layout};
pub use save::Saved;

/// The human's mark; the computer plays the other.
const HUMAN: Mark = Mark::O;
/// How long the computer "thinks" at normal speed.
const THINK: Duration = Duration::from_millis(600);

#[derive(Clone, Debug, PartialEq)]
enum Phase {
    HumanTurn,
    Thinking(Timer),
    Over(Outcome),
}

pub struct TicTacToeScreen {
    board: Board,
    level: Level,
    cursor: usize,
    phase: Phase,
    message: Option<String>,
    ticks: usize,
}

fn spec(ascii: bool) -> GridSpec {
    GridSpec { cols: 3, rows: 3, cell_width: 7, cell_height: 3, coordinates: false, ascii }
}

/// Where the board's cells are when the screen is drawn in `area` (the board sits in the
/// body between header and status, where `draw` puts it): for mouse clicks and tests.
pub fn board_layout(area: Rect, ascii: bool) -> GridLayout {
    grid_layout(&spec(ascii), chrome::split(area)[1])
}

/// Why a move was refused, in the current language.
fn move_error_text(e: MoveError) -> std::borrow::Cow<'static, str> {
    match e {
        MoveError::Occupied => t!("ttt.taken"),
        MoveError::OffBoard => t!("ttt.off_board"),
        MoveError::GameOver => t!("ttt.over"),
    }
}

/// Numpad layout: 7 8 9 is the top row, 1 2 3 the bottom.
fn numpad_cell(c: char) -> Option<usize> {
    let d = c.to_digit(10)? as usize;
    (1..=9).contains(&d).then(|| (2 - (d - 1) / 3) * 3 + (d - 1) % 3)
}

impl TicTacToeScreen {
    pub fn new(ctx: &mut Ctx) -> TicTacToeScreen {
        let mut s = TicTacToeScreen {
            board: Board::new(HUMAN),
            level: ctx.settings.tictactoe.level,
            cursor: 4,
            phase: Phase::HumanTurn,
            message: None,
            ticks: 0,
        };
        s.start(ctx);
        s
    }

    /// The board being played (tests).
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn start(&mut self, ctx: &mut Ctx) {
        self.level = ctx.settings.tictactoe.level;
        let computer_first = match ctx.settings.tictactoe.first {
            FirstMover::Human => false,
            FirstMover::Computer => true,
            // Every finished game is in the statistics, so turns alternate across visits and
            // restarts too (a per-screen counter would start with the human each time).
            FirstMover::Alternate => ctx.stats.total(GameId::Tictactoe.key()).played % 2 == 1,
        };
        let first = if computer_first { HUMAN.other() } else { HUMAN };
        self.board = Board::new(first);
        self.message = None;
        self.phase = Phase::HumanTurn;
        if computer_first {
            self.begin_computer_turn(ctx);
        }
    }

    fn begin_computer_turn(&mut self, ctx: &mut Ctx) {
        let timer = Timer::new(THINK, ctx.settings.animation);
        self.phase = Phase::Thinking(timer);
        if timer.done() {
            self.computer_move(ctx);
        }
    }

    fn computer_move(&mut self, ctx: &mut Ctx) {
        if let Some(cell) = choose_move(&self.board, self.level, ctx.rng) {
            self.board = self.board.play(cell).expect("the computer plays an empty cell");
        }
        self.after_move(ctx);
    }

    fn after_move(&mut self, ctx: &mut Ctx) {
        if let Some(outcome) = self.board.outcome() {
            self.phase = Phase::Over(outcome);
            let result = match outcome {
                Outcome::Win { mark, .. } if mark == HUMAN => stats::Outcome::Won,
                Outcome::Win { .. } => stats::Outcome::Lost,
                Outcome::Draw => stats::Outcome::Drawn,
            };
            ctx.stats.record(GameId::Tictactoe.key(), self.level.name(), result);
        } else if self.board.to_move() == HUMAN {
            self.phase = Phase::HumanTurn;
        } else {
            self.begin_computer_turn(ctx);
        }
    }

    fn human_move(&mut self, cell: usize, ctx: &mut Ctx) {
        self.cursor = cell;
        match self.phase {
            Phase::HumanTurn => match self.board.play(cell) {
                Ok(next) => {
                    self.board = next;
                    self.message = None;
                    self.after_move(ctx);
                }
                Err(e) => self.message = Some(move_error_text(e).into_owned()),
            },
            Phase::Thinking(_) => self.message = Some(t!("ttt.wait").into_owned()),
            Phase::Over(_) => {}
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

    fn cells(&self) -> Vec<GridCell> {
        let line = match self.phase {
            Phase::Over(Outcome::Win { line, .. }) => Some(line),
            _ => None,
        };
        (0..9)
            .map(|i| {
                let (text, mut style) = match self.board.cell(i) {
                    Some(Mark::O) => (Mark::O.glyph(), THEME.mark_human),
                    Some(Mark::X) => (Mark::X.glyph(), THEME.mark_computer),
                    None => ("", THEME.text),
                };
                if line.is_some_and(|l| l.contains(&i)) {
                    style = THEME.highlight;
                }
                GridCell { text: text.to_string(), style }
            })
            .collect()
    }
}

impl View for TicTacToeScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => {
                self.ticks += 1;
                if let Phase::Thinking(timer) = &mut self.phase
                    && timer.tick(*dt)
                {
                    self.computer_move(ctx);
                }
            }
            Msg::Key(_) => {
                let Some(code) = msg.plain_key() else { return Transition::Stay };
                if let Phase::Over(_) = self.phase {
                    match code {
                        KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('n') => self.start(ctx),
                        KeyCode::Esc | KeyCode::Backspace => return Transition::Back,
                        _ => {}
                    }
                    return Transition::Stay;
                }
                match code {
                    KeyCode::Esc => return Transition::Back,
                    KeyCode::Enter | KeyCode::Char(' ') => self.human_move(self.cursor, ctx),
                    KeyCode::Char(c) if numpad_cell(c).is_some() => {
                        self.human_move(numpad_cell(c).expect("checked"), ctx)
                    }
                    code => {
                        if let Some(d) = Direction::from_key(code) {
                            self.move_cursor(d);
                        }
                    }
                }
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let layout = board_layout(ctx.area, ctx.settings.card_style == CardStyle::Ascii);
                match (layout.hit_test(m.column, m.row), &self.phase) {
                    (Some(cell), Phase::Over(_)) => {
                        let _ = cell;
                        self.start(ctx)
                    }
                    (Some(cell), _) => self.human_move(cell, ctx),
                    _ => {}
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let [header, body, status] = chrome::split(area);
        let you = t!("ttt.you_vs", you = HUMAN.glyph(), them = HUMAN.other().glyph()).into_owned();
        let details = [chrome::level_detail(self.level), you];
        chrome::draw_header(frame, header, GameId::Tictactoe, &details, ctx.seed);
        let cells = self.cells();
        let cursor = matches!(self.phase, Phase::HumanTurn).then_some(self.cursor);
        let board = GridBoard {
            spec: spec(ctx.settings.card_style == CardStyle::Ascii),
            cells: &cells,
            cursor,
            line_style: THEME.border,
        };
        frame.render_widget(&board, body);
        let again = t!("result.again_or_back");
        let none = || "".into();
        let (text, style, second) = match (&self.phase, &self.message) {
            (Phase::Over(Outcome::Win { mark, .. }), _) if *mark == HUMAN => {
                (t!("ttt.you_win"), THEME.success, again)
            }
            (Phase::Over(Outcome::Win { .. }), _) => (t!("ttt.computer_wins"), THEME.error, again),
            (Phase::Over(Outcome::Draw), _) => (t!("ttt.draw"), THEME.warning, again),
            (_, Some(m)) => (m.clone().into(), THEME.warning, none()),
            (Phase::Thinking(_), None) => {
                (t!("ttt.thinking", dots = chrome::spinner(self.ticks / 4)), THEME.dim, none())
            }
            (Phase::HumanTurn, None) => {
                (t!("ttt.your_move", mark = HUMAN.glyph()), THEME.text, none())
            }
        };
        chrome::draw_status(frame, status, &text, style, &second);
    }

    fn hints(&self) -> Vec<KeyHint> {
        match self.phase {
            Phase::Over(_) => game_over_hints([]),
            _ => game_hints([
                hint("←↑↓→", t!("key.move")),
                hint("Enter", t!("key.mark")),
                hint("1-9", t!("key.numpad")),
            ]),
        }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Tictactoe)
    }

    fn animating(&self) -> bool {
        matches!(self.phase, Phase::Thinking(_))
    }

    fn in_progress(&self) -> bool {
        !matches!(self.phase, Phase::Over(_)) && self.board.empty_cells().len() < 9
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
        let cells: Vec<usize> = "789456123".chars().map(|c| numpad_cell(c).unwrap()).collect();
        assert_eq!(cells, (0..9).collect::<Vec<_>>());
        assert_eq!(numpad_cell('0'), None);
    }
}
