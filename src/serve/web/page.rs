//! The page: HTML, CSS and JavaScript of the project's own, embedded in the binary. The HTML
//! is worded on the way out, in the browser's language (`Accept-Language`), from the locale
//! files; nothing is loaded from anywhere but this server (the Content-Security-Policy says
//! so to the browser too).

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};

use crate::i18n::Language;

const INDEX: &str = include_str!("../../../assets/web/index.html");
const SCRIPT: &str = include_str!("../../../assets/web/page.js");
const STYLE: &str = include_str!("../../../assets/web/page.css");

/// The page's words, by their key in `assets/locales/web.yml` (`{{web.name}}` in the HTML).
const WORDS: [&str; 17] = [
    "web.title",
    "web.name",
    "web.password",
    "web.password_hint",
    "web.keep",
    "web.new_password",
    "web.again",
    "web.enter",
    "web.lost",
    "web.play_again",
    "web.log_out",
    "web.keys",
    "web.ended",
    "web.wrong",
    "web.differ",
    "web.banned",
    "web.name_empty",
];

/// The browser's language: the first of `Accept-Language` that asobi speaks, else English.
pub fn language(headers: &HeaderMap) -> Language {
    let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    accepted
        .unwrap_or("")
        .split(',')
        .map(|tag| tag.split(';').next().unwrap_or("").trim())
        .find(|tag| tag.starts_with("ja") || tag.starts_with("en"))
        .and_then(Language::from_locale)
        .unwrap_or(Language::En)
}

/// The headers every answer carries: only this server's own scripts, styles and socket; the
/// page never framed by another site; no address leaked onwards.
fn guarded(body: String, content_type: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    let set = |headers: &mut HeaderMap, name, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(headers, header::CONTENT_TYPE, content_type);
    set(
        headers,
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
         img-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::REFERRER_POLICY, "no-referrer");
    set(headers, header::CACHE_CONTROL, "no-cache");
    response
}

/// The page, worded in the browser's language.
pub fn worded(lang: Language) -> String {
    crate::i18n::apply(lang);
    let mut html = INDEX.replace("{{lang}}", lang.code());
    for key in WORDS {
        let text = crate::_rust_i18n_t!(key, locale = crate::i18n::locale_code());
        html = html.replace(&format!("{{{{{key}}}}}"), &escape(&text));
    }
    html
}

/// Text made safe inside HTML (an element's text or an attribute's value).
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

pub async fn index(headers: HeaderMap) -> Response {
    guarded(worded(language(&headers)), "text/html; charset=utf-8")
}

pub async fn script() -> Response {
    guarded(SCRIPT.to_string(), "text/javascript; charset=utf-8")
}

pub async fn style() -> Response {
    guarded(STYLE.to_string(), "text/css; charset=utf-8")
}

/// The page's size in bytes, all three files (the README states it).
#[cfg(test)]
fn size() -> usize {
    INDEX.len() + SCRIPT.len() + STYLE.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_worded_in_the_browsers_language_with_no_key_left() {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("fr, ja-JP;q=0.8"));
        assert_eq!(language(&headers), Language::Ja);
        assert_eq!(language(&HeaderMap::new()), Language::En);
        let ja = worded(Language::Ja);
        assert!(ja.contains("名前") && ja.contains("lang=\"ja\""), "{ja}");
        let en = worded(Language::En);
        assert!(!en.contains("{{"), "a word is missing: {en}");
        // Small, and self-contained: nothing from another host.
        assert!(size() < 24_000, "{}", size());
        for text in [INDEX, SCRIPT, STYLE] {
            assert!(!text.contains("http://") && !text.contains("https://"));
        }
    }
}
