//! Dialogs and overlays drawn over a screen: a centred box that clears what is under it.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use crate::theme::THEME;

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
    /// Lines scrolled off the top (long help texts).
    pub scroll: u16,
}

impl Dialog<'_> {
    /// The area the dialog takes inside `area`.
    pub fn area(&self, area: Rect) -> Rect {
        let title_w = Line::from(self.title.as_ref()).width() + 2;
        let inner_w = self.lines.iter().map(Line::width).max().unwrap_or(0).max(title_w);
        let w = u16::try_from(inner_w + 4).unwrap_or(u16::MAX);
        let h = u16::try_from(self.lines.len() + 2).unwrap_or(u16::MAX);
        centered(area, w, h)
    }
}

impl Widget for &Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rect = self.area(area);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(THEME.focus_border)
            .title(Line::styled(format!(" {} ", self.title), THEME.title))
            .padding(ratatui::widgets::Padding::horizontal(1));
        Paragraph::new(self.lines.clone())
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((self.scroll, 0))
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
        let d = Dialog { title: "Quit?".into(), lines: vec![Line::from("y / n")], scroll: 0 };
        let mut buf = Buffer::empty(Rect::new(0, 0, 13, 5));
        (&d).render(buf.area, &mut buf);
        let text: Vec<String> =
            (0..5).map(|y| (0..13).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect();
        // The title keeps a cell of border on each side; the text a cell of padding.
        assert_eq!(text[1], " ╭ Quit? ──╮ ");
        assert_eq!(text[2], " │ y / n   │ ");
        assert_eq!(text[3], " ╰─────────╯ ");
    }
}
