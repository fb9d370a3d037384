//! Opening names: which named opening line a game has followed, in English and Japanese.
//!
//! The table is asobi's own, composed by hand from facts that are common knowledge among
//! Othello players, each checked against more than one public description: the three replies
//! to the first move (Perpendicular 縦取り, Diagonal 斜め取り, Parallel 並び取り) as the Othello
//! Wiki Book Project (othello.dk) names them; the Japanese animal names of the standard lines
//! (Tiger 虎, Rabbit 兎, Cow 牛, Horse 馬) and the Rose family (ローズ, Sharp Rose Sローズ,
//! Flat Rose Fローズ) as Japanese opening guides and the Japan Othello Association's pages
//! give them. No other project's opening file was copied.
//!
//! A line is matched by the positions it reaches, not by its letters: the four first moves
//! (and later mirror-image replies) give the same game turned or reflected, so a game that
//! opens d3c3c4 … is the Tiger too. The name shown is that of the longest line whose final
//! position the game reached after the same number of moves (from the standard start only).

use super::symmetry;
#[cfg(test)]
use super::symmetry::transform;
use super::{Game, Position, parse_record};

/// One named line: its moves from the standard start (in the f5 orientation), then its
/// English and Japanese names.
struct Line {
    moves: &'static str,
    en: &'static str,
    ja: &'static str,
}

const LINES: &[Line] = &[
    Line { moves: "f5d6", en: "Perpendicular", ja: "縦取り" },
    Line { moves: "f5f6", en: "Diagonal", ja: "斜め取り" },
    Line { moves: "f5f4", en: "Parallel", ja: "並び取り" },
    Line { moves: "f5d6c3d3c4", en: "Tiger", ja: "虎" },
    Line { moves: "f5d6c5f4e3", en: "Rabbit", ja: "兎" },
    Line { moves: "f5d6c5f4d3", en: "Horse", ja: "馬" },
    Line { moves: "f5f6e6f4e3", en: "Cow", ja: "牛" },
    Line { moves: "f5d6c5f4e3c6d3f6e6d7", en: "Rose", ja: "ローズ" },
    Line { moves: "f5d6c5f4e3c6d3f6e6d7g3c4", en: "Sharp Rose", ja: "Sローズ" },
    Line { moves: "f5d6c5f4e3c6d3f6e6d7g4c4", en: "Flat Rose", ja: "Fローズ" },
];

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub en: &'static str,
    pub ja: &'static str,
    /// Moves in the line (the game matched it after this many moves).
    pub length: usize,
}

/// The same position under every symmetry; the canonical image stands for them all.
fn canonical(pos: &Position) -> (u64, u64) {
    let (c, _) = symmetry::canonical(pos);
    (c.player, c.opponent)
}

/// The opening `game` has followed: the longest named line whose position the game reached
/// after as many moves. `None` off the standard start or before the first named line.
pub fn opening(game: &Game) -> Option<Opening> {
    let positions = game.positions();
    if positions.first() != Some(&Position::start()) {
        return None;
    }
    LINES
        .iter()
        .filter_map(|line| {
            let length = line.moves.len() / 2;
            // Lines hold no passes: a game that passed before reaching the line's length
            // did not follow it.
            if game.moves().get(..length)?.contains(&None) {
                return None;
            }
            let reached = positions.get(length)?;
            let at = parse_record(line.moves).ok()?;
            (canonical(at.current()) == canonical(reached)).then_some(Opening {
                en: line.en,
                ja: line.ja,
                length,
            })
        })
        .max_by_key(|o| o.length)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::othello::{parse_square, square_name};

    fn named(record: &str) -> Option<&'static str> {
        opening(&parse_record(record).unwrap()).map(|o| o.en)
    }

    #[test]
    fn every_line_is_legal_and_names_itself() {
        for line in LINES {
            assert_eq!(named(line.moves), Some(line.en), "{}", line.moves);
        }
    }

    #[test]
    fn the_longest_line_reached_names_the_game_and_stays_after_it() {
        assert_eq!(named("f5d6c3"), Some("Perpendicular"));
        assert_eq!(named("f5d6c3d3c4"), Some("Tiger"));
        assert_eq!(named("f5d6c3d3c4f4"), Some("Tiger"));
        assert_eq!(named("f5d6c5f4e3c6d3f6e6d7g3c4b4"), Some("Sharp Rose"));
        assert_eq!(named(""), None);
        assert_eq!(named("f5"), None);
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
}
