//! Who a player is over `asobi serve`: every distinct SSH user name keeps its own folder
//! (山田 and 佐藤, `a.b` and `ab` are two players, at once), the name shown is the one typed,
//! and only what cannot be a name is refused, with a message saying why.

use crate::kit::serve::{Screen, Server, logged_in, runtime};

/// A client that sends no locale: the server asks the language first. `japanese` picks it.
async fn arrive(server: &Server, name: &str, japanese: bool) -> Screen {
    let mut screen = logged_in(server.addr, name, None).await.shell_without_locale(80, 24).await;
    screen.expect("日本語").await;
    screen.send(if japanese { b"\x1b[B\r" } else { b"\r" }).await;
    screen.expect(if japanese { "成績" } else { "Statistics" }).await;
    screen
}

/// Back again with no locale: the language kept in the player's folder shows.
async fn comes_back_in(server: &Server, name: &str) -> &'static str {
    let mut screen = logged_in(server.addr, name, None).await.shell_without_locale(80, 24).await;
    let shown = screen.until(|s| s.contains("成績") || s.contains("Statistics")).await;
    assert!(shown, "{}", screen.text());
    if screen.text().contains("成績") { "ja" } else { "en" }
}

#[test]
fn yamada_and_sato_are_two_players_at_once_each_with_a_folder() {
    // Before: both were "guest", one folder; the second to connect closed the first.
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut yamada = arrive(&server, "山田", true).await;
        let mut sato = arrive(&server, "佐藤", false).await;
        // 佐藤 opens a table; 山田 sees it under the name 佐藤 typed.
        sato.open_table().await;
        sato.expect("Press Enter to start").await;
        yamada.send(b"6").await;
        yamada.expect("佐藤").await;
        for screen in [&mut yamada, &mut sato] {
            screen.drain().await;
            assert!(!screen.closed && !screen.text().contains("connected again"));
        }
        drop((yamada, sato));
        // Each kept their own language.
        assert_eq!(comes_back_in(&server, "山田").await, "ja");
        assert_eq!(comes_back_in(&server, "佐藤").await, "en");
    });
    let users = server.home.join("users");
    assert!(users.join("%5c71;%7530;").is_dir() && users.join("%4f50;%85e4;").is_dir());
    assert!(!users.join("guest").exists());
}

#[test]
fn a_dot_b_and_ab_are_two_players() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut dotted = arrive(&server, "a.b", true).await;
        let mut plain = arrive(&server, "ab", false).await;
        for screen in [&mut dotted, &mut plain] {
            screen.drain().await;
            assert!(!screen.closed && !screen.text().contains("connected again"));
        }
        drop((dotted, plain));
        assert_eq!(comes_back_in(&server, "a.b").await, "ja");
        assert_eq!(comes_back_in(&server, "ab").await, "en");
    });
    assert!(server.home.join("users/a%2e;b").is_dir() && server.home.join("users/ab").is_dir());
}

#[test]
fn what_cannot_be_a_name_is_refused_with_the_reason() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let too_long = "x".repeat(asobi::serve::NAME_CHARS + 1);
        for (user, said) in [
            ("", "empty"),
            ("a\u{1b}[2Jb", "control characters"),
            (too_long.as_str(), "at most 30"),
        ] {
            let mut screen = logged_in(server.addr, user, None).await.shell(100, 30, &[]).await;
            screen.expect(said).await;
            assert!(screen.until_closed().await, "{user:?}");
            assert_eq!(screen.exit_status, Some(1));
        }
    });
}
