//! Drawing the Othello screen: the board at the left (one pure layout function shared with
//! mouse clicks), the side panel beside it (`panel.rs`) with whose turn or the result banner
//! drawn from here, and the status lines below.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding};

use super::board::{GLYPHS, board_and_panel, disc_art, disc_glyph};
use super::flow::colour_name;
use super::options::Seats;
use super::{OthelloScreen, Phase, Shown};
use crate::catalog::GameId;
use crate::games::othello::{Colour, Outcome};
use crate::screens::DrawCtx;
use crate::screens::chrome;
use crate::theme::THEME;
use crate::widgets::grid_board::{GridBoard, GridCell};
use crate::widgets::text::Wrapped;

impl OthelloScreen {
    fn cells(&self, cell: (u16, u16)) -> Vec<GridCell> {
        let g = &GLYPHS;
        let pos = self.game.current();
        let human_turn = matches!(*self.phase, Phase::Human);
        let legal = if human_turn && self.show_moves { pos.legal_moves() } else { 0 };
        let hint = self.hint_square();
        let values = self.move_values().unwrap_or_default();
        let best = values.first().map(|v| v.score);
        let last = match &*self.phase {
            Phase::Moving(anim) => Some(anim.square()),
            _ => self.game.last_move().flatten(),
        };
        (0..64u8)
            .map(|sq| {
                let (text, style) = match self.shown(sq) {
                    Shown::Disc(c) => {
                        let style = match c {
                            Colour::Black => THEME.disc_black,
                            Colour::White => THEME.disc_white,
                        };
                        (disc_art(c, cell, disc_glyph(g, c), last == Some(sq)), style)
                    }
                    Shown::Turning => (g.turning.to_string(), THEME.disc_white),
                    // Analysis: the move's value in discs; the best stand out, exact values
                    // are underlined (a modifier, so it shows without colour too).
                    Shown::Empty if let Some(v) = values.iter().find(|v| v.square == sq) => {
                        let style =
                            if Some(v.score) == best { THEME.highlight } else { THEME.legal_move };
                        let style =
                            if v.exact { style.add_modifier(Modifier::UNDERLINED) } else { style };
                        (format!("{:+}", v.score), style)
                    }
                    Shown::Empty if hint == Some(sq) => (g.hint.to_string(), THEME.highlight),
                    Shown::Empty if legal & (1 << sq) != 0 => {
                        (g.legal.to_string(), THEME.legal_move)
                    }
                    Shown::Empty => (String::new(), THEME.board),
                };
                GridCell { text, style }
            })
            .collect()
    }

    /// Draws the whole screen.
    pub(super) fn render(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let [header, body, status] = chrome::split(area);
        let details = self.header_details();
        chrome::draw_header(frame, header, GameId::Othello, &details, ctx.seed);
        let (spec, board_area, panel) = board_and_panel(body);
        let cells = self.cells((spec.cell_width, spec.cell_height));
        let board = GridBoard {
            spec,
            cells: &cells,
            // Watching, nobody moves a cursor.
            cursor: (!self.is_over() && self.seats != Seats::Neither)
                .then_some(usize::from(self.cursor)),
            line_style: THEME.border,
            hidden: ctx.hidden,
        };
        frame.render_widget(&board, board_area);
        self.draw_panel(frame, panel);
        self.draw_status(frame, status);
    }

    /// Whose turn, the thinking spinner, or the result banner.
    pub(super) fn draw_turn(&self, frame: &mut Frame, area: Rect) {
        let dots = chrome::spinner(self.ticks / 4);
        let pos = self.game.current();
        let lines: Vec<Line> = match &*self.phase {
            Phase::Over(outcome) => {
                let inside = area.width.saturating_sub(4);
                let (lines, block) = self.banner(outcome, inside);
                return frame.render_widget(Wrapped::new(lines).block(block), area);
            }
            _ if self.paused => vec![Line::styled(t!("othello.paused"), THEME.warning)],
            Phase::Thinking { .. } => vec![Line::styled(self.thinking_text(dots), THEME.dim)],
            // At a table, whose move it is (the status line says more).
            Phase::Waiting if self.watching() => {
                let mover = colour_name(pos.side_to_move());
                vec![Line::styled(t!("othello.to_move", colour = mover), THEME.dim)]
            }
            Phase::Waiting => {
                let waiting = self.table_waiting_text().unwrap_or_default();
                vec![Line::styled(waiting, THEME.dim)]
            }
            Phase::Human => {
                let mut v = vec![Line::from(self.move_prompt())];
                if self.analysis.is_on() {
                    v.push(Line::styled(self.analysis_line(), THEME.dim));
                }
                if self.hint.searching_for(pos) {
                    v.push(Line::styled(t!("othello.hint_searching", dots = dots), THEME.dim));
                }
                v
            }
            Phase::Moving(_) | Phase::Passing(_) => {
                let mover = colour_name(pos.side_to_move());
                vec![Line::styled(t!("othello.to_move", colour = mover), THEME.dim)]
            }
        };
        frame.render_widget(Wrapped::new(lines), area);
    }

    /// "Analysis · depth 6 …", "Analysis · exact": how far the values on the board go.
    fn analysis_line(&self) -> String {
        let dots = if self.analysis.busy() { chrome::spinner(self.ticks / 4) } else { "" };
        match self.move_values() {
            Some(v) if !v.is_empty() && v.iter().all(|m| m.exact) => {
                t!("othello.analysis_exact").into_owned()
            }
            Some(v) if !v.is_empty() => {
                let depth = v.iter().map(|m| m.depth).min().unwrap_or(0);
                t!("othello.analysis_depth", depth = depth, dots = dots).into_owned()
            }
            _ => t!("othello.analysis_searching", dots = dots).into_owned(),
        }
    }

    fn result_text(&self, o: &Outcome) -> (String, Style) {
        // The winner's discs first, whichever colour won: "The computer wins 64–0", not 0–64.
        let (b, w) = (o.black.max(o.white), o.black.min(o.white));
        let you = self.seats.single();
        match o.winner {
            Some(c) if you == Some(c) => {
                (t!("othello.you_win", won = b, lost = w).into_owned(), THEME.success)
            }
            Some(_) if let Some(text) = self.table_result(o) => {
                (text, if you.is_some() { THEME.error } else { THEME.success })
            }
            Some(_) if you.is_some() => {
                (t!("othello.computer_wins", won = b, lost = w).into_owned(), THEME.error)
            }
            // Two people or two computers: the banner names the winning colour.
            Some(c) => {
                let colour = colour_name(c);
                (
                    t!("othello.colour_wins", colour = colour, won = b, lost = w).into_owned(),
                    THEME.success,
                )
            }
            None => (t!("othello.draw", black = b, white = w).into_owned(), THEME.warning),
        }
    }

    /// The result in a box `width` columns inside: who won, the margin, the empty squares the
    /// winner is given, and a new best margin. Wrapped, as the side panel is narrow at 80
    /// columns; the panel gives the box the rows the lines wrap to.
    pub(super) fn banner(&self, o: &Outcome, width: u16) -> (Vec<Line<'static>>, Block<'static>) {
        let (text, style) = self.result_text(o);
        let mut margin = t!("othello.margin", n = o.disc_diff().unsigned_abs()).into_owned();
        // The final score gives the empty squares to the winner: say so, or 51–13 with only
        // 63 discs on the board looks like a miscount. After the margin, or on a line of its
        // own rather than leave a "·" hanging at the end of the margin's line.
        let empties = self.game.current().empty_count();
        let mut note = None;
        if empties > 0 && o.winner.is_some() {
            let given = if empties == 1 {
                t!("othello.empties_one")
            } else {
                t!("othello.empties_n", n = empties)
            };
            let fits = |text: &str| Line::from(text).width() <= usize::from(width);
            let joined = format!("{margin} · {given}");
            // A note that fits a line alone would be moved there whole by the wrapping.
            if fits(&joined) || !fits(&given) {
                margin = joined;
            } else {
                note = Some(given);
            }
        }
        let mut lines = vec![Line::styled(text, style)];
        // A draw has no margin: "by 0 discs" under "A draw, 32–32." says nothing.
        if o.winner.is_some() {
            lines.push(Line::styled(margin, THEME.dim));
        }
        lines.extend(note.map(|n| Line::styled(n, THEME.dim)));
        if self.new_best {
            lines.push(Line::styled(t!("othello.best_margin"), THEME.success));
        }
        let block = Block::bordered()
            // A space each side, as every panel's title: not "┌Game over──".
            .title(Line::styled(format!(" {} ", t!("othello.game_over")), style))
            .border_style(style)
            .padding(Padding::horizontal(1));
        (lines, block)
    }

    fn draw_status(&self, frame: &mut Frame, area: Rect) {
        let again = self.table_again().map_or(t!("result.again_or_back"), Into::into);
        let (text, style, second) = match (&*self.phase, &self.notice) {
            (Phase::Over(o), None) => {
                let (text, style) = self.result_text(o);
                (text, style, again.into_owned())
            }
            (Phase::Over(_), Some(n)) => (n.text().into_owned(), n.style(), again.into_owned()),
            (_, Some(n)) => (n.text().into_owned(), n.style(), String::new()),
            (_, None) if self.paused => {
                (t!("othello.paused").into_owned(), THEME.warning, t!("othello.resume").into())
            }
            (Phase::Human, None) => (self.move_prompt().into_owned(), THEME.text, String::new()),
            (Phase::Waiting, None) if let Some(text) = self.table_waiting_text() => {
                (text, THEME.dim, String::new())
            }
            (Phase::Thinking { .. }, None) => {
                let dots = chrome::spinner(self.ticks / 4);
                (self.thinking_text(dots).into_owned(), THEME.dim, String::new())
            }
            (_, None) => (String::new(), THEME.text, String::new()),
        };
        chrome::draw_status(frame, area, &text, style, &second);
    }
}
