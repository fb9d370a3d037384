//! asobi: five table games in one terminal program. The library holds everything; `main.rs`
//! only parses the command line and hands over.
#![forbid(unsafe_code)]

// Translations from assets/locales/*.yml, compiled in; English fills any gap.
rust_i18n::i18n!("assets/locales", fallback = "en");

/// rust-i18n's `t!` in this thread's language ([`i18n::current`]), not the process-wide
/// locale: `t!("key")`, `t!("key", name = value)`.
macro_rules! t {
    ($key:expr) => { crate::_rust_i18n_t!($key, locale = $crate::i18n::locale_code()) };
    ($key:expr, $($rest:tt)*) => {
        crate::_rust_i18n_t!($key, locale = $crate::i18n::locale_code(), $($rest)*)
    };
}
pub(crate) use t;

pub mod app;
pub mod catalog;
pub mod cli;
pub mod event;
pub mod games;
pub mod i18n;
pub mod outcome;
pub mod records;
pub mod saves;
pub mod screens;
pub mod seeds;
pub mod serve;
pub mod settings;
pub mod sim;
pub mod stats;
pub mod storage;
pub mod tables;
pub mod term_caps;
pub mod terminal;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod theme;
pub mod widgets;
