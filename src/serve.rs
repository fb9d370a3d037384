//! `asobi serve`: the whole parlour over SSH. Each connection gets its own `App` on its own
//! thread (`session.rs`), drawn into the SSH channel; russh does the protocol, tokio the
//! network. The runtime is built here and only here: the local program starts no runtime and
//! opens no socket.
//!
//! Shape: an accept loop (connections not yet logged in kept apart and limited by
//! `startups.rs`, SIGTERM/SIGINT) → one russh `Handler` per connection (`handler.rs`: who may
//! enter, pty, env, shell) → one session thread each, whose frames a small task forwards to
//! the channel (`forward`). What happens is logged to stderr through `tracing`.

mod access;
mod handler;
mod host_key;
mod input;
mod output;
mod penalty;
mod probe;
mod session;
mod startups;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

pub use access::{Access, BadName, NAME_CHARS, Name, folder_name, name_of_folder};
pub use input::InputDecoder;
use session::Input;
pub use startups::MaxStartups;
use startups::{Cut, Dropped, Heard, Startup, Startups};

use crate::cli::{CliResult, usage};
use crate::storage::DataDir;

/// `asobi serve`'s options.
#[derive(Clone, Debug, clap::Args)]
pub struct ServeArgs {
    /// Address and port to listen on; other machines can connect only when an address other
    /// than loopback is given. Port 0 picks a free port (printed).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: SocketAddr,
    /// The table password (default: one is generated and printed). Also read from
    /// $ASOBI_SERVE_PASSWORD, which other users of the machine cannot see in `ps`.
    #[arg(long, env = "ASOBI_SERVE_PASSWORD", hide_env_values = true, conflicts_with_all = ["authorized_keys", "open"])]
    pub password: Option<String>,
    /// Let in only the public keys listed in this file (OpenSSH's authorized_keys format).
    #[arg(long, value_name = "FILE", conflicts_with = "open")]
    pub authorized_keys: Option<PathBuf>,
    /// Let in anyone, with no password or key.
    #[arg(long)]
    pub open: bool,
    /// Most players connected at once.
    #[arg(long, value_name = "N", default_value_t = 64)]
    pub max_connections: usize,
    /// Most key presses and mouse events taken from one player per second (the rest are
    /// dropped).
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub input_rate: u32,
    /// Seconds without a key press before a player is politely disconnected (their game is
    /// saved).
    #[arg(long, value_name = "SECONDS", default_value_t = 1800)]
    pub idle_timeout: u64,
    /// Seconds a client may take nothing (its SSH window full, it stopped reading) before it
    /// is disconnected and its name freed (its game is saved).
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    pub stall_timeout: u64,
    /// Seconds a connection has to log in and open its session.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub login_timeout: u64,
    /// Most frames drawn per second for one player.
    #[arg(long, value_name = "N", default_value_t = 30)]
    pub fps: u32,
    /// Most tables open at once (Tables screen).
    #[arg(long, value_name = "N", default_value_t = 16)]
    pub max_tables: usize,
    /// Seconds a table may wait for its host to start it; then it closes.
    #[arg(long, value_name = "SECONDS", default_value_t = 900)]
    pub table_wait: u64,
    /// Most tables waiting to start opened from one address (one person has many names).
    #[arg(long, value_name = "N", default_value_t = 4)]
    pub tables_per_address: usize,
    /// Connections not logged in yet, kept apart from players' places (OpenSSH's MaxStartups).
    ///
    /// From START of them on, a new one is dropped with chance RATE %, rising to 100 % at
    /// FULL.
    #[arg(long, value_name = "START:RATE:FULL", default_value = "10:30:100")]
    pub max_startups: MaxStartups,
    /// Most connections not yet logged in from one address; a newer one closes that
    /// address's oldest (one that has said nothing first).
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub max_startups_per_source: usize,
    /// Wrong passwords from one address before it is refused altogether (each is answered
    /// later than the last; one is forgotten a minute).
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub auth_failures: u32,
    /// Seconds an address is refused once it reached --auth-failures.
    #[arg(long, value_name = "SECONDS", default_value_t = 300)]
    pub auth_ban: u64,
    /// What the server logs to stderr: error, warn, info, debug, trace or off.
    #[arg(long, value_name = "LEVEL", default_value = "info")]
    pub log_level: tracing::level_filters::LevelFilter,
}

/// The limits every session keeps to.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_connections: usize,
    pub input_per_second: u32,
    pub idle: Duration,
    pub login: Duration,
    pub fps: u32,
    pub stall: Duration,
    pub max_startups: MaxStartups,
    pub startups_per_source: usize,
}

impl ServeArgs {
    fn limits(&self) -> Limits {
        Limits {
            max_connections: self.max_connections.max(1),
            input_per_second: self.input_rate.max(1),
            idle: Duration::from_secs(self.idle_timeout.max(1)),
            login: Duration::from_secs(self.login_timeout.max(1)),
            fps: self.fps.clamp(1, 120),
            stall: Duration::from_secs(self.stall_timeout.max(1)),
            max_startups: self.max_startups,
            startups_per_source: self.max_startups_per_source.max(1),
        }
    }
}

/// What every connection shares: the data folder, the way in, the limits, and the running
/// sessions (so SIGTERM can reach them).
pub struct Shared {
    root: PathBuf,
    access: Access,
    limits: Limits,
    sessions: Mutex<HashMap<u64, mpsc::Sender<Input>>>,
    /// The players whose session threads run, by name, with their session's id: one session
    /// a name, since a player's files are written by their session alone.
    names: Mutex<HashMap<String, u64>>,
    next_id: AtomicU64,
    /// Session threads still running (a hung-up session finishes writing its game first).
    running: AtomicUsize,
    /// Channels whose frames are still being sent.
    forwarding: AtomicUsize,
    /// The tables every session plays at.
    tables: Arc<crate::tables::Tables>,
    /// Wrong passwords by source address.
    penalties: penalty::Penalties,
}

impl Shared {
    /// Records a new session of `name`, or `None` while that name's session still runs.
    fn register(&self, name: &str, tx: mpsc::Sender<Input>) -> Option<u64> {
        let mut names = self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if names.contains_key(name) {
            return None;
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        names.insert(name.to_string(), id);
        self.lock().insert(id, tx);
        self.running.fetch_add(1, Ordering::SeqCst);
        Some(id)
    }

    /// Whether a session of `name` runs.
    fn playing(&self, name: &str) -> bool {
        self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner).contains_key(name)
    }

    /// Asks the session of `name` (if any) to end: its player connected again.
    fn replace(&self, name: &str) {
        let names = self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(tx) = names.get(name).and_then(|id| self.lock().get(id).cloned()) {
            let _ = tx.send(Input::Replaced);
        }
    }

    /// Sends `input` to session `id`, if it still listens.
    fn send_to(&self, id: u64, input: Input) -> bool {
        self.lock().get(&id).is_some_and(|tx| tx.send(input).is_ok())
    }

    fn unregister(&self, id: u64) {
        self.lock().remove(&id);
    }

    fn thread_ended(&self, name: &str, id: u64) {
        let mut names = self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if names.get(name) == Some(&id) {
            names.remove(name);
        }
        self.running.fetch_sub(1, Ordering::SeqCst);
    }

    fn sessions(&self) -> usize {
        self.running.load(Ordering::SeqCst)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, mpsc::Sender<Input>>> {
        self.sessions.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Tells every session the server is closing.
    fn shutdown(&self) {
        for tx in self.lock().values() {
            let _ = tx.send(Input::Shutdown);
        }
    }
}

/// Runs the server until SIGTERM or Ctrl+C.
pub fn run(args: ServeArgs, data_dir: Option<PathBuf>) -> CliResult {
    // Plain lines on stderr (no colours: they usually end in a file or a journal).
    let _ = tracing_subscriber::fmt()
        .with_max_level(args.log_level)
        .with_writer(std::io::stderr)
        .try_init();
    let data = DataDir::resolve(data_dir);
    let Some(root) = data.path().map(PathBuf::from) else {
        return usage(
            "`serve` needs a data folder for its host key: give --data-dir or ASOBI_HOME",
        );
    };
    if let Some(reason) = data.unusable_reason() {
        return usage(format!("the data folder {} cannot be used: {reason}", root.display()));
    }
    let (key, new) = host_key::load_or_create(&root).map_err(color_eyre::eyre::Report::msg)?;
    let (access, told) = match (&args.password, &args.authorized_keys, args.open) {
        (_, _, true) => (Access::Open, "anyone may enter (--open)".to_string()),
        (_, Some(file), _) => {
            let keys = access::read_authorized_keys(file).map_err(crate::cli::UsageError)?;
            let told = format!("{} key(s) from {} may enter", keys.len(), file.display());
            (Access::Keys(keys), told)
        }
        (Some(p), _, _) if p.is_empty() => return usage("--password may not be empty"),
        (Some(p), _, _) => (Access::Password(p.clone()), "the password given lets in".to_string()),
        (None, _, _) => {
            let p = access::generate_password();
            (Access::Password(p.clone()), format!("password: {p}"))
        }
    };
    let limits = args.limits();
    let config = russh::server::Config {
        keys: vec![key.clone()],
        // Refusals take a second (russh's constant-time answer), the probe for methods none.
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: 6,
        // A backstop behind the session's own idle limit, for connections that never
        // reach a session (stuck in authentication, or with no shell).
        inactivity_timeout: Some(limits.idle + Duration::from_secs(60)),
        // A connection that died without a word (a laptop closed) is noticed in about a
        // minute and a half, so its player's name is free again.
        keepalive_interval: Some(Duration::from_secs(30)),
        keepalive_max: 3,
        nodelay: true,
        ..Default::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("asobi-serve")
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.listen).await?;
        let at = listener.local_addr()?;
        let made = if new { " (new)" } else { "" };
        println!("asobi serve: listening on {at}");
        println!(
            "host key {}{made}: {}",
            host_key::fingerprint(&key),
            root.join(host_key::FILE).display()
        );
        println!("{told}");
        println!("connect with: ssh -p {} <name>@{}", at.port(), at.ip());
        let tables = crate::tables::Tables::new(
            args.max_tables.max(1),
            Duration::from_secs(args.table_wait.max(1)),
            args.tables_per_address,
        );
        tables.keep_in(&root);
        let stop_clock = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let clock = {
            let (tables, stop) = (tables.clone(), stop_clock.clone());
            std::thread::Builder::new()
                .name("asobi-tables".into())
                .spawn(move || tables.run_clock(stop))?
        };
        let shared = Arc::new(Shared {
            root,
            access,
            limits,
            sessions: Mutex::new(HashMap::new()),
            names: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(0),
            running: AtomicUsize::new(0),
            forwarding: AtomicUsize::new(0),
            tables,
            penalties: penalty::Penalties::new(
                args.auth_failures,
                Duration::from_secs(args.auth_ban.max(1)),
            ),
        });
        let served = accept_loop(listener, Arc::new(config), shared).await;
        stop_clock.store(true, Ordering::SeqCst);
        let _ = clock.join();
        served
    })?;
    println!("asobi serve: closed");
    Ok(())
}

/// Accepts connections until a stop signal, then closes every session politely.
async fn accept_loop(
    listener: tokio::net::TcpListener,
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
            accepted = listener.accept() => {
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

/// Sends a session's frames to its channel, then closes the channel when the session ends
/// (its writer is dropped): exit status, end of file, close, as a shell's end looks. A
/// client that takes nothing for `--stall-timeout` (its window stays full) is cut off: its
/// session sees the pipe broken, saves and ends, and its name is free again.
async fn forward(
    shared: Arc<Shared>,
    out: russh::ChannelWriteHalf<russh::server::Msg>,
    mut frames: tokio::sync::mpsc::Receiver<Vec<u8>>,
    status: tokio::sync::oneshot::Receiver<u32>,
    cut: Arc<Cut>,
    peer: SocketAddr,
) {
    shared.forwarding.fetch_add(1, Ordering::SeqCst);
    let stall = shared.limits.stall;
    let stalled = || {
        let seconds = stall.as_secs();
        tracing::warn!(%peer, seconds, "limit hit: the client stopped reading; disconnected");
        cut.cut();
    };
    let mut sent = true;
    while let Some(bytes) = frames.recv().await {
        match tokio::time::timeout(stall, out.data_bytes(bytes)).await {
            Ok(Ok(())) => {}
            Ok(Err(_)) => sent = false,
            Err(_) => {
                stalled();
                sent = false;
            }
        }
        if !sent {
            break;
        }
    }
    drop(frames);
    if sent {
        let end = async {
            let status = status.await.unwrap_or(1);
            let _ = out.exit_status(status).await;
            let _ = out.eof().await;
            let _ = out.close().await;
        };
        if tokio::time::timeout(stall, end).await.is_err() {
            stalled();
        }
    }
    shared.forwarding.fetch_sub(1, Ordering::SeqCst);
}
