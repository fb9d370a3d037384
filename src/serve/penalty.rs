//! Password guessing costs the guesser: wrong passwords are counted per source address (one
//! forgotten a minute), each refusal is answered later than the last, and an address that
//! reaches `--auth-failures` is refused altogether for `--auth-ban` seconds.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long it takes for one failure to be forgotten.
const FORGET_ONE: Duration = Duration::from_secs(60);

/// The first failure's wait before its answer (russh's own constant second, which counts
/// from the request, is within it); each further one doubles it, up to [`LONGEST`].
const FIRST: Duration = Duration::from_secs(1);
const LONGEST: Duration = Duration::from_secs(8);

/// Records beyond this many are pruned of the ones with nothing left to remember.
const PRUNE_AT: usize = 10_000;

/// What a failure costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// How long to wait before saying no.
    pub delay: Duration,
    /// This failure was the last allowed: the address is refused from now on, for this long.
    pub banned: Option<Duration>,
    /// The failures counted against the address, this one included.
    pub failures: u32,
}

/// Failures by source address.
pub struct Penalties {
    limit: u32,
    ban: Duration,
    records: Mutex<HashMap<IpAddr, Record>>,
}

#[derive(Clone, Copy, Debug)]
struct Record {
    /// Failures not yet forgotten, as of `at`.
    score: f64,
    at: Instant,
    banned_until: Option<Instant>,
}

impl Record {
    fn score_at(&self, now: Instant) -> f64 {
        let forgotten =
            now.saturating_duration_since(self.at).as_secs_f64() / FORGET_ONE.as_secs_f64();
        (self.score - forgotten).max(0.0)
    }

    fn banned_at(&self, now: Instant) -> Option<Duration> {
        self.banned_until.filter(|&t| t > now).map(|t| t - now)
    }
}

impl Penalties {
    pub fn new(limit: u32, ban: Duration) -> Penalties {
        Penalties { limit: limit.max(1), ban, records: Mutex::default() }
    }

    /// How long `source` is still refused, if it is.
    pub fn banned(&self, source: IpAddr, now: Instant) -> Option<Duration> {
        self.lock().get(&source).and_then(|r| r.banned_at(now))
    }

    /// Counts a wrong password from `source`.
    pub fn failed(&self, source: IpAddr, now: Instant) -> Verdict {
        let mut records = self.lock();
        if records.len() >= PRUNE_AT {
            records.retain(|_, r| r.banned_at(now).is_some() || r.score_at(now) > 0.0);
        }
        let fresh = Record { score: 0.0, at: now, banned_until: None };
        let record = records.entry(source).or_insert(fresh);
        let score = record.score_at(now) + 1.0;
        *record = Record { score, at: now, banned_until: record.banned_until };
        let failures = score.ceil() as u32;
        let doublings = failures.saturating_sub(1).min(16);
        let delay = (FIRST * 2u32.pow(doublings)).min(LONGEST);
        let banned = (failures >= self.limit).then(|| {
            // Served: the count starts again once the ban is over.
            *record = Record { score: 0.0, at: now, banned_until: Some(now + self.ban) };
            self.ban
        });
        Verdict { delay, banned, failures }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Record>> {
        self.records.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const AWAY: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 7));

    #[test]
    fn each_failure_waits_longer_and_the_last_bans_the_address_for_a_while() {
        let penalties = Penalties::new(4, Duration::from_secs(300));
        let now = Instant::now();
        let delays: Vec<_> = (0..3).map(|_| penalties.failed(HOME, now)).collect();
        assert_eq!(
            delays.iter().map(|v| v.delay.as_millis()).collect::<Vec<_>>(),
            [1000, 2000, 4000]
        );
        assert!(delays.iter().all(|v| v.banned.is_none()));
        assert_eq!(penalties.banned(HOME, now), None);
        assert_eq!(penalties.failed(HOME, now).banned, Some(Duration::from_secs(300)));
        assert!(penalties.banned(HOME, now + Duration::from_secs(299)).is_some());
        assert_eq!(penalties.banned(AWAY, now), None, "another address is not touched");
        // Served: a new count.
        let later = now + Duration::from_secs(300);
        assert_eq!(penalties.banned(HOME, later), None);
        assert_eq!(penalties.failed(HOME, later).failures, 1);
    }

    #[test]
    fn failures_are_forgotten_one_a_minute() {
        let penalties = Penalties::new(10, Duration::from_secs(300));
        let now = Instant::now();
        for _ in 0..5 {
            penalties.failed(HOME, now);
        }
        // Three minutes on, two of the five are left: this is the third.
        assert_eq!(penalties.failed(HOME, now + Duration::from_secs(180)).failures, 3);
        assert_eq!(penalties.failed(AWAY, now + Duration::from_secs(180)).failures, 1);
        // The wait never grows past its ceiling.
        let many = (0..9).map(|_| penalties.failed(AWAY, now)).last().unwrap();
        assert_eq!(many.delay, LONGEST);
    }
}
