//! `asobi play othello --record … --position …`: the game to carry on, read before any screen
//! opens. Each refusal names the option and why (the move number of a record that fails).

use crate::games::othello::{Game, Position, parse_board, parse_record_from};

/// The game the options set up: the record played from `--position` (or the start).
pub(super) fn read(record: Option<&str>, position: Option<&str>) -> Result<Game, String> {
    let start = match position {
        Some(board) => parse_board(board).map_err(|e| format!("--position: {e}"))?,
        None => Position::start(),
    };
    if start.outcome().is_some() {
        return Err("--position: neither side has a move there; the game would be over".into());
    }
    let mut played =
        parse_record_from(start, record.unwrap_or("")).map_err(|e| format!("--record: {e}"))?;
    played.auto_pass();
    if played.is_over() {
        return Err("--record: the game is over after these moves; nothing is left to play".into());
    }
    Ok(played)
}
