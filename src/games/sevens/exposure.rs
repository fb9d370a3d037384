//! What a play leaves open: after `seat` plays `card`, which of the seat's other cards the
//! next player could kill with the move after it. A warning beside the kill preview, so it
//! may use only what the seat itself knows: the table, its own hand, and what the whole table
//! knows the next player does not hold (`Game::cannot_hold`). Any other EMPTY cell could be
//! in the next player's hand.

use super::Game;
use super::layout::{self, bit};
use crate::games::cards::Card;

/// One way the next player could hurt you: playing `their_play` would kill `your_card`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exposure {
    /// The next player, who would make the play.
    pub next: usize,
    pub their_play: Card,
    pub your_card: Card,
}

impl Game {
    /// Every (their play, your card) the next player could kill with their move if `seat`
    /// plays `card` now. Empty when `card` cannot be played from `seat`'s hand, or when the
    /// play empties the hand.
    pub fn exposure(&self, seat: usize, card: Card) -> Vec<Exposure> {
        let b = bit(card);
        let own = self.hand_mask(seat);
        if own & b == 0 || self.playable_mask() & b == 0 {
            return Vec::new();
        }
        let Some(next) = self.next_in_game(seat).filter(|&n| n != seat) else {
            return Vec::new();
        };
        let mut after = *self.table();
        after.place(b, self.max_kill_region());
        // Own cards the play itself kills are gone either way; the preview names them.
        let own_after = own & !b & !after.dead();
        // Cells the next player may hold: empty, playable, not yours, not known to be missing.
        let theirs = after.playable() & !own_after & !self.cannot_hold(next);
        let mut out = Vec::new();
        for play in layout::cards(theirs) {
            let killed = after.kills_if_placed(bit(play), self.max_kill_region()) & own_after;
            out.extend(layout::cards(killed).map(|your_card| Exposure {
                next,
                their_play: play,
                your_card,
            }));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use rand::SeedableRng;

    use super::*;
    use crate::games::sevens::MAX_PLAYERS;
    use crate::games::sevens::players::choose_action;
    use crate::games::{Level, sevens::SevensOptions};

    /// Seeded games played by normal computers, with every position on the way.
    fn positions() -> Vec<Game> {
        let mut out = Vec::new();
        for seed in 0..40u64 {
            let mut rng = GameRng::seed_from_u64(seed);
            let options = SevensOptions { players: 4, ..SevensOptions::default() };
            let mut game = Game::new(&options, &mut rng);
            while let Some(seat) = game.current_player() {
                out.push(game.clone());
                let action = choose_action(&game, seat, Level::Normal, &mut rng);
                game.apply(seat, action).expect("the computer plays legally");
            }
        }
        out
    }

    #[test]
    fn a_warned_kill_happens_when_the_next_player_holds_the_card_and_plays_it() {
        let mut confirmed = 0;
        for game in positions() {
            let seat = game.current_player().expect("under way");
            for card in game.playable_cards(seat) {
                for e in game.exposure(seat, card) {
                    if game.holder(e.their_play) != Some(e.next) {
                        continue;
                    }
                    let mut g = game.clone();
                    g.play(seat, card).expect("playable");
                    if g.current_player() != Some(e.next) {
                        continue;
                    }
                    let report = g.play(e.next, e.their_play).expect("playable for them");
                    assert!(
                        report.killed.contains(&(e.your_card, seat)),
                        "{card} then {} should kill {}",
                        e.their_play,
                        e.your_card
                    );
                    confirmed += 1;
                }
            }
        }
        assert!(confirmed > 0, "no warning was ever put to the test");
    }

    #[test]
    fn the_warning_reads_nothing_of_the_other_hands() {
        let mut compared = 0;
        for game in positions().into_iter().step_by(7) {
            let seat = game.current_player().expect("under way");
            // The other seats' cards dealt again among them, each keeping its count.
            let mut hidden: Vec<u64> = (0..game.players())
                .filter(|&s| s != seat)
                .flat_map(|s| layout::cards(game.hand_mask(s)).map(bit).collect::<Vec<_>>())
                .collect();
            let half = hidden.len() / 2;
            hidden.rotate_left(half);
            let mut hands = [0u64; MAX_PLAYERS];
            hands[seat] = game.hand_mask(seat);
            let mut cards = hidden.into_iter();
            for (s, hand) in hands.iter_mut().enumerate().take(game.players()) {
                if s != seat {
                    *hand = cards.by_ref().take(game.hand_len(s)).fold(0, |m, c| m | c);
                }
            }
            let redealt = game.with_hands(hands);
            for card in game.playable_cards(seat) {
                assert_eq!(game.exposure(seat, card), redealt.exposure(seat, card));
                compared += 1;
            }
        }
        assert!(compared > 0);
    }
}
