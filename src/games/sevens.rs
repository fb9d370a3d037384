//! Killer Sevens (殺しの七並べ, RULES.md §4): the table, the game, and the computer players.
//!
//! Decisions where RULES.md is silent (each one is what a player at a real table would expect):
//! - **Forced passes.** A player who cannot play must pass. With passes left that uses one
//!   pass; with none left the pass eliminates them. A player may pass while able only with a
//!   pass left (pass limit > 0).
//! - **Unlimited passes (limit 0)** allow a pass only when unable to play, so a table on which
//!   nobody still in the game can play (cells cut off from every 7 by dead cells, after an
//!   elimination) would never end. Then the player to move is eliminated instead, in turn
//!   order, exactly as if their passes had run out.
//! - **Going out by kills.** A kill takes the cards out of the holders' hands at once; a seat
//!   whose hand empties goes out then. In one action the acting seat goes out first (its card
//!   was placed before the kill), then the other seats in turn order after it.
//! - **Elimination kills.** All the eliminated player's cards are laid first, then every EMPTY
//!   region next to them is checked. Every EMPTY cell is a card in a live player's hand, so
//!   such kills count against that holder like any other kill (RULES.md: "counts against that
//!   holder, not the player who made the enclosure").
//! - **Kill preview** answers from the point of view of the card's holder: own cards are
//!   named with the holder's seat, other cells with `None` (the UI shows "yours"/"not yours").
//! - **Connection.** Cards laid by an eliminated player are PLAYED but make a cell playable
//!   only once they are joined to a 7 through PLAYED cells (8-neighbour steps).
//! - **Ranking** before the end puts seats still playing between the out and the eliminated.

mod exposure;
pub mod game;
mod guess;
pub mod hard;
mod hint;
pub mod layout;
mod options;
pub mod players;
pub mod report;
mod rotate;
mod seat_view;
pub mod table;
mod turns;
mod validate;

pub use exposure::Exposure;
pub use game::{Game, MAX_PLAYERS};
pub use hint::NoHint;
pub use options::SevensOptions;

/// How many may sit at the table, the human included (settings, command line, screens).
pub const PLAYERS: std::ops::RangeInclusive<u8> = 3..=MAX_PLAYERS as u8;
/// Passes each player may make; 0 means unlimited, but only when unable to play.
pub const PASS_LIMITS: std::ops::RangeInclusive<u8> = 0..=9;
/// The largest EMPTY region a kill may take; 0 means unlimited (the literal rule).
pub const KILL_REGIONS: std::ops::RangeInclusive<u8> = 0..=52;
pub use layout::{Cell, Table};
pub use players::{choose_action, easy_action, normal_action};
pub use report::{Action, Elimination, IllegalMove, Standing, Status, TurnReport};
pub use seat_view::SeatView;
