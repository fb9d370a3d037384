//! `asobi serve` with several players: each has their own parlour (language, window, saved
//! games), a window change is followed, and the server's own ends (SIGTERM, idle time, a full
//! house, a client with no terminal) are said to the player before the channel closes.

use crate::kit::pty::tictactoe_marks;
use crate::kit::serve::{MENU, Server, at_menu, connect, logged_in, runtime};

/// The board shows the player's mark and the computer's answer.
fn replied(screen: &str) -> bool {
    let marks = tictactoe_marks(screen);
    marks.iter().any(|m| m.2 == '○') && marks.iter().any(|m| m.2 == '×')
}

#[test]
fn each_player_has_their_own_parlour() {
    let server = Server::start(&["--password", "pw"]);
    runtime().block_on(async {
        let mut players = Vec::new();
        for (name, lang) in [("alice", "en_GB.UTF-8"), ("bob", "C"), ("carol", "ja_JP.UTF-8")] {
            let conn = logged_in(server.addr, name, Some("pw")).await;
            players.push(conn.shell(100, 30, &[("LANG", lang)]).await);
        }
        let [alice, bob, carol] = players.as_mut_slice() else { unreachable!() };
        for screen in [&mut *alice, &mut *bob] {
            screen.expect(MENU).await;
        }
        // Carol's client sent a Japanese locale: her parlour is in Japanese, the others' not.
        carol.expect("ババ抜き").await;
        assert!(!carol.text().contains(MENU), "{}", carol.text());
        // Alice starts tic-tac-toe, marks the centre, waits for the computer's reply (an
        // animation: the session ticks), and leaves the game for the menu, which saves it.
        alice.send(b"\r").await;
        alice.expect("New game").await;
        alice.send(b"\r").await;
        alice.expect("Your move").await;
        alice.send(b"5").await;
        assert!(alice.until(replied).await, "{}", alice.text());
        alice.expect("Your move").await;
        alice.send(b"\x1b").await;
        alice.expect("saved game").await;
        // Bob, at the same time, has no saved game: his folder is his own.
        bob.send(b"j").await;
        bob.expect(MENU).await;
        assert!(!bob.text().contains("saved game"), "{}", bob.text());
    });
    assert!(server.home.join("users/alice/saved-tictactoe.json").is_file());
    assert!(!server.home.join("users/bob/saved-tictactoe.json").exists());
    // Alice comes back (another connection, the same name): her game is still there.
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.password("Alice", "pw").await, "names are cleaned: Alice is alice");
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect("saved game").await;
    });
}

#[test]
fn window_changes_are_followed() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut screen = at_menu(server.addr, "dave", None).await;
        screen.resize(40, 12).await;
        screen.expect("Please enlarge the terminal").await;
        screen.resize(120, 40).await;
        screen.expect(MENU).await;
        // Drawn for the new width: the hint bar is on the last of the 40 rows.
        let last_row = screen.text().lines().count();
        assert_eq!(last_row, 40, "{}", screen.text());
    });
}

#[test]
fn sigterm_tells_every_player_saves_their_games_and_ends() {
    let mut server = Server::start(&["--password", "pw"]);
    let rt = runtime();
    let mut screens = rt.block_on(async {
        let mut screens = Vec::new();
        for name in ["erin", "frank"] {
            let conn = logged_in(server.addr, name, Some("pw")).await;
            let mut screen = conn.shell(100, 30, &[]).await;
            screen.expect(MENU).await;
            screens.push(screen);
        }
        // Erin is in the middle of a game.
        let erin = &mut screens[0];
        erin.send(b"\r").await;
        erin.expect("New game").await;
        erin.send(b"\r").await;
        erin.expect("Your move").await;
        erin.send(b"5").await;
        assert!(erin.until(replied).await, "{}", erin.text());
        screens
    });
    let status = server.terminate().expect("the server exits after SIGTERM");
    assert!(status.success(), "{status:?}");
    rt.block_on(async {
        for screen in &mut screens {
            screen.expect("server is closing").await;
            assert!(screen.until_closed().await);
        }
    });
    assert!(server.home.join("users/erin/saved-tictactoe.json").is_file());
}

#[test]
fn an_idle_player_is_told_and_disconnected() {
    let server = Server::start(&["--open", "--idle-timeout", "1"]);
    runtime().block_on(async {
        let mut screen = at_menu(server.addr, "gina", None).await;
        screen.expect("without a key press").await;
        assert!(screen.until_closed().await);
    });
}

#[test]
fn a_full_server_says_so() {
    let server = Server::start(&["--open", "--max-connections", "1"]);
    runtime().block_on(async {
        let mut first = at_menu(server.addr, "hana", None).await;
        let second = logged_in(server.addr, "ivan", None).await;
        let mut second = second.shell(100, 30, &[]).await;
        second.expect("server is full").await;
        assert!(second.until_closed().await);
        // The first player is untouched.
        first.send(b"j").await;
        first.expect(MENU).await;
        assert!(!first.closed);
    });
}

#[test]
fn a_client_without_a_terminal_is_told_to_use_ssh_t() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let conn = logged_in(server.addr, "jo", None).await;
        let channel = conn.handle.channel_open_session().await.unwrap();
        channel.request_shell(false).await.unwrap();
        let mut screen = crate::kit::serve::Screen::new(conn, channel, 80, 24);
        screen.expect("ssh -t").await;
        assert!(screen.until_closed().await);
    });
}

#[test]
fn colour_depth_follows_the_clients_term() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let truecolour = |raw: &[u8]| raw.windows(5).any(|w| w == b"38;2;" || w == b"48;2;");
        for (term, env, expected) in [
            ("xterm-direct", &[][..], true),
            ("xterm-256color", &[("COLORTERM", "truecolor")][..], true),
            ("xterm-256color", &[][..], false),
            ("linux", &[][..], false),
        ] {
            let conn = logged_in(server.addr, "kim", None).await;
            let mut screen = conn.shell_as(term, 100, 30, env).await;
            screen.expect(MENU).await;
            assert_eq!(truecolour(&screen.raw), expected, "TERM={term} {env:?}");
        }
    });
}

#[test]
fn glyph_widths_are_measured_and_a_wide_terminal_gets_ascii_cards() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let suits = |s: &str| s.contains(['♠', '♥', '♦', '♣']);
        for wide in [false, true] {
            let mut conn = connect(server.addr).await;
            assert!(conn.none(&format!("lee{wide}")).await);
            let mut screen = conn.shell(100, 30, &[]).await;
            screen.wide_suits = wide;
            screen.expect(MENU).await;
            assert!(screen.raw.windows(4).any(|w| w == b"\x1b[6n"), "the server asked");
            screen.send(b"3").await;
            screen.expect("New game").await;
            screen.send(b"\r").await;
            screen.expect("Your turn").await;
            assert_eq!(suits(&screen.text()), !wide, "wide suits {wide}:\n{}", screen.text());
        }
    });
}

#[test]
fn a_terminal_that_never_answers_still_gets_its_menu() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let conn = logged_in(server.addr, "mute", None).await;
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.answers_cursor_questions = false;
        // Keys typed while the server waits for an answer are not lost.
        screen.send(b"j").await;
        screen.expect(MENU).await;
        screen.expect("▶ 2.").await;
    });
}

#[test]
fn a_mouse_click_chooses_as_it_does_locally() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut screen = at_menu(server.addr, "mia", None).await;
        // Where "Othello" is on the screen, as a click in SGR encoding (1-based) reports it.
        let text = screen.text();
        let (row, line) = text.lines().enumerate().find(|(_, l)| l.contains("2. Othello")).unwrap();
        let col = line.chars().take_while(|&c| c != 'O').count();
        let click = format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", col + 1, row + 1, col + 1, row + 1);
        screen.send(click.as_bytes()).await;
        screen.expect("New game: Othello").await;
    });
}

#[test]
fn connecting_again_under_the_same_name_ends_the_older_session_after_it_saves() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut first = at_menu(server.addr, "sam", None).await;
        first.send(b"\r").await;
        first.expect("New game").await;
        first.send(b"\r").await;
        first.expect("Your move").await;
        first.send(b"5").await;
        assert!(first.until(replied).await, "{}", first.text());
        // The same player from another window.
        let conn = logged_in(server.addr, "Sam", None).await;
        let mut second = conn.shell(100, 30, &[]).await;
        first.expect("connected again").await;
        assert!(first.until_closed().await);
        // The older session wrote the game before the new one read the folder.
        second.expect("saved game").await;
    });
}
