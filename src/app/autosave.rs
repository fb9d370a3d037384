//! After every message: add the games that ended to the statistics, record the active game's state in its save slot, keep the menu's
//! "saved game" marks current, and write the slots out when the player leaves a game or the
//! program (see `saves.rs` for why not after every move).

use super::{App, Overlay};
use crate::screens::Screen;

impl App {
    pub(super) fn after_update(&mut self) {
        for result in self.results.drain(..) {
            self.stats.add(result);
        }
        if let Some(game) = self.screen().game() {
            let seed = (self.seeds.shown(), self.seeds.position(&self.rng));
            self.saves.record(game.id(), seed, game.save_state());
        }
        if self.quit || self.screen().view().game().is_none() {
            let failures = self.saves.flush();
            self.warn_save_failures(failures);
        }
        let rejected = self.saves.take_rejections();
        if !rejected.is_empty() {
            self.overlay = Some(Overlay::Warnings(rejected));
        }
        let saved = self.saves.games();
        if let Some(Screen::Menu(menu)) = self.screens.last_mut() {
            menu.set_saved(saved);
        }
    }

    /// Writes any saved game not yet on disk (the terminal calls this on the way out).
    pub fn flush_saves(&mut self) -> Vec<String> {
        self.saves.flush()
    }

    /// A handle the signal thread uses to write saved games before the process exits.
    pub fn save_flusher(&self) -> crate::saves::Flusher {
        self.saves.flusher()
    }
}
