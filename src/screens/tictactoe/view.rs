//! Drawing the tic-tac-toe screen: the board at the largest cell size the terminal has room
//! for (the same geometry mouse clicks are read against), the marks, the lit line, and the
//! status (whose move, the result, or a refusal).

use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Phase, TicTacToeScreen};
use crate::catalog::GameId;
use crate::games::tictactoe::{Mark, Outcome};
use crate::screens::{DrawCtx, chrome};
use crate::theme::THEME;
use crate::widgets::grid_board::{GridBoard, GridCell, GridLayout, GridSpec, grid_layout};

/// Cell sizes (columns × rows) from small to large: the board takes the largest that fits
/// the body with a row to spare, so a larger terminal shows a larger board.
const CELL_STEPS: [(u16, u16); 4] = [(7, 3), (11, 5), (15, 7), (19, 9)];

/// The board's look in a body of `body` size: the largest cell step that fits.
fn spec(body: Rect) -> GridSpec {
    let at = |(cell_width, cell_height): (u16, u16)| GridSpec {
        cols: 3,
        rows: 3,
        cell_width,
        cell_height,
        coordinates: false,
    };
    let fits = |g: &GridSpec| g.size().0 <= body.width && g.size().1 < body.height;
    CELL_STEPS.iter().rev().map(|&step| at(step)).find(fits).unwrap_or(at(CELL_STEPS[0]))
}

/// Where the board's cells are when the screen is drawn in `area` (the board sits in the
/// body between header and status, where `draw` puts it): for mouse clicks and tests.
pub fn board_layout(area: Rect) -> GridLayout {
    let body = chrome::split(area)[1];
    grid_layout(&spec(body), body)
}

pub(super) fn draw(s: &TicTacToeScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let [header, body, status] = chrome::split(area);
    let me = s.me;
    let you = t!("ttt.you_vs", you = me.glyph(), them = me.other().glyph()).into_owned();
    let details = [chrome::level_detail(s.level), you];
    chrome::draw_header(frame, header, GameId::Tictactoe, &details, ctx.seed);
    let spec = spec(body);
    let cells = cells(s, spec.cell_height);
    let cursor = matches!(&s.phase, Phase::Human).then_some(s.cursor);
    let board =
        GridBoard { spec, cells: &cells, cursor, line_style: THEME.border, hidden: ctx.hidden };
    frame.render_widget(&board, body);
    let again = s.again_or_back();
    let none = || "".into();
    let (text, style, second) = match (&s.phase, s.notice) {
        (Phase::Over(Outcome::Win { mark, .. }), _) if s.watching() => {
            (t!("tables.they_win", name = s.name_of(*mark)), THEME.text, again)
        }
        (Phase::Over(Outcome::Win { mark, .. }), _) if *mark == me => {
            (t!("ttt.you_win"), THEME.success, again)
        }
        (Phase::Over(Outcome::Win { .. }), _) => (s.they_win(), THEME.error, again),
        (Phase::Over(Outcome::Draw), _) => (t!("ttt.draw"), THEME.warning, again),
        // At a table the one waited for has a name (a person's, or "CPU 2").
        (Phase::Waiting, Some(super::Notice::Wait)) if s.at_a_table() => {
            (t!("ttt.wait_for", name = s.name_of(s.board.to_move())), THEME.warning, none())
        }
        (_, Some(notice)) => (notice.text(), THEME.warning, none()),
        (Phase::Thinking(turn), None) => {
            (t!("ttt.thinking", dots = turn.spinner()), THEME.dim, none())
        }
        (Phase::Human, None) => (t!("ttt.your_move", mark = me.glyph()), THEME.text, none()),
        (Phase::Waiting, None) => (s.their_move(), THEME.dim, none()),
    };
    chrome::draw_status(frame, status, &text, style, &second);
}

/// The marks drawn at a cell size: the glyph alone in small cells, a drawn shape in
/// larger ones so a larger board is not an emptier one.
fn glyph(mark: Mark, cell_height: u16) -> &'static str {
    match (mark, cell_height) {
        (Mark::O, 0..=4) => Mark::O.glyph(),
        (Mark::X, 0..=4) => Mark::X.glyph(),
        (Mark::O, 5..=6) => "╭───╮\n│   │\n╰───╯",
        (Mark::X, 5..=6) => "╲   ╱\n  ╳  \n╱   ╲",
        (Mark::O, _) => "╭───────╮\n│       │\n│       │\n│       │\n╰───────╯",
        (Mark::X, _) => "╲       ╱\n  ╲   ╱  \n    ╳    \n  ╱   ╲  \n╱       ╲",
    }
}

fn cells(s: &TicTacToeScreen, cell_height: u16) -> Vec<GridCell> {
    let line = match &s.phase {
        Phase::Over(Outcome::Win { line, .. }) => Some(line),
        _ => None,
    };
    (0..9)
        .map(|i| {
            let (text, mut style) = match s.board.cell(i) {
                Some(m) if m == s.me => (glyph(m, cell_height), THEME.mark_human),
                Some(m) => (glyph(m, cell_height), THEME.mark_computer),
                None => ("", THEME.text),
            };
            if line.is_some_and(|l| l.contains(&i)) || s.their_last() == Some(i) {
                style = THEME.highlight;
            }
            GridCell { text: text.to_string(), style }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_grows_with_the_terminal_in_steps() {
        let cell = |w: u16, h: u16| spec(chrome::split(Rect::new(0, 0, w, h - 1))[1]).cell_width;
        assert_eq!(cell(40, 21), 7, "the smallest terminal");
        assert_eq!(cell(80, 24), 11);
        assert_eq!(cell(100, 30), 15);
        assert_eq!(cell(120, 40), 19);
        assert_eq!(cell(200, 60), 19);
    }
}
