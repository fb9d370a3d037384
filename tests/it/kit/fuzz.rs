//! The random input of the fuzz tests: each test weighs the events it wants (its own keys,
//! rare ones that leave or quit, clicks over its screen, resizes, ticks) and draws from them.
#![allow(dead_code)]

use std::ops::RangeInclusive;
use std::time::Duration;

use asobi::event::Msg;
use asobi::games::random::GameRng;
use asobi::testing::Harness;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rand::RngExt;
use rand::seq::IndexedRandom;

/// One kind of event.
#[derive(Clone, Debug)]
pub enum Pick {
    /// Always this key. Not a one-key `OneOf`: drawing from one would still use up a random
    /// number and shift every event after it.
    Key(KeyCode),
    /// Always this character.
    Char(char),
    /// One of these keys; one listed twice comes twice as often.
    OneOf(&'static [KeyCode]),
    /// One of these (ASCII) characters.
    CharOf(&'static [u8]),
    Digit,
    /// A lower-case letter.
    Letter,
    /// A lower-case letter with Alt held.
    AltLetter,
    /// This key with Alt held.
    Alt(KeyCode),
    /// A left click within `columns` x `rows` from the top left (wider than the screen, so
    /// some land outside it).
    Click {
        columns: u16,
        rows: u16,
    },
    /// Any kind of mouse event (see [`random_mouse`]) within `columns` x `rows`.
    Mouse {
        columns: u16,
        rows: u16,
    },
    /// A resize to a random size.
    Resize {
        width: RangeInclusive<u16>,
        height: RangeInclusive<u16>,
    },
    /// A resize to this size: back to one the screen fits, so play goes on.
    ResizeTo(u16, u16),
    /// A tick of less than this many milliseconds.
    Tick(u64),
}

impl Pick {
    fn msg(&self, rng: &mut GameRng) -> Msg {
        let alt = |c| Msg::Key(KeyEvent::new(c, KeyModifiers::ALT));
        let mouse = |kind, columns, rows, rng: &mut GameRng| {
            Msg::Mouse(MouseEvent {
                kind,
                column: rng.random_range(0..columns),
                row: rng.random_range(0..rows),
                modifiers: KeyModifiers::NONE,
            })
        };
        match self {
            Pick::Key(code) => Msg::key(*code),
            Pick::Char(c) => Msg::char(*c),
            Pick::OneOf(keys) => Msg::key(*keys.choose(rng).unwrap()),
            Pick::CharOf(chars) => Msg::char(char::from(*chars.choose(rng).unwrap())),
            Pick::Digit => Msg::char(char::from(b'0' + rng.random_range(0..10u8))),
            Pick::Letter => Msg::char(rng.random_range('a'..='z')),
            Pick::AltLetter => alt(KeyCode::Char(rng.random_range('a'..='z'))),
            Pick::Alt(code) => alt(*code),
            Pick::Click { columns, rows } => {
                mouse(MouseEventKind::Down(MouseButton::Left), *columns, *rows, rng)
            }
            Pick::Mouse { columns, rows } => {
                let kind = random_mouse(rng);
                mouse(kind, *columns, *rows, rng)
            }
            Pick::Resize { width, height } => {
                Msg::Resize(rng.random_range(width.clone()), rng.random_range(height.clone()))
            }
            Pick::ResizeTo(w, h) => Msg::Resize(*w, *h),
            Pick::Tick(max) => Msg::Tick(Duration::from_millis(rng.random_range(0..*max))),
        }
    }
}

/// Kinds of event with their weights: each comes as often as its weight out of the sum of
/// them all. Draws are made in the listed order, so the same seed gives the same events only
/// as long as the list stays as it is.
pub struct EventMix(pub &'static [(u32, Pick)]);

impl EventMix {
    pub fn random_msg(&self, rng: &mut GameRng) -> Msg {
        let total = self.0.iter().map(|(weight, _)| weight).sum();
        let mut n = rng.random_range(0..total);
        for (weight, pick) in self.0 {
            if n < *weight {
                return pick.msg(rng);
            }
            n -= weight;
        }
        unreachable!("{n} is below the sum of the weights")
    }
}

/// Every kind of mouse event a terminal reports, with the left button the most common.
pub fn random_mouse(rng: &mut GameRng) -> MouseEventKind {
    let button = *[MouseButton::Left, MouseButton::Left, MouseButton::Right, MouseButton::Middle]
        .choose(rng)
        .unwrap();
    match rng.random_range(0..10) {
        0..=2 => MouseEventKind::Down(button),
        3 => MouseEventKind::Up(button),
        4 => MouseEventKind::Drag(button),
        5 => MouseEventKind::Moved,
        6 => MouseEventKind::ScrollUp,
        7 => MouseEventKind::ScrollDown,
        8 => MouseEventKind::ScrollLeft,
        _ => MouseEventKind::ScrollRight,
    }
}

/// Sends `msg`; a resize also resizes the test terminal, so the next frame is drawn at that
/// size rather than only told about it.
pub fn feed(h: &mut Harness, msg: Msg) {
    match msg {
        Msg::Resize(w, hgt) => h.resize(w, hgt),
        msg => h.send(msg),
    };
}
