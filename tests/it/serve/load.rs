//! `asobi serve` holding 50 idle players at once: all get the menu, the server's memory per
//! player and its CPU over 10 idle seconds are printed (`.ci/run` runs the long
//! ignored tests with their output shown).
#![cfg(target_os = "linux")]

use std::time::Duration;

use crate::kit::serve::{Screen, Server, at_menu, connect, runtime};

#[test]
#[ignore = "long: 50 connections and 10 idle seconds measured"]
fn fifty_idle_players_memory_and_cpu() {
    const PLAYERS: usize = 50;
    let server = Server::start(&["--password", "pw"]);
    let rt = runtime();
    let (rss_before, threads_before) = (server.rss_kib(), server.threads());
    // Resident memory with the first half logged in: the second half's growth is what a
    // session costs, without what the first logins set up once (the password hash's memory,
    // the allocator's arenas, the runtime's blocking threads).
    let half = std::sync::Mutex::new(0);
    let mut screens = rt.block_on(async {
        let mut screens = Vec::new();
        for i in 0..PLAYERS {
            if i == PLAYERS / 2 {
                tokio::time::sleep(Duration::from_secs(1)).await;
                *half.lock().unwrap() = server.rss_kib();
            }
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
    let rss_half = *half.lock().unwrap();
    let per_later = rss_after.saturating_sub(rss_half) as f64 / (PLAYERS - PLAYERS / 2) as f64;
    eprintln!(
        "serve, {PLAYERS} idle players: resident memory {rss_before} KiB before, {rss_half} KiB \
         with half of them, {rss_after} KiB with all ({per_player:.0} KiB a player; \
         {per_later:.0} KiB a player for the second half); threads {threads_before} → \
         {threads_after}; CPU over 10 idle seconds {idle_cpu:.3} s"
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

/// The end of an Old Maid game, as the player's status line says it.
fn old_maid_over(screen: &str) -> bool {
    ["You went out first", "left with the Joker", "You finished"].iter().any(|t| screen.contains(t))
}

#[test]
#[ignore = "a measurement (45 s), run by .ci/measure: bytes a second during an Old Maid game"]
fn measure_bytes_per_second_during_an_old_maid_game() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.none("olive").await);
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect("Statistics").await;
        screen.send(b"3").await;
        screen.expect("New game").await;
        let start = std::time::Instant::now();
        let before = screen.raw.len();
        screen.send(b"\r").await;
        // Bounded by time: a game of four takes well under a minute at normal speed. (The
        // wait for a turn may run out while the others finish after the player is out: then
        // wait again.)
        let deadline = start + Duration::from_secs(300);
        while std::time::Instant::now() < deadline && !screen.closed {
            let turn = |s: &str| s.contains("Your turn") || old_maid_over(s);
            if !screen.until(turn).await {
                continue;
            }
            if old_maid_over(&screen.text()) {
                break;
            }
            screen.send(b"\r").await;
            // The draw is taken when the prompt goes (the computers' turns follow).
            screen.until(|s| !s.contains("Your turn")).await;
        }
        assert!(old_maid_over(&screen.text()), "{}", screen.text());
        let (bytes, seconds) = ((screen.raw.len() - before) as f64, start.elapsed().as_secs_f64());
        eprintln!(
            "serve, one Old Maid game at normal speed (100×30, 256 colours): {:.0} bytes in \
             {seconds:.1} s, {:.0} bytes a second",
            bytes,
            bytes / seconds
        );
    });
}

/// Moves the Tables screen's cursor to table `#n` (bounded) and takes a chair there.
async fn sit_at(screen: &mut Screen, n: usize) {
    let at = format!("#{n}");
    for _ in 0..12 {
        screen.drain().await;
        let text = screen.text();
        let row = text.lines().find(|l| l.contains("▶ ")).unwrap_or_default().to_string();
        if row.contains(&at) && !(n == 1 && row.contains("#10")) {
            screen.send(b"\r").await;
            return;
        }
        screen.send(b"j").await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no table {at} to sit at:\n{}", screen.text());
}

#[test]
#[ignore = "a measurement (20 s), run by .ci/measure: CPU of 20 people at 10 Old Maid tables"]
fn measure_twenty_players_at_ten_tables_cpu() {
    const TABLES: usize = 10;
    let server = Server::start(&["--password", "pw", "--max-tables", "10"]);
    let rt = runtime();
    let mut people = rt.block_on(async {
        let mut people = Vec::new();
        for n in 1..=TABLES {
            let mut host = at_menu(server.addr, &format!("host{n}"), Some("pw")).await;
            host.open_table().await;
            host.expect("Press Enter to start").await;
            let mut guest = at_menu(server.addr, &format!("guest{n}"), Some("pw")).await;
            guest.go_to_tables().await;
            sit_at(&mut guest, n).await;
            guest.expect("Waiting for").await;
            host.send(b"\r").await;
            for screen in [&mut host, &mut guest] {
                screen.expect(&format!("Table #{n}")).await;
            }
            people.extend([host, guest]);
        }
        people
    });
    let cpu_before = server.cpu_seconds();
    let started = std::time::Instant::now();
    let mut moves = 0;
    rt.block_on(async {
        while started.elapsed() < Duration::from_secs(20) {
            for screen in &mut people {
                screen.drain().await;
                if screen.text().contains("Your turn") {
                    screen.send(b"\r").await;
                    moves += 1;
                }
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    });
    let seconds = started.elapsed().as_secs_f64();
    let cpu = server.cpu_seconds() - cpu_before;
    eprintln!(
        "serve, {} people at {TABLES} Old Maid tables (and 20 computers): {cpu:.2} s of CPU in \
         {seconds:.1} s ({:.1} % of a core), {moves} moves by the people; resident memory {} KiB",
        people.len(),
        100.0 * cpu / seconds,
        server.rss_kib()
    );
}
