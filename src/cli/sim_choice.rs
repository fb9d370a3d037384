//! `asobi sim <game>`: one subcommand per registered game that brings a simulation
//! (`GameScreen::SIM`), listed from the registry rather than named here, so a new game's sim
//! appears without a line in the command line's code.

use clap::{ArgMatches, FromArgMatches, Subcommand};

use crate::catalog::GameId;
use crate::outcome::CliResult;
use crate::screens::registry;
use crate::sim::{Simulation, command_name};

/// The game chosen after `asobi sim`, and the arguments its simulation parsed.
#[derive(Clone, Debug)]
pub struct SimChoice {
    pub game: GameId,
    matches: ArgMatches,
}

impl SimChoice {
    /// Runs the chosen game's simulation with the global `--seed`.
    pub fn run(&self, seed: Option<u64>) -> CliResult {
        simulation(self.game)
            .expect("only games with a simulation are offered")
            .run(&self.matches, seed)
    }
}

/// Every registered game's simulation, in catalogue order.
fn simulations() -> impl Iterator<Item = (GameId, &'static Simulation)> {
    registry::entries().iter().filter_map(|e| e.sim().map(|sim| (e.id, sim)))
}

fn simulation(game: GameId) -> Option<&'static Simulation> {
    simulations().find(|(id, _)| *id == game).map(|(_, sim)| sim)
}

impl FromArgMatches for SimChoice {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let (name, sub) = matches
            .subcommand()
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::MissingSubcommand))?;
        let game = simulations()
            .map(|(id, _)| id)
            .find(|id| command_name(*id) == name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        Ok(SimChoice { game, matches: sub.clone() })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = SimChoice::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for SimChoice {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        simulations().fold(cmd, |cmd, (game, sim)| cmd.subcommand(sim.command(game)))
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        SimChoice::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        simulations().any(|(game, _)| command_name(game) == name)
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::*;
    use crate::cli::{Cli, Command};

    #[test]
    fn every_registered_simulation_is_a_subcommand_of_sim() {
        let cli = Cli::command();
        let sim = cli.find_subcommand("sim").expect("asobi sim");
        let listed: Vec<&str> = sim.get_subcommands().map(clap::Command::get_name).collect();
        let registered: Vec<String> = simulations().map(|(game, _)| command_name(game)).collect();
        assert_eq!(listed, registered);
        assert_eq!(registered.len(), GameId::ALL.len(), "every game today brings a sim");
    }

    #[test]
    fn the_chosen_game_and_its_arguments_come_through() {
        let cli = Cli::try_parse_from(["asobi", "sim", "old-maid", "--players", "5"]).unwrap();
        let Some(Command::Sim { game }) = cli.command else { panic!("a sim command") };
        assert_eq!(game.game, GameId::OldMaid);
        assert_eq!(game.matches.get_one::<u8>("players"), Some(&5));
    }
}
