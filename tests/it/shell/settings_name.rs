//! The player-name field: a 17th character is refused with a message, the 16 typed stay, and
//! the name saves.

use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

#[test]
fn a_seventeenth_character_is_refused_with_a_message_and_sixteen_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).build();
    h.type_text("6").key(KeyCode::Enter);
    for _ in 0.."Player".len() {
        h.key(KeyCode::Backspace);
    }
    h.type_text("abcdefghijklmnop");
    assert!(!h.render().contains("at most 16"), "no message while the name fits");
    h.type_text("q");
    assert!(h.render().contains("A name is at most 16 characters."));
    h.key(KeyCode::Backspace);
    assert!(!h.render().contains("at most 16"), "the message goes once editing goes on");
    h.type_text("p").key(KeyCode::Enter);
    assert_eq!(h.app.settings().player_name, "abcdefghijklmnop");
}
