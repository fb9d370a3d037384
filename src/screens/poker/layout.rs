//! The poker screen's geometry: one pure function, `layout`, shared by drawing and mouse
//! hit-testing, that also picks the cards' size for the room.

use ratatui::layout::{Constraint, Flex, Layout, Rect};

use crate::screens::{PopupRoom, chrome};
use crate::widgets::card::CardSize;

/// Width of the points panel on the right, and of the events under it, at the 80-column floor;
/// wider screens widen it to `PANEL_SHARE` of their width, up to `PANEL_MAX` (a round's line,
/// "Round 1: bet 30 points, dealt", reads on one line from 160 columns).
const PANEL_WIDTH: u16 = 28;
const PANEL_SHARE: (u16, u16) = (3, 10);
const PANEL_MAX: u16 = 44;
/// Rows under the player's label for the note that explains the hand's score.
const NOTE_ROWS: u16 = 2;

/// Where each part of the screen goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub header: Rect,
    /// The column left of the panel and the events: both hands, the middle, the score's note.
    pub table: Rect,
    pub dealer_label: Rect,
    pub dealer_hand: Rect,
    pub middle: Rect,
    pub player_hand: Rect,
    pub player_label: Rect,
    /// Under the player's label: what the hand's score is made of (`text::score_note`).
    pub score_note: Rect,
    pub panel: Rect,
    /// Under the panel: the last few events.
    pub events: Rect,
    pub status: Rect,
    /// The size both hands are drawn in.
    pub card: CardSize,
}

/// Where the app centres a question over either poker screen (`View::popup_room`): the table
/// column, so the dialog's margin never cuts the points panel's box, with its rows cleared
/// across the column, so the middle's message is hidden whole.
pub fn popup_room(body: Rect) -> PopupRoom {
    let table = layout(body).table;
    PopupRoom::clearing_rows(table, table)
}

/// Rows the table column takes with cards of `size`: each hand's label and its cards with the
/// row marked cards lift into, the middle and a blank row each side, the score's note.
fn table_rows(size: CardSize) -> u16 {
    2 * (1 + size.height() + 1) + 1 + 4 + 1 + NOTE_ROWS
}

/// The screen's geometry in `area` (what `draw` receives, and `ctx.area` for the mouse).
pub fn layout(area: Rect) -> Areas {
    let [header, body, status] = chrome::split(area);
    let share = body.width * PANEL_SHARE.0 / PANEL_SHARE.1;
    let panel_w = share.clamp(PANEL_WIDTH, PANEL_MAX.max(PANEL_WIDTH));
    let [table, side] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(panel_w)]).areas(body);
    // The largest cards whose two hands fit the table column with a row to spare above and
    // below (a hand pressed against the header and the status line looks crammed).
    let card = CardSize::largest(|size| {
        table.width >= 5 * (size.width() + 1) && body.height >= table_rows(size) + 2
    });
    // Rows of a hand: a card plus the row marked cards lift into.
    let hand_rows = card.height() + 1;
    let [dealer_label, dealer_hand, _, middle, _, player_hand, player_label, score_note] =
        Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(hand_rows),
            Constraint::Length(1),
            Constraint::Length(4),
            Constraint::Length(1),
            Constraint::Length(hand_rows),
            Constraint::Length(1),
            Constraint::Length(NOTE_ROWS),
        ])
        .flex(Flex::Center)
        .areas(table);
    let [_, panel, _, events] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(8),
        Constraint::Length(1),
        Constraint::Min(0),
    ])
    .areas(side);
    let events = Rect { x: events.x + 1, width: events.width.saturating_sub(1), ..events };
    Areas {
        header,
        table,
        dealer_label,
        dealer_hand,
        middle,
        player_hand,
        player_label,
        score_note,
        panel,
        events,
        status,
        card,
    }
}
