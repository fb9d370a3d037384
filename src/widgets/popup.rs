//! Dialogs and overlays drawn over a screen: a centred box that clears what is under it.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use crate::theme::THEME;
use crate::widgets::text::{self, Wrapped};

/// Whether what a dialog will hide (`DrawCtx::hidden`) covers any of `area`: a widget leaves
/// out whole what it would cut (a card, a mark, an event).
pub fn hides_any(hidden: Option<Rect>, area: Rect) -> bool {
    hidden.is_some_and(|h| h.intersects(area))
}

/// A `width` x `height` rectangle centred in `area`, shrunk to fit.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h)
}

/// A bordered box with a title and lines of text, sized to its content.
pub struct Dialog<'a> {
    pub title: Cow<'a, str>,
    pub lines: Vec<Line<'a>>,
    /// Rows scrolled off the top, for a text read by scrolling (the help, the log); `None` for
    /// one that must show whole (a result, a question), where a row that has no room is a
    /// silent cut (see `widgets::text`).
    pub scroll: Option<u16>,
}

/// Columns the border and padding take: a border cell and a padding cell on each side.
pub const FRAME_W: usize = 4;

impl Dialog<'_> {
    /// The area the dialog takes inside `area`: as wide as its widest line, or as `area`
    /// allows, and as tall as its lines once wrapped to that width (so a long warning on a
    /// narrow terminal is not cut off at the bottom border).
    pub fn area(&self, area: Rect) -> Rect {
        let title_w = Line::from(self.title.as_ref()).width() + 2;
        let inner_w = self.lines.iter().map(Line::width).max().unwrap_or(0).max(title_w);
        let w = u16::try_from(inner_w + FRAME_W).unwrap_or(u16::MAX).min(area.width);
        let text_w = w.saturating_sub(FRAME_W as u16).max(1);
        let wrapped = text::row_count(&self.lines, usize::from(text_w));
        let h = u16::try_from(wrapped + 2).unwrap_or(u16::MAX);
        centered(area, w, h)
    }

    /// The box it takes in `area` and the blank cell it clears around it, so that a box of
    /// the screen under it ends before the dialog's border instead of running into it (`│─┐`
    /// reads as one torn box). A screen that keeps its own boxes clear of a dialog keeps them
    /// out of this.
    pub fn with_margin(&self, area: Rect) -> Rect {
        self.area(area).outer(Margin::new(1, 1))
    }

    /// The rows it takes in `area`, its margin included, across the columns of `across`: a
    /// band cleared before it is drawn, so text beside it is hidden whole rather than cut at
    /// its margin. Callers clip it to where they draw.
    pub fn rows_across(&self, area: Rect, across: Rect) -> Rect {
        Rect { x: across.x, width: across.width, ..self.with_margin(area) }
    }

    /// Scrolled so that its last line shows at the bottom of the box it takes in `area` (a log
    /// opened at its newest entry).
    pub fn scrolled_to_end(mut self, area: Rect) -> Self {
        let rect = self.area(area);
        self.scroll = Some(self.last_scroll(rect.width, rect.height));
        self
    }

    /// The furthest the text scrolls in a box `width` × `height`: its last row at the bottom.
    pub fn last_scroll(&self, width: u16, height: u16) -> u16 {
        let text_w = width.saturating_sub(FRAME_W as u16).max(1);
        let total = text::row_count(&self.lines, usize::from(text_w));
        let total = u16::try_from(total).unwrap_or(u16::MAX);
        total.saturating_sub(height.saturating_sub(2))
    }
}

impl Widget for &Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rect = self.area(area);
        let cleared = match self.scroll {
            // A text read by scrolling (the help, the log) is a page of its own, nearly as
            // large as `area`: it clears all of `area`, since what a margin would leave beside
            // it are slivers of the screen's boxes, cut off at their corners (`testing::boxes`).
            Some(_) => area.intersection(buf.area),
            // Above and beside the dialog's area (a box of the screen may be there), never
            // below it: the key bar lives there.
            None => self.with_margin(area).intersection(Rect {
                height: area.bottom().saturating_sub(buf.area.y),
                ..buf.area
            }),
        };
        Clear.render(cleared, buf);
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(THEME.focus_border)
            .title(Line::styled(format!(" {} ", self.title), THEME.title))
            .padding(ratatui::widgets::Padding::horizontal(1));
        // A text read by scrolling says there is more above or below it, on its border.
        let block = match self.scroll {
            Some(rows) => {
                let rows = rows.min(self.last_scroll(rect.width, rect.height));
                let more_above = rows > 0;
                let more_below = rows < self.last_scroll(rect.width, rect.height);
                let mark = |on: bool, text: &'static str| if on { text } else { "" };
                block
                    .title_top(Line::styled(mark(more_above, " ▲ "), THEME.dim).right_aligned())
                    .title_bottom(Line::styled(mark(more_below, " ▼ "), THEME.dim).right_aligned())
            }
            None => block,
        };
        let wrapped = Wrapped::new(self.lines.clone()).block(block);
        match self.scroll {
            // Never past the last row: a scroll beyond it would show blank rows.
            Some(rows) => wrapped.scroll(rows.min(self.last_scroll(rect.width, rect.height))),
            None => wrapped,
        }
        .render(rect, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centred_rect_fits_inside() {
        assert_eq!(centered(Rect::new(0, 0, 10, 10), 4, 2), Rect::new(3, 4, 4, 2));
        assert_eq!(centered(Rect::new(2, 2, 3, 3), 40, 20), Rect::new(2, 2, 3, 3));
    }

    #[test]
    fn dialog_draws_its_title_and_text() {
        let d = Dialog { title: "Quit?".into(), lines: vec![Line::from("y / n")], scroll: None };
        let mut buf = Buffer::empty(Rect::new(0, 0, 13, 5));
        (&d).render(buf.area, &mut buf);
        let text: Vec<String> =
            (0..5).map(|y| (0..13).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect();
        // The title keeps a cell of border on each side; the text a cell of padding.
        assert_eq!(text[1], " ╭ Quit? ──╮ ");
        assert_eq!(text[2], " │ y / n   │ ");
        assert_eq!(text[3], " ╰─────────╯ ");
    }

    #[test]
    fn a_dialog_narrower_than_its_text_grows_to_show_every_wrapped_line() {
        let long = "settings.toml could not be read (it is not text); defaults are in use.";
        let d = Dialog {
            title: "Warning".into(),
            lines: vec![Line::from(long), Line::from("Press any key.")],
            scroll: None,
        };
        let area = Rect::new(0, 0, 30, 20);
        let rect = d.area(area);
        assert_eq!(rect.width, 30);
        let mut buf = Buffer::empty(area);
        (&d).render(area, &mut buf);
        let text: String = (rect.y..rect.bottom())
            .map(|y| (0..30).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>() + "\n")
            .collect();
        // Every word of both lines is inside the box, the last line above the bottom border.
        for word in long.split(' ').chain(["Press", "any", "key."]) {
            assert!(text.contains(word), "{word:?} cut off:\n{text}");
        }
        let last_inner = rect.bottom() - 2;
        let row: String = (0..30).map(|x| buf[(x, last_inner)].symbol().to_string()).collect();
        assert!(row.contains("Press any key."), "{row:?}\n{text}");
    }

    /// A question clears a blank cell around itself and leaves the rest of the screen; a text
    /// read by scrolling clears all of its area, so no sliver of a box is left beside it.
    #[test]
    fn a_scrolling_dialog_clears_its_whole_area_a_question_only_its_margin() {
        let lines = vec![Line::from("y / n")];
        let drawn = |scroll: Option<u16>| {
            let mut buf = Buffer::with_lines(vec!["#".repeat(15); 5]);
            let d = Dialog { title: "Quit?".into(), lines: lines.clone(), scroll };
            (&d).render(buf.area, &mut buf);
            (0..5).map(|y| (0..15).map(|x| buf[(x, y)].symbol()).collect()).collect::<Vec<String>>()
        };
        assert_eq!(drawn(None)[2], "# │ y / n   │ #");
        assert_eq!(drawn(Some(0))[2], "  │ y / n   │  ");
        assert_eq!(drawn(Some(0))[0], " ".repeat(15));
    }
}
