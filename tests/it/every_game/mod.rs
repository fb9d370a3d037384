//! Tests over every game at once: a million random events, long simulated runs, seeds that
//! replay under any load, the seed a header shows, the full game log, and the walk of every
//! registered game through a start, a move, resume, statistics and a table (`walk`).

mod fuzz;
mod game_log;
mod long_runs;
mod replay_under_load;
mod seeds;
mod walk;
