//! The same Killer Sevens game seen from another chair: every seat number turned by `by`, so
//! that seat `by` becomes seat 0. The screen draws seat 0 at the bottom as "you"; at a shared
//! table each person's screen holds the table's game turned to their own chair, and the
//! table's turns turned the same way, so one screen serves the local game and the table.

use super::{Elimination, Game, TurnReport};
use crate::games::cards::Card;
use crate::games::seat::turn_seat;

/// `values` (one per seat, `MAX_PLAYERS` long) with seat `s` moved to `turn(s)`; seats past
/// `players` keep their (unused) values.
fn turn_array<T: Copy, const N: usize>(
    values: &[T; N],
    players: usize,
    turn: impl Fn(usize) -> usize,
) -> [T; N] {
    let mut out = *values;
    for (s, &v) in values.iter().enumerate().take(players) {
        out[turn(s)] = v;
    }
    out
}

impl Game {
    /// This game with chair `by` as seat 0 (the order of play is unchanged: seat `s + 1`
    /// still moves after seat `s`). The table, the outs and eliminations counted so far and
    /// the turn count are everyone's and stay as they are.
    pub fn rotated(&self, by: usize) -> Game {
        let n = self.players;
        let turn = |s: usize| turn_seat(s, by, n);
        Game {
            hands: turn_array(&self.hands, n, turn),
            passes_used: turn_array(&self.passes_used, n, turn),
            killed: turn_array(&self.killed, n, turn),
            status: turn_array(&self.status, n, turn),
            cannot_hold: turn_array(&self.cannot_hold, n, turn),
            current: self.current.map(turn),
            // Public: everyone saw who laid each 7.
            seven_holders: self
                .seven_holders
                .map(|h| h.and_then(|s| u8::try_from(turn(usize::from(s))).ok())),
            ..self.clone()
        }
    }
}

impl TurnReport {
    /// This turn as seen from chair `by` of a table of `players` (see [`Game::rotated`]).
    pub fn rotated(&self, by: usize, players: usize) -> TurnReport {
        let turn = |s: usize| turn_seat(s, by, players);
        let killed = |k: &[(Card, usize)]| k.iter().map(|&(c, s)| (c, turn(s))).collect();
        TurnReport {
            seat: turn(self.seat),
            killed: killed(&self.killed),
            eliminated: self.eliminated.as_ref().map(|e| Elimination {
                seat: turn(e.seat),
                laid: e.laid.clone(),
                killed: killed(&e.killed),
            }),
            went_out: self.went_out.iter().map(|&s| turn(s)).collect(),
            next_player: self.next_player.map(turn),
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
    use crate::games::Level;
    use crate::games::sevens::SevensOptions;
    use crate::games::sevens::choose_action;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Turning the table and then playing is playing and then turning: a screen that holds
        /// the turned game and replays the table's turned reports stays equal to the table's
        /// game turned, through whole games (eliminations and kills included).
        #[test]
        fn playing_commutes_with_turning(
            seed in any::<u64>(),
            players in 3u8..=6,
            by in 0usize..6,
            pass_limit in 0u8..=3,
            max_kill_region in 0u8..=4,
        ) {
            let mut rng = GameRng::seed_from_u64(seed);
            let options = SevensOptions { players, pass_limit, max_kill_region, ..SevensOptions::default() };
            let n = usize::from(players);
            let back = (n - by % n) % n;
            let mut table = Game::new(&options, &mut rng);
            let mut seen = table.rotated(by);
            prop_assert_eq!(seen.rotated(back), table.clone());
            while let Some(mover) = table.current_player() {
                let action = choose_action(&table, mover, Level::Easy, &mut rng);
                let report = table.apply(mover, action).unwrap();
                let replayed = seen.apply(turn_seat(mover, by, n), action).unwrap();
                prop_assert_eq!(&replayed, &report.rotated(by, n));
                prop_assert_eq!(&seen, &table.rotated(by));
                prop_assert_eq!(seen.hand(0), table.hand(by % n));
            }
            let ranking: Vec<usize> =
                table.ranking().iter().map(|s| turn_seat(s.seat, by, n)).collect();
            let turned: Vec<usize> = seen.ranking().iter().map(|s| s.seat).collect();
            prop_assert_eq!(turned, ranking);
            for seat in 0..n {
                prop_assert_eq!(seen.place_of(turn_seat(seat, by, n)), table.place_of(seat));
            }
        }
    }
}
