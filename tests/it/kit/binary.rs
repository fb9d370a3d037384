//! The real `asobi` binary as a child process, started the one way every test starts it.

use std::process::Command;

/// A command running the `asobi` binary under test. The backtrace variables are removed:
/// with `RUST_BACKTRACE=1` in the environment (as on many developer machines) every error the
/// binary reports, a usage error included, captures and symbolises a backtrace first, which
/// takes about a second each and says nothing a test checks.
pub fn asobi() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_asobi"));
    command.env_remove("RUST_BACKTRACE").env_remove("RUST_LIB_BACKTRACE");
    command
}
