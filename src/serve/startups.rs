//! Connections that have not logged in yet ("startups", as OpenSSH calls them), kept apart
//! from the players' places: dropped at random as they grow (OpenSSH's `MaxStartups
//! start:rate:full`), at most a few per source address (a newer one closes that address's
//! oldest, the ones that never said a word first), and closed early when silent.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll, Waker};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::watch;

/// `--max-startups START:RATE:FULL`: below START unauthenticated connections, every new one
/// is taken; from START on, a new one is dropped with chance RATE %, growing linearly to
/// 100 % at FULL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxStartups {
    pub start: usize,
    pub rate: u8,
    pub full: usize,
}

impl std::str::FromStr for MaxStartups {
    type Err = String;

    /// `10:30:100`, or one number N (every connection taken up to N, none beyond).
    fn from_str(text: &str) -> Result<MaxStartups, String> {
        let numbers: Vec<&str> = text.split(':').collect();
        let number =
            |s: &str| s.trim().parse::<usize>().map_err(|_| format!("not a number: {s:?}"));
        let limits = match numbers.as_slice() {
            [n] => MaxStartups { start: number(n)?, rate: 100, full: number(n)? },
            [start, rate, full] => {
                let rate = number(rate)?;
                if rate > 100 {
                    return Err("RATE is a percentage (0 to 100)".to_string());
                }
                MaxStartups { start: number(start)?, rate: rate as u8, full: number(full)? }
            }
            _ => return Err("expected START:RATE:FULL (10:30:100) or one number".to_string()),
        };
        if limits.start == 0 || limits.full < limits.start {
            return Err("START must be at least 1 and FULL at least START".to_string());
        }
        Ok(limits)
    }
}

impl std::fmt::Display for MaxStartups {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.start, self.rate, self.full)
    }
}

impl MaxStartups {
    /// The chance (0 to 1) that a new connection is dropped while `waiting` others have not
    /// logged in.
    pub fn drop_chance(&self, waiting: usize) -> f64 {
        if waiting < self.start {
            0.0
        } else if waiting >= self.full {
            1.0
        } else {
            let over = (waiting - self.start) as f64 / (self.full - self.start) as f64;
            (f64::from(self.rate) + (100.0 - f64::from(self.rate)) * over) / 100.0
        }
    }
}

/// Why a new connection was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// Too many unauthenticated connections (`--max-startups`); `waiting` of them.
    Crowded { waiting: usize },
}

/// Every unauthenticated connection, by source address.
pub struct Startups {
    limits: MaxStartups,
    per_source: usize,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    waiting: usize,
    next_id: u64,
    by_source: HashMap<IpAddr, VecDeque<Waiting>>,
}

/// One connection waiting to log in: whether it has sent anything, and how to close it.
struct Waiting {
    id: u64,
    spoke: Arc<AtomicBool>,
    close: watch::Sender<bool>,
}

/// A connection's place among the startups, given up when dropped (it logged in, or ended).
pub struct Startup {
    owner: Arc<Startups>,
    source: IpAddr,
    id: u64,
    /// Set once the client has sent a byte (`Heard` sets it).
    pub spoke: Arc<AtomicBool>,
    /// Turns true when a newer connection from the same address takes this one's place.
    pub close: watch::Receiver<bool>,
}

impl Startups {
    pub fn new(limits: MaxStartups, per_source: usize) -> Arc<Startups> {
        let per_source = per_source.max(1);
        Arc::new(Startups { limits, per_source, inner: Mutex::default() })
    }

    /// Takes a new connection from `source`, or drops it. `roll` is a random number in 0..1
    /// (passed in, so tests choose it). A source at its own limit gets the place of its
    /// oldest silent connection (else its oldest): a stranger's loop of reconnections churns
    /// only its own connections, and never the ones that are logging in.
    pub fn admit(self: &Arc<Self>, source: IpAddr, roll: f64) -> Result<Startup, Dropped> {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let own = inner.by_source.get(&source).map_or(0, VecDeque::len);
        if own >= self.per_source {
            let queue = inner.by_source.get_mut(&source).expect("counted above");
            let at = queue.iter().position(|w| !w.spoke.load(Ordering::SeqCst)).unwrap_or(0);
            if let Some(old) = queue.remove(at) {
                let _ = old.close.send(true);
                inner.waiting -= 1;
            }
        } else if roll < self.limits.drop_chance(inner.waiting) {
            return Err(Dropped::Crowded { waiting: inner.waiting });
        }
        inner.waiting += 1;
        inner.next_id += 1;
        let id = inner.next_id;
        let spoke = Arc::new(AtomicBool::new(false));
        let (tx, close) = watch::channel(false);
        let entry = Waiting { id, spoke: spoke.clone(), close: tx };
        inner.by_source.entry(source).or_default().push_back(entry);
        Ok(Startup { owner: self.clone(), source, id, spoke, close })
    }

    /// Connections waiting to log in, from everywhere.
    pub fn waiting(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).waiting
    }
}

impl Drop for Startup {
    fn drop(&mut self) {
        let mut inner = self.owner.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(queue) = inner.by_source.get_mut(&self.source) else { return };
        // Already gone if a newer connection took its place.
        if let Some(at) = queue.iter().position(|w| w.id == self.id) {
            queue.remove(at);
            let empty = queue.is_empty();
            inner.waiting -= 1;
            if empty {
                inner.by_source.remove(&self.source);
            }
        }
    }
}

/// Resolves when a newer connection from the same address takes this one's place; never
/// once the connection has logged in (its place is given up, and the sender with it).
pub async fn taken_over(mut close: watch::Receiver<bool>) {
    if close.wait_for(|closed| *closed).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// The way to end a connection from outside it: russh runs each connection on a task of its
/// own that nothing else can stop, so its stream is cut under it (every read and write
/// fails from then on, and the connection ends as if the client had gone).
#[derive(Default)]
pub struct Cut {
    done: AtomicBool,
    waker: Mutex<Option<Waker>>,
}

impl Cut {
    pub fn cut(&self) {
        self.done.store(true, Ordering::SeqCst);
        if let Some(waker) = self.waker.lock().unwrap_or_else(PoisonError::into_inner).take() {
            waker.wake();
        }
    }

    /// Whether the stream is cut; if not, the task polling it is woken when it is.
    fn check(&self, cx: &Context<'_>) -> Option<std::io::Error> {
        *self.waker.lock().unwrap_or_else(PoisonError::into_inner) = Some(cx.waker().clone());
        self.done
            .load(Ordering::SeqCst)
            .then(|| std::io::Error::from(std::io::ErrorKind::ConnectionAborted))
    }
}

/// A connection's stream: notes when its client first says something (SSH's version line,
/// so a silent connection can be told from one that is logging in), and can be [`Cut`].
pub struct Heard<S> {
    inner: S,
    spoke: Arc<AtomicBool>,
    cut: Arc<Cut>,
}

impl<S> Heard<S> {
    pub fn new(inner: S, spoke: Arc<AtomicBool>, cut: Arc<Cut>) -> Heard<S> {
        Heard { inner, spoke, cut }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Heard<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        if let Some(cut) = self.cut.check(cx) {
            return Poll::Ready(Err(cut));
        }
        let before = buf.filled().len();
        let read = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.spoke.store(true, Ordering::SeqCst);
        }
        read
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Heard<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        if let Some(cut) = self.cut.check(cx) {
            return Poll::Ready(Err(cut));
        }
        Pin::new(&mut self.inner).poll_write(cx, bytes)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const AWAY: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 7));

    #[test]
    fn max_startups_reads_like_openssh() {
        let m: MaxStartups = "10:30:100".parse().unwrap();
        assert_eq!(m, MaxStartups { start: 10, rate: 30, full: 100 });
        assert_eq!(
            "5".parse::<MaxStartups>().unwrap(),
            MaxStartups { start: 5, rate: 100, full: 5 }
        );
        for bad in ["", "0", "10:101:100", "10:30", "20:30:10", "a:b:c"] {
            assert!(bad.parse::<MaxStartups>().is_err(), "{bad:?}");
        }
        assert_eq!(m.drop_chance(9), 0.0);
        assert!((m.drop_chance(10) - 0.3).abs() < 1e-9);
        assert!((m.drop_chance(55) - 0.65).abs() < 1e-9);
        assert_eq!(m.drop_chance(100), 1.0);
    }

    #[test]
    fn beyond_start_connections_are_dropped_by_chance_and_all_at_full() {
        let startups = Startups::new("2:50:4".parse().unwrap(), 100);
        let a = startups.admit(HOME, 0.0).unwrap();
        let _b = startups.admit(HOME, 0.99).unwrap();
        // Two waiting: a 50 % chance.
        assert_eq!(startups.admit(AWAY, 0.4).err(), Some(Dropped::Crowded { waiting: 2 }));
        let _c = startups.admit(AWAY, 0.6).unwrap();
        let _d = startups.admit(AWAY, 0.999).unwrap();
        assert!(startups.admit(AWAY, 0.999_999).is_err(), "full");
        // One logs in (its place is given up): room again.
        drop(a);
        assert_eq!(startups.waiting(), 3);
        assert!(startups.admit(AWAY, 0.9).is_ok());
    }

    #[test]
    fn a_source_at_its_limit_loses_its_oldest_silent_connection() {
        let startups = Startups::new("100:30:200".parse().unwrap(), 3);
        let first = startups.admit(HOME, 0.0).unwrap();
        let second = startups.admit(HOME, 0.0).unwrap();
        let third = startups.admit(HOME, 0.0).unwrap();
        let away = startups.admit(AWAY, 0.0).unwrap();
        // The first is logging in (it spoke); the second never said a word.
        first.spoke.store(true, Ordering::SeqCst);
        let fourth = startups.admit(HOME, 0.0).unwrap();
        assert_eq!(startups.waiting(), 4);
        let closed = |s: &Startup| *s.close.borrow();
        assert!(closed(&second) && !closed(&first) && !closed(&third) && !closed(&away));
        // Its end counts nothing twice.
        drop(second);
        assert_eq!(startups.waiting(), 4);
        drop((first, third, fourth, away));
        assert_eq!(startups.waiting(), 0);
    }
}
