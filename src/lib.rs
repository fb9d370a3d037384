//! asobi: five table games in one terminal program. The library holds everything; `main.rs`
//! only parses the command line and hands over.
#![forbid(unsafe_code)]

// Translations from assets/locales/*.yml, compiled in; English fills any gap.
rust_i18n::i18n!("assets/locales", fallback = "en");

pub mod app;
pub mod catalog;
pub mod cli;
pub mod event;
pub mod games;
pub mod i18n;
pub mod saves;
pub mod screens;
pub mod settings;
pub mod stats;
pub mod storage;
pub mod term_caps;
pub mod terminal;
#[doc(hidden)]
pub mod testing;
pub mod theme;
pub mod widgets;
