//! asobi: five table games in one terminal program. The library holds everything; `main.rs`
//! only parses the command line and hands over.
#![forbid(unsafe_code)]

pub mod cli;
pub mod games;
pub mod settings;
pub mod theme;
pub mod widgets;
