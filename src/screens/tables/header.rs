//! The header line over a game at a table: the game, its detail (the players), the table's
//! number, "watching", and the turn timer. When it is too wide for the terminal the table's
//! number goes first, then the detail is cut with "…"; "watching" and the timer (the part
//! that changes and warns) are never cut.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use crate::theme::THEME;
use crate::widgets::clip::clip;

/// What the header holds, each part already translated.
pub struct SeatHeader<'a> {
    pub game: &'a str,
    pub detail: &'a str,
    pub table: &'a str,
    pub watching: Option<&'a str>,
    /// The turn timer's text, and whether it warns (one's own time nearly out).
    pub timer: Option<(&'a str, bool)>,
}

impl SeatHeader<'_> {
    /// The game and its detail (cut with "…" to `room` cells), and the table's number or not.
    fn lead(&self, with_table: bool, room: usize) -> Line<'static> {
        let game = format!(" {}", self.game);
        let table = with_table.then(|| format!(" · {}", self.table));
        let fixed = Line::raw(format!("{game} · {}", table.as_deref().unwrap_or(""))).width();
        let detail = clip(self.detail, room.saturating_sub(fixed));
        let mut spans =
            vec![Span::styled(game, THEME.title), Span::styled(format!(" · {detail}"), THEME.dim)];
        if let Some(table) = table {
            spans.push(Span::raw(table));
        }
        Line::from(spans)
    }

    /// "watching" and the timer, each with its separator, as they follow the lead.
    fn tail(&self) -> Line<'static> {
        let mut spans = Vec::new();
        if let Some(watching) = self.watching {
            spans.push(Span::styled(" · ", THEME.dim));
            spans.push(Span::styled(watching.to_string(), THEME.highlight));
        }
        if let Some((text, warns)) = self.timer {
            let style = if warns { THEME.warning } else { THEME.dim };
            spans.push(Span::styled(" · ", THEME.dim));
            spans.push(Span::styled(text.to_string(), style));
        }
        Line::from(spans)
    }

    pub fn draw(&self, frame: &mut Frame, area: Rect) {
        let area = Rect { height: 1, ..area };
        frame.render_widget(ratatui::widgets::Clear, area);
        let tail = self.tail();
        let room = usize::from(area.width).saturating_sub(tail.width());
        let full = self.lead(true, usize::MAX);
        let lead = if full.width() <= room { full } else { self.lead(false, room) };
        let lead_width = u16::try_from(lead.width()).unwrap_or(area.width);
        let [left, right] =
            Layout::horizontal([Constraint::Length(lead_width), Constraint::Fill(1)]).areas(area);
        frame.render_widget(lead, left);
        frame.render_widget(tail, right);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn drawn(header: &SeatHeader, width: u16) -> String {
        let mut term = Terminal::new(TestBackend::new(width, 1)).unwrap();
        term.draw(|f| header.draw(f, f.area())).unwrap();
        crate::testing::buffer_text(term.backend().buffer()).trim_end().to_string()
    }

    const HEADER: SeatHeader = SeatHeader {
        game: "Tic-tac-toe",
        detail: "alice ○ · bob ×",
        table: "Table #12",
        watching: Some("watching"),
        timer: Some(("alice: 29 s", false)),
    };

    #[test]
    fn all_of_it_when_it_fits() {
        let all = " Tic-tac-toe · alice ○ · bob × · Table #12 · watching · alice: 29 s";
        assert_eq!(drawn(&HEADER, 80), all);
        assert_eq!(drawn(&HEADER, 67), all);
    }

    #[test]
    fn the_table_number_goes_first() {
        let line = " Tic-tac-toe · alice ○ · bob × · watching · alice: 29 s";
        assert_eq!(drawn(&HEADER, 66), line);
        assert_eq!(drawn(&HEADER, 55), line);
    }

    #[test]
    fn then_the_detail_is_cut_and_the_rest_stays() {
        assert_eq!(drawn(&HEADER, 50), " Tic-tac-toe · alice ○ ·… · watching · alice: 29 s");
    }

    #[test]
    fn no_timer_no_separator() {
        let header = SeatHeader { timer: None, watching: None, ..HEADER };
        assert_eq!(drawn(&header, 80), " Tic-tac-toe · alice ○ · bob × · Table #12");
    }
}
