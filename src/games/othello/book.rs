//! The opening book: asobi's own, made by its engine (`asobi othello book`) from searches of
//! every position its good lines reach in the first plies, and shipped in
//! `assets/othello/book.bin`. The search levels play from it while a game is in it; the
//! panel says so.
//!
//! Positions are kept by their canonical image (`symmetry.rs`), so one entry answers all
//! eight images of a position, and a move is stored on the image's board and mapped back.
//! Each entry keeps the moves within the build's margin of the best, with their values.
//!
//! The file (little-endian): the magic `ASOBIOBK`, the format version (u32), the plies, the
//! search depth and the margin it was built with (u32 each), the number of positions (u32),
//! then each position sorted by its image's discs: the mover's discs (u64), the opponent's
//! (u64), the number of moves (u8), and each move's square (u8, a1 = 0) and value for the
//! mover in discs (i8), best first.

use std::collections::{BTreeMap, VecDeque};
use std::fmt;
use std::sync::LazyLock;

use super::Position;
use super::move_values::move_values;
use super::symmetry::{canonical, preimage_square};
use crate::games::stop::StopFlag;

/// Bumped whenever the encoding changes: an old file is then refused.
pub const BOOK_VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"ASOBIOBK";
/// The shipped book.
static SHIPPED: &[u8] = include_bytes!("../../../assets/othello/book.bin");

/// The book built into the binary (checked when first used: a bad file is a build bug).
pub static SHIPPED_BOOK: LazyLock<Book> = LazyLock::new(|| {
    Book::decode(SHIPPED).unwrap_or_else(|e| panic!("assets/othello/book.bin: {e}"))
});

/// One move the book knows, on the board it was asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub square: u8,
    /// For the side to move, in discs (the search's estimate of the final disc difference).
    pub score: i32,
}

/// How a book was made (`asobi othello book`'s settings), kept in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookRecipe {
    /// Plies from the start the book reaches.
    pub plies: u32,
    /// Depth of the searches scoring each move (the move included).
    pub depth: u32,
    /// Moves within this many discs of the best are kept and followed.
    pub margin: u32,
}

/// An opening book: positions (canonical images) and their good moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    pub recipe: BookRecipe,
    /// Sorted by the image's (mover, opponent) discs; moves on the image's board, best first.
    entries: Vec<((u64, u64), Vec<BookMove>)>,
}

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    NotABook,
    WrongVersion {
        found: u32,
        expected: u32,
    },
    Truncated,
    TrailingBytes,
    /// Positions out of order or repeated, a move off the board or not legal there.
    Inconsistent,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotABook => write!(f, "not an asobi Othello book"),
            BookError::WrongVersion { found, expected } => {
                write!(f, "book format version {found}, this build reads version {expected}")
            }
            BookError::Truncated => write!(f, "book file is truncated"),
            BookError::TrailingBytes => write!(f, "book file has bytes after its end"),
            BookError::Inconsistent => write!(f, "book file has an illegal or unsorted entry"),
        }
    }
}

impl std::error::Error for BookError {}

impl Book {
    /// A book that knows nothing.
    pub fn empty(recipe: BookRecipe) -> Book {
        Book { recipe, entries: Vec::new() }
    }

    /// Positions the book holds (each standing for its symmetric images).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's moves for `pos`, on `pos`'s own board, best first (equal values in the
    /// order of the image's squares, so every image lists the same moves in the same order,
    /// or, for a position that is its own image, equal moves that are images of each other).
    /// `None` when the book does not hold the position.
    pub fn moves(&self, pos: &Position) -> Option<Vec<BookMove>> {
        let (moves, k) = self.entry(pos)?;
        Some(
            moves.iter().map(|m| BookMove { square: preimage_square(m.square, k), ..*m }).collect(),
        )
    }

    /// Whether the book holds `pos`.
    pub fn contains(&self, pos: &Position) -> bool {
        self.entry(pos).is_some()
    }

    /// The entry of `pos`'s canonical image (its moves on the image's board) and the
    /// symmetry that turns `pos` into it.
    fn entry(&self, pos: &Position) -> Option<(&[BookMove], u8)> {
        let (canon, k) = canonical(pos);
        let i = self.entries.binary_search_by_key(&(canon.player, canon.opponent), |e| e.0).ok()?;
        Some((&self.entries[i].1, k))
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let r = self.recipe;
        for word in [BOOK_VERSION, r.plies, r.depth, r.margin, self.entries.len() as u32] {
            out.extend_from_slice(&word.to_le_bytes());
        }
        for ((p, o), moves) in &self.entries {
            out.extend_from_slice(&p.to_le_bytes());
            out.extend_from_slice(&o.to_le_bytes());
            out.push(moves.len() as u8);
            for m in moves {
                out.push(m.square);
                out.push(m.score.clamp(-64, 64) as i8 as u8);
            }
        }
        out
    }

    pub fn decode(bytes: &[u8]) -> Result<Book, BookError> {
        let mut at = bytes;
        let mut take = |n: usize| -> Result<&[u8], BookError> {
            if at.len() < n {
                return Err(BookError::Truncated);
            }
            let (head, rest) = at.split_at(n);
            at = rest;
            Ok(head)
        };
        if take(8).map_err(|_| BookError::NotABook)? != MAGIC {
            return Err(BookError::NotABook);
        }
        let mut word = || take(4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")));
        let version = word()?;
        if version != BOOK_VERSION {
            return Err(BookError::WrongVersion { found: version, expected: BOOK_VERSION });
        }
        let recipe = BookRecipe { plies: word()?, depth: word()?, margin: word()? };
        let count = word()? as usize;
        let mut entries: Vec<((u64, u64), Vec<BookMove>)> = Vec::with_capacity(count.min(1 << 16));
        for _ in 0..count {
            let disc = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("8 bytes"));
            let p = disc(take(8)?);
            let o = disc(take(8)?);
            let n = take(1)?[0] as usize;
            let raw = take(2 * n)?;
            let moves: Vec<BookMove> = raw
                .chunks_exact(2)
                .map(|m| BookMove { square: m[0], score: i32::from(m[1] as i8) })
                .collect();
            let legal =
                Position { player: p, opponent: o, side: super::Colour::Black }.legal_moves();
            let sound = p & o == 0
                && entries.last().is_none_or(|e| e.0 < (p, o))
                && moves.iter().all(|m| m.square < 64 && legal & (1u64 << m.square) != 0);
            if !sound {
                return Err(BookError::Inconsistent);
            }
            entries.push(((p, o), moves));
        }
        if !at.is_empty() {
            return Err(BookError::TrailingBytes);
        }
        Ok(Book { recipe, entries })
    }
}

/// Builds a book from the start: every position reached within `recipe.plies` plies by moves
/// within `recipe.margin` discs of the best, each of its moves scored by
/// [`move_values`] at `recipe.depth` plies within `nodes` nodes a move, at most `limit`
/// positions (nearest the start first: a cut book is whole up to some ply). `progress` hears
/// each position as it is added (with the count so far). Pure and deterministic: the searches
/// are bounded by depth and nodes, never the clock.
pub fn build_book(
    recipe: BookRecipe,
    nodes: u64,
    limit: usize,
    mut progress: impl FnMut(usize, &Position, &[BookMove]),
) -> Book {
    let mut found: BTreeMap<(u64, u64), Vec<BookMove>> = BTreeMap::new();
    let mut queue = VecDeque::from([(canonical(&Position::start()).0, 0u32)]);
    let margin = recipe.margin as i32;
    while let Some((pos, ply)) = queue.pop_front() {
        if found.len() >= limit || found.contains_key(&(pos.player, pos.opponent)) {
            continue;
        }
        let Some(values) = move_values(&pos, recipe.depth, nodes, &StopFlag::never()) else {
            continue;
        };
        let Some(best) = values.first().map(|v| v.score) else { continue };
        let mut kept: Vec<BookMove> = values
            .iter()
            .filter(|v| v.score >= best - margin)
            .map(|v| BookMove { square: v.square, score: v.score })
            .collect();
        // Equal values in square order: a fixed order for the file and for a seeded pick.
        kept.sort_by_key(|m| (std::cmp::Reverse(m.score), m.square));
        progress(found.len() + 1, &pos, &kept);
        if ply + 1 < recipe.plies {
            for m in &kept {
                let after = pos.play(m.square).expect("a legal move");
                // The book's lines hold no passes (none is forced this early in real play).
                if after.legal_moves() != 0 {
                    queue.push_back((canonical(&after).0, ply + 1));
                }
            }
        }
        found.insert((pos.player, pos.opponent), kept);
    }
    Book { recipe, entries: found.into_iter().collect() }
}

#[cfg(test)]
mod tests;
