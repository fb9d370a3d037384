//! More English snapshots: the statistics tabs of Othello, Killer Sevens and poker (with its
//! sparkline), the reset question, and the start-up warning about an unreadable file.

use crate::kit::snapshot_data;

use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use snapshot_data::{FixedDir, write_stats};

fn statistics_tab(tab: char) -> String {
    let dir = tempfile::tempdir().unwrap();
    write_stats(dir.path());
    let mut h = Harness::builder(DataDir::at(dir.path()), 42).build();
    h.type_text("7").type_text(&tab.to_string());
    h.render()
}

#[test]
fn statistics_othello() {
    insta::assert_snapshot!(statistics_tab('2'));
}

#[test]
fn statistics_sevens() {
    insta::assert_snapshot!(statistics_tab('4'));
}

#[test]
fn statistics_poker_with_recent_points() {
    insta::assert_snapshot!(statistics_tab('5'));
}

#[test]
fn statistics_reset_question() {
    let dir = tempfile::tempdir().unwrap();
    write_stats(dir.path());
    let mut h = Harness::builder(DataDir::at(dir.path()), 42).build();
    h.type_text("75r");
    insta::assert_snapshot!(h.render());
    h.key(KeyCode::Esc);
    assert!(h.render().contains("Statistics kept."));
}

#[test]
fn warning_about_an_unreadable_settings_file() {
    let dir = FixedDir::new("en").with_broken_settings();
    let mut h = Harness::builder(DataDir::at(&dir.path), 42).build();
    insta::assert_snapshot!(dir.anonymise(&h.render()));
    h.type_text("x");
    assert!(h.app.overlay().is_none());
}
