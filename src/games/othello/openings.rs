//! Opening names: which named opening line a game has followed, in English and Japanese.
//!
//! The table (`openings/lines.rs`) is asobi's own, composed by hand from facts that are common
//! knowledge among Othello players: the Western catalogue of opening names (Robert Gatliff's
//! list, as public Othello pages and the Othello Wiki Book Project at othello.dk give it, with
//! names such as Tiger, Buffalo, Heath, Rose-Bill, Stephenson, No-Kung) and the Japanese 定石
//! names (虎, 兎, 牛, 馬, 鼠, 野兎, バッファロー, 快速船, ノーカン, ローズ …) as Japanese opening
//! guides (such as bassy84.net's 定石 pages) and the Japan Othello Association's pages give
//! them. Each line was checked against a second public text: for most, a Japanese guide's
//! line for the Western name (the Buffalo is バッファロー, the Sailboat ヨット, Stephenson
//! leads to コンポス and ノーカン) or the reverse; for a few Western-only names (Ishii,
//! Mainline Tiger, Landau …), independent reproductions of the catalogue, read and not
//! copied. Lines that could not be confirmed were left out. No program's opening file
//! (Edax's and Egaroucid's are GPL) was copied or converted.
//!
//! A line is matched by the positions it reaches, not by its letters: the four first moves
//! (and later mirror-image replies) give the same game turned or reflected, so a game that
//! opens d3c3c4 … is the Tiger too. The name shown is that of the longest line whose final
//! position the game reached after the same number of moves (from the standard start only).

mod lines;

use std::sync::LazyLock;

use super::symmetry;
use super::{Game, Position, parse_record};
use lines::LINES;

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub en: &'static str,
    pub ja: &'static str,
    /// Moves in the line (the game matched it after this many moves).
    pub length: usize,
}

/// A position's canonical image (player's and opponent's discs).
type Key = (u64, u64);

/// The same position under every symmetry; the canonical image stands for them all.
fn canonical(pos: &Position) -> Key {
    let (c, _) = symmetry::canonical(pos);
    (c.player, c.opponent)
}

/// Every line's final position in canonical form, longest line first, worked out once: the
/// lookup runs on every move the screen draws, and replaying seventy lines each time would
/// cost more than the match itself.
static ENDS: LazyLock<Vec<(usize, Key, Opening)>> = LazyLock::new(|| {
    let mut ends: Vec<_> = named_lines()
        .map(|(moves, opening)| {
            let game = parse_record(moves).expect("a named line is legal");
            (opening.length, canonical(game.current()), opening)
        })
        .collect();
    ends.sort_by_key(|&(length, _, _)| std::cmp::Reverse(length));
    ends
});

/// Every named line: its moves from the standard start (f5 first) and its names, in the
/// table's order (for tests that show each name on screen).
pub fn named_lines() -> impl Iterator<Item = (&'static str, Opening)> {
    LINES.iter().map(|l| (l.moves, Opening { en: l.en, ja: l.ja, length: l.moves.len() / 2 }))
}

/// The opening `game` has followed: the longest named line whose position the game reached
/// after as many moves. `None` off the standard start or before the first named line.
pub fn opening(game: &Game) -> Option<Opening> {
    let positions = game.positions();
    if positions.first() != Some(&Position::start()) {
        return None;
    }
    // Lines hold no passes: a game that passed before reaching a line's length did not
    // follow it, so only the positions before the first pass count.
    let played = game.moves().iter().position(Option::is_none).unwrap_or(game.moves().len());
    // Each of the game's positions is made canonical once, when a line of its length asks.
    let mut seen: Vec<Option<Key>> = vec![None; played + 1];
    ENDS.iter().find_map(|&(length, end, found)| {
        let slot = seen.get_mut(length)?;
        let reached = *slot.get_or_insert_with(|| canonical(&positions[length]));
        (reached == end).then_some(found)
    })
}

#[cfg(test)]
mod tests;
