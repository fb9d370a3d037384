//! The same Old Maid game seen from another chair: every seat number turned by `by`, so that
//! seat `by` becomes seat 0. A screen puts seat 0 at the bottom and calls it "you"; at a
//! shared table each person's screen holds the table's game turned to their own chair, and
//! the table's draws turned the same way, so one screen serves the local game and the table.

use super::{Discard, DrawReport, Game};
use crate::games::seat::turn_seat;

impl Game {
    /// This game with chair `by` as seat 0 (the order of play is unchanged: seat `s + 1`
    /// still draws after seat `s`).
    pub fn rotated(&self, by: usize) -> Game {
        let n = self.players();
        let turn = |s: usize| turn_seat(s, by, n);
        let mut hands = vec![Vec::new(); n];
        let mut dealt = vec![Vec::new(); n];
        for s in 0..n {
            hands[turn(s)] = self.hands[s].clone();
            dealt[turn(s)] = self.dealt[s].clone();
        }
        Game {
            hands,
            dealt,
            discards: self
                .discards
                .iter()
                .map(|d| Discard { seat: turn(d.seat), cards: d.cards })
                .collect(),
            finished: self.finished.iter().map(|&s| turn(s)).collect(),
            drawer: self.drawer.map(turn),
            pending_shuffle: self.pending_shuffle.map(turn),
            draws: self.draws,
        }
    }
}

impl DrawReport {
    /// This draw as seen from chair `by` of a table of `players` (see [`Game::rotated`]).
    pub fn rotated(&self, by: usize, players: usize) -> DrawReport {
        let turn = |s: usize| turn_seat(s, by, players);
        DrawReport {
            drawer: turn(self.drawer),
            victim: turn(self.victim),
            went_out: self.went_out.iter().map(|&s| turn(s)).collect(),
            next_drawer: self.next_drawer.map(turn),
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use proptest::prelude::*;
    use rand::SeedableRng;

    use super::*;

    proptest! {
        /// Turning the table and then drawing is drawing and then turning: a screen that holds
        /// the turned game and replays the table's turned draws stays equal to the table's
        /// game turned, through whole games.
        #[test]
        fn drawing_commutes_with_turning(seed in any::<u64>(), players in 2usize..=6, by in 0usize..6) {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut table = Game::new(players, &mut rng).unwrap();
            let mut seen = table.rotated(by);
            prop_assert_eq!(seen.rotated((players - by % players) % players), table.clone());
            while !table.is_over() {
                let position = table.computer_pick(&mut rng);
                let report = table.draw(position).unwrap();
                let replayed = seen.draw(position).unwrap();
                prop_assert_eq!(&replayed, &report.rotated(by, players));
                prop_assert_eq!(seen.hand(0), table.hand(by % players));
                let turned = table.rotated(by);
                prop_assert_eq!(seen.finishing_order(), turned.finishing_order());
                table.end_turn(&mut rng);
                seen = table.rotated(by);
            }
            let ranking: Vec<usize> = table.ranking().iter().map(|&s| turn_seat(s, by, players)).collect();
            prop_assert_eq!(seen.ranking(), ranking);
        }
    }
}
