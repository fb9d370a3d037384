//! Poker: the evaluator, dealer, rounds and saved state, its screen (in English and Japanese,
//! after the draw, under random input), resuming it, a shared table, its command line.

mod census;
mod cli;
mod dealer;
mod eval;
mod resume;
mod round;
mod screen;
mod screen_draw;
mod screen_fuzz;
mod screen_ja;
mod state;
mod table;
