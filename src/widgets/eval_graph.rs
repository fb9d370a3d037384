//! `EvalGraph`: a game's evaluation as columns above and below a zero line (one column per
//! move, sampled evenly when the game is longer than the width), with the scale written at
//! the left. Ratatui's Sparkline cannot go below zero, so Othello's "who is ahead" graph
//! draws itself here. A review marks mistakes (`!` on the zero line) and the move it is at
//! (that column reversed).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

/// Columns the scale labels take at the left.
pub const GUTTER: u16 = 4;
/// The smallest full-scale value, so early small advantages do not fill the graph.
const MIN_SCALE: i32 = 8;

/// The graph widget. Positive scores grow up from the zero line, negative ones down.
pub struct EvalGraph<'a> {
    pub scores: &'a [i32],
    pub up_style: Style,
    pub down_style: Style,
    pub axis_style: Style,
    /// Score indices marked as mistakes.
    pub marks: &'a [usize],
    /// The score index a review stands at.
    pub cursor: Option<usize>,
    pub mark_style: Style,
}

impl EvalGraph<'_> {
    /// The score shown in column `c` of `width` columns, if any.
    pub fn sample(&self, c: u16, width: u16) -> Option<i32> {
        let n = self.scores.len();
        let (c, w) = (usize::from(c), usize::from(width));
        if n == 0 || c >= w {
            return None;
        }
        if n <= w {
            return self.scores.get(c).copied();
        }
        // More scores than columns: spread the columns evenly, first and last included.
        Some(self.scores[c * (n - 1) / (w - 1).max(1)])
    }

    /// The column that shows score `i` (the inverse of `sample`'s spreading).
    pub fn column_of(&self, i: usize, width: u16) -> Option<u16> {
        let (n, w) = (self.scores.len(), usize::from(width));
        if i >= n || w == 0 {
            return None;
        }
        let c = if n <= w { i } else { (i * (w - 1) + (n - 1) / 2) / (n - 1).max(1) };
        u16::try_from(c).ok()
    }

    /// The value a full-height column stands for.
    pub fn scale(&self) -> i32 {
        let top = self.scores.iter().map(|s| s.abs()).max().unwrap_or(0);
        top.max(MIN_SCALE)
    }
}

impl Widget for &EvalGraph<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width <= GUTTER || area.height < 3 {
            return;
        }
        let zero = area.y + area.height / 2;
        let up_rows = zero - area.y;
        let down_rows = area.bottom() - zero - 1;
        let scale = self.scale();
        buf.set_stringn(area.x, area.y, format!("+{scale}"), usize::from(GUTTER), self.axis_style);
        buf.set_stringn(area.x, zero, " 0", usize::from(GUTTER), self.axis_style);
        let bottom = area.bottom() - 1;
        buf.set_stringn(area.x, bottom, format!("-{scale}"), usize::from(GUTTER), self.axis_style);
        let left = area.x + GUTTER;
        let width = area.width - GUTTER;
        for c in 0..width {
            buf[(left + c, zero)].set_symbol("─").set_style(self.axis_style);
            let Some(v) = self.sample(c, width) else { continue };
            let rows = if v >= 0 { up_rows } else { down_rows };
            // Bars in half rows: a full-scale score fills every row on its side.
            let halves = (v.abs() * i32::from(rows) * 2 + scale / 2) / scale;
            let halves = u16::try_from(halves).unwrap_or(0).min(rows * 2);
            for h in 0..halves.div_ceil(2) {
                let full = (h + 1) * 2 <= halves;
                let (y, sym, style) = if v >= 0 {
                    (zero - 1 - h, if full { "█" } else { "▄" }, self.up_style)
                } else {
                    (zero + 1 + h, if full { "█" } else { "▀" }, self.down_style)
                };
                buf[(left + c, y)].set_symbol(sym).set_style(style);
            }
        }
        for &i in self.marks {
            if let Some(c) = self.column_of(i, width) {
                buf[(left + c, zero)].set_symbol("!").set_style(self.mark_style);
            }
        }
        if let Some(c) = self.cursor.and_then(|i| self.column_of(i, width)) {
            for y in area.y..area.bottom() {
                let cell = &mut buf[(left + c, y)];
                cell.set_style(cell.style().add_modifier(Modifier::REVERSED));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(scores: &[i32], w: u16, h: u16) -> Vec<String> {
        let g = EvalGraph {
            scores,
            up_style: Style::new(),
            down_style: Style::new(),
            axis_style: Style::new(),
            marks: &[],
            cursor: None,
            mark_style: Style::new(),
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        (&g).render(buf.area, &mut buf);
        (0..h).map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect()).collect()
    }

    #[test]
    fn positive_scores_rise_and_negative_ones_fall() {
        // Scale 8, two rows each side: 8 fills both rows, 2 is half a row, -4 one row.
        let rows = draw(&[0, 2, 8, -4, -8], 9, 5);
        assert_eq!(rows, ["+8    █  ", "     ▄█  ", " 0  ─────", "       ██", "-8      █"]);
    }

    #[test]
    fn long_games_are_sampled_with_first_and_last_kept() {
        let scores: Vec<i32> = (0..60).collect();
        let g = EvalGraph {
            scores: &scores,
            up_style: Style::new(),
            down_style: Style::new(),
            axis_style: Style::new(),
            marks: &[],
            cursor: None,
            mark_style: Style::new(),
        };
        assert_eq!(g.sample(0, 10), Some(0));
        assert_eq!(g.sample(9, 10), Some(59));
        assert_eq!(g.sample(10, 10), None);
        assert_eq!(g.scale(), 59);
    }

    #[test]
    fn mistakes_are_marked_on_the_zero_line_and_the_cursor_column_is_reversed() {
        let scores = [0, 2, 8, -4, -8];
        let g = EvalGraph {
            scores: &scores,
            up_style: Style::new(),
            down_style: Style::new(),
            axis_style: Style::new(),
            marks: &[3],
            cursor: Some(2),
            mark_style: Style::new(),
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 9, 5));
        (&g).render(buf.area, &mut buf);
        assert_eq!(buf[(GUTTER + 3, 2)].symbol(), "!");
        for y in 0..5 {
            assert!(buf[(GUTTER + 2, y)].modifier.contains(Modifier::REVERSED));
            assert!(!buf[(GUTTER + 1, y)].modifier.contains(Modifier::REVERSED));
        }
        // Sampled: the first and last scores keep the first and last columns.
        let long: Vec<i32> = (0..60).collect();
        let g = EvalGraph { scores: &long, ..g };
        assert_eq!(g.column_of(0, 10), Some(0));
        assert_eq!(g.column_of(59, 10), Some(9));
        assert_eq!(g.column_of(60, 10), None);
    }

    #[test]
    fn tiny_areas_draw_nothing_and_do_not_panic() {
        for (w, h) in [(0, 0), (4, 5), (10, 2), (5, 3)] {
            draw(&[3, -3], w, h);
        }
    }
}
