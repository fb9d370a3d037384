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

/// Columns taken by the row labels (`♠` and a space).
const LABEL_W: u16 = 2;

/// Where everything of the table sits on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLayout {
    /// The whole table: headers, labels and grid.
    pub outer: Rect,
    /// Interior of each card's cell, indexed by `Card::index` (♠A = 0 … ♣K = 51).
    pub cells: [Rect; 52],
    /// Where each suit's label goes, ♠ ♥ ♦ ♣.
    pub row_labels: [Rect; 4],
    /// Where each rank's header goes, A … K (each spans its cell's width).
    pub col_headers: [Rect; 13],
    /// Whether grid lines are drawn between cells (one line around every cell).
    pub bordered: bool,
}

/// One form of the table: cell interiors `w` × `h`, with or without grid lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Form {
    w: u16,
    h: u16,
    bordered: bool,
}

/// The forms, roomiest first.
const FORMS: [Form; 7] = [
    Form { w: 7, h: 5, bordered: true },
    Form { w: 6, h: 3, bordered: true },
    Form { w: 5, h: 3, bordered: true },
    Form { w: 4, h: 3, bordered: true },
    Form { w: 4, h: 1, bordered: true },
    Form { w: 3, h: 1, bordered: true },
    Form { w: 3, h: 1, bordered: false },
];

impl TableLayout {
    /// The card whose cell interior covers `(x, y)`; grid lines and labels hit nothing.
    pub fn hit_test(&self, x: u16, y: u16) -> Option<Card> {
        let p = Position { x, y };
        self.cells.iter().position(|r| r.contains(p)).and_then(Card::from_index)
    }

    /// The interior of `card`'s cell.
    pub fn cell(&self, card: Card) -> Rect {
        self.cells.get(card.index()).copied().unwrap_or_default()
    }
}

/// The size (columns, rows) of the table in `form`.
fn form_size(form: Form) -> (u16, u16) {
    if form.bordered {
        (LABEL_W + 1 + 13 * (form.w + 1), 1 + 1 + 4 * (form.h + 1))
    } else {
        (LABEL_W + 13 * (form.w + 1), 1 + 4 * form.h)
    }
}

/// The rows the roomiest table that fits `width` columns and at most `max_rows` rows takes (the
/// smallest form's when none does): a screen sizes the table's area by it, so its cells grow
/// with the room the rest of the screen leaves.
pub fn table_rows(width: u16, max_rows: u16) -> u16 {
    let fits = |f: &Form| form_size(*f).0 <= width && form_size(*f).1 <= max_rows;
    let form = FORMS.into_iter().find(fits).unwrap_or(FORMS[FORMS.len() - 1]);
    form_size(form).1
}

/// Lays the table out in `area`, centred horizontally and at the top, in the roomiest form
/// that fits (see the module docs); a too-small area clips the smallest.
pub fn table_layout(area: Rect) -> TableLayout {
    let fits = |(w, h): (u16, u16)| w <= area.width && h <= area.height;
    let form = FORMS.into_iter().find(|&f| fits(form_size(f))).unwrap_or(FORMS[FORMS.len() - 1]);
    let (width, height) = form_size(form);
    let x0 = area.x + area.width.saturating_sub(width) / 2;
    let y0 = area.y;
    let stride = form.w + 1;
    let (grid_x, first_row, row_stride) = if form.bordered {
        (x0 + LABEL_W + 1, y0 + 2, form.h + 1)
    } else {
        (x0 + LABEL_W, y0 + 1, form.h)
    };
    let mut cells = [Rect::default(); 52];
    for (i, cell) in cells.iter_mut().enumerate() {
        let (row, col) = ((i / 13) as u16, (i % 13) as u16);
        *cell = Rect::new(grid_x + col * stride, first_row + row * row_stride, form.w, form.h);
    }
    // Labels on each row's middle line, beside the cards' labels.
    let row_labels = std::array::from_fn(|r| {
        Rect::new(x0, first_row + r as u16 * row_stride + form.h / 2, LABEL_W, 1)
    });
    let bordered = form.bordered;
    // Over the cards' labels, which wide cells centre (see `render`).
    let inset = label_inset(form.w, form.h);
    let col_headers = std::array::from_fn(|c| {
        Rect::new(grid_x + c as u16 * stride + inset, y0, form.w - inset, 1)
    });
    TableLayout {
        outer: Rect::new(x0, y0, width, height),
        cells,
        row_labels,
        col_headers,
        bordered,
    }
}

/// Columns left of a cell's three-column label (` 7♠`, `10♥`): centred in a large card's
/// face, a column to the left of the middle in the narrower cells (their old look).
fn label_inset(w: u16, h: u16) -> u16 {
    if h >= 5 { w.saturating_sub(3) / 2 } else { w.saturating_sub(4) / 2 }
}

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
        }
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
