//! The NBoard protocol (version 2, as Edax, NTest and Egaroucid speak it) without any I/O:
//! each line the GUI sends is read into the engine's state, and what needs an answer comes
//! back as a [`Request`] for the loop in `nboard.rs`, which searches, times and prints.
//!
//! A line that is not understood, or that would break the rules, changes nothing and comes
//! back as an error for the loop to report on stderr (the protocol has no error reply, and
//! says a command not understood is to be ignored).

use crate::games::othello::{Game, MAX_DEPTH, Position, parse_ggf, parse_square};

/// What the loop must do after a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Nothing to answer (a move, a setting, an empty line).
    Nothing,
    /// The session starts: say who we are (`set myname`).
    Hello,
    /// Answer `pong <n>`, everything before it being finished.
    Pong(String),
    /// Evaluate the best `n` moves (`search` lines between `status` lines).
    Hint(usize),
    /// Say which move to play (`=== <move>/<eval>/<time>`), without playing it.
    Go,
    /// Answer `learned` (asobi's opening book is built in and does not learn from games).
    Learned,
    /// End the session.
    Quit,
}

/// The engine's state between lines: the game and the depth limit.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    depth: u32,
}

impl Default for Session {
    fn default() -> Self {
        Session::new()
    }
}

impl Session {
    /// The usual start, no depth limit beyond the node budget.
    pub fn new() -> Session {
        Session { game: Game::new(), depth: MAX_DEPTH }
    }

    /// The position every command relates to.
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// The mid-game depth limit (`set depth`).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Reads one line from the GUI. On `Err` nothing changed.
    pub fn apply(&mut self, line: &str) -> Result<Request, String> {
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match command {
            "" => Ok(Request::Nothing),
            "nboard" => {
                rest.parse::<u32>().map_err(|_| format!("nboard needs a version, got '{rest}'"))?;
                Ok(Request::Hello)
            }
            "set" => self.set(rest),
            "move" => self.play(rest),
            "hint" => {
                let n =
                    rest.parse::<usize>().map_err(|_| format!("hint needs a count: '{rest}'"))?;
                self.still_playing("hint")?;
                Ok(Request::Hint(n.clamp(1, 64)))
            }
            "go" => {
                self.still_playing("go")?;
                Ok(Request::Go)
            }
            "ping" if !rest.is_empty() => Ok(Request::Pong(rest.to_string())),
            "learn" => Ok(Request::Learned),
            "quit" => Ok(Request::Quit),
            // Version 1 of the protocol sent a bare move ("F5"); Edax and NTest still take it.
            _ if parse_square(command).is_some() && rest.is_empty() => self.play(command),
            _ => Err(format!("unknown command '{}'", cut(line))),
        }
    }

    fn set(&mut self, rest: &str) -> Result<Request, String> {
        let (what, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let value = value.trim();
        match what {
            "depth" => {
                self.depth = value
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=MAX_DEPTH).contains(d))
                    .ok_or(format!("set depth needs 1 to {MAX_DEPTH}, got '{}'", cut(value)))?;
            }
            "game" => self.game = parse_ggf(value).map_err(|e| format!("set game: {e}"))?,
            // The value of a book draw: checked, then ignored (asobi's book has no contempt).
            "contempt" => {
                value
                    .parse::<i32>()
                    .ok()
                    .filter(|c| c.abs() <= 100)
                    .ok_or(format!("set contempt needs -100 to 100, got '{}'", cut(value)))?;
            }
            _ => return Err(format!("unknown setting 'set {}'", cut(rest))),
        }
        Ok(Request::Nothing)
    }

    /// `move f5`, `move f5/1.25/3.2` (evaluation and time ignored) or `move PA`.
    fn play(&mut self, text: &str) -> Result<Request, String> {
        let square = text.split('/').next().unwrap_or_default().trim();
        if square.eq_ignore_ascii_case("pa") {
            if !self.game.auto_pass() {
                return Err("move PA: the side to move has a move, so it may not pass".into());
            }
            return Ok(Request::Nothing);
        }
        let sq = parse_square(square).ok_or(format!("move: '{}' is no square", cut(square)))?;
        self.game.play(sq).map_err(|e| format!("move: {e}"))?;
        Ok(Request::Nothing)
    }

    fn still_playing(&self, command: &str) -> Result<(), String> {
        if self.game.is_over() { Err(format!("{command}: the game is over")) } else { Ok(()) }
    }
}

/// At most 60 characters of what the GUI sent, for an error message.
fn cut(text: &str) -> String {
    let mut s: String = text.chars().take(60).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests;
