//! Entry point: parse the command line, then run the TUI or a headless subcommand.
#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = asobi::cli::Cli::parse();
    match cli.command {
        Some(command) => match asobi::cli::run_headless(command, cli.seed) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("asobi: {e}");
                if e.downcast_ref::<asobi::cli::UsageError>().is_some() {
                    ExitCode::from(2)
                } else {
                    ExitCode::FAILURE
                }
            }
        },
        None => ExitCode::SUCCESS,
    }
}
