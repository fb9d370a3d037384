//! The accept loop: each TCP connection is weighed before SSH begins (an address banned for
//! its wrong passwords, too many connections not logged in: `startups.rs`), then runs as one
//! russh connection with its deadlines (a silent one closed after [`SILENT`], one with no
//! session after `--login-timeout`), until SIGTERM or SIGINT tells every session to end.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::startups::{self, Cut, Dropped, Heard, Startup, Startups};
use super::{Shared, handler};

/// Accepts connections until a stop signal, then closes every session politely.
pub(super) async fn accept_loop(
    listener: Option<tokio::net::TcpListener>,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
) -> std::io::Result<()> {
    let limits = &shared.limits;
    let startups = Startups::new(limits.max_startups, limits.startups_per_source);
    let mut dropped = DropCount::new("too many connections not logged in (--max-startups)");
    let mut banned = DropCount::new("an address refused for its wrong passwords (--auth-ban)");
    let mut stop = std::pin::pin!(stop_signal());
    loop {
        tokio::select! {
            // With no SSH listener (`--no-ssh`) this waits for the stop signal alone.
            accepted = async {
                match &listener {
                    Some(listener) => listener.accept().await,
                    None => std::future::pending().await,
                }
            } => {
                let Ok((stream, peer)) = accepted else { continue };
                if shared.penalties.banned(peer.ip(), Instant::now()).is_some() {
                    banned.add(peer.ip(), startups.waiting());
                    continue; // refused for its wrong passwords: the TCP connection closes
                }
                let startup = match startups.admit(peer.ip(), rand::random::<f64>()) {
                    Ok(startup) => startup,
                    Err(Dropped::Crowded { waiting }) => {
                        dropped.add(peer.ip(), waiting);
                        continue; // the TCP connection closes
                    }
                };
                tracing::info!(%peer, waiting = startups.waiting(), "connection");
                let (config, shared) = (config.clone(), shared.clone());
                tokio::spawn(connection(stream, peer, startup, config, shared));
            }
            () = &mut stop => break,
        }
    }
    drop(listener);
    // The tables are written as they stand before the sessions leave them.
    shared.tables.stop_keeping();
    tracing::info!(sessions = shared.sessions(), "stopping: every session is told");
    shared.shutdown();
    // Sessions write their games and say goodbye; their channels then close. Bounded: a
    // client that stopped reading does not hold the server up.
    for _ in 0..100 {
        if shared.sessions() == 0 && shared.forwarding.load(Ordering::SeqCst) == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}

/// Connections dropped at once for one reason, logged at most once every ten seconds (a
/// flood of them must not become a flood of log lines).
struct DropCount {
    why: &'static str,
    count: u64,
    since: Option<Instant>,
}

impl DropCount {
    fn new(why: &'static str) -> DropCount {
        DropCount { why, count: 0, since: None }
    }

    fn add(&mut self, last: IpAddr, waiting: usize) {
        self.count += 1;
        if self.since.is_none_or(|t| t.elapsed() >= Duration::from_secs(10)) {
            let why = self.why;
            tracing::warn!(dropped = self.count, %last, waiting, "limit hit: {why}; connections dropped");
            self.count = 0;
            self.since = Some(Instant::now());
        }
    }
}

/// A connection that has said nothing at all (not even SSH's version line) this long after
/// it opened is closed: a real client speaks at once, and a silent one only holds a place.
const SILENT: Duration = Duration::from_secs(10);

/// Runs one connection to its end. It has `--login-timeout` to log in and start its
/// session: a connection that only holds a place (never logging in, or never asking for a
/// shell) is closed then, rather than when the idle limit would close it; one that says
/// nothing, sooner ([`SILENT`]); one whose place a newer connection from its address took
/// (`startups.rs`), at once.
async fn connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    startup: Startup,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
) {
    let _ = stream.set_nodelay(true);
    let login = shared.limits.login;
    let begun = tokio::time::Instant::now();
    let (spoke, taken) = (startup.spoke.clone(), startup.close.clone());
    let cut = Arc::new(Cut::default());
    let started = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let handler = handler::Connection::new(shared, started.clone(), peer, startup, cut.clone());
    let stream = Heard::new(stream, spoke.clone(), cut.clone());
    let serve = async move {
        // russh runs the connection on its own task once the client's version line is in.
        if let Ok(session) = russh::server::run_stream(config, stream, handler).await {
            let _ = session.await;
        }
    };
    let deadline = async {
        tokio::time::sleep(SILENT.min(login)).await;
        if !spoke.load(Ordering::SeqCst) {
            return "it said nothing";
        }
        tokio::time::sleep_until(begun + login).await;
        if !started.load(Ordering::SeqCst) {
            return "no session started in time";
        }
        // Then the session's own end decides.
        std::future::pending().await
    };
    let mut serve = std::pin::pin!(serve);
    let why = tokio::select! {
        () = &mut serve => return,
        why = deadline => why,
        () = startups::taken_over(taken) => "a newer connection from its address took its place",
    };
    tracing::info!(%peer, why, "connection closed before its session");
    cut.cut();
    let _ = tokio::time::timeout(Duration::from_secs(5), serve).await;
}

/// Resolves on SIGTERM or SIGINT (Ctrl+C in the server's own terminal).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (signal(SignalKind::terminate()), signal(SignalKind::interrupt())) {
            (Ok(mut term), Ok(mut int)) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = int.recv() => {}
                }
            }
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
