//! A page's session under the limits an SSH client has (`serve/session/pacing.rs`): the input
//! rate drops a flood's rest, frames come no faster than `--fps`, and a page left alone is
//! told why and closed at the idle limit; a connection that never logs in is closed at the
//! login deadline. Each server is the real binary on loopback.

use std::time::Duration;

use crate::kit::web::{Page, WebServer, runtime};

/// The menu row the marker `▶` stands on, by its number ("3." for the third).
fn selected(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.contains('▶'))?;
    let after = line.split('▶').nth(1)?.trim_start();
    Some(after.split('.').next()?.to_string())
}

#[test]
fn a_flood_of_keys_is_held_to_the_input_rate_and_the_rest_dropped() {
    let server = WebServer::start(&["--password", "sesame", "--input-rate", "3"]);
    runtime().block_on(async {
        let mut page = Page::open(&server, "alice", "sesame", 80, 24).await;
        page.expect("Statistics").await;
        let first = selected(&page.text()).expect("a row is selected");
        // Five keys at once: a burst of one second's worth (3) passes, the rest is dropped.
        for _ in 0..5 {
            page.key("ArrowDown").await;
        }
        assert!(page.take_for(Duration::from_millis(800)).await, "the session lives on");
        let first: u32 = first.parse().unwrap();
        assert_eq!(selected(&page.text()), Some((first + 3).to_string()), "{}", page.text());
        // A second later the rate allows keys again: the session still answers.
        tokio::time::sleep(Duration::from_millis(600)).await;
        page.key("ArrowUp").await;
        let back = Some((first + 2).to_string());
        assert!(page.until(|s| selected(s) == back).await, "{}", page.text());
    });
    assert!(server.until_logged("limit hit: input rate"));
    let logged = server.logged("limit hit: input rate");
    assert_eq!(logged.len(), 1, "the limit is logged once a session: {logged:?}");
}

#[test]
fn frames_come_no_faster_than_the_frame_limit_and_an_idle_page_is_told_and_closed() {
    let args = ["--password", "sesame", "--fps", "2", "--idle-timeout", "3"];
    let server = WebServer::start(&args);
    runtime().block_on(async {
        let mut page = Page::open(&server, "bob", "sesame", 80, 24).await;
        page.expect("Statistics").await;
        let first: u32 = selected(&page.text()).unwrap().parse().unwrap();
        let before = page.frames;
        // Eight changes in one second, at most two frames a second drawn.
        for _ in 0..8 {
            page.key("ArrowDown").await;
            page.take_for(Duration::from_millis(125)).await;
        }
        page.take_for(Duration::from_millis(600)).await;
        let drawn = page.frames - before;
        assert!((1..=4).contains(&drawn), "{drawn} frames for 8 changes in 1.6 s at --fps 2");
        // None was lost: the last frame shows all eight.
        let last = Some(((first + 7) % 9 + 1).to_string());
        assert_eq!(selected(&page.text()), last, "{}", page.text());
        // Then nothing: the idle limit (3 s) ends the session with a goodbye that says why.
        assert!(page.until_closed().await, "closed at the idle limit");
        let bye = page.bye.clone().unwrap_or_default();
        assert!(bye.contains("without a key press"), "{bye:?}");
    });
    assert!(server.until_logged("Idle"), "the log says why the session closed");
}

#[test]
fn a_connection_that_never_logs_in_is_closed_at_the_login_deadline() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = WebServer::start(&["--password", "sesame", "--login-timeout", "2"]);
    runtime().block_on(async {
        // A stranger keeps one connection busy with page requests and never logs in.
        let mut stream = tokio::net::TcpStream::connect(server.web).await.unwrap();
        let request = format!("GET /page.css HTTP/1.1\r\nHost: {}\r\n\r\n", server.web);
        let started = std::time::Instant::now();
        let mut buffer = vec![0u8; 65536];
        let closed = loop {
            if started.elapsed() > Duration::from_secs(10) {
                break false;
            }
            if stream.write_all(request.as_bytes()).await.is_err() {
                break true;
            }
            let read = tokio::time::timeout(Duration::from_secs(1), stream.read(&mut buffer));
            if let Ok(Ok(0) | Err(_)) = read.await {
                break true;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        };
        let after = started.elapsed();
        assert!(closed, "still open after {after:?}");
        assert!(after >= Duration::from_millis(1800), "closed early, after {after:?}");
    });
}
