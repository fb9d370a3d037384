//! `asobi poker score|census` (evaluator tools) and `asobi sim poker` (computer rounds).
//!
//! The simulation stakes the player with far more points than it can lose, so a bad run never
//! ends it early: `player_points_per_round` is the average net points per round at a fixed bet
//! of 10 (positive means the player side wins on average).

use std::time::Instant;

use crate::games::random::GameRng;
use clap::{Args, Subcommand};
use rand::SeedableRng;
use serde_json::json;

use super::CliResult;
pub use super::LevelArg;
use crate::games::poker::{Category, Table, auto_round, census, evaluate, parse_hand};

/// The bet of every simulated round.
const SIM_BET: u32 = 10;
/// The simulated player's stake: enough that `MAX_GAMES` losing rounds cannot exhaust it.
const SIM_STAKE: u32 = 2_000_000_000;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of rounds, 1 to 1,000,000 (each at a fixed bet of 10).
    #[arg(long, default_value_t = 1000,
        value_parser = super::number_in::<u64>(1, super::MAX_GAMES))]
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

#[derive(Debug, Subcommand)]
pub enum PokerCommand {
    /// Score a five-card hand, e.g. `asobi poker score AS KS QS JS 10S` (JK is the Joker).
    Score {
        /// Five cards: rank then suit (AS, 10H or TH, QD, 2C), JK for the Joker.
        cards: Vec<String>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Evaluate all 2,869,685 hands of the 53 cards and count each category.
    Census {
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: PokerCommand) -> CliResult {
    match command {
        PokerCommand::Score { cards, json } => score(&cards, json),
        PokerCommand::Census { json } => run_census(json),
    }
}

fn score(cards: &[String], json: bool) -> CliResult {
    let hand = match parse_hand(&cards.join(" ")) {
        Ok(hand) => hand,
        Err(e) => return super::usage(e.to_string()),
    };
    let value = evaluate(&hand);
    if json {
        println!("{}", json!({ "hand": value.category.name(), "score": value.score }));
    } else {
        println!(
            "{}: score {} (ties decided by {})",
            value.category.label(),
            value.score,
            value.tiebreak
        );
    }
    Ok(())
}

fn run_census(json: bool) -> CliResult {
    let start = Instant::now();
    let census = census();
    let seconds = start.elapsed().as_secs_f64();
    if json {
        let counts: serde_json::Map<String, serde_json::Value> =
            Category::ALL.iter().map(|&c| (c.name().to_string(), census.count(c).into())).collect();
        println!("{}", json!({ "total": census.total(), "counts": counts, "seconds": seconds }));
    } else {
        for c in Category::ALL {
            println!("{:<22}{:>10}", c.label(), census.count(c));
        }
        println!("{:<22}{:>10}", "Total", census.total());
        println!("({seconds:.3} s)");
    }
    Ok(())
}

pub fn run_sim(args: &SimArgs, seed: Option<u64>) -> CliResult {
    let seed = super::seed_or_random(seed);
    let mut rng = GameRng::seed_from_u64(seed);
    let mut table = Table::with_points(SIM_STAKE, args.dealer.into());
    let bar = super::progress_bar(args.rounds);
    for _ in 0..args.rounds {
        if auto_round(&mut table, args.player.into(), SIM_BET, &mut rng).is_none() {
            return Err(color_eyre::eyre::eyre!("the simulated table refused a round"));
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let net = i64::from(table.points()) - i64::from(SIM_STAKE);
    let per_round = net as f64 / args.rounds as f64;
    let record = table.record();
    if args.json {
        println!(
            "{}",
            json!({
                "rounds": args.rounds,
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
            args.rounds, args.player, args.dealer, record.wins, record.losses, record.pushes
        );
        println!("player points per round: {per_round:+.3} (seed {seed})");
    }
    Ok(())
}
