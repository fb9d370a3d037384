//! Writing settings and statistics after a change, and what is said when that fails.

use super::{App, Overlay, SETTINGS_FILE, STATS_FILE};
use crate::settings::Settings;
use crate::stats::Stats;

impl App {
    /// Saves settings and statistics that the last message changed.
    pub(super) fn save_changes(&mut self, (settings, stats): (Settings, Stats)) {
        self.apply_card_style_auto();
        if self.settings.language != settings.language {
            self.apply_language();
        }
        if self.data.is_in_memory() {
            // Nowhere to save: the start-up warning already said so.
            return;
        }
        let mut failures = Vec::new();
        if self.settings != settings
            && let Err(e) = self.data.save_toml(SETTINGS_FILE, &self.settings)
        {
            failures.push(e);
        }
        if self.stats != stats
            && let Err(e) = self.data.save_toml(STATS_FILE, &self.stats)
        {
            failures.push(e);
        }
        self.warn_save_failures(failures);
    }

    /// Shows file-saving failures once a session, not after every change.
    pub(super) fn warn_save_failures(&mut self, mut failures: Vec<String>) {
        if !failures.is_empty() && !self.save_warned {
            self.save_warned = true;
            failures.push(crate::t!("warn.session_only").into_owned());
            self.overlay = Some(Overlay::Warnings(failures));
        }
    }
}
