//! The full log of a game on `L`: every event so far, oldest first and numbered, in a dialog
//! over the table that opens at the newest and scrolls back. Old Maid, Killer Sevens and poker
//! share it: each keeps its events as data, words them when drawn and hands the lines here.
//! The game goes on underneath (computer turns keep playing and the log grows while open).

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::KeyHint;
use super::keymap::{Act, Binding, KeyMap, Keys};
use crate::event::{Direction, Msg};
use crate::theme::THEME;
use crate::widgets::popup::{Dialog, centered};

/// The key that opens the log, in each game's key map beside its own keys. Upper-case: `l`
/// moves right, as in every game.
pub const OPEN: Keys = Keys::Codes(&[KeyCode::Char('L')]);

/// What the keys do while the log is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LogAction {
    Scroll,
    PageUp,
    PageDown,
    Oldest,
    Newest,
    Close,
}

const KEYS: KeyMap<LogAction> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "log.key_scroll", LogAction::Scroll),
    Binding::hidden(Keys::Codes(&[KeyCode::PageUp]), LogAction::PageUp),
    Binding::hidden(Keys::Codes(&[KeyCode::PageDown]), LogAction::PageDown),
    Binding::hidden(Keys::Codes(&[KeyCode::Home]), LogAction::Oldest),
    Binding::hidden(Keys::Codes(&[KeyCode::End]), LogAction::Newest),
    Binding::new(
        Keys::Codes(&[KeyCode::Esc, KeyCode::Char('L'), KeyCode::Enter, KeyCode::Backspace]),
        "Esc",
        "log.key_close",
        LogAction::Close,
    ),
]);

/// The longest logged line a save may carry (a real one is a sentence or two).
const MAX_LINE: usize = 500;

/// Appends `event` to a game's log, dropping the oldest once `cap` are kept, so the log and
/// the save that carries it stay bounded however long a game runs.
pub fn push_capped<T>(events: &mut Vec<T>, event: T, cap: usize) {
    if events.len() >= cap {
        events.remove(0);
    }
    events.push(event);
}

/// Whether a logged line read from a save is one the screen may draw as it is: short, with no
/// control characters.
pub fn is_plain_line(text: &str) -> bool {
    text.chars().count() <= MAX_LINE && !text.chars().any(char::is_control)
}

/// Events a page key scrolls.
const PAGE: usize = 10;
/// The widest the log's box grows on a large terminal: lines longer than this wrap.
const MAX_WIDTH: u16 = 100;

/// Whether the full log is open, and how far it is scrolled back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FullLog {
    /// `None` while closed; else how many of the newest events are scrolled out of sight.
    back: Option<usize>,
}

impl FullLog {
    pub fn is_open(&self) -> bool {
        self.back.is_some()
    }

    /// Opens the log at its newest event.
    pub fn open(&mut self) {
        self.back = Some(0);
    }

    /// Takes a key or mouse message while the log is open (a game's ticks still go to the
    /// game); `events` is how many there are, to keep the scroll inside them. A click closes
    /// the log and reaches nothing under it.
    pub fn update(&mut self, msg: &Msg, events: usize) {
        let Some(back) = self.back else { return };
        let most = events.saturating_sub(1);
        let back = match msg {
            Msg::Mouse(m) => match m.kind {
                MouseEventKind::ScrollUp => Some(back + 1),
                MouseEventKind::ScrollDown => Some(back.saturating_sub(1)),
                MouseEventKind::Down(MouseButton::Left) => None,
                _ => Some(back),
            },
            _ => match KEYS.action(msg) {
                Some(Act::Move(_, Direction::Up)) => Some(back + 1),
                Some(Act::Move(_, _)) => Some(back.saturating_sub(1)),
                Some(Act::Plain(LogAction::PageUp)) => Some(back + PAGE),
                Some(Act::Plain(LogAction::PageDown)) => Some(back.saturating_sub(PAGE)),
                Some(Act::Plain(LogAction::Oldest)) => Some(most),
                Some(Act::Plain(LogAction::Newest)) => Some(0),
                Some(Act::Plain(LogAction::Close)) => None,
                _ => Some(back),
            },
        };
        self.back = back.map(|b| b.min(most));
    }

    /// The bar while the log is open.
    pub fn hints() -> Vec<KeyHint> {
        KEYS.hints()
    }

    /// Draws the log over `area` when open: `events` oldest first, worded in the current
    /// language.
    pub fn draw(&self, frame: &mut Frame, area: Rect, events: &[String]) {
        let Some(back) = self.back else { return };
        let shown = events.len().saturating_sub(back);
        let digits = events.len().max(1).to_string().len();
        let room = centered(area, MAX_WIDTH.min(area.width), area.height);
        // Each event wraps under its own text, its number standing alone in the margin.
        let text_w = usize::from(room.width).saturating_sub(4 + digits + 2).max(8);
        // Every event is laid out, so the box keeps one size however far it is scrolled (it
        // shrank and changed width as the newest events went out of view).
        let mut lines: Vec<Line> = Vec::new();
        let mut end_of_shown = 0;
        for (i, text) in events.iter().enumerate() {
            for (j, row) in wrap(text, text_w).into_iter().enumerate() {
                let number = if j == 0 { format!("{:>digits$}  ", i + 1) } else { String::new() };
                lines.push(Line::from(vec![
                    Span::styled(format!("{number:<w$}", w = digits + 2), THEME.dim),
                    Span::styled(row, THEME.text),
                ]));
            }
            if i + 1 == shown {
                end_of_shown = lines.len();
            }
        }
        let title = if events.len() == 1 {
            t!("log.title_one")
        } else if back == 0 {
            t!("log.title", n = events.len())
        } else {
            t!("log.title_back", shown = shown, n = events.len())
        };
        let dialog = Dialog { title, lines, scroll: None };
        // The last event in view at the bottom of the box.
        let rect = dialog.area(area);
        let visible = usize::from(rect.height.saturating_sub(2));
        let scroll = u16::try_from(end_of_shown.saturating_sub(visible)).unwrap_or(u16::MAX);
        let dialog = Dialog { scroll: Some(scroll), ..dialog };
        frame.render_widget(&dialog, area);
    }
}

/// `text` in rows at most `width` columns wide, broken where `widgets::text` breaks lines.
fn wrap(text: &str, width: usize) -> Vec<String> {
    crate::widgets::text::row_ranges(text, width).into_iter().map(|r| text[r].to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_wrap_at_spaces_or_anywhere_in_japanese_within_the_width() {
        assert_eq!(
            wrap("CPU 2 drew a card from CPU 3.", 12),
            ["CPU 2 drew a", "card from", "CPU 3."]
        );
        assert_eq!(wrap("ペアを捨てました。", 8), ["ペアを", "捨てま", "した。"]);
        assert_eq!(wrap("", 5), [""]);
        for row in wrap("CPU 4があなたの5♥を引きました。ペア 5♦ 5♥ を捨てました。", 10)
        {
            assert!(Span::raw(row.as_str()).width() <= 10, "{row}");
        }
    }

    #[test]
    fn it_opens_at_the_newest_scrolls_back_inside_the_log_and_closes() {
        let mut log = FullLog::default();
        assert!(!log.is_open());
        log.open();
        assert_eq!(log.back, Some(0));
        log.update(&Msg::key(KeyCode::Down), 5);
        assert_eq!(log.back, Some(0), "nothing newer than the newest");
        log.update(&Msg::char('k'), 5);
        log.update(&Msg::key(KeyCode::Up), 5);
        assert_eq!(log.back, Some(2));
        log.update(&Msg::key(KeyCode::PageUp), 5);
        assert_eq!(log.back, Some(4), "never past the first event");
        log.update(&Msg::char('x'), 5);
        assert_eq!(log.back, Some(4), "other keys change nothing");
        log.update(&Msg::key(KeyCode::Esc), 5);
        assert!(!log.is_open());
        log.update(&Msg::key(KeyCode::Up), 5);
        assert!(!log.is_open(), "a closed log takes nothing");
        log.open();
        log.update(&Msg::key(KeyCode::Home), 5);
        assert_eq!(log.back, Some(4), "Home goes to the first event");
        log.update(&Msg::key(KeyCode::End), 5);
        assert_eq!(log.back, Some(0), "End to the newest");
    }

    /// The box keeps one place and size however far back it is scrolled (it shrank to a line
    /// and changed width), and shows the event scrolled to at its bottom.
    #[test]
    fn the_box_keeps_its_size_as_it_scrolls() {
        use ratatui::Terminal;
        use ratatui::backend::TestBackend;
        let events: Vec<String> =
            (1..=60).map(|i| format!("Event number {i}{}", " and more".repeat(i % 7))).collect();
        let frame = |back: usize| {
            let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
            let log = FullLog { back: Some(back) };
            t.draw(|f| log.draw(f, f.area(), &events)).unwrap();
            let text = crate::testing::buffer_text(t.backend().buffer());
            let corners: Vec<(usize, usize)> = text
                .lines()
                .enumerate()
                .flat_map(|(y, l)| l.chars().enumerate().map(move |(x, c)| (x, y, c)))
                .filter(|&(_, _, c)| c == '╭' || c == '╯')
                .map(|(x, y, _)| (x, y))
                .collect();
            (corners, text)
        };
        let (newest, _) = frame(0);
        for back in [1, 10, 30, 59] {
            let (corners, text) = frame(back);
            assert_eq!(corners, newest, "scrolled back {back}:\n{text}");
            let shown = 60 - back;
            assert!(text.contains(&format!("{shown}  Event number {shown}")), "{back}:\n{text}");
        }
    }
}
