//! `asobi serve` against clients that hold what they do not use: one that stops reading (its
//! SSH window full) is dropped and its name freed, and never holds up the shutdown; every
//! refused request is answered; waiting tables expire, and one address cannot fill them.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use crate::kit::serve::{Server, at_menu, connect, runtime};

/// A client whose window is one byte and never grows: it takes (almost) nothing the server
/// sends, while its connection itself stays alive (it answers keepalives).
async fn stuck_client(addr: SocketAddr, name: &str) -> crate::kit::serve::Screen {
    let config = russh::client::Config { window_size: 1, ..Default::default() };
    let mut conn = crate::kit::serve::try_connect_with(addr, config).await.unwrap();
    assert!(conn.none(name).await);
    conn.shell(100, 30, &[]).await
}

#[test]
fn a_client_that_stops_reading_is_dropped_and_its_name_freed() {
    let server = Server::start(&["--open", "--stall-timeout", "2"]);
    runtime().block_on(async {
        let stuck = stuck_client(server.addr, "nora").await;
        // Bounded wait for the server to give up on it (two seconds, then the cut).
        let waited = Instant::now();
        while !stuck.conn.handle.is_closed() && waited.elapsed() < Duration::from_secs(15) {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(stuck.conn.handle.is_closed(), "still connected after {:?}", waited.elapsed());
        // Nora, from a window that reads: straight in, not told she is still playing.
        let screen = at_menu(server.addr, "nora", None).await;
        assert!(!screen.text().contains("still playing"), "{}", screen.text());
    });
    assert!(server.log_line(&["stopped reading", "peer=127.0.0.1:", "seconds=2"]).is_some());
    // The session ended quietly: nothing on stderr but the log's own lines.
    assert!(server.logged("Failed to show the cursor").is_empty());
}

#[test]
fn a_client_that_stops_reading_never_holds_up_the_shutdown() {
    let mut server = Server::start(&["--open", "--stall-timeout", "600"]);
    let rt = runtime();
    let _stuck = rt.block_on(async {
        let stuck = stuck_client(server.addr, "otto").await;
        // Its session has started and is waiting for the client to take its screen.
        tokio::time::sleep(Duration::from_millis(500)).await;
        stuck
    });
    let asked = Instant::now();
    let status = server.terminate().expect("the server exits after SIGTERM");
    assert!(status.success(), "{status:?}");
    assert!(asked.elapsed() < Duration::from_secs(8), "{:?}", asked.elapsed());
}

/// The server's answer to a channel request (bounded wait): success, failure, or none.
async fn answer(channel: &mut russh::Channel<russh::client::Msg>) -> Option<bool> {
    use russh::ChannelMsg;
    loop {
        match tokio::time::timeout(Duration::from_secs(5), channel.wait()).await {
            Ok(Some(ChannelMsg::Success)) => return Some(true),
            Ok(Some(ChannelMsg::Failure)) => return Some(false),
            Ok(Some(_)) => {}
            Ok(None) | Err(_) => return None,
        }
    }
}

#[test]
fn every_refused_channel_request_is_answered() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.none("xena").await);
        let mut channel = conn.handle.channel_open_session().await.unwrap();
        channel.request_x11(true, false, "MIT-MAGIC-COOKIE-1", "00ff", 0).await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(false), "x11-req");
        channel.agent_forward(true).await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(false), "auth-agent-req");
        channel.exec(true, "ls").await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(false), "exec");
        channel.request_subsystem(true, "sftp").await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(false), "subsystem");
        channel.set_env(true, "PATH", "/tmp").await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(false), "env (not one that is kept)");
        channel.request_pty(true, "xterm", 80, 24, 0, 0, &[]).await.unwrap();
        assert_eq!(answer(&mut channel).await, Some(true), "pty-req");
    });
}

#[test]
fn a_table_its_host_never_starts_closes_and_frees_its_place() {
    // Before: a host who pressed a key now and then kept an empty table open for ever.
    let server = Server::start(&["--open", "--max-tables", "1", "--table-wait", "2"]);
    runtime().block_on(async {
        let mut squatter = at_menu(server.addr, "squatter", None).await;
        squatter.open_table().await;
        squatter.expect("Press Enter to start").await;
        // Still there, pressing keys that start nothing; the table closes all the same.
        squatter.send(b"?\x1b").await;
        squatter.expect("waited too long to start").await;
        // Another host may open one now.
        let mut host = at_menu(server.addr, "host", None).await;
        host.open_table().await;
        host.expect("Press Enter to start").await;
    });
    assert!(server.log_line(&["limit hit", "--table-wait"]).is_some());
}

/// `name` at the Tables screen, opening a table; returns the screen after it tried.
async fn open_table(server: &Server, name: &str) -> crate::kit::serve::Screen {
    let mut screen = at_menu(server.addr, name, None).await;
    screen.open_table().await;
    screen
}

#[test]
fn many_names_from_one_address_cannot_fill_the_tables() {
    // Before: sixteen names, each with an empty table, blocked every new one.
    let server = Server::start(&["--open", "--tables-per-address", "2"]);
    runtime().block_on(async {
        let mut squatters = Vec::new();
        for name in ["squat1", "squat2"] {
            let mut screen = open_table(&server, name).await;
            screen.expect("Press Enter to start").await;
            squatters.push(screen);
        }
        let mut third = open_table(&server, "squat3").await;
        third.expect("Enough tables from your address are waiting").await;
    });
    assert!(server.log_line(&["limit hit", "--tables-per-address", "from=127.0.0.1"]).is_some());
}
