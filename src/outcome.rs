//! What a headless command returns (`asobi othello …`, `asobi serve accounts …`): done, a
//! mistake in what the user typed (exit code 2), or another error. Its own module so that
//! `cli` and `serve`, which both run commands, share it without importing each other.

use std::fmt;

/// A mistake in what the user typed: printed as is, exit code 2 (clap's own convention).
#[derive(Debug)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Result of a headless subcommand; a `UsageError` inside means exit code 2.
pub type CliResult = color_eyre::Result<()>;

/// Shorthand for failing with a usage error.
pub fn usage<T>(message: impl Into<String>) -> color_eyre::Result<T> {
    Err(UsageError(message.into()).into())
}
