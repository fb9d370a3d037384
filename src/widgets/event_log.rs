//! The last few events of a game, newest at the bottom and lit, older ones dim above it, in as
//! many rows as the area has: each event wraps rather than being cut, and the oldest that no
//! longer fit are left out whole (the full log is one key away, `screens::game_log`). An event
//! a dialog will partly cover (`hidden`) is left out whole too, its rows kept blank, so no
//! stray last row of it shows beside the dialog.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::theme::THEME;
use crate::widgets::popup::hides_any;
use crate::widgets::text::{Wrapped, row_ranges};

/// Recent events, oldest first. Build with the lines and an alignment.
pub struct RecentEvents<'a> {
    pub lines: &'a [String],
    pub alignment: Alignment,
    /// The events hang from the top of the area (under a panel) instead of standing on its
    /// bottom (over the status line).
    pub from_top: bool,
    /// What a dialog drawn next will hide (`DrawCtx::hidden`).
    pub hidden: Option<Rect>,
}

impl RecentEvents<'_> {
    /// The lines shown in an area `width` wide and `height` tall: the newest that fit whole,
    /// as (index into `lines`, rows it takes once wrapped).
    pub fn fitting(&self, width: u16, height: u16) -> Vec<(usize, u16)> {
        let mut shown = Vec::new();
        let mut used = 0u16;
        for (i, text) in self.lines.iter().enumerate().rev() {
            let rows = rows(text, width);
            if rows == 0 || used + rows > height {
                break;
            }
            used += rows;
            shown.push((i, rows));
        }
        shown.reverse();
        shown
    }
}

/// Rows `text` takes wrapped (`widgets::text`) to `width` columns.
fn rows(text: &str, width: u16) -> u16 {
    if width == 0 {
        return 0;
    }
    let n = row_ranges(text, usize::from(width)).len();
    u16::try_from(n).unwrap_or(u16::MAX)
}

impl Widget for &RecentEvents<'_> {
    /// The shown events sit at the bottom of `area`, right above whatever follows it.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let shown = self.fitting(area.width, area.height);
        let total: u16 = shown.iter().map(|&(_, r)| r).sum();
        let mut y = if self.from_top { area.y } else { area.bottom() - total };
        let newest = self.lines.len().checked_sub(1);
        for (i, rows) in shown {
            let at = Rect::new(area.x, y, area.width, rows);
            y += rows;
            if hides_any(self.hidden, at) {
                continue;
            }
            let style = if Some(i) == newest { THEME.last_move } else { THEME.dim };
            let mut line = Line::styled(self.lines[i].as_str(), style);
            line.alignment = Some(self.alignment);
            Wrapped::line(line).render(at, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn the_newest_events_that_fit_are_shown_whole_and_in_order() {
        let l = lines(&["one", "two words here", "three"]);
        let log =
            RecentEvents { lines: &l, alignment: Alignment::Left, from_top: false, hidden: None };
        assert_eq!(log.fitting(20, 5), [(0, 1), (1, 1), (2, 1)]);
        assert_eq!(log.fitting(20, 2), [(1, 1), (2, 1)]);
        // "two words here" wraps onto two rows at width 9: it needs both or it is left out.
        assert_eq!(log.fitting(9, 3), [(1, 2), (2, 1)]);
        assert_eq!(log.fitting(9, 2), [(2, 1)]);
        assert_eq!(log.fitting(0, 9), []);
    }

    #[test]
    fn the_newest_line_is_drawn_last_at_the_bottom() {
        let l = lines(&["old", "new"]);
        let mut buf = Buffer::empty(Rect::new(0, 0, 5, 4));
        (&RecentEvents { lines: &l, alignment: Alignment::Left, from_top: false, hidden: None })
            .render(buf.area, &mut buf);
        let row = |y| (0..5).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>();
        assert_eq!([row(0), row(1), row(2), row(3)], ["     ", "     ", "old  ", "new  "]);
        assert_eq!(buf[(0, 3)].style().fg, THEME.last_move.fg);
    }

    #[test]
    fn an_event_a_dialog_will_partly_hide_is_left_out_whole_and_keeps_its_rows() {
        let l = lines(&["old", "two words", "new"]);
        let mut buf = Buffer::empty(Rect::new(0, 0, 5, 4));
        // The dialog hides row 1, the first of "two words"' two rows.
        let hidden = Some(Rect::new(2, 1, 3, 1));
        (&RecentEvents { lines: &l, alignment: Alignment::Left, from_top: false, hidden })
            .render(buf.area, &mut buf);
        let row = |y| (0..5).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>();
        assert_eq!([row(0), row(1), row(2), row(3)], ["old  ", "     ", "     ", "new  "]);
    }
}
