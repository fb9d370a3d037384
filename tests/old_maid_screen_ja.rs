//! Old Maid in Japanese: the same three tables as `old_maid_screen.rs` (your turn, a computer's
//! draw mid-animation, the results), checked for layout with double-width text. A separate test
//! binary because the language is process-wide.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::old_maid::HUMAN;
use asobi::i18n::Language;
use asobi::screens::Screen;
use asobi::screens::old_maid::{OldMaidScreen, Step};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn screen(h: &Harness) -> &OldMaidScreen {
    match h.app.screen() {
        Screen::OldMaid(s) => s,
        _ => panic!("not on the Old Maid screen"),
    }
}

fn harness_with(settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let h =
        Harness::new_in(Language::Ja, DataDir::at(dir.path()), 3, Some(GameId::OldMaid), 100, 30);
    (h, dir)
}

#[test]
fn snapshot_ja_table_on_your_turn() {
    let (mut h, _dir) = harness_with("");
    let text = h.render();
    assert!(text.contains("あなたの番です"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn snapshot_ja_computer_draw_mid_animation() {
    let (mut h, _dir) = harness_with("");
    h.key(KeyCode::Enter);
    for _ in 0..200 {
        let s = screen(&h);
        if matches!(s.step(), Step::Take { .. }) && s.game().current_drawer() != Some(HUMAN) {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert!(matches!(screen(&h).step(), Step::Take { .. }));
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_ja_results_panel() {
    let (mut h, _dir) = harness_with("animation = \"instant\"\n");
    for _ in 0..500 {
        if screen(&h).step() == &Step::Over {
            break;
        }
        h.key(KeyCode::Enter);
    }
    assert_eq!(screen(&h).step(), &Step::Over);
    let text = h.render();
    assert!(text.contains("結果"), "{text}");
    insta::assert_snapshot!(text);
}
