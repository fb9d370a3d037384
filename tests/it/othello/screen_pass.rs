//! The Othello screen alone, driven without the app, from a position the menu cannot reach:
//! a forced pass is announced and play goes on, and a pass just before the end gives way to
//! the result.

use asobi::screens::othello::options::OthelloOptions;
use std::time::Duration;

use asobi::event::Msg;
use asobi::games::othello::{Colour, Game, choose_move};
use asobi::games::random::GameRng;
use asobi::screens::othello::OthelloScreen;
use asobi::screens::{Searching, View};
use asobi::settings::Level;
use rand::SeedableRng;
use ratatui::layout::Rect;

use asobi::testing::Direct;

/// A game from the start where, after black's move `mv`, white must pass; found by seeded
/// random play so the test does not depend on a hand-made diagram.
fn black_to_move_before_a_white_pass() -> (Game, u8) {
    let mut rng = GameRng::seed_from_u64(11);
    for _ in 0..2000 {
        let mut g = Game::new();
        while !g.is_over() {
            g.auto_pass();
            let pos = *g.current();
            if pos.side_to_move() == Colour::Black {
                for mv in asobi::games::othello::squares(pos.legal_moves()) {
                    if pos.play(mv).unwrap().must_pass() {
                        return (Game::from_position(pos), mv);
                    }
                }
            }
            let mv = choose_move(&pos, Level::Easy, &mut rng).unwrap();
            g.play(mv).unwrap();
        }
    }
    panic!("no pass found");
}

#[test]
fn a_forced_pass_is_announced_and_play_goes_on() {
    let (start, mv) = black_to_move_before_a_white_pass();
    let mut d = Direct::new(9);
    d.searching = Searching::Synchronous;
    d.settings.update_options::<OthelloOptions>(|o| o.level = Level::Easy);
    let mut s = OthelloScreen::from_game(&mut d.ctx(), start);
    let r = cell_rect(mv);
    s.update(
        &Msg::Mouse(crossterm::event::MouseEvent {
            kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
            column: r.x + 2,
            row: r.y,
            modifiers: crossterm::event::KeyModifiers::NONE,
        }),
        &mut d.ctx(),
    );
    for _ in 0..200 {
        s.update(&Msg::Tick(Duration::from_millis(50)), &mut d.ctx());
    }
    let g = s.game();
    assert_eq!(g.moves()[..2], [Some(mv), None], "black's move, then white's pass");
    let text = d.render(&s, 100, 29);
    assert!(text.contains("White has no move and passes."), "{text}");
    // Black's move after the pass waits for the human; nothing else was played meanwhile.
    assert!(s.your_turn(), "black is to move again");
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.current().side_to_move(), Colour::Black);
}

/// The screen cell under square `sq` at 100x30 (body is all but the hint line).
fn cell_rect(sq: u8) -> Rect {
    asobi::screens::othello::board_layout(Rect::new(0, 0, 100, 29)).cells[usize::from(sq)]
}

#[test]
fn a_pass_just_before_the_end_gives_way_to_the_result() {
    // Black to move with none, then White's only move, b7, ends the game (b8 stays empty).
    let record = "d3c5b6f3f4e3d2f5g3c3b3c2c1f2e1h3h4h5g5g4g2h6c4d1e2f6g6h2e6b4a3h1g1c6b5f1\
                  d6b2a1b1h7g7g8h8e7f7f8e8a7a6d8a8a2c8a5a4d7c7";
    let start = asobi::games::othello::parse_record(record).unwrap();
    assert_eq!(start.current().side_to_move(), Colour::Black);
    assert_eq!(start.current().legal_moves(), 0, "black must pass");
    let mut d = Direct::new(9);
    d.searching = Searching::Synchronous;
    let mut s = OthelloScreen::from_game(&mut d.ctx(), start);
    let passing = d.render(&s, 80, 24);
    assert!(passing.contains("You have no move and pass."), "{passing}");
    // The computer searches when its pause is over: ticks until its move is in and shown.
    for _ in 0..1000 {
        if s.is_over() {
            break;
        }
        s.update(&Msg::Tick(Duration::from_millis(50)), &mut d.ctx());
    }
    assert!(s.is_over(), "{}", d.render(&s, 80, 24));
    let end = d.render(&s, 80, 24);
    let status: Vec<&str> = end.lines().rev().take(4).collect();
    assert!(status.iter().any(|l| l.contains("The computer wins 50–14.")), "{end}");
    assert!(!end.contains("pass"), "the pass is over with the game:\n{end}");
}
