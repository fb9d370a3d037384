//! asobi: five table games in one terminal program. The library holds everything; `main.rs`
//! only parses the command line and hands over.
#![forbid(unsafe_code)]

pub mod app;
pub mod catalog;
pub mod cli;
pub mod event;
pub mod games;
pub mod screens;
pub mod settings;
pub mod stats;
pub mod storage;
pub mod terminal;
#[doc(hidden)]
pub mod testing;
pub mod theme;
pub mod widgets;
