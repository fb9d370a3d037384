//! A player who leaves a table before its end still has its result: alice starts
//! tic-tac-toe against a computer and leaves at once (Esc); the table plays her chair to the
//! end, her statistics count the game, and the finished table stays on her list, whatever
//! other tables open and close meanwhile, until she looks at it.

use std::time::{Duration, Instant};

use asobi::catalog::GameId;
use asobi::stats::Stats;

use crate::serve_kit::{Screen, Server, connect, runtime};

async fn log_in(server: &Server, name: &str) -> Screen {
    let mut conn = connect(server.addr).await;
    assert!(conn.password(name, "pw").await);
    let mut screen = conn.shell(80, 24, &[("LANG", "en_US.UTF-8")]).await;
    screen.expect("Statistics").await;
    screen.send(b"6").await;
    screen.expect("Open tables").await;
    screen
}

/// Tic-tac-toe games in `name`'s statistics file (0 before it is written).
fn games_played(server: &Server, name: &str) -> u32 {
    let file = server.home.join("users").join(name).join("stats.toml");
    let Ok(text) = std::fs::read_to_string(file) else { return 0 };
    let stats: Stats = toml::from_str(&text).expect("a statistics file");
    stats.games.get(&GameId::Tictactoe).map_or(0, |b| b.values().map(|r| r.played).sum())
}

#[test]
fn an_away_players_finished_table_reaches_their_statistics_and_stays_for_them() {
    let server = Server::start(&["--password", "pw"]);
    runtime().block_on(async {
        let mut alice = log_in(&server, "alice").await;
        alice.send(b"n").await;
        alice.expect("New table").await;
        alice.send(b"\x1b[D\x1b[D").await; // ← twice: Tic-tac-toe
        alice.expect("Tic-tac-toe").await;
        alice.send(b"\r").await;
        alice.expect("Press Enter to start").await;
        alice.send(b"\r").await;
        alice.expect("leave the table").await;
        alice.send(b"\x1b").await;
        alice.expect("Open tables").await;
        alice.expect("1 away").await;

        // The table plays her chair to the end; her session counts the game.
        let deadline = Instant::now() + Duration::from_secs(60);
        while games_played(&server, "alice") == 0 {
            assert!(Instant::now() < deadline, "never counted:\n{}", alice.text());
            tokio::time::sleep(Duration::from_millis(200)).await;
            alice.drain().await;
        }
        alice.expect("finished").await;

        // bob opens a table and leaves it (it closes): alice's finished table stays.
        let mut bob = log_in(&server, "bob").await;
        bob.send(b"n").await;
        bob.expect("New table").await;
        bob.send(b"\r").await;
        bob.expect("Press Enter to start").await;
        bob.send(b"\x1b").await;
        bob.expect("New table").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        bob.drain().await;
        assert!(bob.text().contains("#1") && !bob.text().contains("#2"), "{}", bob.text());
        alice.drain().await;
        assert!(alice.text().contains("your seat"), "{}", alice.text());

        // She looks: the result is there, and it was counted once.
        alice.send(b"\r").await;
        alice.expect("rematch").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(games_played(&server, "alice"), 1);
    });
}
