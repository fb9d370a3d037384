//! What a player costs in bytes, browser against SSH: one scripted tic-tac-toe game at a table,
//! a page (WebSocket) against an SSH player, both at 80×24, each side's bytes received counted
//! from the moment both sit down to the result. Printed for the record (`--show-output`).

use std::time::{Duration, Instant};

use crate::kit::serve::at_menu;
use crate::kit::web::{Page, WebServer, runtime};

#[test]
#[ignore = "a measurement (45 s), run by .ci/measure: bytes a second to a browser and to SSH"]
fn measure_bytes_a_second_browser_against_ssh_over_one_table_game() {
    let server = WebServer::start(&["--password", "pw"]);
    runtime().block_on(async {
        let mut web = Page::open(&server, "web", "pw", 80, 24).await;
        web.expect("Statistics").await;
        web.key("6").await;
        web.expect("Open tables").await;
        web.key("n").await;
        web.expect("New table").await;
        web.key("ArrowLeft").await;
        web.key("ArrowLeft").await;
        web.expect("Tic-tac-toe").await;
        web.key("Enter").await;
        web.expect("Press Enter to start").await;
        let mut bob = at_menu(server.ssh.unwrap(), "bob", Some("pw")).await;
        bob.resize(80, 24).await;
        bob.go_to_tables().await;
        bob.expect("#1").await;
        bob.send(b"\r").await;
        bob.expect("Waiting for web to start").await;
        let (web_start, ssh_start, started) = (web.received, bob.raw.len(), Instant::now());
        web.key("Enter").await;
        let (mut web_moves, mut ssh_moves) = ("123".chars(), "456".chars());
        let over = |s: &str| s.contains("You win!") || s.contains("wins.");
        let deadline = Instant::now() + Duration::from_secs(60);
        while !over(&web.text()) {
            assert!(Instant::now() < deadline, "no result:\n{}", web.text());
            web.until(|s| s.contains("Your move") || over(s)).await;
            bob.drain().await;
            if web.text().contains("Your move") {
                web.key(&web_moves.next().unwrap().to_string()).await;
                web.until(|s| !s.contains("Your move") || over(s)).await;
            } else if bob.text().contains("Your move") {
                bob.send(ssh_moves.next().unwrap().to_string().as_bytes()).await;
                bob.until(|s| !s.contains("Your move")).await;
            }
            // A person's pace: a move about every second.
            tokio::time::sleep(Duration::from_millis(800)).await;
        }
        bob.until(|s| s.contains("win")).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        bob.drain().await;
        let seconds = started.elapsed().as_secs_f64();
        let web_bytes = web.received - web_start;
        let ssh_bytes = bob.raw.len() - ssh_start;
        println!(
            "one tic-tac-toe game at a table, {seconds:.1} s: browser {web_bytes} bytes \
             ({:.0} B/s), SSH {ssh_bytes} bytes ({:.0} B/s)",
            web_bytes as f64 / seconds,
            ssh_bytes as f64 / seconds
        );
    });
}
