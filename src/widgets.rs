//! Reusable widgets. Each gets exactly the data it draws and keeps its geometry in one pure
//! function shared by drawing and mouse hit-testing.

pub mod card;
pub(crate) mod clip;
pub(crate) mod eval_graph;
pub(crate) mod event_log;
pub(crate) mod grid_board;
pub mod hand;
pub(crate) mod key_hints;
pub(crate) mod popup;
pub mod sevens_table;
pub mod text;
pub(crate) mod text_field;
