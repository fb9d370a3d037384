//! 50,000 random events on the poker screen, digits heavily weighted so rounds really happen:
//! after every event the 53 cards are all on the table, the points move only by a showdown's
//! bet, the shown points never leave the range between the old and new values, and what would
//! be saved passes the resume checks.

use crate::kit::fuzz::{EventMix, Pick, feed};
use asobi::catalog::GameId;
use asobi::games::cards::{Card, Deck};
use asobi::games::poker::{Phase, Table};
use asobi::games::random::GameRng;
use asobi::saves::SaveState;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

/// Keys other than digits, Enter and Backspace, each equally likely when one is drawn.
const KEYS: [KeyCode; 9] = [
    KeyCode::Char(' '),
    KeyCode::Char(' '),
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Tab,
    KeyCode::Delete,
    KeyCode::Home,
    KeyCode::End,
];

/// Digits, Enter and Backspace dominate so bets are typed, refused, corrected and placed (a
/// little more Backspace than digits keeps the field short, so many bets are in range); the
/// keys that leave (Esc, and `q` whose confirmation Enter accepts) are rare so games run long.
const MIX: EventMix = EventMix(&[
    (200, Pick::Digit),
    (180, Pick::Key(KeyCode::Backspace)),
    (160, Pick::Key(KeyCode::Enter)),
    (80, Pick::OneOf(&KEYS)),
    // A letter stays in the bet field (and makes the bet refused) until Backspace takes it out.
    (20, Pick::Letter),
    (5, Pick::Char('?')),
    (2, Pick::Char('q')),
    (2, Pick::Key(KeyCode::Esc)),
    (71, Pick::Click { columns: 100, rows: 30 }),
    (10, Pick::Resize { width: 40..=140, height: 15..=45 }),
    (270, Pick::Tick(300)),
]);

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

#[test]
fn fifty_thousand_random_events_keep_the_cards_and_the_points_straight() {
    let dir = tempfile::tempdir().unwrap();
    // Fast animations: every step still takes ticks, but rounds come quicker.
    std::fs::write(dir.path().join("settings.toml"), "animation = \"fast\"\n").unwrap();
    let mut rng = GameRng::seed_from_u64(2024);
    let deck = sorted(Deck::with_joker());
    let new = |rng: &mut GameRng| {
        Harness::builder(DataDir::at(dir.path()), rng.random()).game(GameId::Poker).build()
    };
    let mut h = new(&mut rng);
    let rounds = |r: asobi::games::poker::Record| r.wins + r.losses + r.pushes;
    let (mut showdowns, mut resumed) = (0, 0);
    // Points after the last event, rounds played, and the range the shown count may cover.
    let (mut last_points, mut last_rounds, mut range) = (100u32, 0, (100u32, 100u32));
    for i in 0..50_000 {
        feed(&mut h, MIX.random_msg(&mut rng));
        if i % 50 == 0 {
            h.render();
        }
        // Leaving (Esc, or q at a calm moment) saves the game; a fresh app resumes it (or
        // starts anew when nothing was played) and play carries on from its points.
        let on_table = h.game_screen::<asobi::screens::poker::PokerScreen>().is_some();
        if !on_table || h.app.should_quit() {
            h = new(&mut rng);
            let Some(s) = h.game_screen::<asobi::screens::poker::PokerScreen>() else {
                panic!("poker opens at event {i}")
            };
            let t = s.table();
            (last_points, last_rounds) = (t.points(), rounds(t.record()));
            range = (last_points, last_points);
            resumed += usize::from(last_rounds > 0 || t.phase() != Phase::Betting);
            continue;
        }
        let Some(s) = h.game_screen::<asobi::screens::poker::PokerScreen>() else { unreachable!() };
        let t = s.table();
        assert_eq!(sorted(t.all_cards()), deck, "cards lost or doubled after event {i}");
        let played = rounds(t.record());
        if played < last_rounds {
            // Enter after a game over: a fresh game with the starting points.
            assert_eq!((played, t.points(), t.phase()), (0, 100, Phase::Betting), "event {i}");
            range = (100, 100);
        } else if played == last_rounds + 1 {
            showdowns += 1;
            let sd = t.showdown().expect("a round is counted only at a showdown");
            assert_eq!(i64::from(t.points()), i64::from(last_points) + sd.delta, "event {i}");
            assert!(sd.delta.unsigned_abs() <= u64::from(last_points), "bet above the points");
            range = (last_points.min(t.points()), last_points.max(t.points()));
        } else {
            assert_eq!(played, last_rounds, "two showdowns in one event at {i}");
            assert_eq!(t.points(), last_points, "points moved without a showdown at {i}");
        }
        // Whatever the moment, what would be saved is a state the game can resume.
        if i % 10 == 0
            && let SaveState::Playing(saved) = h.saved::<asobi::screens::poker::PokerScreen>()
        {
            assert_eq!(saved.check(), Ok(()), "event {i}");
            let back = Table::from_state(&saved.table).expect("valid");
            assert_eq!(back.state(), t.state(), "event {i}");
        }
        let shown = s.shown_points();
        assert!(range.0 <= shown && shown <= range.1, "shown {shown} outside {range:?} at {i}");
        if t.points() == 0 {
            assert_eq!(t.phase(), Phase::GameOver, "0 points must end the game");
        }
        (last_points, last_rounds) = (t.points(), played);
    }
    eprintln!("{showdowns} showdowns, {resumed} games resumed");
    // About 160 with this seed: a round costs some 170 events, a third of them spent waiting
    // while the dealer exchanges and turns its cards over, and about half the random sizes are
    // below the screen's 70x25, where keys are ignored (nothing unseen may change).
    assert!(showdowns >= 120, "only {showdowns} showdowns: the fuzz did not play rounds");
    assert!(resumed >= 10, "only {resumed} games resumed");
}
