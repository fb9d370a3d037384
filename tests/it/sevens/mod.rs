//! Killer Sevens: its rules, eliminations, computer players and invariants, its screen (in
//! English and Japanese, its notices, its table widget, under random input), resuming it, a
//! shared table, `asobi sim sevens`.

mod cli;
mod elimination;
mod players;
mod props;
mod resume;
mod rules;
mod screen;
mod screen_fuzz;
mod screen_ja;
mod screen_notices;
mod screen_sizes;
mod table;
mod table_widget;
