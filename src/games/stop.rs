//! A stop signal for long computer searches: the UI raises it when nobody wants the answer
//! any more (the player left the screen, undid the move, started a new game), and the search
//! notices within a few thousand nodes and returns early.
//!
//! It is a plain shared flag, not a clock: a search that is never stopped visits exactly the
//! nodes its budget allows, so a seed still replays a whole game.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Shared between the thread that runs a search and the one that may stop it. The default
/// flag is never raised.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Option<Arc<AtomicBool>>);

impl StopFlag {
    /// A flag that [`StopFlag::stop`] can raise.
    pub fn new() -> StopFlag {
        StopFlag(Some(Arc::new(AtomicBool::new(false))))
    }

    /// A flag nobody can raise, for searches that always run to their budget.
    pub fn never() -> StopFlag {
        StopFlag(None)
    }

    /// Asks every search holding this flag (or a clone of it) to return as soon as it can.
    pub fn stop(&self) {
        if let Some(flag) = &self.0 {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// True once [`StopFlag::stop`] was called on this flag or any clone of it.
    pub fn is_stopped(&self) -> bool {
        self.0.as_ref().is_some_and(|flag| flag.load(Ordering::Relaxed))
    }
}

/// How many nodes a search visits between two looks at its stop flag: often enough to stop
/// within about a millisecond, seldom enough to cost nothing measurable.
pub const STOP_CHECK_INTERVAL: u64 = 1024;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raised_flag_is_seen_by_every_clone() {
        let flag = StopFlag::new();
        let other = flag.clone();
        assert!(!other.is_stopped());
        flag.stop();
        assert!(other.is_stopped());
        assert!(flag.is_stopped());
    }

    #[test]
    fn the_never_flag_cannot_be_raised() {
        let flag = StopFlag::never();
        flag.stop();
        assert!(!flag.is_stopped());
        assert!(!StopFlag::default().is_stopped());
    }
}
