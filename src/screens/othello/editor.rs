//! The position editor: place and remove discs and choose who moves, then play on from there
//! with the seats and levels of the new-game dialog (it opens from there with `e`).
//!
//! Enter, Space or a click cycles a square empty → black → white → empty; `b`, `w` and
//! Delete set it directly; `t` turns the side to move; `c` clears the board and `s` restores
//! the start. `p` plays: a position where neither side has a move is refused with the reason
//! and the board stays as it is; when only the side to move has none, the game starts with
//! its pass, as a game would go.

use crate::widgets::text::Wrapped;
use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::OthelloScreen;
use super::board::{GLYPHS, board_and_panel, board_layout, disc_art, disc_glyph, step_square};
use super::flow::colour_name;
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::othello::{Colour, Game, Position};
use crate::screens::keymap::{self, Act, Binding, KeyMap, Keys};
use crate::screens::{Ctx, DrawCtx, KeyHint, Screen, Transition, View, chrome};
use crate::theme::THEME;
use crate::widgets::grid_board::{GridBoard, GridCell};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Cycle,
    Black,
    White,
    Empty,
    Turn,
    Clear,
    Start,
    Play,
    Back,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.cycle_disc", Action::Cycle),
    Binding::new(Keys::Codes(&[KeyCode::Char('b')]), "b", "key.black_disc", Action::Black),
    Binding::new(Keys::Codes(&[KeyCode::Char('w')]), "w", "key.white_disc", Action::White),
    Binding::new(Keys::Codes(&[KeyCode::Delete]), "Del", "key.empty_square", Action::Empty),
    Binding::new(Keys::Codes(&[KeyCode::Char('t')]), "t", "key.turn", Action::Turn),
    Binding::new(Keys::Codes(&[KeyCode::Char('c')]), "c", "key.clear", Action::Clear),
    Binding::new(Keys::Codes(&[KeyCode::Char('s')]), "s", "key.start_position", Action::Start),
    Binding::new(Keys::Codes(&[KeyCode::Char('p')]), "p", "key.play_here", Action::Play),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Why `p` was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Neither side has a legal move: the game would already be over.
    NoMoves,
}

pub struct EditorScreen {
    black: u64,
    white: u64,
    to_move: Colour,
    cursor: u8,
    refusal: Option<Refusal>,
}

impl Default for EditorScreen {
    fn default() -> Self {
        EditorScreen::new()
    }
}

impl EditorScreen {
    /// The editor on the start position, black to move.
    pub fn new() -> EditorScreen {
        let start = Position::start();
        EditorScreen {
            black: start.discs(Colour::Black),
            white: start.discs(Colour::White),
            to_move: Colour::Black,
            cursor: 37,
            refusal: None,
        }
    }

    /// The position as set up now.
    pub fn position(&self) -> Position {
        Position::from_discs(self.black, self.white, self.to_move)
    }

    pub fn refusal(&self) -> Option<Refusal> {
        self.refusal
    }

    fn set(&mut self, sq: u8, disc: Option<Colour>) {
        let bit = 1u64 << sq;
        self.black &= !bit;
        self.white &= !bit;
        match disc {
            Some(Colour::Black) => self.black |= bit,
            Some(Colour::White) => self.white |= bit,
            None => {}
        }
        self.refusal = None;
    }

    fn cycle(&mut self, sq: u8) {
        let next = match self.position().cell(sq) {
            None => Some(Colour::Black),
            Some(Colour::Black) => Some(Colour::White),
            Some(Colour::White) => None,
        };
        self.set(sq, next);
    }

    fn move_cursor(&mut self, d: Direction) {
        self.cursor = step_square(self.cursor, d);
    }

    /// Plays on from the position, or says why not.
    fn play(&mut self, ctx: &mut Ctx) -> Transition {
        let pos = self.position();
        if pos.outcome().is_some() {
            self.refusal = Some(Refusal::NoMoves);
            return Transition::Stay;
        }
        let mut game = Game::from_position(pos);
        game.auto_pass();
        let screen = OthelloScreen::from_game(ctx, game);
        Transition::Replace(Screen::Game(Box::new(screen)))
    }

    fn cells(&self, cell: (u16, u16)) -> Vec<GridCell> {
        let pos = self.position();
        (0..64u8)
            .map(|sq| match pos.cell(sq) {
                Some(c) => {
                    let style = match c {
                        Colour::Black => THEME.disc_black,
                        Colour::White => THEME.disc_white,
                    };
                    GridCell { text: disc_art(c, cell, disc_glyph(&GLYPHS, c), false), style }
                }
                None => GridCell { text: String::new(), style: THEME.board },
            })
            .collect()
    }
}

impl View for EditorScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if let Msg::Mouse(m) = msg {
            if m.kind == MouseEventKind::Down(MouseButton::Left)
                && let Some(cell) = board_layout(ctx.area).hit_test(m.column, m.row)
            {
                self.cursor = cell as u8;
                self.cycle(self.cursor);
            }
            return Transition::Stay;
        }
        match KEYS.action(msg) {
            Some(Act::Move(_, d)) => self.move_cursor(d),
            Some(Act::Plain(Action::Cycle)) => self.cycle(self.cursor),
            Some(Act::Plain(Action::Black)) => self.set(self.cursor, Some(Colour::Black)),
            Some(Act::Plain(Action::White)) => self.set(self.cursor, Some(Colour::White)),
            Some(Act::Plain(Action::Empty)) => self.set(self.cursor, None),
            Some(Act::Plain(Action::Turn)) => {
                self.to_move = self.to_move.opponent();
                self.refusal = None;
            }
            Some(Act::Plain(Action::Clear)) => {
                (self.black, self.white) = (0, 0);
                self.refusal = None;
            }
            Some(Act::Plain(Action::Start)) => {
                *self = EditorScreen { cursor: self.cursor, ..EditorScreen::new() }
            }
            Some(Act::Plain(Action::Play)) => return self.play(ctx),
            Some(Act::Plain(Action::Back)) => return Transition::Back,
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let [header, body, status] = chrome::split(area);
        let details = [t!("editor.title").into_owned()];
        chrome::draw_header(frame, header, GameId::Othello, &details, ctx.seed);
        let (spec, board_area, panel) = board_and_panel(body);
        let cells = self.cells((spec.cell_width, spec.cell_height));
        let cursor = Some(usize::from(self.cursor));
        let board =
            GridBoard { spec, cells: &cells, cursor, line_style: THEME.border, hidden: ctx.hidden };
        frame.render_widget(&board, board_area);
        let pos = self.position();
        let panel = Rect { x: panel.x + 1, width: panel.width.saturating_sub(2), ..panel };
        let mover = self.to_move;
        let lines = vec![
            Line::styled(t!("editor.to_move", colour = colour_name(mover)), THEME.title),
            Line::raw(""),
            Line::raw(format!(
                "{} {}  {}    {} {}  {}",
                disc_glyph(&GLYPHS, Colour::Black),
                colour_name(Colour::Black),
                pos.disc_count(Colour::Black),
                disc_glyph(&GLYPHS, Colour::White),
                colour_name(Colour::White),
                pos.disc_count(Colour::White),
            )),
            Line::raw(""),
            Line::styled(t!("editor.help_cycle"), THEME.dim),
            Line::styled(t!("editor.help_turn"), THEME.dim),
            Line::styled(t!("editor.help_play"), THEME.dim),
        ];
        frame.render_widget(Wrapped::new(lines), panel);
        // What `p` would do, said before it is pressed; red once it was refused.
        let (text, style) = if pos.outcome().is_some() {
            let refused = self.refusal == Some(Refusal::NoMoves);
            (t!("editor.no_moves"), if refused { THEME.error } else { THEME.warning })
        } else if pos.legal_moves() == 0 {
            (t!("editor.will_pass", colour = colour_name(mover)), THEME.warning)
        } else {
            (t!("editor.ready"), THEME.text)
        };
        chrome::draw_status(frame, status, &text, style, "");
    }

    fn hints(&self) -> Vec<KeyHint> {
        KEYS.hints()
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Othello)
    }

    fn min_size(&self) -> (u16, u16) {
        (80, 23)
    }
}
