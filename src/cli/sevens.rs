//! `asobi sim sevens` (being written).

use clap::Args;

use super::CliResult;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
}

pub fn run_sim(_args: &SimArgs, _seed: Option<u64>) -> CliResult {
    super::usage("not built yet")
}
