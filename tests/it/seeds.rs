//! The seed a header shows is the game's: `asobi --seed <it> play <game>` deals the game on
//! screen again, be it the first of the session or one played after others, and a resumed
//! game shows its own seed again.

use asobi::catalog::GameId;
use asobi::screens::old_maid::Step;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const SETTINGS: &str = "version = 1\nanimation = \"instant\"\n[old_maid]\nplayers = 3\n";

fn harness(dir: &std::path::Path, seed: u64, start: Option<GameId>) -> Harness {
    std::fs::write(dir.join("settings.toml"), SETTINGS).unwrap();
    Harness::new(DataDir::at(dir), seed, start, 100, 30)
}

/// The number after "seed" in the header.
fn shown_seed(h: &mut Harness) -> u64 {
    let screen = h.render();
    let header = screen.lines().next().unwrap_or_default().to_string();
    let after = header.split(" seed ").nth(1).unwrap_or_else(|| panic!("no seed in {header:?}"));
    after.trim().parse().unwrap_or_else(|_| panic!("no number in {header:?}"))
}

#[test]
fn the_seed_shown_for_a_second_game_deals_that_game_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), 5, Some(GameId::OldMaid));
    assert_eq!(shown_seed(&mut h), 5, "the first game takes --seed");
    let first = h.old_maid().game().clone();
    for _ in 0..200 {
        if h.old_maid().step() == &Step::Over {
            break;
        }
        h.key(KeyCode::Enter).settle(1000);
    }
    assert_eq!(h.old_maid().step(), &Step::Over);
    h.key(KeyCode::Enter).settle(1000); // play again
    let seed = shown_seed(&mut h);
    assert_ne!(seed, 5);
    let second = h.old_maid().game().clone();
    assert_ne!(second, first, "a new deal");

    // `asobi --seed <seed> play old-maid`, with nothing played before it.
    let other = tempfile::tempdir().unwrap();
    let mut replay = harness(other.path(), seed, Some(GameId::OldMaid));
    assert_eq!(shown_seed(&mut replay), seed);
    assert_eq!(replay.old_maid().game(), &second, "the same deal and the same computer draws");
}

#[test]
fn a_resumed_game_shows_its_own_seed() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), 7, Some(GameId::OldMaid));
    h.key(KeyCode::Enter).settle(1000);
    h.key(KeyCode::Esc);
    // Another session with another seed carries the game on: its header says 7, not the
    // session's seed.
    let mut again = harness(dir.path(), 12_345, Some(GameId::OldMaid));
    assert!(again.old_maid().game().draws() > 0, "resumed, not dealt anew");
    assert_eq!(shown_seed(&mut again), 7);
}
