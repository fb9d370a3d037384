//! The Othello screen alone, driven without the app, from a position the menu cannot reach:
//! a forced pass is announced and play goes on.

use std::time::Duration;

use asobi::event::Msg;
use asobi::games::othello::{Colour, Game, choose_move};
use asobi::screens::View;
use asobi::screens::othello::OthelloScreen;
use asobi::settings::Level;
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::layout::Rect;

use crate::direct::Direct;

/// A game from the start where, after black's move `mv`, white must pass; found by seeded
/// random play so the test does not depend on a hand-made diagram.
fn black_to_move_before_a_white_pass() -> (Game, u8) {
    let mut rng = StdRng::seed_from_u64(11);
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
    d.settings.othello.level = Level::Easy;
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
