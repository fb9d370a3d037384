//! `asobi serve` holding 50 idle players at once: all get the menu, the server's memory per
//! player and its CPU over 10 idle seconds are printed (release only: `.ci/run` runs the
//! ignored tests with their output shown).
#![cfg(target_os = "linux")]

use std::time::Duration;

use crate::serve_kit::{Server, connect, runtime};

#[test]
#[ignore = "release only: 50 connections and 10 idle seconds measured"]
fn fifty_idle_players_memory_and_cpu() {
    const PLAYERS: usize = 50;
    let server = Server::start(&["--password", "pw"]);
    let rt = runtime();
    let (rss_before, threads_before) = (server.rss_kib(), server.threads());
    let mut screens = rt.block_on(async {
        let mut screens = Vec::new();
        for i in 0..PLAYERS {
            let mut conn = connect(server.addr).await;
            assert!(conn.password(format!("player{i}").as_str(), "pw").await);
            let mut screen = conn.shell(100, 30, &[]).await;
            screen.expect("Statistics").await;
            screens.push(screen);
        }
        screens
    });
    // A moment for the last frames to go out, then 10 idle seconds.
    std::thread::sleep(Duration::from_secs(1));
    let (rss_after, threads_after) = (server.rss_kib(), server.threads());
    let cpu_before = server.cpu_seconds();
    std::thread::sleep(Duration::from_secs(10));
    let idle_cpu = server.cpu_seconds() - cpu_before;
    let per_player = rss_after.saturating_sub(rss_before) as f64 / PLAYERS as f64;
    eprintln!(
        "serve, {PLAYERS} idle players: resident memory {rss_before} KiB before, {rss_after} KiB \
         with them ({per_player:.0} KiB a player); threads {threads_before} → {threads_after}; \
         CPU over 10 idle seconds {idle_cpu:.3} s"
    );
    // Idle sessions block on their input: no ticks, no frames.
    assert!(idle_cpu < 0.5, "50 idle players used {idle_cpu} s of CPU in 10 s");
    rt.block_on(async {
        for screen in &mut screens {
            screen.drain().await;
            assert!(!screen.closed);
        }
        // All still answer.
        for screen in screens.iter_mut().step_by(10) {
            screen.send(b"?").await;
            screen.expect("Keys").await;
        }
    });
}
