//! The Othello screen's keys: what each does while a game is played, once it is over, and
//! at a shared table, where nothing that changes the game or gives engine help against a
//! person is offered (`t`, `u` and `v` are still read, to say so).

use crossterm::event::KeyCode;

use crate::screens::keymap::{self, Binding, KeyMap, Keys};
use crate::screens::new_game::DialogKeys;
use crate::screens::{Ctx, Screen, Transition};

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Action {
    Move,
    Place,
    Hint,
    Undo,
    Markers,
    Analysis,
    NewGame,
    Back,
    /// Watching: hold or resume the computers, and change the animation speed.
    Pause,
    Faster,
    Slower,
    /// The game is over: step through it with each move's value.
    Review,
}

/// `t` asks for the hint (h is the vi key for left, as in every game).
pub(super) const HINT: Keys = Keys::Codes(&[KeyCode::Char('t')]);
pub(super) const UNDO: Keys = Keys::Codes(&[KeyCode::Char('u')]);
pub(super) const MARKERS: Keys = Keys::Codes(&[KeyCode::Char('m')]);
pub(super) const REVIEW: Keys = Keys::Codes(&[KeyCode::Char('r')]);
/// `v` for values: a to h are column letters of typed moves.
pub(super) const ANALYSIS: Keys = Keys::Codes(&[KeyCode::Char('v')]);

/// Keys while a game is played.
pub(super) const PLAYING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.place", Action::Place),
    Binding::new(HINT, "t", "key.hint", Action::Hint),
    Binding::new(UNDO, "u", "key.undo", Action::Undo),
    Binding::new(MARKERS, "m", "key.markers", Action::Markers),
    Binding::new(ANALYSIS, "v", "key.analysis", Action::Analysis),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(Keys::Codes(&[]), "a1-h8", "key.type_square", Action::Place),
]);

/// Keys once the game is over: the cursor still moves over the final position.
pub(super) const OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::new(REVIEW, "r", "key.review", Action::Review),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(MARKERS, "m", "key.markers", Action::Markers),
    Binding::hidden(keymap::MOVE, Action::Move),
    Binding::hidden(HINT, Action::Hint),
    Binding::hidden(UNDO, Action::Undo),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys of one's turn at a table: placing only. The engine's help is answered with a notice.
pub(super) const TABLE_PLAYING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.place", Action::Place),
    Binding::new(MARKERS, "m", "key.markers", Action::Markers),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(Keys::Codes(&[]), "a1-h8", "key.type_square", Action::Place),
    Binding::hidden(HINT, Action::Hint),
    Binding::hidden(UNDO, Action::Undo),
    Binding::hidden(ANALYSIS, Action::Analysis),
]);

/// Keys once a table's game is over: Enter asks for a rematch (the seat names it so).
pub(super) const TABLE_OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::new(MARKERS, "m", "key.markers", Action::Markers),
    Binding::hidden(keymap::MOVE, Action::Move),
    Binding::hidden(HINT, Action::Hint),
    Binding::hidden(UNDO, Action::Undo),
    Binding::hidden(ANALYSIS, Action::Analysis),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// A watcher's keys: none asks the table anything; Esc leaves.
pub(super) const TABLE_WATCHING: KeyMap<Action> =
    KeyMap(&[Binding::new(keymap::BACK, "Esc", "key.back", Action::Back)]);

/// The new-game dialog also leads to the records of finished games (and importing a
/// transcript) and to setting up a position to play from.
pub(super) static NEW_GAME: DialogKeys = DialogKeys {
    keys: KeyMap(&[
        Binding::new(Keys::Codes(&[KeyCode::Char('r')]), "r", "key.records", open_records),
        Binding::new(Keys::Codes(&[KeyCode::Char('e')]), "e", "key.set_up", open_editor),
    ]),
    hint: "new_game.othello_study_hint",
};

fn open_records(ctx: &mut Ctx) -> Transition {
    let records = super::records::RecordsScreen::new(ctx);
    Transition::Goto(Screen::Page(Box::new(records)))
}

/// The editor takes the dialog's place: the position it sets up starts the game.
fn open_editor(_: &mut Ctx) -> Transition {
    Transition::Replace(Screen::Page(Box::new(super::editor::EditorScreen::new())))
}
