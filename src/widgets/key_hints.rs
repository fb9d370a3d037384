//! The key-hint bar at the bottom of every screen, built from the active screen's own bindings.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::screens::KeyHint;
use crate::theme::THEME;

/// One line of `key action` pairs; what does not fit is cut at a pair boundary and marked
/// with "…" (never cut silently), and the `?` pair stays last whatever is cut before it: the
/// help it opens lists every key.
pub struct KeyHintBar<'a> {
    pub hints: &'a [KeyHint],
}

/// The mark where pairs were left out, as wide as it is drawn.
const CUT_MARK: &str = " … ";

impl Widget for &KeyHintBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let pair_width =
            |h: &KeyHint| Span::raw(h.key).width() + Span::raw(h.action.as_ref()).width() + 4;
        let total: usize = self.hints.iter().map(pair_width).sum();
        let help = self.hints.iter().find(|h| h.key == "?");
        // When everything fits, everything in order; else room is kept for the mark and for
        // `?` at the end.
        let cut = total > usize::from(area.width);
        let keep_help = cut && help.is_some();
        let kept = if keep_help { help.map_or(0, pair_width) } else { 0 };
        let mark = if cut { Span::raw(CUT_MARK).width() } else { 0 };
        let room = usize::from(area.width).saturating_sub(kept + mark);
        let mut shown: Vec<&KeyHint> = Vec::new();
        let mut width = 0usize;
        for h in self.hints.iter().filter(|h| !keep_help || h.key != "?") {
            if width + pair_width(h) > room {
                break;
            }
            width += pair_width(h);
            shown.push(h);
        }
        let pair = |h: &KeyHint| {
            [
                Span::styled(format!(" {} ", h.key), THEME.hint_key),
                Span::styled(format!(" {} ", h.action), THEME.hint_text),
            ]
        };
        let mut spans: Vec<Span> = shown.iter().flat_map(|h| pair(h)).collect();
        if cut {
            spans.push(Span::styled(CUT_MARK, THEME.hint_text));
        }
        spans.extend(help.filter(|_| keep_help).into_iter().flat_map(pair));
        Line::from(spans).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::hint;

    #[test]
    fn hints_are_cut_at_a_pair_boundary_and_the_cut_is_marked() {
        let hints = [hint("↑↓", "move"), hint("Enter", "choose"), hint("q", "quit")];
        let render = |width| {
            let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
            (&KeyHintBar { hints: &hints }).render(buf.area, &mut buf);
            buf
        };
        let text =
            |buf: &Buffer| (0..buf.area.width).map(|x| buf[(x, 0)].symbol()).collect::<String>();
        // Each pair takes key + action + 4 cells: 10, 15 and 9, 34 in all.
        let mut expected = Buffer::with_lines([" ↑↓  move  Enter  choose  q  quit "]);
        expected.set_style(Rect::new(0, 0, 4, 1), THEME.hint_key);
        expected.set_style(Rect::new(4, 0, 6, 1), THEME.hint_text);
        expected.set_style(Rect::new(10, 0, 7, 1), THEME.hint_key);
        expected.set_style(Rect::new(17, 0, 8, 1), THEME.hint_text);
        expected.set_style(Rect::new(25, 0, 3, 1), THEME.hint_key);
        expected.set_style(Rect::new(28, 0, 6, 1), THEME.hint_text);
        assert_eq!(render(34), expected);
        // One cell less: the last pair goes, and " … " (3 cells) says something did.
        assert_eq!(text(&render(33)), format!("{:<33}", " ↑↓  move  Enter  choose  … "));
        // Room for the mark is kept: at 27 cells the second pair goes too.
        assert_eq!(text(&render(27)), format!("{:<27}", " ↑↓  move  … "));
    }

    #[test]
    fn help_stays_last_when_the_bar_is_cut() {
        let hints =
            [hint("↑↓", "move"), hint("Enter", "choose"), hint("?", "help"), hint("q", "quit")];
        let mut buf = Buffer::empty(Rect::new(0, 0, 34, 1));
        (&KeyHintBar { hints: &hints }).render(buf.area, &mut buf);
        let text: String = (0..34).map(|x| buf[(x, 0)].symbol()).collect();
        assert_eq!(text.trim_end(), " ↑↓  move  …  ?  help");
    }
}
