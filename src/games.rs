//! Pure game rules and computer players. Nothing here draws, reads the clock or owns a global
//! RNG: randomness comes in as `&mut impl Rng`, so a seed replays a whole game.

pub mod cards;
pub mod level;
pub mod old_maid;
pub mod othello;
pub mod poker;
pub mod random;
pub mod seat;
pub mod sevens;
pub mod stop;
pub mod tictactoe;

pub use level::Level;
