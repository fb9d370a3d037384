//! Tables over SSH: three people, each with their own SSH client (russh) on the loopback,
//! open a four-chair Old Maid table, start it (the fourth chair a computer) and play it to the
//! results on every screen. Midway one client is killed: the table plays their chair, the
//! game goes on, and the same name connecting again takes the chair back. Two people play
//! Othello while a third, in Japanese, watches.

use std::time::{Duration, Instant};

use crate::kit::serve::{Screen, Server, at_tables, logged_in, othello_for_two, runtime};

/// Lets every screen take what arrived; the one whose turn it is picks a card.
async fn play_round(people: &mut [Screen], round: usize) {
    for (i, s) in people.iter_mut().enumerate() {
        s.drain().await;
        if s.text().contains("Your turn") {
            for _ in 0..(round + i) % 3 {
                s.send(b"\x1b[C").await;
            }
            s.send(b"\r").await;
        }
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
}

#[test]
fn three_people_and_a_computer_play_old_maid_over_ssh_and_a_dropped_player_comes_back() {
    let server = Server::start(&["--password", "pw", "--table-pace", "200"]);
    server.instant_animations(&["alice", "bob", "carol"]);
    runtime().block_on(async {
        let mut alice = at_tables(&server, "alice").await;
        alice.new_table(b"", "Old Maid").await;
        let mut others = Vec::new();
        for name in ["bob", "carol"] {
            let mut s = at_tables(&server, name).await;
            s.expect("#1").await;
            s.send(b"\r").await;
            s.expect("Waiting for alice to start").await;
            others.push(s);
        }
        alice.send(b"\r").await;
        let mut people = vec![alice];
        people.extend(others);
        for s in &mut people {
            s.expect("4 players · Table #1").await;
            assert!(s.text().contains("CPU 4"), "{}", s.text());
        }
        let started = Instant::now();
        let bytes_before = people[0].raw.len();

        // A few rounds, then Bob's client dies.
        for round in 0..15 {
            play_round(&mut people, round).await;
        }
        drop(people.remove(1));
        people[0].expect("bob (away)").await;
        // The game goes on without him: the table plays his chair.
        for round in 0..10 {
            play_round(&mut people, round).await;
        }
        // Bob again: the Tables screen marks his seat, Enter takes him back to it.
        let mut bob = at_tables(&server, "bob").await;
        bob.expect("your seat").await;
        bob.send(b"\r").await;
        bob.expect("4 players · Table #1").await;
        people.insert(1, bob);
        assert!(people[0].until(|s| !s.contains("bob (away)")).await, "{}", people[0].text());

        // To the end, on every screen.
        let deadline = Instant::now() + Duration::from_secs(240);
        let mut round = 0;
        while !people.iter().all(|s| s.text().contains("Results")) {
            assert!(Instant::now() < deadline, "no result:\n{}", people[0].text());
            play_round(&mut people, round).await;
            round += 1;
        }
        let seconds = started.elapsed().as_secs_f64();
        let sent = people[0].raw.len() - bytes_before;
        eprintln!(
            "one player received {sent} bytes in {seconds:.1} s ({:.0} B/s)",
            sent as f64 / seconds
        );
        for s in &people {
            let text = s.text();
            assert!(text.contains("Enter: rematch"), "{text}");
        }
    });
}

#[test]
fn a_client_that_sends_no_locale_is_asked_its_language_once() {
    let server = Server::start(&["--password", "pw"]);
    runtime().block_on(async {
        let conn = logged_in(server.addr, "kenji", Some("pw")).await;
        let mut screen = conn.shell_without_locale(80, 24).await;
        screen.expect("日本語").await;
        assert!(screen.text().contains("English"), "{}", screen.text());
        screen.send(b"\x1b[B\r").await;
        screen.expect("ババ抜き").await;
        screen.expect("成績").await;
        screen.send(b"q").await;
        assert!(screen.until_closed().await);
        // The answer is kept: the next session starts on the menu, in Japanese.
        let conn = logged_in(server.addr, "kenji", Some("pw")).await;
        let mut screen = conn.shell_without_locale(80, 24).await;
        screen.expect("成績").await;
        assert!(!screen.text().contains("English"), "{}", screen.text());
    });
}

/// Othello at a table over SSH, with someone watching in Japanese: every move reaches both
/// players and the watcher, and the watcher's own keys move nothing.
#[test]
fn two_people_play_othello_over_ssh_while_a_third_watches() {
    let server = Server::start(&["--password", "pw"]);
    runtime().block_on(async {
        let (mut alice, mut bob) = othello_for_two(&server).await;

        let conn = logged_in(server.addr, "carol", Some("pw")).await;
        let mut carol = conn.shell(80, 24, &[("LANG", "ja_JP.UTF-8")]).await;
        carol.expect("成績").await;
        carol.send(b"6").await;
        carol.expect("観戦").await;
        carol.send(b"\r").await;
        carol.expect("観戦中").await;

        alice.send(b"f5\r").await;
        for s in [&mut alice, &mut bob, &mut carol] {
            s.expect("f5").await;
        }
        bob.expect("Your move").await;
        // Carol's move is no move: Bob is still to play, and the record has one move.
        carol.send(b"d6\r").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        bob.drain().await;
        assert!(bob.text().contains("Your move") && !bob.text().contains("f5d6"), "{}", bob.text());
        bob.send(b"d6\r").await;
        for s in [&mut alice, &mut bob, &mut carol] {
            s.expect("f5d6").await;
        }
        assert!(carol.text().contains("alice") && carol.text().contains("bob"), "{}", carol.text());
    });
}
