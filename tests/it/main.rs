//! asobi's integration tests, in one crate: each module was once a test binary of its own,
//! and on a 2-core machine compiling and linking seventy binaries was most of `cargo test`.
//! The language is per thread (see `asobi::i18n`), so English and Japanese tests run side by
//! side here.
//!
//! The tests are grouped by feature, a folder each: every game's own (`othello/`, `old_maid/`,
//! `sevens/`, `poker/`, `tictactoe/`: its `rules`, `screen`, `resume`, `table`, `cli`…), the
//! shell around them (`shell/`), its files (`files/`), shared tables (`tables/`), `asobi
//! serve` (`serve/`), sizes and layout (`layout/`), the real binary in a pseudo-terminal
//! (`terminal/`) and tests over every game at once (`every_game/`). What they share is in
//! `kit/`. Each folder's `mod.rs` lists its modules, so a feature is all in its folder. A
//! snapshot lives in `snapshots/` beside its test, named after the module path.

mod kit;

mod every_game;
mod files;
mod layout;
mod old_maid;
mod othello;
mod poker;
mod serve;
mod sevens;
mod shell;
mod tables;
mod terminal;
mod tictactoe;
