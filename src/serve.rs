//! `asobi serve`: the whole parlour over SSH. Each connection gets its own `App` on its own
//! thread (`session.rs`), drawn into the SSH channel; russh does the protocol, tokio the
//! network. The runtime is built here and only here: the local program starts no runtime and
//! opens no socket.
//!
//! Shape: the command line (`options.rs`) → this file's `run` (the data folder, the way in,
//! the runtime, what every connection shares) → the accept loop (`accept.rs`: connections
//! not yet logged in kept apart and limited by `startups.rs`, SIGTERM/SIGINT) → one russh
//! `Handler` per connection (`handler.rs`: who may enter, pty, env, shell) → one session
//! thread each, whose frames a small task forwards to the channel (`forward`, here). What
//! happens is logged to stderr through `tracing`.

mod accept;
mod access;
mod accounts;
mod handler;
mod host_key;
mod input;
mod options;
mod output;
mod penalty;
mod probe;
mod session;
mod startups;
mod web;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

pub use access::{Access, BadName, NAME_CHARS, Name, folder_name, name_of_folder};
pub use accounts::command::AccountsCommand;
pub use input::InputDecoder;
pub use options::{Limits, ServeArgs, ServeCommand};
use session::Input;
use startups::Cut;
pub use startups::MaxStartups;

use crate::outcome::{CliResult, usage};
use crate::storage::DataDir;

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
    /// Which name is whose (`<data>/accounts.json`).
    accounts: accounts::Accounts,
    /// Slow password hashes running at once (each takes 19 MiB and tens of milliseconds).
    hashing: tokio::sync::Semaphore,
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
    if let Some(ServeCommand::Accounts { command }) = args.command {
        return accounts::command::run(command, &root);
    }
    // Read once at start, so a corrupt book is set aside and logged before anyone logs in.
    let accounts = accounts::Accounts::new(root.clone());
    let _ = accounts.read();
    let (key, new) = host_key::load_or_create(&root).map_err(color_eyre::eyre::Report::msg)?;
    let (access, told) = match (&args.password, &args.authorized_keys, args.open) {
        (_, _, true) => (Access::Open, "anyone may enter (--open)".to_string()),
        (_, Some(file), _) => {
            let keys = access::read_authorized_keys(file).map_err(crate::outcome::UsageError)?;
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
    if args.web.is_some() && matches!(access, Access::Keys(_)) {
        return usage("--web needs a password or --open: a browser cannot log in with an SSH key");
    }
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
        let listener = match args.no_ssh {
            true => None,
            false => Some(tokio::net::TcpListener::bind(args.listen).await?),
        };
        let web = match args.web {
            Some(at) => Some(tokio::net::TcpListener::bind(at).await?),
            None => None,
        };
        if let Some(listener) = &listener {
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
        } else {
            println!("asobi serve: web only");
            println!("{told}");
        }
        if let Some(web) = &web {
            println!("web: http://{}/", web.local_addr()?);
        }
        let tables = crate::tables::Tables::new(
            args.max_tables.max(1),
            Duration::from_secs(args.table_wait.max(1)),
            args.tables_per_address,
            Duration::from_millis(args.table_pace.max(1)),
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
            accounts,
            hashing: tokio::sync::Semaphore::new(2),
        });
        if let Some(web) = web {
            tokio::spawn(web::serve(web, shared.clone()));
        }
        let served = accept::accept_loop(listener, Arc::new(config), shared).await;
        stop_clock.store(true, Ordering::SeqCst);
        let _ = clock.join();
        served
    })?;
    println!("asobi serve: closed");
    Ok(())
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
