//! `--lang` beats the saved language; without it the setting applies, and with the setting on
//! auto the flag-or-locale language the app was started with. One test: the flag and the
//! language are process-wide.

use asobi::i18n::{self, Language};
use asobi::storage::DataDir;
use asobi::testing::Harness;

fn menu_in(lang: Language, saved: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), saved).unwrap();
    let mut h = Harness::new_in(lang, DataDir::at(dir.path()), 1, None, 100, 30);
    h.render()
}

#[test]
fn the_flag_wins_then_the_setting_then_the_locale() {
    let english = |s: &str| s.contains("Settings") && !s.contains("設定");
    let japanese = |s: &str| s.contains("設定") && !s.contains("Settings");

    // No flag: a saved language wins over the locale's.
    i18n::set_command_line(None);
    assert!(english(&menu_in(Language::Ja, "language = \"en\"\n")));
    assert!(japanese(&menu_in(Language::En, "language = \"ja\"\n")));
    // Saved "auto": the language the app was started with (from the locale).
    assert!(japanese(&menu_in(Language::Ja, "language = \"auto\"\n")));

    // `--lang ja` beats a saved English, and `--lang en` a saved Japanese.
    i18n::set_command_line(Some(Language::Ja));
    assert_eq!(i18n::command_line(), Some(Language::Ja));
    assert!(japanese(&menu_in(Language::En, "language = \"en\"\n")));
    i18n::set_command_line(Some(Language::En));
    assert!(english(&menu_in(Language::Ja, "language = \"ja\"\n")));
    i18n::set_command_line(None);
}
