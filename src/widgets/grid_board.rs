//! `GridBoard`: a board of `cols` x `rows` cells with grid lines, optional a–h / 1–8
//! coordinates, a cursor and per-cell styles. Tic-tac-toe and Othello both draw with it.
//! `grid_layout` is the one place the geometry is computed, for drawing and for mouse clicks.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::theme::THEME;
use crate::widgets::popup::hides_any;

/// What one cell shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GridCell {
    /// Text centred in the cell (a mark, a disc, a dot).
    pub text: String,
    /// Style of the cell interior.
    pub style: Style,
}

/// Where the board and each cell sit on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridLayout {
    /// The whole board including grid lines and coordinates.
    pub outer: Rect,
    /// Interiors of the cells, row by row.
    pub cells: Vec<Rect>,
}

impl GridLayout {
    /// The cell under screen position (x, y), if any.
    pub fn hit_test(&self, x: u16, y: u16) -> Option<usize> {
        self.cells.iter().position(|r| r.contains((x, y).into()))
    }
}

/// Size and look of a board; cell contents come separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridSpec {
    pub cols: u16,
    pub rows: u16,
    pub cell_width: u16,
    pub cell_height: u16,
    /// Letters above and numbers at the left.
    pub coordinates: bool,
}

impl GridSpec {
    /// Columns and rows the whole board needs.
    pub fn size(&self) -> (u16, u16) {
        let coord = u16::from(self.coordinates);
        (
            self.cols * (self.cell_width + 1) + 1 + coord * 2,
            self.rows * (self.cell_height + 1) + 1 + coord,
        )
    }
}

/// Centres the board in `area` and places every cell. Cells that would fall outside `area`
/// are clipped to it, so a too-small area never panics (the app shows "please enlarge").
pub fn grid_layout(spec: &GridSpec, area: Rect) -> GridLayout {
    let (w, h) = spec.size();
    let outer = crate::widgets::popup::centered(area, w, h);
    let coord = u16::from(spec.coordinates);
    let left = outer.x + coord * 2;
    let top = outer.y + coord;
    let mut cells = Vec::with_capacity(usize::from(spec.cols * spec.rows));
    for r in 0..spec.rows {
        for c in 0..spec.cols {
            let cell = Rect::new(
                left + 1 + c * (spec.cell_width + 1),
                top + 1 + r * (spec.cell_height + 1),
                spec.cell_width,
                spec.cell_height,
            );
            cells.push(cell.intersection(area));
        }
    }
    GridLayout { outer, cells }
}

/// The board widget.
pub struct GridBoard<'a> {
    pub spec: GridSpec,
    pub cells: &'a [GridCell],
    pub cursor: Option<usize>,
    pub line_style: Style,
    /// What a dialog over the screen will hide (`DrawCtx::hidden`): a cell it covers even in
    /// part shows no mark, so no half disc or mark peeks out from under it (the grid's lines
    /// are cut like any box's sides).
    pub hidden: Option<Rect>,
}

impl GridBoard<'_> {
    /// Box-drawing lines (the ASCII card style turns them into `+-|` in the frame's last pass).
    fn line_glyphs(&self) -> [&'static str; 11] {
        // h, v, tl, tr, bl, br, top-tee, bottom-tee, left-tee, right-tee, cross
        ["─", "│", "┌", "┐", "└", "┘", "┬", "┴", "├", "┤", "┼"]
    }
}

impl Widget for &GridBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let layout = grid_layout(&self.spec, area);
        let s = &self.spec;
        let g = self.line_glyphs();
        let coord = u16::from(s.coordinates);
        let left = layout.outer.x + coord * 2;
        let top = layout.outer.y + coord;
        let width = s.cols * (s.cell_width + 1) + 1;
        let height = s.rows * (s.cell_height + 1) + 1;
        let mut put = |x: u16, y: u16, sym: &str, style: Style| {
            if area.contains((x, y).into()) {
                buf[(x, y)].set_symbol(sym).set_style(style);
            }
        };
        for dy in 0..height {
            for dx in 0..width {
                let on_v = dx % (s.cell_width + 1) == 0;
                let on_h = dy % (s.cell_height + 1) == 0;
                let (first_x, last_x) = (dx == 0, dx == width - 1);
                let (first_y, last_y) = (dy == 0, dy == height - 1);
                let sym = match (on_h, on_v) {
                    (true, true) => match (first_y, last_y, first_x, last_x) {
                        (true, _, true, _) => g[2],
                        (true, _, _, true) => g[3],
                        (_, true, true, _) => g[4],
                        (_, true, _, true) => g[5],
                        (true, _, _, _) => g[6],
                        (_, true, _, _) => g[7],
                        (_, _, true, _) => g[8],
                        (_, _, _, true) => g[9],
                        _ => g[10],
                    },
                    (true, false) => g[0],
                    (false, true) => g[1],
                    (false, false) => continue,
                };
                put(left + dx, top + dy, sym, self.line_style);
            }
        }
        if s.coordinates {
            for c in 0..s.cols {
                let label = char::from(b'a' + (c as u8 % 26)).to_string();
                let x = left + 1 + c * (s.cell_width + 1) + s.cell_width / 2;
                put(x, layout.outer.y, &label, THEME.dim);
            }
            // On the row a one-line mark is centred on (the upper middle of an even height),
            // so an Othello row's number is level with its legal-move dot.
            for r in 0..s.rows {
                let y = top + 1 + r * (s.cell_height + 1) + s.cell_height.saturating_sub(1) / 2;
                put(layout.outer.x, y, &(r + 1).to_string(), THEME.dim);
            }
        }
        for (i, rect) in layout.cells.iter().enumerate() {
            let Some(cell) = self.cells.get(i) else { break };
            let mut style = cell.style;
            if self.cursor == Some(i) {
                style = style.patch(THEME.cursor);
            }
            buf.set_style(*rect, style);
            if hides_any(self.hidden, *rect) {
                continue;
            }
            // One line or several (a large mark), centred both ways.
            let lines: Vec<&str> = cell.text.split('\n').collect();
            let n = u16::try_from(lines.len()).unwrap_or(u16::MAX);
            let first = rect.y + rect.height.saturating_sub(n) / 2;
            for (dy, text) in (0..rect.height.min(n)).zip(lines) {
                let row = Rect::new(rect.x, first + dy, rect.width, 1);
                Line::from(text).centered().style(style).render(row, buf);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(coordinates: bool) -> GridSpec {
        GridSpec { cols: 3, rows: 2, cell_width: 3, cell_height: 1, coordinates }
    }

    fn text(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn draws_lines_cells_and_coordinates() {
        let cells: Vec<GridCell> = ["X", "", "O", "", "X", ""]
            .iter()
            .map(|t| GridCell { text: t.to_string(), ..Default::default() })
            .collect();
        let board = GridBoard {
            spec: spec(true),
            cells: &cells,
            cursor: Some(4),
            line_style: Style::new(),
            hidden: None,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 15, 6));
        (&board).render(buf.area, &mut buf);
        assert_eq!(
            text(&buf),
            [
                "    a   b   c  ",
                "  ┌───┬───┬───┐",
                "1 │ X │   │ O │",
                "  ├───┼───┼───┤",
                "2 │   │ X │   │",
                "  └───┴───┴───┘",
            ]
        );
        assert_eq!(buf[(7, 4)].style().add_modifier, THEME.cursor.add_modifier);
    }

    #[test]
    fn ascii_lines_and_hit_test_agree_with_drawing() {
        let s = spec(false);
        let cells = vec![GridCell::default(); 6];
        let board = GridBoard {
            spec: s,
            cells: &cells,
            cursor: None,
            line_style: Style::new(),
            hidden: None,
        };
        let area = Rect::new(0, 0, 13, 5);
        let mut buf = Buffer::empty(area);
        (&board).render(area, &mut buf);
        // The ASCII style is the frame's last pass, for this board as for everything drawn.
        crate::term_caps::ascii_glyphs(&mut buf);
        assert_eq!(text(&buf)[0], "+---+---+---+");
        let layout = grid_layout(&s, area);
        assert_eq!(layout.hit_test(5, 3), Some(4));
        assert_eq!(layout.hit_test(4, 3), None, "a grid line is no cell");
        assert_eq!(layout.hit_test(11, 1), Some(2));
    }

    /// A dialog that will cover the lower half of the middle row's cells takes their marks
    /// whole; the cells beside it, and the grid's lines, are drawn as ever.
    #[test]
    fn a_cell_a_dialog_will_cover_in_part_shows_no_mark() {
        let s = GridSpec { cols: 3, rows: 1, cell_width: 3, cell_height: 2, coordinates: false };
        let cells = vec![GridCell { text: "┌─┐\n└─┘".into(), ..Default::default() }; 3];
        let hidden = Some(Rect::new(5, 2, 3, 1));
        let board =
            GridBoard { spec: s, cells: &cells, cursor: None, line_style: Style::new(), hidden };
        let mut buf = Buffer::empty(Rect::new(0, 0, 13, 4));
        (&board).render(buf.area, &mut buf);
        assert_eq!(
            text(&buf),
            ["┌───┬───┬───┐", "│┌─┐│   │┌─┐│", "│└─┘│   │└─┘│", "└───┴───┴───┘"]
        );
    }

    #[test]
    fn too_small_an_area_clips_without_panicking() {
        let cells = vec![GridCell { text: "O".into(), ..Default::default() }; 6];
        let board = GridBoard {
            spec: spec(true),
            cells: &cells,
            cursor: Some(0),
            line_style: Style::new(),
            hidden: None,
        };
        for (w, h) in [(1, 1), (5, 2), (14, 5)] {
            let mut buf = Buffer::empty(Rect::new(3, 2, w, h));
            (&board).render(buf.area, &mut buf);
        }
    }
}
