//! Languages: English and Japanese. Every user-visible string comes from the translation
//! files in `assets/locales/` through rust-i18n's `t!`; this module picks the language from
//! the setting, `--lang`, or the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), in that order.

use serde::{Deserialize, Serialize};

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

    /// Picks the language: an explicit setting wins, then `--lang`, then the first set locale
    /// variable (the POSIX order: `LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    pub fn resolve(
        setting: Language,
        cli: Option<Language>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Language {
        if setting != Language::Auto {
            return setting;
        }
        if let Some(l) = cli.filter(|&l| l != Language::Auto) {
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

/// Makes `language` the one `t!` uses from now on.
pub fn apply(language: Language) {
    rust_i18n::set_locale(language.code());
}

/// The current language (for code that chooses whole texts, like the rules).
pub fn current() -> Language {
    if &*rust_i18n::locale() == "ja" { Language::Ja } else { Language::En }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn setting_then_flag_then_locale() {
        let ja_env = env(&[("LANG", "ja_JP.UTF-8")]);
        assert_eq!(Language::resolve(Language::En, Some(Language::Ja), &ja_env), Language::En);
        assert_eq!(Language::resolve(Language::Auto, Some(Language::En), &ja_env), Language::En);
        assert_eq!(Language::resolve(Language::Auto, None, &ja_env), Language::Ja);
        let lc_all = env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ja_JP.UTF-8")]);
        assert_eq!(Language::resolve(Language::Auto, None, &lc_all), Language::En);
        assert_eq!(Language::resolve(Language::Auto, None, &env(&[("LANG", "C")])), Language::En);
        assert_eq!(Language::resolve(Language::Auto, None, &env(&[])), Language::En);
    }

    #[test]
    fn every_key_has_both_languages() {
        // rust-i18n falls back to English silently; a missing Japanese text would show English
        // in the Japanese UI, so check the files themselves.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/locales");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
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
