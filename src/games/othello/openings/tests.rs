//! The opening table's promises: every line is legal and names itself, one name a position,
//! a shorter line names the game until a longer one is reached, and symmetry keeps the name.

use super::lines::LINES;
use super::*;
use crate::games::othello::symmetry::transform;
use crate::games::othello::{parse_square, square_name};

fn named(record: &str) -> Option<&'static str> {
    opening(&parse_record(record).unwrap()).map(|o| o.en)
}

/// The canonical position after `moves`.
fn end_of(moves: &str) -> (u64, u64) {
    canonical(parse_record(moves).unwrap().current())
}

#[test]
fn every_line_is_legal_and_names_itself() {
    assert!(LINES.len() >= 60, "{} lines", LINES.len());
    for line in LINES {
        assert!(parse_record(line.moves).is_ok(), "{} is not legal", line.moves);
        assert_eq!(named(line.moves), Some(line.en), "{}", line.moves);
        assert!(!line.en.is_empty() && !line.ja.is_empty(), "{}", line.moves);
    }
}

#[test]
fn one_position_after_as_many_moves_has_one_name() {
    for (i, a) in LINES.iter().enumerate() {
        for b in &LINES[i + 1..] {
            assert!(a.moves != b.moves, "{} is listed twice", a.moves);
            if a.moves.len() == b.moves.len() && end_of(a.moves) == end_of(b.moves) {
                assert_eq!(
                    (a.en, a.ja),
                    (b.en, b.ja),
                    "{} and {} reach one position under two names",
                    a.moves,
                    b.moves
                );
            }
        }
    }
}

#[test]
fn a_shorter_line_names_the_game_until_the_longer_one_is_reached() {
    for long in LINES {
        for moves in (2..long.moves.len() / 2).map(|n| &long.moves[..2 * n]) {
            // The longest listed line this prefix of `long` has played out by its letters.
            let expected = LINES
                .iter()
                .filter(|l| moves.starts_with(l.moves))
                .max_by_key(|l| l.moves.len())
                .map(|l| l.en);
            assert_eq!(named(moves), expected, "{moves}, on the way to {}", long.en);
        }
        // One move past a line's end still names it (no line is longer and goes that way).
        let game = parse_record(long.moves).unwrap();
        let next = game.current().legal_moves().trailing_zeros() as u8;
        let past = format!("{}{}", long.moves, square_name(next));
        if !LINES.iter().any(|l| l.moves.len() > long.moves.len() && l.moves.starts_with(&past)) {
            assert_eq!(named(&past), Some(long.en), "{past}");
        }
    }
}

#[test]
fn the_longest_line_reached_names_the_game_and_stays_after_it() {
    assert_eq!(named("f5d6c3"), Some("Perpendicular"));
    assert_eq!(named("f5d6c3d3c4"), Some("Tiger"));
    assert_eq!(named("f5d6c3d3c4f4"), Some("Tiger"));
    assert_eq!(named("f5d6c3d3c4f4f6"), Some("Stephenson"));
    assert_eq!(named("f5d6c3d3c4f4f6f3e6e7"), Some("COMP'OTH"));
    assert_eq!(named("f5d6c5f4e3c6d3f6e6d7g3c4"), Some("Sharp Rose"));
    assert_eq!(named("f5d6c5f4e3c6d3f6e6d7g3c4b4b3"), Some("Rose-Birdie"));
    assert_eq!(named("f5f6e6f4c3"), Some("Buffalo"));
    assert_eq!(named(""), None);
    assert_eq!(named("f5"), None);
}

#[test]
fn japanese_names_follow_the_japanese_tradition() {
    let ja = |record: &str| opening(&parse_record(record).unwrap()).map(|o| o.ja);
    assert_eq!(ja("f5d6c3d3c4"), Some("虎"));
    assert_eq!(ja("f5f6e6f4c3"), Some("バッファロー"));
    assert_eq!(ja("f5f4e3"), Some("鼠"));
    assert_eq!(ja("f5d6c6f4e6"), Some("野兎"));
    assert_eq!(ja("f5f6e6f4e3c5c4e7c6e2f3f2"), Some("快速船"));
    assert_eq!(ja("f5d6c5f4e3c6d3f6e6d7e7"), Some("手塚システム"));
}

#[test]
fn a_game_from_another_start_is_never_named() {
    // A game set up from a position (even one a line reaches) follows no line from the start.
    let from_elsewhere = Game::from_position(*parse_record("f5d6").unwrap().current());
    assert_eq!(opening(&from_elsewhere), None);
}

#[test]
fn a_turned_or_mirrored_game_has_the_same_name() {
    // Every line played in each orientation that keeps the start position (the first move
    // then lands on d3, c4, e6 or f5) keeps its name.
    let start = Position::start();
    let keeps_start = |k: &u8| {
        transform(start.player, *k) == start.player
            && transform(start.opponent, *k) == start.opponent
    };
    let orientations: Vec<u8> = (0..8).filter(keeps_start).collect();
    assert_eq!(orientations.len(), 4);
    for line in LINES {
        for &k in &orientations {
            let turned: String = line
                .moves
                .as_bytes()
                .chunks(2)
                .map(|c| {
                    let sq = parse_square(std::str::from_utf8(c).unwrap()).unwrap();
                    square_name(transform(1 << sq, k).trailing_zeros() as u8)
                })
                .collect();
            assert_eq!(named(&turned), Some(line.en), "{turned}");
        }
    }
    // After the Diagonal the board is symmetric: d6 answers as f4 does.
    assert_eq!(named("f5f6e6d6c5"), Some("Cow"));
}
