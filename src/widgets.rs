//! Reusable widgets. Each gets exactly the data it draws and keeps its geometry in one pure
//! function shared by drawing and mouse hit-testing.

pub mod card;
pub mod hand;
