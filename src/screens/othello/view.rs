//! Drawing the Othello screen: the board at the left (one pure layout function shared with
//! mouse clicks), and beside it the disc counts, whose turn, the result banner, the record
//! wrapped to the panel and the evaluation graph; the status lines below.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding};

use super::board::{GLYPHS, board_and_panel, disc_art, disc_glyph, opening_name};
use super::flow::colour_name;
use super::{OthelloScreen, Phase, Shown};
use crate::catalog::GameId;
use crate::games::othello::{Colour, Outcome};
use crate::screens::DrawCtx;
use crate::screens::chrome;
use crate::settings::Seats;
use crate::theme::THEME;
use crate::widgets::clip::clip;
use crate::widgets::eval_graph::EvalGraph;
use crate::widgets::grid_board::{GridBoard, GridCell};
use crate::widgets::text::{self, Fit, Wrapped};

impl OthelloScreen {
    fn cells(&self, cell_height: u16) -> Vec<GridCell> {
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
                        (disc_art(c, cell_height, disc_glyph(g, c), last == Some(sq)), style)
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
        let cells = self.cells(spec.cell_height);
        let board = GridBoard {
            spec,
            cells: &cells,
            // Watching, nobody moves a cursor.
            cursor: (!self.is_over() && self.seats != Seats::Neither)
                .then_some(usize::from(self.cursor)),
            line_style: THEME.border,
        };
        frame.render_widget(&board, board_area);
        self.draw_panel(frame, panel);
        self.draw_status(frame, status);
    }

    fn draw_panel(&self, frame: &mut Frame, area: Rect) {
        let area = Rect { x: area.x + 1, width: area.width.saturating_sub(2), ..area };
        let record = self.game.record();
        let per_line = usize::from(area.width / 2).max(1) * 2;
        let record_lines: Vec<Line> = record
            .as_bytes()
            .chunks(per_line)
            .map(|c| Line::from(String::from_utf8_lossy(c).into_owned()))
            .collect();
        let banner_h = match &*self.phase {
            Phase::Over(o) => {
                // Inside the border and a cell of padding on each side.
                let inside = area.width.saturating_sub(4);
                let rows = text::row_count(&self.banner(o, inside).0, usize::from(inside)) + 2;
                u16::try_from(rows).unwrap_or(u16::MAX)
            }
            _ => 2 + u16::from(self.analysis.is_on()),
        };
        let moves = self.game.moves().iter().flatten().count();
        // rust-i18n has no plural rules: English's singular is a key of its own.
        let title =
            if moves == 1 { t!("othello.record_one") } else { t!("othello.record", n = moves) };
        // The opening's name follows the title, or goes under it when both do not fit.
        let mut title_lines = vec![Line::styled(title, THEME.dim)];
        if let Some(name) = opening_name(&self.game) {
            let joined = title_lines[0].width() + 3 + Line::from(name).width();
            if joined <= usize::from(area.width) {
                title_lines[0].push_span(Span::styled(" · ", THEME.dim));
                title_lines[0].push_span(Span::styled(name, THEME.title));
            } else {
                title_lines.push(Line::styled(name, THEME.title));
            }
        }
        // The evaluation's title, with its value beside it, or under it in a narrow panel (the
        // same rows whatever the value, so the graph does not move as the value changes).
        let eval_label = Span::styled(t!("othello.eval_title"), THEME.dim);
        let value_cells =
            [t!("othello.eval_pending", dots = "···"), t!("othello.eval_now", score = "+64")]
                .iter()
                .map(|t| Span::raw(t.as_ref()).width())
                .max()
                .unwrap_or(0);
        let one_row = eval_label.width() + 2 + value_cells <= usize::from(area.width);
        let eval_rows = if one_row { 1 } else { 2 };
        let [counts, _, turn, rec_title, rec, _, eval_title, graph] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(1),
            Constraint::Length(banner_h),
            Constraint::Length(title_lines.len() as u16),
            Constraint::Length(record_lines.len().max(1) as u16),
            Constraint::Length(1),
            Constraint::Length(eval_rows),
            Constraint::Min(0),
        ])
        .areas(area);
        self.draw_counts(frame, counts);
        self.draw_turn(frame, turn);
        frame.render_widget(Fit::new(title_lines), rec_title);
        frame.render_widget(Fit::new(record_lines), rec);
        // At a table the engine's view of the game would be help against a person.
        if self.at_a_table() {
            return;
        }
        let scores = self.evaluations();
        let now = match scores.last() {
            Some(s) if scores.len() == self.game.positions().len() => {
                t!("othello.eval_now", score = format!("{s:+}")).into_owned()
            }
            _ => t!("othello.eval_pending", dots = chrome::spinner(self.ticks / 4)).into_owned(),
        };
        let title = if eval_rows == 1 {
            vec![Line::from(vec![eval_label, Span::raw("  "), Span::raw(now)])]
        } else {
            vec![Line::from(eval_label), Line::from(now)]
        };
        frame.render_widget(Fit::new(title), eval_title);
        // Up is good for the one person; with two or none, the graph is black's view.
        let (up, down) = match self.seats.single() {
            Some(Colour::White) => (THEME.error, THEME.success),
            _ => (THEME.success, THEME.error),
        };
        let graph_h = graph.height.min(9);
        let graph = Rect { height: graph_h, ..graph };
        let widget = EvalGraph {
            scores: &scores,
            up_style: up,
            down_style: down,
            axis_style: THEME.dim,
            marks: &[],
            cursor: None,
            mark_style: THEME.warning,
        };
        frame.render_widget(&widget, graph);
    }

    fn draw_counts(&self, frame: &mut Frame, area: Rect) {
        let g = &GLYPHS;
        let pos = self.game.current();
        let width = |spans: &[Span]| spans.iter().map(Span::width).sum::<usize>();
        let lefts = [Colour::Black, Colour::White].map(|c| {
            let marker = if !self.is_over() && pos.side_to_move() == c { "▶ " } else { "  " };
            let mut spans = vec![
                Span::styled(marker, THEME.title),
                Span::raw(format!("{} {}", disc_glyph(g, c), colour_name(c))),
            ];
            // A long name (a table's person, Japanese's "computer") is cut before the count
            // would be: room is kept for a space and two digits.
            let brackets = Span::raw(t!("othello.who", who = "")).width();
            let room = usize::from(area.width).saturating_sub(width(&spans) + brackets + 3);
            // The computer has a short name for a narrow panel (コンピューター is 14 cells).
            let mut name = self.who(c);
            if Span::raw(name.as_ref()).width() > room && name == t!("othello.computer") {
                name = t!("othello.computer_short");
            }
            let who = t!("othello.who", who = clip(&name, room));
            spans.push(Span::styled(who, THEME.dim));
            spans
        });
        // Counts right-aligned in one column just past the longer name, inside the panel.
        let longest = lefts.iter().map(|l| width(l)).max().unwrap_or(0);
        let column = (longest + 4).min(usize::from(area.width));
        let rows = [Colour::Black, Colour::White].map(|c| {
            let mut spans = lefts[usize::from(c == Colour::White)].clone();
            // Mid-move the game already holds the result; count what the board shows.
            let count = match &*self.phase {
                Phase::Moving(anim) => anim.count(c),
                _ => pos.disc_count(c),
            }
            .to_string();
            let pad = column.saturating_sub(width(&spans) + count.len());
            spans.push(Span::raw(" ".repeat(pad)));
            spans.push(Span::styled(count, THEME.title));
            Line::from(spans)
        });
        frame.render_widget(Fit::new(rows.to_vec()), area);
    }

    /// Whose turn, the thinking spinner, or the result banner.
    fn draw_turn(&self, frame: &mut Frame, area: Rect) {
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
            Phase::Held if self.watching() => {
                let mover = colour_name(pos.side_to_move());
                vec![Line::styled(t!("othello.to_move", colour = mover), THEME.dim)]
            }
            Phase::Held => {
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
    fn banner(&self, o: &Outcome, width: u16) -> (Vec<Line<'static>>, Block<'static>) {
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
        let mut lines = vec![Line::styled(text, style), Line::styled(margin, THEME.dim)];
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
            (Phase::Held, None) if let Some(text) = self.table_waiting_text() => {
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
