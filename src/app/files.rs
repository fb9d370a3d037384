//! Writing settings and statistics after a change, and what is said when that fails.

use super::{App, Overlay, SETTINGS_FILE, STATS_FILE};
use crate::records::RECORDS_FILE;
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
        // The file shows every game's section, its defaults included.
        let games = crate::screens::registry::game_options;
        if self.settings != settings
            && let Err(e) =
                self.data.save_toml(SETTINGS_FILE, &self.settings.with_every_section(&games()))
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

    /// What tells whether the kept games changed: records are only ever added.
    pub(super) fn records_mark(&self) -> u64 {
        self.library.records.added
    }

    /// Writes the kept games when a message added one, and the files the player exported
    /// (whose text also goes to the terminal's clipboard).
    pub(super) fn save_records(&mut self, before: u64) {
        let mut failures = Vec::new();
        let exports = std::mem::take(&mut self.library.exports);
        if let Some(last) = exports.last() {
            self.clipboard = Some(last.text.clone());
        }
        if self.data.is_in_memory() {
            return;
        }
        if self.records_mark() != before
            && let Err(e) = self.data.save_json(RECORDS_FILE, &self.library.records)
        {
            failures.push(e);
        }
        for export in exports {
            if let Err(e) = self.data.save_text(&export.file, &export.text) {
                failures.push(e);
            }
        }
        self.warn_save_failures(failures);
    }

    /// Text waiting for the terminal's clipboard, taken once.
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
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
