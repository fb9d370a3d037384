//! A one-line text field on tui-input, shared by the player-name setting and the poker bet.
//! It turns key presses into edits and says when the user submits or cancels; checking the
//! value is the owner's job, so a refused value stays in the field to be corrected.

use crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use tui_input::Input;
use tui_input::backend::crossterm::EventHandler;

use crate::theme::THEME;

/// What a key did to the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldEvent {
    /// Enter: the owner should check `value()`.
    Submit,
    /// Esc.
    Cancel,
    /// Any other key (edited or ignored).
    Edited,
    /// A character refused because the field holds `max_chars` already (the owner says why).
    Full,
}

#[derive(Clone, Debug)]
pub struct TextField {
    input: Input,
    max_chars: usize,
}

impl TextField {
    pub fn new(value: &str, max_chars: usize) -> TextField {
        TextField { input: Input::new(value.to_string()), max_chars }
    }

    pub fn value(&self) -> &str {
        self.input.value()
    }

    /// Applies one key press. Characters past `max_chars` are not inserted, so the field never
    /// holds more than it can show and nothing typed earlier is lost.
    pub fn handle_key(&mut self, key: KeyEvent) -> FieldEvent {
        match key.code {
            KeyCode::Enter => return FieldEvent::Submit,
            KeyCode::Esc => return FieldEvent::Cancel,
            KeyCode::Char(c) if c.is_control() => return FieldEvent::Edited,
            KeyCode::Char(_) if self.input.value().chars().count() >= self.max_chars => {
                return FieldEvent::Full;
            }
            _ => {}
        }
        self.input.handle_event(&Event::Key(key));
        FieldEvent::Edited
    }

    /// Draws `label: value` with the terminal cursor in the field.
    pub fn draw(&self, frame: &mut Frame, area: Rect, label: &str, focused: bool) {
        // Display width, not chars: a Japanese label is two cells a character.
        // "Bet: " / 「賭け点：」: the colon is full-width beside Japanese.
        let label = t!("field.label", label = label);
        let label_w = Span::raw(label.as_ref()).width() as u16;
        let width = area.width.saturating_sub(label_w).max(1) as usize;
        let scroll = self.input.visual_scroll(width);
        let shown: String = self.input.value().chars().skip(scroll).collect();
        let style = if focused { THEME.selected } else { THEME.text };
        let line = Line::from(vec![
            Span::styled(label, THEME.text),
            Span::styled(format!("{shown:<width$}", width = width.min(self.max_chars + 1)), style),
        ]);
        frame.render_widget(crate::widgets::text::Fit::line(line), area);
        if focused {
            let x = area.x + label_w + (self.input.visual_cursor().saturating_sub(scroll)) as u16;
            if x < area.right() {
                frame.set_cursor_position(Position::new(x, area.y));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyModifiers;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn edits_submits_and_cancels() {
        let mut f = TextField::new("ab", 4);
        assert_eq!(f.handle_key(key(KeyCode::Char('c'))), FieldEvent::Edited);
        assert_eq!(f.handle_key(key(KeyCode::Backspace)), FieldEvent::Edited);
        assert_eq!(f.value(), "ab");
        assert_eq!(f.handle_key(key(KeyCode::Enter)), FieldEvent::Submit);
        assert_eq!(f.handle_key(key(KeyCode::Esc)), FieldEvent::Cancel);
    }

    #[test]
    fn never_grows_past_its_limit() {
        let mut f = TextField::new("", 3);
        let events: Vec<FieldEvent> =
            "abcdef".chars().map(|c| f.handle_key(key(KeyCode::Char(c)))).collect();
        assert_eq!(f.value(), "abc");
        assert_eq!(events[2], FieldEvent::Edited);
        assert_eq!(events[3..], [FieldEvent::Full, FieldEvent::Full, FieldEvent::Full]);
    }
}
