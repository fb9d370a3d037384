//! `asobi othello eval-error`: the shipped evaluation's error per phase against exact or
//! deep-search values of positions held out of its training (the arithmetic is in
//! `games::othello`'s `calibration.rs`; here are the seed, the clock and the table).

use std::time::Instant;

use clap::Args;
use rand::SeedableRng;

use crate::cli::CliResult;
use crate::games::othello::learning::{held_out_positions, measure, summarise};
use crate::games::random::GameRng;

#[derive(Debug, Args)]
pub struct EvalErrorArgs {
    /// Self-play games the positions are drawn from.
    #[arg(long, default_value_t = 400, value_parser = crate::cli::number_in::<u32>(1, 100_000))]
    pub games: u32,
    /// Positions measured in each of the 15 phases (4 empties each).
    #[arg(long, default_value_t = 40, value_parser = crate::cli::number_in::<usize>(1, 10_000))]
    pub per_phase: usize,
    /// Positions with at most this many empties are solved exactly.
    #[arg(long, default_value_t = 18, value_parser = crate::cli::number_in::<u32>(0, 24))]
    pub exact_empties: u32,
    /// Depth of the search giving the other positions' values.
    #[arg(long, default_value_t = 12, value_parser = crate::cli::number_in::<u32>(2, 30))]
    pub depth: u32,
    /// Node budget of each of those searches.
    #[arg(long, default_value_t = 50_000_000, value_parser = crate::cli::number_in::<u64>(1000, 1_000_000_000))]
    pub nodes: u64,
}

pub fn run_eval_error(args: &EvalErrorArgs, seed: Option<u64>) -> CliResult {
    let seed = crate::cli::seed_or_random(seed);
    let started = Instant::now();
    let mut rng = GameRng::seed_from_u64(seed);
    let positions = held_out_positions(args.games, args.per_phase, &mut rng);
    let measured: Vec<_> = positions
        .iter()
        .map(|pos| measure(pos, args.exact_empties, args.depth, args.nodes))
        .collect();
    println!(
        "seed {seed}: {} positions of {} self-play games; truth exact up to {} empties, else \
         a depth-{} search; {:.0} s",
        positions.len(),
        args.games,
        args.exact_empties,
        args.depth,
        started.elapsed().as_secs_f64()
    );
    println!("phase  empties  positions  exact  MAE raw  MAE tempo  bias raw  bias tempo  swing");
    let rows = summarise(&measured);
    for r in &rows {
        let swing = r.swing.map_or("-".to_string(), |s| format!("{s:.2}"));
        println!(
            "{:>5}  {:>2}–{:<2}    {:>9}  {:>5}  {:>7.2}  {:>9.2}  {:>8.2}  {:>10.2}  {swing:>5}",
            r.phase,
            r.phase * 4 + 1,
            r.phase * 4 + 4,
            r.positions,
            r.exact,
            r.mae_raw,
            r.mae,
            r.bias_raw,
            r.bias
        );
    }
    let n: usize = rows.iter().map(|r| r.positions).sum();
    let all = |f: &dyn Fn(&crate::games::othello::learning::PhaseError) -> f64| {
        rows.iter().map(|r| f(r) * r.positions as f64).sum::<f64>() / n.max(1) as f64
    };
    println!(
        "  all           {n:>9}         {:>7.2}  {:>9.2}  {:>8.2}  {:>10.2}",
        all(&|r| r.mae_raw),
        all(&|r| r.mae),
        all(&|r| r.bias_raw),
        all(&|r| r.bias)
    );
    Ok(())
}
