//! Othello: its rules, engine, solver and symmetry, its screen (in English and Japanese, its
//! seats, sizes, study and analysis, under random input), resuming it, a shared table, and its
//! command line (`asobi othello …`, setup from a record, training).

mod analysis;
mod book;
mod cli;
mod ffo;
mod move_cli;
mod nboard;
mod opening_values;
mod openings;
mod perft;
mod resume;
mod rules;
mod screen;
mod screen_fuzz;
mod screen_ja;
mod screen_pass;
mod screen_search;
mod seats;
mod setup;
mod sizes;
mod solver;
mod stop;
mod study;
mod symmetry;
mod symmetry_levels;
mod table;
mod train;
mod typed;
