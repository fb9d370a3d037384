//! Random input over the Othello screen: its keys plus random ones, clicks on and off the
//! board, resizes and ticks. After every event the disc counts add up and match the game's
//! position (and, once nothing turns, what the board shows), and a finished game stays
//! finished until a new one starts.

use asobi::testing::{GameView, game_view};

use crate::kit::fuzz::{EventMix, Pick, feed};
use asobi::catalog::GameId;
use asobi::games::othello::{Colour, Game, Position};
use asobi::games::random::GameRng;
use asobi::screens::othello::{OthelloScreen, Shown};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

const KEYS: [KeyCode; 12] = [
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Char(' '),
    KeyCode::Char('m'),
    KeyCode::Char('u'),
    KeyCode::Char('t'),
    KeyCode::Char('n'),
    KeyCode::Char('?'),
    KeyCode::Backspace,
];

const MIX: EventMix = EventMix(&[
    (550, Pick::OneOf(&KEYS)),
    (50, Pick::Letter),
    // Esc and q leave or ask; kept rare so most events reach a game.
    (5, Pick::Key(KeyCode::Esc)),
    (5, Pick::Char('q')),
    (10, Pick::Char('y')),
    // Mostly over the board (it sits at the top left of a 100x30 screen).
    (130, Pick::Click { columns: 110, rows: 32 }),
    (10, Pick::Resize { width: 1..=140, height: 1..=45 }),
    (10, Pick::ResizeTo(100, 30)),
    (230, Pick::Tick(300)),
]);

fn othello(h: &Harness) -> Option<&OthelloScreen> {
    match game_view(h.app.screen()) {
        Some(GameView::Othello(s)) => Some(s),
        _ => None,
    }
}

fn check(s: &OthelloScreen, finished: &mut Option<Game>) {
    let pos = s.game().current();
    let (b, w) = (pos.disc_count(Colour::Black), pos.disc_count(Colour::White));
    assert_eq!(b + w + pos.empty_count(), 64);
    assert_eq!(pos.discs(Colour::Black) & pos.discs(Colour::White), 0);
    if s.your_turn() || s.is_over() {
        for sq in 0..64u8 {
            let want = pos.cell(sq).map_or(Shown::Empty, Shown::Disc);
            assert_eq!(s.shown(sq), want, "the board shows the game at {sq}");
        }
    }
    if let Some(done) = finished.as_ref() {
        if s.is_over() {
            assert_eq!(s.game(), done, "a finished game does not change");
        } else {
            // Only a new game may follow: from the start, at most the computer's first move.
            assert_eq!(s.game().positions()[0], Position::start());
            assert!(s.game().moves().len() <= 1, "a finished game came back to life");
        }
    }
    *finished = s.is_over().then(|| s.game().clone());
    if s.is_over() {
        assert!(s.game().is_over());
    }
}

fn fuzz(seed: u64, events: usize, settings: &str) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{settings}")).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let new = |rng: &mut GameRng| {
        Harness::builder(DataDir::at(dir.path()), rng.random()).game(GameId::Othello).build()
    };
    let mut h = new(&mut rng);
    let mut finished = None;
    for i in 0..events {
        feed(&mut h, MIX.random_msg(&mut rng));
        if i % 50 == 0 {
            h.render();
        }
        match othello(&h) {
            Some(s) => check(s, &mut finished),
            None => {
                // Left the game (Esc, or quit): start again on a fresh app.
                h = new(&mut rng);
                finished = None;
            }
        }
        if h.app.should_quit() {
            h = new(&mut rng);
            finished = None;
        }
    }
    h.render();
}

#[test]
fn fifty_thousand_random_events_keep_the_board_consistent() {
    fuzz(1, 20_000, "animation = \"instant\"\n[othello]\nlevel = \"easy\"\n");
    fuzz(2, 20_000, "animation = \"fast\"\n[othello]\nlevel = \"easy\"\nhuman = \"white\"\n");
    fuzz(3, 12_000, "[othello]\nlevel = \"normal\"\nshow_moves = false\n");
}
