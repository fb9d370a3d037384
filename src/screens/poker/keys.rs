//! The poker screen's keys, one map per step of a round (betting, exchanging, the dealer's
//! turn, the showdown, the end of the game).

use crossterm::event::KeyCode;

use crate::screens::game_log;
use crate::screens::keymap::{self, Binding, KeyMap, Keys};

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Action {
    Move,
    Mark,
    MarkCard,
    Draw,
    Next,
    NewGame,
    Wait,
    Log,
    Back,
}

/// Esc leaves the table; Backspace is the bet field's, never a way out (it would leave on a
/// key pressed once too often while correcting a bet).
const ESC: Keys = Keys::Codes(&[KeyCode::Esc]);

/// Keys while the bet is typed (the field takes digits; these are listed in the bar).
pub(super) const BETTING: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[]), "0-9", "poker.key.bet", Action::Wait),
    Binding::new(Keys::Codes(&[]), "Enter", "poker.key.deal", Action::Wait),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Keys while exchanging: ←/→ (h/l) pick a card, Space or its digit marks it, Enter draws.
pub(super) const EXCHANGE: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::LeftRight, "←→", "key.move", Action::Move),
    Binding::new(Keys::Codes(&[KeyCode::Char(' ')]), "Space", "poker.key.mark", Action::Mark),
    Binding::new(Keys::Digits, "1-5", "poker.key.mark_n", Action::MarkCard),
    Binding::new(Keys::Codes(&[KeyCode::Enter]), "Enter", "poker.key.draw", Action::Draw),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Keys while the dealer plays: a key that would act on the cards is told to wait.
pub(super) const DEALER: KeyMap<Action> = KeyMap(&[
    Binding::hidden(keymap::CONFIRM, Action::Wait),
    Binding::hidden(Keys::Digits, Action::Wait),
    Binding::hidden(keymap::MOVE, Action::Wait),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

pub(super) const SHOWDOWN: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "poker.key.next", Action::Next),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

pub(super) const GAME_OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);
