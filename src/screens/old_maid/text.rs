//! The words of the Old Maid screen: seat names, places, hand counts and the one-line log of
//! each draw, all through the translation files.

use crate::games::cards::Card;
use crate::games::old_maid::{DrawReport, HUMAN};
use crate::widgets::card::{card_label, card_word};

/// How the seats are named for the person looking: at a shared table, the names the table
/// gave (by the screen's seat number) and whether seat 0 is that person ("You") or a chair
/// they watch; in a local game no names, so seat 0 is "You" and the others "CPU 1", "CPU 2", ….
/// The screen holds the names (`set_names`) and lends them to every sentence it words.
#[derive(Clone, Copy, Debug)]
pub struct Seating<'a> {
    pub names: &'a [String],
    /// Seat 0 is the person looking (not a watcher).
    pub you_at_0: bool,
}

impl Seating<'_> {
    /// The seats of a local game: "You" and the computers.
    pub const LOCAL: Seating<'static> = Seating { names: &[], you_at_0: true };

    /// True for the seat of the person looking: seat 0, unless they are watching.
    pub fn is_you(&self, seat: usize) -> bool {
        seat == HUMAN && self.you_at_0
    }

    /// "You" for seat 0, "CPU 1", "CPU 2", … for the computers (at a table, the names the
    /// table gave; a watcher sees seat 0 by its name too).
    pub fn seat_name(&self, seat: usize) -> String {
        if self.is_you(seat) {
            return t!("oldmaid.you").into_owned();
        }
        match self.names.get(seat) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => t!("oldmaid.cpu", n = seat).into(),
        }
    }

    /// What the log says while a computer pulls the picked card out of the victim's hand. The
    /// human sees their own card, so it is named.
    pub fn taking(&self, drawer: usize, victim: usize, card: Card) -> String {
        if self.is_you(victim) {
            t!("oldmaid.taking_yours", who = self.seat_name(drawer), card = card_word(card)).into()
        } else {
            t!("oldmaid.taking", who = self.seat_name(drawer), from = self.seat_name(victim)).into()
        }
    }

    /// The log line for a finished draw: who drew what from whom, the pair that went down, and
    /// who went out. A card moving between two computers stays hidden unless it made a pair.
    pub fn draw_log(&self, report: &DrawReport, finished: &[usize]) -> String {
        let card = card_word(report.card);
        let (drawer, victim) = (self.seat_name(report.drawer), self.seat_name(report.victim));
        let mut parts = vec![if self.is_you(report.drawer) {
            t!("oldmaid.you_drew", card = card, from = victim).into_owned()
        } else if self.is_you(report.victim) {
            t!("oldmaid.drew_yours", who = drawer, card = card).into_owned()
        } else {
            t!("oldmaid.drew", who = drawer, from = victim).into_owned()
        }];
        if let Some(pair) = report.pair {
            parts.push(t!("oldmaid.pair_down", cards = pair_text(pair)).into_owned());
        }
        for &seat in &report.went_out {
            let rank = finished.iter().position(|&s| s == seat).map_or(0, |i| i + 1);
            parts.push(if self.is_you(seat) {
                t!("oldmaid.you_out", place = place(rank)).into_owned()
            } else {
                t!("oldmaid.is_out", who = self.seat_name(seat), place = place(rank)).into_owned()
            });
        }
        // Sentences follow each other with a space in English and none in Japanese.
        parts.join(&t!("oldmaid.sentence_gap"))
    }
}

/// "1st", "2nd", … (1-based place): `i18n::place_name`, shared with Killer Sevens.
pub fn place(place: usize) -> String {
    crate::i18n::place_name(place)
}

/// "7 cards", "1 card".
pub fn card_count(n: usize) -> String {
    if n == 1 { t!("oldmaid.one_card").into_owned() } else { t!("oldmaid.cards", n = n).into() }
}

/// Two cards as "7♠ 7♥".
pub fn pair_text(pair: [Card; 2]) -> String {
    format!("{} {}", card_label(pair[0]), card_label(pair[1]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cards::{Rank, Suit};

    #[test]
    fn a_computer_to_computer_draw_hides_the_card_unless_it_pairs() {
        let card = Card::new(Suit::Hearts, Rank::SEVEN);
        let mut report = DrawReport {
            drawer: 2,
            victim: 3,
            position: 0,
            card,
            pair: None,
            went_out: vec![],
            next_drawer: Some(3),
            game_over: false,
        };
        let hidden = Seating::LOCAL.draw_log(&report, &[]);
        assert!(!hidden.contains("7♥"), "{hidden}");
        report.pair = Some([Card::new(Suit::Spades, Rank::SEVEN), card]);
        report.went_out = vec![2];
        let shown = Seating::LOCAL.draw_log(&report, &[1, 2]);
        assert!(shown.contains("7♠ 7♥"), "{shown}");
        assert!(shown.contains(&place(2)), "{shown}");
    }
}
