//! Computer-only rounds for `asobi sim poker`: the player side uses the dealer's strategy at
//! its own level, seeing only its own hand, exactly as the dealer does.

use rand::Rng;

use crate::games::Level;

use super::dealer::{dealer_exchange, unseen_by};
use super::round::{Showdown, Table};

/// Plays one whole round on `table` with a fixed `bet`: deal, the computer player's exchange at
/// `player`, the dealer's exchange, showdown, and back to betting. `None` when the table cannot
/// take the bet (too few points) or is not waiting for one.
pub fn auto_round<R: Rng + ?Sized>(
    table: &mut Table,
    player: Level,
    bet: u32,
    rng: &mut R,
) -> Option<Showdown> {
    table.place_bet_amount(u64::from(bet), rng).ok()?;
    let hand = table.player_hand()?;
    let marks = dealer_exchange(&hand, player, &unseen_by(&hand));
    table.exchange(marks).ok()?;
    let showdown = table.dealer_play().ok()?;
    table.next_round().ok()?;
    Some(showdown)
}
