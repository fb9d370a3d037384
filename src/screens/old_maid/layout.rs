//! Table geometry for Old Maid: where each seat's label and hand go, the discard pile with the
//! log line, and the status lines. One pure function of the area and the player count, used by
//! drawing and by mouse hit-testing alike, so a click lands on the card drawn there.
//!
//! Seats go round clockwise from the human at the bottom: the left column, the top row (left to
//! right), then the right column. Two players face each other; three share the top row; four to
//! six use a left seat, one to three top seats and a right seat.
//!
//! Cards grow with the room (`CardSize::largest`): the seats' cards are the largest step whose
//! bands still leave the side columns room to stack the longest hand a side seat is dealt
//! (`longest_side_hand`); the player's own hand and the discard pile may be one step larger
//! when the middle still holds those columns. At 80×24 everything is small: the side columns
//! hold about seven stacked backs, and a longer hidden hand lies as a row of edges across its
//! column instead (`SeatArea::wide`).

use ratatui::layout::{Constraint, Direction, Layout, Margin, Rect};

use crate::screens::chrome;
use crate::widgets::card::CardSize;

/// Width of a side column (label and a vertical fan, or a row of up to 14 backs).
const SIDE_WIDTH: u16 = 18;
/// Rows the middle keeps for the recent events under the discard pile.
const EVENT_ROWS: u16 = 2;

/// Where a seat sits at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Bottom,
    Left,
    Top,
    Right,
}

/// One seat's label line and hand area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatArea {
    pub side: Side,
    pub label: Rect,
    pub hand: Rect,
    /// How the hand fans: a row at the top and bottom, a column at the sides.
    pub direction: Direction,
    /// Where a side seat's hand lies as a row when it is too long to stack (the whole column
    /// under the label); the same as `hand` for a row seat.
    pub wide: Rect,
}

/// Every area of the table screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLayout {
    pub header: Rect,
    /// Indexed by seat (0 = the human).
    pub seats: Vec<SeatArea>,
    /// The middle of the table: discard pile and log line.
    pub centre: Rect,
    pub status: Rect,
    /// The size the other seats' cards (and a card on its way) are drawn in.
    pub card: CardSize,
    /// The size of the player's own hand (the bottom seat) and of the discard pile.
    pub own: CardSize,
}

impl TableLayout {
    /// The size `seat`'s cards are drawn in: the bottom seat's are `own`.
    pub fn size_of(&self, seat: usize) -> CardSize {
        match self.seats.get(seat) {
            Some(a) if a.side == Side::Bottom => self.own,
            _ => self.card,
        }
    }
}

/// The most cards a side seat is dealt, near enough (53 cards shared by `players`, before the
/// deal's pairs go): 13 with four players, 8 with six. Its column is sized to stack them.
fn longest_side_hand(players: usize) -> u16 {
    u16::try_from(53 / players.max(1)).unwrap_or(u16::MAX)
}

/// The side of each seat, seat 0 first.
pub fn sides(players: usize) -> Vec<Side> {
    let computers = players.saturating_sub(1);
    let mut sides = vec![Side::Bottom];
    match computers {
        0 => {}
        1 | 2 => sides.extend(std::iter::repeat_n(Side::Top, computers)),
        _ => {
            sides.push(Side::Left);
            sides.extend(std::iter::repeat_n(Side::Top, computers - 2));
            sides.push(Side::Right);
        }
    }
    sides
}

/// Lays out the table for `players` seats in `area` (the screen's body).
pub fn table_layout(area: Rect, players: usize) -> TableLayout {
    let [header, body, status] = chrome::split(area);
    let sides = sides(players);
    let has_sides = sides.contains(&Side::Left);
    // A label line, then the card and the row lifted cards move into.
    let band = |size: CardSize| 1 + size.height() + 1;
    // Whether the middle left between a top band of `seat` cards and a bottom one of `own`
    // holds the pile (its title, a pair, a gap and the events) and a side column stacking
    // the longest hand under its label.
    let longest = longest_side_hand(players);
    let room = |seat: CardSize, own: CardSize| {
        let middle = body.height.saturating_sub(band(seat) + band(own));
        let pile = 1 + own.height() + 1 + EVENT_ROWS;
        let column = if has_sides { 1 + seat.height() + longest.saturating_sub(1) } else { 0 };
        middle >= pile.max(column)
    };
    // Large at most: six seats of huge cards crowd a 160×50 table (the side columns' cards
    // would overlap to a sliver each), where large ones leave the pile room to breathe.
    let card = CardSize::largest(|size| size <= CardSize::Large && room(size, size));
    // One step larger at most: your hand beside much smaller seats would look out of place.
    let own = CardSize::largest(|size| {
        size >= card
            && size <= CardSize::Large
            && room(card, size)
            && size.height() <= card.height() + 2
    });
    let [top, middle, bottom] = Layout::vertical([
        Constraint::Length(band(card)),
        Constraint::Min(0),
        Constraint::Length(band(own)),
    ])
    .areas(body);
    // Wider on a large table, which brings the side hands in from the screen's edges.
    let side_width = SIDE_WIDTH.max(middle.width / 7).min(middle.width / 4);
    let side_width = if has_sides { side_width } else { 0 };
    let [left, centre, right] = Layout::horizontal([
        Constraint::Length(side_width),
        Constraint::Min(0),
        Constraint::Length(side_width),
    ])
    .areas(middle);
    let tops = sides.iter().filter(|&&s| s == Side::Top).count();
    let top_slots = Layout::horizontal(vec![Constraint::Fill(1); tops.max(1)]).split(top);
    let mut next_top = 0;
    let seats = sides
        .iter()
        .map(|&side| match side {
            Side::Bottom => row_seat(side, bottom),
            Side::Top => {
                next_top += 1;
                row_seat(side, top_slots[next_top - 1])
            }
            Side::Left => column_seat(side, left, card),
            Side::Right => column_seat(side, right, card),
        })
        .collect();
    TableLayout { header, seats, centre, status, card, own }
}

/// Where a card drawn from seat `from` by seat `to` is shown on its way: a card's box halfway
/// between the middles of the two hands, kept inside `area`.
pub fn transit_rect(table: &TableLayout, from: usize, to: usize, area: Rect) -> Option<Rect> {
    let (card_w, card_h) = (table.card.width(), table.card.height());
    let middle = |seat: usize| {
        let hand = table.seats.get(seat)?.hand;
        Some((hand.x + hand.width / 2, hand.y + hand.height / 2))
    };
    let ((x1, y1), (x2, y2)) = (middle(from)?, middle(to)?);
    let (cx, cy) = ((x1 + x2) / 2, (y1 + y2) / 2);
    // Clamped so the box stays inside `area` (or starts at its corner when it cannot fit).
    let x = cx.saturating_sub(card_w / 2).min(area.right().saturating_sub(card_w));
    let y = cy.saturating_sub(card_h / 2).min(area.bottom().saturating_sub(card_h));
    let (x, y) = (x.max(area.x), y.max(area.y));
    // Halfway between two hands may lie over a third hand (two seats at the top) or over the
    // edge of one of the two (a side seat's column): the card moves along the line towards
    // the table's middle to the first place where it covers no hand, so it never cuts another
    // hand's cards into torn boxes.
    let at = |x: u16, y: u16| Rect::new(x, y, card_w, card_h).intersection(area);
    // Its blank margin too: a seat's name is never cut, nor a hand's edge cleared.
    let clear = |r: Rect| {
        let m = transit_margin(r, area);
        table.seats.iter().all(|s| !s.hand.intersects(m) && !s.label.intersects(m))
    };
    let middle = (
        area.x + area.width.saturating_sub(card_w) / 2,
        area.y + area.height.saturating_sub(card_h) / 2,
    );
    let steps = 16u16;
    let towards = |from: u16, to: u16, k: u16| {
        let (from, to) = (i32::from(from), i32::from(to));
        u16::try_from(from + (to - from) * i32::from(k) / i32::from(steps)).unwrap_or(0)
    };
    let spot = (0..=steps)
        .map(|k| at(towards(x, middle.0, k), towards(y, middle.1, k)))
        .find(|&r| clear(r))
        .unwrap_or_else(|| at(x, y));
    Some(spot)
}

/// The blank cell kept around a card in transit, inside `area`: what is under it ends before
/// the card's border instead of running into it.
pub fn transit_margin(card: Rect, area: Rect) -> Rect {
    card.outer(Margin::new(1, 1)).intersection(area)
}

/// A label line above a row fan.
fn row_seat(side: Side, area: Rect) -> SeatArea {
    let [label, hand] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
    SeatArea { side, label, hand, direction: Direction::Horizontal, wide: hand }
}

/// A label line above a column fan centred in the column.
fn column_seat(side: Side, area: Rect, card: CardSize) -> SeatArea {
    let [label, rest] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
    // The card, one column for the lifted card, and room for the compact "13 cards" text.
    let width = (card.width() + 3).min(rest.width);
    let x = rest.x + (rest.width - width) / 2;
    // The fan draws at the left edge of its area: shift it so the card sits mid-column (a
    // column fan moves no card sideways, so both sides sit alike).
    let x = x.saturating_sub(card.width() / 2).max(rest.x);
    let hand = Rect::new(x, rest.y, width.min(rest.right() - x), rest.height);
    // A row across the column, one column in from each edge, near the label.
    let wide = Rect::new(
        rest.x + 1,
        rest.y,
        rest.width.saturating_sub(2),
        (card.height() + 1).min(rest.height),
    );
    SeatArea { side, label, hand, direction: Direction::Vertical, wide }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_go_clockwise_from_the_bottom() {
        use Side::*;
        assert_eq!(sides(2), [Bottom, Top]);
        assert_eq!(sides(3), [Bottom, Top, Top]);
        assert_eq!(sides(4), [Bottom, Left, Top, Right]);
        assert_eq!(sides(6), [Bottom, Left, Top, Top, Top, Right]);
    }

    #[test]
    fn every_area_lies_inside_the_screen_and_hands_do_not_overlap() {
        for (w, h) in [(100, 29), (80, 23), (160, 50), (3, 2), (0, 0)] {
            let area = Rect::new(0, 0, w, h);
            for players in 2..=6 {
                let t = table_layout(area, players);
                assert_eq!(t.seats.len(), players);
                for (i, a) in t.seats.iter().enumerate() {
                    assert!(area.union(a.hand) == area || a.hand.area() == 0, "{w}x{h} {i}");
                    assert!(area.union(a.label) == area || a.label.area() == 0);
                    for b in &t.seats[i + 1..] {
                        assert!(!a.hand.intersects(b.hand), "{w}x{h} {players}: {a:?} {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_card_in_transit_and_its_margin_cover_no_hand_or_name_even_between_two_seats_at_the_top() {
        // Six players: three seats along the top, where halfway between the first and the
        // third lies over the second's hand.
        for (w, h) in [(80, 23), (100, 29), (160, 49)] {
            let area = Rect::new(0, 0, w, h);
            let t = table_layout(area, 6);
            for from in 0..6 {
                for to in (0..6).filter(|&to| to != from) {
                    let r = transit_rect(&t, from, to, area).unwrap();
                    let m = transit_margin(r, area);
                    for (i, seat) in t.seats.iter().enumerate() {
                        assert!(!seat.hand.intersects(m), "{w}x{h} {from}→{to}: over seat {i}");
                        assert!(!seat.label.intersects(m), "{w}x{h} {from}→{to}: label {i}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_card_in_transit_sits_between_the_two_hands() {
        let area = Rect::new(0, 0, 100, 29);
        let t = table_layout(area, 4);
        // CPU 1 (left) drawing from CPU 2 (top): up and left of the table's middle.
        let r = transit_rect(&t, 2, 1, area).unwrap();
        let (left, top) = (t.seats[1].hand, t.seats[2].hand);
        assert!(r.x > left.right() && r.right() < top.x + top.width / 2, "{r:?}");
        assert!(r.y > top.y && r.bottom() < left.y + left.height / 2, "{r:?}");
        assert_eq!((r.width, r.height), (t.card.width(), t.card.height()));
        for (w, h) in [(3, 2), (0, 0), (80, 23)] {
            let small = Rect::new(0, 0, w, h);
            let t = table_layout(small, 6);
            for (from, to) in [(0, 5), (5, 4), (1, 0)] {
                let r = transit_rect(&t, from, to, small).unwrap();
                assert!(small.union(r) == small || r.area() == 0, "{w}x{h}: {r:?}");
            }
        }
        assert_eq!(transit_rect(&t, 0, 9, area), None);
    }

    #[test]
    fn at_100x29_a_side_column_fits_thirteen_cards() {
        let t = table_layout(Rect::new(0, 0, 100, 29), 4);
        let left = t.seats[1].hand;
        assert!(left.height >= t.card.height() + 12, "{left:?}");
        assert_eq!(t.seats[0].hand.width, 100);
    }
}
