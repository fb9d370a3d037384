//! A session's limits over time, the same for an SSH client and a page: frames no closer than
//! the frame limit, ticks only while something animates, the idle limit, and the input rate.

use std::time::{Duration, Instant};

use crate::app::App;
use crate::event::Msg;
use crate::serve::Limits;

/// The app's animation step, as in `terminal.rs` (~30 ticks a second while animating).
const FRAME: Duration = Duration::from_millis(33);

/// The clock both session loops keep (an SSH client's and a page's): frames no closer than the
/// frame limit, ticks only while something animates, and the idle limit from the last input.
pub(in crate::serve) struct Pacing {
    frame_gap: Duration,
    idle: Duration,
    last_tick: Instant,
    last_input: Instant,
    last_draw: Option<Instant>,
}

impl Pacing {
    pub(in crate::serve) fn new(limits: &Limits) -> Pacing {
        let now = Instant::now();
        Pacing {
            frame_gap: Duration::from_secs(1) / limits.fps.max(1),
            idle: limits.idle,
            last_tick: now,
            last_input: now,
            last_draw: None,
        }
    }

    /// The earliest a frame may be drawn, seen at `now`.
    pub(in crate::serve) fn next_draw(&self, now: Instant) -> Instant {
        self.last_draw.map_or(now, |t| t + self.frame_gap)
    }

    pub(in crate::serve) fn drawn(&mut self, now: Instant) {
        self.last_draw = Some(now);
    }

    pub(in crate::serve) fn input(&mut self) {
        self.last_input = Instant::now();
    }

    /// The next moment something must happen without input: the next tick while animating,
    /// `draw` when a frame waits; with neither, only the idle limit, so an idle session uses
    /// no CPU.
    pub(in crate::serve) fn wake(&self, animating: bool, draw: Option<Instant>) -> Instant {
        let mut wake = self.last_input + self.idle;
        if animating {
            wake = wake.min(self.last_tick + FRAME);
        }
        draw.map_or(wake, |at| wake.min(at))
    }

    /// Ticks the app when a frame's time has passed while it animates; true when it did.
    pub(in crate::serve) fn tick(&mut self, app: &mut App) -> bool {
        if !app.animating() {
            // The first tick after an idle spell counts from now, as in `terminal.rs`.
            self.last_tick = Instant::now();
            return false;
        }
        if self.last_tick.elapsed() < FRAME {
            return false;
        }
        let dt = self.last_tick.elapsed();
        self.last_tick = Instant::now();
        app.update(Msg::Tick(dt));
        true
    }

    pub(in crate::serve) fn idle_over(&self) -> bool {
        self.last_input.elapsed() >= self.idle
    }
}

/// A token bucket: `rate` messages a second, with a burst of one second's worth.
pub(in crate::serve) struct Bucket {
    /// The rate asked for (`--input-rate`), as the log says it.
    per_second: u32,
    rate: f64,
    tokens: f64,
    at: Instant,
    /// The limit was hit and logged (once a session: a flood must not flood the log).
    told: bool,
}

impl Bucket {
    pub(in crate::serve) fn new(per_second: u32) -> Bucket {
        let rate = f64::from(per_second.max(1));
        Bucket { per_second, rate, tokens: rate, at: Instant::now(), told: false }
    }

    /// One more message, if the rate allows. Beyond it the rest is dropped, as a full
    /// keyboard buffer would (a flood costs the flooder, not the server), and logged once.
    pub(in crate::serve) fn allow(&mut self) -> bool {
        if self.take(Instant::now()) {
            return true;
        }
        if !self.told {
            self.told = true;
            let rate = self.per_second;
            tracing::warn!(rate, "limit hit: input rate (--input-rate); the rest dropped");
        }
        false
    }

    pub(in crate::serve) fn take(&mut self, now: Instant) -> bool {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.rate);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bucket_allows_a_burst_then_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(10);
        bucket.at = start;
        assert_eq!((0..15).filter(|_| bucket.take(start)).count(), 10);
        // Half a second later, five more.
        let later = start + Duration::from_millis(500);
        assert_eq!((0..15).filter(|_| bucket.take(later)).count(), 5);
    }
}
