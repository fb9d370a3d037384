//! Old Maid: its rules and invariants, its screen (in English and Japanese, its moments, under
//! random input), resuming it, a shared table, `asobi sim old-maid`.

mod cli;
mod moments;
mod props;
mod resume;
mod rules;
mod screen;
mod screen_fuzz;
mod screen_ja;
mod table;
