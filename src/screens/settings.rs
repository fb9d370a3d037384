//! The Settings screen: every option on one list. ←/→ (or Enter) changes a value and it is
//! saved at once; the player name is edited in a text field and checked before it is kept.

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType};

pub(crate) mod fields;

pub use fields::level_name;
use fields::{Field, settings_fields};

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::event::{Direction, Msg};
use crate::settings::{NameError, Settings};
use crate::theme::THEME;
use crate::widgets::text::Fit;
use crate::widgets::text_field::{FieldEvent, TextField};

/// What the last action did, worded when drawn (so a change of language shows at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Notice {
    /// A field took a new value.
    SetTo(Field),
    NameSaved,
    NameUnchanged,
    NameRefused(NameError),
    NameFull,
}

impl Notice {
    fn text(self, settings: &Settings) -> (String, bool) {
        match self {
            Notice::SetTo(f) => {
                let text = t!("settings.set_to", field = f.label(), value = f.value(settings));
                (text.into_owned(), false)
            }
            Notice::NameSaved => (t!("settings.name_saved").into_owned(), false),
            Notice::NameUnchanged => (t!("settings.name_unchanged").into_owned(), false),
            Notice::NameRefused(why) => (why.to_string(), true),
            Notice::NameFull => (t!("settings.name_full").into_owned(), true),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Select,
    Change,
    Activate,
    Back,
}

/// Keys on the list.
const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.select", Action::Select),
    Binding::new(Keys::LeftRight, "←→", "key.change", Action::Change),
    Binding::new(keymap::CONFIRM, "Enter", "key.change_edit", Action::Activate),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys while the name is edited (the text field takes them; this lists them).
const EDITING: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[KeyCode::Enter]), "Enter", "key.save_name", Action::Activate),
    Binding::new(Keys::Codes(&[KeyCode::Esc]), "Esc", "key.cancel", Action::Back),
]);

pub struct SettingsScreen {
    /// The rows: the general ones, then each game's (from the registry).
    fields: Vec<Field>,
    selected: usize,
    editing: Option<TextField>,
    notice: Option<Notice>,
}

/// Rows of a list of `count` inside `area` (shared by drawing and clicks).
fn rows(area: Rect, count: usize) -> Vec<Rect> {
    let inner =
        Block::bordered().inner(crate::widgets::popup::centered(area, 66, count as u16 + 4));
    (0..count as u16)
        .map(|i| {
            Rect::new(inner.x + 1, inner.y + 1 + i, inner.width.saturating_sub(2), 1)
                .intersection(inner)
        })
        .collect()
}

impl SettingsScreen {
    pub fn new() -> SettingsScreen {
        SettingsScreen { fields: settings_fields(), selected: 0, editing: None, notice: None }
    }

    fn field(&self) -> Field {
        self.fields[self.selected]
    }

    fn activate(&mut self, ctx: &mut Ctx, delta: i32) {
        match self.field() {
            Field::Name => self.editing = Some(TextField::new(&ctx.settings.display_name(), 16)),
            f => {
                f.adjust(ctx.settings, delta);
                self.notice = Some(Notice::SetTo(f));
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
                    self.notice = Some(Notice::NameSaved);
                }
                Err(why) => self.notice = Some(Notice::NameRefused(why)),
            },
            FieldEvent::Cancel => {
                self.editing = None;
                self.notice = Some(Notice::NameUnchanged);
            }
            FieldEvent::Edited => self.notice = None,
            FieldEvent::Full => self.notice = Some(Notice::NameFull),
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
            Msg::Key(_) => match KEYS.action(msg) {
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                Some(Act::Move(_, Direction::Up)) => {
                    self.selected = (self.selected + self.fields.len() - 1) % self.fields.len()
                }
                Some(Act::Move(_, Direction::Down)) => {
                    self.selected = (self.selected + 1) % self.fields.len()
                }
                Some(Act::Move(_, Direction::Left)) => self.activate(ctx, -1),
                Some(Act::Move(_, Direction::Right) | Act::Plain(Action::Activate)) => {
                    self.activate(ctx, 1)
                }
                _ => {}
            },
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                if let Some(i) = rows(ctx.area, self.fields.len())
                    .iter()
                    .position(|r| r.contains((m.column, m.row).into()))
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
        let outer = crate::widgets::popup::centered(area, 66, self.fields.len() as u16 + 4);
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(THEME.border)
            .title(Line::styled(format!(" {} ", t!("settings.title")), THEME.title));
        frame.render_widget(block, outer);
        for (i, (field, rect)) in self.fields.iter().zip(rows(area, self.fields.len())).enumerate()
        {
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
            frame.render_widget(Fit::line(line), rect);
        }
        if let Some((text, is_error)) = self.notice.map(|n| n.text(ctx.settings)) {
            let y = outer.bottom().min(area.bottom().saturating_sub(1));
            let r = Rect::new(area.x, y, area.width, 1).intersection(area);
            let style = if is_error { THEME.error } else { THEME.success };
            frame.render_widget(Fit::line(Line::styled(text.as_str(), style)).centered(), r);
        }
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.editing.is_some() { EDITING.own_hints() } else { KEYS.hints() }
    }

    fn captures_text(&self) -> bool {
        self.editing.is_some()
    }

    /// Each option with what it does ("Card style: cards as box art … or plain ASCII").
    fn about(&self) -> Option<Vec<String>> {
        let lines = self.fields.iter().map(|f| {
            let label = crate::t!("field.label", label = f.label());
            format!("{label}{}", f.explanation())
        });
        Some(lines.collect())
    }

    fn min_size(&self) -> (u16, u16) {
        (66, self.fields.len() as u16 + 6)
    }
}
