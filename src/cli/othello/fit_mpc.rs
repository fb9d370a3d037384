//! `asobi othello fit-mpc`: fits the Multi-ProbCut table the search ships (the arithmetic is
//! in `games::othello`'s `search/mpc/fit.rs`; here are the seed, the clock and the printing,
//! in the shape of the table in `search/mpc.rs`).

use std::time::Instant;

use clap::Args;
use rand::SeedableRng;

use crate::cli::CliResult;
use crate::games::othello::learning::fit_multi_probcut;
use crate::games::random::GameRng;

#[derive(Debug, Args)]
pub struct FitMpcArgs {
    /// Self-play games the positions are drawn from (about two seconds each, optimised).
    #[arg(long, default_value_t = 72, value_parser = crate::cli::number_in::<u32>(1, 10_000))]
    pub games: u32,
}

pub fn run_fit_mpc(args: &FitMpcArgs, seed: Option<u64>) -> CliResult {
    let seed = crate::cli::seed_or_random(seed);
    let started = Instant::now();
    let mut rng = GameRng::seed_from_u64(seed);
    let rows = fit_multi_probcut(args.games, &mut rng, |game, samples| {
        eprintln!("game {}: {samples} samples", game + 1);
    });
    println!(
        "seed {seed}: {} self-play games, {:.0} s; (a, b, sigma) by stage: empties < 24, \
         24–35, 36 and more",
        args.games,
        started.elapsed().as_secs_f64()
    );
    for row in rows {
        let n: Vec<String> = row.stages.iter().map(|l| l.samples.to_string()).collect();
        println!("    // depth {}, shallow {}; n = {}", row.depth, row.shallow, n.join(", "));
        let lines: Vec<String> = row
            .stages
            .iter()
            .map(|l| format!("({:.3}, {:.1}, {:.1})", l.a, l.b, l.sigma))
            .collect();
        println!("    [{}],", lines.join(", "));
    }
    Ok(())
}
