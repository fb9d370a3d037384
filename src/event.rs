//! Messages: everything that can happen to the app, as data. Terminal events become `Msg`s
//! here; time passes as `Msg::Tick`, so animations never read the clock themselves.

use std::time::Duration;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseEvent};

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    /// Time passed while something animates.
    Tick(Duration),
    /// Something changed at the server's tables (`asobi serve` only): a table screen reads
    /// its table again.
    TableChanged,
}

impl Msg {
    /// The message for a terminal event, if it is one the app cares about. Only key presses
    /// count: Windows also reports releases and repeats would double moves.
    pub fn from_event(event: Event) -> Option<Msg> {
        if let Some(key) = event.as_key_press_event() {
            return Some(Msg::Key(key));
        }
        match event {
            Event::Mouse(mouse) => Some(Msg::Mouse(mouse)),
            Event::Resize(w, h) => Some(Msg::Resize(w, h)),
            _ => None,
        }
    }

    /// A plain key press (tests and fuzzing).
    pub fn key(code: KeyCode) -> Msg {
        Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    /// A plain character key press.
    pub fn char(c: char) -> Msg {
        Msg::key(KeyCode::Char(c))
    }

    /// The key code when this is a key press without Ctrl/Alt.
    pub fn plain_key(&self) -> Option<KeyCode> {
        match self {
            Msg::Key(k) if !k.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) => {
                Some(k.code)
            }
            _ => None,
        }
    }

    /// True for Ctrl+C.
    pub fn is_interrupt(&self) -> bool {
        matches!(self, Msg::Key(k) if k.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(k.code, KeyCode::Char('c') | KeyCode::Char('C')))
    }
}

/// Keys that move a cursor, with the vi letters as aliases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    /// Arrow keys only, for screens that give h/j/k/l other jobs (Othello's `h` is hint).
    pub fn from_arrow(code: KeyCode) -> Option<Direction> {
        match code {
            KeyCode::Up => Some(Direction::Up),
            KeyCode::Down => Some(Direction::Down),
            KeyCode::Left => Some(Direction::Left),
            KeyCode::Right => Some(Direction::Right),
            _ => None,
        }
    }

    /// Arrow keys and h/j/k/l.
    pub fn from_key(code: KeyCode) -> Option<Direction> {
        match code {
            KeyCode::Up | KeyCode::Char('k') => Some(Direction::Up),
            KeyCode::Down | KeyCode::Char('j') => Some(Direction::Down),
            KeyCode::Left | KeyCode::Char('h') => Some(Direction::Left),
            KeyCode::Right | KeyCode::Char('l') => Some(Direction::Right),
            _ => None,
        }
    }
}
