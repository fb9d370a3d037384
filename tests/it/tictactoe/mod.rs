//! Tic-tac-toe on its screen.

mod screen;
