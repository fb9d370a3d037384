//! Entry point: parse the command line, then run the TUI or a headless subcommand.
#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::process::ExitCode;

use asobi::app::{App, AppConfig};
use asobi::catalog::GameId;
use asobi::cli::{Cli, Command, UsageError};
use asobi::i18n::Language;
use asobi::screens::Searching;
use asobi::storage::DataDir;
use asobi::term_caps::ColourDepth;
use asobi::terminal::NoTerminal;
use clap::Parser;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    if let Err(e) = color_eyre::install() {
        eprintln!("asobi: {e}");
    }
    // A language named on the command line beats the saved setting.
    asobi::i18n::set_command_line(cli.lang.map(Into::into));
    let lang =
        Language::resolve(Language::Auto, cli.lang.map(Into::into), &|var| std::env::var(var).ok());
    let data_dir = asobi::cli::data_dir(cli.data_dir, std::env::var_os("ASOBI_HOME"));
    let result = match cli.command {
        None => run_tui(data_dir, cli.seed, None, None, lang),
        Some(Command::Play { game, record, position }) => {
            match asobi::cli::play_set_up(game, record.as_deref(), position.as_deref()) {
                Ok(set_up) => run_tui(data_dir, cli.seed, Some(game), set_up, lang),
                Err(e) => Err(e),
            }
        }
        Some(command) => asobi::cli::run_headless(command, cli.seed, data_dir, lang),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.downcast_ref::<UsageError>().is_some() => {
            eprintln!("asobi: {e}");
            ExitCode::from(2)
        }
        // Nothing went wrong inside asobi: one line saying what it needs, no report.
        Err(e) if e.downcast_ref::<NoTerminal>().is_some() => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("asobi: {e:?}");
            ExitCode::FAILURE
        }
    }
}

/// Prints clap's help or version, or a usage error in one line as asobi's own errors are
/// (`asobi: invalid value 'abc' for '--seed <N>': expected a whole number …`), with overlong
/// lines cut (an error may quote a huge argument back), and returns clap's exit code (2 for
/// usage errors).
fn clap_exit(e: &clap::Error) -> ExitCode {
    const MAX: usize = 200;
    let rendered = e.render().to_string();
    let cut = |l: &str| match l.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &l[..at]),
        None => l.to_string(),
    };
    let text: String = if e.use_stderr() {
        // The error and its list of possible values; not clap's usage and --help tips.
        let first = rendered.lines().next().unwrap_or_default();
        let first = first.strip_prefix("error: ").unwrap_or(first);
        let values = rendered.lines().map(str::trim).find(|l| l.starts_with("[possible values"));
        let line = [Some(first), values].into_iter().flatten().collect::<Vec<_>>().join(" ");
        format!("asobi: {}\n", cut(&line))
    } else {
        rendered.lines().map(|l| cut(l) + "\n").collect()
    };
    if e.use_stderr() {
        eprint!("{text}");
    } else {
        print!("{text}");
    }
    ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
}

fn run_tui(
    data_dir: Option<PathBuf>,
    seed: Option<u64>,
    start: Option<GameId>,
    set_up: Option<asobi::screens::game::SetUp>,
    lang: Language,
) -> color_eyre::Result<()> {
    // Before anything is read or tidied in the data folder.
    asobi::terminal::ensure_terminal()?;
    let no_color_env = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let data = DataDir::resolve(data_dir);
    let colour_depth = ColourDepth::detect(
        std::env::var("COLORTERM").ok().as_deref(),
        std::env::var("TERM").ok().as_deref(),
    );
    // A session without a data folder says so again on the restored screen (`App::exit_notice`).
    asobi::terminal::run(App::new(AppConfig {
        data,
        seed,
        start,
        set_up,
        no_color_env,
        lang,
        colour_depth,
        resume: seed.is_none(),
        clock: None,
        tables: None,
        searching: Searching::Background,
    }))
}
