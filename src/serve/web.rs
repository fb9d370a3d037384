//! `asobi serve --web`: the parlour in a browser, beside SSH or alone. A page of the
//! project's own (`assets/web/`, embedded), a login that follows SSH's rules (`login.rs`: the
//! shared password, a claimed name's own, the per-address penalties), then a WebSocket
//! (`socket.rs`) whose session draws cell changes (`backend.rs`, `session.rs`). The same
//! `Shared` as SSH: one name one session, the same tables, limits, accounts and log.
//!
//! Connections are weighed as SSH's are: a banned address is closed at once, those not yet
//! in a session are counted apart (`startups.rs`: a few an address, a newer one closing the
//! oldest silent one) and closed after `--login-timeout`; a request's headers must arrive
//! within [`HEADERS`].

mod backend;
mod login;
mod page;
mod session;
mod socket;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::routing::{get, post};

use super::Shared;
use super::startups::{self, Cut, Heard, Startups};

pub use login::Logins;

/// How long a request's headers may take to arrive (a silent or trickling connection holds
/// a place for no longer).
const HEADERS: Duration = Duration::from_secs(10);

/// What the web's handlers share.
pub(super) struct Web {
    shared: Arc<Shared>,
    logins: Logins,
}

/// The address a request came from (set per connection: the handlers' per-address limits).
#[derive(Clone, Copy, Debug)]
struct Peer(SocketAddr);

/// Serves the page and its WebSocket on `listener` for as long as the server runs.
pub(super) async fn serve(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let limits = shared.limits;
    let web = Arc::new(Web { shared: shared.clone(), logins: Logins::new(limits.idle) });
    let router = Router::new()
        .route("/", get(page::index))
        .route("/page.js", get(page::script))
        .route("/page.css", get(page::style))
        .route("/login", post(login::login))
        .route("/logout", post(login::logout))
        .route("/ws", get(socket::upgrade))
        // Nothing the page sends is larger (a login is a name and two passwords).
        .layer(axum::extract::DefaultBodyLimit::max(4096))
        .with_state(web);
    let startups = Startups::new(limits.max_startups, limits.startups_per_source);
    loop {
        let Ok((stream, peer)) = listener.accept().await else { continue };
        if shared.penalties.banned(peer.ip(), Instant::now()).is_some() {
            continue; // refused for its wrong passwords: the connection closes
        }
        let Ok(startup) = startups.admit(peer.ip(), rand::random::<f64>()) else {
            tracing::warn!(%peer, "limit hit: too many web connections not in a session");
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |mut request| {
                request.extensions_mut().insert(Peer(peer));
                let mut router = router.clone();
                async move { tower::Service::call(&mut router, request).await }
            });
            // Heard marks the connection as having spoken, so a newer one from its address
            // closes a silent one first (`startups.rs`), as over SSH.
            let stream = Heard::new(stream, startup.spoke.clone(), Arc::new(Cut::default()));
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEADERS)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .with_upgrades();
            // A connection that is not a session by the login deadline is closed (its
            // WebSocket, once upgraded, lives on in its own task), and so is one whose place
            // a newer connection from its address took.
            tokio::select! {
                done = tokio::time::timeout(limits.login, connection) => if done.is_err() {
                    tracing::debug!(%peer, "web connection closed at the login deadline");
                },
                () = startups::taken_over(startup.close.clone()) => {
                    tracing::debug!(%peer, "web connection closed: a newer one from its address took its place");
                }
            }
            drop(startup);
        });
    }
}
