//! The Killer Sevens screen's keys as data: what a key does while playing, while watching a
//! table, and once the game is over (the bar, `?` and `update` read these lists).

use crossterm::event::KeyCode;

use crate::screens::game_log;
use crate::screens::keymap::{self, Binding, KeyMap, Keys};

/// What the player can do with a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Action {
    /// ←/→ (h/l): the previous or next card of the hand.
    Card,
    /// ↑/↓ (k/j): the closest card of the previous or next suit.
    Suit,
    NextPlayable,
    PreviousPlayable,
    Play,
    Pass,
    /// `t`: propose a safe card (as Othello's `t` proposes a move).
    Hint,
    Log,
    NewGame,
    Back,
}

/// Keys while the game is played (also during the computers' turns: a move then is refused
/// with a reason, and the cursor still moves).
pub(super) const PLAYING: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::LeftRight, "←→", "sevens.key_select", Action::Card),
    Binding::new(Keys::UpDown, "↑↓", "sevens.key_suit", Action::Suit),
    Binding::new(Keys::Codes(&[KeyCode::Tab]), "Tab", "sevens.key_next", Action::NextPlayable),
    Binding::hidden(Keys::Codes(&[KeyCode::BackTab]), Action::PreviousPlayable),
    Binding::new(keymap::CONFIRM, "Enter", "sevens.key_play", Action::Play),
    Binding::new(Keys::Codes(&[KeyCode::Char('p')]), "p", "sevens.key_pass", Action::Pass),
    Binding::new(Keys::Codes(&[KeyCode::Char('t')]), "t", "sevens.key_hint", Action::Hint),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// A watcher's keys: nothing to play, the log to read, and leaving.
pub(super) const WATCHING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::BACK, "Esc", "tables.key_leave", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Keys once the game is over.
pub(super) const OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);
