//! `SevensTable`: the Killer Sevens table, 4 suit rows (♠ ♥ ♦ ♣) by 13 rank columns (A–K),
//! with row labels and column headers. Played cards face up, empty cells a dim dot, dead cells
//! a red cross for the whole game; on top, the screen's sets: cells the player can play, cells
//! a move would kill (doomed), the neighbours that make the selected card playable (marked),
//! the selected card's cell (outlined) and the card just placed.
//!
//! `table_layout` is the only geometry: drawing and mouse hit-testing both use it. It picks the
//! roomiest form that fits the area. The tall forms are cards laid on the table: a cell five
//! rows by seven columns is a large card's face (`CardSize::Large`, its label in the corners
//! too), three rows by four to six columns a medium one's; then the one-row forms:
//!
//! ```text
//!       A      2   …      7      8
//!   ┌──────┬──────┬…  ┬──────┬──────┬
//!   │      │      │   │      │      │
//! ♠ │  ·   │  ·   │…  │  7♠  │  8♠  │
//!   │      │      │   │      │      │
//!   ├──────┼──────┼…
//! ```
//!
//! ```text
//!      A    2  …     7    8         A   2  …    7   8        A   2  …  7   8
//!   ┌────┬────┬…  ┬────┬────┬     ┌───┬───┬…  ┬───┬───┬       (no grid lines:
//! ♠ │ ·  │ ·  │…  │ 7♠ │ 8♠ │   ♠ │ · │ · │…  │ 7♠│ 8♠│      one row per suit)
//!   ├────┼────┼…                 ├───┼───┼…
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::card::{card_label, face_label_style};
use crate::games::cards::{Card, Rank, Suit};
use crate::games::sevens::{Cell, Table};
use crate::theme::THEME;

mod layout;

use layout::label_inset;
pub use layout::{TableLayout, table_layout, table_rows};

/// What the table shows. Sets are masks over `Card::index` bits, like the engine's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SevensTable {
    /// Each cell's state, indexed by `Card::index`.
    pub cells: [Cell; 52],
    /// EMPTY cells the player could fill now (shown with a `+`).
    pub playable: u64,
    /// Cells drawn red with their card: a move would kill them, or they were just killed.
    pub doomed: u64,
    /// PLAYED cells picked out in the highlight colour (what makes the selection playable).
    pub marked: u64,
    /// The selected card's cell when it can be played there: framed, with its label shown in
    /// the preview style (an unplayable card is not shown where it cannot go).
    pub outlined: Option<Card>,
    /// The card placed last, picked out so a computer's move is easy to spot.
    pub last: Option<Card>,
    /// What an open dialog hides (`DrawCtx::hidden`): a suit row it covers in part is left
    /// out whole, its label and every cell, so no stub of the row's last cell rows shows
    /// beside the dialog's band; the grid lines between rows stay.
    pub hidden: Option<Rect>,
}

impl SevensTable {
    /// The table's cells and nothing picked out.
    pub fn new(table: &Table) -> SevensTable {
        SevensTable {
            cells: std::array::from_fn(|i| {
                Card::from_index(i).map_or(Cell::Empty, |c| table.cell(c))
            }),
            playable: 0,
            doomed: 0,
            marked: 0,
            outlined: None,
            last: None,
            hidden: None,
        }
    }

    /// The table under a dialog that hides `hidden` (see [`SevensTable::hidden`]).
    pub fn hiding(mut self, hidden: Option<Rect>) -> SevensTable {
        self.hidden = hidden;
        self
    }

    fn has(mask: u64, card: Card) -> bool {
        mask & (1 << card.index()) != 0
    }

    /// The text (left-aligned in a cell `width` wide) and style of one cell's interior.
    fn content(&self, card: Card, width: u16) -> (String, Style) {
        let label = card_label(card);
        // Labels are two or three columns wide; a space in front of the short ones keeps the
        // suits in one column.
        let padded = if label.chars().count() < 3 { format!(" {label}") } else { label };
        if self.outlined == Some(card) {
            return (padded, THEME.preview);
        }
        if Self::has(self.doomed, card) {
            // A cross in front when it fits, so the warning reads without colour too.
            let cross = '✕';
            let text = if width >= 4 { format!("{cross}{}", padded.trim_start()) } else { padded };
            return (text, THEME.doomed);
        }
        let cell = self.cells[card.index()];
        match cell {
            // Marked first: while you pick a card, which neighbours make it playable is the
            // question on screen, and the last move may well be one of them.
            Cell::Played if Self::has(self.marked, card) => (padded, THEME.highlight),
            Cell::Played if self.last == Some(card) => (padded, THEME.last_move),
            Cell::Played => (padded, face_label_style(card)),
            Cell::Dead => (" ✕".to_string(), THEME.dead),
            Cell::Empty if Self::has(self.playable, card) => (" +".to_string(), THEME.success),
            Cell::Empty => (" ·".to_string(), THEME.dim),
        }
    }
}

/// The box-drawing characters of the grid, by the lines that meet at a point.
struct Lines {
    h: char,
    v: char,
    /// `[top row, middle rows, bottom row]` × `[left, inner, right]`.
    joints: [[char; 3]; 3],
}

const UNICODE: Lines =
    Lines {
        h: '─', v: '│', joints: [['┌', '┬', '┐'], ['├', '┼', '┤'], ['└', '┴', '┘']]
    };

fn put(buf: &mut Buffer, clip: Rect, x: u16, y: u16, ch: char, style: Style) {
    if clip.contains(Position { x, y })
        && let Some(cell) = buf.cell_mut((x, y))
    {
        cell.set_char(ch).set_style(style);
    }
}

fn put_str(buf: &mut Buffer, clip: Rect, rect: Rect, text: &str, style: Style) {
    let mut chars = text.chars();
    for x in rect.x..rect.right() {
        put(buf, clip, x, rect.y, chars.next().unwrap_or(' '), style);
    }
}

impl Widget for &SevensTable {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let clip = area.intersection(buf.area);
        let layout = table_layout(area);
        let focus = self.outlined.and_then(|c| Some((c.suit()?, c.rank()?)));
        for (c, rect) in layout.col_headers.iter().enumerate() {
            let rank = Rank::new(c as u8 + 1).expect("13 ranks");
            let style = if focus.is_some_and(|(_, r)| r == rank) { THEME.title } else { THEME.dim };
            let label = rank.label();
            let text = if label.len() < 2 { format!(" {label}") } else { label.to_string() };
            put_str(buf, clip, *rect, &text, style);
        }
        for (suit, rect) in Suit::ALL.iter().zip(layout.row_labels) {
            let symbol = suit.symbol();
            let style = if focus.is_some_and(|(s, _)| s == *suit) {
                THEME.title
            } else if suit.is_red() {
                Style { fg: THEME.red_suit.fg, ..THEME.text }
            } else {
                THEME.text
            };
            put(buf, clip, rect.x, rect.y, symbol, style);
        }
        if layout.bordered {
            draw_grid(buf, clip, &layout, THEME.border);
            if let Some(card) = self.outlined {
                draw_outline(buf, clip, layout.cell(card));
            }
        }
        for (i, rect) in layout.cells.iter().enumerate() {
            let card = Card::from_index(i).expect("52 cells");
            let (text, style) = self.content(card, rect.width);
            // A tall cell is filled in its style (a selected cell lights whole) and its text
            // sits on the middle row, centred like a card's pip.
            for y in rect.y..rect.bottom() {
                put_str(buf, clip, Rect { y, height: 1, ..*rect }, "", style);
            }
            let inset = label_inset(rect.width, rect.height);
            let row = Rect::new(rect.x + inset, rect.y + rect.height / 2, rect.width - inset, 1);
            put_str(buf, clip, row, &text, style);
            // A cell the size of a large card's face shows a played card as the card does:
            // its label in the top-left and bottom-right corners too.
            if rect.height >= 5 && self.cells[i] == Cell::Played {
                let label = card_label(card);
                let w = u16::try_from(label.chars().count()).unwrap_or(rect.width);
                let top = Rect { height: 1, width: w.min(rect.width), ..*rect };
                put_str(buf, clip, top, &label, style);
                let x = rect.right().saturating_sub(w).max(rect.x);
                let bottom = Rect::new(x, rect.bottom() - 1, rect.right() - x, 1);
                put_str(buf, clip, bottom, &label, style);
            }
        }
        leave_out_covered_rows(buf, clip, &layout, self.hidden);
    }
}

/// Blanks, across the whole table, each suit row `hidden` covers in part.
fn leave_out_covered_rows(
    buf: &mut Buffer,
    clip: Rect,
    layout: &TableLayout,
    hidden: Option<Rect>,
) {
    for first in layout.cells.iter().step_by(13) {
        let row = Rect { x: layout.outer.x, width: layout.outer.width, ..*first };
        if crate::widgets::popup::hides_any(hidden, row) {
            for y in row.y..row.bottom() {
                put_str(buf, clip, Rect { y, height: 1, ..row }, "", Style::default());
            }
        }
    }
}

/// Grid lines around every cell: a line above and left of each, closing lines right and below.
fn draw_grid(buf: &mut Buffer, clip: Rect, layout: &TableLayout, st: Style) {
    let g = &UNICODE;
    let first = layout.cells[0];
    let (left, top) = (first.x - 1, first.y - 1);
    let (stride_x, stride_y) = (first.width + 1, first.height + 1);
    for row in 0..=4u16 {
        let y = top + row * stride_y;
        let vert = match row {
            0 => 0,
            4 => 2,
            _ => 1,
        };
        for col in 0..=13u16 {
            let x = left + col * stride_x;
            let horiz = match col {
                0 => 0,
                13 => 2,
                _ => 1,
            };
            put(buf, clip, x, y, g.joints[vert][horiz], st);
            if col < 13 {
                (1..stride_x).for_each(|dx| put(buf, clip, x + dx, y, g.h, st));
            }
            if row < 4 {
                (1..stride_y).for_each(|dy| put(buf, clip, x, y + dy, g.v, st));
            }
        }
    }
}

/// The four sides of one cell in the focus colour, over the grid.
fn draw_outline(buf: &mut Buffer, clip: Rect, cell: Rect) {
    let st = THEME.focus_border;
    let (l, r, t, b) = (cell.x - 1, cell.right(), cell.y - 1, cell.bottom());
    // Heavy lines (in ASCII `#` and `=`): the frame must show without colour too.
    let corners = ['┏', '┓', '┗', '┛'];
    let (h, v) = ('━', '┃');
    for x in cell.x..r {
        put(buf, clip, x, t, h, st);
        put(buf, clip, x, b, h, st);
    }
    for y in cell.y..b {
        put(buf, clip, l, y, v, st);
        put(buf, clip, r, y, v, st);
    }
    for (ch, (x, y)) in corners.into_iter().zip([(l, t), (r, t), (l, b), (r, b)]) {
        // A corner over a joint of the grid keeps the grid's light lines that meet there
        // (┼ under ┏ becomes ╆), so the grid runs on into the frame instead of stopping at it.
        let under = buf.cell((x, y)).map(|c| c.symbol().to_string()).unwrap_or_default();
        put(buf, clip, x, y, joined_corner(ch, &under), st);
    }
}

/// The heavy `corner` drawn over the light grid character `under`: the corner's own heavy
/// lines plus whichever light lines `under` has where the corner has none.
fn joined_corner(corner: char, under: &str) -> char {
    let up = ["│", "└", "┘", "├", "┤", "┴", "┼"].contains(&under);
    let down = ["│", "┌", "┐", "├", "┤", "┬", "┼"].contains(&under);
    let left = ["─", "┐", "┘", "┤", "┬", "┴", "┼"].contains(&under);
    let right = ["─", "┌", "└", "├", "┬", "┴", "┼"].contains(&under);
    match (corner, up, down, left, right) {
        ('┏', true, _, true, _) => '╆',
        ('┏', true, _, false, _) => '┢',
        ('┏', false, _, true, _) => '┲',
        ('┓', true, _, _, true) => '╅',
        ('┓', true, _, _, false) => '┪',
        ('┓', false, _, _, true) => '┱',
        ('┗', _, true, true, _) => '╄',
        ('┗', _, true, false, _) => '┡',
        ('┗', _, false, true, _) => '┺',
        ('┛', _, true, _, true) => '╃',
        ('┛', _, true, _, false) => '┩',
        ('┛', _, false, _, true) => '┹',
        _ => corner,
    }
}
