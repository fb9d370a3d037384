//! The Killer Sevens table as bit sets: which cells are PLAYED or DEAD, which played cells are
//! connected to a 7, which cells are playable, and which EMPTY regions a placement kills.
//!
//! Bit `i` is the cell of the card with dense index `i` (`suit * 13 + rank - 1`), so a row is 13
//! consecutive bits and a hand is a mask over the same layout. 52 cells fit in one `u64`, which
//! keeps a whole table `Copy` and the flood fills a handful of shifts: the computer players
//! replay thousands of games per decision.

use serde::{Deserialize, Serialize};

use crate::games::cards::{Card, Rank, Suit};

/// Every cell of the table.
pub const ALL: u64 = (1 << 52) - 1;
/// The ace column (rank 1) of every row.
const COL_A: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);
/// The king column (rank 13) of every row.
const COL_K: u64 = COL_A << 12;
/// The 7 column: always PLAYED from the start.
pub const SEVENS: u64 = COL_A << 6;
/// One row (13 cells).
const ROW: u64 = (1 << 13) - 1;

/// What is in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Nothing yet: the card is still in somebody's hand.
    Empty,
    /// The card lies on the table.
    Played,
    /// The card was killed: the cell can never be played.
    Dead,
}

/// The bit of one card's cell.
pub fn bit(card: Card) -> u64 {
    1 << card.index()
}

/// The cards of a mask, in index order (♠A … ♣K).
pub fn cards(mask: u64) -> impl Iterator<Item = Card> {
    let mut m = mask & ALL;
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Card::from_index(i).expect("index below 52")
        })
    })
}

/// The mask of a list of cards.
pub fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | bit(c))
}

/// The card at (suit, rank).
pub fn card_at(suit: Suit, rank: Rank) -> Card {
    Card::new(suit, rank)
}

/// Each cell's orthogonal neighbours (left, right, up, down), walls excluded.
pub fn nbr4(b: u64) -> u64 {
    ((b & !COL_K) << 1) | ((b & !COL_A) >> 1) | ((b << 13) & ALL) | (b >> 13)
}

/// Each cell's 8 neighbours plus the cells themselves.
pub fn nbr8(b: u64) -> u64 {
    let h = b | ((b & !COL_K) << 1) | ((b & !COL_A) >> 1);
    h | ((h << 13) & ALL) | (h >> 13)
}

/// The 4-connected region of `within` that contains `seed`.
fn flood4(seed: u64, within: u64) -> u64 {
    let mut region = seed & within;
    loop {
        let next = (region | nbr4(region)) & within;
        if next == region {
            return region;
        }
        region = next;
    }
}

/// True when `region` (non-empty) fills its bounding box.
pub fn is_rectangle(region: u64) -> bool {
    let mut top = None;
    let mut bottom = 0;
    let mut cols = 0;
    for r in 0..4 {
        let row = (region >> (13 * r)) & ROW;
        if row != 0 {
            top.get_or_insert(r);
            bottom = r;
            cols |= row;
        }
    }
    let Some(top) = top else {
        return false;
    };
    let width = 64 - cols.leading_zeros() - cols.trailing_zeros();
    region.count_ones() == (bottom - top + 1) * width
}

/// The 52 cells: PLAYED and DEAD sets plus the derived "connected to a 7" set.
///
/// Saved as the two sets only: the connection set is recomputed on loading, so a saved file
/// cannot disagree with it. Nothing else is repaired there; `Game::validate` judges the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "TableCells", into = "TableCells")]
pub struct Table {
    played: u64,
    dead: u64,
    /// PLAYED cells joined to a 7 through PLAYED cells (8-neighbour steps). Cards laid by an
    /// eliminated player can sit outside it until a play links them up.
    connected: u64,
}

/// A table's saved form.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct TableCells {
    played: u64,
    dead: u64,
}

impl From<TableCells> for Table {
    fn from(cells: TableCells) -> Table {
        let mut t = Table { played: cells.played, dead: cells.dead, connected: 0 };
        t.reconnect();
        t
    }
}

impl From<Table> for TableCells {
    fn from(t: Table) -> TableCells {
        TableCells { played: t.played, dead: t.dead }
    }
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    /// The table after the opening: the four 7s played, everything else EMPTY.
    pub fn new() -> Table {
        Table { played: SEVENS, dead: 0, connected: SEVENS }
    }

    /// A table with the given cells (the 7s are always PLAYED); for test positions.
    pub fn with_cells(played: u64, dead: u64) -> Table {
        let dead = dead & ALL & !SEVENS;
        let mut t = Table { played: (played | SEVENS) & !dead & ALL, dead, connected: 0 };
        t.reconnect();
        t
    }

    pub fn played(&self) -> u64 {
        self.played
    }

    pub fn dead(&self) -> u64 {
        self.dead
    }

    pub fn connected(&self) -> u64 {
        self.connected
    }

    pub fn empty(&self) -> u64 {
        ALL & !self.played & !self.dead
    }

    pub fn cell(&self, card: Card) -> Cell {
        let b = bit(card);
        if self.played & b != 0 {
            Cell::Played
        } else if self.dead & b != 0 {
            Cell::Dead
        } else {
            Cell::Empty
        }
    }

    /// EMPTY cells touching (8 ways) a played cell connected to a 7.
    pub fn playable(&self) -> u64 {
        self.empty() & nbr8(self.connected)
    }

    fn reconnect(&mut self) {
        let mut c = self.played & SEVENS;
        loop {
            let next = nbr8(c) & self.played;
            if next == c {
                break;
            }
            c = next;
        }
        self.connected = c;
    }

    /// Marks `cells` PLAYED (no kill check) and refreshes the connection set.
    pub fn lay(&mut self, cells: u64) {
        self.played |= cells & ALL;
        self.reconnect();
    }

    /// The EMPTY regions next to `cells` that would die now: 4-connected, solid rectangles,
    /// and no larger than `max_region` cells (0 = any size).
    pub fn kills_around(&self, cells: u64, max_region: u8) -> u64 {
        let empty = self.empty();
        let mut seen = 0;
        let mut doomed = 0;
        let mut starts = nbr4(cells) & empty;
        while starts != 0 {
            let n = starts & starts.wrapping_neg();
            starts &= !n;
            if seen & n != 0 {
                continue;
            }
            let region = flood4(n, empty);
            seen |= region;
            let small_enough = max_region == 0 || region.count_ones() <= u32::from(max_region);
            if small_enough && is_rectangle(region) {
                doomed |= region;
            }
        }
        doomed
    }

    /// What placing `cell` (one bit, EMPTY) would kill, without changing the table.
    pub fn kills_if_placed(&self, cell: u64, max_region: u8) -> u64 {
        let mut t = *self;
        t.played |= cell;
        t.kills_around(cell, max_region)
    }

    /// Places one card, kills what it encloses, and returns the killed cells.
    pub fn place(&mut self, cell: u64, max_region: u8) -> u64 {
        self.played |= cell;
        let killed = self.kills_around(cell, max_region);
        self.dead |= killed;
        self.reconnect();
        killed
    }

    /// Marks `cells` DEAD.
    pub fn kill(&mut self, cells: u64) {
        self.dead |= cells & ALL;
        self.played &= !cells;
        self.reconnect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().expect("card")
    }

    #[test]
    fn neighbours_stop_at_the_walls() {
        // ♠A: right, below, and diagonal below-right only.
        let n = nbr8(bit(c("AS"))) & !bit(c("AS"));
        assert_eq!(n, mask_of(&[c("2S"), c("AH"), c("2H")]));
        // ♣K: left and up only orthogonally.
        assert_eq!(nbr4(bit(c("KC"))), mask_of(&[c("QC"), c("KD")]));
        // ♥K does not wrap to ♦A.
        assert_eq!(nbr4(bit(c("KH"))) & bit(c("AD")), 0);
    }

    #[test]
    fn rectangles_are_recognised() {
        assert!(is_rectangle(bit(c("6C"))));
        assert!(is_rectangle(mask_of(&[c("5S"), c("6S"), c("5H"), c("6H")])));
        assert!(!is_rectangle(mask_of(&[c("5S"), c("6S"), c("5H")])));
        assert!(!is_rectangle(0));
    }

    #[test]
    fn opening_table_plays_next_to_the_sevens_only() {
        let t = Table::new();
        let expect: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&s| [6, 8].map(|r| Card::new(s, Rank::new(r).expect("rank"))))
            .collect();
        let mut got: Vec<Card> = cards(t.playable()).collect();
        got.sort();
        let mut expect = expect;
        expect.sort();
        assert_eq!(got, expect);
    }
}
