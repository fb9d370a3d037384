//! Shared tables whatever the game: the Tables screens, seated screens that say what is true,
//! watching a table in progress. Each game's own table is in its folder (`<game>/table.rs`).

pub mod screens;
mod sizes;
mod truth;
mod watch;
