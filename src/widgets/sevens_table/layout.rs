//! The Killer Sevens table's geometry, `table_layout`: the roomiest form of the table that
//! fits an area, and where each cell, label and header sits in it. Drawing and mouse
//! hit-testing both use it (the forms are pictured in the parent module's docs).

use ratatui::layout::{Position, Rect};

use crate::games::cards::Card;

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
pub(super) fn label_inset(w: u16, h: u16) -> u16 {
    if h >= 5 { w.saturating_sub(3) / 2 } else { w.saturating_sub(4) / 2 }
}
