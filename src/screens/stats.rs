//! The Statistics screen: one tab per game with bar charts of wins, losses and draws per
//! level, streaks and each game's records; `r` resets everything after asking.

mod view;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, hint};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::stats::Stats;

#[derive(Default)]
pub struct StatsScreen {
    /// Index into `GameId::ALL`.
    tab: usize,
    /// The "reset all statistics?" question is showing.
    confirming_reset: bool,
    message: Option<String>,
}

impl StatsScreen {
    pub fn new() -> StatsScreen {
        StatsScreen::default()
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
            match msg.plain_key() {
                Some(KeyCode::Char('y' | 'Y')) => {
                    *ctx.stats = Stats::default();
                    self.confirming_reset = false;
                    self.message = Some(t!("stats.reset_done").into_owned());
                }
                Some(_) => {
                    self.confirming_reset = false;
                    self.message = Some(t!("stats.reset_kept").into_owned());
                }
                None => {}
            }
            return Transition::Stay;
        }
        match msg {
            Msg::Key(_) => {
                let Some(code) = msg.plain_key() else { return Transition::Stay };
                self.message = None;
                match (code, Direction::from_key(code)) {
                    (KeyCode::Esc | KeyCode::Enter | KeyCode::Backspace, _) => {
                        return Transition::Back;
                    }
                    (KeyCode::Tab, _) | (_, Some(Direction::Right | Direction::Down)) => {
                        self.step(1)
                    }
                    (KeyCode::BackTab, _) | (_, Some(Direction::Left | Direction::Up)) => {
                        self.step(-1)
                    }
                    (KeyCode::Char(c @ '1'..='5'), _) => self.tab = usize::from(c as u8 - b'1'),
                    (KeyCode::Char('r'), _) => self.confirming_reset = true,
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
        if self.confirming_reset {
            return vec![hint("y", t!("stats.reset_yes")), hint("n", t!("key.cancel"))];
        }
        vec![
            hint("←→", t!("stats.switch_game")),
            hint("r", t!("key.reset")),
            hint("Esc", t!("key.back")),
        ]
    }

    fn min_size(&self) -> (u16, u16) {
        (70, 20)
    }
}
