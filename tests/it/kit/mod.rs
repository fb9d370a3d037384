//! What the tests share (beside `asobi::testing`): the binary as a child process (`binary`),
//! random input (`fuzz`), the real binary in a pseudo-terminal (`pty`), `asobi serve` and its
//! web page under test (`serve`, `web`), people at a shared table (`table`), the stale-notice
//! rule over a run (`turns`), set-up for the extra snapshots.

pub mod binary;
pub mod fuzz;
pub mod pty;
pub mod serve;
pub mod snapshot_data;
pub mod table;
pub mod turns;
pub mod web;
