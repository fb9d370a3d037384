//! A game's simulation command (`asobi sim <game>`), as its definition brings it, and what
//! every simulation shares: counts, levels, seeds and the progress bar.
//!
//! A game's sim lives in its own folder (`screens/<game>/sim.rs`): its arguments are a
//! `clap::Args` type that implements [`Simulate`], and its screen's `GameScreen::SIM` names
//! it. The command line lists the registered games' simulations (`cli::SimChoice`), so a new
//! game's sim needs no line outside its folder. This module sits below both the command line
//! and the screens, so neither imports the other for it.

use clap::{ArgMatches, Args, FromArgMatches};

use crate::catalog::GameId;
use crate::outcome::CliResult;

/// A game's `asobi sim` arguments, and how they run.
pub trait Simulate: Args + FromArgMatches {
    /// The line `asobi sim --help` gives it.
    const ABOUT: &'static str;

    /// Plays the simulation with the global `--seed` and prints its report.
    fn run(&self, seed: Option<u64>) -> CliResult;
}

/// One game's simulation command, without naming its type: the registry's copy of a
/// [`Simulate`] implementation.
#[derive(Clone, Copy)]
pub struct Simulation {
    about: &'static str,
    augment: fn(clap::Command) -> clap::Command,
    run: fn(&ArgMatches, Option<u64>) -> CliResult,
}

impl Simulation {
    /// The simulation whose arguments are `A`.
    pub const fn of<A: Simulate>() -> Simulation {
        Simulation { about: A::ABOUT, augment: A::augment_args, run: run_with::<A> }
    }

    /// Its subcommand, named as `asobi play` names `game` (`old-maid`).
    pub fn command(&self, game: GameId) -> clap::Command {
        (self.augment)(clap::Command::new(command_name(game))).about(self.about)
    }

    /// Runs it on the arguments its [`Simulation::command`] parsed.
    pub fn run(&self, matches: &ArgMatches, seed: Option<u64>) -> CliResult {
        (self.run)(matches, seed)
    }
}

fn run_with<A: Simulate>(matches: &ArgMatches, seed: Option<u64>) -> CliResult {
    A::from_arg_matches(matches)?.run(seed)
}

/// How the command line names `game`: the same word in `asobi play` and `asobi sim`.
pub fn command_name(game: GameId) -> String {
    clap::ValueEnum::to_possible_value(&game)
        .map(|v| v.get_name().to_string())
        .expect("every game has a command-line name")
}

/// A computer level as typed on the command line (`--x hard`, `--dealer normal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LevelArg {
    Easy,
    Normal,
    Hard,
}

impl From<LevelArg> for crate::settings::Level {
    fn from(l: LevelArg) -> Self {
        match l {
            LevelArg::Easy => crate::settings::Level::Easy,
            LevelArg::Normal => crate::settings::Level::Normal,
            LevelArg::Hard => crate::settings::Level::Hard,
        }
    }
}

/// Most games (or poker rounds) one simulation plays. A million runs for seconds to hours
/// depending on the game and levels (a progress bar shows how far it is); more is a typo, and
/// `u64::MAX` would run for ever.
pub const MAX_GAMES: u64 = 1_000_000;

/// A clap value parser for a whole number from `lo` to `hi`. Every count on the command line
/// goes through one, so a huge or negative value is refused at once with exit code 2 and a
/// message naming the range, instead of starting a run that never ends.
pub fn number_in<T>(
    lo: u64,
    hi: u64,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |text| {
        let wanted = || format!("expected a whole number from {lo} to {hi}");
        let n: u64 = text.trim().parse().map_err(|_| wanted())?;
        if !(lo..=hi).contains(&n) {
            return Err(format!("{n} is out of range: {}", wanted()));
        }
        T::try_from(n).map_err(|_| wanted())
    }
}

/// [`number_in`] over a rule's own range (`games::sevens::PASS_LIMITS`, …), so the command
/// line accepts exactly what the game does.
pub fn number_in_range(
    range: std::ops::RangeInclusive<u8>,
) -> impl Fn(&str) -> Result<u8, String> + Clone + Send + Sync + 'static {
    number_in::<u8>(u64::from(*range.start()), u64::from(*range.end()))
}

/// The seed to use: the one given, or a fresh one from the OS.
pub fn seed_or_random(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(rand::random)
}

/// A progress bar on stderr for long headless runs; hidden when stderr is not a terminal or the
/// run is short, so stdout stays pure JSON and tests see nothing extra.
pub fn progress_bar(total: u64) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if total < 1000 || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {eta}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sim_and_play_commands_name_a_game_alike() {
        assert_eq!(command_name(GameId::OldMaid), "old-maid");
        assert_eq!(command_name(GameId::Tictactoe), "tictactoe");
    }
}
