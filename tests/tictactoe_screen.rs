//! Tic-tac-toe on screen: keys, digits and mouse clicks mark squares; refused moves say why.

use asobi::catalog::GameId;
use asobi::games::tictactoe::Mark;
use asobi::screens::Screen;
use asobi::settings::Level;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::widgets::grid_board::{GridSpec, grid_layout};
use crossterm::event::KeyCode;

fn board(h: &Harness) -> asobi::games::tictactoe::Board {
    match h.app.screen() {
        Screen::TicTacToe(s) => *s.board(),
        _ => panic!("not on the tic-tac-toe screen"),
    }
}

fn harness() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (Harness::new(DataDir::at(dir.path()), 5, Some(GameId::Tictactoe), 100, 30), dir)
}

#[test]
fn a_mouse_click_marks_the_cell_under_it() {
    let (mut h, _dir) = harness();
    h.render();
    // The board sits in the body between the header line and the two status lines.
    let spec = GridSpec {
        cols: 3,
        rows: 3,
        cell_width: 7,
        cell_height: 3,
        coordinates: false,
        ascii: false,
    };
    let body = ratatui::layout::Rect::new(0, 1, 100, 29 - 3);
    let cell = grid_layout(&spec, body).cells[2];
    h.click(cell.x + 1, cell.y + 1);
    assert_eq!(board(&h).cell(2), Some(Mark::O));
}

#[test]
fn arrows_and_enter_mark_and_a_taken_square_is_refused() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Up).key(KeyCode::Left).key(KeyCode::Enter);
    assert_eq!(board(&h).cell(0), Some(Mark::O));
    // While the computer thinks, a key is refused politely.
    h.type_text("9");
    assert!(h.render().contains("Wait for the computer"));
    h.settle(100);
    let before = board(&h);
    h.type_text("7");
    assert_eq!(board(&h), before, "a taken square changed the board");
    assert!(h.render().contains("That square is taken."));
}

#[test]
fn instant_animation_plays_the_reply_at_once_and_the_level_setting_applies() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Esc).type_text("6");
    h.key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Left); // animation: normal -> slow
    h.key(KeyCode::Left); // slow -> instant
    for _ in 0..3 {
        h.key(KeyCode::Down);
    }
    h.key(KeyCode::Right); // tic-tac-toe level: normal -> hard
    assert_eq!(h.app.settings().tictactoe.level, Level::Hard);
    h.key(KeyCode::Esc).type_text("1").type_text("5");
    assert!(!h.app.animating());
    assert_eq!(board(&h).empty_cells().len(), 7, "the computer answered at once");
    assert!(h.render().contains("level hard"));
}
