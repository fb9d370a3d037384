//! `asobi serve --web` over loopback: the page, the login and its cookie, a session's frames
//! read back as cells, keys sent; and the bad inputs (another origin, no cookie, a wrong
//! password, oversized and malformed messages), each refused with the server still serving.

use std::time::Duration;

use futures_util::SinkExt;
use tokio_tungstenite::tungstenite::Message;

use crate::kit::web::{Page, WebServer, http, log_in, runtime, socket};

#[test]
fn a_browser_logs_in_reads_the_menu_in_cells_and_plays_with_keys() {
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let page = http(server.web, "GET", "/", &["Accept-Language: ja,en;q=0.5"], "").await;
        assert_eq!(page.status, 200);
        assert!(page.body.contains("名前") && page.body.contains("page.js"), "{}", page.body);
        assert!(page.header("content-security-policy").unwrap().contains("default-src 'none'"));
        let script = http(server.web, "GET", "/page.js", &[], "").await;
        assert!(script.status == 200 && script.body.contains("WebSocket"));
        let cookie = log_in(server.web, "alice", "sesame").await.unwrap();
        assert!(cookie.starts_with("asobi_session=") && cookie.len() > 40, "{cookie}");
        let mut page = Page::open(&server, "alice", "sesame", 80, 24).await;
        page.expect("Tic-tac-toe").await;
        page.expect("Statistics").await;
        page.key("6").await;
        page.expect("Open tables").await;
        page.key("Escape").await;
        page.expect("Statistics").await;
        // The window grows: the session draws at the new size.
        page.send_json(serde_json::json!({ "resize": { "cols": 100, "rows": 30 } })).await;
        let width = |s: &str| s.lines().next().map_or(0, |l| l.chars().count());
        assert!(page.until(|s| width(s) == 100).await, "{}", page.text());
        page.key("q").await;
        assert!(page.until_closed().await, "q ends the session and closes the socket");
        assert!(page.bye.is_some());
    });
    assert!(!server.logged("logged in").is_empty());
}

#[test]
fn the_login_cookie_is_http_only_and_same_site_strict_and_wrong_passwords_cost() {
    let server = WebServer::start(&["--password", "sesame", "--auth-failures", "2"]);
    runtime().block_on(async {
        let body = serde_json::json!({ "name": "bob", "password": "sesame" }).to_string();
        let answer = http(server.web, "POST", "/login", &[], &body).await;
        let cookie = answer.header("set-cookie").unwrap();
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "{cookie}");
        // Not a field the form has: refused, and so is a login posted from another site.
        let extra = r#"{"name":"bob","password":"sesame","admin":true}"#;
        assert_eq!(http(server.web, "POST", "/login", &[], extra).await.status, 400);
        let elsewhere = ["Origin: http://evil.example"];
        assert_eq!(http(server.web, "POST", "/login", &elsewhere, &body).await.status, 403);
        // Two wrong passwords: the second bans the address; then even the right one fails.
        let started = std::time::Instant::now();
        let wrong = log_in(server.web, "bob", "guess").await.unwrap_err();
        assert_eq!(wrong.status, 403);
        assert!(wrong.body.contains("Wrong password"), "{}", wrong.body);
        assert!(started.elapsed() >= std::time::Duration::from_millis(900), "answered late");
        let _ = log_in(server.web, "bob", "guess").await;
        // Banned: the connection is closed before any answer, even with the right password.
        let right = log_in(server.web, "bob", "sesame").await.unwrap_err();
        assert_eq!(right.status, 0, "{right:?}");
    });
    assert!(!server.logged("web login refused: wrong password").is_empty());
}

#[test]
fn bad_sockets_are_refused_and_the_server_goes_on() {
    let mut server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let origin = server.origin();
        let cookie = log_in(server.web, "carol", "sesame").await.unwrap();
        // No cookie, a made-up cookie, another origin, no origin.
        assert_eq!(socket(server.web, Some(&origin), None).await.err(), Some(401));
        let guess = "asobi_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
        assert_eq!(socket(server.web, Some(&origin), Some(guess)).await.err(), Some(401));
        let evil = "http://evil.example";
        assert_eq!(socket(server.web, Some(evil), Some(&cookie)).await.err(), Some(403));
        assert_eq!(socket(server.web, None, Some(&cookie)).await.err(), Some(403));
        // A first message that is not a hello, an oversized one, malformed ones, a binary
        // one, a key no keyboard has: each ends its own connection.
        let bad: [Message; 6] = [
            Message::Text(r#"{"key":{"key":"a"}}"#.into()),
            Message::Text(
                format!(r#"{{"hello":{{"cols":80,"rows":24,"lang":"{}"}}}}"#, "x".repeat(2000))
                    .into(),
            ),
            Message::Text("{not json".into()),
            Message::Text(r#"{"hello":{"cols":80,"rows":24,"lang":"en","more":1}}"#.into()),
            Message::Binary(vec![0u8; 8].into()),
            Message::Text(r#"{"hello":{"cols":-5,"rows":24,"lang":"en"}}"#.into()),
        ];
        for message in bad {
            let mut ws = socket(server.web, Some(&origin), Some(&cookie)).await.unwrap();
            let _ = ws.send(message).await;
            assert!(closed(&mut ws).await, "a bad first message closes the socket");
        }
        // After a good hello, a bad message ends the session too.
        for message in [
            Message::Text(r#"{"key":{"key":"NoSuchKey"}}"#.into()),
            Message::Text(r#"{"mouse":{"kind":"down","x":1}}"#.into()),
            Message::Text(format!(r#"{{"key":{{"key":"{}"}}}}"#, "a".repeat(4000)).into()),
        ] {
            let mut page = Page::open(&server, "carol", "sesame", 80, 24).await;
            page.expect("Statistics").await;
            let _ = page.socket.send(message).await;
            assert!(page.until_closed().await, "a bad message closes the socket");
        }
        // The server still serves: a new session gets the menu.
        let mut page = Page::open(&server, "carol", "sesame", 80, 24).await;
        page.expect("Tic-tac-toe").await;
    });
    assert!(server.running());
    assert!(!server.logged("web socket closed: a bad message").is_empty());
}

/// Whether the server closes `ws` (within the kit's wait).
async fn closed(ws: &mut crate::kit::web::Socket) -> bool {
    use futures_util::StreamExt;
    let deadline = tokio::time::Instant::now() + crate::kit::web::WAIT;
    loop {
        match tokio::time::timeout_at(deadline, ws.next()).await {
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
            Err(_) => return false,
        }
    }
}

#[test]
fn a_click_chooses_and_the_wheel_scrolls_as_in_a_terminal() {
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut page = Page::open(&server, "dave", "sesame", 80, 24).await;
        page.expect("Statistics").await;
        // A click on a menu row opens it, as a terminal's click does.
        let at = page.grid.find("Statistics").expect("the row is shown");
        page.mouse("down", at).await;
        page.mouse("up", at).await;
        page.expect("no games yet").await;
        page.key("Escape").await;
        page.expect("Tic-tac-toe").await;
        // Othello's help is longer than 24 rows: the wheel scrolls it, a notch a row.
        page.key("2").await;
        page.expect("Othello").await;
        page.key("?").await;
        page.expect("▼").await;
        page.take_for(Duration::from_millis(300)).await;
        let top = page.text();
        page.mouse("wheeldown", (40, 12)).await;
        page.mouse("wheeldown", (40, 12)).await;
        assert!(page.until(|s| s != top).await, "the wheel moved nothing:\n{top}");
        page.mouse("wheelup", (40, 12)).await;
        page.mouse("wheelup", (40, 12)).await;
        assert!(page.until(|s| s == top).await, "back at the top:\n{}", page.text());
    });
}

#[test]
fn a_japanese_browser_gets_the_parlour_in_japanese() {
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut page = Page::open_in(&server, ("エリ", "sesame"), (80, 24), "ja-JP").await;
        page.expect("成績").await;
        page.expect("オセロ").await;
        // Wide glyphs take two cells: a row is still 80 cells.
        let row = page.grid.cells.iter().find(|l| l.concat().contains("オセロ")).unwrap();
        assert_eq!(row.len(), 80);
        // A click counts cells, wide glyphs two each.
        let at = page.grid.find("成績").unwrap();
        page.mouse("down", at).await;
        page.expect("まだ記録がありません").await;
    });
}

#[test]
fn logging_out_forgets_the_login_and_expires_the_cookie() {
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let cookie = log_in(server.web, "erin", "sesame").await.unwrap();
        let origin = server.origin();
        assert!(socket(server.web, Some(&origin), Some(&cookie)).await.is_ok());
        // Posted from another site: refused, and the login lives on.
        let evil = [format!("Cookie: {cookie}"), "Origin: http://evil.example".to_string()];
        let evil: Vec<&str> = evil.iter().map(String::as_str).collect();
        assert_eq!(http(server.web, "POST", "/logout", &evil, "").await.status, 403);
        assert!(socket(server.web, Some(&origin), Some(&cookie)).await.is_ok());
        let ours = [format!("Cookie: {cookie}"), format!("Origin: {origin}")];
        let ours: Vec<&str> = ours.iter().map(String::as_str).collect();
        let answer = http(server.web, "POST", "/logout", &ours, "").await;
        assert_eq!(answer.status, 204);
        let expired = answer.header("set-cookie").unwrap();
        assert!(expired.starts_with("asobi_session=;") && expired.contains("Max-Age=0"));
        assert!(expired.contains("HttpOnly") && expired.contains("SameSite=Strict"), "{expired}");
        assert_eq!(socket(server.web, Some(&origin), Some(&cookie)).await.err(), Some(401));
    });
    assert!(server.until_logged("logged out"));
}

#[test]
fn silent_connections_from_one_address_give_way_to_one_that_speaks() {
    let server = WebServer::start(&["--password", "sesame", "--max-startups-per-source", "2"]);
    runtime().block_on(async {
        let connect = || tokio::net::TcpStream::connect(server.web);
        let mut silent = [connect().await.unwrap(), connect().await.unwrap()];
        // A login speaks: it takes the oldest silent connection's place.
        log_in(server.web, "frank", "sesame").await.unwrap();
        assert!(closed_within(&mut silent[0], Duration::from_secs(5)).await, "the oldest");
        assert!(!closed_within(&mut silent[1], Duration::from_millis(100)).await);
        // Two more silent ones: the address is at its limit, so the next oldest goes.
        let _more = [connect().await.unwrap(), connect().await.unwrap()];
        assert!(closed_within(&mut silent[1], Duration::from_secs(5)).await, "the next oldest");
        // The player plays on: a page's session is not a connection waiting to log in.
        let mut page = Page::open(&server, "frank", "sesame", 80, 24).await;
        page.expect("Statistics").await;
    });
}

/// Whether the server closes `stream` within `time` (it read nothing from us).
async fn closed_within(stream: &mut tokio::net::TcpStream, time: Duration) -> bool {
    use tokio::io::AsyncReadExt;
    let mut byte = [0u8; 1];
    matches!(tokio::time::timeout(time, stream.read(&mut byte)).await, Ok(Ok(0) | Err(_)))
}

#[test]
fn a_page_keeps_its_players_own_saves_which_ssh_finds_under_the_same_name() {
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut page = Page::open(&server, "gina", "sesame", 80, 24).await;
        page.expect("Tic-tac-toe").await;
        page.key("1").await;
        page.expect("New game: Tic-tac-toe").await;
        page.key("Enter").await;
        page.expect("Your move").await;
        page.key("5").await;
        page.take_for(Duration::from_millis(300)).await;
        page.key("Escape").await;
        page.expect("· saved game").await;
        page.key("q").await;
        assert!(page.until_closed().await);
        // The same name over SSH: the same folder, the game waiting.
        let ssh = server.ssh.unwrap();
        let mut gina = crate::kit::serve::at_menu(ssh, "gina", Some("sesame")).await;
        gina.expect("· saved game").await;
        // Another name's parlour has no such game.
        let mut other = Page::open(&server, "hank", "sesame", 80, 24).await;
        other.expect("Statistics").await;
        other.take_for(Duration::from_millis(300)).await;
        assert!(!other.text().contains("saved game"), "{}", other.text());
    });
}
