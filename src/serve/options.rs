//! `asobi serve`'s command line: its options (each limit a flag, the way in, the log level),
//! the `accounts` subcommand, and the `Limits` every session keeps to, read from them.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use super::AccountsCommand;
use super::startups::MaxStartups;

/// `asobi serve`'s options.
#[derive(Clone, Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct ServeArgs {
    #[command(subcommand)]
    pub command: Option<ServeCommand>,
    /// Address and port to listen on; other machines can connect only when an address other
    /// than loopback is given. Port 0 picks a free port (printed).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: SocketAddr,
    /// Also serve the parlour to web browsers at this address (a page and its WebSocket; put
    /// it behind a TLS reverse proxy for the internet). Port 0 picks a free port (printed).
    #[arg(long, value_name = "ADDR:PORT")]
    pub web: Option<SocketAddr>,
    /// Serve only the web page (with --web): no SSH listener.
    #[arg(long, requires = "web")]
    pub no_ssh: bool,
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
    /// Milliseconds between a move at a table and a computer's next one, so every screen has
    /// shown the move (an Old Maid draw takes about 1.2 s to show at normal speed).
    #[arg(long, value_name = "MS", default_value_t = 1500)]
    pub table_pace: u64,
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

/// What `asobi serve` does instead of serving.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum ServeCommand {
    /// The players' names and what holds each (a key, a password): list, rename, remove,
    /// reset. Works on the data folder, whether the server runs or not.
    Accounts {
        #[command(subcommand)]
        command: AccountsCommand,
    },
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
    pub(super) fn limits(&self) -> Limits {
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
