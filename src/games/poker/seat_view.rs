//! What one seat may see of a poker table (several hands against one dealer): the round, whose
//! turn it is, each chair's points, bet, how many cards it exchanged and whether it is out, and
//! cards only where the rules show them — the seat's own hand, every hand its showdown turns
//! up, and the dealer's once shown (from its exchange, which is played face up for everyone,
//! until the next deal). A screen for a seat draws from this, never from the [`Game`] itself,
//! so no seat holds another chair's hand or the dealer's before they are shown.

use super::dealer::Marks;
use super::round::Record;
use super::several_hands::{Game, Showdown, Stage};
use crate::games::Level;
use crate::games::cards::Card;

/// One chair as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChairView {
    pub points: u32,
    /// This round's bet: 0 until the chair bets, and for a chair that is out.
    pub bet: u32,
    /// One entry per card the chair holds: the card where the seat may see it, else `None`
    /// (a back).
    pub cards: Vec<Option<Card>>,
    /// How many cards the chair exchanged this round, once it has (never which).
    pub exchanged: Option<usize>,
    /// Out of the game: no points left.
    pub out: bool,
    /// Showdowns won, lost and pushed.
    pub record: Record,
}

impl ChairView {
    pub fn is_out(&self) -> bool {
        self.out
    }
}

/// A seat's view of the table: owned data, so it can be kept and drawn as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// The seat's chair; `None` for a watcher.
    pub chair: Option<usize>,
    /// The round under way, from 1.
    pub round: u32,
    pub stage: Stage,
    pub dealer_level: Level,
    pub hands: Vec<ChairView>,
    /// One entry per card the dealer holds: the card once shown, else `None` (a back).
    pub dealer: Vec<Option<Card>>,
    /// What the dealer exchanged this round, once it has (its exchange is played face up).
    pub dealer_marks: Option<Marks>,
    /// The last showdown, until the next deal.
    pub showdown: Option<Showdown>,
    /// The chairs best first: by points, ties in chair order.
    pub ranking: Vec<usize>,
    /// The positions the seat's chair exchanged this round, once it has; for a watcher the
    /// first chair's, whose hand its screen shows (as backs) where a chair's own would be.
    pub new_marks: Option<Marks>,
}

impl SeatView {
    pub fn chairs(&self) -> usize {
        self.hands.len()
    }
    pub fn hand(&self, chair: usize) -> &ChairView {
        &self.hands[chair]
    }
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }
    /// The chair whose move the game waits for.
    pub fn on_turn(&self) -> Option<usize> {
        self.stage.on_turn()
    }
}

impl Game {
    /// What `chair` (`None`: a watcher) may see of this game now.
    pub fn seat_view(&self, chair: Option<usize>) -> SeatView {
        let showdown = self.showdown();
        // A chair's hand is up at its showdown (until the next deal, when it is replaced).
        let shown_down =
            |c: usize| showdown.is_some_and(|sd| sd.chairs.get(c).copied().flatten().is_some());
        let hands = (0..self.chairs())
            .map(|c| {
                let hand = self.hand(c);
                let seen = chair == Some(c) || shown_down(c);
                ChairView {
                    points: hand.points,
                    bet: hand.bet,
                    cards: hand.cards.iter().map(|&card| seen.then_some(card)).collect(),
                    exchanged: hand.exchanged.map(Marks::count),
                    out: hand.is_out(),
                    record: hand.record,
                }
            })
            .collect();
        // The dealer's exchange turns its hand up for everyone; it stays up through the
        // showdown until the next deal.
        let dealer_shown = self.stage() == Stage::Showdown || showdown.is_some();
        let dealer = self.dealer_hand().map_or_else(Vec::new, |cards| {
            cards.iter().map(|&card| dealer_shown.then_some(card)).collect()
        });
        SeatView {
            chair,
            round: self.round(),
            stage: self.stage(),
            dealer_level: self.dealer_level(),
            hands,
            dealer,
            dealer_marks: self.dealer_marks(),
            showdown: showdown.cloned(),
            ranking: self.ranking(),
            new_marks: self.hand(chair.unwrap_or(0)).exchanged,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use proptest::prelude::*;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::games::poker::several_hands::{Step, computer_bet};
    use crate::games::random::GameRng;

    /// Every card `view` shows face up.
    fn faces(view: &SeatView) -> Vec<Card> {
        let hands = view.hands.iter().flat_map(|h| h.cards.iter());
        hands.chain(&view.dealer).flatten().copied().collect()
    }

    /// Checks every seat's view of `game`: it shows no card but the seat's own and those
    /// `public` (turned up for everyone), and it shows all of those, with every hand's size.
    fn check(game: &Game, public: &HashSet<Card>) -> Result<(), TestCaseError> {
        let seats = std::iter::once(None).chain((0..game.chairs()).map(Some));
        for seat in seats {
            let view = game.seat_view(seat);
            let own: HashSet<Card> =
                seat.map_or_else(HashSet::new, |c| game.hand(c).cards.iter().copied().collect());
            for card in faces(&view) {
                prop_assert!(
                    own.contains(&card) || public.contains(&card),
                    "seat {:?} sees {:?}, neither its own nor shown",
                    seat,
                    card
                );
            }
            for (c, (hand, seen)) in game.hands().iter().zip(&view.hands).enumerate() {
                prop_assert_eq!(hand.cards.len(), seen.cards.len());
                let up = seat == Some(c) || hand.cards.iter().all(|card| public.contains(card));
                if up {
                    let cards: Vec<Option<Card>> = hand.cards.iter().copied().map(Some).collect();
                    prop_assert_eq!(
                        &seen.cards,
                        &cards,
                        "seat {:?}: chair {}'s shown hand",
                        seat,
                        c
                    );
                }
            }
            let dealer = game.dealer_hand().map_or_else(Vec::new, |h| h.to_vec());
            prop_assert_eq!(dealer.len(), view.dealer.len());
            if !dealer.is_empty() && dealer.iter().all(|card| public.contains(card)) {
                let cards: Vec<Option<Card>> = dealer.iter().copied().map(Some).collect();
                prop_assert_eq!(&view.dealer, &cards);
            }
            prop_assert_eq!(view.on_turn(), game.on_turn());
            prop_assert_eq!(view.is_over(), game.is_over());
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        /// Through a whole seeded game, at every move and step, no seat's view (a watcher's
        /// included) holds a card of another chair or of the dealer that the rules have not
        /// turned up: the dealer's once it has exchanged, each hand in a showdown once it is
        /// shown down, until the next deal.
        #[test]
        fn a_seat_never_sees_a_card_it_was_not_shown(
            seed in any::<u64>(),
            chairs in 1usize..=4,
            points in 1u32..=40,
        ) {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut game = Game::new(chairs, points, Level::Normal).unwrap();
            let mut public = HashSet::new();
            let mut moves = 0;
            while !game.is_over() {
                check(&game, &public)?;
                if game.step_due() {
                    let in_round: Vec<usize> = game.in_round().collect();
                    match game.step(&mut rng).expect("a step is due") {
                        Step::Dealt => public.clear(),
                        Step::DealerExchanged(_) => {
                            public.extend(game.dealer_hand().expect("dealt"));
                        }
                        Step::ShownDown => {
                            for c in in_round {
                                public.extend(game.hand(c).cards.iter().copied());
                            }
                        }
                    }
                } else {
                    let chair = game.on_turn().expect("a chair is on turn");
                    match game.stage() {
                        Stage::Betting(_) => {
                            let bet = computer_bet(game.hand(chair).points, &mut rng);
                            game.bet(chair, u64::from(bet)).unwrap();
                        }
                        _ => {
                            let marks = Marks::from_bits(rng.random_range(0..32));
                            game.exchange(chair, marks).unwrap();
                        }
                    }
                }
                moves += 1;
                prop_assert!(moves < 1000, "the game never ends");
            }
            check(&game, &public)?;
        }
    }
}
