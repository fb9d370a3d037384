//! The Killer Sevens screen's sentences: seat names, log lines for each action, pass counts
//! and the kill preview, all through rust-i18n. Only the human's own cards are ever named as
//! "yours"; a preview never says who holds a card that is not yours.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::HUMAN;
use crate::games::cards::Card;
use crate::games::sevens::{Action, Game, TurnReport};
use crate::theme::THEME;
use crate::widgets::card::card_label;

/// How the screen names its seats. A local game: seat 0 is you under your display name, the
/// others `CPU n`. At a shared table the chairs' names from the table (seat 0 still "you"),
/// and on a watcher's screen nobody is "you".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// By the screen's seat numbers; a missing or empty name is the default one.
    pub seats: Vec<String>,
    /// A watcher's screen: seat 0 is a player like the others.
    pub watching: bool,
}

impl Names {
    /// True for the seat the screen's own player sits in.
    pub fn is_you(&self, seat: usize) -> bool {
        seat == HUMAN && !self.watching
    }

    /// The name shown for a seat: the table's name for it, else the player's own name for
    /// seat 0 or `CPU n`.
    pub fn seat_name(&self, seat: usize, player_name: &str) -> String {
        match self.seats.get(seat) {
            Some(name) if !name.is_empty() => name.clone(),
            _ if seat == HUMAN => player_name.to_string(),
            _ => t!("sevens.cpu", n = seat).into_owned(),
        }
    }

    /// The subject of a log sentence: "You" for the player, else the seat's name.
    fn subject(&self, seat: usize) -> String {
        if self.is_you(seat) { t!("sevens.you").into_owned() } else { self.seat_name(seat, "") }
    }
}

/// Who laid the 7s at the deal, in seat order: "The 7s went on the table at the deal: You 7♥ ·
/// CPU 1 7♦ 7♣ · CPU 3 7♠" (why hands start uneven). `None` when the game does not know (a
/// game saved before it was kept).
pub fn deal_text(game: &Game, names: &Names) -> Option<String> {
    use crate::games::cards::{Rank, Suit};
    let list: Vec<String> = (0..game.players())
        .filter_map(|seat| {
            let laid: Vec<String> = Suit::ALL
                .iter()
                .filter(|&&suit| game.seven_holder(suit) == Some(seat))
                .map(|&suit| card_label(Card::new(suit, Rank::SEVEN)))
                .collect();
            (!laid.is_empty()).then(|| {
                t!("sevens.seven_holder", who = names.subject(seat), cards = laid.join(" "))
                    .into_owned()
            })
        })
        .collect();
    (!list.is_empty()).then(|| t!("sevens.log_sevens_laid", list = list.join(" · ")).into_owned())
}

/// `9♥ (yours), 10♥ (CPU 3)`: killed cards with who they counted against (public once dead).
fn killed_list(killed: &[(Card, usize)], names: &Names) -> String {
    killed
        .iter()
        .map(|&(card, seat)| {
            let owner = if names.is_you(seat) {
                t!("sevens.yours").into_owned()
            } else {
                names.subject(seat)
            };
            t!("sevens.card_of", card = card_label(card), owner = owner).into_owned()
        })
        .collect::<Vec<_>>()
        .join(&*t!("sevens.list_sep"))
}

/// One log line for an action, in `base` style with the kills in red and outs in green.
pub fn report_line(report: &TurnReport, game: &Game, base: Style, names: &Names) -> Line<'static> {
    let who = names.subject(report.seat);
    let mut spans = Vec::new();
    let main = match (&report.action, &report.eliminated) {
        (Action::Play(card), _) => {
            t!("sevens.log_played", who = who, card = card_label(*card))
        }
        (Action::Pass, Some(e)) => {
            t!("sevens.log_eliminated", who = who, cards = cards(e.laid.len()))
        }
        // The count the pass left then (a report saved before it was kept: the count now).
        (Action::Pass, None) => match game.passes_left(report.seat) {
            Some(now) => {
                t!("sevens.log_passed", who = who, left = report.passes_left.unwrap_or(now))
            }
            None => t!("sevens.log_passed_stuck", who = who),
        },
    };
    spans.push(Span::styled(main.into_owned(), base));
    let mut killed = report.killed.clone();
    if let Some(e) = &report.eliminated {
        killed.extend(e.killed.iter().copied());
    }
    if !killed.is_empty() {
        let text = t!("sevens.log_killed", cards = killed_list(&killed, names));
        spans.push(Span::styled(text.into_owned(), base.patch(THEME.error)));
    }
    for &seat in &report.went_out {
        let text = t!("sevens.log_out", who = names.subject(seat));
        spans.push(Span::styled(text.into_owned(), base.patch(THEME.success)));
    }
    Line::from(spans)
}

/// [`report_line`] as plain text, for the full log.
pub fn report_text(report: &TurnReport, game: &Game, names: &Names) -> String {
    report_line(report, game, THEME.text, names).spans.iter().map(|s| s.content.as_ref()).collect()
}

/// "2 passes left", "no passes left", or "passes only when stuck".
pub fn passes_text(game: &Game, seat: usize) -> String {
    match game.passes_left(seat) {
        None => t!("sevens.passes_when_stuck"),
        Some(0) => t!("sevens.no_passes_left"),
        Some(1) => t!("sevens.one_pass_left"),
        Some(n) => t!("sevens.passes_left", n = n),
    }
    .into_owned()
}

/// The kill preview for `card` from the human's side: "would kill 9♥ (yours), 10♥".
pub fn preview_text(game: &Game, card: Card) -> Option<String> {
    let doomed = game.kill_preview(card);
    if doomed.is_empty() {
        return None;
    }
    let list = doomed
        .iter()
        .map(|&(c, holder)| {
            let label = card_label(c);
            match holder {
                Some(_) => {
                    t!("sevens.card_of", card = label, owner = t!("sevens.yours")).into_owned()
                }
                None => label,
            }
        })
        .collect::<Vec<_>>()
        .join(&*t!("sevens.list_sep"));
    Some(t!("sevens.would_kill", card = card_label(card), cards = list).into_owned())
}

/// What playing `card` leaves open, from the human's own knowledge (`Game::exposure`): "then
/// CPU 1 could kill your 9♦ by playing 10♦". `None` when nothing of yours would be exposed.
pub fn exposure_text(game: &Game, card: Card, names: &Names) -> Option<String> {
    let exposed = game.exposure(HUMAN, card);
    let next = exposed.first()?.next;
    let sep = t!("sevens.list_sep");
    let mut yours: Vec<Card> = exposed.iter().map(|e| e.your_card).collect();
    let mut plays: Vec<Card> = exposed.iter().map(|e| e.their_play).collect();
    for list in [&mut yours, &mut plays] {
        list.sort_by_key(|c| c.index());
        list.dedup();
    }
    let labels = |cards: &[Card]| cards.iter().map(|&c| card_label(c)).collect::<Vec<_>>();
    Some(
        t!(
            "sevens.exposed",
            who = names.subject(next),
            cards = labels(&yours).join(&sep),
            plays = labels(&plays).join(&sep)
        )
        .into_owned(),
    )
}

/// The header details: the level and, if set, the kill limit. (Passes are told beside the
/// hand and in the panel; the header must leave room for a 20-digit seed at 90 columns.)
pub fn header_details(game: &Game, level: crate::settings::Level) -> Vec<String> {
    let mut d = vec![crate::screens::chrome::level_detail(level)];
    if game.max_kill_region() > 0 {
        d.push(t!("sevens.header_kill_max", n = game.max_kill_region()).into_owned());
    }
    d
}

/// `1 card`, `7 cards` (`1枚`, `7枚`).
pub fn cards(n: usize) -> String {
    if n == 1 { t!("sevens.one_card").into_owned() } else { t!("sevens.cards", n = n).into_owned() }
}

#[cfg(test)]
mod counted_tests {
    use super::*;

    #[test]
    fn one_card_and_one_pass_are_singular() {
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(2), "2 cards");
        assert_eq!(t!("sevens.one_pass_left"), "1 pass left");
    }
}
