//! The Othello screen through the whole app: snapshots at 100x30 (mid-game, with a hint, at
//! game end) and behaviour: keys and clicks place discs, refused squares say why, markers
//! toggle, undo restores the position, instant animation is instant, the counts follow the
//! turning discs, the record title counts moves, and the evaluation graph follows the game.
//! The computer searches synchronously; what happens while it searches on its worker is in
//! `screen_search.rs`.

use asobi::screens::othello::options::OthelloOptions;
use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::othello::{Colour, Game, Position, move_values, square_name};
use asobi::games::stop::StopFlag;
use asobi::screens::othello::Shown;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// A harness on the Othello screen with `settings` (TOML lines) written beforehand, the
/// computer searching synchronously.
fn harness(seed: u64, settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{settings}")).unwrap();
    let h =
        Harness::builder(DataDir::at(dir.path()), seed).synchronous().game(GameId::Othello).build();
    (h, dir)
}

/// Like [`harness`], the computer searching on its worker as in the program.
pub(crate) fn in_background(seed: u64, settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{settings}")).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), seed).game(GameId::Othello).build();
    (h, dir)
}

const EASY_INSTANT: &str = "animation = \"instant\"\n[othello]\nlevel = \"easy\"\n";

pub(crate) fn game(h: &Harness) -> Game {
    h.othello().game().clone()
}

/// Moves the cursor from f5 (where it starts) to `sq` with arrows, then presses Enter.
fn place_by_keys(h: &mut Harness, from: u8, sq: u8) {
    let (fr, fc, tr, tc) = (from / 8, from % 8, sq / 8, sq % 8);
    for _ in fr..tr {
        h.key(KeyCode::Down);
    }
    for _ in tr..fr {
        h.key(KeyCode::Up);
    }
    for _ in fc..tc {
        h.key(KeyCode::Right);
    }
    for _ in tc..fc {
        h.key(KeyCode::Left);
    }
    h.key(KeyCode::Enter);
}

/// The screen cell under square `sq` at 100x30 (body is all but the hint line).
fn cell_rect(sq: u8) -> Rect {
    asobi::screens::othello::board_layout(Rect::new(0, 0, 100, 29)).cells[usize::from(sq)]
}

#[test]
fn arrows_and_enter_place_a_disc_and_flip() {
    let (mut h, _d) = harness(1, EASY_INSTANT);
    // From f5 (37) to d3 (19): two up, two left.
    place_by_keys(&mut h, 37, 19);
    let g = game(&h);
    assert_eq!(g.moves().first(), Some(&Some(19)));
    assert_eq!(g.positions()[1].cell(27), Some(Colour::Black), "d4 turned black");
    assert_eq!(h.othello().shown(27), Shown::Disc(Colour::Black), "instant: shown at once");
}

#[test]
fn a_mouse_click_places_on_the_square_under_it() {
    let (mut h, _d) = harness(2, EASY_INSTANT);
    h.render();
    let r = cell_rect(44); // e6
    h.click(r.x + 2, r.y);
    assert_eq!(game(&h).moves().first(), Some(&Some(44)));
    // A click on a grid line or outside the board does nothing.
    let before = game(&h);
    h.click(r.x - 1, r.y).click(99, 0);
    assert_eq!(game(&h), before);
}

#[test]
fn an_illegal_square_is_refused_with_a_message_and_changes_nothing() {
    let (mut h, _d) = harness(3, EASY_INSTANT);
    place_by_keys(&mut h, 37, 18); // c3: empty, but it brackets nothing
    assert!(game(&h).moves().is_empty());
    assert!(h.render().contains("No discs to flip at c3"));
    h.key(KeyCode::Right).key(KeyCode::Right).key(KeyCode::Right).key(KeyCode::Enter); // f3
    assert!(game(&h).moves().is_empty());
    assert!(h.render().contains("No discs to flip at f3"));
    h.key(KeyCode::Down).key(KeyCode::Left).key(KeyCode::Left).key(KeyCode::Enter); // d4
    assert!(game(&h).moves().is_empty());
    assert!(h.render().contains("d4 is already taken"));
}

#[test]
fn m_toggles_the_legal_move_markers_and_the_setting() {
    let (mut h, _d) = harness(4, EASY_INSTANT);
    // A marker is a dot alone in its cell (on the middle row of a taller cell).
    let markers = |h: &mut Harness| h.render().split('│').filter(|c| c.trim() == "·").count();
    assert_eq!(markers(&mut h), 4, "black has four moves at the start");
    h.type_text("m");
    assert_eq!(markers(&mut h), 0);
    assert!(!h.app.settings().options::<OthelloOptions>().show_moves);
    h.type_text("m");
    assert_eq!(markers(&mut h), 4);
    assert!(h.app.settings().options::<OthelloOptions>().show_moves);
}

#[test]
fn u_takes_back_your_move_and_the_reply() {
    let (mut h, _d) = harness(5, EASY_INSTANT);
    h.type_text("u");
    assert!(h.render().contains("Nothing to undo yet"));
    place_by_keys(&mut h, 37, 37); // f5
    h.wait_for_othello_turn();
    let after_one = game(&h);
    assert_eq!(after_one.moves().len(), 2, "f5 and the computer's reply");
    let legal = after_one.current().legal_moves();
    let sq = legal.trailing_zeros() as u8;
    h.click(cell_rect(sq).x + 2, cell_rect(sq).y);
    h.wait_for_othello_turn();
    assert_eq!(game(&h).moves().len(), 4);
    h.type_text("u");
    assert_eq!(game(&h), after_one, "one undo goes back to before my second move");
    h.type_text("u");
    assert_eq!(*game(&h).current(), Position::start());
    assert!(h.render().contains("Took back f5"));
}

#[test]
fn the_record_title_says_move_or_moves() {
    let (mut h, _d) = harness(7, EASY_INSTANT);
    assert!(h.render().contains("Record (0 moves)"));
    h.key(KeyCode::Enter); // f5; the computer has not answered yet
    let text = h.render();
    assert!(text.contains("Record (1 move)") && !text.contains("1 moves"), "{text}");
    h.wait_for_othello_turn();
    assert!(h.render().contains("Record (2 moves)"));
}

/// The panel's disc count on the line naming `who`: the last word of that line.
fn panel_count(text: &str, who: &str) -> u32 {
    let line = text.lines().find(|l| l.contains(who)).unwrap_or_else(|| panic!("{who}: {text}"));
    line.split_whitespace().last().unwrap().parse().unwrap()
}

#[test]
fn the_counts_follow_the_discs_as_they_turn() {
    let (mut h, _d) = harness(8, "[othello]\nlevel = \"easy\"\n");
    let counts = |h: &mut Harness| {
        let text = h.render();
        (panel_count(&text, "Black (you)"), panel_count(&text, "White (computer)"))
    };
    assert_eq!(counts(&mut h), (2, 2));
    h.key(KeyCode::Enter); // f5 turns e5, which has not turned yet
    assert_eq!(counts(&mut h), (3, 2), "the game holds 4-1 already; the board shows 3-2");
    for _ in 0..20 {
        if h.othello().thinking() {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert!(h.othello().thinking(), "the animation ended");
    assert_eq!(counts(&mut h), (4, 1));
}

#[test]
fn the_evaluation_graph_has_a_score_per_position_and_undo_cuts_it() {
    let (mut h, _d) = harness(24, EASY_INSTANT);
    for _ in 0..2 {
        let sq = game(&h).current().legal_moves().trailing_zeros() as u8;
        h.click(cell_rect(sq).x + 2, cell_rect(sq).y);
        h.wait_for_othello_turn();
    }
    h.settle(50_000);
    let played = game(&h);
    let scores = h.othello().evaluations();
    assert_eq!(scores.len(), played.positions().len(), "one score per position once settled");
    let last = *scores.last().unwrap();
    // The analysis's pass for the graph: its best move's value, from black's view.
    let pos = played.current();
    let pass = asobi::screens::othello::GRAPH_PASS;
    let nodes = asobi::screens::othello::pass_nodes(pass);
    let values = move_values(pos, pass, nodes, &StopFlag::never()).unwrap();
    let sign = if pos.side_to_move() == Colour::Black { 1 } else { -1 };
    assert_eq!(last, sign * values[0].score, "the analysis's best value for the board");
    assert!(h.render().contains(&format!("now {last:+}")));
    h.type_text("u");
    let undone = game(&h);
    let kept = h.othello().evaluations();
    assert!(undone.positions().len() < played.positions().len());
    assert_eq!(kept.len(), undone.positions().len(), "the graph follows the undo");
    assert_eq!(kept[..], scores[..kept.len()], "and keeps the scores before it");
}

#[test]
fn instant_animation_shows_the_whole_move_at_once() {
    let (mut h, _d) = harness(7, EASY_INSTANT);
    h.key(KeyCode::Enter); // f5 flips e5
    let s = h.othello();
    assert_eq!(s.shown(36), Shown::Disc(Colour::Black));
    assert!(s.thinking(), "straight on to the computer's turn, no animation in between");
}

#[test]
fn normal_speed_turns_the_discs_over_a_few_ticks() {
    let (mut h, _d) = harness(8, "[othello]\nlevel = \"easy\"\n");
    h.key(KeyCode::Enter); // f5 flips e5
    assert_eq!(h.othello().shown(37), Shown::Disc(Colour::Black), "the new disc appears first");
    assert_eq!(h.othello().shown(36), Shown::Disc(Colour::White), "e5 has not turned yet");
    let mut saw_turning = false;
    for _ in 0..10 {
        h.send(Msg::Tick(Duration::from_millis(50)));
        saw_turning |= h.othello().shown(36) == Shown::Turning;
    }
    assert!(saw_turning);
    assert_eq!(h.othello().shown(36), Shown::Disc(Colour::Black));
}

#[test]
fn snapshot_mid_game() {
    let (mut h, _d) = harness(21, EASY_INSTANT);
    for _ in 0..4 {
        let sq = game(&h).current().legal_moves().trailing_zeros() as u8;
        let r = cell_rect(sq);
        h.click(r.x + 2, r.y);
        h.wait_for_othello_turn();
    }
    h.settle(20_000);
    assert_eq!(game(&h).moves().len(), 8);
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_with_a_hint_showing() {
    let (mut h, _d) = harness(22, EASY_INSTANT);
    h.key(KeyCode::Enter);
    h.wait_for_othello_turn();
    h.type_text("t");
    assert!(h.render().contains("Looking for a hint"));
    h.settle(50_000);
    let hint = h.othello().hint_square().expect("a hint arrived");
    assert!(game(&h).current().is_legal(hint));
    let screen_text = h.render();
    assert!(screen_text.contains(&format!("Hint: {}", square_name(hint))));
    insta::assert_snapshot!(screen_text);
    // Playing a move clears the hint.
    let r = cell_rect(hint);
    h.click(r.x + 2, r.y);
    assert_eq!(h.othello().hint_square(), None);
}

#[test]
fn snapshot_at_game_end_and_stats_recorded_once() {
    let (mut h, _d) = harness(23, EASY_INSTANT);
    while !h.othello().is_over() {
        let sq = game(&h).current().legal_moves().trailing_zeros() as u8;
        let r = cell_rect(sq);
        h.click(r.x + 2, r.y);
        h.wait_for_othello_turn();
    }
    h.settle(50_000);
    let g = game(&h);
    let outcome = g.current().outcome().unwrap();
    if outcome.winner.is_some() {
        assert_eq!(outcome.black as u32 + outcome.white as u32, 64, "JOA: empties to the winner");
    }
    let r = h.app.stats().get("othello".parse().unwrap(), "easy".parse().unwrap());
    assert_eq!(r.played, 1);
    let text = h.render();
    assert!(text.contains("Game over"));
    insta::assert_snapshot!(text);
    h.send(Msg::Tick(Duration::from_millis(50)));
    assert_eq!(
        h.app.stats().get("othello".parse().unwrap(), "easy".parse().unwrap()).played,
        1,
        "recorded once"
    );
    h.key(KeyCode::Enter);
    assert!(game(&h).moves().is_empty(), "Enter plays again");
}

#[test]
fn the_undo_wait_notice_ends_when_the_computer_has_moved() {
    // Normal speed: the computer's reply waits for its thinking pause.
    let (mut h, _d) = harness(8, "[othello]\nlevel = \"easy\"\n");
    h.key(KeyCode::Enter);
    // The placed disc turns first; let that finish, then the computer thinks.
    while !h.othello().thinking() {
        h.tick();
    }
    h.type_text("u");
    assert_eq!(h.othello().notice(), Some(&asobi::screens::othello::Notice::UndoWait));
    assert!(h.render().contains("Undo works on your turn"));
    h.wait_for_othello_turn();
    let text = h.render();
    assert_eq!(h.othello().notice(), None, "the notice outlived the computer's turn");
    assert!(!text.contains("Undo works on your turn"), "{text}");
    assert_eq!(game(&h).moves().len(), 2, "the computer has moved");
}

#[test]
fn vi_letters_move_the_cursor_and_t_asks_for_the_hint() {
    use asobi::screens::othello::Notice;
    let (mut h, _d) = harness(22, EASY_INSTANT);
    // The cursor starts on f5; h moves it left to e5, where a disc stands.
    h.type_text("h").key(KeyCode::Enter);
    assert_eq!(h.othello().notice(), Some(&Notice::Occupied(36)));
    // l moves it back to f5, a legal first move.
    h.type_text("l").key(KeyCode::Enter);
    assert_eq!(game(&h).moves().first(), Some(&Some(37)));
    h.wait_for_othello_turn();
    h.type_text("t").settle(50_000);
    let hint = h.othello().hint_square().expect("t asked for a hint");
    assert!(game(&h).current().is_legal(hint));
}

#[test]
fn as_white_the_cursor_starts_on_a_legal_move() {
    let settings = "animation = \"instant\"\n[othello]\nlevel = \"easy\"\nhuman = \"white\"\n";
    for seed in 1..6 {
        let (mut h, _d) = harness(seed, settings);
        h.wait_for_othello_turn();
        let s = h.othello();
        assert_eq!(game(&h).moves().len(), 1, "the computer opened");
        let cursor = s.cursor();
        assert!(game(&h).current().is_legal(cursor), "seed {seed}: cursor on {cursor}");
    }
}
