//! Typed moves on the Othello board: a column letter then a row digit plays that square, as a
//! click would; a digit alone or a bad square is answered on the status line.

use asobi::catalog::GameId;
use asobi::games::othello::parse_square;
use asobi::screens::othello::Notice;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = "animation = \"instant\"\n[othello]\nlevel = \"easy\"\n";
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    (Harness::builder(DataDir::at(dir.path()), 3).game(GameId::Othello).build(), dir)
}

fn typed(h: &mut Harness, text: &str) {
    for c in text.chars() {
        h.key(KeyCode::Char(c));
    }
    h.settle(10_000);
}

#[test]
fn a_typed_square_is_played_like_a_click() {
    let (mut h, _dir) = harness();
    typed(&mut h, "d");
    assert_eq!(h.othello().notice(), Some(&Notice::Typed(3)));
    assert!(h.render().contains("d… now the row"), "{}", h.render());
    typed(&mut h, "3");
    let moves = h.othello().game().moves().to_vec();
    assert_eq!(moves.first(), Some(&Some(parse_square("d3").unwrap())), "{moves:?}");
    assert_eq!(h.othello().cursor(), parse_square("d3").unwrap());
}

#[test]
fn h_moves_left_and_still_starts_a_square_name() {
    let (mut h, _dir) = harness();
    let before = h.othello().cursor();
    typed(&mut h, "h");
    assert_eq!(h.othello().cursor(), before - 1, "h is the vi key for left");
    assert_eq!(h.othello().notice(), Some(&Notice::Typed(7)));
    typed(&mut h, "1");
    assert_eq!(
        h.othello().notice(),
        Some(&Notice::NoFlips(parse_square("h1").unwrap())),
        "h1 turns nothing at the start"
    );
    assert!(h.othello().game().moves().is_empty());
}

#[test]
fn a_digit_alone_asks_for_the_column_and_other_keys_forget_the_letter() {
    let (mut h, _dir) = harness();
    typed(&mut h, "5");
    assert_eq!(h.othello().notice(), Some(&Notice::TypeColumnFirst));
    typed(&mut h, "f");
    h.key(KeyCode::Down);
    assert_eq!(h.othello().notice(), None, "the arrow forgot the letter");
    typed(&mut h, "5");
    assert_eq!(h.othello().notice(), Some(&Notice::TypeColumnFirst));
    assert!(h.othello().game().moves().is_empty());
    typed(&mut h, "d4");
    assert_eq!(h.othello().notice(), Some(&Notice::Occupied(parse_square("d4").unwrap())));
}
