//! Test helpers that name the games: cards from their text, and a game screen by its type.

use crate::screens::game::{GameScreen, TurnShown};

/// A card from its text ("7S", "TH", "JK"); panics (failing the test) on bad text.
pub fn card(text: &str) -> crate::games::cards::Card {
    text.parse().unwrap_or_else(|e| panic!("{text:?} is not a card: {e:?}"))
}

/// Cards from space-separated texts ("7S 8S JK"); panics on bad text.
pub fn cards(text: &str) -> Vec<crate::games::cards::Card> {
    text.split_whitespace().map(card).collect()
}

/// A game screen by its type, for tests that check each game's invariants in one `match`.
pub enum GameView<'a> {
    TicTacToe(&'a crate::screens::tictactoe::TicTacToeScreen),
    Othello(&'a crate::screens::othello::OthelloScreen),
    OldMaid(&'a crate::screens::old_maid::OldMaidScreen),
    Sevens(&'a crate::screens::sevens::SevensScreen),
    Poker(&'a crate::screens::poker::PokerScreen),
}

/// The game on `screen`, if it shows one.
pub fn game_view(screen: &crate::screens::Screen) -> Option<GameView<'_>> {
    view_of(screen.game()?.as_any())
}

/// The game screen `any` is, if it is one (a screen driven alone, see `DirectScreen`).
pub fn view_of(any: &dyn std::any::Any) -> Option<GameView<'_>> {
    None.or_else(|| any.downcast_ref().map(GameView::TicTacToe))
        .or_else(|| any.downcast_ref().map(GameView::Othello))
        .or_else(|| any.downcast_ref().map(GameView::OldMaid))
        .or_else(|| any.downcast_ref().map(GameView::Sevens))
        .or_else(|| any.downcast_ref().map(GameView::Poker))
}

impl GameView<'_> {
    /// What the game's screen shows of the turn ([`GameScreen::turn_shown`]), wherever it is
    /// played: alone, or at a shared table.
    pub fn turn_shown(&self) -> TurnShown {
        match self {
            GameView::TicTacToe(s) => s.turn_shown(),
            GameView::Othello(s) => s.turn_shown(),
            GameView::OldMaid(s) => s.turn_shown(),
            GameView::Sevens(s) => s.turn_shown(),
            GameView::Poker(s) => s.turn_shown(),
        }
    }
}
