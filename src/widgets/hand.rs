//! A hand of cards fanned in a row (the player's own hand, a dealer's) or a column (side
//! seats), overlapping as much as it must to fit, with a compact "13 cards" form when even the
//! tightest fan does not fit.
//!
//! Geometry lives in one pure function, `fan_layout` (and its simple form `card_rects`), used
//! by both rendering and mouse hit-testing, so a click always lands on the card drawn there.
//!
//! Placement: a row fan is centred horizontally; when the area is at least one row taller than
//! a card, one row is kept free and lifted cards (the selected one, marked ones) move into it:
//! up by default. A column fan is centred vertically; when the area is at least one column
//! wider than a card, lifted cards move one column: right by default (towards the table from a
//! left seat), left with `Lift::Low` (a right seat). `Lift` turns either way round.
//!
//! Drawing order: later cards overlap earlier ones, except that a column fan draws its lifted
//! cards last. There each card shows only its top edge, so a lifted card drawn in order would
//! be cut by the next one into fragments (`┌───┐┘`); drawn last it stands whole, which is the
//! point of lifting it. A row fan keeps plain order: its lifted card is whole above the fan
//! already, and drawn last it would hide the next card's rank.

use ratatui::buffer::Buffer;
use ratatui::layout::{Direction, Position, Rect};
use ratatui::text::Span;
use ratatui::widgets::Widget;

use super::card::{CARD_HEIGHT, CARD_WIDTH, CardFace};
use crate::games::cards::Card;
use crate::settings::CardStyle;
use crate::theme::THEME;

/// Card-to-card distance in a row fan: one free column at most, two columns (border + rank)
/// at least, so a face-up fan always shows every rank.
const ROW_STEP: (u16, u16) = (2, CARD_WIDTH + 1);
/// Card-to-card distance in a column fan: from one row (just the top edges) to no overlap.
const COLUMN_STEP: (u16, u16) = (1, CARD_HEIGHT);

/// Where a hand's cards go in an area.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandLayout {
    /// One rect per card, in drawing order (later cards overlap earlier ones).
    Cards(Vec<Rect>),
    /// No room for a fan: the hand is shown as text ("13 cards") in this rect.
    Compact(Rect),
}

impl HandLayout {
    /// The card under the cell `(x, y)` when the cards are drawn in index order (a row fan):
    /// the topmost one, i.e. the last drawn that covers it.
    pub fn hit(&self, x: u16, y: u16) -> Option<usize> {
        match self {
            HandLayout::Cards(rects) => rects.iter().rposition(|r| r.contains(Position { x, y })),
            HandLayout::Compact(_) => None,
        }
    }

    /// The card under `(x, y)` when the cards are drawn in `order` (see [`draw_order`]).
    pub fn hit_in_order(&self, order: &[usize], x: u16, y: u16) -> Option<usize> {
        match self {
            HandLayout::Cards(rects) => order
                .iter()
                .rev()
                .copied()
                .find(|&i| rects.get(i).is_some_and(|r| r.contains(Position { x, y }))),
            HandLayout::Compact(_) => None,
        }
    }
}

/// Which way lifted cards move, across the fan: `Low` is up in a row fan and left in a column
/// fan, `High` is down or right. Seats use it to lift cards towards the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lift {
    Low,
    High,
}

impl Lift {
    /// Up for a row fan (a hand at the bottom), right for a column fan (a left seat).
    pub fn default_for(direction: Direction) -> Lift {
        match direction {
            Direction::Horizontal => Lift::Low,
            Direction::Vertical => Lift::High,
        }
    }
}

/// The order to draw `n` cards in: index order, but a column fan's lifted cards last (see the
/// module docs).
pub fn draw_order(n: usize, direction: Direction, lifted: &dyn Fn(usize) -> bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    if direction == Direction::Vertical {
        // A stable sort: unlifted cards first, each group in index order.
        order.sort_by_key(|&i| lifted(i));
    }
    order
}

/// Lays out `n` cards in `area`; `lifted(i)` says which cards stand out of the fan, and `lift`
/// which way they move.
pub fn fan_layout(
    area: Rect,
    n: usize,
    direction: Direction,
    lift: Lift,
    lifted: &dyn Fn(usize) -> bool,
) -> HandLayout {
    if n == 0 {
        return HandLayout::Cards(Vec::new());
    }
    if area.width < CARD_WIDTH || area.height < CARD_HEIGHT {
        return HandLayout::Compact(area);
    }
    let horizontal = direction == Direction::Horizontal;
    let (along, across, card_along, card_across, (min_step, max_step)) = if horizontal {
        (area.width, area.height, CARD_WIDTH, CARD_HEIGHT, ROW_STEP)
    } else {
        (area.height, area.width, CARD_HEIGHT, CARD_WIDTH, COLUMN_STEP)
    };
    let gaps = u16::try_from(n - 1).unwrap_or(u16::MAX);
    let step = (along - card_along).checked_div(gaps).map_or(0, |s| s.min(max_step));
    if gaps > 0 && step < min_step {
        return HandLayout::Compact(area);
    }
    let length = card_along + step * gaps;
    let start = (along - length) / 2;
    let has_lift_room = across > card_across;
    let rects = (0..n)
        .map(|i| {
            let offset = start + step * i as u16;
            // Across the fan: 0 or 1, the free line on the side the cards lift away from.
            let shift = match (has_lift_room, lifted(i), lift) {
                (false, ..) => 0,
                (true, up, Lift::Low) => u16::from(!up),
                (true, up, Lift::High) => u16::from(up),
            };
            if horizontal {
                Rect::new(area.x + offset, area.y + shift, CARD_WIDTH, CARD_HEIGHT)
            } else {
                Rect::new(area.x + shift, area.y + offset, CARD_WIDTH, CARD_HEIGHT)
            }
        })
        .collect();
    HandLayout::Cards(rects)
}

/// Lays out `n` cards with at most the `selected` one lifted.
pub fn card_rects(
    area: Rect,
    n: usize,
    direction: Direction,
    selected: Option<usize>,
) -> HandLayout {
    fan_layout(area, n, direction, Lift::default_for(direction), &|i| Some(i) == selected)
}

/// The card at `(x, y)` in a fan of `n` drawn in `area` with `selected` lifted.
pub fn hit_test(
    area: Rect,
    n: usize,
    direction: Direction,
    selected: Option<usize>,
    x: u16,
    y: u16,
) -> Option<usize> {
    let order = draw_order(n, direction, &|i| Some(i) == selected);
    card_rects(area, n, direction, selected).hit_in_order(&order, x, y)
}

/// A fanned hand. Borrowed data; build with `FannedHand::new(&cards)` and the setters.
#[derive(Clone, Copy, Debug)]
pub struct FannedHand<'a> {
    pub cards: &'a [Card],
    pub face_up: bool,
    /// The cursor: border highlighted, and lifted unless `lift_selected` is false.
    pub selected: Option<usize>,
    pub direction: Direction,
    pub style: CardStyle,
    /// Per-card "not playable" flags (missing entries count as false).
    pub dimmed: &'a [bool],
    /// Per-card marks, e.g. "exchange this card" in poker; marked cards are lifted.
    pub marked: &'a [bool],
    /// Whether the selected card is lifted (poker turns this off so only marks lift).
    pub lift_selected: bool,
    /// Which way lifted cards move; `None` for the direction's default.
    pub lift: Option<Lift>,
}

impl<'a> FannedHand<'a> {
    /// Face up, in a row, unicode, nothing selected.
    pub fn new(cards: &'a [Card]) -> FannedHand<'a> {
        FannedHand {
            cards,
            face_up: true,
            selected: None,
            direction: Direction::Horizontal,
            style: CardStyle::Unicode,
            dimmed: &[],
            marked: &[],
            lift_selected: true,
            lift: None,
        }
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

    pub fn card_style(mut self, style: CardStyle) -> Self {
        self.style = style;
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
        fan_layout(area, self.cards.len(), self.direction, lift, &|i| self.is_lifted(i))
    }

    /// The order `render` draws the cards in.
    pub fn draw_order(&self) -> Vec<usize> {
        draw_order(self.cards.len(), self.direction, &|i| self.is_lifted(i))
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
        rust_i18n::t!("hand.one_card").into_owned()
    } else {
        rust_i18n::t!("hand.cards", n = n).into_owned()
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
                        .card_style(self.style)
                        .selected(self.selected == Some(i))
                        .marked(flag(self.marked, i))
                        .dimmed(flag(self.dimmed, i));
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
