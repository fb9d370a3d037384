//! The Othello screen's side panel: the disc counts, whose turn (or the result box), the
//! record and the evaluation graph. `panel_layout` places them: the graph's place and
//! height follow from the panel's size alone, so nothing above it (an opening's name, the
//! result box, a long record) moves or squeezes it; the record gives up its oldest lines
//! first, cut with "…" on purpose.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::board::{GLYPHS, disc_glyph, opening_name};
use super::flow::colour_name;
use super::{OthelloScreen, Phase};
use crate::games::othello::{Colour, SHIPPED_BOOK};
use crate::screens::chrome;
use crate::theme::THEME;
use crate::widgets::clip::clip;
use crate::widgets::eval_graph::EvalGraph;
use crate::widgets::text::{self, Fit};

/// Rows the graph has in a panel `height` rows tall: odd, so the zero line is in the middle;
/// 7 at 80×24, 9 at 100×30, 15 from 160×50.
pub(super) fn graph_rows(height: u16) -> u16 {
    ((height.saturating_sub(8) / 2) | 1).clamp(7, 15)
}

/// The rows each part of the panel asks for.
#[derive(Clone, Copy, Debug)]
pub(super) struct Wants {
    /// Whose turn, with the analysis and hint lines, or the result box.
    pub turn: u16,
    /// The record's title, with the opening's name beside it or under it.
    pub title: u16,
    pub record: u16,
    /// The evaluation's title: one row, or two in a narrow panel.
    pub eval_title: u16,
    /// The graph is drawn (not at a shared table, where it would be help against a person).
    pub graph: bool,
}

/// Where the panel's parts go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct PanelRects {
    pub counts: Rect,
    pub turn: Rect,
    pub title: Rect,
    /// The record's rows: fewer than it asked for when the panel is short.
    pub record: Rect,
    pub eval_title: Rect,
    pub graph: Rect,
}

/// Rows the part above the graph would take at most with `record` lines: the counts, a
/// blank, whose turn or the result box (taken at its usual largest), the record's title
/// on two rows and the record, and the blank above the graph.
fn top_room(record: u16) -> u16 {
    2 + 1 + 6 + 2 + record + 1
}

/// Lays out the panel in `area`. The graph (with its title) sits where a whole game's record
/// and the result box leave room in a tall panel, else at the panel's foot; `full_record` is
/// the lines a whole game's record takes at this width. Either way its place and height
/// depend on the panel's size only.
pub(super) fn panel_layout(area: Rect, wants: Wants, full_record: u16) -> PanelRects {
    let graph_h = if wants.graph { graph_rows(area.height).min(area.height) } else { 0 };
    let eval_rows = if wants.graph { wants.eval_title } else { 0 };
    let bottom = (eval_rows + graph_h).min(area.height);
    let graph_top = top_room(full_record).min(area.height - bottom);
    let eval_title = Rect { y: area.y + graph_top, height: eval_rows.min(bottom), ..area };
    let graph = Rect { y: eval_title.bottom(), height: bottom - eval_title.height, ..area };
    // Above the graph: the counts, whose turn and the record, a blank row under the counts
    // and one above the graph when the record has all its lines without them.
    let mut rest = Rect { height: graph_top, ..area };
    let counts = take(&mut rest, 2);
    let spare = rest.height.saturating_sub(wants.turn + wants.title + wants.record);
    take(&mut rest, u16::from(spare >= 2));
    let turn = take(&mut rest, wants.turn);
    let mut title = take(&mut rest, wants.title);
    let room = rest.height.saturating_sub(u16::from(spare >= 1));
    let mut record = take(&mut rest, wants.record.min(room));
    // The opening's name on a line of its own gives way to the record's last line.
    if record.height == 0 && wants.record > 0 && title.height > 1 {
        title.height -= 1;
        record = Rect { y: title.bottom(), height: 1, ..record };
    }
    PanelRects { counts, turn, title, record, eval_title, graph }
}

/// The first `rows` rows of `rest` (fewer when it has fewer), which then starts below them.
fn take(rest: &mut Rect, rows: u16) -> Rect {
    let rows = rows.min(rest.height);
    let r = Rect { height: rows, ..*rest };
    *rest = Rect { y: rest.y + rows, height: rest.height - rows, ..*rest };
    r
}

/// The record's text in lines of `width` cells, whole moves on each; when only `rows` fit,
/// the last ones, the first of them starting "…" in place of its first move.
pub(super) fn record_lines(record: &str, width: u16, rows: u16) -> Vec<Line<'static>> {
    let per_line = usize::from(width / 2).max(1) * 2;
    let mut lines: Vec<String> = record
        .as_bytes()
        .chunks(per_line)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    let rows = usize::from(rows);
    if lines.len() > rows {
        lines.drain(..lines.len() - rows);
        if let Some(first) = lines.first_mut() {
            *first = format!("…{}", &first[2.min(first.len())..]);
        }
    }
    lines.into_iter().map(Line::from).collect()
}

/// Lines a record of `chars` characters takes at `width`.
fn record_rows(chars: usize, width: u16) -> u16 {
    let per_line = usize::from(width / 2).max(1) * 2;
    u16::try_from(chars.div_ceil(per_line)).unwrap_or(u16::MAX)
}

impl OthelloScreen {
    pub(super) fn draw_panel(&self, frame: &mut Frame, area: Rect) {
        let area = Rect { x: area.x + 1, width: area.width.saturating_sub(2), ..area };
        let record = self.game.record();
        let turn = match &*self.phase {
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
        // While the game is in the engine's opening book, the panel says so after the
        // opening's name (not at a table, where it would tell a person how good a line is;
        // not before the first move, where every game is).
        let in_book = moves > 0 && !self.at_a_table() && SHIPPED_BOOK.contains(self.game.current());
        // The opening's name and the book follow the title, each going under the line before
        // when it does not fit beside it.
        let book = in_book.then(|| t!("othello.in_book").into_owned());
        for piece in opening_name(&self.game).map(str::to_string).into_iter().chain(book) {
            let last = title_lines.last_mut().expect("the title's line");
            if last.width() + 3 + Line::from(piece.as_str()).width() <= usize::from(area.width) {
                last.push_span(Span::styled(" · ", THEME.dim));
                last.push_span(Span::styled(piece, THEME.title));
            } else {
                // On a line of its own a name wider than the panel ends in "…" (a long
                // opening's name in a narrow panel), never cut silently.
                let own = Line::styled(piece, THEME.title);
                title_lines.push(text::clip_line(&own, usize::from(area.width)));
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
        let wants = Wants {
            turn,
            title: title_lines.len() as u16,
            record: record_rows(record.len(), area.width).max(1),
            eval_title: if one_row { 1 } else { 2 },
            graph: !self.at_a_table(),
        };
        // A whole game: sixty moves of two characters.
        let r = panel_layout(area, wants, record_rows(120, area.width));
        self.draw_counts(frame, r.counts);
        self.draw_turn(frame, r.turn);
        title_lines.truncate(usize::from(r.title.height));
        frame.render_widget(Fit::new(title_lines), r.title);
        frame.render_widget(Fit::new(record_lines(&record, area.width, r.record.height)), r.record);
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
        let title = if one_row {
            vec![Line::from(vec![eval_label, Span::raw("  "), Span::raw(now)])]
        } else {
            vec![Line::from(eval_label), Line::from(now)]
        };
        frame.render_widget(Fit::new(title), r.eval_title);
        // Up is good for the one person; with two or none, the graph is black's view.
        let (up, down) = match self.seats.single() {
            Some(Colour::White) => (THEME.error, THEME.success),
            _ => (THEME.success, THEME.error),
        };
        let widget = EvalGraph {
            scores: &scores,
            up_style: up,
            down_style: down,
            axis_style: THEME.dim,
            marks: &[],
            cursor: None,
            mark_style: THEME.warning,
        };
        frame.render_widget(&widget, r.graph);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_keeps_its_place_whatever_is_above_it() {
        // The panels beside the board at 80×24, 100×30 and 160×50.
        for area in [Rect::new(54, 2, 25, 19), Rect::new(70, 1, 29, 26), Rect::new(86, 2, 73, 45)] {
            let full = record_rows(120, area.width);
            let at = |turn, title, record| {
                let wants = Wants { turn, title, record, eval_title: 2, graph: true };
                panel_layout(area, wants, full)
            };
            let start = at(2, 1, 1);
            assert_eq!(start.graph.height, graph_rows(area.height), "{area:?}");
            // An opening's name under the title, a long record, the largest result box.
            for r in [at(2, 2, 1), at(3, 2, full), at(6, 2, full)] {
                assert_eq!((r.eval_title, r.graph), (start.eval_title, start.graph), "{area:?}");
                assert!(r.record.height >= 1, "some of the record stays: {area:?} {r:?}");
                assert!(r.record.bottom() <= r.eval_title.y, "{area:?} {r:?}");
            }
        }
    }

    #[test]
    fn a_record_short_of_rows_keeps_its_latest_moves() {
        let lines = record_lines("f5d6c3d3c4f4f6f3e6e7", 8, 2);
        let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
        assert_eq!(text, ["…f4f6f3", "e6e7"]);
        assert_eq!(record_lines("f5d6", 8, 2).len(), 1);
    }
}
