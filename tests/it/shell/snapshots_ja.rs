//! The shell screens and tic-tac-toe in Japanese (a binary of its own: the language is
//! process-wide). Double-width text must keep every layout aligned.

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(start: Option<GameId>) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 42).lang(Language::Ja).start(start).build();
    (h, dir)
}

#[test]
fn menu_ja() {
    let (mut h, _dir) = harness(None);
    insta::assert_snapshot!(h.render());
}

#[test]
fn settings_ja() {
    let (mut h, _dir) = harness(None);
    // Not the language row: changing it would switch every test in this binary.
    h.type_text("6").key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Right);
    insta::assert_snapshot!(h.render());
}

#[test]
fn help_ja() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    h.type_text("?");
    insta::assert_snapshot!(h.render());
}

#[test]
fn tictactoe_ja() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    insta::assert_snapshot!(h.render());
}

#[test]
fn statistics_and_quit_dialog_ja() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    h.key(KeyCode::Esc).type_text("7");
    insta::assert_snapshot!("statistics_ja", h.render());
    h.key(KeyCode::Esc)
        .type_text("1")
        .key(KeyCode::Enter)
        .type_text("5")
        .settle(100)
        .type_text("q");
    insta::assert_snapshot!("quit_dialog_ja", h.render());
}
