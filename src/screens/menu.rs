//! The main menu: the title, the five games (those with an unfinished game
//! marked "saved game": Enter resumes it, `n` starts anew), Settings,
//! Statistics and Quit.

use crate::widgets::text::{Fit, Wrapped};
use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Screen, Transition, View};
use crate::catalog::{GameId, TITLE_ART};
use crate::event::{Direction, Msg};
use crate::theme::THEME;

/// One line of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    Game(GameId),
    /// The server's tables, to play with other people (`asobi serve` only).
    Tables,
    Settings,
    Statistics,
    Quit,
}

impl MenuItem {
    pub fn all() -> Vec<MenuItem> {
        let mut items: Vec<MenuItem> = GameId::ALL.iter().map(|&g| MenuItem::Game(g)).collect();
        items.extend([MenuItem::Settings, MenuItem::Statistics, MenuItem::Quit]);
        items
    }
}

/// The line under the list, worded when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Notice {
    /// At start-up, a saved game is selected: Enter resumes it.
    SavedWaiting,
    /// Esc on the menu: q is the way out.
    PressQ,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Choose,
    NewGame,
    Jump,
    Back,
    Yes,
    No,
}

/// Keys on a game with no saved game, or on Settings, Statistics and Quit.
const CHOOSE: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.choose", Action::Choose),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(Keys::Digits, "1-8", "key.jump", Action::Jump),
    Binding::hidden(keymap::BACK, Action::Back),
]);

/// Keys on a game with a saved game: Enter resumes it, `n` asks to start anew.
const RESUME: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.resume", Action::Choose),
    Binding::new(Keys::Codes(&[KeyCode::Char('n')]), "n", "key.new_game", Action::NewGame),
    Binding::new(Keys::Digits, "1-8", "key.jump", Action::Jump),
    Binding::hidden(keymap::BACK, Action::Back),
]);

/// Keys while asking whether to discard a saved game.
const CONFIRM_NEW: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[KeyCode::Char('y'), KeyCode::Enter]), "y", "key.yes", Action::Yes),
    Binding::new(Keys::Codes(&[KeyCode::Char('n'), KeyCode::Esc]), "n", "key.no", Action::No),
]);

pub struct MenuScreen {
    items: Vec<MenuItem>,
    selected: usize,
    notice: Option<Notice>,
    /// Games with a saved unfinished game (kept current by the app).
    saved: Vec<GameId>,
    /// `n` was pressed on a game with a save: asking before that game is discarded.
    confirm_new: Option<GameId>,
}

impl Default for MenuScreen {
    fn default() -> Self {
        Self::new()
    }
}

/// Where the title and each item are drawn (shared by drawing and clicks).
fn layout(area: Rect, items: usize) -> (Rect, Vec<Rect>) {
    let title_h = TITLE_ART.lines().count() as u16 + 2;
    // The title, the list and a row for a notice, centred as one block: on a big terminal the
    // menu stands in the middle rather than at the top over empty rows.
    let [title, list, notice] = Layout::vertical([
        Constraint::Length(title_h),
        Constraint::Length(items as u16 + 2),
        Constraint::Length(2),
    ])
    .flex(ratatui::layout::Flex::Center)
    .areas(area);
    let _ = notice;
    let width = 52.min(list.width);
    let x = list.x + (list.width - width) / 2;
    let rows = (0..items as u16)
        .map(|i| Rect::new(x, list.y + 1 + i, width, 1).intersection(area))
        .collect();
    (title, rows)
}

impl MenuScreen {
    pub fn new() -> MenuScreen {
        MenuScreen {
            items: MenuItem::all(),
            selected: 0,
            notice: None,
            saved: Vec::new(),
            confirm_new: None,
        }
    }

    /// The menu at start-up: with saved games, the first is selected and a notice offers it.
    pub fn with_saved(saved: Vec<GameId>) -> MenuScreen {
        let mut menu = MenuScreen::new();
        if let Some(&first) = saved.first() {
            menu.selected =
                menu.items.iter().position(|&i| i == MenuItem::Game(first)).unwrap_or(0);
            menu.notice = Some(Notice::SavedWaiting);
        }
        menu.saved = saved;
        menu
    }

    /// Over `asobi serve`: the Tables entry follows the games.
    pub fn set_tables(&mut self, on: bool) {
        self.items.retain(|&i| i != MenuItem::Tables);
        if on {
            self.items.insert(GameId::ALL.len(), MenuItem::Tables);
        }
    }

    /// Which games have a saved game to resume.
    /// Puts the cursor on `item`, if the menu has it.
    pub fn select(&mut self, item: MenuItem) {
        if let Some(i) = self.items.iter().position(|&i| i == item) {
            self.selected = i;
        }
    }

    pub fn set_saved(&mut self, saved: Vec<GameId>) {
        self.saved = saved;
    }

    fn has_save(&self, item: MenuItem) -> bool {
        matches!(item, MenuItem::Game(g) if self.saved.contains(&g))
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        if self.has_save(self.selected()) { &RESUME } else { &CHOOSE }
    }

    /// The highlighted item.
    pub fn selected(&self) -> MenuItem {
        self.items[self.selected]
    }

    fn step(&mut self, delta: isize) {
        let n = self.items.len() as isize;
        let mut i = self.selected as isize;
        i = (i + delta).rem_euclid(n);
        self.selected = i as usize;
    }

    /// Opens the item at `index`; for a game, resumes its saved game unless `fresh`.
    fn choose(&mut self, index: usize, fresh: bool, ctx: &mut Ctx) -> Transition {
        let item = self.items[index];
        self.selected = index;
        match item {
            MenuItem::Game(g) => Transition::Goto(Screen::choose_game(g, fresh, ctx)),
            MenuItem::Tables => match super::tables::TablesScreen::open(ctx) {
                Some(screen) => Transition::Goto(screen),
                None => Transition::Stay,
            },
            MenuItem::Settings => {
                Transition::Goto(Screen::Settings(super::settings::SettingsScreen::new()))
            }
            MenuItem::Statistics => {
                Transition::Goto(Screen::Stats(super::stats::StatsScreen::new()))
            }
            MenuItem::Quit => Transition::Quit,
        }
    }
}

impl View for MenuScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Key(_) if self.confirm_new.is_some() => {
                let Some(action) = CONFIRM_NEW.action(msg) else { return Transition::Stay };
                let index = self.selected;
                self.confirm_new = None;
                match action {
                    Act::Plain(Action::Yes) => self.choose(index, true, ctx),
                    _ => Transition::Stay,
                }
            }
            Msg::Key(_) => {
                let action = self.keymap().action(msg);
                self.notice = None;
                match action {
                    Some(Act::Move(_, Direction::Up)) => self.step(-1),
                    Some(Act::Move(_, Direction::Down)) => self.step(1),
                    Some(Act::Plain(Action::Choose)) => {
                        return self.choose(self.selected, false, ctx);
                    }
                    Some(Act::Plain(Action::NewGame)) => match self.selected() {
                        MenuItem::Game(g) if self.has_save(self.selected()) => {
                            self.confirm_new = Some(g)
                        }
                        MenuItem::Game(_) => return self.choose(self.selected, true, ctx),
                        _ => {}
                    },
                    Some(Act::Digit(_, d)) => {
                        let i = usize::from(d - 1);
                        if i < self.items.len() {
                            return self.choose(i, false, ctx);
                        }
                    }
                    Some(Act::Plain(Action::Back)) => self.notice = Some(Notice::PressQ),
                    _ => {}
                }
                Transition::Stay
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let (_, rows) = layout(ctx.area, self.items.len());
                match rows.iter().position(|r| r.contains((m.column, m.row).into())) {
                    Some(i) => self.choose(i, false, ctx),
                    None => Transition::Stay,
                }
            }
            _ => Transition::Stay,
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, _ctx: &DrawCtx) {
        let (title, rows) = layout(area, self.items.len());
        // Pad the art to one width so centring keeps its lines aligned.
        let art_w = TITLE_ART.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        let art: Vec<Line> =
            TITLE_ART.lines().map(|l| Line::styled(format!("{l:<art_w$}"), THEME.title)).collect();
        let mut lines = vec![Line::default()];
        lines.extend(art);
        lines.push(Line::styled(t!("menu.subtitle"), THEME.dim));
        frame.render_widget(Fit::new(lines).centered(), title);
        for (i, (item, rect)) in self.items.iter().zip(&rows).enumerate() {
            let label = match item {
                // In English the Japanese name stands beside; in Japanese it is the name.
                MenuItem::Game(g) if g.name() == g.title() => {
                    format!("{}  {}", g.title(), g.japanese())
                }
                MenuItem::Game(g) => g.name().into_owned(),
                MenuItem::Tables => t!("menu.tables").into_owned(),
                MenuItem::Settings => t!("menu.settings").into_owned(),
                MenuItem::Statistics => t!("menu.statistics").into_owned(),
                MenuItem::Quit => t!("menu.quit").into_owned(),
            };
            let style = if i == self.selected { THEME.selected } else { THEME.text };
            let marker = if i == self.selected { "▶ " } else { "  " };
            let mut spans = vec![Span::styled(format!("{marker}{}. {label}", i + 1), style)];
            if self.has_save(*item) {
                spans.push(Span::styled(format!("  · {}", t!("menu.saved_tag")), THEME.highlight));
            }
            frame.render_widget(Fit::line(Line::from(spans)), *rect);
        }
        let line = match (self.confirm_new, self.notice) {
            (Some(g), _) => Some(t!("menu.discard_save", game = g.name())),
            (None, Some(Notice::SavedWaiting)) => Some(t!("menu.saved_waiting")),
            (None, Some(Notice::PressQ)) => Some(t!("menu.press_q")),
            (None, None) => None,
        };
        if let (Some(text), Some(last)) = (line, rows.last()) {
            let r = Rect::new(area.x, last.y + 2, area.width, 1).intersection(area);
            frame.render_widget(Wrapped::line(Line::styled(text, THEME.warning)).centered(), r);
        }
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.confirm_new.is_some() {
            return CONFIRM_NEW.own_hints();
        }
        let mut hints = self.keymap().hints();
        // With the Tables entry there are nine lines to jump to.
        if self.items.len() == 9 {
            hints.iter_mut().filter(|h| h.key == "1-8").for_each(|h| h.key = "1-9");
        }
        hints
    }

    fn min_size(&self) -> (u16, u16) {
        (54, 20)
    }
}
