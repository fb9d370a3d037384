use super::*;
use crate::games::othello::symmetry::{self, transform};
use crate::games::othello::{parse_record, squares};

/// A small book every test can afford: two plies, shallow searches, every move kept.
fn small(margin: u32) -> Book {
    build_book(BookRecipe { plies: 3, depth: 2, margin }, 20_000, usize::MAX, |_, _, _| {})
}

fn image(pos: &Position, k: u8) -> Position {
    Position { player: transform(pos.player, k), opponent: transform(pos.opponent, k), ..*pos }
}

/// Every position within `plies` of the start (passes aside).
fn reached(plies: usize) -> Vec<Position> {
    let mut level = vec![Position::start()];
    let mut all = level.clone();
    for _ in 0..plies {
        level = level
            .iter()
            .flat_map(|p| squares(p.legal_moves()).map(|sq| p.play(sq).unwrap()))
            .collect();
        all.extend(level.iter().copied());
    }
    all
}

#[test]
fn a_book_reads_back_as_it_was_written() {
    let book = small(2);
    assert!(!book.is_empty());
    assert_eq!(Book::decode(&book.encode()), Ok(book));
}

#[test]
fn every_image_of_a_position_gets_the_same_moves_mapped() {
    let book = small(64);
    for pos in reached(2) {
        let moves = book.moves(&pos).unwrap_or_else(|| panic!("within the book's plies: {pos:?}"));
        let squares_of = |pos: &Position| -> Vec<u8> { squares(pos.legal_moves()).collect() };
        let mut listed: Vec<u8> = moves.iter().map(|m| m.square).collect();
        listed.sort_unstable();
        assert_eq!(listed, squares_of(&pos), "margin 64 keeps every legal move");
        for k in 0..8u8 {
            let turned = image(&pos, k);
            let mut theirs = book.moves(&turned).expect("an image is in the book too");
            let mut mapped: Vec<BookMove> = moves
                .iter()
                .map(|m| BookMove { square: symmetry::image_square(m.square, k), ..*m })
                .collect();
            // The same order too, but for a position that is its own image (the start): its
            // equal moves are then images of each other, listed in any order.
            theirs.sort_by_key(|m| m.square);
            mapped.sort_by_key(|m| m.square);
            assert_eq!(theirs, mapped, "image {k} of {pos:?}");
        }
    }
}

#[test]
fn only_moves_near_the_best_are_kept_and_followed() {
    let book = small(0);
    for pos in reached(2).iter().filter(|p| book.contains(p)) {
        let moves = book.moves(pos).unwrap();
        let best = moves[0].score;
        assert!(moves.iter().all(|m| m.score == best), "margin 0 keeps the best only: {moves:?}");
    }
    // Three plies: the start, its reply and the reply to that; nothing deeper.
    let deep = parse_record("f5d6c3d3").unwrap();
    assert!(!book.contains(deep.current()));
    let wide = small(64);
    assert!(wide.len() > book.len(), "a wider margin follows more lines");
}

#[test]
fn a_cut_book_keeps_the_positions_nearest_the_start() {
    let recipe = BookRecipe { plies: 3, depth: 1, margin: 64 };
    let cut = build_book(recipe, 20_000, 2, |_, _, _| {});
    assert_eq!(cut.len(), 2);
    assert!(cut.contains(&Position::start()));
    assert!(cut.contains(parse_record("f5").unwrap().current()), "the one position of ply 1");
}

#[test]
fn a_damaged_file_is_refused_with_its_reason() {
    let good = small(2).encode();
    assert_eq!(Book::decode(b"ASOBIOTW"), Err(BookError::NotABook));
    assert_eq!(Book::decode(&good[..good.len() - 1]), Err(BookError::Truncated));
    let mut longer = good.clone();
    longer.push(0);
    assert_eq!(Book::decode(&longer), Err(BookError::TrailingBytes));
    let mut newer = good.clone();
    newer[8] = 99;
    assert_eq!(
        Book::decode(&newer),
        Err(BookError::WrongVersion { found: 99, expected: BOOK_VERSION })
    );
    // The first position's first move is moved to a1, never legal this early.
    let mut illegal = good.clone();
    illegal[28 + 17] = 0;
    assert_eq!(Book::decode(&illegal), Err(BookError::Inconsistent));
}

#[test]
fn the_shipped_book_holds_the_start_and_every_first_move() {
    let book = &*SHIPPED_BOOK;
    assert!(book.recipe.plies >= 8, "{:?}", book.recipe);
    let start = book.moves(&Position::start()).expect("the start is in the book");
    assert_eq!(start.len(), 4, "the four first moves are one move, all kept: {start:?}");
    for m in &start {
        assert!(m.score.abs() <= 2, "a first move is worth about nothing: {m:?}");
        assert!(book.contains(&Position::start().play(m.square).unwrap()));
    }
}
