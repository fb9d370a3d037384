//! `asobi sim sevens`: many Killer Sevens games among computer players, one level per seat.

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;
use serde::Serialize;

use crate::games::sevens::SevensOptions;
use crate::games::sevens::{Game, KILL_REGIONS, PASS_LIMITS, PLAYERS, Status, choose_action, hard};
use crate::outcome::{CliResult, usage};
use crate::settings::Level;
use crate::sim::{MAX_GAMES, Simulate, number_in, number_in_range, progress_bar, seed_or_random};

/// Largest `--hard-samples`: 25 times the default, still a few seconds a decision at worst.
const MAX_HARD_SAMPLES: u64 = 5_000;

#[derive(Debug, Args)]
pub struct SimArgs {
    /// Number of games (1 to 1,000,000).
    #[arg(long, default_value_t = 100,
        value_parser = number_in::<u64>(1, MAX_GAMES))]
    pub games: u64,
    /// One level per seat, comma-separated (3 to 6 of easy, normal, hard); seat i plays level i.
    #[arg(long, value_delimiter = ',', default_value = "normal,normal,normal,normal",
        value_parser = level)]
    pub levels: Vec<Level>,
    /// Passes per player, 0 to 9 (0 = unlimited, only when unable to play).
    #[arg(long, default_value_t = 3, value_parser = number_in_range(PASS_LIMITS))]
    pub pass_limit: u8,
    /// Largest region a kill may take, 0 to 52 cells (0 = unlimited; the table has 52).
    #[arg(long, default_value_t = 0, value_parser = number_in_range(KILL_REGIONS))]
    pub max_kill_region: u8,
    /// Guessed deals per decision for the hard player, 1 to 5,000 (the default, 200, takes
    /// about 25 ms a decision; time grows in proportion).
    #[arg(long, default_value_t = hard::DEFAULT_SAMPLES,
        value_parser = number_in::<usize>(1, MAX_HARD_SAMPLES))]
    pub hard_samples: usize,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
struct Summary {
    games: u64,
    levels: Vec<&'static str>,
    avg_rank_by_seat: Vec<f64>,
    avg_killed_by_seat: Vec<f64>,
    /// Share of games in which the seat was eliminated.
    eliminated_rate_by_seat: Vec<f64>,
    seed: u64,
    seconds: f64,
    /// Mean and slowest thinking time of the hard player, when one plays.
    hard_decision_ms: Option<HardTiming>,
}

#[derive(Debug, Serialize)]
struct HardTiming {
    decisions: u64,
    mean: f64,
    max: f64,
}

/// One level name, as clap reads each of `--levels` (split at the commas).
fn level(word: &str) -> Result<Level, String> {
    word.trim()
        .to_lowercase()
        .parse()
        .map_err(|_| format!("unknown level '{word}' (use easy, normal or hard)"))
}

/// One level per seat: as many as the table has seats ([`PLAYERS`]).
fn seat_levels(levels: &[Level]) -> Result<Vec<Level>, String> {
    let seats = u8::try_from(levels.len()).unwrap_or(u8::MAX);
    if !PLAYERS.contains(&seats) {
        let (lo, hi) = (PLAYERS.start(), PLAYERS.end());
        return Err(format!(
            "--levels needs {lo} to {hi} levels, one per seat ({} given)",
            levels.len()
        ));
    }
    Ok(levels.to_vec())
}

impl Simulate for SimArgs {
    const ABOUT: &'static str = "Killer Sevens among computer players";

    fn run(&self, seed: Option<u64>) -> CliResult {
        let levels = match seat_levels(&self.levels) {
            Ok(levels) => levels,
            Err(message) => return usage(message),
        };
        let seed = seed_or_random(seed);
        let mut rng = GameRng::seed_from_u64(seed);
        let options = SevensOptions {
            players: levels.len() as u8,
            pass_limit: self.pass_limit,
            max_kill_region: self.max_kill_region,
            ..SevensOptions::default()
        };
        let seats = levels.len();
        let mut rank_sum = vec![0u64; seats];
        let mut killed_sum = vec![0u64; seats];
        let mut eliminated = vec![0u64; seats];
        // Total and slowest hard decision, in milliseconds.
        let mut hard_ms = (0.0f64, 0.0f64);
        let mut hard_decisions = 0u64;
        let bar = progress_bar(self.games);
        let start = std::time::Instant::now();
        for _ in 0..self.games {
            let mut game = Game::new(&options, &mut rng);
            while let Some(seat) = game.current_player() {
                let action = match levels[seat] {
                    Level::Hard => {
                        let clock = std::time::Instant::now();
                        let action = hard::hard_action(&game, seat, self.hard_samples, &mut rng);
                        let took = clock.elapsed().as_secs_f64() * 1000.0;
                        hard_ms.0 += took;
                        hard_ms.1 = hard_ms.1.max(took);
                        hard_decisions += 1;
                        action
                    }
                    level => choose_action(&game, seat, level, &mut rng),
                };
                game.apply(seat, action)?;
            }
            for standing in game.ranking() {
                rank_sum[standing.seat] += standing.place as u64;
                killed_sum[standing.seat] += u64::from(standing.killed);
                if matches!(standing.status, Status::Eliminated { .. }) {
                    eliminated[standing.seat] += 1;
                }
            }
            bar.inc(1);
        }
        bar.finish_and_clear();
        let n = self.games as f64;
        let summary = Summary {
            games: self.games,
            levels: levels.iter().map(|l| l.name()).collect(),
            avg_rank_by_seat: rank_sum.iter().map(|&r| r as f64 / n).collect(),
            avg_killed_by_seat: killed_sum.iter().map(|&k| k as f64 / n).collect(),
            eliminated_rate_by_seat: eliminated.iter().map(|&e| e as f64 / n).collect(),
            seed,
            seconds: start.elapsed().as_secs_f64(),
            hard_decision_ms: (hard_decisions > 0).then(|| HardTiming {
                decisions: hard_decisions,
                mean: hard_ms.0 / hard_decisions as f64,
                max: hard_ms.1,
            }),
        };
        if self.json {
            println!("{}", serde_json::to_string(&summary)?);
        } else {
            println!("{} games, seed {}, {:.2}s", summary.games, seed, summary.seconds);
            if let Some(t) = &summary.hard_decision_ms {
                println!(
                    "hard: {} decisions, mean {:.1} ms, slowest {:.1} ms",
                    t.decisions, t.mean, t.max
                );
            }
            println!("seat  level   avg rank  avg killed  eliminated");
            for i in 0..seats {
                println!(
                    "{:>4}  {:<6}  {:>8.3}  {:>10.3}  {:>9.1}%",
                    i,
                    summary.levels[i],
                    summary.avg_rank_by_seat[i],
                    summary.avg_killed_by_seat[i],
                    100.0 * summary.eliminated_rate_by_seat[i]
                );
            }
        }
        Ok(())
    }
}
