//! More Japanese snapshots (a binary of its own: the language is process-wide): statistics
//! tabs with charts, the reset question, the start-up warning, the "please enlarge" notice,
//! the settings screen refusing a name, and tic-tac-toe mid-game.

use crate::kit::snapshot_data;

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use snapshot_data::{FixedDir, write_stats};

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 42).lang(Language::Ja).start(start).build()
}

fn statistics_tab(tab: char) -> String {
    let dir = tempfile::tempdir().unwrap();
    write_stats(dir.path());
    let mut h = harness(dir.path(), None);
    h.type_text("7").type_text(&tab.to_string());
    h.render()
}

#[test]
fn statistics_othello_ja() {
    insta::assert_snapshot!(statistics_tab('2'));
}

#[test]
fn statistics_sevens_ja() {
    insta::assert_snapshot!(statistics_tab('4'));
}

#[test]
fn statistics_poker_ja() {
    insta::assert_snapshot!(statistics_tab('5'));
}

#[test]
fn statistics_reset_question_ja() {
    let dir = tempfile::tempdir().unwrap();
    write_stats(dir.path());
    let mut h = harness(dir.path(), None);
    h.type_text("75r");
    insta::assert_snapshot!(h.render());
}

#[test]
fn warning_ja() {
    let dir = FixedDir::new("ja").with_broken_settings();
    let mut h = harness(&dir.path, None);
    insta::assert_snapshot!(dir.anonymise(&h.render()));
}

#[test]
fn please_enlarge_ja() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    h.resize(30, 8);
    insta::assert_snapshot!(h.render());
}

#[test]
fn settings_refuse_an_empty_name_ja() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    h.type_text("6").key(KeyCode::Enter);
    for _ in 0..8 {
        h.key(KeyCode::Backspace);
    }
    h.key(KeyCode::Enter);
    insta::assert_snapshot!(h.render());
}

#[test]
fn tictactoe_mid_game_ja() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    h.type_text("5").settle(100).key(KeyCode::Left);
    insta::assert_snapshot!(h.render());
}
