//! How each seat's hand looks at this moment of the turn cycle: which cards, face up or down,
//! the pointer and the lit cards. Drawing and mouse hit-testing both go through `seat_show`.

use super::{OldMaidScreen, Phase, SeatArea, Side};
use crate::games::cards::Card;
use crate::games::old_maid::HUMAN;
use ratatui::layout::{Direction, Rect};

use crate::widgets::card::CardSize;
use crate::widgets::hand::{FannedHand, HandLayout, Lift};

/// How one seat's hand is shown right now (shared by drawing and hit-testing).
pub struct SeatShow {
    pub cards: Vec<Card>,
    pub face_up: bool,
    pub selected: Option<usize>,
    pub marked: Vec<bool>,
}

impl SeatShow {
    /// The fanned-hand widget for this seat and the rect it is drawn in (the same for drawing
    /// and clicks). Picked and arriving cards lift towards the table, as they would be pulled
    /// out of a real hand. A side seat's hand too long to stack lies as a row across its
    /// column instead (lifting up, towards the table's middle row).
    pub fn fan(&self, area: &SeatArea, size: CardSize) -> (FannedHand<'_>, Rect) {
        let lift = match area.side {
            Side::Bottom | Side::Right => Lift::Low,
            Side::Left | Side::Top => Lift::High,
        };
        let fan = FannedHand::new(&self.cards)
            .face_up(self.face_up)
            .selected(self.selected)
            .marked(&self.marked)
            .direction(area.direction)
            .lift(lift)
            .size(size);
        let stacked = matches!(fan.layout(area.hand), HandLayout::Cards(_));
        if stacked || area.direction == Direction::Horizontal {
            (fan, area.hand)
        } else {
            (fan.direction(Direction::Horizontal).lift(Lift::Low), area.wide)
        }
    }
}

impl OldMaidScreen {
    /// Who draws from whom in the draw being picked or shown.
    pub(super) fn actors(&self) -> Option<(usize, usize)> {
        match &self.phase {
            Phase::Transit { .. } | Phase::Arrive { .. } | Phase::Flash { .. } => {
                self.report.as_ref().map(|r| (r.drawer, r.victim))
            }
            Phase::Over => None,
            _ => self.game.current_drawer().zip(self.game.victim()),
        }
    }

    /// How `seat`'s hand is shown now, drawn from what the player's seat may see
    /// ([`Game::seat_view`](crate::games::old_maid::Game::seat_view)): another seat's cards are
    /// never read, only how many there are, and they are drawn face down.
    pub fn seat_show(&self, seat: usize) -> SeatShow {
        let view = self.game.seat_view(HUMAN);
        let victim = match self.phase {
            Phase::Human | Phase::Wander { .. } | Phase::Take { .. } => self.game.victim(),
            _ => None,
        };
        // At the end the loser's hand (the Joker) is turned up for everyone to see.
        let revealed = self.phase == Phase::Over && view.loser == Some(seat);
        let face_up = self.is_you(seat) || revealed;
        // A hidden hand is a number of backs: any card stands in, as none is drawn face up.
        let backs = |n: usize| vec![Card::JOKER; n];
        let (cards, mut marked) = match &self.phase {
            // The card is still on its way: the drawer's hand as it was before the draw.
            Phase::Transit { shown, .. } if shown.seat == seat => {
                let before = shown.hand.len().saturating_sub(1);
                let cards = if face_up { shown.hand[..before].to_vec() } else { backs(before) };
                (cards, Vec::new())
            }
            Phase::Arrive { shown, .. } if shown.seat == seat => {
                let cards = if face_up { shown.hand.clone() } else { backs(shown.hand.len()) };
                (cards, shown.marked.clone())
            }
            _ if self.is_you(seat) => (view.own_hand.clone(), Vec::new()),
            _ if revealed => (view.loser_hand.clone(), Vec::new()),
            _ => (backs(view.hand_sizes[seat]), Vec::new()),
        };
        let mut selected = None;
        if victim == Some(seat) {
            match &self.phase {
                Phase::Human => selected = Some(self.cursor),
                Phase::Wander { path, at, .. } => selected = path.get(*at).copied(),
                Phase::Take { position, .. } => {
                    marked = (0..cards.len()).map(|i| i == *position).collect();
                }
                _ => {}
            }
        }
        SeatShow { cards, face_up, selected, marked }
    }
}
