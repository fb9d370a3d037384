//! Whether a Killer Sevens state could have come from play: a saved game is checked with this
//! before it is resumed, so a damaged or hand-edited file can never reach the screen, and the
//! property tests run it after every action.

use super::game::{Game, MAX_PLAYERS};
use super::layout::{self, ALL, SEVENS};
use super::report::Status;

/// Far more turns than a game can take (48 plays, a few passes per seat, and under unlimited
/// passes fewer passes in a row than there are players), so that counting on from a loaded
/// game can never overflow.
const MAX_TURNS: u32 = 10_000;

impl Game {
    /// `Ok` when every rule the engine keeps holds: 3–6 players; the four 7s PLAYED; hands,
    /// PLAYED and DEAD cells disjoint and together all 52 cards; no more killed cards charged
    /// than cells dead; a seat still playing holds cards and one out or eliminated holds none,
    /// with finishing orders 1, 2, … matching the counters; the player to move still playing
    /// (none once nobody is); passes within the limit; unused seats blank; a sane turn count.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players;
        if !(3..=MAX_PLAYERS).contains(&n) {
            return Err(format!("{n} players (3 to {MAX_PLAYERS} play)"));
        }
        if self.turns > MAX_TURNS {
            return Err(format!("{} turns (a game ends long before {MAX_TURNS})", self.turns));
        }
        self.validate_cells()?;
        self.validate_seats()?;
        if let Some(seat) = self.seven_holders.iter().flatten().find(|&&s| usize::from(s) >= n) {
            return Err(format!("a 7 dealt to seat {seat} in a {n}-player game"));
        }
        match self.current {
            Some(s) if s >= n => Err(format!("seat {s} to move in a {n}-player game")),
            Some(s) if !self.in_game(s) => Err(format!("seat {s} to move is out of the game")),
            None if (0..n).any(|s| self.in_game(s)) => {
                Err("the game is marked over while a seat still plays".into())
            }
            _ => Ok(()),
        }
    }

    fn validate_cells(&self) -> Result<(), String> {
        let (played, dead) = (self.table.played(), self.table.dead());
        if (played | dead) & !ALL != 0 {
            return Err("a cell outside the 4x13 table".into());
        }
        if played & dead != 0 {
            return Err(format!("{} both played and dead", first(played & dead)));
        }
        if played & SEVENS != SEVENS {
            return Err(format!("{} is not on the table", first(SEVENS & !played)));
        }
        let mut held = 0;
        for (seat, &hand) in self.hands.iter().enumerate() {
            if hand & !ALL != 0 {
                return Err(format!("seat {seat} holds a card that does not exist"));
            }
            if hand & held != 0 {
                return Err(format!("{} is in two hands", first(hand & held)));
            }
            if hand & (played | dead) != 0 {
                return Err(format!(
                    "{} is both in a hand and on the table",
                    first(hand & (played | dead))
                ));
            }
            held |= hand;
        }
        if held | played | dead != ALL {
            return Err(format!("{} is missing", first(ALL & !(held | played | dead))));
        }
        let charged: u32 = self.killed.iter().map(|&k| u32::from(k)).sum();
        if charged > dead.count_ones() {
            return Err(format!(
                "{charged} killed cards charged but {} cells dead",
                dead.count_ones()
            ));
        }
        Ok(())
    }

    fn validate_seats(&self) -> Result<(), String> {
        let n = self.players;
        let (mut outs, mut eliminations) = (Vec::new(), Vec::new());
        for seat in 0..MAX_PLAYERS {
            let hand = self.hands[seat];
            if seat >= n {
                let blank = hand == 0
                    && self.status[seat] == Status::Playing
                    && self.passes_used[seat] == 0
                    && self.killed[seat] == 0
                    && self.cannot_hold[seat] == 0;
                if !blank {
                    return Err(format!("seat {seat} is used in a {n}-player game"));
                }
                continue;
            }
            match self.status[seat] {
                Status::Playing if hand == 0 => {
                    return Err(format!("seat {seat} plays on with no cards"));
                }
                Status::Out { order } | Status::Eliminated { order } if hand != 0 => {
                    return Err(format!("seat {seat} holds cards after finishing #{order}"));
                }
                Status::Out { order } => outs.push(order),
                Status::Eliminated { order } => eliminations.push(order),
                Status::Playing => {}
            }
            if self.pass_limit > 0 && self.passes_used[seat] > self.pass_limit {
                return Err(format!("seat {seat} passed more than {} times", self.pass_limit));
            }
            if self.cannot_hold[seat] & (hand | !ALL) != 0 {
                return Err(format!("seat {seat} holds a card its passes ruled out"));
            }
        }
        check_orders(&mut outs, self.outs, "out")?;
        check_orders(&mut eliminations, self.eliminations, "eliminated")
    }
}

/// The finishing orders must be exactly 1..=count.
fn check_orders(orders: &mut [u8], count: u8, what: &str) -> Result<(), String> {
    orders.sort_unstable();
    let expect: Vec<u8> = (1..=count).collect();
    if orders != expect.as_slice() {
        return Err(format!("players {what} numbered {orders:?}, expected {expect:?}"));
    }
    Ok(())
}

/// The first card of a non-empty mask, for messages.
fn first(mask: u64) -> String {
    layout::cards(mask).next().map_or_else(|| "a card".into(), |c| c.to_string())
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::games::sevens::SevensOptions;

    fn game() -> Game {
        Game::new(&SevensOptions::default(), &mut SmallRng::seed_from_u64(5))
    }

    /// `change` breaks a fresh deal; validation must say so, mentioning `why`.
    fn refused(why: &str, change: impl FnOnce(&mut Game)) {
        let mut g = game();
        assert_eq!(g.validate(), Ok(()));
        change(&mut g);
        let err = g.validate().expect_err(why);
        assert!(err.contains(why), "{err:?} does not mention {why:?}");
    }

    #[test]
    fn a_deal_and_a_played_out_game_are_valid() {
        let mut g = game();
        assert_eq!(g.validate(), Ok(()));
        let mut rng = SmallRng::seed_from_u64(1);
        while let Some(seat) = g.current_player() {
            let action = crate::games::sevens::easy_action(&g, seat, &mut rng);
            g.apply(seat, action).expect("legal");
            assert_eq!(g.validate(), Ok(()));
        }
    }

    #[test]
    fn impossible_states_are_refused() {
        let seven = layout::bit("7S".parse().expect("card"));
        let card_of = |g: &Game, seat| g.hand_mask(seat) & g.hand_mask(seat).wrapping_neg();
        refused("players", |g| g.players = 7);
        refused("turns", |g| g.turns = u32::MAX);
        refused("both in a hand and on the table", |g| g.hands[1] |= seven);
        refused("in two hands", |g| g.hands[2] |= card_of(g, 1));
        refused("missing", |g| g.hands[1] &= g.hands[1] - 1);
        refused("not on the table", |g| g.table.kill(seven));
        refused("does not exist", |g| g.hands[0] |= 1 << 60);
        refused("charged", |g| g.killed[2] = 1);
        refused("plays on with no cards", |g| {
            g.hands[0] |= g.hands[1];
            g.hands[1] = 0;
        });
        refused("holds cards after finishing", |g| {
            g.status[1] = Status::Out { order: 1 };
            g.outs = 1;
        });
        refused("numbered", |g| g.outs = 1);
        refused("passed more than", |g| g.passes_used[3] = 4);
        refused("ruled out", |g| g.cannot_hold[2] = card_of(g, 2));
        refused("used in a 4-player game", |g| g.passes_used[5] = 1);
        refused("to move in a", |g| g.current = Some(4));
        refused("marked over", |g| g.current = None);
        refused("to move is out", |g| {
            let s = g.current.expect("someone moves");
            let cards = g.hands[s];
            g.hands[s] = 0;
            g.hands[(s + 1) % 4] |= cards;
            g.status[s] = Status::Eliminated { order: 1 };
            g.eliminations = 1;
        });
    }
}
