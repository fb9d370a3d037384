//! The web's way in, by SSH's keyboard-interactive rules (`handler/login.rs`): a claimed
//! name needs its own password; a free one the server's password (none with `--open`), and
//! may be claimed with a password of its own, typed twice. Wrong passwords cost the address
//! what they cost over SSH (`penalty.rs`). A login gives an HttpOnly, SameSite=Strict cookie
//! holding a random token: no secret ever travels in a URL, and no other site can use it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use serde::Deserialize;

use super::{Peer, Web};
use crate::i18n::Language;
use crate::serve::access::{Access, BadName, NAME_CHARS, Name};
use crate::serve::accounts::{self, Holder};

/// The cookie's name.
pub const COOKIE: &str = "asobi_session";

/// Logins kept at most (the oldest is forgotten first): a token costs a few bytes, and only
/// the right password makes one.
const MAX_LOGINS: usize = 4096;

/// What the login form sends. Anything else in it is refused.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Form {
    name: String,
    password: String,
    /// A password to keep a free name with (empty: play it unclaimed), and again.
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    again: String,
}

/// One logged-in browser.
#[derive(Clone, Debug)]
pub struct Login {
    pub name: Name,
    last_used: Instant,
}

/// The tokens given out, each to one name.
pub struct Logins {
    /// A token unused this long is forgotten (the session's idle limit).
    keep: Duration,
    tokens: Mutex<HashMap<String, Login>>,
}

impl Logins {
    pub fn new(keep: Duration) -> Logins {
        Logins { keep, tokens: Mutex::default() }
    }

    /// A new token for `name`: 32 random bytes from the operating system's generator.
    fn issue(&self, name: Name) -> String {
        let bytes: [u8; 32] = rand::random();
        let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
        let mut tokens = self.tokens.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        tokens.retain(|_, l| now.duration_since(l.last_used) < self.keep);
        if tokens.len() >= MAX_LOGINS
            && let Some(oldest) = tokens.iter().min_by_key(|(_, l)| l.last_used).map(|(t, _)| t)
        {
            let oldest = oldest.clone();
            tokens.remove(&oldest);
        }
        tokens.insert(token.clone(), Login { name, last_used: now });
        token
    }

    /// Forgets `token` (a log-out): the login it was, if it was one.
    fn forget(&self, token: &str) -> Option<Login> {
        self.tokens.lock().unwrap_or_else(PoisonError::into_inner).remove(token)
    }

    /// The login a request's cookie holds, if it holds a live one.
    pub fn find(&self, headers: &HeaderMap) -> Option<Login> {
        let token = cookie(headers)?;
        let mut tokens = self.tokens.lock().unwrap_or_else(PoisonError::into_inner);
        let login = tokens.get_mut(&token)?;
        if login.last_used.elapsed() >= self.keep {
            tokens.remove(&token);
            return None;
        }
        login.last_used = Instant::now();
        Some(login.clone())
    }
}

/// The session token in a request's `Cookie` header.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.to_string())
}

/// Whether a request's `Origin` (when it has one) is this server's own page: the address
/// the browser asked for (`Host`). A form posted from another site is not.
pub fn same_origin(headers: &HeaderMap, required: bool) -> bool {
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    match (headers.get(header::ORIGIN).map(|v| v.to_str()), host) {
        (None, _) => !required,
        (Some(Ok(origin)), Some(host)) => {
            origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://")) == Some(host)
        }
        _ => false,
    }
}

/// An answer with a message for the page to show, worded in `lang` as it is made: the
/// language `t!` uses is per thread, and a handler may have moved between threads (or shared
/// one with other pages' handlers) at each `.await` since it began.
fn refused(status: StatusCode, lang: Language, message: impl FnOnce() -> String) -> Response {
    crate::i18n::apply(lang);
    (status, Json(serde_json::json!({ "error": message() }))).into_response()
}

/// `POST /login`.
pub async fn login(
    State(web): State<Arc<Web>>,
    axum::Extension(Peer(peer)): axum::Extension<Peer>,
    headers: HeaderMap,
    form: Result<Json<Form>, axum::extract::rejection::JsonRejection>,
) -> Response {
    if !same_origin(&headers, false) {
        return StatusCode::FORBIDDEN.into_response();
    }
    let lang = super::page::language(&headers);
    let Ok(Json(form)) = form else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let shared = &web.shared;
    if let Some(left) = shared.penalties.banned(peer.ip(), Instant::now()) {
        tracing::warn!(%peer, seconds_left = left.as_secs(), "web login refused: address banned");
        return refused(StatusCode::TOO_MANY_REQUESTS, lang, || t!("web.banned").into());
    }
    let name = match Name::parse(&form.name) {
        Ok(name) => name,
        Err(bad) => {
            let text = || match bad {
                BadName::Empty => t!("web.name_empty").into(),
                BadName::Control => t!("web.name_control").into(),
                BadName::TooLong => t!("web.name_long", max = NAME_CHARS).into(),
            };
            return refused(StatusCode::BAD_REQUEST, lang, text);
        }
    };
    let user = name.shown.clone();
    let wrong = || async {
        let verdict = shared.penalties.failed(peer.ip(), Instant::now());
        tracing::warn!(%peer, user, failures = verdict.failures, "web login refused: wrong password");
        if let Some(ban) = verdict.banned {
            let seconds = ban.as_secs();
            tracing::warn!(%peer, seconds, "limit hit: address refused after too many wrong passwords");
        }
        tokio::time::sleep(verdict.delay).await;
        refused(StatusCode::FORBIDDEN, lang, || t!("web.wrong").into())
    };
    let folder = name.folder.clone();
    let holder = blocking(&web, move |a| a.holder(&folder)).await;
    let ok = match holder {
        Some(Holder::Password(hash)) => {
            let given = form.password.clone();
            blocking(&web, move |_| accounts::verify(&hash, &given)).await == Some(true)
        }
        Some(Holder::Key(_)) => {
            let text = || t!("web.key_held", name = name.shown).into();
            return refused(StatusCode::FORBIDDEN, lang, text);
        }
        None => {
            return refused(StatusCode::SERVICE_UNAVAILABLE, lang, || {
                t!("serve.accounts_unusable").into()
            });
        }
        Some(Holder::Free) => {
            let door = match &shared.access {
                Access::Password(_) => shared.access.password_ok(&form.password),
                Access::Open => true,
                Access::Keys(_) => false,
            };
            if door && !form.new_password.is_empty() {
                if form.new_password != form.again {
                    return refused(StatusCode::BAD_REQUEST, lang, || t!("web.differ").into());
                }
                let (claimed, password) = (name.clone(), form.new_password.clone());
                let done = blocking(&web, move |a| a.claim_password(&claimed, &password)).await;
                match done {
                    Some(Ok(true)) => {
                        tracing::info!(%peer, name = user, "name claimed with a password");
                    }
                    Some(Ok(false)) => {
                        let text = || t!("web.taken", name = name.shown).into();
                        return refused(StatusCode::CONFLICT, lang, text);
                    }
                    _ => {
                        let text = || t!("serve.accounts_unusable").into();
                        return refused(StatusCode::SERVICE_UNAVAILABLE, lang, text);
                    }
                }
            }
            door
        }
    };
    if !ok {
        return wrong().await;
    }
    tracing::info!(%peer, user, method = "web", "logged in");
    let token = web.logins.issue(name);
    with_cookie(&headers, &token, "")
}

/// `POST /logout`: this browser's token is forgotten and its cookie expires, so whoever uses
/// the browser next must log in again. The page offers it once the session has ended.
pub async fn logout(
    State(web): State<Arc<Web>>,
    axum::Extension(Peer(peer)): axum::Extension<Peer>,
    headers: HeaderMap,
) -> Response {
    if !same_origin(&headers, false) {
        return StatusCode::FORBIDDEN.into_response();
    }
    if let Some(login) = cookie(&headers).and_then(|token| web.logins.forget(&token)) {
        tracing::info!(%peer, user = login.name.shown, method = "web", "logged out");
    }
    with_cookie(&headers, "", "; Max-Age=0")
}

/// An empty answer setting the session cookie to `token` (`extra`: more attributes).
/// `Secure` when the page came through a TLS proxy (which says so), so the cookie never
/// travels in the clear; a loopback test over plain HTTP still gets one.
fn with_cookie(headers: &HeaderMap, token: &str, extra: &str) -> Response {
    let secure = headers
        .get("x-forwarded-proto")
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"));
    let secure = if secure { "; Secure" } else { "" };
    let cookie = format!("{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict{secure}{extra}");
    let mut response = StatusCode::NO_CONTENT.into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// Runs `work` (the accounts file, a slow hash) off the runtime's threads, two at a time at
/// most, as SSH's logins do. `None` if it panicked.
async fn blocking<T: Send + 'static>(
    web: &Arc<Web>,
    work: impl FnOnce(&accounts::Accounts) -> T + Send + 'static,
) -> Option<T> {
    let _permit = web.shared.hashing.acquire().await.ok()?;
    let shared = web.shared.clone();
    tokio::task::spawn_blocking(move || work(&shared.accounts)).await.ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn the_origin_must_be_the_host_the_page_came_from() {
        let ok = headers(&[
            (header::HOST, "a.example:8080"),
            (header::ORIGIN, "https://a.example:8080"),
        ]);
        assert!(same_origin(&ok, true));
        let other =
            headers(&[(header::HOST, "a.example:8080"), (header::ORIGIN, "http://evil.example")]);
        assert!(!same_origin(&other, true) && !same_origin(&other, false));
        let none = headers(&[(header::HOST, "a.example:8080")]);
        assert!(!same_origin(&none, true) && same_origin(&none, false));
    }

    #[test]
    fn a_token_is_found_by_its_cookie_and_forgotten_when_unused() {
        let logins = Logins::new(Duration::from_secs(60));
        let token = logins.issue(Name::parse("山田").unwrap());
        assert_eq!(token.len(), 43, "32 bytes, base64");
        let mut map = headers(&[(header::COOKIE, "x=1")]);
        map.append(header::COOKIE, HeaderValue::from_str(&format!("{COOKIE}={token}")).unwrap());
        assert_eq!(logins.find(&map).unwrap().name.shown, "山田");
        assert!(logins.find(&headers(&[(header::COOKIE, "asobi_session=guess")])).is_none());
        let gone = Logins::new(Duration::ZERO);
        let token = gone.issue(Name::parse("a").unwrap());
        let map = HeaderMap::from_iter([(
            header::COOKIE,
            HeaderValue::from_str(&format!("{COOKIE}={token}")).unwrap(),
        )]);
        assert!(gone.find(&map).is_none());
    }

    #[test]
    fn a_forgotten_token_is_found_no_more() {
        let logins = Logins::new(Duration::from_secs(60));
        let token = logins.issue(Name::parse("a").unwrap());
        let map = headers_with_cookie(&token);
        assert!(logins.find(&map).is_some());
        assert_eq!(logins.forget(&token).unwrap().name.shown, "a");
        assert!(logins.find(&map).is_none() && logins.forget(&token).is_none());
    }

    fn headers_with_cookie(token: &str) -> HeaderMap {
        let value = HeaderValue::from_str(&format!("{COOKIE}={token}")).unwrap();
        HeaderMap::from_iter([(header::COOKIE, value)])
    }
}
