//! Who sits in a seat at a table. A seat is a person at this keyboard, a computer at a level,
//! or (over `asobi serve`) a person at another terminal; the rules do not care which, and
//! each game's `SeatView` says what that seat may see.

use crate::games::Level;

/// The one sitting in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The person at this terminal.
    Local,
    /// A computer player at a level.
    Computer(Level),
    /// A person at another terminal, by the name they joined with.
    Remote(String),
}

impl Seat {
    /// True for the seats whose moves the program chooses.
    pub fn is_computer(&self) -> bool {
        matches!(self, Seat::Computer(_))
    }
}

/// Seat `seat` of `players` as numbered from chair `by`: every game turns its seats with this
/// at a table, so each chair sees itself as seat 0.
pub fn turn_seat(seat: usize, by: usize, players: usize) -> usize {
    (seat + players - by % players) % players
}
