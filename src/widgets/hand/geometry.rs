//! The geometry of a fanned hand, one pure function of the area, the card count and which
//! cards are lifted (`fan_layout`), plus the order the cards are drawn in. Rendering and mouse
//! hit-testing both use it, so a click always lands on the card drawn there. The placement
//! rules are in the parent module's docs.

use ratatui::layout::{Direction, Position, Rect};

use crate::widgets::card::CardSize;

/// Card-to-card distance in a row fan: one free column at most; at least two columns (border +
/// rank) face up, so a face-up fan always shows every rank, and one face down (a back has no
/// rank to show: a crowded hidden hand stays a fan of edges instead of becoming a number).
fn row_step(size: CardSize, face_up: bool) -> (u16, u16) {
    (if face_up { 2 } else { 1 }, size.width() + 1)
}

/// Card-to-card distance in a column fan: from one row (just the top edges) to no overlap.
fn column_step(size: CardSize) -> (u16, u16) {
    (1, size.height())
}

/// How the cards of a fan look, as far as their geometry goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FanLook {
    pub size: CardSize,
    /// Face-down fans may overlap more (see [`row_step`]).
    pub face_down: bool,
}

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

/// The order to draw `n` cards in: index order, but with `lifted_last` (a column fan, a
/// face-down fan) the lifted cards last (see the module docs).
pub fn draw_order(n: usize, lifted_last: bool, lifted: &dyn Fn(usize) -> bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    if lifted_last {
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
    look: FanLook,
    lifted: &dyn Fn(usize) -> bool,
) -> HandLayout {
    let (card_w, card_h) = (look.size.width(), look.size.height());
    if n == 0 {
        return HandLayout::Cards(Vec::new());
    }
    if area.width < card_w || area.height < card_h {
        return HandLayout::Compact(area);
    }
    let horizontal = direction == Direction::Horizontal;
    let (along, across, card_along, card_across, (min_step, max_step)) = if horizontal {
        (area.width, area.height, card_w, card_h, row_step(look.size, !look.face_down))
    } else {
        (area.height, area.width, card_h, card_w, column_step(look.size))
    };
    let gaps = u16::try_from(n - 1).unwrap_or(u16::MAX);
    let step = (along - card_along).checked_div(gaps).map_or(0, |s| s.min(max_step));
    if gaps > 0 && step < min_step {
        return HandLayout::Compact(area);
    }
    if !horizontal && let Some(rects) = column_with_gap(area, n, look, lifted) {
        return HandLayout::Cards(rects);
    }
    let length = card_along + step * gaps;
    let start = (along - length) / 2;
    // A column never shifts a card sideways: shifted over its neighbours' edges it drew torn
    // boxes (`┌│░░░│`). Its lifted card opens a gap instead (`column_with_gap`), or, with no
    // room for one, shows by its colour alone.
    // A row lifts its cards only where they do not overlap: a lifted card over its
    // neighbours' edges tears their boxes (`┐` over `─`), so in a crowded row it shows by its
    // colour alone, as in a column with no room for a gap.
    let has_lift_room = horizontal && across > card_across && step >= card_along;
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
                Rect::new(area.x + offset, area.y + shift, card_w, card_h)
            } else {
                Rect::new(area.x + shift, area.y + offset, card_w, card_h)
            }
        })
        .collect();
    HandLayout::Cards(rects)
}

/// A column fan whose lifted card (not the last) shows whole: the cards after it move down by
/// the rows it takes, the rest of the column closing up to make room. `None` when the column
/// has no room for that, or no card overlaps another anyway.
fn column_with_gap(
    area: Rect,
    n: usize,
    look: FanLook,
    lifted: &dyn Fn(usize) -> bool,
) -> Option<Vec<Rect>> {
    let (card_w, card_h) = (look.size.width(), look.size.height());
    let k = (0..n).find(|&i| lifted(i)).filter(|&k| k + 1 < n)?;
    let (min_step, max_step) = column_step(look.size);
    // Two whole cards (the lifted one and the last) and a step for each other card.
    let steps = u16::try_from(n.checked_sub(2)?).ok()?;
    let room = area.height.checked_sub(2 * card_h)?;
    let step = room.checked_div(steps).unwrap_or(max_step).min(max_step);
    if step < min_step || step >= card_h {
        return None;
    }
    let length = step * steps + 2 * card_h;
    let start = area.y + (area.height - length) / 2;
    let rects = (0..n)
        .map(|i| {
            let i16 = i as u16;
            let y = if i <= k { start + step * i16 } else { start + step * (i16 - 1) + card_h };
            Rect::new(area.x, y, card_w, card_h)
        })
        .collect();
    Some(rects)
}

/// Lays out `n` cards with at most the `selected` one lifted.
pub fn card_rects(
    area: Rect,
    n: usize,
    direction: Direction,
    selected: Option<usize>,
) -> HandLayout {
    let lift = Lift::default_for(direction);
    fan_layout(area, n, direction, lift, FanLook::default(), &|i| Some(i) == selected)
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
    // Face up and in a column alike, cards are drawn in order (see `FannedHand::draw_order`).
    let order = draw_order(n, false, &|i| Some(i) == selected);
    card_rects(area, n, direction, selected).hit_in_order(&order, x, y)
}
