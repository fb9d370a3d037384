//! Languages: English and Japanese. Every user-visible string comes from the translation
//! files in `assets/locales/` through rust-i18n's `t!`; this module picks the language from
//! `--lang`, then the setting, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
//!
//! `--lang` is kept process-wide (like rust-i18n's locale itself), set once by `main`, so
//! every later choice honours it without each caller carrying the flag along.

use std::sync::atomic::{AtomicU8, Ordering};

use serde::{Deserialize, Serialize};

/// The `--lang` flag: 0 when not given, else 1 + the language's index.
static FLAG: AtomicU8 = AtomicU8::new(0);

/// Records `--lang` (call once, before the app starts). `None` or `Auto`: no flag.
pub fn set_command_line(flag: Option<Language>) {
    let code = match flag {
        Some(Language::En) => 1,
        Some(Language::Ja) => 2,
        _ => 0,
    };
    FLAG.store(code, Ordering::Relaxed);
}

/// The `--lang` flag, if one was given.
pub fn command_line() -> Option<Language> {
    match FLAG.load(Ordering::Relaxed) {
        1 => Some(Language::En),
        2 => Some(Language::Ja),
        _ => None,
    }
}

/// The language setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// Follow `--lang`, then the environment's locale.
    #[default]
    Auto,
    En,
    Ja,
}

impl Language {
    /// The rust-i18n locale code.
    pub fn code(self) -> &'static str {
        match self {
            Language::Ja => "ja",
            _ => "en",
        }
    }

    /// The language a locale string such as `ja_JP.UTF-8` asks for.
    pub fn from_locale(value: &str) -> Option<Language> {
        let lower = value.to_ascii_lowercase();
        if lower.is_empty() || lower == "c" || lower == "posix" {
            None
        } else if lower.starts_with("ja") {
            Some(Language::Ja)
        } else {
            Some(Language::En)
        }
    }

    /// Picks the language: `--lang` wins (see [`set_command_line`]), then an explicit
    /// setting, then `fallback` (what `main` worked out from the flag or the locale), then
    /// the first set locale variable in `env`, else English.
    pub fn resolve(
        setting: Language,
        fallback: Option<Language>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Language {
        Language::choose(command_line(), setting, fallback, env)
    }

    /// [`Language::resolve`] with the flag passed in (pure, for tests).
    pub fn choose(
        flag: Option<Language>,
        setting: Language,
        fallback: Option<Language>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Language {
        let given = |l: Option<Language>| l.filter(|&l| l != Language::Auto);
        if let Some(l) = given(flag).or(given(Some(setting))).or(given(fallback)) {
            return l;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|var| env(var))
            .find(|v| !v.is_empty())
            .and_then(|v| Language::from_locale(&v))
            .unwrap_or(Language::En)
    }
}

thread_local! {
    /// The language this thread words things in. Per thread, not per process: each test
    /// thread, and each connection of a server, draws in its own language while others run
    /// beside it (rust-i18n's own locale is one for the whole process).
    static CURRENT: std::cell::Cell<Language> = const { std::cell::Cell::new(Language::En) };
}

/// Makes `language` the one `t!` uses from now on, on this thread.
pub fn apply(language: Language) {
    let language = if language == Language::Ja { Language::Ja } else { Language::En };
    CURRENT.with(|c| c.set(language));
}

/// The current language on this thread (for code that chooses whole texts, like the rules).
pub fn current() -> Language {
    CURRENT.with(|c| c.get())
}

/// The rust-i18n locale code of [`current`]: what [`crate::t!`] translates into.
pub fn locale_code() -> &'static str {
    current().code()
}

/// A finishing place as players say it: "1st", "2nd", "3rd", "4th" (the games have at most
/// six players), 「2位」 in Japanese.
pub fn place_name(place: usize) -> String {
    match place {
        1 => t!("place.1"),
        2 => t!("place.2"),
        3 => t!("place.3"),
        n => t!("place.n", n = n),
    }
    .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_read_as_players_say_them_and_a_result_names_its_place() {
        apply(Language::En);
        let places: Vec<String> = (1..=6).map(place_name).collect();
        assert_eq!(places, ["1st", "2nd", "3rd", "4th", "5th", "6th"]);
        let line = crate::t!("sevens.result_place", place = place_name(2), n = 4);
        assert_eq!(line, "You finished 2nd of 4.");
        let last = crate::t!("sevens.result_last", place = place_name(5), n = 5);
        assert_eq!(last, "You finished last (5th of 5).");
        apply(Language::Ja);
        assert_eq!(
            crate::t!("sevens.result_place", place = place_name(2), n = 4),
            "4人中2位でした。"
        );
        apply(Language::En);
    }

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn flag_then_setting_then_locale() {
        use Language::{Auto, En, Ja};
        let ja_env = env(&[("LANG", "ja_JP.UTF-8")]);
        // --lang beats a saved language either way round.
        assert_eq!(Language::choose(Some(Ja), En, None, &ja_env), Ja);
        assert_eq!(Language::choose(Some(En), Ja, None, &ja_env), En);
        // Without a flag the setting applies; with the setting on Auto, the locale.
        assert_eq!(Language::choose(None, En, Some(Ja), &ja_env), En);
        assert_eq!(Language::choose(None, Ja, None, &env(&[])), Ja);
        assert_eq!(Language::choose(None, Auto, Some(En), &ja_env), En);
        assert_eq!(Language::choose(Some(Auto), Auto, None, &ja_env), Ja);
        let lc_all = env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ja_JP.UTF-8")]);
        assert_eq!(Language::choose(None, Auto, None, &lc_all), En);
        assert_eq!(Language::choose(None, Auto, None, &env(&[("LANG", "C")])), En);
        assert_eq!(Language::choose(None, Auto, None, &env(&[])), En);
    }

    #[test]
    fn every_key_has_both_languages() {
        // rust-i18n falls back to English silently; a missing Japanese text would show English
        // in the Japanese UI, so check the files themselves.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/locales");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            // The strings, not the glossary (GLOSSARY.ja.md) beside them.
            if path.extension().is_none_or(|e| e != "yml") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let mut key: Option<String> = None;
            let mut langs = Vec::new();
            let check = |key: &Option<String>, langs: &Vec<String>| {
                if let Some(k) = key {
                    assert!(langs.contains(&"en".to_string()), "{path:?}: {k} lacks en");
                    assert!(langs.contains(&"ja".to_string()), "{path:?}: {k} lacks ja");
                }
            };
            for line in text.lines() {
                if line.starts_with('#') || line.starts_with("_version") || line.trim().is_empty() {
                    continue;
                }
                if !line.starts_with(' ') {
                    check(&key, &langs);
                    key = Some(line.trim_end_matches(':').to_string());
                    langs.clear();
                } else if let Some((lang, _)) = line.trim().split_once(':') {
                    langs.push(lang.to_string());
                }
            }
            check(&key, &langs);
        }
    }
}
