//! `asobi sim tictactoe`: many games between two computer levels, X moving first in each.

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;
use serde::Serialize;

use crate::games::tictactoe::{Board, Mark, Outcome, choose_move};
use crate::outcome::CliResult;
use crate::settings::Level;
use crate::sim::{LevelArg, MAX_GAMES, Simulate, number_in, progress_bar, seed_or_random};

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games (1 to 1,000,000).
    #[arg(long, value_parser = number_in::<u64>(1, MAX_GAMES))]
    pub games: u64,
    /// Level of the X player (moves first).
    #[arg(long, value_enum)]
    pub x: LevelArg,
    /// Level of the O player.
    #[arg(long, value_enum)]
    pub o: LevelArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The tally printed at the end.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct SimReport {
    pub games: u64,
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
}

/// Plays `games` games; one RNG seeded with `seed` drives every choice, so a seed replays.
pub fn simulate(games: u64, x: Level, o: Level, seed: u64) -> SimReport {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut report = SimReport { games, ..SimReport::default() };
    let bar = progress_bar(games);
    for _ in 0..games {
        let mut board = Board::new(Mark::X);
        let outcome = loop {
            if let Some(outcome) = board.outcome() {
                break outcome;
            }
            let level = if board.to_move() == Mark::X { x } else { o };
            let cell = choose_move(&board, level, &mut rng).expect("game not over");
            board = board.play(cell).expect("computer plays legal moves");
        };
        match outcome {
            Outcome::Win { mark: Mark::X, .. } => report.x_wins += 1,
            Outcome::Win { mark: Mark::O, .. } => report.o_wins += 1,
            Outcome::Draw => report.draws += 1,
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    report
}

impl Simulate for SimArgs {
    const ABOUT: &'static str = "Tic-tac-toe between two computer levels";

    fn run(&self, seed: Option<u64>) -> CliResult {
        let report = simulate(self.games, self.x.into(), self.o.into(), seed_or_random(seed));
        if self.json {
            println!("{}", serde_json::to_string(&report)?);
        } else {
            println!(
                "{} games: X won {}, O won {}, {} drawn",
                report.games, report.x_wins, report.o_wins, report.draws
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hard_against_hard_always_draws_and_hard_never_loses_to_easy() {
        let r = simulate(200, Level::Hard, Level::Hard, 1);
        assert_eq!(r.draws, 200);
        let r = simulate(300, Level::Easy, Level::Hard, 2);
        assert_eq!(r.x_wins, 0);
        assert!(r.o_wins > 100, "{r:?}");
        assert_eq!(r.x_wins + r.o_wins + r.draws, 300);
    }

    #[test]
    fn the_seed_replays_the_run() {
        assert_eq!(
            simulate(100, Level::Easy, Level::Normal, 5),
            simulate(100, Level::Easy, Level::Normal, 5)
        );
    }
}
