//! The built binary in a real pseudo-terminal: each game by keys, every game at 80×24, idle
//! CPU, its files on SIGTERM, the glyph-width probe.

mod at_80x24;
mod basics;
mod files;
mod idle;
mod old_maid;
mod othello;
mod othello_watch;
mod poker;
mod probe;
mod sevens;
mod tictactoe;
