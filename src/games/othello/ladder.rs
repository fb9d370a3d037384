//! The strength ladder, levels 1 to 10, behind the screen's Easy / Normal / Hard, and
//! [`think`]: a player's move together with what the engine knows about it (score, depth,
//! exactness, nodes), for the command-line tools and the NBoard protocol.
//!
//! | level | player |
//! |---|---|
//! | 1 = easy | a random legal move, corners three times as likely |
//! | 2, 3 | every move scored at depth 1 or 2; a random one near the best |
//! | 4 = normal | the same at depth 3 |
//! | 5 … 10 | iterative deepening within 15,625 × 4^(level − 5) nodes, exact near the end |
//! | 9 = hard | 4,000,000 nodes (`HARD_NODES`) |
//!
//! Each search level has four times the nodes of the one below; the shallow levels add a ply
//! each. Budgets are node counts, never time, so a seed replays a game on any machine.
//!
//! Measured with `asobi --seed 100 sim othello --random-opening 8 --games 12` (release), level
//! n + 2 against level n, 12 games with each colour, wins–draws–losses of the stronger (learned
//! evaluation, Multi-ProbCut search, 2026-11-25): 3 v 1 24–0–0, 4 v 2 19–0–5, 5 v 3 24–0–0,
//! 6 v 4 24–0–0, 7 v 5 18–0–6, 8 v 6 15–1–8, 9 v 7 15–0–9: every step wins, by less at the top
//! (mean margins +47, +23, +36, +37, +16, +7, +6 discs), and 10 v 8 7–1–4 (6 games with each
//! colour, +4 discs; level 10 takes about four seconds a move).

use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand::RngExt;
use rand::seq::IndexedRandom;

use super::book::SHIPPED_BOOK;
use super::players::{
    NORMAL_DEPTH, VARY_MARGIN, easy, search_thought, shallow, value_thought, varied_thought,
};
use super::symmetry::{canonical, preimage_square};
use super::{Colour, HARD_NODES, Position, squares};
use crate::games::Level;
use crate::games::stop::StopFlag;

/// The levels of the ladder.
pub const STRENGTHS: std::ops::RangeInclusive<u8> = 1..=10;
/// Deepest mid-game search asked for: more than a game has plies, so only the nodes limit.
pub const MAX_DEPTH: u32 = 60;
/// Nodes of level 5, the weakest search level: Hard's budget divided by 4^4.
const LEVEL_5_NODES: u64 = HARD_NODES >> 8;

/// How a computer player picks its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A random legal move, corners three times as likely (Easy).
    Random,
    /// Every move scored by a search of this depth; a random one of those within
    /// `NORMAL_MARGIN` discs of the best (Normal at depth 3).
    Shallow { depth: u32 },
    /// Iterative deepening up to `depth` plies within `nodes` nodes; from 24 empties a
    /// win/loss/draw solve and from 23 an exact one when they fit (Hard at `HARD_NODES`).
    /// In the opening, random among the moves proven within a disc of the best, so games
    /// vary. With `book`, a move from the opening book while the game is in it (every play
    /// level; a search asked for by nodes or depth, to measure or analyse, searches).
    Search { nodes: u64, depth: u32, book: bool },
}

impl Player {
    /// The nodes this player searches with when asked to analyse (NBoard's `hint`): a
    /// search player's budget, else that of level 5, the weakest search level.
    pub fn analysis_nodes(self) -> u64 {
        match self {
            Player::Search { nodes, .. } => nodes,
            Player::Random | Player::Shallow { .. } => LEVEL_5_NODES,
        }
    }
}

/// A level of the ladder, 1 (weakest) to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u8);

impl Strength {
    /// `None` outside [`STRENGTHS`].
    pub fn new(level: u8) -> Option<Strength> {
        STRENGTHS.contains(&level).then_some(Strength(level))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The player at this level.
    pub fn player(self) -> Player {
        match self.0 {
            1 => Player::Random,
            n @ 2..=4 => Player::Shallow { depth: u32::from(n) - 1 },
            n => Player::Search {
                nodes: LEVEL_5_NODES << (2 * (n - 5)),
                depth: MAX_DEPTH,
                book: true,
            },
        }
    }

    /// The screen's level this one is, if any.
    pub fn level(self) -> Option<Level> {
        Level::ALL.iter().copied().find(|&l| Strength::from(l) == self)
    }
}

impl From<Level> for Strength {
    fn from(level: Level) -> Strength {
        match level {
            Level::Easy => Strength(1),
            Level::Normal => Strength(NORMAL_DEPTH as u8 + 1),
            Level::Hard => Strength(9),
        }
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.level() {
            Some(l) => write!(f, "{} ({})", self.0, l.name()),
            None => write!(f, "{}", self.0),
        }
    }
}

/// Reads "easy", "normal", "hard" or a level number from 1 to 10.
impl FromStr for Strength {
    type Err = String;

    fn from_str(text: &str) -> Result<Strength, String> {
        let text = text.trim();
        if let Ok(level) = text.to_ascii_lowercase().parse::<Level>() {
            return Ok(Strength::from(level));
        }
        text.parse::<u8>().ok().and_then(Strength::new).ok_or_else(|| {
            format!(
                "expected easy, normal, hard or a level from {} to {}",
                STRENGTHS.start(),
                STRENGTHS.end()
            )
        })
    }
}

/// A player's move and what it knows about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    /// `None` when the side to move must pass or the game is over.
    pub best: Option<u8>,
    /// For the side to move, in discs (approximately the final disc difference; exact when
    /// `exact`). `None` when the player looked at no score (the random level).
    pub score: Option<i32>,
    /// Plies searched (the empties for an exact solve, 0 when nothing was searched).
    pub depth: u32,
    /// True when `score` is the exact final disc difference under perfect play.
    pub exact: bool,
    /// Nodes of the search that gave the answer (a given-up exact solve before it is not
    /// counted); `None` when the player does not count them (the shallow levels).
    pub nodes: Option<u64>,
    /// True when the move came from the opening book (`book.rs`): `score` and `depth` are
    /// then the book's, and nothing was searched.
    pub book: bool,
}

/// The move `player` makes in `pos`, with its score. A finished game answers its exact final
/// score; a forced pass answers `best: None` with the score after the pass (search levels).
/// Ends early (with a worse answer) once `stop` is raised.
pub fn think<R: Rng + ?Sized>(
    pos: &Position,
    player: Player,
    rng: &mut R,
    stop: &StopFlag,
) -> Thought {
    if let Some(outcome) = pos.outcome() {
        let black = outcome.disc_diff();
        let score = if pos.side_to_move() == Colour::Black { black } else { -black };
        return Thought {
            best: None,
            score: Some(score),
            depth: 0,
            exact: true,
            nodes: Some(0),
            book: false,
        };
    }
    let nothing =
        Thought { best: None, score: None, depth: 0, exact: false, nodes: None, book: false };
    let legal = pos.legal_moves();
    // The searches look at the canonical image (`symmetry.rs`); so does the start's random
    // first move below. Easy's random move is no one's best and is picked on the board as
    // given, so a seed keeps dealing the games it dealt.
    let (canon, k) = canonical(pos);
    match player {
        Player::Random if legal == 0 => nothing,
        Player::Random => Thought { best: easy(legal, rng), ..nothing },
        Player::Shallow { depth } => match shallow(pos, depth, rng) {
            Some((sq, score)) => Thought { best: Some(sq), score: Some(score), depth, ..nothing },
            None => nothing,
        },
        Player::Search { nodes, depth, .. } if is_start(&canon) => {
            // The four first moves are the same by symmetry; a random one makes games between
            // search levels differ. (Weakly solved in 2023: the start is a draw.) Its value
            // is the search of the position after it, as for any other move, so the start
            // has a score too. Its images are the start too, and answer alike.
            let all: Vec<u8> = squares(canon.legal_moves()).collect();
            let best = all.choose(rng).map(|&sq| preimage_square(sq, k));
            let Some(after) = best.and_then(|sq| pos.play(sq).ok()) else { return nothing };
            let t = value_thought(&after, nodes, depth.saturating_sub(1), stop);
            Thought { best, score: t.score.map(|s| -s), depth: t.depth + 1, ..t }
        }
        Player::Search { book: true, .. } if let Some(t) = from_book(pos, rng) => t,
        Player::Search { nodes, depth, .. } => {
            let mut pick = |n: usize| rng.random_range(0..n);
            varied_thought(pos, nodes, depth, stop, Some(&mut pick))
        }
    }
}

/// A search level's move while the game is in the opening book: a random one of the book's
/// moves within `VARY_MARGIN` discs of its best (listed in the same order for every image
/// of the position, so a seed picks the same move on any of them).
fn from_book<R: Rng + ?Sized>(pos: &Position, rng: &mut R) -> Option<Thought> {
    let book = &*SHIPPED_BOOK;
    let moves = book.moves(pos)?;
    let best = moves.first()?.score;
    let near: Vec<_> = moves.iter().filter(|m| m.score >= best - VARY_MARGIN).collect();
    let chosen = near[rng.random_range(0..near.len())];
    Some(Thought {
        best: Some(chosen.square),
        score: Some(chosen.score),
        depth: book.recipe.depth,
        exact: false,
        nodes: Some(0),
        book: true,
    })
}

/// `canon` (a canonical image) is the start's: the four centre discs, either side to move
/// (the search sees only the mover's discs and the opponent's).
fn is_start(canon: &Position) -> bool {
    let (start, _) = canonical(&Position::start());
    (canon.player, canon.opponent) == (start.player, start.opponent)
}

/// Up to `n` moves of `pos`, best first, each scored by a search of the position after it
/// within an equal share of `nodes` (exact near the end): what the NBoard `hint` answers.
/// Empty when the side to move has no move.
pub fn rank_moves(pos: &Position, nodes: u64, depth: u32, n: usize) -> Vec<(u8, Thought)> {
    let moves: Vec<u8> = squares(pos.legal_moves()).collect();
    if moves.len() <= 1 || n <= 1 {
        let t = search_thought(pos, nodes, depth, &StopFlag::never());
        return t.best.map(|sq| vec![(sq, t)]).unwrap_or_default();
    }
    let share = (nodes / moves.len() as u64).max(1);
    let mut ranked: Vec<(u8, Thought)> = moves
        .into_iter()
        .map(|sq| {
            let after = pos.play(sq).expect("a legal move");
            let t = value_thought(&after, share, depth.saturating_sub(1), &StopFlag::never());
            let score = t.score.map(|s| -s);
            (sq, Thought { best: Some(sq), score, depth: t.depth + 1, ..t })
        })
        .collect();
    // Equal scores in the order of the positions they lead to (canonical images), not of
    // their squares, as `move_values` orders them: every image of `pos` ranks alike.
    ranked.sort_by_cached_key(|(sq, t)| {
        let (after, _) = canonical(&pos.play(*sq).expect("a legal move"));
        (std::cmp::Reverse(t.score), after.player, after.opponent, *sq)
    });
    ranked.truncate(n);
    ranked
}

#[cfg(test)]
mod tests;
