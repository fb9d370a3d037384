//! The command line: the TUI by default, plus headless subcommands (simulations, engine tools).

pub(crate) mod doctor;
pub(crate) mod nboard;
pub(crate) mod othello;
pub(crate) mod poker;
mod sim_choice;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

pub use crate::catalog::GameId;

/// asobi: a terminal game parlour.
#[derive(Debug, Parser)]
#[command(name = "asobi", version, about, long_about = None)]
pub struct Cli {
    /// Seed for every deal and every computer choice (replays a whole game).
    #[arg(long, global = true, value_name = "N", value_parser = number_in::<u64>(0, u64::MAX))]
    pub seed: Option<u64>,
    /// Folder for settings, statistics and saved games (else $ASOBI_HOME, else the platform
    /// config dir).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Language of the game screens (default: the setting, else the locale).
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// `--lang en|ja`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LangArg {
    En,
    Ja,
}

impl From<LangArg> for crate::i18n::Language {
    fn from(l: LangArg) -> Self {
        match l {
            LangArg::En => crate::i18n::Language::En,
            LangArg::Ja => crate::i18n::Language::Ja,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Go straight into a game.
    Play {
        #[arg(value_enum)]
        game: GameId,
        /// Othello: start from a game record such as f5d6c3d3c4 (spaces and pass marks PA or
        /// -- allowed), or from the position of `--position` when both are given.
        #[arg(long, value_name = "MOVES")]
        record: Option<String>,
        /// Othello: start from a position, 64 squares a1..h8 (X black, O white, - empty), a
        /// space, then X or O to move.
        #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
        position: Option<String>,
    },
    /// Play many games between computer players with no screen and report the results.
    Sim {
        #[command(subcommand)]
        game: SimChoice,
    },
    /// Show what asobi detects about this terminal and where its files live.
    Doctor,
    /// Othello engine tools.
    Othello {
        #[command(subcommand)]
        command: othello::OthelloCommand,
    },
    /// Poker evaluator tools.
    Poker {
        #[command(subcommand)]
        command: poker::PokerCommand,
    },
    /// Serve the whole parlour over SSH: each player connects with `ssh -p PORT name@host`.
    Serve(Box<crate::serve::ServeArgs>),
}

pub use crate::outcome::{CliResult, UsageError, usage};
pub use crate::sim::{
    LevelArg, MAX_GAMES, number_in, number_in_range, progress_bar, seed_or_random,
};
pub use sim_choice::SimChoice;

use crate::screens::game::SetUp;
use crate::screens::registry;

/// The game `asobi play <game> --record/--position` starts from, read by the game's own
/// definition and checked before any screen opens: `None` when neither is given. Each refusal
/// is a usage error naming the option and why.
pub fn play_set_up(
    game: GameId,
    record: Option<&str>,
    position: Option<&str>,
) -> color_eyre::Result<Option<SetUp>> {
    if record.is_none() && position.is_none() {
        return Ok(None);
    }
    match registry::entry(game).read_set_up(record, position) {
        Some(Ok(set_up)) => Ok(Some(set_up)),
        Some(Err(why)) => usage(why),
        None => {
            let takers: Vec<String> = registry::entries()
                .iter()
                // A game that takes a set-up answers for one with neither option too.
                .filter(|e| e.read_set_up(None, None).is_some())
                .map(|e| e.id.title().into_owned())
                .collect();
            usage(format!("--record and --position are for {} only", takers.join(" and ")))
        }
    }
}

/// The data folder: `--data-dir` if given, else `ASOBI_HOME` if set to something. An empty
/// `ASOBI_HOME=` counts as unset, as the shell convention goes, rather than as a folder
/// named "" (or, as clap's own `env` support answered, "a value is required for --data-dir").
pub fn data_dir(flag: Option<PathBuf>, env: Option<std::ffi::OsString>) -> Option<PathBuf> {
    flag.or_else(|| env.filter(|v| !v.is_empty()).map(PathBuf::from))
}

/// Runs a headless subcommand with the global `--seed`, data folder and language.
pub fn run_headless(
    command: Command,
    seed: Option<u64>,
    data_dir: Option<PathBuf>,
    lang: crate::i18n::Language,
) -> CliResult {
    match command {
        Command::Doctor => doctor::run(data_dir, lang),
        Command::Play { .. } => usage("`play` opens the game screen; run it in a terminal"),
        Command::Sim { game } => game.run(seed),
        Command::Othello { command } => othello::run(command, seed),
        Command::Poker { command } => poker::run(command),
        Command::Serve(args) => crate::serve::run(*args, data_dir),
    }
}
