//! The first question of an SSH session whose client sent no locale (`LANG` and the like):
//! English or 日本語. Both are written in their own language, so either reader finds theirs.
//! The answer becomes the player's language setting, kept in their folder, so it is asked
//! once; Esc keeps English for this session and asks again next time.

use crate::widgets::text::Fit;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders};

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::event::{Direction, Msg};
use crate::i18n::Language;
use crate::theme::THEME;
use crate::widgets::popup::centered;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Choose,
    Back,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.choose", Action::Choose),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// The languages offered, each named in itself.
const CHOICES: [(Language, &str); 2] = [(Language::En, "English"), (Language::Ja, "日本語")];

#[derive(Default)]
pub struct LanguageChoice {
    selected: usize,
}

impl View for LanguageChoice {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match KEYS.action(msg) {
            Some(Act::Move(_, d)) => {
                self.selected = if d == Direction::Up { 0 } else { 1 };
            }
            Some(Act::Plain(Action::Choose)) => {
                ctx.settings.language = CHOICES[self.selected].0;
                return Transition::Back;
            }
            Some(Act::Plain(Action::Back)) => return Transition::Back,
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, _ctx: &DrawCtx) {
        let mut lines = vec![Line::raw("")];
        for (i, (_, name)) in CHOICES.iter().enumerate() {
            let (marker, style) =
                if i == self.selected { ("▶ ", THEME.selected) } else { ("  ", THEME.text) };
            lines.push(Line::styled(format!("  {marker}{name}"), style));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled("  Enter: choose · 決定", THEME.dim));
        let rect = centered(area, 30, lines.len() as u16 + 2);
        let block = Block::default().borders(Borders::ALL).title(" Language · 言語 ");
        frame.render_widget(Fit::new(lines).block(block), rect);
    }

    fn hints(&self) -> Vec<KeyHint> {
        KEYS.hints()
    }

    fn min_size(&self) -> (u16, u16) {
        (32, 8)
    }
}
