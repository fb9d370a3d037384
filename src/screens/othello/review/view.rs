//! Drawing the review: the board at the step (the move played there and the best move
//! marked) with the Othello screen's geometry, and beside it the sides' losses, the move
//! reviewed, the opening, the move list with mistakes marked, and the evaluation graph with
//! its cursor on the step.

use crate::widgets::text::{Clipped, Fit, Wrapped, row_count};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::ReviewScreen;
use crate::catalog::GameId;
use crate::games::othello::{Colour, Losses, MoveReview, account, losses, square_name};
use crate::records::RecordSeat;
use crate::screens::othello::board::{GLYPHS, board_and_panel, disc_art, disc_glyph, opening_name};
use crate::screens::othello::flow::colour_name;
use crate::screens::othello::panel::graph_rows;
use crate::screens::{DrawCtx, chrome};
use crate::theme::THEME;
use crate::widgets::eval_graph::EvalGraph;
use crate::widgets::grid_board::{GridBoard, GridCell};
use crate::widgets::popup::Dialog;

/// How a seat is named: "you" against a computer or a person at a table, "player" when two
/// people played at one keyboard, the computer with its level, a table's person by name.
pub fn seat_name(seat: &RecordSeat, other: &RecordSeat) -> String {
    match (seat, other) {
        (RecordSeat::Person, RecordSeat::Person) => t!("othello.player").into_owned(),
        (RecordSeat::Person, _) => t!("othello.you").into_owned(),
        // The level by the name every other screen gives it (easy / normal / hard); a strength
        // between them (a record made with another tool) keeps its number.
        (RecordSeat::Computer { level }, _) => {
            let named = crate::games::othello::Strength::new(*level).and_then(|s| s.level());
            match named {
                Some(l) => t!(
                    "othello.seat_computer_named",
                    level = crate::screens::settings::fields::level_name(l)
                ),
                None => t!("othello.seat_computer", n = level),
            }
            .into_owned()
        }
        (RecordSeat::Named { name }, _) => name.clone(),
    }
}

impl ReviewScreen {
    fn cells(&self, cell: (u16, u16)) -> Vec<GridCell> {
        let pos = self.game.positions()[self.step];
        let last = self.step.checked_sub(1).and_then(|i| self.game.moves()[i]);
        let review = self.analysis.review(self.step);
        let played = self.game.moves().get(self.step).copied().flatten();
        (0..64u8)
            .map(|sq| {
                let (text, style) = match pos.cell(sq) {
                    Some(c) => {
                        let style = match c {
                            Colour::Black => THEME.disc_black,
                            Colour::White => THEME.disc_white,
                        };
                        (disc_art(c, cell, disc_glyph(&GLYPHS, c), last == Some(sq)), style)
                    }
                    None if review.is_some_and(|r| r.best == sq) => {
                        (GLYPHS.hint.to_string(), THEME.highlight)
                    }
                    None if played == Some(sq) => match review {
                        Some(r) if r.is_mistake() => ("!".to_string(), THEME.warning),
                        _ => (GLYPHS.legal.to_string(), THEME.legal_move),
                    },
                    None => (String::new(), THEME.board),
                };
                GridCell { text, style }
            })
            .collect()
    }

    pub(super) fn render(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let [header, body, status] = chrome::split(area);
        let details = [t!("review.title").into_owned()];
        chrome::draw_header(frame, header, GameId::Othello, &details, ctx.seed);
        let (spec, board_area, panel) = board_and_panel(body);
        let cells = self.cells((spec.cell_width, spec.cell_height));
        // The exported transcript is the screen's own dialog: its rows, margin included, are
        // cleared across the body, and the board leaves out the marks it would cut, as under
        // the app's questions (drawn in its own box alone, its margin was not cleared below
        // it and the board's grid line there was torn).
        let export = self.exported.as_ref().map(|e| export_dialog(&e.file, &e.text));
        let band = export.as_ref().map(|d| d.rows_across(body, body).intersection(body));
        let board = GridBoard {
            spec,
            cells: &cells,
            cursor: None,
            line_style: THEME.border,
            hidden: ctx.hidden.into_iter().chain(band).reduce(Rect::union),
        };
        frame.render_widget(&board, board_area);
        self.draw_panel(frame, panel);
        let (text, style) = self.step_text();
        chrome::draw_status(frame, status, &text, style, &self.progress_text());
        if let (Some(dialog), Some(band)) = (&export, band) {
            frame.render_widget(ratatui::widgets::Clear, band);
            frame.render_widget(dialog, body);
        }
    }

    /// "Move 23 of 58 · White d3: best c4 (+2), d3 −4, 6 discs lost".
    fn step_text(&self) -> (String, Style) {
        let moves = self.game.moves();
        let Some(&mv) = moves.get(self.step) else {
            let text = match self.game.current().outcome() {
                Some(o) => t!("review.end", black = o.black, white = o.white).into_owned(),
                None => t!("review.end_unfinished").into_owned(),
            };
            return (text, THEME.title);
        };
        let mover = colour_name(self.game.positions()[self.step].side_to_move());
        let Some(sq) = mv else {
            return (t!("review.pass", colour = mover).into_owned(), THEME.dim);
        };
        let n = self.move_number(self.step);
        let played = square_name(sq);
        match self.analysis.review(self.step) {
            None => (
                t!("review.move_pending", n = n, colour = mover, square = played).into_owned(),
                THEME.text,
            ),
            Some(r) if r.loss() == 0 => (
                t!("review.move_best", n = n, colour = mover, square = played, score = signed(r))
                    .into_owned(),
                THEME.success,
            ),
            Some(r) => (
                t!(
                    "review.move_loss",
                    n = n,
                    colour = mover,
                    square = played,
                    best = square_name(r.best),
                    best_score = value(r, r.best_score),
                    score = signed(r),
                    loss = r.loss()
                )
                .into_owned(),
                if r.is_mistake() { THEME.warning } else { THEME.text },
            ),
        }
    }

    /// Move `i`'s number as players count them: the discs on the board after it, less the
    /// four of the start (so a game set up from a position keeps the game's numbering).
    fn move_number(&self, i: usize) -> usize {
        let pos = self.game.positions()[i];
        (64 - pos.empty_count() as usize).saturating_sub(3)
    }

    fn progress_text(&self) -> String {
        let (done, all) = self.analysis.progress();
        let dots = chrome::spinner(self.ticks / 4);
        if self.analysis.finished() {
            t!("review.analysed").into_owned()
        } else if done < all {
            t!("review.analysing", done = done, all = all, dots = dots).into_owned()
        } else {
            t!("review.deepening", dots = dots).into_owned()
        }
    }

    fn draw_panel(&self, frame: &mut Frame, area: Rect) {
        let area = Rect { x: area.x + 1, width: area.width.saturating_sub(2), ..area };
        // The graph as tall as the game's beside a board of this size; the move list takes
        // what a tall panel has left (half the rest in a short one, as at 80×24).
        let graph_rows = graph_rows(area.height);
        // How the losses add up, on two rows where one would cut its result off; its row is
        // kept while the analysis runs, so the list does not move when the sum appears.
        let account = self.account_line();
        let account_rows = account.as_ref().map_or(1, |line| {
            u16::from(row_count(std::slice::from_ref(line), usize::from(area.width)) > 1) + 1
        });
        // The rows above the move list: the two sides, the account, a gap, the opening, the
        // list's title, and a gap under the list.
        let above = 4 + account_rows + 4;
        // The whole list's rows (eight cells a move), so a short game leaves no gap above
        // the graph.
        let per_row = usize::from(area.width / 8).max(1);
        let whole = u16::try_from(self.game.moves().len().div_ceil(per_row)).unwrap_or(u16::MAX);
        let list_rows = (area.height.saturating_sub(above).min(14) / 2)
            .max(area.height.saturating_sub(above + graph_rows))
            .min(whole)
            .max(1);
        let [sides, account_area, _, opening, list_title, list, _, graph] = Layout::vertical([
            Constraint::Length(4),
            Constraint::Length(account_rows),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(list_rows),
            Constraint::Length(1),
            Constraint::Min(0),
        ])
        .areas(area);
        let sums = losses(&self.game, self.analysis.reviews());
        let rows: Vec<Line> = [Colour::Black, Colour::White]
            .iter()
            .zip(sums)
            .flat_map(|(&c, sum)| self.side_lines(c, sum))
            .collect();
        // A long seat name (a table's person, コンピューター（やさしい）) ends in "…" in a
        // narrow panel rather than push past it.
        frame.render_widget(Clipped::new(rows), sides);
        if let Some(line) = account {
            frame.render_widget(Wrapped::new(vec![line]).ellipsis(), account_area);
        }
        // A long opening's name ends in "…" in a narrow panel.
        if let Some(name) = opening_name(&self.game) {
            frame.render_widget(
                Clipped::line(Line::from(vec![
                    Span::styled(t!("review.opening"), THEME.dim),
                    Span::styled(name, THEME.title),
                ])),
                opening,
            );
        }
        frame.render_widget(Fit::line(Line::styled(t!("review.moves"), THEME.dim)), list_title);
        frame.render_widget(Clipped::new(self.move_list(list)), list);
        self.draw_graph(frame, Rect { height: graph.height.min(graph_rows), ..graph });
    }

    /// "● Black (you)" and, under it, the discs lost and mistakes so far.
    fn side_lines(&self, c: Colour, sum: Losses) -> [Line<'static>; 2] {
        let i = usize::from(c == Colour::White);
        let who = seat_name(&self.seats[i], &self.seats[1 - i]);
        let lost = t!("review.lost", discs = sum.discs, mistakes = sum.mistakes);
        [
            Line::from(vec![
                Span::raw(format!("{} {} · ", disc_glyph(&GLYPHS, c), colour_name(c))),
                Span::styled(who, THEME.dim),
            ]),
            Line::styled(format!("  {lost}"), THEME.title),
        ]
    }

    /// Once every move is reviewed, how the losses add up to the result, for black (whose
    /// losses are the first subtracted): the start's value (`~` when an estimate), the
    /// losses, and what the estimates were revised by on the way.
    fn account_line(&self) -> Option<Line<'static>> {
        let a = account(&self.game, self.analysis.reviews(), 0)?;
        let (bl, wl) = (a.black_lost, a.white_lost);
        let text = if a.exact {
            t!(
                "review.account_exact",
                start = format!("{:+}", a.start),
                black = bl,
                white = wl,
                result = format!("{:+}", a.result)
            )
        } else {
            t!(
                "review.account",
                start = format!("~{:+}", a.start),
                black = bl,
                white = wl,
                revised = format!("{:+}", a.revised),
                result = format!("{:+}", a.result)
            )
        };
        Some(Line::styled(text.into_owned(), THEME.dim))
    }

    /// The moves around the step, numbered, as many per row as fit: `23.d3!` marks a
    /// mistake; the move reviewed is reversed.
    fn move_list(&self, area: Rect) -> Vec<Line<'static>> {
        const CELL: usize = 8;
        let per_row = (usize::from(area.width) / CELL).max(1);
        let rows = usize::from(area.height).max(1);
        let moves = self.game.moves();
        let row_of_step = self.step.min(moves.len().saturating_sub(1)) / per_row;
        let first_row = row_of_step.saturating_sub(rows / 2);
        (first_row..first_row + rows)
            .map(|r| {
                let spans = (r * per_row..((r + 1) * per_row).min(moves.len()))
                    .map(|i| {
                        let review = self.analysis.review(i);
                        let mark =
                            if review.is_some_and(MoveReview::is_mistake) { "!" } else { "" };
                        let text = match moves[i] {
                            Some(sq) => {
                                format!("{:>2}.{}{mark}", self.move_number(i), square_name(sq))
                            }
                            None => "   --".to_string(),
                        };
                        let mut style = if mark.is_empty() { THEME.text } else { THEME.warning };
                        if i == self.step {
                            style = style.add_modifier(Modifier::REVERSED);
                        }
                        Span::styled(format!("{text:<CELL$}"), style)
                    })
                    .collect::<Vec<_>>();
                Line::from(spans)
            })
            .collect()
    }

    /// The best value at each position (black's view), the final count at the end; the
    /// graph stops where the analysis has not reached yet.
    fn graph_scores(&self) -> Vec<i32> {
        let mut scores = Vec::new();
        for (i, pos) in self.game.positions().iter().enumerate() {
            let sign = if pos.side_to_move() == Colour::Black { 1 } else { -1 };
            let score = match self.game.moves().get(i) {
                None => pos.outcome().map(|o| o.disc_diff()),
                Some(None) => scores.last().copied(),
                Some(Some(_)) => self.analysis.review(i).map(|r| sign * r.best_score),
            };
            match score {
                Some(s) => scores.push(s),
                None => break,
            }
        }
        scores
    }

    fn draw_graph(&self, frame: &mut Frame, area: Rect) {
        let scores = self.graph_scores();
        let marks: Vec<usize> = (0..scores.len())
            .filter(|&i| self.analysis.review(i).is_some_and(MoveReview::is_mistake))
            .collect();
        let widget = EvalGraph {
            scores: &scores,
            up_style: THEME.success,
            down_style: THEME.error,
            axis_style: THEME.dim,
            marks: &marks,
            cursor: Some(self.step),
            mark_style: THEME.warning,
        };
        frame.render_widget(&widget, area);
    }
}

/// The exported transcript, where it was saved, and the clipboard's word.
fn export_dialog(file: &str, text: &str) -> Dialog<'static> {
    let mut lines: Vec<Line> =
        text.lines().map(|l| Line::styled(l.to_string(), THEME.title)).collect();
    lines.push(Line::raw(""));
    lines.push(Line::raw(t!("review.export_saved", file = file).into_owned()));
    lines.push(Line::styled(t!("review.export_clipboard").into_owned(), THEME.dim));
    Dialog { title: t!("review.export_title"), lines, scroll: None }
}

/// The played move's value, signed.
fn signed(r: &MoveReview) -> String {
    value(r, r.played_score)
}

/// A value of `r`, signed, with `~` before it when it is a search's estimate (not exact).
fn value(r: &MoveReview, score: i32) -> String {
    if r.exact { format!("{score:+}") } else { format!("~{score:+}") }
}
