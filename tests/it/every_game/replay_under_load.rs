//! A seed replays a game whatever the machine's load: every game plays whole computer turns
//! from the same seed once on a quiet machine and once with every core kept busy, and must
//! reach the same state. A fallback that fired after so much time (a wall-clock cap on a
//! search) would make the loaded run differ.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use asobi::catalog::GameId;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// Settings that make each game's computer search for real: hard levels where they exist.
const SETTINGS: &str = "[tictactoe]\nlevel = \"hard\"\n[othello]\nlevel = \"normal\"\n\
    [sevens]\nlevel = \"hard\"\n[poker]\ndealer = \"hard\"\n";

/// Plays `game` from `seed` through a fixed script of keys, letting every computer turn
/// finish, and returns what the game would save and what the screen shows.
fn play(game: GameId, seed: u64) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), SETTINGS).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), seed).game(game).build();
    h.settle(50_000);
    let script: &[KeyCode] = match game {
        GameId::Tictactoe => &[KeyCode::Char('5'), KeyCode::Char('1')],
        GameId::Othello => &[KeyCode::Enter, KeyCode::Char('m')],
        GameId::OldMaid => &[KeyCode::Enter, KeyCode::Enter],
        // Play the next playable card (or pass when there is none), twice.
        GameId::Sevens => &[
            KeyCode::Tab,
            KeyCode::Enter,
            KeyCode::Char('p'),
            KeyCode::Tab,
            KeyCode::Enter,
            KeyCode::Char('p'),
        ],
        // Bet 5, mark the first card, exchange it; the dealer answers.
        GameId::Poker => &[KeyCode::Char('5'), KeyCode::Enter, KeyCode::Char(' '), KeyCode::Enter],
    };
    for &key in script {
        h.key(key).settle(50_000);
    }
    let state = format!("{:?}", h.save_state());
    (state, h.render())
}

/// Runs `f` while `threads` threads spin on every core.
fn under_load<T>(threads: usize, f: impl FnOnce() -> T) -> T {
    let stop = Arc::new(AtomicBool::new(false));
    let spinners: Vec<_> = (0..threads)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
                }
            })
        })
        .collect();
    let out = f();
    stop.store(true, Ordering::Relaxed);
    for s in spinners {
        s.join().unwrap();
    }
    out
}

#[test]
fn every_game_replays_the_same_under_cpu_load() {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    for &game in GameId::ALL {
        let quiet = play(game, 2024);
        let loaded = under_load(2 * cores, || play(game, 2024));
        assert_eq!(quiet.0, loaded.0, "{game:?}: the saved state differs under load");
        assert_eq!(quiet.1, loaded.1, "{game:?}: the screen differs under load");
    }
}
