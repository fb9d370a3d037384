//! The Othello board as the game, the review and the editor draw it: its size for the
//! terminal (one pure layout shared with mouse clicks), the side panel beside it, disc art and
//! glyphs, the cursor's step, and the opening's name in the current language.

use ratatui::layout::{Constraint, Layout, Rect};

use crate::games::othello::Colour;
use crate::screens::chrome;
use crate::widgets::grid_board::{GridLayout, GridSpec, grid_layout};

/// Cell sizes (columns × rows) from small to large: the board takes the largest that leaves
/// the side panel its room, so a larger terminal shows a larger board with drawn discs.
/// Past the 80×24 floor a square is 2 to 2.7 times as wide as tall counting its grid line
/// (a terminal cell is about twice as tall as wide), so squares look square: (7, 2) at
/// 100×30, (9, 4) at 160×50, (11, 5) at 200×60.
pub(super) const CELL_STEPS: [(u16, u16); 5] = [(5, 1), (7, 2), (7, 3), (9, 4), (11, 5)];
/// The side panel's narrowest width: counts, turn, record and graph.
const PANEL_MIN: u16 = 27;

/// The board's look in a body of `body` size: 8x8 cells with coordinates, as large as fits.
pub fn spec(body: Rect) -> GridSpec {
    let at = |(cell_width, cell_height): (u16, u16)| GridSpec {
        cols: 8,
        rows: 8,
        cell_width,
        cell_height,
        coordinates: true,
    };
    // Two columns of margin beside the board; the blank row above it goes when that lets a
    // larger step in (100×30's body is exactly the (7, 2) board's height).
    let fits = |g: &GridSpec| g.size().0 + 2 + PANEL_MIN <= body.width && g.size().1 <= body.height;
    CELL_STEPS.iter().rev().map(|&step| at(step)).find(fits).unwrap_or(at(CELL_STEPS[0]))
}

/// A disc drawn to fill a cell of `width` × `height`: the glyph alone in one-row cells, a
/// shape in larger ones (filled for black, an outline for white, so they differ without
/// colour too), a column short of the cell's edge each side. The last move is bracketed on
/// the shape's middle row, in those two columns.
pub(super) fn disc_art(
    colour: Colour,
    (width, height): (u16, u16),
    glyph: &str,
    last: bool,
) -> String {
    if height <= 1 || width < 5 {
        return if last { format!("[{glyph}]") } else { glyph.to_string() };
    }
    let inner = usize::from(width - 4);
    // Top, middle and bottom rows: rounded ends, so the shape reads as a disc.
    let [top, mid, bottom] = match colour {
        Colour::Black => [
            format!("▄{}▄", "█".repeat(inner)),
            "█".repeat(inner + 2),
            format!("▀{}▀", "█".repeat(inner)),
        ],
        Colour::White => [
            format!("╭{}╮", "─".repeat(inner)),
            format!("│{}│", " ".repeat(inner)),
            format!("╰{}╯", "─".repeat(inner)),
        ],
    };
    let rows = usize::from(height);
    let middle = (rows - 1) / 2;
    (0..rows)
        .map(|i| {
            let l = if i == 0 {
                &top
            } else if i + 1 == rows {
                &bottom
            } else {
                &mid
            };
            if last && i == middle { format!("[{l}]") } else { format!(" {l} ") }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Splits the screen body into the board's area and the side panel.
/// The board keeps to the top (one blank line above, when the body has a row to spare) so the panel beside it has room for
/// the record and the graph.
pub(super) fn split_body(body: Rect) -> [Rect; 2] {
    let (board_w, board_h) = spec(body).size();
    let [left, panel] =
        Layout::horizontal([Constraint::Length(board_w + 2), Constraint::Min(0)]).areas(body);
    let gap = u16::from(board_h < body.height);
    let [_, board] =
        Layout::vertical([Constraint::Length(gap), Constraint::Length(board_h)]).areas(left);
    [board, panel]
}

/// The board's look, its area and the side panel (starting level with the board's top edge)
/// in a screen body: the game, the review and the editor lay out alike.
pub(super) fn board_and_panel(body: Rect) -> (GridSpec, Rect, Rect) {
    let [board_area, panel] = split_body(body);
    let spec = spec(body);
    let top = grid_layout(&spec, board_area).outer.y.max(panel.y);
    let panel = Rect { y: top, height: panel.bottom().saturating_sub(top), ..panel };
    (spec, board_area, panel)
}

/// The square next to `sq` in direction `d`, wrapping at the board's edges.
pub(super) fn step_square(sq: u8, d: crate::event::Direction) -> u8 {
    use crate::event::Direction;
    let (r, c) = (sq / 8, sq % 8);
    let (r, c) = match d {
        Direction::Up => ((r + 7) % 8, c),
        Direction::Down => ((r + 1) % 8, c),
        Direction::Left => (r, (c + 7) % 8),
        Direction::Right => (r, (c + 1) % 8),
    };
    r * 8 + c
}

/// Where the board's cells are for a screen drawn in `area` (drawing and clicks share it).
pub fn board_layout(area: Rect) -> GridLayout {
    let [_, body, _] = chrome::split(area);
    grid_layout(&spec(body), split_body(body)[0])
}

/// The name of the opening `game` has followed, in the current language.
pub(super) fn opening_name(game: &crate::games::othello::Game) -> Option<&'static str> {
    let o = crate::games::othello::opening(game)?;
    Some(if crate::i18n::current() == crate::i18n::Language::Ja { o.ja } else { o.en })
}

/// Disc, turning and marker glyphs in the chosen style.
pub(super) struct Glyphs {
    pub black: &'static str,
    pub white: &'static str,
    pub turning: &'static str,
    pub legal: &'static str,
    pub hint: &'static str,
}

/// The glyphs; the ASCII card style draws them as X, O, =, . and * in the frame's last pass.
pub(super) const GLYPHS: Glyphs =
    Glyphs { black: "●", white: "○", turning: "◐", legal: "·", hint: "★" };

pub(super) fn disc_glyph(g: &Glyphs, c: Colour) -> &'static str {
    match c {
        Colour::Black => g.black,
        Colour::White => g.white,
    }
}
