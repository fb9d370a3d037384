//! The choices a game starts with, asked where it starts: a small dialog over the menu with
//! the game's own options (level, colour or who moves first, number of players), pre-filled
//! from the settings. Enter starts the game with them and keeps them as the settings, so
//! "play again" and the next visit start the same way; Esc goes back to the menu.

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::settings::fields::{Field, game_fields};
use super::{Ctx, DrawCtx, KeyHint, Screen, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::theme::THEME;
use crate::widgets::popup::Dialog;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Start,
    Back,
    /// Othello: the records of finished games (and importing a transcript).
    Records,
    /// Othello: set up a position to play from.
    SetUp,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.change", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.start", Action::Start),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Othello's dialog also leads to the records and the position editor.
const OTHELLO_KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.change", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.start", Action::Start),
    Binding::new(Keys::Codes(&[KeyCode::Char('r')]), "r", "key.records", Action::Records),
    Binding::new(Keys::Codes(&[KeyCode::Char('e')]), "e", "key.set_up", Action::SetUp),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

pub struct NewGameScreen {
    game: GameId,
    /// The chosen row, by field: rows come and go as choices change (Othello's levels), and
    /// the cursor stays on the row being changed.
    selected: Field,
}

impl NewGameScreen {
    pub fn new(game: GameId) -> NewGameScreen {
        NewGameScreen { game, selected: game_fields(game)[0] }
    }

    fn keys(&self) -> &'static KeyMap<Action> {
        if self.game == GameId::Othello { &OTHELLO_KEYS } else { &KEYS }
    }

    /// The rows shown: the game's options that apply with the current choices.
    fn fields(&self, settings: &crate::settings::Settings) -> Vec<Field> {
        game_fields(self.game).iter().copied().filter(|f| f.applies(settings)).collect()
    }

    /// The chosen row's index among those shown (the first if it is no longer shown).
    fn selected_index(&self, fields: &[Field]) -> usize {
        fields.iter().position(|&f| f == self.selected).unwrap_or(0)
    }

    fn dialog(&self, ctx: &DrawCtx) -> Dialog<'static> {
        let fields = self.fields(ctx.settings);
        let chosen_row = self.selected_index(&fields);
        let mut lines: Vec<Line> = fields
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let chosen = i == chosen_row;
                let (marker, style) =
                    if chosen { ("▶ ", THEME.selected) } else { ("  ", THEME.text) };
                // The settings name the game in each label; here the title already does.
                let label = f.label();
                let label = label.split_once(['：', ':']).map_or(label.as_ref(), |(_, l)| l.trim());
                Line::from(vec![
                    Span::styled(
                        format!("{marker}{}", crate::t!("new_game.row", label = label)),
                        style,
                    ),
                    Span::styled(format!("◀ {} ▶", f.value(ctx.settings)), style),
                ])
            })
            .collect();
        lines.push(Line::default());
        lines.push(Line::styled(crate::t!("new_game.start_hint"), THEME.dim));
        if self.game == GameId::Othello {
            lines.push(Line::styled(crate::t!("new_game.othello_study_hint"), THEME.dim));
        }
        Dialog { title: crate::t!("new_game.title", game = self.game.name()), lines, scroll: None }
    }

    /// The rows of the options inside the dialog drawn in `area` (for clicks).
    fn rows(&self, area: Rect, ctx: &DrawCtx) -> Vec<Rect> {
        let inner = self.dialog(ctx).area(area);
        (0..self.fields(ctx.settings).len() as u16)
            .map(|i| Rect::new(inner.x + 2, inner.y + 1 + i, inner.width.saturating_sub(4), 1))
            .collect()
    }

    fn start(&self, ctx: &mut Ctx) -> Transition {
        Transition::Replace(Screen::open_game(self.game, true, ctx))
    }
}

impl View for NewGameScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        let fields = self.fields(ctx.settings);
        let (n, i) = (fields.len(), self.selected_index(&fields));
        match msg {
            Msg::Key(_) => match self.keys().action(msg) {
                Some(Act::Move(_, Direction::Up)) => self.selected = fields[(i + n - 1) % n],
                Some(Act::Move(_, Direction::Down)) => self.selected = fields[(i + 1) % n],
                Some(Act::Move(_, Direction::Left)) => fields[i].adjust(ctx.settings, -1),
                Some(Act::Move(_, Direction::Right)) => fields[i].adjust(ctx.settings, 1),
                Some(Act::Plain(Action::Start)) => return self.start(ctx),
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                Some(Act::Plain(Action::Records)) => {
                    let records = super::othello::records::RecordsScreen::new(ctx);
                    return Transition::Goto(Screen::Page(Box::new(records)));
                }
                Some(Act::Plain(Action::SetUp)) => {
                    let editor = super::othello::editor::EditorScreen::new();
                    return Transition::Replace(Screen::Page(Box::new(editor)));
                }
                _ => {}
            },
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let draw =
                    DrawCtx { settings: ctx.settings, stats: ctx.stats, seed: ctx.seeds.shown() };
                let rows = self.rows(ctx.area, &draw);
                if let Some(row) = rows.iter().position(|r| r.contains((m.column, m.row).into())) {
                    if fields[row] == self.selected {
                        fields[row].adjust(ctx.settings, 1);
                    }
                    self.selected = fields[row];
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let dialog = self.dialog(ctx);
        let at = dialog.area(area);
        frame.render_widget(&dialog, at);
    }

    fn hints(&self) -> Vec<KeyHint> {
        self.keys().hints()
    }

    fn game(&self) -> Option<GameId> {
        Some(self.game)
    }

    fn min_size(&self) -> (u16, u16) {
        (40, 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_asks_for_at_least_one_option() {
        for &game in GameId::ALL {
            assert!(!game_fields(game).is_empty(), "{game:?}");
        }
    }
}
