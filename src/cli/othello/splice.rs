//! `asobi othello splice-weights`: one weights file from two, the phases near the end of the
//! game from one and the rest from the other. A training run fits the phases from the end
//! back to the opening; when a new recipe is measured stronger on the phases it has fitted
//! so far, this ships them over the older weights' opening phases (how the shipped weights
//! were made: `learned.rs` says so).

use std::path::PathBuf;

use clap::Args;

use super::read_weights;
use crate::cli::CliResult;
use crate::games::othello::learning::PHASES;

#[derive(Debug, Args)]
pub struct SpliceArgs {
    /// Weights giving the phases below `--phases-below` (the last empties of the game).
    pub near_end: PathBuf,
    /// Weights giving every other phase.
    pub others: PathBuf,
    /// Phases `0 .. K` (phase 0 is the last four empties) come from `near_end`.
    #[arg(long)]
    pub phases_below: usize,
    /// Where the spliced weights are written (atomically).
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run_splice(args: &SpliceArgs) -> CliResult {
    if args.phases_below > PHASES {
        return crate::cli::usage(format!("--phases-below is at most {PHASES}"));
    }
    let near_end = read_weights(&args.near_end)?;
    let mut out = read_weights(&args.others)?;
    for ph in 0..args.phases_below {
        out.phase_mut(ph).copy_from_slice(near_end.phase(ph));
    }
    super::train::write_atomic(&args.out, &out.encode())?;
    // Each file's phases, an empty range left unsaid (all from one file: one range).
    let range = |from: usize, to: usize, path: &PathBuf| {
        (from < to).then(|| format!("phases {from}-{} from {}", to - 1, path.display()))
    };
    let said = [
        range(0, args.phases_below, &args.near_end),
        range(args.phases_below, PHASES, &args.others),
    ];
    let said: Vec<String> = said.into_iter().flatten().collect();
    println!("{}: {}", args.out.display(), said.join(", "));
    Ok(())
}
