//! The Othello screen in Japanese (a separate test binary: the locale is process-wide).

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::testing::{GameView, game_view};
use crossterm::event::KeyCode;

fn harness(seed: u64) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = "version = 1\nanimation = \"instant\"\n[othello]\nlevel = \"easy\"\n";
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), seed)
        .lang(Language::Ja)
        .game(GameId::Othello)
        .build();
    (h, dir)
}

fn your_turn(h: &Harness) -> bool {
    match game_view(h.app.screen()) {
        Some(GameView::Othello(s)) => s.your_turn() || s.is_over(),
        _ => panic!("not on the Othello screen"),
    }
}

#[test]
fn mid_game_ja() {
    let (mut h, _d) = harness(31);
    h.key(KeyCode::Enter);
    for _ in 0..20_000 {
        if your_turn(&h) {
            break;
        }
        h.tick();
    }
    h.key(KeyCode::Up).key(KeyCode::Up).key(KeyCode::Up).key(KeyCode::Enter); // f2: refused
    h.settle(20_000);
    let text = h.render();
    assert!(text.contains("裏返せる石がありません"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn nothing_to_undo_ja() {
    let (mut h, _d) = harness(32);
    h.type_text("u");
    h.settle(20_000);
    let text = h.render();
    assert!(text.contains("まだ取り消せる手がありません"));
    insta::assert_snapshot!(text);
}
