//! The key-hint bar at the bottom of every screen, built from the active screen's own bindings.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::screens::KeyHint;
use crate::theme::THEME;

/// One line of `key action` pairs; what does not fit is cut at a pair boundary, but the `?`
/// pair stays last whatever is cut before it: the help it opens lists every key.
pub struct KeyHintBar<'a> {
    pub hints: &'a [KeyHint],
}

impl Widget for &KeyHintBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let pair_width =
            |h: &KeyHint| Span::raw(h.key).width() + Span::raw(h.action.as_ref()).width() + 4;
        let total: usize = self.hints.iter().map(pair_width).sum();
        let help = self.hints.iter().find(|h| h.key == "?");
        // When everything fits, everything in order; else room is kept for `?` at the end.
        let keep_help = total > usize::from(area.width) && help.is_some();
        let room = usize::from(area.width) - if keep_help { help.map_or(0, pair_width) } else { 0 };
        let mut shown: Vec<&KeyHint> = Vec::new();
        let mut width = 0usize;
        for h in self.hints.iter().filter(|h| !keep_help || h.key != "?") {
            if width + pair_width(h) > room {
                break;
            }
            width += pair_width(h);
            shown.push(h);
        }
        shown.extend(help.filter(|_| keep_help));
        let spans: Vec<Span> = shown
            .iter()
            .flat_map(|h| {
                [
                    Span::styled(format!(" {} ", h.key), THEME.hint_key),
                    Span::styled(format!(" {} ", h.action), THEME.hint_text),
                ]
            })
            .collect();
        Line::from(spans).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::hint;

    #[test]
    fn hints_are_cut_at_a_pair_boundary() {
        let hints = [hint("↑↓", "move"), hint("Enter", "choose"), hint("q", "quit")];
        let render = |width| {
            let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
            (&KeyHintBar { hints: &hints }).render(buf.area, &mut buf);
            buf
        };
        // Each pair takes key + action + 4 cells: 10 for the first, 15 for the second.
        let mut expected = Buffer::with_lines([" ↑↓  move  Enter  choose "]);
        expected.set_style(Rect::new(0, 0, 4, 1), THEME.hint_key);
        expected.set_style(Rect::new(4, 0, 6, 1), THEME.hint_text);
        expected.set_style(Rect::new(10, 0, 7, 1), THEME.hint_key);
        expected.set_style(Rect::new(17, 0, 8, 1), THEME.hint_text);
        assert_eq!(render(25), expected);
        let cut = render(24);
        let text: String = (0..24).map(|x| cut[(x, 0)].symbol()).collect();
        assert_eq!(text, format!("{:<24}", " ↑↓  move "));
    }

    #[test]
    fn help_stays_last_when_the_bar_is_cut() {
        let hints =
            [hint("↑↓", "move"), hint("Enter", "choose"), hint("?", "help"), hint("q", "quit")];
        let mut buf = Buffer::empty(Rect::new(0, 0, 34, 1));
        (&KeyHintBar { hints: &hints }).render(buf.area, &mut buf);
        let text: String = (0..34).map(|x| buf[(x, 0)].symbol()).collect();
        assert_eq!(text.trim_end(), " ↑↓  move  Enter  choose  ?  help");
    }
}
