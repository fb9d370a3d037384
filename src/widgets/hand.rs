//! A hand of cards fanned in a row (the player's own hand, a dealer's) or a column (side
//! seats), overlapping as much as it must to fit, with a compact "13 cards" form when even the
//! tightest fan does not fit.
//!
//! Geometry lives in one pure function, `fan_layout` (and its simple form `card_rects`), used
//! by both rendering and mouse hit-testing, so a click always lands on the card drawn there.
//!
//! Placement: a row fan is centred horizontally; when the area is at least one row taller than
//! a card, the top row is kept free and lifted cards (the selected one, marked ones) sit in it.
//! A column fan is centred vertically; when the area is at least one column wider than a card,
//! lifted cards move one column right (towards the table from a left seat).

use ratatui::buffer::Buffer;
use ratatui::layout::{Direction, Position, Rect};
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
    /// The card under the cell `(x, y)`: the topmost one, i.e. the last drawn that covers it.
    pub fn hit(&self, x: u16, y: u16) -> Option<usize> {
        match self {
            HandLayout::Cards(rects) => rects.iter().rposition(|r| r.contains(Position { x, y })),
            HandLayout::Compact(_) => None,
        }
    }
}

/// Lays out `n` cards in `area`; `lifted(i)` says which cards stand out of the fan.
pub fn fan_layout(
    area: Rect,
    n: usize,
    direction: Direction,
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
            let up = has_lift_room && lifted(i);
            if horizontal {
                let y = if !has_lift_room || up { area.y } else { area.y + 1 };
                Rect::new(area.x + offset, y, CARD_WIDTH, CARD_HEIGHT)
            } else {
                let x = if up { area.x + 1 } else { area.x };
                Rect::new(x, area.y + offset, CARD_WIDTH, CARD_HEIGHT)
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
    fan_layout(area, n, direction, &|i| Some(i) == selected)
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
    card_rects(area, n, direction, selected).hit(x, y)
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

    /// True when card `i` stands out of the fan.
    pub fn is_lifted(&self, i: usize) -> bool {
        (self.lift_selected && self.selected == Some(i)) || flag(self.marked, i)
    }

    /// Where this hand's cards go in `area` (the same geometry `render` uses).
    pub fn layout(&self, area: Rect) -> HandLayout {
        fan_layout(area, self.cards.len(), self.direction, &|i| self.is_lifted(i))
    }

    /// The card under `(x, y)` when this hand is drawn in `area`.
    pub fn hit_test(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        self.layout(area).hit(x, y)
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
    let fits = ratatui::text::Span::raw(long.as_str()).width() <= usize::from(width);
    if fits { long } else { n.to_string() }
}

impl Widget for &FannedHand<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        match self.layout(area) {
            HandLayout::Cards(rects) => {
                for (i, (rect, &card)) in rects.iter().zip(self.cards).enumerate() {
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
                let x = rect.x + (rect.width.saturating_sub(text.len() as u16)) / 2;
                let y = rect.y + (rect.height - 1) / 2;
                buf.set_stringn(x, y, text, usize::from(rect.right() - x), THEME.text);
            }
        }
    }
}
