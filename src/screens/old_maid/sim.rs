//! `asobi sim old-maid`: many games among computer players, counting who ends with the Joker.

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;
use serde::Serialize;

use crate::games::old_maid::{Game, PLAYERS};
use crate::outcome::CliResult;
use crate::sim::{MAX_GAMES, Simulate, number_in, number_in_range, progress_bar, seed_or_random};

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games (1 to 1,000,000).
    #[arg(long, default_value_t = 100,
        value_parser = number_in::<u64>(1, MAX_GAMES))]
    pub games: u64,
    /// Players at the table (2 to 6); every seat is played by a computer.
    #[arg(long, default_value_t = 4,
        value_parser = number_in_range(PLAYERS))]
    pub players: u8,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The result printed with `--json`.
#[derive(Debug, Serialize)]
struct SimReport {
    games: u64,
    players: usize,
    seed: u64,
    /// How many games each seat lost (held the Joker at the end), seat 0 first.
    losses_by_seat: Vec<u64>,
    /// Mean number of draws per game.
    average_draws: f64,
}

impl Simulate for SimArgs {
    const ABOUT: &'static str = "Old Maid among computer players";

    fn run(&self, seed: Option<u64>) -> CliResult {
        let seed = seed_or_random(seed);
        let mut rng = GameRng::seed_from_u64(seed);
        let players = usize::from(self.players);
        let mut losses = vec![0u64; players];
        let mut draws = 0u64;
        let bar = progress_bar(self.games);
        for _ in 0..self.games {
            let mut game = Game::new(players, &mut rng)?;
            while game.play_computer_turn(&mut rng).is_some() {
                draws += 1;
            }
            if let Some(loser) = game.loser() {
                losses[loser] += 1;
            }
            bar.inc(1);
        }
        bar.finish_and_clear();
        let report = SimReport {
            games: self.games,
            players,
            seed,
            losses_by_seat: losses,
            average_draws: draws as f64 / self.games as f64,
        };
        if self.json {
            println!("{}", serde_json::to_string(&report)?);
        } else {
            println!(
                "Old Maid: {} games, {} players, seed {}",
                report.games, report.players, report.seed
            );
            for (seat, lost) in report.losses_by_seat.iter().enumerate() {
                let share = 100.0 * *lost as f64 / report.games as f64;
                println!("  seat {seat}: lost {lost} ({share:.1}%)");
            }
            println!("  average draws per game: {:.1}", report.average_draws);
        }
        Ok(())
    }
}
