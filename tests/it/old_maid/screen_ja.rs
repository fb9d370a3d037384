//! Old Maid in Japanese: the same three tables as `screen.rs` (your turn, a computer's
//! draw mid-animation, the results), checked for layout with double-width text, and the compact
//! "13枚" hand centred by its width on screen. A separate test binary because the language is
//! process-wide.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::old_maid::HUMAN;
use asobi::i18n::Language;
use asobi::screens::old_maid::Phase;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::widgets::hand::FannedHand;
use crossterm::event::KeyCode;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

fn harness_with(settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 3)
        .lang(Language::Ja)
        .game(GameId::OldMaid)
        .build();
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
        let s = h.old_maid();
        if matches!(s.phase(), Phase::Take { .. }) && s.game().current_drawer() != Some(HUMAN) {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert!(matches!(h.old_maid().phase(), Phase::Take { .. }));
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_ja_results_panel() {
    let (mut h, _dir) = harness_with("animation = \"instant\"\n");
    for _ in 0..500 {
        if h.old_maid().phase() == &Phase::Over {
            break;
        }
        h.key(KeyCode::Enter);
    }
    assert_eq!(h.old_maid().phase(), &Phase::Over);
    let text = h.render();
    assert!(text.contains("結果"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_compact_count_is_centred_by_display_width() {
    asobi::i18n::apply(Language::Ja);
    let deck: Vec<Card> = (0..13).filter_map(Card::from_index).collect();
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 3));
    (&FannedHand::new(&deck)).render(buf.area, &mut buf);
    // "13枚" is 4 cells wide (but 5 bytes): 3 free cells on each side.
    let row: Vec<&str> = (0..10).map(|x| buf[(x, 1)].symbol()).collect();
    assert_eq!(row[..6], [" ", " ", " ", "1", "3", "枚"], "{row:?}");
    assert!(row[7..].iter().all(|c| *c == " "), "{row:?}");
}
