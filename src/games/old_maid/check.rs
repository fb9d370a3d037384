//! `Game::validate`: the rule book's invariants checked on a game from outside (a save file),
//! so that a damaged or hand-edited one is refused instead of reaching states play never
//! could (a card twice, a pair kept in hand, a drawer with no cards).
//!
//! It holds only for games dealt from the full 53 cards (`Game::new`); `Game::from_hands`
//! set-ups with fewer cards are for tests and fail the first check.

use super::{Game, HUMAN, MAX_PLAYERS, MIN_PLAYERS, discard_all_pairs};
use crate::games::cards::Card;

/// Cards in a full Old Maid deck: 52 and the Joker.
const DECK: usize = 53;

impl Game {
    /// Checks that this game is one the rules can reach from some deal of the 53 cards.
    pub fn validate(&self) -> Result<(), String> {
        let players = self.hands.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(format!("{players} players: Old Maid is for 2 to 6"));
        }
        if self.dealt.len() != players {
            return Err(format!("{} hands dealt to {players} players", self.dealt.len()));
        }
        self.check_deal()?;
        self.check_cards()?;
        self.check_discards()?;
        self.check_players()?;
        self.check_turn()
    }

    /// The deal: every card once, round-robin sizes (seat 0 gets the odd card first).
    fn check_deal(&self) -> Result<(), String> {
        let dealt = self.dealt.iter().flatten().copied();
        exactly_once(dealt).map_err(|e| format!("the deal: {e}"))?;
        let players = self.dealt.len();
        for (seat, hand) in self.dealt.iter().enumerate() {
            let size = DECK / players + usize::from(seat < DECK % players);
            if hand.len() != size {
                return Err(format!("seat {seat} was dealt {} cards, not {size}", hand.len()));
            }
        }
        Ok(())
    }

    /// Play moves cards, never makes or loses them: hands and pile hold each card once.
    fn check_cards(&self) -> Result<(), String> {
        let pile = self.discards.iter().flat_map(|d| d.cards);
        exactly_once(self.hands.iter().flatten().copied().chain(pile))
    }

    /// Each discard is a real pair by a real seat, the deal's pairs first; no hand keeps one.
    fn check_discards(&self) -> Result<(), String> {
        for (seat, hand) in self.hands.iter().enumerate() {
            for (i, card) in hand.iter().enumerate() {
                if super::partner(hand, i).is_some() {
                    return Err(format!("seat {seat} keeps a pair ({card})"));
                }
            }
        }
        for d in &self.discards {
            let [a, b] = d.cards;
            if d.seat >= self.hands.len() {
                return Err(format!(
                    "a pair discarded by seat {}, who is not at the table",
                    d.seat
                ));
            }
            if a.rank().is_none() || a.rank() != b.rank() {
                return Err(format!("{a} and {b} were discarded but are not a pair"));
            }
        }
        // The deal's discards follow from the deal alone (dealt order decides which two of
        // three go), so they can be worked out again and must open the pile.
        let mut at_deal = Vec::new();
        for (seat, hand) in self.dealt.iter().enumerate() {
            let mut hand = hand.clone();
            at_deal.extend(discard_all_pairs(&mut hand).into_iter().map(|cards| (seat, cards)));
        }
        let opening = self.discards.iter().map(|d| (d.seat, d.cards));
        if at_deal.len() > self.discards.len() || !opening.zip(&at_deal).all(|(d, &e)| d == e) {
            return Err("the discard pile does not start with the deal's pairs".into());
        }
        // Each pair after the deal needs a draw to have made it.
        let in_play = self.discards.len() - at_deal.len();
        if (self.draws as usize) < in_play {
            return Err(format!("{in_play} pairs made in play but only {} draws", self.draws));
        }
        Ok(())
    }

    /// The finishing order lists each empty-handed seat once, and only those.
    fn check_players(&self) -> Result<(), String> {
        for (i, &seat) in self.finished.iter().enumerate() {
            if seat >= self.hands.len() {
                return Err(format!("seat {seat} went out but is not at the table"));
            }
            if self.finished[..i].contains(&seat) {
                return Err(format!("seat {seat} went out twice"));
            }
            if !self.hands[seat].is_empty() {
                return Err(format!("seat {seat} went out but still holds cards"));
            }
        }
        match (0..self.hands.len()).find(|&s| self.hands[s].is_empty() && !self.is_out(s)) {
            Some(seat) => Err(format!("seat {seat} has no cards but never went out")),
            None => Ok(()),
        }
    }

    /// Someone holding cards draws exactly while two or more players hold cards.
    fn check_turn(&self) -> Result<(), String> {
        match (self.drawer, self.holders()) {
            (None, holders) if holders > 1 => {
                return Err(format!("{holders} players hold cards but nobody draws"));
            }
            (Some(_), holders) if holders < 2 => {
                return Err("the game is over but someone is to draw".into());
            }
            (Some(d), _) if self.hand(d).is_empty() => {
                return Err(format!("seat {d} is to draw but holds no cards"));
            }
            _ => {}
        }
        match self.pending_shuffle {
            Some(seat) if seat == HUMAN || seat >= self.hands.len() => {
                Err(format!("seat {seat} cannot owe a computer's shuffle"))
            }
            _ => Ok(()),
        }
    }
}

/// Every one of the 53 cards exactly once in `cards`.
fn exactly_once(cards: impl Iterator<Item = Card>) -> Result<(), String> {
    let mut seen = [false; DECK];
    for card in cards {
        // `Card` reads any number from a file; only 0..=52 are cards.
        let Some(slot) = seen.get_mut(card.index()) else {
            return Err(format!("{} is not a card", card.index()));
        };
        if std::mem::replace(slot, true) {
            return Err(format!("{card} appears twice"));
        }
    }
    match seen.iter().position(|&s| !s) {
        Some(i) => Err(format!("{} is missing", Card::from_index(i).expect("i < 53"))),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use crate::games::random::GameRng;
    use rand::SeedableRng;

    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("card")
    }

    /// A 4-player game a few draws in, with the reason `tamper` makes `validate` give.
    fn refused(tamper: impl FnOnce(&mut Game)) -> String {
        let mut rng = GameRng::seed_from_u64(9);
        let mut g = Game::new(4, &mut rng).unwrap();
        // Until a draw has made a pair, so the pile holds pairs from play too.
        while g.play_computer_turn(&mut rng).is_some_and(|r| r.pair.is_none()) {}
        assert_eq!(g.validate(), Ok(()));
        tamper(&mut g);
        g.validate().expect_err("tampered game accepted")
    }

    #[test]
    fn every_state_of_played_games_is_valid() {
        for players in MIN_PLAYERS..=MAX_PLAYERS {
            let mut rng = GameRng::seed_from_u64(players as u64);
            let mut g = Game::new(players, &mut rng).unwrap();
            assert_eq!(g.validate(), Ok(()));
            while let Some(position) = (!g.is_over()).then(|| g.computer_pick(&mut rng)) {
                g.draw(position).unwrap();
                assert_eq!(g.validate(), Ok(()), "before the shuffle");
                g.end_turn(&mut rng);
                assert_eq!(g.validate(), Ok(()));
            }
        }
    }

    #[test]
    fn a_card_twice_or_missing_or_unreal_is_refused() {
        let why = refused(|g| {
            let stolen = g.hands[2][0];
            g.hands[1][0] = stolen;
        });
        assert!(why.contains("appears twice"), "{why}");
        assert!(refused(|g| assert!(g.hands[3].pop().is_some())).contains("missing"));
        // A number that names no card cannot even be read from a file now.
        let unreal = serde_json::from_str::<Card>("200").unwrap_err().to_string();
        assert!(unreal.contains("200 is not a card"), "{unreal}");
    }

    #[test]
    fn pairs_must_be_real_and_never_kept_in_hand() {
        let kept = refused(|g| {
            let d = g.discards.pop().unwrap();
            g.hands[d.seat].extend(d.cards);
        });
        assert!(kept.contains("keeps a pair"), "{kept}");
        let fake = refused(|g| {
            let last = g.discards.len() - 1;
            let (a, b) = (g.discards[last].cards[0], g.hands[1][0]);
            g.discards[last].cards[0] = b;
            g.hands[1][0] = a;
        });
        assert!(fake.contains("not a pair") || fake.contains("deal's pairs"), "{fake}");
        let reordered = refused(|g| g.discards.swap(0, 1));
        assert!(reordered.contains("deal's pairs"), "{reordered}");
    }

    #[test]
    fn turn_and_finishing_order_must_agree_with_the_hands() {
        assert!(refused(|g| g.hands.push(Vec::new())).contains("hands dealt"));
        assert!(refused(|g| g.drawer = None).contains("nobody draws"));
        let empty = refused(|g| {
            let d = g.drawer.unwrap();
            let cards = std::mem::take(&mut g.hands[d]);
            g.hands[(d + 1) % 4].extend(cards);
        });
        assert!(empty.contains("never went out") || empty.contains("keeps a pair"), "{empty}");
        assert!(refused(|g| g.finished.push(1)).contains("still holds cards"));
        assert!(refused(|g| g.pending_shuffle = Some(HUMAN)).contains("shuffle"));
        assert!(refused(|g| g.draws = 0).contains("draws"));
        let seven = refused(|g| {
            g.hands.extend(vec![Vec::new(); 3]);
            g.dealt.extend(vec![Vec::new(); 3]);
        });
        assert!(seven.contains("7 players"), "{seven}");
    }

    #[test]
    fn a_finished_game_is_valid_and_its_loser_holds_the_joker() {
        let mut rng = GameRng::seed_from_u64(1);
        let mut g = Game::new(3, &mut rng).unwrap();
        while g.play_computer_turn(&mut rng).is_some() {}
        assert_eq!(g.validate(), Ok(()));
        assert_eq!(g.hand(g.loser().unwrap()), [card("JK")]);
        g.drawer = g.loser();
        assert!(g.validate().unwrap_err().contains("over"));
    }
}
