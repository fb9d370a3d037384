//! Draw poker against the dealer (RULES.md §5): hand evaluation, the dealer's strategies, and
//! the round flow the poker screen drives, and several hands against one dealer at a shared
//! table (`several_hands`), and what one seat there may see (`seat_view`).
//!
//! Decisions where the rule book is silent (also listed in the project report):
//! - Ties on score compare the SUIT of each hand's tie-break card only (see `HandValue`); two
//!   flushes of one suit, or two straights with the same top, therefore push whatever their
//!   other ranks — the rule book's table scores a flush by suit alone.
//! - A hand evaluated with the Joker takes its best score; the tie-break card is always a
//!   natural card, never the Joker.
//! - The dealer's "unseen" cards are the 53 minus its own five: it sees neither the player's
//!   hand nor anyone's discards.
//! - Normal's "four to a flush or straight, draw one" applies only to hands below three of a
//!   kind: it never breaks a made three of a kind (a pair plus the Joker) to chase a draw.
//!   "Four to a straight" includes inside draws (4-5-_-7-8). With nothing and the Joker, the
//!   dealer keeps the Joker and its highest card and draws three.

pub mod census;
pub mod dealer;
pub mod eval;
pub mod hand;
mod options;
pub mod round;
pub mod seat_view;
pub mod several_hands;
pub mod sim;
pub mod slow_eval;
pub mod table;

pub use census::{Census, census};
pub use dealer::{Marks, dealer_exchange, unseen_by};
pub use eval::{evaluate, evaluate_mask, hand_mask, score_mask};
pub use hand::{Category, HandValue, ParseError, compare, parse_hand};
pub use options::PokerOptions;
pub use round::{
    BetError, Outcome, Phase, PhaseError, Record, RoundStage, RoundState, Showdown, StateError,
    Table, TableState,
};
pub use sim::auto_round;

/// The points a player may start a game with (settings; the command line's `--points`).
pub const STARTING_POINTS: std::ops::RangeInclusive<u32> = 1..=1_000_000;
