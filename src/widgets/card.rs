//! One card, face up or face down, as a small bordered box (`CardFace`), plus the one-line
//! inline form (`card_span`) for text and logs. Both draw suit symbols and box lines; the ASCII
//! card style turns them into letters and `+-|` in the frame's last pass (`term_caps::ascii`).
//!
//! Cards come in four steps (`CardSize`), each two columns and two rows larger than the one
//! before, so a card keeps its shape as it grows. A small card is `CARD_WIDTH` × `CARD_HEIGHT`
//! (5 × 3) so the widest label, `10♥`, fits beside the left border; in a fan the first
//! `1 + label width` columns of a card are its readable index. The medium (7 × 5), large
//! (9 × 7) and huge (11 × 9) cards keep that index in their top-left corner, so they fan the
//! same way, and add the suit in the middle and the label again at the bottom right, as
//! printed cards have:
//!
//! ```text
//! ┌───┐  ┌───┐  ┌───┐    ┌─────┐  ┌─────┐    ┌───────┐
//! │A♠ │  │10♥│  │░░░│    │10♥  │  │JK   │    │10♥    │
//! └───┘  └───┘  └───┘    │  ♥  │  │JOKER│    │       │
//!                        │  10♥│  │   JK│    │   ♥   │
//!                        └─────┘  └─────┘    │       │
//!                                            │    10♥│
//!                                            └───────┘
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Span;
use ratatui::widgets::Widget;

use crate::games::cards::Card;
use crate::theme::THEME;

/// Width of a small card box in cells.
pub const CARD_WIDTH: u16 = 5;
/// Height of a small card box in cells.
pub const CARD_HEIGHT: u16 = 3;

/// How large cards are drawn: each game's layout picks the largest step its area has room
/// for (`CardSize::largest`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum CardSize {
    /// 5 × 3: the label alone (the 80×24 floor).
    #[default]
    Small,
    /// 7 × 5: label, suit in the middle, label again at the bottom right.
    Medium,
    /// 9 × 7: the medium card with a blank row around its suit, for large terminals.
    Large,
    /// 11 × 9: two blank rows around the suit, for a table with few cards on a big terminal
    /// (poker's two hands at 160×50), which would otherwise sit small in an empty screen.
    Huge,
}

impl CardSize {
    /// Every step, smallest first.
    pub const STEPS: [CardSize; 4] =
        [CardSize::Small, CardSize::Medium, CardSize::Large, CardSize::Huge];

    pub const fn width(self) -> u16 {
        match self {
            CardSize::Small => CARD_WIDTH,
            CardSize::Medium => CARD_WIDTH + 2,
            CardSize::Large => CARD_WIDTH + 4,
            CardSize::Huge => CARD_WIDTH + 6,
        }
    }

    pub const fn height(self) -> u16 {
        match self {
            CardSize::Small => CARD_HEIGHT,
            CardSize::Medium => CARD_HEIGHT + 2,
            CardSize::Large => CARD_HEIGHT + 4,
            CardSize::Huge => CARD_HEIGHT + 6,
        }
    }

    /// The largest step whose layout fits: `fits(step)` says whether the layout drawn with
    /// cards of that step has room in its area. Small when none does (the 80×24 floor is
    /// laid out for small cards): the one rule every game grows its cards by.
    pub fn largest(fits: impl Fn(CardSize) -> bool) -> CardSize {
        CardSize::STEPS.into_iter().rev().find(|&s| fits(s)).unwrap_or(CardSize::Small)
    }

    /// The largest step whose smallest screen, `from` (columns, rows) for medium, then large,
    /// then huge cards, the `available` area reaches: `largest` for a layout that knows its
    /// needs as thresholds. A layout that names fewer thresholds never grows past the last.
    pub fn fitting(available: (u16, u16), from: &[(u16, u16)]) -> CardSize {
        CardSize::largest(|step| {
            let needs = match step as usize {
                0 => Some((0, 0)),
                i => from.get(i - 1).copied(),
            };
            needs.is_some_and(|needs| available.0 >= needs.0 && available.1 >= needs.1)
        })
    }
}

/// The label printed on a face: `A♠`, `10♥`, `JK` (unicode) or `AS`, `10H`, `JK` (ASCII).
pub fn card_label(card: Card) -> String {
    card.unicode_label()
}

/// A card named in a sentence: its label (`A♠`), but the Joker by name ("Joker" /
/// 「ジョーカー」), as a log line reads better than "You drew JK".
pub fn card_word(card: Card) -> String {
    if card.suit().is_none() { t!("card.joker").into_owned() } else { card_label(card) }
}

/// The style of a card's label on a white face: red for ♥♦, black for ♠♣, the Joker's own.
///
/// ♠♣ are an explicit black rather than the terminal's default colour (which the issue asked
/// for). The face is painted white so that every card looks alike on any terminal; the
/// default foreground on a dark theme is light grey or white, which would leave ♠♣ nearly
/// invisible on that face. Against a fixed white face only a fixed dark colour is readable.
/// Inline text has no white face, so `card_span` does use the default colour for ♠♣.
pub fn face_label_style(card: Card) -> Style {
    if card.is_joker() {
        THEME.joker
    } else if card.is_red() {
        THEME.red_suit
    } else {
        THEME.black_suit
    }
}

/// The card as one span for running text and logs. Only the foreground colour is taken from
/// the card theme (red suits red, the Joker its colour, black suits the default text colour),
/// so the span reads on any background.
pub fn card_span(card: Card) -> Span<'static> {
    let span_style = if card.is_joker() {
        Style { fg: THEME.joker.fg, add_modifier: THEME.joker.add_modifier, ..THEME.text }
    } else if card.is_red() {
        Style { fg: THEME.red_suit.fg, ..THEME.text }
    } else {
        THEME.text
    };
    Span::styled(card_label(card), span_style)
}

/// The characters of a card box in one style.
struct Glyphs {
    top: [char; 3],
    side: char,
    bottom: [char; 3],
    back: char,
}

const UNICODE: Glyphs =
    Glyphs { top: ['┌', '─', '┐'], side: '│', bottom: ['└', '─', '┘'], back: '░' };

/// One card box. `None` card or `face_up(false)` draws the back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardFace {
    pub card: Option<Card>,
    /// Cursor on this card: the border takes `THEME.selected`.
    pub selected: bool,
    /// Marked (e.g. for exchange): the border takes `THEME.highlight` unless selected.
    pub marked: bool,
    /// Not playable: everything drawn with `THEME.disabled` on top.
    pub dimmed: bool,
    pub size: CardSize,
}

impl CardFace {
    /// A face-up card in the unicode style.
    pub fn new(card: Card) -> CardFace {
        CardFace {
            card: Some(card),
            selected: false,
            marked: false,
            dimmed: false,
            size: CardSize::Small,
        }
    }

    /// A face-down card.
    pub fn back() -> CardFace {
        CardFace { card: None, ..CardFace::new(Card::JOKER) }
    }

    /// Turns the card face down when `up` is false.
    pub fn face_up(mut self, up: bool) -> CardFace {
        if !up {
            self.card = None;
        }
        self
    }

    pub fn selected(mut self, selected: bool) -> CardFace {
        self.selected = selected;
        self
    }

    pub fn marked(mut self, marked: bool) -> CardFace {
        self.marked = marked;
        self
    }

    pub fn dimmed(mut self, dimmed: bool) -> CardFace {
        self.dimmed = dimmed;
        self
    }

    pub fn size(mut self, size: CardSize) -> CardFace {
        self.size = size;
        self
    }

    /// The (symbol, style) of each cell, row by row.
    fn cells(&self) -> Vec<Vec<(char, Style)>> {
        match self.size {
            CardSize::Small => self.small_cells().iter().map(|r| r.to_vec()).collect(),
            CardSize::Medium | CardSize::Large | CardSize::Huge => self.roomy_cells(),
        }
    }

    /// The border's style: the cursor's, a mark's, or the face's.
    fn border_style(&self) -> Style {
        let body = self.body_style();
        if self.selected {
            THEME.selected
        } else if self.marked {
            body.patch(THEME.highlight)
        } else {
            body
        }
    }

    fn body_style(&self) -> Style {
        if self.card.is_some() { THEME.card_face } else { THEME.card_back }
    }

    /// A medium or large card: the label top left, the suit (or JOKER) in the middle, the
    /// label again bottom right.
    fn roomy_cells(&self) -> Vec<Vec<(char, Style)>> {
        let g = &UNICODE;
        let (body, border) = (self.body_style(), self.border_style());
        let (w, h) = (usize::from(self.size.width()), usize::from(self.size.height()));
        let inner = w - 2;
        let edge = |ends: [char; 3]| {
            let mut row = vec![(ends[1], border); w];
            row[0].0 = ends[0];
            row[w - 1].0 = ends[2];
            row
        };
        let mut rows = vec![edge(g.top)];
        for _ in 1..h - 1 {
            let mut row = vec![(' ', body); w];
            row[0] = (g.side, border);
            row[w - 1] = (g.side, border);
            rows.push(row);
        }
        rows.push(edge(g.bottom));
        match self.card {
            None => rows[1..h - 1].iter_mut().for_each(|r| {
                r[1..w - 1].iter_mut().for_each(|c| *c = (g.back, body));
            }),
            Some(card) => {
                let style = face_label_style(card);
                let label: Vec<char> = card_label(card).chars().collect();
                let middle: Vec<char> = if card.is_joker() {
                    "JOKER".chars().collect()
                } else {
                    label.last().copied().into_iter().collect()
                };
                let mut put = |row: usize, from: usize, text: &[char]| {
                    for (i, &ch) in text.iter().enumerate().take(inner - from) {
                        rows[row][1 + from + i] = (ch, style);
                    }
                };
                put(1, 0, &label);
                put(h / 2, (inner - middle.len().min(inner)) / 2, &middle);
                put(h - 2, inner - label.len().min(inner), &label);
            }
        }
        if self.dimmed {
            for (_, style) in rows.iter_mut().flatten() {
                *style = style.patch(THEME.disabled);
            }
        }
        rows
    }

    /// The (symbol, style) of each of the 3 × 5 cells of a small card, row by row.
    fn small_cells(&self) -> [[(char, Style); CARD_WIDTH as usize]; CARD_HEIGHT as usize] {
        let g = &UNICODE;
        let (body, border) = (self.body_style(), self.border_style());
        let row = |ends: [char; 3]| {
            [
                (ends[0], border),
                (ends[1], border),
                (ends[1], border),
                (ends[1], border),
                (ends[2], border),
            ]
        };
        let mut middle =
            [(g.side, border), (' ', body), (' ', body), (' ', body), (g.side, border)];
        match self.card {
            None => (1..4).for_each(|i| middle[i] = (g.back, body)),
            Some(card) => {
                let label_style = face_label_style(card);
                // The label is at most 3 cells: rank (1–2) and suit, or `JK`.
                for (slot, ch) in middle[1..4].iter_mut().zip(card_label(card).chars()) {
                    *slot = (ch, label_style);
                }
            }
        }
        let mut cells = [row(g.top), middle, row(g.bottom)];
        if self.dimmed {
            for (_, style) in cells.iter_mut().flatten() {
                *style = style.patch(THEME.disabled);
            }
        }
        cells
    }
}

impl Widget for &CardFace {
    /// Draws the box at the top-left of `area`, clipped to `area`.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        for (dy, row) in self.cells().iter().enumerate() {
            for (dx, &(ch, style)) in row.iter().enumerate() {
                let (x, y) = (area.x + dx as u16, area.y + dy as u16);
                if x < area.right()
                    && y < area.bottom()
                    && let Some(cell) = buf.cell_mut((x, y))
                {
                    cell.set_char(ch).set_style(style);
                }
            }
        }
    }
}

#[cfg(test)]
mod no_colour_tests {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::style::Modifier;
    use ratatui::widgets::Widget;

    use super::*;

    /// The modifiers of every cell of `face` drawn alone.
    fn modifiers(face: &CardFace) -> Vec<Modifier> {
        let area = Rect::new(0, 0, 6, 4);
        let mut buf = Buffer::empty(area);
        face.render(area, &mut buf);
        buf.content().iter().filter(|c| c.symbol() != " ").map(|c| c.modifier).collect()
    }

    #[test]
    fn unplayable_cards_differ_from_playable_ones_by_more_than_colour() {
        let card: Card = "7S".parse().unwrap();
        let playable = modifiers(&CardFace::new(card));
        let unplayable = modifiers(&CardFace { dimmed: true, ..CardFace::new(card) });
        assert!(playable.iter().any(|m| m.contains(Modifier::BOLD)), "the label is bold");
        assert!(
            unplayable.iter().all(|m| m.contains(Modifier::DIM) && !m.contains(Modifier::BOLD))
        );
    }
}
