//! `asobi poker score|census`: the hand evaluator's tools (the game's `asobi sim poker` is
//! its own, in `screens/poker/sim.rs`).

use std::time::Instant;

use clap::Subcommand;
use serde_json::json;

use super::CliResult;
use crate::games::poker::{Category, census, evaluate, parse_hand};

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
