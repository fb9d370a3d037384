//! `asobi sim othello`: games between two levels of the ladder, with a summary and, with
//! `--record`, one line per game (its transcript and result) so a match can be replayed.

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;
use serde_json::json;

use crate::games::Level;
use crate::games::othello::{
    Colour, Game, HARD_NODES, MAX_DEPTH, Outcome, Player, Strength, think,
};
use crate::games::stop::StopFlag;
use crate::outcome::CliResult;
use crate::sim::{MAX_GAMES, Simulate, number_in, progress_bar, seed_or_random};

/// Largest `--hard-nodes` (and `asobi othello move --nodes`): 25 times the screen's budget,
/// about half a minute a move.
pub const MAX_HARD_NODES: u64 = 100_000_000;

/// Parses a level of the ladder: easy, normal, hard, or 1 to 10.
pub fn strength_arg(text: &str) -> Result<Strength, String> {
    text.parse()
}

/// Most random opening plies: 20 already leave few openings that good play would reach.
const MAX_RANDOM_OPENING: u64 = 20;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games (1 to 1,000,000).
    #[arg(long, default_value_t = 100, value_parser = number_in::<u64>(1, MAX_GAMES))]
    pub games: u64,
    /// Level playing black (moves first): easy, normal, hard, or 1 to 10 (easy is 1,
    /// normal 4, hard 9).
    #[arg(long, value_name = "LEVEL", default_value = "normal", value_parser = strength_arg)]
    pub black: Strength,
    /// Level playing white, as for --black.
    #[arg(long, value_name = "LEVEL", default_value = "normal", value_parser = strength_arg)]
    pub white: Strength,
    /// Node budget of a Hard (level 9) move, 1 to 100,000,000 (smaller is faster and weaker;
    /// the default takes about a second, the most about half a minute).
    #[arg(long, default_value_t = HARD_NODES,
        value_parser = number_in::<u64>(1, MAX_HARD_NODES))]
    pub hard_nodes: u64,
    /// Play the first N plies (0 to 20; a pass counts) at random, as level 1 does, before the
    /// levels take over: the search levels are deterministic, so without it their games
    /// barely differ. The same seed gives the same openings whichever level plays which
    /// colour.
    #[arg(long, value_name = "N", default_value_t = 0,
        value_parser = number_in::<u32>(0, MAX_RANDOM_OPENING))]
    pub random_opening: u32,
    /// Also print one line per game: its transcript (f5d6c3…, passes left out) and its
    /// result.
    #[arg(long)]
    pub record: bool,
    /// Print JSON instead of text (one object per line: the games, then the summary).
    #[arg(long)]
    pub json: bool,
}

impl SimArgs {
    /// The player at `level`; Hard's budget is `--hard-nodes`.
    fn player(&self, level: Strength) -> Player {
        if level == Strength::from(Level::Hard) {
            return Player::Search { nodes: self.hard_nodes, depth: MAX_DEPTH, book: true };
        }
        level.player()
    }
}

/// Per-game seed: the global seed mixed with the game's index, so game `i` replays alone.
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

/// Plays one game to its end.
fn play_game(args: &SimArgs, seed: u64) -> (Game, Outcome) {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut game = Game::new();
    // The opening is drawn first from the game's RNG, so it does not depend on the levels.
    loop {
        if let Some(outcome) = game.current().outcome() {
            return (game, outcome);
        }
        // A forced pass needs no thought (a search level would search on after it).
        if game.auto_pass() {
            continue;
        }
        let player = if game.moves().len() < args.random_opening as usize {
            Player::Random
        } else {
            match game.current().side_to_move() {
                Colour::Black => args.player(args.black),
                Colour::White => args.player(args.white),
            }
        };
        let pos = *game.current();
        let sq = think(&pos, player, &mut rng, &StopFlag::never()).best;
        game.play(sq.expect("a side that need not pass has a move"))
            .expect("players only choose legal moves");
    }
}

/// The record line of game `index` (1-based in the text, as people count games).
fn print_record(index: u64, seed: u64, game: &Game, outcome: &Outcome, json: bool) {
    let winner = outcome.winner.map(Colour::name);
    if json {
        let line = json!({ "game": index + 1, "seed": seed, "record": game.record(),
            "black": outcome.black, "white": outcome.white, "winner": winner });
        println!("{line}");
    } else {
        let result = winner.map_or("draw".to_string(), |w| format!("{w} wins"));
        println!(
            "game {}: {} {}-{} {result} (seed {seed})",
            index + 1,
            game.record(),
            outcome.black,
            outcome.white
        );
    }
}

impl Simulate for SimArgs {
    const ABOUT: &'static str = "Othello between two computer levels";

    fn run(&self, seed: Option<u64>) -> CliResult {
        let seed = seed_or_random(seed);
        let bar = progress_bar(self.games);
        let (mut black_wins, mut white_wins, mut draws, mut diff_sum) = (0u64, 0u64, 0u64, 0i64);
        for i in 0..self.games {
            let game_seed = game_seed(seed, i);
            let (game, outcome) = play_game(self, game_seed);
            if self.record {
                bar.suspend(|| print_record(i, game_seed, &game, &outcome, self.json));
            }
            let diff = outcome.disc_diff();
            match diff.signum() {
                1 => black_wins += 1,
                -1 => white_wins += 1,
                _ => draws += 1,
            }
            diff_sum += i64::from(diff);
            bar.inc(1);
        }
        bar.finish_and_clear();
        let avg = diff_sum as f64 / self.games.max(1) as f64;
        if self.json {
            let out = json!({ "games": self.games, "black": self.black.number(),
                "white": self.white.number(), "black_wins": black_wins, "white_wins": white_wins,
                "draws": draws, "avg_disc_diff": avg });
            println!("{out}");
        } else {
            println!(
                "{} games, black level {} vs white level {} (seed {seed}): black {black_wins}, \
                 white {white_wins}, draws {draws}, average disc difference {avg:+.2}",
                self.games, self.black, self.white
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_by_name_or_number() {
        assert_eq!(strength_arg("hard").map(Strength::number), Ok(9));
        assert_eq!(strength_arg("3").map(Strength::number), Ok(3));
        assert!(strength_arg("11").unwrap_err().contains("1 to 10"));
    }

    #[test]
    fn game_seeds_differ_and_replay() {
        assert_eq!(game_seed(5, 3), game_seed(5, 3));
        assert_ne!(game_seed(5, 3), game_seed(5, 4));
        assert_ne!(game_seed(5, 3), game_seed(6, 3));
    }
}
