//! The Othello computer searching on its worker, as in the program: keys still work meanwhile,
//! and Esc leaves during a Hard search at once (its timing a release-only figure).

use std::time::{Duration, Instant};

use asobi::event::Msg;
use asobi::games::othello::{SHIPPED_BOOK, parse_record, square_name};
use asobi::screens::Screen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

use super::screen::{game, in_background};

#[test]
fn the_computer_thinks_on_a_worker_and_keys_still_work_meanwhile() {
    let (mut h, _d) = in_background(6, "[othello]\nlevel = \"normal\"\n");
    h.key(KeyCode::Enter); // f5
    for _ in 0..20 {
        if h.othello().thinking() {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert!(h.othello().thinking(), "the discs turned; now the computer thinks");
    h.type_text("u");
    assert!(h.render().contains("Undo works on your turn"));
    assert_eq!(game(&h).moves().len(), 1, "nothing was taken back");
    h.key(KeyCode::Up);
    h.wait_for_othello_turn();
    assert_eq!(game(&h).moves().len(), 2);
    assert!(h.render().contains("Record (2 moves)"));
}

const HARD_INSTANT: &str = "animation = \"instant\"\n[othello]\nlevel = \"hard\"\n";

/// Hard at instant speed, searching on its worker, from f5 f4 (the Parallel, out of the
/// opening book), black to move: the returned square leaves the book too, so white's reply
/// is a full Hard search of millions of nodes, not a book move.
fn hard_out_of_the_book(seed: u64) -> (Harness, tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{HARD_INSTANT}"))
        .unwrap();
    let game = parse_record("f5f4").unwrap();
    let pos = *game.current();
    assert!(!SHIPPED_BOOK.contains(&pos), "the Parallel is no book line");
    let black = (0..64u8)
        .filter(|&sq| pos.legal_moves() & (1 << sq) != 0)
        .find(|&sq| !SHIPPED_BOOK.contains(&pos.play(sq).unwrap()))
        .expect("a move out of the book");
    let h = Harness::builder(DataDir::at(dir.path()), seed).othello_from(game).build();
    (h, dir, square_name(black))
}

#[test]
fn esc_leaves_while_the_hard_computer_is_searching() {
    let (mut h, _d, black) = hard_out_of_the_book(6);
    h.type_text(&black); // white's reply is a full Hard search, millions of nodes
    // At instant speed there is no pause: the search started with the move, on its worker.
    assert!(h.othello().thinking(), "Hard is searching");
    assert!(h.render().contains("The computer is thinking"));
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
}

/// The figures behind the test above: still searching after 50 ms, and left in under 500 ms.
#[test]
#[ignore = "timing: run by .ci/run with --ignored"]
fn esc_leaves_at_once_while_the_hard_computer_is_still_searching() {
    let (mut h, _d, black) = hard_out_of_the_book(6);
    h.type_text(&black); // white's reply is a full Hard search, millions of nodes
    for _ in 0..5 {
        h.send(Msg::Tick(Duration::from_millis(50)));
        std::thread::sleep(Duration::from_millis(10));
    }
    // At instant speed there is no pause to wait out: still thinking means no answer yet.
    assert!(h.othello().thinking(), "Hard is still searching");
    assert!(h.render().contains("The computer is thinking"));
    let started = Instant::now();
    h.key(KeyCode::Esc);
    let took = started.elapsed();
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
    // Waiting for the search would take seconds; leaving must not.
    assert!(took < Duration::from_millis(500), "Esc took {took:?}");
}
