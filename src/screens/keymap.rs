//! Keys as data: a screen lists its bindings once (keys, what the bar and the help call them,
//! and the action they stand for), and `update`, the hint bar and the `?` help all read that
//! one list, so they cannot disagree. In the manner of gitui's `key_match` and its command
//! list.
//!
//! Every game moves with the arrows and the vi letters h j k l alike ([`MOVE`]); Esc goes
//! back, `?` is help and `q` quits (the last two are the app's, see `App::global_key`).

use std::borrow::Cow;

use crossterm::event::KeyCode;

use super::{KeyHint, hint};
use crate::event::{Direction, Msg};

/// One binding: the keys that trigger it, the label of those keys in the bar (`"←↑↓→"`), the
/// translation key of what it does (`"key.move"`), and the action.
#[derive(Clone, Copy, Debug)]
pub struct Binding<A> {
    pub keys: Keys,
    pub label: &'static str,
    /// Translation key of the action's name; `None` keeps the binding out of the bar and the
    /// help (an alias such as Space beside Enter).
    pub what: Option<&'static str>,
    pub action: A,
}

/// Which key presses a binding takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// Exactly these codes.
    Codes(&'static [KeyCode]),
    /// The four directions, by arrow or by h j k l: the action is built from the direction.
    Directions,
    /// Left and right only (arrows, h and l).
    LeftRight,
    /// Up and down only (arrows, k and j).
    UpDown,
    /// The digits 1 to 9, handed to the action builder.
    Digits,
}

impl<A> Binding<A> {
    /// A binding shown in the bar and the help.
    pub const fn new(keys: Keys, label: &'static str, what: &'static str, action: A) -> Self {
        Binding { keys, label, what: Some(what), action }
    }

    /// A binding that works but is not listed (an alias of a listed one).
    pub const fn hidden(keys: Keys, action: A) -> Self {
        Binding { keys, label: "", what: None, action }
    }
}

/// What a binding's action is once a key matched it: plain, or built from the direction or
/// digit that matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act<A> {
    Plain(A),
    Move(A, Direction),
    Digit(A, u8),
}

/// The arrows and h j k l, the same in every game.
pub const MOVE: Keys = Keys::Directions;
/// Enter and Space.
pub const CONFIRM: Keys = Keys::Codes(&[KeyCode::Enter, KeyCode::Char(' ')]);
/// Esc and Backspace.
pub const BACK: Keys = Keys::Codes(&[KeyCode::Esc, KeyCode::Backspace]);

/// The vi letters beside the arrows.
fn direction(code: KeyCode) -> Option<Direction> {
    Direction::from_key(code)
}

impl Keys {
    fn matches(&self, code: KeyCode) -> Option<Matched> {
        match *self {
            Keys::Codes(codes) => codes.contains(&code).then_some(Matched::Plain),
            Keys::Directions => direction(code).map(Matched::Dir),
            Keys::LeftRight => direction(code)
                .filter(|d| matches!(d, Direction::Left | Direction::Right))
                .map(Matched::Dir),
            Keys::UpDown => direction(code)
                .filter(|d| matches!(d, Direction::Up | Direction::Down))
                .map(Matched::Dir),
            Keys::Digits => match code {
                KeyCode::Char(c @ '1'..='9') => Some(Matched::Digit(c as u8 - b'0')),
                _ => None,
            },
        }
    }
}

enum Matched {
    Plain,
    Dir(Direction),
    Digit(u8),
}

/// A screen's bindings in one phase, in the order the bar shows them.
pub struct KeyMap<A: 'static>(pub &'static [Binding<A>]);

impl<A: Copy> KeyMap<A> {
    /// The action of a plain key press (no Ctrl or Alt), if a binding takes it. The first
    /// binding that matches wins.
    pub fn action(&self, msg: &Msg) -> Option<Act<A>> {
        let code = msg.plain_key()?;
        self.0.iter().find_map(|b| {
            b.keys.matches(code).map(|m| match m {
                Matched::Plain => Act::Plain(b.action),
                Matched::Dir(d) => Act::Move(b.action, d),
                Matched::Digit(n) => Act::Digit(b.action, n),
            })
        })
    }

    /// The hint bar's entries: every listed binding, then `?` help and `q` quit, which the
    /// app takes on every screen.
    pub fn hints(&self) -> Vec<KeyHint> {
        let mut hints = self.own_hints();
        hints.extend([hint("?", t!("key.help")), hint("q", t!("key.quit"))]);
        hints
    }

    /// The listed bindings alone, for a screen whose text field takes `?` and `q` as letters.
    pub fn own_hints(&self) -> Vec<KeyHint> {
        self.0.iter().filter_map(|b| b.what.map(|what| hint(b.label, translate(what)))).collect()
    }
}

/// The translation of a key's action name.
fn translate(key: &'static str) -> Cow<'static, str> {
    t!(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Action {
        Move,
        Mark,
        Square,
        Back,
    }

    const MAP: KeyMap<Action> = KeyMap(&[
        Binding::new(MOVE, "←↑↓→", "key.move", Action::Move),
        Binding::new(CONFIRM, "Enter", "key.mark", Action::Mark),
        Binding::new(Keys::Digits, "1-9", "key.numpad", Action::Square),
        Binding::new(BACK, "Esc", "key.back", Action::Back),
    ]);

    #[test]
    fn arrows_and_vi_letters_are_the_same_move() {
        let left = [Msg::key(KeyCode::Left), Msg::char('h')];
        for m in left {
            assert_eq!(MAP.action(&m), Some(Act::Move(Action::Move, Direction::Left)));
        }
        assert_eq!(MAP.action(&Msg::char('j')), Some(Act::Move(Action::Move, Direction::Down)));
        assert_eq!(MAP.action(&Msg::char(' ')), Some(Act::Plain(Action::Mark)));
        assert_eq!(MAP.action(&Msg::char('7')), Some(Act::Digit(Action::Square, 7)));
        assert_eq!(MAP.action(&Msg::char('0')), None);
        assert_eq!(MAP.action(&Msg::char('x')), None);
    }

    #[test]
    fn the_bar_lists_what_the_map_binds_then_help_and_quit() {
        let keys: Vec<&str> = MAP.hints().iter().map(|h| h.key).collect();
        assert_eq!(keys, ["←↑↓→", "Enter", "1-9", "Esc", "?", "q"]);
    }
}
