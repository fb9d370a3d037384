//! The poker screen in Japanese (a binary of its own: the language is process-wide). The
//! double-width labels must keep the bet field, hand names and points panel aligned.

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 42)
        .lang(Language::Ja)
        .game(GameId::Poker)
        .build();
    (h, dir)
}

#[test]
fn betting_with_an_inline_error_ja() {
    let (mut h, _dir) = harness();
    h.type_text("12a");
    let text = h.render();
    assert!(text.contains("賭け点には数字だけ入力できます（「a」は無効）"));
    // The cursor sits just after what was typed ("12a": the letter stays in the field, named in
    // the notice), past the double-width label.
    let (x, y) = h.terminal.get_cursor_position().map(|p| (p.x, p.y)).unwrap();
    let line: Vec<char> = text.lines().nth(usize::from(y)).unwrap().chars().collect();
    let label = line.iter().collect::<String>();
    let at = label.find("12").unwrap();
    let before_cells: usize = label[..at].chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
    assert_eq!(usize::from(x), before_cells + 3, "cursor after '12a'");
    insta::assert_snapshot!(text);
}

#[test]
fn exchange_ja() {
    let (mut h, _dir) = harness();
    h.type_text("20").key(KeyCode::Enter);
    h.key(KeyCode::Right).key(KeyCode::Char(' ')).type_text("5");
    insta::assert_snapshot!(h.render());
}

#[test]
fn showdown_ja() {
    let (mut h, _dir) = harness();
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter).settle(200);
    let text = h.render();
    assert!(text.contains("親：") && text.contains("あなた："));
    insta::assert_snapshot!(text);
}
