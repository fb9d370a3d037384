//! The Othello screen (not built yet: the menu lists it as "coming soon").

use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, hint};
use crate::catalog::GameId;
use crate::event::Msg;

/// False until this screen is built; the menu offers only playable games.
pub const PLAYABLE: bool = false;

pub struct OthelloScreen;

impl OthelloScreen {
    pub fn new(_ctx: &mut Ctx) -> OthelloScreen {
        OthelloScreen
    }
}

impl View for OthelloScreen {
    fn update(&mut self, _msg: &Msg, _ctx: &mut Ctx) -> Transition {
        Transition::Back
    }

    fn draw(&self, _frame: &mut Frame, _area: Rect, _ctx: &DrawCtx) {}

    fn hints(&self) -> Vec<KeyHint> {
        vec![hint("Esc", rust_i18n::t!("key.back"))]
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Othello)
    }
}
