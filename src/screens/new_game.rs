//! The choices a game starts with, asked where it starts: a small dialog over the menu with
//! the game's own options (level, colour or who moves first, number of players), pre-filled
//! from the settings. Enter starts the game with them and keeps them as the settings, so
//! "play again" and the next visit start the same way; Esc goes back to the menu.

use crossterm::event::{MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::keymap::{self, Act, Binding, KeyMap};
use super::registry;
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
}

/// The keys every dialog has, shown before a game's own.
const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.change", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.start", Action::Start),
]);

/// The way back, shown after a game's own keys.
const BACK: KeyMap<Action> = KeyMap(&[Binding::new(keymap::BACK, "Esc", "key.back", Action::Back)]);

/// A game's own keys in its new-game dialog, each opening a screen of the game's (its kept
/// records, a position editor), and the dialog's line about them. A game lists them
/// through its definition (`GameScreen::NEW_GAME_KEYS`).
pub struct DialogKeys {
    pub keys: KeyMap<fn(&mut Ctx) -> Transition>,
    /// The line's translation key.
    pub hint: &'static str,
}

pub struct NewGameScreen {
    game: GameId,
    /// The chosen row, by field: rows come and go as choices change (a level asked only
    /// with some seats), and the cursor stays on the row being changed.
    selected: Field,
}

impl NewGameScreen {
    pub fn new(game: GameId) -> NewGameScreen {
        NewGameScreen { game, selected: game_fields(game)[0] }
    }

    /// The game's own keys, if it has any.
    fn own_keys(&self) -> Option<&'static DialogKeys> {
        registry::entry(self.game).new_game_keys()
    }

    /// The rows shown: the game's options that apply with the current choices.
    fn fields(&self, settings: &crate::settings::Settings) -> Vec<Field> {
        game_fields(self.game).into_iter().filter(|f| f.applies(settings)).collect()
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
        if let Some(own) = self.own_keys() {
            lines.push(Line::styled(crate::t!(own.hint), THEME.dim));
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
        if let Some(Act::Plain(open)) = self.own_keys().and_then(|own| own.keys.action(msg)) {
            return open(ctx);
        }
        match msg {
            Msg::Key(_) => match KEYS.action(msg).or_else(|| BACK.action(msg)) {
                Some(Act::Move(_, Direction::Up)) => self.selected = fields[(i + n - 1) % n],
                Some(Act::Move(_, Direction::Down)) => self.selected = fields[(i + 1) % n],
                Some(Act::Move(_, Direction::Left)) => fields[i].adjust(ctx.settings, -1),
                Some(Act::Move(_, Direction::Right)) => fields[i].adjust(ctx.settings, 1),
                Some(Act::Plain(Action::Start)) => return self.start(ctx),
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                _ => {}
            },
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let draw = DrawCtx {
                    settings: ctx.settings,
                    stats: ctx.stats,
                    seed: ctx.seeds.shown(),
                    hidden: None,
                };
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
        let own = self.own_keys().map(|own| own.keys.own_hints()).unwrap_or_default();
        [KEYS.own_hints(), own, BACK.hints()].concat()
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
