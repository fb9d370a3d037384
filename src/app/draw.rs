//! Drawing the whole app: the active screen, the key-hint bar, overlays, the "please enlarge"
//! notice, then the passes over the finished frame: ASCII glyphs, and colours fitted to the
//! terminal or removed.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier};
use ratatui::text::Line;

use super::App;
use crate::screens::{DrawCtx, View};
use crate::theme::THEME;
use crate::widgets::key_hints::KeyHintBar;
use crate::widgets::popup::Dialog;
use crate::widgets::text::{self, Wrapped};

/// The part of the terminal a screen draws in: all but the bottom hint line.
pub fn body_area(size: Rect) -> Rect {
    split(size)[0]
}

fn split(size: Rect) -> [Rect; 2] {
    Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(size)
}

impl App {
    /// The dialog over the screen, if one is open, and where it goes in a frame of `area`.
    fn placed_dialog(&self, area: Rect) -> Option<(Dialog<'_>, DialogRoom)> {
        self.overlay_dialog().map(|dialog| {
            // Over the screen, not the key bar: the bar's `?` and `q` still say how to leave.
            let body = if area.height > 1 { body_area(area) } else { area };
            let room = dialog_room(&dialog, self.screen().view(), body);
            (dialog, room)
        })
    }

    /// All the open dialog hides in a frame of `area` (its box, margin and cleared rows), as
    /// the screen is told (`DrawCtx::hidden`): the frame check looks past it.
    pub fn dialog_hidden(&self, area: Rect) -> Option<Rect> {
        self.placed_dialog(area).map(|(_, room)| room.hidden)
    }

    /// Renders everything from the current state.
    pub fn draw(&self, frame: &mut Frame) {
        // The language is per thread: say everything in this app's, whatever ran here before.
        self.apply_language();
        let area = frame.area();
        let view = self.screen().view();
        // Placed before the screen is drawn, so the screen knows what the dialog will hide.
        let overlay = self.placed_dialog(area);
        let (min_w, min_h) = view.min_size();
        let (min_w, min_h) = (min_w, min_h + 1);
        // The frame, not the last Resize, decides what is drawn (they agree in the real loop).
        if area.width < min_w || area.height < min_h {
            let text = vec![
                Line::styled(t!("enlarge.please"), THEME.warning),
                // Name only the dimension that is short: "80 columns" when the rows suffice.
                Line::from(match (area.width < min_w, area.height < min_h) {
                    (true, false) => t!("enlarge.columns", w = min_w, now_w = area.width),
                    (false, true) => t!("enlarge.rows", h = min_h, now_h = area.height),
                    _ => t!(
                        "enlarge.size",
                        w = min_w,
                        h = min_h,
                        now_w = area.width,
                        now_h = area.height
                    ),
                }),
                Line::styled(t!("enlarge.q_quits"), THEME.dim),
            ];
            // Wrapped, so a terminal narrower than the sentence still reads all of it.
            let rows = text::row_count(&text, usize::from(area.width));
            let rows = u16::try_from(rows).unwrap_or(u16::MAX).min(area.height);
            let y = area.height.saturating_sub(rows) / 2;
            let r = Rect::new(area.x, area.y + y, area.width, rows);
            frame.render_widget(Wrapped::new(text).centered(), r);
        } else {
            let [body, hints] = split(area);
            let hidden = overlay.as_ref().map(|(_, room)| room.hidden);
            let ctx = DrawCtx {
                settings: &self.settings,
                stats: &self.stats,
                seed: self.seeds.shown(),
                hidden,
            };
            view.draw(frame, body, &ctx);
            let mut hint_list = view.hints();
            // `?` works on every screen (but in a text field); the bar says so everywhere.
            if !view.captures_text() && !hint_list.iter().any(|h| h.key == "?") {
                hint_list.push(crate::screens::hint("?", t!("key.help")));
            }
            frame.render_widget(&KeyHintBar { hints: &hint_list }, hints);
        }
        if let Some((dialog, room)) = &overlay {
            if let Some(rows) = room.clear {
                frame.render_widget(ratatui::widgets::Clear, rows);
            }
            frame.render_widget(dialog, room.centre);
        }
        // One pass after everything is drawn, so no screen has to think about it.
        if self.settings.card_style == crate::settings::CardStyle::Ascii {
            crate::term_caps::ascii_glyphs(frame.buffer_mut());
        }
        if self.colour_enabled() {
            crate::term_caps::fit_buffer(frame.buffer_mut(), self.colour_depth);
        } else {
            strip_colour(frame);
        }
    }
}

/// Where an overlay's dialog goes over the screen.
struct DialogRoom {
    /// Where the dialog is centred.
    centre: Rect,
    /// The rows cleared first, when the screen asks.
    clear: Option<Rect>,
    /// All the dialog hides: its box, its margin and the cleared rows.
    hidden: Rect,
}

/// Where an overlay's dialog is centred, and the rows to clear first: a scrolling page takes
/// the whole body; a question or a warning goes where the screen asks (`View::popup_room`)
/// when it fits there with its margin, else in the body; and when the screen asks, the
/// dialog's rows (margin included, never below the body) are cleared across the columns it
/// names.
fn dialog_room(dialog: &Dialog, view: &dyn View, body: Rect) -> DialogRoom {
    let in_body = || DialogRoom {
        centre: body,
        clear: None,
        hidden: dialog.with_margin(body).intersection(body),
    };
    if dialog.scroll.is_some() {
        return in_body();
    }
    let asked = view.popup_room(body);
    let own = asked.area.intersection(body);
    let rect = dialog.area(own);
    if rect.width + 2 > own.width || rect.height + 2 > own.height {
        return in_body();
    }
    let margin = dialog.with_margin(own).intersection(body);
    let clear = asked.clear_across.map(|c| dialog.rows_across(own, c).intersection(body));
    DialogRoom { centre: own, clear, hidden: clear.map_or(margin, |c| c.union(margin)) }
}

/// Removes every colour, keeping bold/underline and turning coloured backgrounds into
/// reverse video so highlights and the cursor stay visible without colour.
fn strip_colour(frame: &mut Frame) {
    let buf = frame.buffer_mut();
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if cell.bg != Color::Reset {
                cell.modifier.insert(Modifier::REVERSED);
            }
            cell.fg = Color::Reset;
            cell.bg = Color::Reset;
        }
    }
}
