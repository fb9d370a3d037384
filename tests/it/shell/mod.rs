//! The shell around the games: menus, settings, statistics, help and shared keys, its files,
//! its command line, the language flag, the ASCII and no-colour styles, the Japanese style.

mod ascii_and_colour;
mod cli;
mod cli_hardening;
mod files;
mod fuzz;
mod japanese_style;
mod keys;
mod lang_flag;
mod settings_file;
mod settings_name;
mod snapshots;
mod snapshots_ja;
mod snapshots_ja_more;
mod snapshots_more;
mod stats_screen;
