//! The header line over a game at a table: the game, its detail (the players), the table's
//! number, "watching", and the turn timer. Names are whole when the line has room. When it
//! has not, the table's number goes first, then names are cut to [`SHORT_NAME`] cells, then
//! the detail is cut with "…"; "watching" and the timer (the part that changes and warns) are
//! never cut.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use crate::theme::THEME;
use crate::widgets::clip::clip;
use crate::widgets::text::Fit;

/// The cells a name keeps when the header is short of room. A watcher's header holds the
/// game, two names, "watching" and the turn timer with a third name: at 10 cells each,
/// Othello's ("black …, white …") fits 80 columns; at the server's longest (24) none would.
pub const SHORT_NAME: usize = 10;

/// The parts of the header that hold names, written with names cut to a number of cells.
pub struct Named {
    pub detail: String,
    /// The turn timer's text, and whether it warns (one's own time nearly out).
    pub timer: Option<(String, bool)>,
}

/// What the header holds, each part already translated.
pub struct SeatHeader<'a> {
    pub game: &'a str,
    pub table: &'a str,
    pub watching: Option<&'a str>,
    /// The detail and the timer with names cut to the cells given (`usize::MAX`: whole).
    pub named: &'a dyn Fn(usize) -> Named,
}

impl SeatHeader<'_> {
    /// The game and its detail (cut with "…" to `room` cells), and the table's number or not.
    fn lead(&self, named: &Named, with_table: bool, room: usize) -> Line<'static> {
        let game = format!(" {}", self.game);
        let table = with_table.then(|| format!(" · {}", self.table));
        let fixed = Line::raw(format!("{game} · {}", table.as_deref().unwrap_or(""))).width();
        let detail = clip(&named.detail, room.saturating_sub(fixed));
        let mut spans =
            vec![Span::styled(game, THEME.title), Span::styled(format!(" · {detail}"), THEME.dim)];
        if let Some(table) = table {
            spans.push(Span::raw(table));
        }
        Line::from(spans)
    }

    /// "watching" and the timer, each with its separator, as they follow the lead.
    fn tail(&self, named: &Named) -> Line<'static> {
        let mut spans = Vec::new();
        if let Some(watching) = self.watching {
            spans.push(Span::styled(" · ", THEME.dim));
            spans.push(Span::styled(watching.to_string(), THEME.highlight));
        }
        if let Some((text, warns)) = &named.timer {
            let style = if *warns { THEME.warning } else { THEME.dim };
            spans.push(Span::styled(" · ", THEME.dim));
            spans.push(Span::styled(text.clone(), style));
        }
        Line::from(spans)
    }

    pub fn draw(&self, frame: &mut Frame, area: Rect) {
        let area = Rect { height: 1, ..area };
        frame.render_widget(ratatui::widgets::Clear, area);
        let width = usize::from(area.width);
        let tries =
            [(usize::MAX, true), (usize::MAX, false), (SHORT_NAME, true), (SHORT_NAME, false)];
        let mut chosen = None;
        for (cells, with_table) in tries {
            let named = (self.named)(cells);
            let (lead, tail) = (self.lead(&named, with_table, usize::MAX), self.tail(&named));
            if lead.width() + tail.width() <= width {
                chosen = Some((lead, tail));
                break;
            }
        }
        let (lead, tail) = chosen.unwrap_or_else(|| {
            let named = (self.named)(SHORT_NAME);
            let tail = self.tail(&named);
            (self.lead(&named, false, width.saturating_sub(tail.width())), tail)
        });
        let lead_width = u16::try_from(lead.width()).unwrap_or(area.width);
        let [left, right] =
            Layout::horizontal([Constraint::Length(lead_width), Constraint::Fill(1)]).areas(area);
        frame.render_widget(Fit::line(lead), left);
        frame.render_widget(Fit::line(tail), right);
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

    /// A watcher's tic-tac-toe header with `o` and `x` playing, `o` on turn.
    fn named(o: &'static str, x: &'static str) -> impl Fn(usize) -> Named {
        move |cells| {
            let (o, x) = (clip(o, cells), clip(x, cells));
            Named {
                detail: format!("{o} ○ · {x} ×"), timer: Some((format!("{o}: 29 s"), false))
            }
        }
    }

    fn header<'a>(named: &'a dyn Fn(usize) -> Named) -> SeatHeader<'a> {
        SeatHeader { game: "Tic-tac-toe", table: "Table #12", watching: Some("watching"), named }
    }

    #[test]
    fn all_of_it_when_it_fits() {
        let names = named("alice", "bob");
        let all = " Tic-tac-toe · alice ○ · bob × · Table #12 · watching · alice: 29 s";
        assert_eq!(drawn(&header(&names), 80), all);
        assert_eq!(drawn(&header(&names), 67), all);
    }

    #[test]
    fn the_table_number_goes_first() {
        let names = named("alice", "bob");
        let line = " Tic-tac-toe · alice ○ · bob × · watching · alice: 29 s";
        assert_eq!(drawn(&header(&names), 66), line);
        assert_eq!(drawn(&header(&names), 55), line);
    }

    #[test]
    fn then_the_detail_is_cut_and_the_rest_stays() {
        let names = named("alice", "bob");
        assert_eq!(
            drawn(&header(&names), 50),
            " Tic-tac-toe · alice ○ ·… · watching · alice: 29 s"
        );
    }

    #[test]
    fn long_names_are_whole_where_there_is_room_and_short_where_not() {
        let names = named("alice_with_a_long_name", "bob_has_an_even_longer_n");
        assert_eq!(
            drawn(&header(&names), 160),
            " Tic-tac-toe · alice_with_a_long_name ○ · bob_has_an_even_longer_n × · Table #12 · \
             watching · alice_with_a_long_name: 29 s"
        );
        assert_eq!(
            drawn(&header(&names), 80),
            " Tic-tac-toe · alice_wit… ○ · bob_has_a… × · watching · alice_wit…: 29 s"
        );
    }

    #[test]
    fn no_timer_no_separator() {
        let names = |_| Named { detail: "alice ○ · bob ×".into(), timer: None };
        let header = SeatHeader { watching: None, ..header(&names) };
        assert_eq!(drawn(&header, 80), " Tic-tac-toe · alice ○ · bob × · Table #12");
    }
}
