//! A hand of cards fanned in a row (the player's own hand, a dealer's) or a column (side
//! seats), overlapping as much as it must to fit, with a compact "13 cards" form when even the
//! tightest fan does not fit.
//!
//! Geometry lives in one pure function, `fan_layout` (and its simple form `card_rects`, in
//! `hand/geometry.rs`), used by both rendering and mouse hit-testing, so a click always lands
//! on the card drawn there.
//!
//! Placement: a row fan is centred horizontally; when the area is at least one row taller than
//! a card, one row is kept free and lifted cards (the selected one, marked ones) move into it:
//! up by default. A column fan is centred vertically and never moves a card sideways: shifted
//! over its neighbours' edges a lifted card drew torn boxes (`┌│░░░│`). Its lifted card
//! instead shows whole, the cards after it moving down (`geometry::column_with_gap`); with no
//! room for that, it shows by its colour alone. (`Lift` still turns a row fan's lift round.)
//!
//! A row fan lifts its cards only where they do not overlap (a lifted card over its
//! neighbours' edges tears their boxes); in a crowded row a lifted card shows by its colour.
//! Drawing order: later cards overlap earlier ones, always.

mod geometry;

use ratatui::buffer::Buffer;
use ratatui::layout::{Direction, Rect};
use ratatui::text::Span;
use ratatui::widgets::Widget;

use super::card::{CardFace, CardSize};
use crate::games::cards::Card;
use crate::theme::THEME;
pub use geometry::{FanLook, HandLayout, Lift, card_rects, draw_order, fan_layout, hit_test};

/// A fanned hand. Borrowed data; build with `FannedHand::new(&cards)` and the setters.
#[derive(Clone, Copy, Debug)]
pub struct FannedHand<'a> {
    pub cards: &'a [Card],
    pub face_up: bool,
    /// The cursor: border highlighted, and lifted unless `lift_selected` is false.
    pub selected: Option<usize>,
    pub direction: Direction,
    /// Per-card "not playable" flags (missing entries count as false).
    pub dimmed: &'a [bool],
    /// Per-card marks, e.g. "exchange this card" in poker; marked cards are lifted.
    pub marked: &'a [bool],
    /// Whether the selected card is lifted (poker turns this off so only marks lift).
    pub lift_selected: bool,
    /// Which way lifted cards move; `None` for the direction's default.
    pub lift: Option<Lift>,
    pub size: CardSize,
}

impl<'a> FannedHand<'a> {
    /// Face up, in a row, unicode, nothing selected.
    pub fn new(cards: &'a [Card]) -> FannedHand<'a> {
        FannedHand {
            cards,
            face_up: true,
            selected: None,
            direction: Direction::Horizontal,
            dimmed: &[],
            marked: &[],
            lift_selected: true,
            lift: None,
            size: CardSize::Small,
        }
    }

    pub fn size(mut self, size: CardSize) -> Self {
        self.size = size;
        self
    }

    pub fn face_up(mut self, up: bool) -> Self {
        self.face_up = up;
        self
    }

    pub fn selected(mut self, selected: Option<usize>) -> Self {
        self.selected = selected;
        self
    }

    pub fn direction(mut self, direction: Direction) -> Self {
        self.direction = direction;
        self
    }

    pub fn dimmed(mut self, dimmed: &'a [bool]) -> Self {
        self.dimmed = dimmed;
        self
    }

    pub fn marked(mut self, marked: &'a [bool]) -> Self {
        self.marked = marked;
        self
    }

    pub fn lift_selected(mut self, lift: bool) -> Self {
        self.lift_selected = lift;
        self
    }

    /// Lift cards the other way than the direction's default (see [`Lift`]).
    pub fn lift(mut self, lift: Lift) -> Self {
        self.lift = Some(lift);
        self
    }

    /// True when card `i` stands out of the fan.
    pub fn is_lifted(&self, i: usize) -> bool {
        (self.lift_selected && self.selected == Some(i)) || flag(self.marked, i)
    }

    /// Where this hand's cards go in `area` (the same geometry `render` uses).
    pub fn layout(&self, area: Rect) -> HandLayout {
        let lift = self.lift.unwrap_or(Lift::default_for(self.direction));
        let look = FanLook { size: self.size, face_down: !self.face_up };
        fan_layout(area, self.cards.len(), self.direction, lift, look, &|i| self.is_lifted(i))
    }

    /// The order `render` draws the cards in.
    pub fn draw_order(&self) -> Vec<usize> {
        // Cards are drawn in order: a lifted card never overlaps its neighbours (a crowded row
        // does not lift; a column opens a gap), so none needs to be drawn over the others.
        draw_order(self.cards.len(), false, &|i| self.is_lifted(i))
    }

    /// The card under `(x, y)` when this hand is drawn in `area`.
    pub fn hit_test(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        self.layout(area).hit_in_order(&self.draw_order(), x, y)
    }
}

fn flag(flags: &[bool], i: usize) -> bool {
    flags.get(i).copied().unwrap_or(false)
}

/// "13 cards", or just "13" when that does not fit.
fn compact_text(n: usize, width: u16) -> String {
    let long = if n == 1 {
        crate::t!("hand.one_card").into_owned()
    } else {
        crate::t!("hand.cards", n = n).into_owned()
    };
    let fits = Span::raw(long.as_str()).width() <= usize::from(width);
    if fits { long } else { n.to_string() }
}

impl Widget for &FannedHand<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        match self.layout(area) {
            HandLayout::Cards(rects) => {
                for i in self.draw_order() {
                    let (Some(rect), Some(&card)) = (rects.get(i), self.cards.get(i)) else {
                        continue;
                    };
                    let face = CardFace::new(card)
                        .face_up(self.face_up)
                        .selected(self.selected == Some(i))
                        .marked(flag(self.marked, i))
                        .dimmed(flag(self.dimmed, i))
                        .size(self.size);
                    (&face).render(rect.intersection(area), buf);
                }
            }
            HandLayout::Compact(rect) => {
                if rect.area() == 0 {
                    return;
                }
                let text = compact_text(self.cards.len(), rect.width);
                // Centre by display width: "13枚" is 4 cells but 5 bytes.
                let width = u16::try_from(Span::raw(text.as_str()).width()).unwrap_or(u16::MAX);
                let x = rect.x + rect.width.saturating_sub(width) / 2;
                let y = rect.y + (rect.height - 1) / 2;
                buf.set_stringn(x, y, text, usize::from(rect.right() - x), THEME.text);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In a column fan every card shows its top edge and the lifted one shows whole (the
    /// cards after it move down), each hit as that card, and no box is torn.
    #[test]
    fn column_hit_testing_agrees_with_what_is_drawn() {
        let hand: Vec<Card> = (0..5).filter_map(Card::from_index).collect();
        for lift in [Lift::Low, Lift::High] {
            for selected in [None, Some(0), Some(2), Some(4)] {
                let fan = FannedHand::new(&hand)
                    .direction(Direction::Vertical)
                    .selected(selected)
                    .lift(lift);
                let area = Rect::new(0, 0, 6, 10);
                let mut buf = Buffer::empty(area);
                (&fan).render(area, &mut buf);
                let HandLayout::Cards(rects) = fan.layout(area) else { panic!("fan") };
                let here = format!("{lift:?} {selected:?}");
                for (i, r) in rects.iter().enumerate() {
                    assert_eq!(buf[(r.x, r.y)].symbol(), "┌", "{here} card {i}");
                    assert_eq!(fan.hit_test(area, r.x, r.y), Some(i), "{here} card {i}");
                    if Some(i) == selected {
                        let bottom = (r.x + 4, r.y + 2);
                        assert_eq!(buf[bottom].symbol(), "┘", "{here}: the lifted card is whole");
                        assert_eq!(fan.hit_test(area, bottom.0, bottom.1), Some(i), "{here}");
                    }
                }
                let torn = crate::testing::torn_boxes(&buf);
                assert!(torn.is_empty(), "{here}: {torn:?}");
            }
        }
    }
}
