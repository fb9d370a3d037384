//! Overlays drawn over the active screen and taking keys before it: the `?` help, the quit
//! confirmation and start-up warnings.

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::text::Line;

use super::App;
use crate::event::Msg;
use crate::screens::{KeyHint, hint};
use crate::theme::THEME;
use crate::widgets::popup::{Dialog, FRAME_W};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Rules of the active game and its keys, scrolled by `scroll` lines.
    Help { scroll: u16 },
    /// "Leave the game?" after `q` during a game.
    ConfirmQuit,
    /// Problems with files, shown once.
    Warnings(Vec<String>),
}

/// Keys every screen shares, listed in the help after the screen's own.
fn global_keys() -> [KeyHint; 3] {
    [
        hint("?", t!("key.this_help")),
        hint("q", t!("key.quit_asks")),
        hint("Ctrl+C", t!("key.quit_now")),
    ]
}

impl App {
    pub(super) fn update_overlay(&mut self, msg: &Msg) {
        let Some(overlay) = &mut self.overlay else { return };
        // The wheel scrolls the help as the arrows do, and a click dismisses what only asks to
        // be read (the help, a warning). The quit question takes keys only: a stray click must
        // neither quit nor lose the question.
        let mouse = match msg {
            Msg::Mouse(m) => Some(m.kind),
            _ => None,
        };
        let clicked = mouse == Some(MouseEventKind::Down(MouseButton::Left));
        let code = msg.plain_key();
        match overlay {
            Overlay::Help { .. } if clicked => self.overlay = None,
            Overlay::Help { .. } => {
                let key = code.or(match mouse {
                    Some(MouseEventKind::ScrollUp) => Some(KeyCode::Up),
                    Some(MouseEventKind::ScrollDown) => Some(KeyCode::Down),
                    _ => None,
                });
                // Never past the last row: what fits whole does not scroll at all.
                let last = self.help_last_scroll();
                let Some(Overlay::Help { scroll }) = &mut self.overlay else { return };
                match key {
                    Some(KeyCode::Up | KeyCode::Char('k')) => *scroll = scroll.saturating_sub(1),
                    Some(KeyCode::Down | KeyCode::Char('j')) => {
                        *scroll = scroll.saturating_add(1).min(last)
                    }
                    Some(KeyCode::PageUp) => *scroll = scroll.saturating_sub(10),
                    Some(KeyCode::PageDown) => *scroll = scroll.saturating_add(10).min(last),
                    Some(KeyCode::Home) => *scroll = 0,
                    Some(KeyCode::End) => *scroll = last,
                    Some(KeyCode::Esc | KeyCode::Char('?') | KeyCode::Enter) => self.overlay = None,
                    Some(KeyCode::Char('q')) => {
                        // The help lists `q` as "quit (asks)": it does that here too, not merely
                        // close the help.
                        self.overlay = None;
                        self.global_key(msg);
                    }
                    _ => {}
                }
            }
            Overlay::ConfirmQuit => match code {
                Some(KeyCode::Char('y' | 'Y') | KeyCode::Enter) => self.quit = true,
                Some(_) => self.overlay = None,
                None => {}
            },
            Overlay::Warnings(_) => {
                if clicked || code.is_some() {
                    self.overlay = None;
                }
            }
        }
    }

    /// The furthest the help scrolls on this terminal: its last row at the bottom of its box.
    fn help_last_scroll(&self) -> u16 {
        match self.overlay_dialog() {
            Some(d) => {
                let rect = d.area(super::draw::body_area(self.size));
                d.last_scroll(rect.width, rect.height)
            }
            None => 0,
        }
    }

    /// The dialog for the current overlay.
    pub(super) fn overlay_dialog(&self) -> Option<Dialog<'static>> {
        let overlay = self.overlay.as_ref()?;
        Some(match overlay {
            Overlay::Help { scroll } => {
                let view = self.screen().view();
                let game = view.game();
                let mut lines: Vec<Line> = match game {
                    Some(g) => rules_rows(crate::screens::registry::entry(g).rules(), self.size),
                    None => match view.about() {
                        Some(about) => about.into_iter().map(Line::from).collect(),
                        None => vec![Line::from(t!("help.about"))],
                    },
                };
                lines.push(Line::default());
                lines.push(Line::styled(t!("help.keys"), THEME.title));
                let globals = global_keys();
                let own = view.hints();
                // The global keys are listed once, after the screen's own.
                let own = own.into_iter().filter(|h| !globals.iter().any(|g| g.key == h.key));
                let own: Vec<_> = own.collect();
                let key_line = |h: &crate::screens::KeyHint| {
                    let pad = 8usize.saturating_sub(Line::from(h.key).width());
                    Line::from(format!("  {}{} {}", h.key, " ".repeat(pad), h.action))
                };
                for h in own.iter().chain(globals.iter()) {
                    lines.push(key_line(h));
                }
                // The game's keys of play, when this moment's are others (its end).
                let shown = |h: &crate::screens::KeyHint| {
                    own.iter().chain(globals.iter()).any(|o| o.key == h.key)
                };
                let mut more: Vec<crate::screens::KeyHint> = Vec::new();
                for h in view.more_hints() {
                    if !shown(&h) && !more.iter().any(|m| m.key == h.key) {
                        more.push(h);
                    }
                }
                if !more.is_empty() {
                    lines.push(Line::styled(t!("help.keys_in_play"), THEME.title));
                    lines.extend(more.iter().map(key_line));
                }
                lines.push(Line::styled(t!("help.scroll"), THEME.dim));
                let title = game.map_or(t!("help.title"), |g| g.name());
                Dialog { title, lines, scroll: Some(*scroll) }
            }
            Overlay::ConfirmQuit => Dialog {
                title: t!("quit.title"),
                // The note may run to two lines, parted where the translation says.
                lines: self
                    .screen()
                    .view()
                    .quit_note()
                    .lines()
                    .map(|l| Line::from(l.to_string()))
                    .chain([Line::from(t!("quit.ask"))])
                    .collect(),
                scroll: None,
            },
            Overlay::Warnings(ws) => {
                let mut lines: Vec<Line> =
                    ws.iter().map(|w| Line::styled(w.clone(), THEME.warning)).collect();
                lines.push(Line::styled(t!("warn.any_key"), THEME.dim));
                Dialog { title: t!("warn.title"), lines, scroll: None }
            }
        })
    }
}

/// Cells a row of a game's rules takes at most: the measure the English text was written to,
/// easy to read in both languages; a wider terminal centres the box rather than stretch its
/// lines.
const RULES_MEASURE: usize = 76;

/// A game's rules as the help's rows: each paragraph of the source (hard-wrapped at 72
/// columns in English, a line each in Japanese) wrapped to the measure, or to the screen
/// where it is narrower, so no row ends where the source's line did.
fn rules_rows(rules: &str, size: ratatui::layout::Rect) -> Vec<Line<'static>> {
    let room = usize::from(super::draw::body_area(size).width).saturating_sub(FRAME_W);
    let measure = RULES_MEASURE.min(room).max(1);
    crate::widgets::text::paragraphs(rules)
        .into_iter()
        .flat_map(|para| crate::widgets::text::wrap_line(&Line::from(para), measure))
        .collect()
}
