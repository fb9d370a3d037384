//! Snapshot tests of the shell screens and tic-tac-toe, driven by keys at 100x30.

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(start: Option<GameId>) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 42).start(start).build();
    (h, dir)
}

#[test]
fn menu() {
    let (mut h, _dir) = harness(None);
    insta::assert_snapshot!(h.render());
}

#[test]
fn help_overlay_on_the_menu() {
    let (mut h, _dir) = harness(None);
    h.type_text("?");
    insta::assert_snapshot!(h.render());
}

#[test]
fn settings_screen_after_changing_a_value() {
    let (mut h, _dir) = harness(None);
    h.type_text("6").key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Right);
    insta::assert_snapshot!(h.render());
}

#[test]
fn settings_rejects_an_empty_name_inline() {
    let (mut h, _dir) = harness(None);
    h.type_text("6").key(KeyCode::Enter);
    for _ in 0..6 {
        h.key(KeyCode::Backspace);
    }
    h.key(KeyCode::Enter);
    insta::assert_snapshot!(h.render());
}

#[test]
fn statistics_screen() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    // Play a quick game so the table has a row.
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    h.key(KeyCode::Esc).type_text("7");
    insta::assert_snapshot!(h.render());
}

#[test]
fn tictactoe_mid_game() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    h.type_text("5").settle(100).key(KeyCode::Left);
    insta::assert_snapshot!(h.render());
}

#[test]
fn tictactoe_result() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    insta::assert_snapshot!(h.render());
}

#[test]
fn quit_confirmation_during_a_game() {
    let (mut h, _dir) = harness(Some(GameId::Tictactoe));
    h.type_text("5").settle(100).type_text("q");
    insta::assert_snapshot!(h.render());
    assert!(!h.app.should_quit());
    h.type_text("n");
    assert!(!h.app.should_quit() && h.app.overlay().is_none());
    h.type_text("qy");
    assert!(h.app.should_quit());
}

#[test]
fn too_small_terminal_asks_to_enlarge_and_recovers() {
    let (mut h, _dir) = harness(None);
    h.resize(30, 8);
    insta::assert_snapshot!(h.render());
    h.resize(100, 30);
    assert!(h.render().contains("Tic-tac-toe"));
}

#[test]
fn the_enlarge_notice_names_only_the_dimension_that_is_short() {
    let (mut h, _dir) = harness(None);
    let (min_w, min_h) = h.app.screen().view().min_size();
    h.resize(min_w - 1, min_h + 5);
    let text = h.render();
    assert!(text.contains(&format!("to {min_w} columns (now {})", min_w - 1)), "{text}");
    h.resize(min_w + 5, min_h);
    let text = h.render();
    assert!(text.contains(&format!("to {} rows (now {min_h})", min_h + 1)), "{text}");
    h.resize(min_w - 1, min_h);
    assert!(h.render().contains(&format!("to {min_w}×{}", min_h + 1)));
}
