//! Tic-tac-toe on screen: keys, digits and mouse clicks mark squares; refused moves say why.

use asobi::catalog::GameId;
use asobi::games::tictactoe::Mark;
use asobi::screens::tictactoe::options::TicTacToeOptions;
use asobi::settings::Level;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::testing::{GameView, game_view};
use crossterm::event::KeyCode;

fn board(h: &Harness) -> asobi::games::tictactoe::Board {
    match game_view(h.app.screen()) {
        Some(GameView::TicTacToe(s)) => *s.board(),
        _ => panic!("not on the tic-tac-toe screen"),
    }
}

/// The board's cells at 100x30: the screen's own geometry, on the body above the hint line.
fn cells() -> Vec<ratatui::layout::Rect> {
    asobi::screens::tictactoe::board_layout(ratatui::layout::Rect::new(0, 0, 100, 29)).cells
}

fn harness() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (Harness::builder(DataDir::at(dir.path()), 5).game(GameId::Tictactoe).build(), dir)
}

#[test]
fn a_mouse_click_marks_the_cell_under_it() {
    let (mut h, _dir) = harness();
    h.render();
    let cell = cells()[2];
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
    assert_eq!(h.app.settings().options::<TicTacToeOptions>().level, Level::Hard);
    h.key(KeyCode::Esc).type_text("1").key(KeyCode::Enter).type_text("5");
    assert!(!h.app.animating());
    assert_eq!(board(&h).empty_cells().len(), 7, "the computer answered at once");
    assert!(h.render().contains("level hard"));
}

/// A harness whose settings make the computer random, instant and (optionally) take turns.
fn instant_easy(dir: &std::path::Path, first: &str) -> Harness {
    let toml =
        format!("animation = \"instant\"\n[tictactoe]\nlevel = \"easy\"\nfirst = \"{first}\"\n");
    std::fs::write(dir.join("settings.toml"), toml).unwrap();
    Harness::builder(DataDir::at(dir), 11).game(GameId::Tictactoe).build()
}

/// Marks the lowest free numpad digit until the game is over.
fn play_out(h: &mut Harness) {
    for _ in 0..9 {
        if board(h).outcome().is_some() {
            return;
        }
        let free = board(h).empty_cells();
        // Cell i (row-major from the top) is numpad digit 7 8 9 / 4 5 6 / 1 2 3.
        let i = free[0];
        let digit = [7, 8, 9, 4, 5, 6, 1, 2, 3][i];
        h.type_text(&digit.to_string());
    }
}

#[test]
fn the_winning_line_is_drawn_in_the_highlight_style_and_only_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = instant_easy(dir.path(), "human");
    let line = (0..20)
        .find_map(|_| {
            play_out(&mut h);
            let won = board(&h).winner().map(|(_, line)| line);
            if won.is_none() {
                h.key(KeyCode::Enter); // a draw: play again
            }
            won
        })
        .expect("someone wins within 20 random games");
    h.render();
    let buf = h.terminal.backend().buffer();
    let highlight = asobi::theme::THEME.highlight.fg;
    for (i, cell) in cells().iter().enumerate() {
        let centre = &buf[(cell.x + cell.width / 2, cell.y + cell.height / 2)];
        let lit = centre.fg == highlight.unwrap();
        assert_eq!(lit, line.contains(&i), "cell {i} ({:?}) lit: {lit}", centre.symbol());
    }
}

#[test]
fn take_turns_alternates_across_visits_to_the_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = instant_easy(dir.path(), "alternate");
    assert_eq!(board(&h).empty_cells().len(), 9, "the first game opens with the human");
    play_out(&mut h);
    // Leave after the game and come back from the menu: the computer opens this time.
    h.key(KeyCode::Esc).key(KeyCode::Enter).key(KeyCode::Enter);
    assert_eq!(board(&h).empty_cells().len(), 8, "the second game opens with the computer");
}

#[test]
fn keys_do_nothing_while_the_terminal_is_too_small_except_q() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = instant_easy(dir.path(), "human");
    h.resize(35, 10);
    assert!(h.render().contains("enlarge"));
    h.type_text("7").click(5, 5).key(KeyCode::Enter);
    assert_eq!(board(&h).empty_cells().len(), 9, "an unseen move was played");
    h.resize(100, 30).type_text("7");
    assert_eq!(board(&h).empty_cells().len(), 7, "playable again once enlarged");
    h.resize(35, 10).type_text("q");
    assert!(h.app.should_quit(), "q quits, as the notice says");
}

#[test]
fn the_wait_notice_lasts_only_while_the_computer_thinks() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Char('5'));
    assert!(h.app.animating(), "the computer thinks after the player's mark");
    h.key(KeyCode::Char('1'));
    assert!(h.render().contains("Wait for the computer's move."), "a mark while it thinks");
    h.settle(100);
    let screen = h.render();
    assert_eq!(board(&h).empty_cells().len(), 7, "the computer has answered");
    assert!(!screen.contains("Wait for the computer"), "the notice outlived its turn:\n{screen}");
    assert_eq!(h.tictactoe().notice(), None);
}

#[test]
fn vi_letters_move_the_cursor_like_the_arrows() {
    let (mut h, _dir) = harness();
    // From the centre: up with k, left with h, then mark the top-left corner.
    h.key(KeyCode::Char('k')).key(KeyCode::Char('h')).key(KeyCode::Enter);
    assert_eq!(board(&h).cell(0), Some(Mark::O));
}
