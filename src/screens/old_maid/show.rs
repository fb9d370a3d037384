//! How each seat's hand looks at this moment of the turn cycle: which cards, face up or down,
//! the pointer and the lit cards. Drawing and mouse hit-testing both go through `seat_show`.

use super::{OldMaidScreen, SeatArea, Step};
use crate::games::cards::Card;
use crate::games::old_maid::HUMAN;
use crate::settings::CardStyle;
use crate::widgets::hand::FannedHand;

/// How one seat's hand is shown right now (shared by drawing and hit-testing).
pub struct SeatShow {
    pub cards: Vec<Card>,
    pub face_up: bool,
    pub selected: Option<usize>,
    pub marked: Vec<bool>,
}

impl SeatShow {
    /// The fanned-hand widget for this seat (same geometry for drawing and clicks).
    pub fn fan(&self, area: &SeatArea, style: CardStyle) -> FannedHand<'_> {
        FannedHand::new(&self.cards)
            .face_up(self.face_up)
            .selected(self.selected)
            .marked(&self.marked)
            .direction(area.direction)
            .card_style(style)
    }
}

impl OldMaidScreen {
    /// Who draws from whom in the draw being picked or shown.
    pub(super) fn actors(&self) -> Option<(usize, usize)> {
        match &self.step {
            Step::Arrive { .. } | Step::Flash { .. } => {
                self.report.as_ref().map(|r| (r.drawer, r.victim))
            }
            Step::Over => None,
            _ => self.game.current_drawer().zip(self.game.victim()),
        }
    }

    /// How `seat`'s hand is shown now.
    pub fn seat_show(&self, seat: usize) -> SeatShow {
        let victim = match self.step {
            Step::Choose | Step::Wander { .. } | Step::Take { .. } => self.game.victim(),
            _ => None,
        };
        let (cards, mut marked) = match &self.step {
            Step::Arrive { shown, .. } if shown.seat == seat => {
                (shown.hand.clone(), shown.marked.clone())
            }
            _ => (self.game.hand(seat).to_vec(), Vec::new()),
        };
        let mut selected = None;
        if victim == Some(seat) {
            match &self.step {
                Step::Choose => selected = Some(self.cursor),
                Step::Wander { path, at, .. } => selected = path.get(*at).copied(),
                Step::Take { position, .. } => {
                    marked = (0..cards.len()).map(|i| i == *position).collect();
                }
                _ => {}
            }
        }
        SeatShow { cards, face_up: seat == HUMAN, selected, marked }
    }
}
