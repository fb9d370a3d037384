//! What the Killer Sevens status line reports about the player's last key, as data: the
//! screen keeps the fact, and `text` words it in the current language when drawn (so a
//! language switch rewords it, and nothing translated is stored in the screen's state).

use std::borrow::Cow;

use crate::games::cards::Card;
use crate::games::sevens::{IllegalMove, NoHint};
use crate::widgets::card::card_label;

/// A refusal or hint. It speaks of the key just pressed, so it lives until the next
/// successful action or the next turn, whichever comes first, and never outlives the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The rules refused the move (a card not in the hand, one that cannot be played, ...).
    Refused(IllegalMove),
    /// A pass refused because a card can be played: with no pass left (`unlimited` false) or
    /// under the rule that unlimited passes are only for when you are stuck.
    MustPlay { unlimited: bool },
    /// Tab found no playable card.
    NonePlayable,
    /// Enter with no card selected (an empty hand).
    NoCard,
    /// A move tried during a computer's turn.
    Wait,
    /// A move tried after the human went out or was eliminated, while the others finish.
    YouAreDone,
    /// `t` proposed this card: it kills none of yours and leaves none open to a kill.
    Hint(Card),
    /// `t` found no such card, and why.
    NoHint(NoHint),
    /// At a table: Enter on the results asked for a rematch (dealt once everyone asks).
    RematchAsked,
}

impl Notice {
    /// The notice in the current language, cards drawn in `style`.
    pub fn text(self) -> Cow<'static, str> {
        let label = |c| card_label(c);
        match self {
            Notice::Refused(IllegalMove::GameOver) => t!("sevens.over"),
            Notice::Refused(IllegalMove::NotYourTurn) | Notice::Wait => t!("sevens.wait"),
            Notice::Refused(IllegalMove::NotInHand(c)) => {
                t!("sevens.not_your_card", card = label(c))
            }
            Notice::Refused(IllegalMove::NotPlayable(c)) => {
                t!("sevens.not_playable", card = label(c))
            }
            Notice::Refused(IllegalMove::MustPlay) | Notice::MustPlay { unlimited: false } => {
                t!("sevens.must_play_no_passes")
            }
            Notice::MustPlay { unlimited: true } => t!("sevens.must_play_unlimited"),
            Notice::NonePlayable => t!("sevens.none_playable"),
            Notice::NoCard => t!("sevens.no_card"),
            Notice::YouAreDone => t!("sevens.you_are_done"),
            Notice::Hint(c) => t!("sevens.hint", card = label(c)),
            Notice::NoHint(NoHint::NothingPlayable) => t!("sevens.none_playable"),
            Notice::NoHint(NoHint::EveryPlayCosts) => t!("sevens.no_safe_play"),
            Notice::RematchAsked => t!("tables.rematch_asked"),
        }
    }
}
