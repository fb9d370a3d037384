//! `asobi sim othello` and the Othello engine tools (`asobi othello perft|solve`). Timing is
//! measured here, never in `games::othello`.

use std::time::Instant;

use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

use super::CliResult;
pub use super::LevelArg;
use crate::games::othello::{
    Colour, HARD_NODES, Position, choose_move_with_budget, parse_board, perft, solve, square_name,
};

/// Deepest perft accepted. Measured in release: depth 11 takes about half a second and each
/// ply multiplies the time by about nine, so depth 14 is already several minutes.
const MAX_PERFT_DEPTH: u64 = 14;
/// Largest `--hard-nodes`: 25 times the screen's budget, about half a minute a move.
const MAX_HARD_NODES: u64 = 100_000_000;
/// Most empties `solve` accepts. Measured in release: FFO #40-#44 (20 to 22 empties) take 0.5
/// to 2.5 s each, FFO #45 (24 empties) 20 to 30 s; each further empty multiplies the time by
/// roughly three, so beyond 24 the command would seem to hang.
const MAX_SOLVE_EMPTIES: u32 = 24;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games (1 to 1,000,000).
    #[arg(long, default_value_t = 100, value_parser = super::number_in::<u64>(1, super::MAX_GAMES))]
    pub games: u64,
    /// Level playing black (moves first).
    #[arg(long, value_enum, default_value_t = LevelArg::Normal)]
    pub black: LevelArg,
    /// Level playing white.
    #[arg(long, value_enum, default_value_t = LevelArg::Normal)]
    pub white: LevelArg,
    /// Node budget of a Hard move, 1 to 100,000,000 (smaller is faster and weaker; the
    /// default takes about a second, the most about half a minute).
    #[arg(long, default_value_t = HARD_NODES,
        value_parser = super::number_in::<u64>(1, MAX_HARD_NODES))]
    pub hard_nodes: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

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
}

pub fn run(command: OthelloCommand) -> CliResult {
    match command {
        OthelloCommand::Perft { depth, json } => run_perft(depth, json),
        OthelloCommand::Solve { board, json } => run_solve(&board, json),
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

/// Per-game seed: the global seed mixed with the game's index, so game `i` replays alone.
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

/// Plays one game and returns black minus white (JOA scoring).
fn play_game(args: &SimArgs, seed: u64) -> i32 {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Position::start();
    loop {
        if let Some(outcome) = pos.outcome() {
            return outcome.disc_diff();
        }
        let level = match pos.side_to_move() {
            Colour::Black => args.black,
            Colour::White => args.white,
        };
        pos = match choose_move_with_budget(&pos, level.into(), args.hard_nodes, &mut rng) {
            Some(sq) => pos.play(sq).expect("players only choose legal moves"),
            None => pos.pass().expect("no move and not over means a pass"),
        };
    }
}

pub fn run_sim(args: &SimArgs, seed: Option<u64>) -> CliResult {
    let seed = super::seed_or_random(seed);
    let bar = super::progress_bar(args.games);
    let (mut black_wins, mut white_wins, mut draws, mut diff_sum) = (0u64, 0u64, 0u64, 0i64);
    for i in 0..args.games {
        let diff = play_game(args, game_seed(seed, i));
        match diff.signum() {
            1 => black_wins += 1,
            -1 => white_wins += 1,
            _ => draws += 1,
        }
        diff_sum += i64::from(diff);
        bar.inc(1);
    }
    bar.finish_and_clear();
    let avg = if args.games == 0 { 0.0 } else { diff_sum as f64 / args.games as f64 };
    if args.json {
        let out = json!({ "games": args.games, "black_wins": black_wins,
            "white_wins": white_wins, "draws": draws, "avg_disc_diff": avg });
        println!("{out}");
    } else {
        println!(
            "{} games, black {:?} vs white {:?} (seed {seed}): black {black_wins}, white \
             {white_wins}, draws {draws}, average disc difference {avg:+.2}",
            args.games, args.black, args.white
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_seeds_differ_and_replay() {
        assert_eq!(game_seed(5, 3), game_seed(5, 3));
        assert_ne!(game_seed(5, 3), game_seed(5, 4));
        assert_ne!(game_seed(5, 3), game_seed(6, 3));
    }

    #[test]
    fn levels_map_onto_settings() {
        use crate::settings::Level;
        assert_eq!(Level::from(LevelArg::Hard), Level::Hard);
        assert_eq!(Colour::Black.opponent(), Colour::White);
    }
}
