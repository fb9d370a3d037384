//! `--lang` beats the saved language; without it the setting applies, and with the setting on
//! auto the flag-or-locale language the app was started with. The flag itself is process-wide
//! (set once by `main`), so here it is never set: the tests in this crate run side by side, and
//! one that set it would switch every other test's screens. Its precedence is checked through
//! `Language::choose`, the pure rule `App::language` goes through.

use asobi::i18n::{self, Language};
use asobi::storage::DataDir;
use asobi::testing::Harness;

fn menu_in(lang: Language, saved: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), saved).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).lang(lang).build();
    h.render()
}

#[test]
fn the_flag_wins_then_the_setting_then_the_locale() {
    let english = |s: &str| s.contains("Settings") && !s.contains("設定");
    let japanese = |s: &str| s.contains("設定") && !s.contains("Settings");

    // No flag: a saved language wins over the locale's.
    assert_eq!(i18n::command_line(), None, "nothing in the tests sets the flag");
    assert!(english(&menu_in(Language::Ja, "language = \"en\"\n")));
    assert!(japanese(&menu_in(Language::En, "language = \"ja\"\n")));
    // Saved "auto": the language the app was started with (from the locale).
    assert!(japanese(&menu_in(Language::Ja, "language = \"auto\"\n")));

    // `--lang ja` beats a saved English, and `--lang en` a saved Japanese.
    let no_env = |_: &str| None;
    let flag = |f, saved| Language::choose(Some(f), saved, Some(Language::En), &no_env);
    assert_eq!(flag(Language::Ja, Language::En), Language::Ja);
    assert_eq!(flag(Language::En, Language::Ja), Language::En);
    assert_eq!(flag(Language::Auto, Language::Ja), Language::Ja, "no flag: the setting");
}
