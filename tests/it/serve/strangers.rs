//! `asobi serve` against strangers: sockets that never speak, password guessing. Each attack
//! runs on loopback, bounded in count and time, beside a real player who must still get in
//! (a client that stops reading, and squatters: `stalls.rs`). The two ignored tests
//! measure (the figures of the report).

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use crate::kit::serve::{
    MENU, Server, closed_within, connect, greeted, log_in, runtime, silent_sockets, try_connect,
};

/// Wrong passwords from `tasks` connections at once for `secs` seconds: how many were
/// answered, and a real player's login halfway through.
async fn guess_passwords(addr: SocketAddr, tasks: usize, secs: u64) -> (u64, String) {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    let tries = Arc::new(AtomicU64::new(0));
    let stop = Instant::now() + Duration::from_secs(secs);
    let mut guessers = Vec::new();
    for _ in 0..tasks {
        let tries = tries.clone();
        guessers.push(tokio::spawn(async move {
            while Instant::now() < stop {
                let Ok(mut conn) = try_connect(addr).await else {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                };
                // russh lets six tries through a connection; then a new one.
                for _ in 0..6 {
                    let answer = conn.handle.authenticate_password("root", "guess").await;
                    if !matches!(answer, Ok(r) if !r.success()) || Instant::now() >= stop {
                        break;
                    }
                    tries.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(secs / 2)).await;
    let (outcome, took) = log_in(addr, "alice", "pw").await;
    let player = format!("{outcome:?} after {took:.1?}");
    for guesser in guessers {
        let _ = tokio::time::timeout(Duration::from_secs(5), guesser).await;
    }
    (tries.load(Ordering::Relaxed), player)
}

#[test]
#[ignore = "a measurement (10 s), run by .ci/measure: wrong-password throughput, and a login meanwhile"]
fn measure_wrong_password_throughput() {
    const SECS: u64 = 10;
    let server = Server::start(&["--password", "pw"]);
    let (tries, player) = runtime().block_on(guess_passwords(server.addr, 64, SECS));
    // The passwords the server actually checked (a refused address's are not).
    let checked = server.logged("wrong password").len();
    eprintln!(
        "wrong passwords: {tries} answered in {SECS} s ({:.1}/s) from 64 connections at once, \
         {checked} of them checked; a player from the same address meanwhile: {player}",
        tries as f64 / SECS as f64
    );
}

#[test]
#[ignore = "a measurement, run by .ci/measure: 100 silent sockets, then a login"]
fn measure_silent_sockets_against_a_login() {
    let server = Server::start(&["--password", "pw"]);
    runtime().block_on(async {
        let silent = silent_sockets(server.addr, 100).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (outcome, took) = log_in(server.addr, "alice", "pw").await;
        eprintln!(
            "100 silent sockets ({} opened); a login: {outcome:?} after {took:.1?}",
            silent.len()
        );
    });
}

#[test]
fn thirty_silent_sockets_do_not_keep_a_player_out() {
    // Before: 28 connections of any kind filled a server of 20 places, and the 29th, the
    // player, was reset.
    let server = Server::start(&["--password", "pw", "--max-connections", "20"]);
    runtime().block_on(async {
        let silent = silent_sockets(server.addr, 30).await;
        assert_eq!(silent.len(), 30);
        let (outcome, took) = log_in(server.addr, "alice", "pw").await;
        assert_eq!(outcome, Ok(()), "after {took:?}");
    });
    // The operator sees it: the player's login with its source, the silent ones pushed out.
    assert!(server.log_line(&["logged in", "peer=127.0.0.1:", "user=\"alice\""]).is_some());
    assert!(server.log_line(&["took its place", "peer=127.0.0.1:"]).is_some());
}

#[test]
fn connections_not_logged_in_are_counted_apart_from_the_players_places() {
    // Room for 40 waiting connections (no random drops below that, no per-address limit):
    // 30 silent ones all stay, and take none of the 20 players' places.
    let server = Server::start(&[
        "--password",
        "pw",
        "--max-connections",
        "20",
        "--max-startups",
        "40:30:60",
        "--max-startups-per-source",
        "100",
    ]);
    runtime().block_on(async {
        let mut silent = silent_sockets(server.addr, 30).await;
        for socket in &mut silent {
            assert!(greeted(socket).await, "each silent socket is taken");
        }
        let (outcome, took) = log_in(server.addr, "alice", "pw").await;
        assert_eq!(outcome, Ok(()), "after {took:?}");
        for socket in &mut silent {
            assert!(!closed_within(socket, Duration::from_millis(10)).await);
        }
    });
}

#[test]
fn beyond_max_startups_new_connections_are_dropped_until_one_goes() {
    let server =
        Server::start(&["--open", "--max-startups", "3", "--max-startups-per-source", "100"]);
    runtime().block_on(async {
        let mut silent = silent_sockets(server.addr, 3).await;
        for socket in &mut silent {
            assert!(greeted(socket).await);
        }
        let mut fourth = silent_sockets(server.addr, 1).await.pop().unwrap();
        assert!(!greeted(&mut fourth).await, "a fourth waiting connection is dropped");
        assert!(try_connect(server.addr).await.is_err(), "a client too");
        // One of the three goes: there is room again (bounded wait for the server to see it).
        drop(silent.pop());
        let mut taken = false;
        for _ in 0..50 {
            let mut socket = silent_sockets(server.addr, 1).await.pop().unwrap();
            if greeted(&mut socket).await {
                taken = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(taken);
    });
}

#[test]
fn an_address_at_its_limit_loses_its_oldest_silent_connection() {
    let server = Server::start(&["--open", "--max-startups-per-source", "2"]);
    runtime().block_on(async {
        let mut sockets = silent_sockets(server.addr, 2).await;
        for socket in &mut sockets {
            assert!(greeted(socket).await);
        }
        // A player from the same address logs in: it takes the oldest silent one's place,
        // and is not itself pushed out by the next silent one (it has spoken).
        let mut player = connect(server.addr).await;
        assert!(closed_within(&mut sockets[0], Duration::from_secs(5)).await, "the oldest");
        assert!(!closed_within(&mut sockets[1], Duration::from_millis(100)).await);
        let mut third = silent_sockets(server.addr, 1).await.pop().unwrap();
        assert!(greeted(&mut third).await);
        assert!(closed_within(&mut sockets[1], Duration::from_secs(5)).await, "the next oldest");
        assert!(player.none("alice").await);
        player.shell(100, 30, &[]).await.expect(MENU).await;
    });
}

#[test]
fn wrong_passwords_are_answered_ever_later_then_the_address_is_refused() {
    const GUESS: &str = "open-sesame-42";
    let server = Server::start(&["--password", "pw", "--auth-failures", "3", "--auth-ban", "60"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        let mut took = Vec::new();
        for _ in 0..3 {
            let asked = Instant::now();
            assert!(!conn.password("mallory", GUESS).await);
            took.push(asked.elapsed());
        }
        eprintln!("three wrong passwords answered after {took:.1?}");
        assert!(took[0] < took[1] && took[1] < took[2], "each answer later: {took:?}");
        // The third was the last allowed: now even the right password is refused, and a new
        // connection from the address is closed at once.
        assert!(!conn.password("alice", "pw").await);
        assert!(try_connect(server.addr).await.is_err());
    });
    // Each failure is logged with its source; the password never is.
    for failures in ["failures=1", "failures=2", "failures=3"] {
        let line = server.log_line(&["wrong password", "peer=127.0.0.1:", failures]);
        assert!(line.is_some(), "{failures}");
    }
    assert!(server.log_line(&["limit hit", "peer=127.0.0.1:", "seconds=60"]).is_some());
    assert!(server.logged(GUESS).is_empty());
}
