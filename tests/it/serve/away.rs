//! A player who leaves a table before its end still has its result, at every game: each
//! player starts a table of one game against computers and leaves at once (Esc); the table
//! plays their chair to the end, their statistics count the game once, and the finished table
//! stays on their list, whatever other tables open and close meanwhile, until they look at
//! it and see its result. A new game is covered by adding it to `GAMES`.

use std::time::{Duration, Instant};

use asobi::catalog::GameId;
use asobi::stats::{Record, Stats};

use crate::kit::serve::{Screen, Server, at_tables, runtime};

/// Each game with the keys that turn the new-table form's game row to it (from Old Maid).
const GAMES: &[(GameId, &[u8])] = &[
    (GameId::Tictactoe, b"\x1b[D\x1b[D"),
    (GameId::Othello, b"\x1b[D"),
    (GameId::OldMaid, b""),
    (GameId::Sevens, b"\x1b[C"),
    (GameId::Poker, b"\x1b[C\x1b[C"),
];

/// The game's record in `name`'s statistics file, summed over its brackets (all zero before
/// the file is written).
fn record(server: &Server, name: &str, game: GameId) -> Record {
    let file = server.home.join("users").join(name).join("stats.toml");
    let Ok(text) = std::fs::read_to_string(file) else { return Record::default() };
    let stats: Stats = toml::from_str(&text).expect("a statistics file");
    let mut sum = Record::default();
    for r in stats.games.get(&game).into_iter().flat_map(|b| b.values()) {
        sum.played += r.played;
        sum.won += r.won;
        sum.lost += r.lost;
        sum.drawn += r.drawn;
        sum.places.resize(sum.places.len().max(r.places.len()), 0);
        for (i, n) in r.places.iter().enumerate() {
            sum.places[i] += n;
        }
    }
    sum
}

/// The number just before the first `after` in `text` (4 for " players" in "4 players").
fn number_before(text: &str, after: &str) -> Option<u32> {
    let head = &text[..text.find(after)?];
    let digits: String = head
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

fn ordinal(place: usize) -> String {
    let suffix = match place {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// How many results one whole game at `game`'s table adds to the statistics: one, or at
/// poker one a round (the header's "round 5 of 5" at the end).
fn results_in_a_game(game: GameId, screen: &str) -> u32 {
    match game {
        GameId::Poker => number_before(screen, " of ").expect("the round in the header"),
        _ => 1,
    }
}

/// True when the finished table's screen tells the result its statistics recorded.
fn shows_the_recorded_result(game: GameId, r: &Record, screen: &str) -> bool {
    let place = r.places.iter().position(|&n| n > 0).map(|i| i + 1);
    let players = number_before(screen, " players").map(|n| n as usize);
    match game {
        GameId::Tictactoe | GameId::Othello if r.won == 1 => screen.contains("You win"),
        GameId::Tictactoe | GameId::Othello if r.lost == 1 => {
            screen.contains(" wins") && !screen.contains("You win")
        }
        GameId::Tictactoe | GameId::Othello => r.drawn == 1 && screen.contains("draw"),
        GameId::OldMaid => match place {
            Some(1) => screen.contains("You went out first"),
            Some(p) if Some(p) == players => screen.contains("You are left with the Joker"),
            Some(p) => screen.contains(&format!("You finished {}", ordinal(p))),
            None => false,
        },
        GameId::Sevens => place.is_some_and(|p| {
            screen.contains(&format!("{} of {}", ordinal(p), players.unwrap_or(0)))
        }),
        GameId::Poker => screen.contains("Final: place"),
    }
}

/// `name` at a new table of `game` with computers in the other chairs, started, then left.
async fn start_and_leave(server: &Server, name: &str, form_keys: &[u8], game: GameId) -> Screen {
    let mut s = at_tables(server, name).await;
    s.new_table(form_keys, &game.title()).await;
    s.send(b"\r").await;
    s.expect("leave the table").await;
    s.send(b"\x1b").await;
    s.expect("Open tables").await;
    s.expect("1 away").await;
    s
}

#[test]
fn an_away_players_finished_table_reaches_their_statistics_and_stays_for_them_at_every_game() {
    let server = Server::start(&["--password", "pw", "--table-pace", "100"]);
    runtime().block_on(async {
        let mut away = Vec::new();
        for &(game, keys) in GAMES {
            let name = format!("{}-player", game.key());
            away.push((game, name.clone(), start_and_leave(&server, &name, keys, game).await));
        }

        // Each table plays its person's chair to the end; their session counts the game.
        let deadline = Instant::now() + Duration::from_secs(240);
        loop {
            for (_, _, s) in &mut away {
                s.drain().await;
            }
            let list = away[0].2.text();
            let counted =
                away.iter().all(|(game, name, _)| record(&server, name, *game).played > 0);
            if counted && list.matches("finished").count() == GAMES.len() {
                break;
            }
            assert!(Instant::now() < deadline, "not all finished and counted:\n{list}");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }

        // bob opens a table and leaves it (it closes): every finished table stays.
        let mut bob = at_tables(&server, "bob").await;
        bob.new_table(b"", "Old Maid").await;
        bob.send(b"\x1b").await;
        bob.expect("New table").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        bob.drain().await;
        let tables = GAMES.len();
        assert!(bob.text().contains(&format!("#{tables}")), "{}", bob.text());
        assert!(!bob.text().contains(&format!("#{}", tables + 1)), "{}", bob.text());

        // Each looks: their result is there, and it was counted once.
        let mut wrong = Vec::new();
        for (i, (game, name, s)) in away.iter_mut().enumerate() {
            s.drain().await;
            assert!(s.text().contains("your seat"), "{game:?}: {}", s.text());
            // The tables are listed in the order they opened: theirs is the (i + 1)th.
            s.send(&b"\x1b[B".repeat(i)).await;
            s.send(b"\r").await;
            s.expect("rematch").await;
            tokio::time::sleep(Duration::from_millis(300)).await;
            s.drain().await;
            let counted = record(&server, name, *game);
            let text = s.text();
            if counted.played != results_in_a_game(*game, &text) {
                wrong.push(format!("{game:?} counted {counted:?}:\n{text}"));
            }
            if !shows_the_recorded_result(*game, &counted, &text) {
                wrong.push(format!("{game:?} shows another result than {counted:?}:\n{text}"));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    });
}
