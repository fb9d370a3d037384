//! Tic-tac-toe rules (RULES.md §1) and its three computer levels.
//!
//! Cells are numbered 0..9 row by row from the top left. The human plays ○ (`Mark::O`), the
//! computer × (`Mark::X`). The seed's anti-diagonal bug is fixed: (0,2)-(1,1)-(2,0) wins.

pub mod table;

use std::fmt;
use std::sync::OnceLock;

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::games::Level;

/// A player's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Mark {
    O,
    X,
}

impl Mark {
    pub fn other(self) -> Mark {
        match self {
            Mark::O => Mark::X,
            Mark::X => Mark::O,
        }
    }

    /// ○ or ×, as drawn on the board.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::O => "○",
            Mark::X => "×",
        }
    }
}

/// The eight winning lines: three rows, three columns, both diagonals.
pub const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { mark: Mark, line: [usize; 3] },
    Draw,
}

/// Why a move was refused. The board is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    OffBoard,
    Occupied,
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveError::OffBoard => "That is not a square on the board.",
            MoveError::Occupied => "That square is taken.",
            MoveError::GameOver => "The game is over.",
        })
    }
}

impl std::error::Error for MoveError {}

/// A position: the nine cells and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Board {
    cells: [Option<Mark>; 9],
    to_move: Mark,
}

impl Board {
    /// An empty board with `first` to move.
    pub fn new(first: Mark) -> Board {
        Board { cells: [None; 9], to_move: first }
    }

    pub fn cell(&self, i: usize) -> Option<Mark> {
        self.cells.get(i).copied().flatten()
    }

    pub fn to_move(&self) -> Mark {
        self.to_move
    }

    /// The mark that started this game (the marks alternate, so it follows from their count).
    pub fn first(&self) -> Mark {
        let marks = self.cells.iter().flatten().count();
        if marks.is_multiple_of(2) { self.to_move } else { self.to_move.other() }
    }

    /// The empty cells in order.
    pub fn empty_cells(&self) -> Vec<usize> {
        (0..9).filter(|&i| self.cells[i].is_none()).collect()
    }

    /// Marks cell `i` for the side to move.
    pub fn play(&self, i: usize) -> Result<Board, MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        match self.cells.get(i) {
            None => Err(MoveError::OffBoard),
            Some(Some(_)) => Err(MoveError::Occupied),
            Some(None) => {
                let mut next = *self;
                next.cells[i] = Some(self.to_move);
                next.to_move = self.to_move.other();
                Ok(next)
            }
        }
    }

    /// The first completed line, if any.
    pub fn winner(&self) -> Option<(Mark, [usize; 3])> {
        LINES.iter().find_map(|&line| {
            let [a, b, c] = line.map(|i| self.cells[i]);
            match (a, b, c) {
                (Some(m), Some(n), Some(o)) if m == n && n == o => Some((m, line)),
                _ => None,
            }
        })
    }

    /// `Some` once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((mark, line)) = self.winner() {
            Some(Outcome::Win { mark, line })
        } else if self.cells.iter().all(Option::is_some) {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    /// Checks that this board can arise in play and is not over (a saved game read back from
    /// a file): the marks alternate, so their counts differ by at most one, and the side to
    /// move is not the one with more marks.
    pub fn check_unfinished(&self) -> Result<(), String> {
        let count = |m| self.cells.iter().filter(|&&c| c == Some(m)).count();
        let (mover, other) = (count(self.to_move), count(self.to_move.other()));
        if mover > other || other > mover + 1 {
            return Err(format!(
                "{mover} {} against {other}: marks must alternate",
                self.to_move.glyph()
            ));
        }
        if self.outcome().is_some() {
            return Err("the game on this board is already over".into());
        }
        Ok(())
    }

    /// Base-3 code of the cells (the side to move follows from the counts in legal play).
    fn code(&self) -> usize {
        self.cells.iter().fold(0, |acc, c| {
            acc * 3
                + match c {
                    None => 0,
                    Some(Mark::O) => 1,
                    Some(Mark::X) => 2,
                }
        })
    }
}

/// Game value for the side to move under perfect play: +1 win, 0 draw, -1 loss. Memoised for
/// all 3^9 cell patterns once, since the table is tiny and the hard level asks constantly.
fn value(board: &Board) -> i8 {
    static TABLE: OnceLock<Vec<[Option<i8>; 2]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![[None; 2]; 19683];
        fill(&Board::new(Mark::O), &mut t);
        fill(&Board::new(Mark::X), &mut t);
        t
    });
    table[board.code()][board.to_move as usize].unwrap_or_else(|| solve(board))
}

fn fill(board: &Board, table: &mut [[Option<i8>; 2]]) -> i8 {
    if let Some(v) = table[board.code()][board.to_move as usize] {
        return v;
    }
    let v = match board.outcome() {
        Some(Outcome::Win { .. }) => -1, // the previous mover completed a line
        Some(Outcome::Draw) => 0,
        None => board
            .empty_cells()
            .into_iter()
            .map(|i| -fill(&board.play(i).expect("empty cell"), table))
            .max()
            .unwrap_or(0),
    };
    table[board.code()][board.to_move as usize] = Some(v);
    v
}

/// Plain minimax for positions the table does not hold (unreachable in legal play).
fn solve(board: &Board) -> i8 {
    match board.outcome() {
        Some(Outcome::Win { .. }) => -1,
        Some(Outcome::Draw) => 0,
        None => board
            .empty_cells()
            .into_iter()
            .map(|i| -solve(&board.play(i).expect("empty cell")))
            .max()
            .unwrap_or(0),
    }
}

/// A cell that completes a line for `mark`, if any.
fn completing_cell(board: &Board, mark: Mark) -> Option<usize> {
    LINES.iter().find_map(|line| {
        let mine = line.iter().filter(|&&i| board.cells[i] == Some(mark)).count();
        let empty: Vec<usize> =
            line.iter().copied().filter(|&i| board.cells[i].is_none()).collect();
        (mine == 2 && empty.len() == 1).then(|| empty[0])
    })
}

/// The computer's move for the side to move, or `None` when the game is over.
/// Easy: any empty cell. Normal: win, else block, else random. Hard: perfect play, choosing at
/// random among equally good moves so games vary.
pub fn choose_move<R: Rng + ?Sized>(board: &Board, level: Level, rng: &mut R) -> Option<usize> {
    if board.outcome().is_some() {
        return None;
    }
    let empty = board.empty_cells();
    let me = board.to_move();
    match level {
        Level::Easy => empty.choose(rng).copied(),
        Level::Normal => completing_cell(board, me)
            .or_else(|| completing_cell(board, me.other()))
            .or_else(|| empty.choose(rng).copied()),
        Level::Hard => {
            let scored: Vec<(usize, i8)> =
                empty.iter().map(|&i| (i, -value(&board.play(i).expect("empty cell")))).collect();
            let best = scored.iter().map(|&(_, v)| v).max()?;
            let best_moves: Vec<usize> =
                scored.iter().filter(|&&(_, v)| v == best).map(|&(i, _)| i).collect();
            best_moves.choose(rng).copied()
        }
    }
}

#[cfg(test)]
mod tests;
