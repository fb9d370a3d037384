//! Tests over every game at once: a million random events, long simulated runs, seeds that
//! replay under any load, the seed a header shows, the full game log.

mod fuzz;
mod game_log;
mod long_runs;
mod replay_under_load;
mod seeds;
