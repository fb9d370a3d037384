//! The Settings screen: every option on one list. ←/→ (or Enter) changes a value and it is
//! saved at once; the player name is edited in a text field and checked before it is kept.

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType};

pub(crate) mod fields;

pub use fields::level_name;
use fields::{FIELDS, Field};

use super::{Ctx, DrawCtx, KeyHint, Transition, View, hint};
use crate::event::{Direction, Msg};
use crate::settings::Settings;
use crate::theme::THEME;
use crate::widgets::text_field::{FieldEvent, TextField};

#[derive(Default)]
pub struct SettingsScreen {
    selected: usize,
    editing: Option<TextField>,
    message: Option<(String, bool)>,
}

/// Rows of the list inside `area` (shared by drawing and clicks).
fn rows(area: Rect) -> Vec<Rect> {
    let inner =
        Block::bordered().inner(crate::widgets::popup::centered(area, 66, FIELDS.len() as u16 + 4));
    (0..FIELDS.len() as u16)
        .map(|i| {
            Rect::new(inner.x + 1, inner.y + 1 + i, inner.width.saturating_sub(2), 1)
                .intersection(inner)
        })
        .collect()
}

impl SettingsScreen {
    pub fn new() -> SettingsScreen {
        SettingsScreen { selected: 0, editing: None, message: None }
    }

    fn field(&self) -> Field {
        FIELDS[self.selected]
    }

    fn activate(&mut self, ctx: &mut Ctx, delta: i32) {
        match self.field() {
            Field::Name => self.editing = Some(TextField::new(&ctx.settings.display_name(), 16)),
            f => {
                f.adjust(ctx.settings, delta);
                self.message = Some((
                    t!("settings.set_to", field = f.label(), value = f.value(ctx.settings))
                        .into_owned(),
                    false,
                ));
            }
        }
    }

    fn update_editing(&mut self, msg: &Msg, ctx: &mut Ctx) {
        let (Msg::Key(key), Some(field)) = (msg, self.editing.as_mut()) else { return };
        match field.handle_key(*key) {
            FieldEvent::Submit => match Settings::validate_name(field.value()) {
                Ok(name) => {
                    ctx.settings.player_name = name;
                    self.editing = None;
                    self.message = Some((t!("settings.name_saved").into_owned(), false));
                }
                Err(why) => self.message = Some((why.to_string(), true)),
            },
            FieldEvent::Cancel => {
                self.editing = None;
                self.message = Some((t!("settings.name_unchanged").into_owned(), false));
            }
            FieldEvent::Edited => self.message = None,
            FieldEvent::Full => {
                self.message = Some((t!("settings.name_full").into_owned(), true));
            }
        }
    }
}

impl View for SettingsScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.editing.is_some() {
            self.update_editing(msg, ctx);
            return Transition::Stay;
        }
        match msg {
            Msg::Key(_) => {
                let Some(code) = msg.plain_key() else { return Transition::Stay };
                match (code, Direction::from_key(code)) {
                    (KeyCode::Esc | KeyCode::Backspace, _) => return Transition::Back,
                    (_, Some(Direction::Up)) => {
                        self.selected = (self.selected + FIELDS.len() - 1) % FIELDS.len()
                    }
                    (_, Some(Direction::Down)) => {
                        self.selected = (self.selected + 1) % FIELDS.len()
                    }
                    (_, Some(Direction::Left)) => self.activate(ctx, -1),
                    (_, Some(Direction::Right)) | (KeyCode::Enter | KeyCode::Char(' '), _) => {
                        self.activate(ctx, 1)
                    }
                    _ => {}
                }
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                if let Some(i) =
                    rows(ctx.area).iter().position(|r| r.contains((m.column, m.row).into()))
                {
                    self.selected = i;
                    self.activate(ctx, 1);
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let outer = crate::widgets::popup::centered(area, 66, FIELDS.len() as u16 + 4);
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(THEME.border)
            .title(Line::styled(format!(" {} ", t!("settings.title")), THEME.title));
        frame.render_widget(block, outer);
        for (i, (field, rect)) in FIELDS.iter().zip(rows(area)).enumerate() {
            let selected = i == self.selected;
            if let (true, Some(input)) = (selected, &self.editing) {
                input.draw(frame, rect, &field.label(), true);
                continue;
            }
            let style = if selected { THEME.selected } else { THEME.text };
            let value = field.value(ctx.settings);
            let label = field.label();
            let pad = 30usize.saturating_sub(Span::raw(label.as_ref()).width());
            let line = Line::from(vec![
                Span::styled(format!("{label}{}", " ".repeat(pad)), style),
                Span::styled(
                    format!("‹ {value} ›"),
                    if selected { THEME.highlight } else { THEME.dim },
                ),
            ]);
            frame.render_widget(line, rect);
        }
        if let Some((text, is_error)) = &self.message {
            let y = outer.bottom().min(area.bottom().saturating_sub(1));
            let r = Rect::new(area.x, y, area.width, 1).intersection(area);
            let style = if *is_error { THEME.error } else { THEME.success };
            frame.render_widget(Line::styled(text.as_str(), style).centered(), r);
        }
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.editing.is_some() {
            vec![hint("Enter", t!("key.save_name")), hint("Esc", t!("key.cancel"))]
        } else {
            vec![
                hint("↑↓", t!("key.select")),
                hint("←→", t!("key.change")),
                hint("Enter", t!("key.change_edit")),
                hint("Esc", t!("key.back")),
            ]
        }
    }

    fn captures_text(&self) -> bool {
        self.editing.is_some()
    }

    fn min_size(&self) -> (u16, u16) {
        (66, FIELDS.len() as u16 + 6)
    }
}
