//! The seed a header shows is the game's: `asobi --seed <it> play <game>` deals the game on
//! screen again, be it the first of the session or one played after others, and a resumed
//! game shows its own seed again.

use asobi::catalog::GameId;
use asobi::screens::old_maid::Phase;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const SETTINGS: &str = "version = 1\nanimation = \"instant\"\n[old_maid]\nplayers = 3\n";

fn harness(dir: &std::path::Path, seed: u64, start: Option<GameId>) -> Harness {
    std::fs::write(dir.join("settings.toml"), SETTINGS).unwrap();
    Harness::builder(DataDir::at(dir), seed).start(start).build()
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
        if h.old_maid().phase() == &Phase::Over {
            break;
        }
        h.key(KeyCode::Enter).settle(1000);
    }
    assert_eq!(h.old_maid().phase(), &Phase::Over);
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

/// The key a player presses next: Enter, but `p` at Killer Sevens when no card can be
/// played, and a bet of 5 first at poker.
fn next_key(h: &Harness) -> KeyCode {
    use asobi::screens::{poker::PokerScreen, sevens::SevensScreen};
    if let Some(sevens) = h.game_screen::<SevensScreen>()
        && !sevens.game().can_play(0)
    {
        return KeyCode::Char('p');
    }
    if let Some(poker) = h.game_screen::<PokerScreen>()
        && poker.table().phase() == asobi::games::poker::Phase::Betting
        && poker.bet_text().is_empty()
    {
        return KeyCode::Char('5');
    }
    KeyCode::Enter
}

/// Plays `presses` keys from the start of `game` with seed 7, either unbroken or leaving
/// after the first `stop` and carrying the game on in a new session (another seed), and
/// returns the saved state after each key.
fn states_after(game: GameId, presses: usize, stop: Option<usize>) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let settings =
        "version = 1\nanimation = \"instant\"\n[old_maid]\nplayers = 4\n[sevens]\nplayers = 4\n";
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).game(game).build();
    let mut states = Vec::new();
    for i in 0..presses {
        if Some(i) == stop {
            h.key(KeyCode::Esc);
            h = Harness::builder(DataDir::at(dir.path()), 4321).game(game).build();
        }
        let key = next_key(&h);
        h.key(key).settle(1000);
        states.push(format!("{:?}", h.save_state()));
    }
    states
}

/// A resumed game is the same game its seed deals, computer choices included: left after a
/// few keys and carried on in another session, it goes on key for key as it would have.
#[test]
fn a_resumed_game_plays_on_as_its_seed_would_have_played_it() {
    for (game, presses) in [(GameId::OldMaid, 7), (GameId::Sevens, 8), (GameId::Poker, 14)] {
        let unbroken = states_after(game, presses, None);
        assert!(
            unbroken.windows(2).filter(|pair| pair[0] != pair[1]).count() > 3,
            "{game:?}: the keys must move the game on: {unbroken:#?}"
        );
        // Within one game: "play again" takes the session's next seed, which is another story.
        assert!(!unbroken.iter().any(|state| state == "Finished"), "{game:?}: {unbroken:#?}");
        for stop in [2, 5] {
            let resumed = states_after(game, presses, Some(stop));
            let differs = resumed.iter().zip(&unbroken).position(|(a, b)| a != b);
            assert_eq!(differs, None, "{game:?} resumed after {stop} keys: {resumed:#?}");
        }
    }
}
