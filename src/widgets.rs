//! Reusable widgets. Each gets exactly the data it draws and keeps its geometry in one pure
//! function shared by drawing and mouse hit-testing.

pub mod card;
pub mod eval_graph;
pub mod grid_board;
pub mod hand;
pub mod key_hints;
pub mod popup;
pub mod sevens_table;
pub mod text_field;
