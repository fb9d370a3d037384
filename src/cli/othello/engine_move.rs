//! `asobi othello move`: the engine's move for any position, with its score, depth, whether
//! it is exact, and the nodes and seconds it took, so asobi can be compared with other
//! engines position by position.

use std::time::Instant;

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;
use serde_json::json;

use super::{MAX_HARD_NODES, strength_arg};
use crate::cli::CliResult;
use crate::games::othello::{MAX_DEPTH, Player, Strength, parse_board, square_name, think};
use crate::games::stop::StopFlag;

#[derive(Debug, Args)]
pub struct MoveArgs {
    /// 64 squares a1..h8 (X black, O white, - empty), a space, then X or O to move.
    /// May start with '-' (an empty a1): hyphens are taken as part of the board.
    #[arg(allow_hyphen_values = true)]
    pub board: String,
    /// Strength: easy, normal, hard, or 1 to 10 (easy is 1, normal 4, hard 9). Levels 1–4
    /// pick at random among good moves: give --seed to replay them.
    #[arg(long, value_name = "LEVEL", default_value = "hard", value_parser = strength_arg)]
    pub level: Strength,
    /// Search within this many nodes instead of a level's budget (1 to 100,000,000).
    #[arg(long, value_name = "N", conflicts_with = "level",
        value_parser = crate::cli::number_in::<u64>(1, MAX_HARD_NODES))]
    pub nodes: Option<u64>,
    /// Search at most this many plies deep (search levels and --nodes; for measurements:
    /// with a large --nodes the nodes and seconds a depth takes).
    #[arg(long, value_name = "D", value_parser = crate::cli::number_in::<u32>(1, MAX_DEPTH as u64))]
    pub depth: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

/// A side that must pass answers the move "pass" (with, for the search levels, the score
/// after the pass, still from its own point of view); a finished game answers no move,
/// `game_over` and its exact final score.
pub fn run_move(args: &MoveArgs, seed: Option<u64>) -> CliResult {
    let pos = match parse_board(&args.board) {
        Ok(pos) => pos,
        Err(e) => return crate::cli::usage(format!("bad board string: {e}")),
    };
    let player = match (args.nodes, args.level.player()) {
        (Some(nodes), _) | (None, Player::Search { nodes, .. }) => {
            // A budget or depth asked for is a measurement: the search answers, not the book.
            let book = args.nodes.is_none() && args.depth.is_none();
            Player::Search { nodes, depth: args.depth.unwrap_or(MAX_DEPTH), book }
        }
        (None, other) => other,
    };
    let mut rng = GameRng::seed_from_u64(crate::cli::seed_or_random(seed));
    let started = Instant::now();
    let t = think(&pos, player, &mut rng, &StopFlag::never());
    let seconds = started.elapsed().as_secs_f64();
    let over = pos.is_game_over();
    let mv = match t.best {
        Some(sq) => Some(square_name(sq)),
        None if over => None,
        None => Some("pass".to_string()),
    };
    if args.json {
        let level = args.nodes.is_none().then(|| args.level.number());
        let out = json!({ "move": mv, "score": t.score, "depth": t.depth, "exact": t.exact,
            "book": t.book, "nodes": t.nodes, "seconds": seconds, "level": level, "game_over": over });
        println!("{out}");
        return Ok(());
    }
    let mover = pos.side_to_move().name();
    let score = match (t.score, t.exact) {
        (Some(s), true) => format!("exact final disc difference for {mover} {s:+}"),
        (Some(s), false) if t.book => {
            format!("score for {mover} {s:+} discs from the opening book (depth {})", t.depth)
        }
        (Some(s), false) => format!("score for {mover} {s:+} discs at depth {}", t.depth),
        (None, _) => "no score (a random pick)".to_string(),
    };
    let nodes = t.nodes.map_or(String::new(), |n| format!("{n} nodes, "));
    let what = match (&mv, over) {
        (_, true) => "game over".to_string(),
        (Some(m), _) if m == "pass" => format!("{mover} must pass"),
        (Some(m), _) => format!("{mover} plays {m}"),
        (None, _) => unreachable!("only a finished game has no move"),
    };
    println!("{what}; {score} ({nodes}{seconds:.3} s)");
    Ok(())
}
