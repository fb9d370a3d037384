//! The Statistics screen: one tab per game with bar charts of wins, losses and draws per
//! level, streaks and each game's records; `r` resets everything after asking.

mod show;
mod view;

pub use show::{Row, StatsKind, StatsShow};

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::stats::Stats;

/// What the reset question ended in, worded when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notice {
    ResetDone,
    ResetKept,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Next,
    Previous,
    Move,
    Tab,
    Reset,
    Back,
    Yes,
    No,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←→", "stats.switch_game", Action::Move),
    Binding::hidden(Keys::Codes(&[KeyCode::Tab]), Action::Next),
    Binding::hidden(Keys::Codes(&[KeyCode::BackTab]), Action::Previous),
    Binding::hidden(Keys::Digits, Action::Tab),
    Binding::new(Keys::Codes(&[KeyCode::Char('r')]), "r", "key.reset", Action::Reset),
    Binding::new(
        Keys::Codes(&[KeyCode::Esc, KeyCode::Backspace, KeyCode::Enter]),
        "Esc",
        "key.back",
        Action::Back,
    ),
]);

/// While asking whether to reset: y resets, any other key keeps the statistics.
const CONFIRM_RESET: KeyMap<Action> = KeyMap(&[
    Binding::new(
        Keys::Codes(&[KeyCode::Char('y'), KeyCode::Char('Y')]),
        "y",
        "stats.reset_yes",
        Action::Yes,
    ),
    Binding::new(Keys::Codes(&[KeyCode::Char('n'), KeyCode::Esc]), "n", "key.cancel", Action::No),
]);

#[derive(Default)]
pub struct StatsScreen {
    /// Index into `GameId::ALL`.
    tab: usize,
    /// The "reset all statistics?" question is showing.
    confirming_reset: bool,
    notice: Option<Notice>,
}

impl StatsScreen {
    pub fn new() -> StatsScreen {
        StatsScreen::default()
    }

    pub(crate) fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// The game whose tab is showing.
    pub fn game(&self) -> GameId {
        GameId::ALL[self.tab]
    }

    fn step(&mut self, delta: isize) {
        let n = GameId::ALL.len() as isize;
        self.tab = (self.tab as isize + delta).rem_euclid(n) as usize;
    }
}

impl View for StatsScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.confirming_reset {
            if msg.plain_key().is_some() {
                self.confirming_reset = false;
                if CONFIRM_RESET.action(msg) == Some(Act::Plain(Action::Yes)) {
                    *ctx.stats = Stats::default();
                    self.notice = Some(Notice::ResetDone);
                } else {
                    // Any other key is a no: the question said y resets.
                    self.notice = Some(Notice::ResetKept);
                }
            }
            return Transition::Stay;
        }
        match msg {
            Msg::Key(_) => {
                let action = KEYS.action(msg);
                if msg.plain_key().is_some() {
                    self.notice = None;
                }
                match action {
                    Some(Act::Plain(Action::Back)) => return Transition::Back,
                    Some(
                        Act::Plain(Action::Next) | Act::Move(_, Direction::Right | Direction::Down),
                    ) => self.step(1),
                    Some(
                        Act::Plain(Action::Previous)
                        | Act::Move(_, Direction::Left | Direction::Up),
                    ) => self.step(-1),
                    Some(Act::Digit(_, d)) if usize::from(d) <= GameId::ALL.len() => {
                        self.tab = usize::from(d - 1)
                    }
                    Some(Act::Plain(Action::Reset)) => self.confirming_reset = true,
                    _ => {}
                }
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                if let Some(i) = view::tab_at(ctx.area, m.column, m.row) {
                    self.tab = i;
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx.stats);
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.confirming_reset { CONFIRM_RESET.own_hints() } else { KEYS.hints() }
    }

    fn min_size(&self) -> (u16, u16) {
        (70, 20)
    }
}
