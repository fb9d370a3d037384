//! `asobi sim poker` and the poker engine tools (being written).

use clap::{Args, Subcommand};

use super::CliResult;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
}

#[derive(Debug, Subcommand)]
pub enum PokerCommand {
    /// Not built yet.
    Todo,
}

pub fn run_sim(_args: &SimArgs, _seed: Option<u64>) -> CliResult {
    super::usage("not built yet")
}

pub fn run(_command: PokerCommand) -> CliResult {
    super::usage("not built yet")
}
