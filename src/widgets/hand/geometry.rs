//! The geometry of a fanned hand, one pure function of the area, the card count and which
//! cards are lifted (`fan_layout`), plus the order the cards are drawn in. Rendering and mouse
//! hit-testing both use it, so a click always lands on the card drawn there. The placement
//! rules are in the parent module's docs.

use ratatui::layout::{Direction, Position, Rect};

use crate::widgets::card::{CARD_HEIGHT, CARD_WIDTH};

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
