//! `asobi othello book --out FILE`: builds the opening book from the start (the searches are
//! in `games::othello::book`; here are only the clock, the progress lines and the file).
//! The shipped `assets/othello/book.bin` was made by this command with its defaults.

use std::fs;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use crate::cli::CliResult;
use crate::games::othello::{BookRecipe, build_book, square_name};

#[derive(Debug, Args)]
pub struct BookArgs {
    /// The book file to write (atomically).
    #[arg(long)]
    pub out: PathBuf,
    /// Plies from the start the book reaches.
    #[arg(long, default_value_t = 12, value_parser = crate::cli::number_in::<u32>(1, 30))]
    pub plies: u32,
    /// Depth of the search scoring each move, the move included.
    #[arg(long, default_value_t = 16, value_parser = crate::cli::number_in::<u32>(1, 30))]
    pub depth: u32,
    /// Moves within this many discs of the best are kept and followed.
    #[arg(long, default_value_t = 2, value_parser = crate::cli::number_in::<u32>(0, 64))]
    pub margin: u32,
    /// Node budget of each move's search.
    #[arg(long, default_value_t = 100_000_000, value_parser = crate::cli::number_in::<u64>(1000, 1_000_000_000))]
    pub nodes: u64,
    /// Most positions in the book (those nearest the start are taken first).
    #[arg(long, default_value_t = 1500, value_parser = crate::cli::number_in::<usize>(1, 100_000))]
    pub limit: usize,
}

pub fn run_book(args: &BookArgs) -> CliResult {
    let recipe = BookRecipe { plies: args.plies, depth: args.depth, margin: args.margin };
    let started = Instant::now();
    let book = build_book(recipe, args.nodes, args.limit, |count, pos, moves| {
        let empties = pos.empty_count();
        let listed: Vec<String> =
            moves.iter().map(|m| format!("{} {:+}", square_name(m.square), m.score)).collect();
        eprintln!(
            "{count:>5} ply {:>2} {:>6.0} s  {}",
            60 - empties,
            started.elapsed().as_secs_f64(),
            listed.join(", ")
        );
    });
    let bytes = book.encode();
    let tmp = args.out.with_extension("tmp");
    fs::write(&tmp, &bytes)?;
    fs::rename(&tmp, &args.out)?;
    println!(
        "{} positions, {} bytes, {:.0} s: {}",
        book.len(),
        bytes.len(),
        started.elapsed().as_secs_f64(),
        args.out.display()
    );
    Ok(())
}
