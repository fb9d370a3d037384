//! Text forms: square names ("a1" … "h8"), game records (`f5d6c3…`) and the 64-character
//! board string used by `asobi othello solve` ("X" black, "O" white, "-" empty, a1 … h8, a
//! space, then the side to move as X or O — the FFO test-suite layout).

use std::fmt;

use super::{Colour, Game, Position};

/// "a1" for 0 … "h8" for 63. Panics on `sq >= 64` (a programming error).
pub fn square_name(sq: u8) -> String {
    assert!(sq < 64, "square {sq} off the board");
    let col = (b'a' + sq % 8) as char;
    let row = (b'1' + sq / 8) as char;
    format!("{col}{row}")
}

/// Reads "a1" … "h8" (capital column letters accepted); `None` for anything else.
pub fn parse_square(text: &str) -> Option<u8> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let col = bytes[0].to_ascii_lowercase();
    let row = bytes[1];
    if !(b'a'..=b'h').contains(&col) || !(b'1'..=b'8').contains(&row) {
        return None;
    }
    Some((row - b'1') * 8 + (col - b'a'))
}

/// Replays a record such as `f5d6c3` from the start, inserting forced passes. The error says
/// which move (1-based) was unreadable or illegal.
pub fn parse_record(record: &str) -> Result<Game, String> {
    parse_record_from(Position::start(), record)
}

/// Replays a record from `start`. Spaces are ignored and squares may be upper case (`F5 D6`);
/// a forced pass may be written (`PA` or `--`) or left out, and is re-inserted where the side
/// to move has no move. The error says which move (1-based) was unreadable or illegal.
pub fn parse_record_from(start: Position, record: &str) -> Result<Game, String> {
    let text: String =
        record.chars().filter(|c| !c.is_whitespace()).map(|c| c.to_ascii_lowercase()).collect();
    if !text.is_ascii() || !text.len().is_multiple_of(2) {
        return Err("a record is a run of two-character squares such as f5d6c3".into());
    }
    let mut game = Game::from_position(start);
    for (i, chunk) in text.as_bytes().chunks(2).enumerate() {
        let name = std::str::from_utf8(chunk).unwrap_or("??");
        if name == "pa" || name == "--" {
            if game.current().legal_moves() != 0 || !game.auto_pass() {
                return Err(format!("move {}: a pass, but there is a move to make", i + 1));
            }
            continue;
        }
        let sq =
            parse_square(name).ok_or_else(|| format!("move {}: '{name}' is no square", i + 1))?;
        game.auto_pass();
        game.play(sq).map_err(|_| format!("move {}: {name} is not legal", i + 1))?;
    }
    Ok(game)
}

/// Why a board string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardParseError {
    /// Not "<64 squares> <side>" as two words.
    Shape,
    /// The board part has this many squares instead of 64.
    Length(usize),
    /// A square that is not X, O or -; gives its 0-based index and the character.
    BadSquare(usize, char),
    /// The side to move is not X or O.
    BadSide(String),
    /// No disc at all: nothing can ever be played.
    NoDiscs,
    /// The side to move has no disc: it can never bracket anything, so the position is
    /// no real game (and no legal sequence of moves leads to it with that side to move).
    MoverHasNoDiscs(Colour),
}

impl fmt::Display for BoardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardParseError::Shape => {
                f.write_str("expected 64 squares (X, O or -), a space, then X or O to move")
            }
            BoardParseError::Length(n) => write!(f, "the board needs 64 squares, got {n}"),
            BoardParseError::BadSquare(i, c) => write!(
                f,
                "square {} ({}) is '{c}': use X for black, O for white, - for empty",
                i + 1,
                square_name(*i as u8)
            ),
            BoardParseError::BadSide(s) => {
                write!(f, "side to move is '{s}': use X (black) or O (white)")
            }
            BoardParseError::NoDiscs => f.write_str("the board has no discs at all"),
            BoardParseError::MoverHasNoDiscs(c) => {
                write!(f, "{} is to move but has no discs on the board", c.name())
            }
        }
    }
}

impl std::error::Error for BoardParseError {}

/// Parses "<64 chars> <X|O>" into a position.
pub fn parse_board(text: &str) -> Result<Position, BoardParseError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (board, side) = match words.as_slice() {
        [board, side] => (*board, *side),
        [board] if board.chars().count() != 64 => {
            return Err(BoardParseError::Length(board.chars().count()));
        }
        _ => return Err(BoardParseError::Shape),
    };
    let count = board.chars().count();
    if count != 64 {
        return Err(BoardParseError::Length(count));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, c) in board.chars().enumerate() {
        match c {
            'X' | 'x' => black |= 1 << i,
            'O' | 'o' => white |= 1 << i,
            '-' => {}
            _ => return Err(BoardParseError::BadSquare(i, c)),
        }
    }
    let to_move = match side {
        "X" | "x" => Colour::Black,
        "O" | "o" => Colour::White,
        _ => return Err(BoardParseError::BadSide(side.to_string())),
    };
    if black | white == 0 {
        return Err(BoardParseError::NoDiscs);
    }
    let mover = if to_move == Colour::Black { black } else { white };
    if mover == 0 {
        return Err(BoardParseError::MoverHasNoDiscs(to_move));
    }
    Ok(Position::from_discs(black, white, to_move))
}

/// The inverse of [`parse_board`].
pub fn board_string(pos: &Position) -> String {
    let mut s: String = (0..64u8)
        .map(|sq| match pos.cell(sq) {
            Some(Colour::Black) => 'X',
            Some(Colour::White) => 'O',
            None => '-',
        })
        .collect();
    s.push_str(if pos.side_to_move() == Colour::Black { " X" } else { " O" });
    s
}
