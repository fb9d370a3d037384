//! `asobi serve` over loopback with a Rust SSH client: who gets in, what they see, that each
//! player's parlour is their own, and that the server survives its clients and stops cleanly.

use crate::kit::serve::{Server, connect, runtime, test_key};

const MENU: &str = "Statistics";

#[test]
fn the_right_password_gets_the_menu_and_q_closes_the_channel() {
    let server = Server::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.password("alice", "sesame").await);
        // The key the client was shown is the one the server printed.
        assert_eq!(conn.server_key.lock().unwrap().as_deref(), Some(server.fingerprint.as_str()));
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect(MENU).await;
        screen.expect("Tic-tac-toe").await;
        screen.send(b"q").await;
        assert!(screen.until_closed().await, "q quits and the server closes the channel");
        assert_eq!(screen.exit_status, Some(0));
    });
    assert!(server.home.join("ssh_host_ed25519_key").is_file());
}

#[test]
fn wrong_passwords_and_no_credentials_are_refused() {
    let server = Server::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(!conn.none("mallory").await);
        assert!(!conn.password("mallory", "Sesame").await);
        assert!(!conn.password("mallory", "").await);
        assert!(!conn.key("mallory", test_key(9)).await, "no key opens a password table");
        // After the refusals the same connection still gets in with the password.
        assert!(conn.password("mallory", "sesame").await);
    });
}

#[test]
fn a_generated_password_is_printed_and_works() {
    let server = Server::start(&[]);
    let password = server.password.clone().expect("a generated password is printed");
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(!conn.password("bob", "guess").await);
        assert!(conn.password("bob", &password).await);
    });
}

#[test]
fn only_listed_keys_enter() {
    let dir = tempfile::tempdir().unwrap();
    let listed = test_key(1);
    let file = dir.path().join("authorized_keys");
    std::fs::write(&file, format!("{} friend\n", listed.public_key().to_openssh().unwrap()))
        .unwrap();
    let server = Server::start(&["--authorized-keys", file.to_str().unwrap()]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(!conn.key("eve", test_key(2)).await, "an unknown key is refused");
        assert!(!conn.password("eve", "anything").await, "passwords do not open a key table");
        assert!(!conn.none("eve").await);
        assert!(conn.key("carol", listed).await);
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect(MENU).await;
    });
}

#[test]
fn open_lets_anyone_in_without_credentials() {
    let server = Server::start(&["--open"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.none("guest").await);
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect(MENU).await;
    });
}

/// Bytes for a fuzzing chunk: mostly escape-sequence material (so the parser's deeper paths
/// are reached), some anything at all, less Ctrl+C and q (which would end most sessions in
/// their first few chunks, leaving the screens behind the menu untried).
fn noise(rng: &mut impl rand::Rng) -> Vec<u8> {
    use rand::RngExt;
    const PIECES: &[u8] = b"\x1b[O<;0123456789MmABCDHFPQRS~uZ\r\t jkhl";
    let len = rng.random_range(1..48);
    (0..len)
        .map(|_| match rng.random_range(0..4) {
            0 => 0x1b,
            1 | 2 => PIECES[rng.random_range(0..PIECES.len())],
            _ => rng.random(),
        })
        .map(|b| if matches!(b, 0x03 | b'q' | b'Q') { b'x' } else { b })
        .collect()
}

#[test]
fn random_bytes_and_sizes_never_end_the_server() {
    use rand::{RngExt, SeedableRng};
    let mut server = Server::start(&["--open", "--input-rate", "100000"]);
    let mut rng = asobi::games::random::GameRng::seed_from_u64(16);
    let (mut chunks, mut quits) = (0, 0);
    runtime().block_on(async {
        // Bounded: six players, 400 chunks each at most (one ends early if the noise quits).
        for player in 0..6 {
            let mut conn = connect(server.addr).await;
            assert!(conn.none(&format!("noise{player}")).await);
            let mut screen = conn.shell(100, 30, &[]).await;
            screen.expect(MENU).await;
            for _ in 0..400 {
                screen.send(&noise(&mut rng)).await;
                chunks += 1;
                if rng.random_range(0..40) == 0 {
                    // Window sizes too, from nothing to far beyond any screen.
                    let (w, h) = (rng.random_range(0..2000u32), rng.random_range(0..2000u32));
                    let _ = screen.channel.window_change(w, h, 0, 0).await;
                }
                screen.drain().await;
                if screen.closed {
                    // The noise chose Quit: the session ended as a player's does (a panic
                    // would give status 1), and only that session.
                    assert_eq!(screen.exit_status, Some(0), "{}", screen.text());
                    quits += 1;
                    break;
                }
            }
        }
        // Still serving: a new player gets the menu.
        let mut conn = connect(server.addr).await;
        assert!(conn.none("after").await);
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect(MENU).await;
    });
    assert!(server.running());
    eprintln!("serve fuzz: {chunks} chunks of noise over 6 players ({quits} quit by the noise)");
}

#[test]
fn a_flood_of_input_is_dropped_not_kept_and_the_server_stays_responsive() {
    let server = Server::start(&["--open", "--input-rate", "50"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.none("flood").await);
        let mut flood = conn.shell(100, 30, &[]).await;
        flood.expect(MENU).await;
        // 4 MB of moves down and up: far beyond the input queue and the input rate.
        let chunk = b"jk".repeat(16 * 1024);
        for _ in 0..128 {
            flood.send(&chunk).await;
            flood.drain().await;
        }
        // Another player is served meanwhile, and the flooder's own session lives on.
        let mut conn = connect(server.addr).await;
        assert!(conn.none("calm").await);
        let mut calm = conn.shell(100, 30, &[]).await;
        calm.expect(MENU).await;
        // Once the flood is over the input allowance refills (a second's worth): a key works.
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        flood.drain().await;
        flood.send(b"?").await;
        flood.expect("Keys").await;
        assert!(!flood.closed);
    });
}

#[test]
fn connections_that_only_hold_a_place_are_closed_at_the_login_timeout() {
    let server = Server::start(&["--open", "--login-timeout", "1"]);
    runtime().block_on(async {
        let silent = connect(server.addr).await;
        let mut no_shell = connect(server.addr).await;
        assert!(no_shell.none("lurker").await);
        let mut player = connect(server.addr).await;
        assert!(player.none("player").await);
        let mut screen = player.shell(100, 30, &[]).await;
        screen.expect(MENU).await;
        // Bounded wait for the server to close the two that never started a session.
        for _ in 0..400 {
            if silent.handle.is_closed() && no_shell.handle.is_closed() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert!(silent.handle.is_closed(), "never logged in");
        assert!(no_shell.handle.is_closed(), "logged in, never asked for a shell");
        // The player with a session is untouched.
        screen.send(b"j").await;
        screen.expect("▶ 2.").await;
        assert!(!screen.conn.handle.is_closed());
    });
}

#[test]
fn the_input_rate_limit_drops_what_is_beyond_it() {
    let server = Server::start(&["--open", "--input-rate", "5"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.none("quick").await);
        let mut screen = conn.shell(100, 30, &[]).await;
        screen.expect("▶ 1.").await;
        // Fifty moves down at once: the allowance is five (a second's worth), so the
        // cursor goes from the first item to the sixth and no further.
        screen.send(&[b'j'; 50]).await;
        screen.expect("▶ 6.").await;
        screen.drain().await;
        assert!(screen.text().contains("▶ 6."), "{}", screen.text());
    });
}
