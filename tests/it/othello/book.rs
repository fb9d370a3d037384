//! The opening book (issue #26) through the public API and the binary: the play levels answer
//! from it while a game is in it, alike on every image of a position; a search asked for by
//! nodes or depth, and any position outside the book, is searched.

use asobi::games::othello::{Position, SHIPPED_BOOK, Strength, board_string, parse_record, think};
use asobi::games::random::GameRng;
use asobi::games::stop::StopFlag;
use rand::SeedableRng;

use super::symmetry::{check_level, random_position};

fn move_json(board: &str, extra: &[&str]) -> serde_json::Value {
    let out = crate::kit::binary::asobi()
        .args(["othello", "move", board, "--json"])
        .args(extra)
        .output()
        .expect("binary runs");
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Positions the book holds: from the start, each ply following the book's first and last
/// moves (its best, and the last it keeps within its margin).
fn book_positions(plies: usize) -> Vec<Position> {
    let mut out = vec![Position::start()];
    let mut frontier = vec![Position::start()];
    for _ in 0..plies {
        let mut next = Vec::new();
        for pos in &frontier {
            let moves = SHIPPED_BOOK.moves(pos).expect("followed lines stay in the book");
            for m in [moves[0], moves[moves.len() - 1]] {
                let after = pos.play(m.square).unwrap();
                if SHIPPED_BOOK.contains(&after) && !next.contains(&after) {
                    next.push(after);
                }
            }
        }
        out.extend(next.iter().copied());
        frontier = next;
    }
    out
}

#[test]
fn a_play_level_answers_from_the_book_and_a_measured_search_does_not() {
    let after_f5 = parse_record("f5").unwrap();
    let board = board_string(after_f5.current());
    let book = SHIPPED_BOOK.moves(after_f5.current()).expect("every first move is in the book");
    for level in ["5", "hard", "10"] {
        let v = move_json(&board, &["--level", level, "--seed", "4"]);
        assert_eq!(v["book"], true, "level {level}: {v}");
        let played =
            book.iter().find(|m| v["move"] == asobi::games::othello::square_name(m.square));
        let played = played.unwrap_or_else(|| panic!("level {level} played a book move: {v}"));
        assert!(played.score >= book[0].score - 1, "within a disc of the book's best: {v}");
        assert_eq!(v["score"], played.score, "the book's value of the move played");
        assert_eq!(v["depth"], SHIPPED_BOOK.recipe.depth);
        assert_eq!(v["nodes"], 0, "nothing searched");
    }
    for asked in [["--nodes", "20000"], ["--depth", "3"]] {
        let v = move_json(&board, &asked);
        assert_eq!(v["book"], false, "{asked:?} asks for a search: {v}");
        assert!(v["nodes"].as_u64().unwrap() > 0, "{v}");
    }
    // Normal (level 4) searches every move shallowly, book or not: it plays as it did.
    assert_eq!(move_json(&board, &["--level", "normal"])["book"], false);
}

#[test]
fn every_image_of_a_book_position_answers_alike_at_every_search_level() {
    let positions = book_positions(6);
    assert!(positions.len() > 10, "the book reaches past six plies: {}", positions.len());
    // The start's answer is a random first move and a search after it (`othello_symmetry_levels`).
    for pos in &positions[1..] {
        for level in 5..=10 {
            check_level(pos, level).unwrap_or_else(|e| panic!("{}: {e}", board_string(pos)));
        }
    }
}

#[test]
fn outside_the_book_a_level_searches() {
    let pos = random_position(11, 24);
    assert!(!SHIPPED_BOOK.contains(&pos), "a random 24-ply position is no book line");
    let player = Strength::new(5).unwrap().player();
    let t = think(&pos, player, &mut GameRng::seed_from_u64(1), &StopFlag::never());
    assert!(!t.book && t.nodes.unwrap() > 0, "{t:?}");
}
