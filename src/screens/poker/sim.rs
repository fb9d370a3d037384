//! `asobi sim poker`: rounds of a computer player against the dealer.
//!
//! The simulation stakes the player with far more points than it can lose, so a bad run never
//! ends it early: `player_points_per_round` is the average net points per round at a fixed bet
//! of 10 (positive means the player side wins on average).

use clap::Args;
use rand::SeedableRng;
use serde_json::json;

use crate::games::poker::{Table, auto_round};
use crate::games::random::GameRng;
use crate::outcome::CliResult;
use crate::sim::{LevelArg, MAX_GAMES, Simulate, number_in, progress_bar, seed_or_random};

/// The bet of every simulated round.
const SIM_BET: u32 = 10;
/// The simulated player's stake: enough that `MAX_GAMES` losing rounds cannot exhaust it.
const SIM_STAKE: u32 = 2_000_000_000;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of rounds, 1 to 1,000,000 (each at a fixed bet of 10).
    #[arg(long, default_value_t = 1000,
        value_parser = number_in::<u64>(1, MAX_GAMES))]
    pub rounds: u64,
    /// The computer player's level (it plays the dealer's strategy for that level).
    #[arg(long, value_enum, default_value_t = LevelArg::Normal)]
    pub player: LevelArg,
    /// The dealer's level.
    #[arg(long, value_enum, default_value_t = LevelArg::Normal)]
    pub dealer: LevelArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

impl Simulate for SimArgs {
    const ABOUT: &'static str = "Poker rounds of a computer player against the dealer";

    fn run(&self, seed: Option<u64>) -> CliResult {
        let seed = seed_or_random(seed);
        let mut rng = GameRng::seed_from_u64(seed);
        let mut table = Table::with_points(SIM_STAKE, self.dealer.into());
        let bar = progress_bar(self.rounds);
        for _ in 0..self.rounds {
            if auto_round(&mut table, self.player.into(), SIM_BET, &mut rng).is_none() {
                return Err(color_eyre::eyre::eyre!("the simulated table refused a round"));
            }
            bar.inc(1);
        }
        bar.finish_and_clear();
        let net = i64::from(table.points()) - i64::from(SIM_STAKE);
        let per_round = net as f64 / self.rounds as f64;
        let record = table.record();
        if self.json {
            println!(
                "{}",
                json!({
                    "rounds": self.rounds,
                    "player_points_per_round": per_round,
                    "wins": record.wins,
                    "losses": record.losses,
                    "pushes": record.pushes,
                    "seed": seed,
                })
            );
        } else {
            println!(
                "{} rounds, player {:?} vs dealer {:?}, bet {SIM_BET}: {} won, {} lost, {} pushed",
                self.rounds, self.player, self.dealer, record.wins, record.losses, record.pushes
            );
            println!("player points per round: {per_round:+.3} (seed {seed})");
        }
        Ok(())
    }
}
