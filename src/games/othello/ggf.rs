//! Reading a game in GGF, the Generic Game Format that NBoard, GGS, Edax and NTest exchange:
//! `(;GM[Othello]TY[8]BO[8 <64 squares> <side>]B[f5]W[d6//0.01]B[pa]…;)`.
//!
//! - `BO` is the first position: `*` black, `O` white, `-` empty, squares a1 … h8 (spaces
//!   between rows allowed), then `*` or `O` to move. Without `BO` the game starts from the
//!   usual start.
//! - `B[…]` / `W[…]` are moves, `PA` a pass; anything after a `/` (evaluation, time) is
//!   ignored. A pass the record leaves out is inserted when the side to move has none.
//! - `GM`, when present, must be Othello and `TY` (board type) 8; other tags (players, date,
//!   clocks, result, comments) are skipped.

use super::{Colour, Game, Position, parse_square};

/// Replays a GGF game; the error says what is wrong (and which move, 1-based).
pub fn parse_ggf(text: &str) -> Result<Game, String> {
    let start = text.find("(;").ok_or("a GGF game starts with (;")?;
    let mut rest = &text[start + 2..];
    let mut first = Position::start();
    let mut moves: Vec<(Colour, Option<u8>)> = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.starts_with(";)") {
            break;
        }
        let (tag, value, after) = next_tag(rest)?;
        rest = after;
        match tag {
            "GM" if !value.trim().eq_ignore_ascii_case("othello") => {
                return Err(format!("GM[{value}] is not Othello"));
            }
            "TY" if value.trim() != "8" => {
                return Err(format!("board type TY[{value}] is not supported: only 8"));
            }
            "BO" => first = parse_bo(value)?,
            "B" | "W" => {
                let colour = if tag == "B" { Colour::Black } else { Colour::White };
                let square = value.split('/').next().unwrap_or_default().trim();
                let mv = if square.eq_ignore_ascii_case("pa") || square.eq_ignore_ascii_case("pass")
                {
                    None
                } else {
                    let n = moves.len() + 1;
                    Some(parse_square(square).ok_or(format!("move {n}: '{square}' is no square"))?)
                };
                moves.push((colour, mv));
            }
            _ => {}
        }
    }
    replay(first, &moves)
}

/// Splits `NAME[value]` off the front of `text`: the tag, its value and what follows.
fn next_tag(text: &str) -> Result<(&str, &str, &str), String> {
    let open = text.find('[').ok_or("the game record does not end with ;)")?;
    let tag = text[..open].trim();
    if tag.is_empty() || !tag.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(format!("'{}' is no GGF tag", tag.chars().take(20).collect::<String>()));
    }
    let body = &text[open + 1..];
    // A value ends at the first ']' not escaped by a backslash (comments may contain one).
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            ']' if !escaped => return Ok((tag, &body[..i], &body[i + 1..])),
            _ => escaped = false,
        }
    }
    Err(format!("{tag}[ is never closed"))
}

/// Reads a `BO` value: "8", the 64 squares, then the side to move.
fn parse_bo(value: &str) -> Result<Position, String> {
    let value = value.trim();
    let cells = value.strip_prefix('8').filter(|r| r.starts_with(char::is_whitespace));
    let cells: Vec<char> = cells
        .ok_or(format!("BO[{value}] does not start with the board size 8"))?
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if cells.len() != 65 {
        return Err(format!("BO needs 64 squares and the side to move, got {} signs", cells.len()));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, &c) in cells[..64].iter().enumerate() {
        match c {
            '*' | 'X' | 'x' => black |= 1 << i,
            'O' | 'o' => white |= 1 << i,
            '-' | '.' => {}
            _ => return Err(format!("BO square {} is '{c}': use *, O or -", i + 1)),
        }
    }
    let side = match cells[64] {
        '*' | 'X' | 'x' => Colour::Black,
        'O' | 'o' => Colour::White,
        c => return Err(format!("BO side to move is '{c}': use * or O")),
    };
    Ok(Position::from_discs(black, white, side))
}

/// Plays `moves` from `first`, checking each against the rules.
fn replay(first: Position, moves: &[(Colour, Option<u8>)]) -> Result<Game, String> {
    let mut game = Game::from_position(first);
    for (i, &(colour, mv)) in moves.iter().enumerate() {
        let n = i + 1;
        if game.is_over() {
            return Err(format!("move {n}: the game is already over"));
        }
        if game.current().side_to_move() != colour && mv.is_some() {
            // A pass the record left out.
            game.auto_pass();
        }
        let mover = game.current().side_to_move();
        if mover != colour {
            return Err(format!(
                "move {n}: {} moved but it is {}'s turn",
                colour.name(),
                mover.name()
            ));
        }
        match mv {
            Some(sq) => game.play(sq).map_err(|e| format!("move {n}: {e}"))?,
            None if game.auto_pass() => {}
            None => return Err(format!("move {n}: {} passed but has a move", colour.name())),
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests;
