//! What happened at the poker table, as data worded when drawn: each deal with its bet, both
//! exchanges and each showdown. The last few stand beside the table; the whole game is on `L`.

use serde::{Deserialize, Serialize};

use crate::games::poker::{Category, Outcome, Showdown};

use super::text::{cards, category, points};

/// One event of the game. Saved as this data and worded when drawn, so a game resumed in the
/// other language reads in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogLine {
    /// Round `round` dealt for `bet` points.
    Dealt { round: u32, bet: u32 },
    /// The player changed this many cards (0: stood pat).
    YouExchanged(usize),
    /// The dealer changed this many cards.
    DealerExchanged(usize),
    /// Both hands shown: their categories, who won, the bet and the points after.
    Showdown { you: Category, dealer: Category, outcome: Outcome, bet: u32, points: u32 },
    /// An event as an older save (from before events were kept as data) worded it.
    Saved(String),
}

impl LogLine {
    /// The showdown of a round, as the table settled it.
    pub fn showdown(sd: &Showdown) -> LogLine {
        LogLine::Showdown {
            you: sd.player.category,
            dealer: sd.dealer.category,
            outcome: sd.outcome,
            bet: sd.bet,
            points: sd.points,
        }
    }

    pub fn text(&self) -> String {
        match self {
            LogLine::Dealt { round, bet } => {
                t!("poker.log.dealt", round = round, amount = points(*bet)).into_owned()
            }
            LogLine::YouExchanged(0) => t!("poker.log.you_stood").into_owned(),
            LogLine::YouExchanged(n) => t!("poker.log.you_drew", cards = cards(*n)).into_owned(),
            LogLine::DealerExchanged(0) => t!("poker.log.dealer_stood").into_owned(),
            LogLine::DealerExchanged(n) => {
                t!("poker.log.dealer_drew", cards = cards(*n)).into_owned()
            }
            LogLine::Showdown { you, dealer, outcome, bet, points: now } => {
                // Mid-sentence in English: "Flush vs the dealer's two pair".
                let dealer = category(*dealer).to_lowercase();
                let hands = t!("poker.log.hands", you = category(*you), dealer = dealer);
                let result = match outcome {
                    Outcome::PlayerWins => t!("poker.log.won", amount = points(*bet)),
                    Outcome::DealerWins => t!("poker.log.lost", amount = points(*bet)),
                    Outcome::Push => t!("poker.log.push"),
                };
                t!("poker.log.showdown", hands = hands, result = result, now = points(*now))
                    .into_owned()
            }
            LogLine::Saved(text) => text.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_names_its_facts_in_the_right_number() {
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(LogLine::Dealt { round: 3, bet: 1 }.text(), "Round 3: bet 1 point, dealt");
        assert_eq!(LogLine::YouExchanged(1).text(), "You changed 1 card");
        assert_eq!(LogLine::DealerExchanged(0).text(), "The dealer stood pat");
        let sd = LogLine::Showdown {
            you: Category::Flush,
            dealer: Category::TwoPair,
            outcome: Outcome::PlayerWins,
            bet: 20,
            points: 120,
        };
        assert_eq!(sd.text(), "Flush vs the dealer's two pair: you win 20 points (120 points)");
    }
}
