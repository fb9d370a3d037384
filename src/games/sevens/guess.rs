//! Guessed deals for the hard player: the cards one seat cannot see, dealt at random to the
//! other seats so that every hand keeps its size and no seat gets a card the table knows it
//! does not hold (`Game::cannot_hold`: under unlimited passes, a pass shows the passer held
//! none of the cells then playable).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::game::{Game, MAX_PLAYERS};
use super::layout;

/// A copy of `game` in which the cards `seat` cannot see are re-dealt at random among the
/// other seats, each keeping its hand size and none getting a card it cannot hold. `seat`'s
/// own hand and the table are unchanged.
///
/// Cards some seat cannot hold go first, each to a seat allowed to hold it, chosen in
/// proportion to the room left in the hands, but only where the cards still to place can
/// all be placed too (Hall's condition over the seats, checked exactly). The true deal obeys
/// every rule, so a deal always exists and this always finds one. The rest fill the room left,
/// shuffled. That is close to uniform over the deals that fit, not exactly.
pub fn determinise<R: Rng + ?Sized>(game: &Game, seat: usize, rng: &mut R) -> Game {
    let others: Vec<usize> =
        (0..game.players()).filter(|&s| s != seat && game.hand_len(s) > 0).collect();
    let unseen = others.iter().fold(0, |m, &s| m | game.hand_mask(s));
    let everyone: u8 = (1 << others.len()) - 1;
    // Each ruled-out card with the set of `others` (bit i = others[i]) that may hold it.
    let mut ruled: Vec<(u64, u8)> = layout::cards(unseen)
        .map(|c| {
            let b = layout::bit(c);
            let may = (0..others.len())
                .filter(|&i| game.cannot_hold(others[i]) & b == 0)
                .fold(0u8, |m, i| m | 1 << i);
            // Nobody allowed cannot happen in play; treat it as no rule rather than stall.
            (b, if may == 0 { everyone } else { may })
        })
        .filter(|&(_, may)| may != everyone)
        .collect();
    ruled.shuffle(rng);
    // How many cards still to place have each set of allowed seats: few distinct sets occur
    // (one per combination of passers), which keeps Hall's check cheap.
    let mut left: Vec<(u8, usize)> = Vec::new();
    for &(_, may) in &ruled {
        match left.iter_mut().find(|(m, _)| *m == may) {
            Some((_, n)) => *n += 1,
            None => left.push((may, 1)),
        }
    }
    let n = others.len();
    let mut room = [0; MAX_PLAYERS];
    for (r, &s) in room.iter_mut().zip(&others) {
        *r = game.hand_len(s);
    }
    let mut hands = [0; MAX_PLAYERS];
    hands[seat] = game.hand_mask(seat);
    for &(b, may) in &ruled {
        if let Some((_, n)) = left.iter_mut().find(|(m, _)| *m == may) {
            *n -= 1;
        }
        let fits: Vec<usize> = (0..n)
            .filter(|&i| may & (1 << i) != 0 && room[i] > 0)
            .filter(|&i| {
                let mut after = room;
                after[i] -= 1;
                placeable(&left, &after[..n])
            })
            .collect();
        // Empty only if the rules contradict each other; then any hand with room will do.
        let fits = if fits.is_empty() { (0..n).filter(|&i| room[i] > 0).collect() } else { fits };
        let i = pick_by_room(&fits, &room, rng);
        hands[others[i]] |= b;
        room[i] -= 1;
    }
    let placed = ruled.iter().fold(0, |m, &(b, _)| m | b);
    let mut free: Vec<u64> = layout::cards(unseen & !placed).map(layout::bit).collect();
    free.shuffle(rng);
    let mut free = free.into_iter();
    for (i, &s) in others.iter().enumerate() {
        hands[s] |= free.by_ref().take(room[i]).fold(0, |m, b| m | b);
    }
    game.with_hands(hands)
}

/// Hall's condition: for every set of seats, the cards only they may hold (`left`: how many
/// cards have each set of allowed seats) fit in their room.
fn placeable(left: &[(u8, usize)], room: &[usize]) -> bool {
    let full: u8 = (1 << room.len()) - 1;
    (1..full).all(|set| {
        let need: usize = left.iter().filter(|&&(may, _)| may & !set == 0).map(|&(_, n)| n).sum();
        let space: usize = (0..room.len()).filter(|&i| set & (1 << i) != 0).map(|i| room[i]).sum();
        need <= space
    })
}

/// One of `fits`, each as likely as the room left in its hand.
fn pick_by_room<R: Rng + ?Sized>(fits: &[usize], room: &[usize], rng: &mut R) -> usize {
    let total: usize = fits.iter().map(|&i| room[i]).sum();
    let mut r = rng.random_range(0..total.max(1));
    for &i in fits {
        if r < room[i] {
            return i;
        }
        r -= room[i];
    }
    fits[0]
}
