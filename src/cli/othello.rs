//! The Othello engine tools (`asobi othello perft|solve|move|nboard|train|book|eval-error|
//! fit-mpc`; the game's `asobi sim othello` is its own, in `screens/othello/sim.rs`). Timing
//! is measured here, never in `games::othello`.

mod book;
mod engine_move;
mod eval_error;
mod fit_mpc;
mod splice;
mod train;

use std::time::Instant;

use clap::Subcommand;
use serde_json::json;

pub use self::book::BookArgs;
pub use self::engine_move::MoveArgs;
pub use self::eval_error::EvalErrorArgs;
pub use self::fit_mpc::FitMpcArgs;
pub use self::train::TrainArgs;
use super::CliResult;
use crate::games::othello::learning::Weights;
use crate::games::othello::{Position, parse_board, perft, solve, square_name};
pub(crate) use crate::screens::othello::sim::{MAX_HARD_NODES, strength_arg};

/// Deepest perft accepted. Measured in release: depth 11 takes about half a second and each
/// ply multiplies the time by about nine, so depth 14 is already several minutes.
const MAX_PERFT_DEPTH: u64 = 14;
/// Most empties `solve` accepts. Measured in release, built for the host (a Zen 3 core):
/// FFO #40-#44 (20 to 23 empties) take 0.4 to 2.1 s each, FFO #45 (24 empties) about 30 s;
/// each further empty multiplies the time by roughly three, so beyond 24 the command would
/// seem to hang.
const MAX_SOLVE_EMPTIES: u32 = 24;

#[derive(Debug, Subcommand)]
pub enum OthelloCommand {
    /// Count the leaves of the move tree from the start position (a pass is a ply).
    Perft {
        /// Depth in plies (0 to 14; each ply costs about nine times the one before).
        #[arg(value_parser = perft_depth)]
        depth: u32,
        #[arg(long)]
        json: bool,
    },
    /// Solve a position exactly: best move and final disc difference for the side to move.
    Solve {
        /// 64 squares a1..h8 (X black, O white, - empty), a space, then X or O to move.
        /// May start with '-' (an empty a1): hyphens are taken as part of the board.
        #[arg(allow_hyphen_values = true)]
        board: String,
        #[arg(long)]
        json: bool,
    },
    /// The engine's move for a position at a level, with its score for the side to move (in
    /// discs), depth, exactness, nodes and time.
    Move(MoveArgs),
    /// Speak the NBoard protocol (version 2) on stdin/stdout, for NBoard and other GUIs.
    Nboard(super::nboard::NboardArgs),
    /// Train the learned evaluation's weights in a folder (resumable: run again to go on).
    Train(TrainArgs),
    /// Build the opening book from the start position (the shipped one came from this).
    Book(BookArgs),
    /// The evaluation's error per phase against exact or deep-search values of held-out
    /// positions, with and without its tempo correction.
    EvalError(EvalErrorArgs),
    /// One weights file from two: the phases near the game's end from the first, the rest
    /// from the second (how the shipped weights were put together).
    SpliceWeights(splice::SpliceArgs),
    /// Fit the search's Multi-ProbCut table on self-play positions (how the shipped one was
    /// made; minutes, optimised).
    FitMpc(FitMpcArgs),
}

pub fn run(command: OthelloCommand, seed: Option<u64>) -> CliResult {
    match command {
        OthelloCommand::Perft { depth, json } => run_perft(depth, json),
        OthelloCommand::Solve { board, json } => run_solve(&board, json),
        OthelloCommand::Move(args) => engine_move::run_move(&args, seed),
        OthelloCommand::Nboard(args) => super::nboard::run(&args, seed),
        OthelloCommand::Train(args) => train::run_train(&args, seed),
        OthelloCommand::Book(args) => book::run_book(&args),
        OthelloCommand::EvalError(args) => eval_error::run_eval_error(&args, seed),
        OthelloCommand::FitMpc(args) => fit_mpc::run_fit_mpc(&args, seed),
        OthelloCommand::SpliceWeights(args) => splice::run_splice(&args),
    }
}

/// Parses a perft depth, saying why a deep one is refused.
fn perft_depth(text: &str) -> Result<u32, String> {
    super::number_in::<u32>(0, MAX_PERFT_DEPTH)(text).map_err(|e| {
        format!("{e} (each perft depth takes about nine times the one before; 14 takes minutes)")
    })
}

fn run_perft(depth: u32, json: bool) -> CliResult {
    let started = Instant::now();
    let leaves = perft(&Position::start(), depth);
    let seconds = started.elapsed().as_secs_f64();
    if json {
        println!("{}", json!({ "depth": depth, "leaves": leaves, "seconds": seconds }));
    } else {
        let rate = leaves as f64 / seconds.max(1e-9);
        println!("perft {depth}: {leaves} leaves in {seconds:.3} s ({rate:.3e} leaves/s)");
    }
    Ok(())
}

/// A side that must pass gets `best: null` and the score after the forced pass (still from
/// its own point of view); a finished game gets `best: null` and its final score.
fn run_solve(board: &str, json: bool) -> CliResult {
    let pos = match parse_board(board) {
        Ok(pos) => pos,
        Err(e) => return super::usage(format!("bad board string: {e}")),
    };
    let empties = pos.empty_count();
    if empties > MAX_SOLVE_EMPTIES {
        return super::usage(format!(
            "{empties} empty squares is too many for an exact solve (at most {MAX_SOLVE_EMPTIES})"
        ));
    }
    let started = Instant::now();
    let result = solve(&pos);
    let seconds = started.elapsed().as_secs_f64();
    let best = result.best.map(square_name);
    if json {
        let out = json!({ "best": best, "score": result.score, "nodes": result.nodes,
            "seconds": seconds });
        println!("{out}");
    } else {
        let mover = pos.side_to_move().name();
        let what = match (&best, pos.is_game_over()) {
            (Some(sq), _) => format!("best move {sq}"),
            (None, true) => "game over".to_string(),
            (None, false) => format!("{mover} must pass"),
        };
        println!(
            "{what}; final disc difference for {mover}: {:+} ({} nodes, {seconds:.3} s)",
            result.score, result.nodes
        );
    }
    Ok(())
}

/// A weights file the user named (`train --start-from`, `splice-weights`), read and checked:
/// a file that is missing or not weights is a mistake in what was typed (exit code 2, one line
/// naming the path).
fn read_weights(path: &std::path::Path) -> color_eyre::Result<Weights> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => return super::usage(format!("cannot read {}: {e}", path.display())),
    };
    Weights::decode(&bytes).or_else(|e| super::usage(format!("{}: {e}", path.display())))
}
