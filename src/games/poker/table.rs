//! Poker at a table: several hands against the one dealer (`games::poker::several_hands`).
//! A chair asks to bet and to exchange; the deal, the dealer's exchange and the showdown are
//! the rules' own steps, each an event of its own right after the move that makes it due.
//! Every event holds the whole game (it stays on the server); what a chair's screen may show
//! of it is its own hand, how many cards each chair changed (never which), and at the
//! showdown every hand still in and the dealer's.

use serde::{Deserialize, Serialize};

use crate::games::random::GameRng;

use crate::games::GameId;
use crate::games::Level;
use crate::games::poker::Marks;
use crate::games::poker::PokerOptions;
use crate::games::poker::several_hands::{self, Game, Stage, Step};
use crate::games::table::{LiveGame, Refusal, TableGame, TableRules};

/// What a person at a poker table asks for (journals keep it as serde writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PokerAsk {
    /// Bet this many points on the round.
    Bet(u32),
    /// Exchange the marked cards of one's hand, none to stand pat.
    Exchange(Marks),
}

/// What happened at a poker table (the table's event carries the game after it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PokerMove {
    Bet {
        chair: usize,
        bet: u32,
    },
    /// Five cards to each chair in the round, then to the dealer.
    Dealt,
    /// How many cards a chair changed (which ones stay its own).
    Exchanged {
        chair: usize,
        cards: usize,
    },
    DealerExchanged {
        cards: usize,
    },
    /// Every hand in the round against the dealer's (`Game::showdown`), then the next round
    /// or the end.
    ShownDown,
}

/// Poker at the tables: one to four hands against the one dealer (who is not a chair), with
/// the local game's starting points and the dealer at the table's level; a rematch starts
/// again the same way.
pub const TABLE: TableGame = TableGame {
    id: GameId::Poker,
    chairs: 1..=4,
    deal: |chairs, level, last, _| match last.and_then(LiveGame::state::<Game>) {
        Some(g) => Some(LiveGame::of(g.rematch())),
        None => {
            Some(LiveGame::of(Game::new(chairs, PokerOptions::default().starting_points, level)?))
        }
    },
};

impl TableRules for Game {
    type Ask = PokerAsk;
    type Event = PokerMove;

    fn id(&self) -> GameId {
        GameId::Poker
    }

    fn chairs(&self) -> usize {
        Game::chairs(self)
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn on_turn(&self) -> Option<usize> {
        Game::on_turn(self)
    }

    /// Applies `ask` from `chair`; the event to show.
    fn apply(
        &mut self,
        chair: usize,
        ask: PokerAsk,
        _person: bool,
        _rng: &mut GameRng,
    ) -> Result<PokerMove, Refusal> {
        let refused = |e| match e {
            several_hands::MoveError::NotYourTurn => Refusal::NotYourTurn,
            several_hands::MoveError::Bet(_) => Refusal::Illegal,
        };
        Ok(match ask {
            PokerAsk::Bet(bet) => {
                self.bet(chair, u64::from(bet)).map_err(refused)?;
                PokerMove::Bet { chair, bet }
            }
            PokerAsk::Exchange(marks) => {
                self.exchange(chair, marks).map_err(refused)?;
                PokerMove::Exchanged { chair, cards: marks.count() }
            }
        })
    }

    /// The rules' own next step after a move (the deal, the dealer, the showdown), if one is due.
    /// The dealer is no chair, so no clock plans its move: its exchange is worked out here, under
    /// the lobby's lock — at Hard an exact enumeration of a few tens of milliseconds (about 17 ms
    /// in the test build), once a round; Normal is instant.
    fn follow_up(&mut self, rng: &mut GameRng) -> Option<PokerMove> {
        Some(match self.step(rng)? {
            Step::Dealt => PokerMove::Dealt,
            Step::DealerExchanged(marks) => PokerMove::DealerExchanged { cards: marks.count() },
            Step::ShownDown => PokerMove::ShownDown,
        })
    }

    /// The computer's move for the chair on turn (see `several_hands` for the rule).
    fn computer_ask(&self, level: Level, rng: &mut GameRng) -> Option<PokerAsk> {
        let hand = self.hand(self.on_turn()?);
        Some(match self.stage() {
            Stage::Betting(_) => PokerAsk::Bet(several_hands::computer_bet(hand.points, rng)),
            _ => PokerAsk::Exchange(several_hands::computer_exchange(&hand.cards, level)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_bets_within_its_points_and_exchanges_by_the_dealers_rule() {
        let mut rng = <GameRng as rand::SeedableRng>::seed_from_u64(5);
        let dealt = (TABLE.deal)(1, Level::Normal, None, &mut rng);
        let Some(mut g) = dealt.as_ref().and_then(LiveGame::state::<Game>).cloned() else {
            panic!("a poker deal")
        };
        for _ in 0..50 {
            let Some(PokerAsk::Bet(bet)) = TableRules::computer_ask(&g, Level::Normal, &mut rng)
            else {
                panic!("a bet first")
            };
            assert!((1..=10).contains(&bet));
        }
        g.bet(0, 10).unwrap();
        g.step(&mut rng);
        let hand: [_; 5] = g.hand(0).cards.as_slice().try_into().unwrap();
        let expected = crate::games::poker::dealer::normal_exchange(&hand);
        assert_eq!(
            TableRules::computer_ask(&g, Level::Normal, &mut rng),
            Some(PokerAsk::Exchange(expected))
        );
    }
}
