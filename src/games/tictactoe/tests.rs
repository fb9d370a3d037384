//! Rule and computer-player tests for tic-tac-toe.

use super::*;
use crate::games::random::GameRng;
use rand::SeedableRng;

fn board(layout: &str, to_move: Mark) -> Board {
    let mut b = Board::new(to_move);
    for (i, ch) in layout.chars().filter(|c| !c.is_whitespace()).enumerate() {
        b.cells[i] = match ch {
            'O' => Some(Mark::O),
            'X' => Some(Mark::X),
            _ => None,
        };
    }
    b
}

#[test]
fn every_line_wins_both_diagonals_included() {
    for line in LINES {
        let mut b = Board::new(Mark::O);
        for &i in &line {
            b.cells[i] = Some(Mark::X);
        }
        assert_eq!(b.outcome(), Some(Outcome::Win { mark: Mark::X, line }), "{line:?}");
    }
    // The seed tested the main diagonal twice; the anti-diagonal must win.
    let anti = board("..O .O. O..", Mark::X);
    assert_eq!(anti.winner(), Some((Mark::O, [2, 4, 6])));
}

#[test]
fn full_board_without_a_line_is_a_draw() {
    let b = board("OXO OXX XOO", Mark::X);
    assert_eq!(b.outcome(), Some(Outcome::Draw));
    assert_eq!(b.play(0), Err(MoveError::GameOver));
}

#[test]
fn bad_moves_are_refused_and_change_nothing() {
    let b = Board::new(Mark::O).play(4).unwrap();
    assert_eq!(b.play(4), Err(MoveError::Occupied));
    assert_eq!(b.play(9), Err(MoveError::OffBoard));
    assert_eq!(b.cell(4), Some(Mark::O));
    assert_eq!(b.to_move(), Mark::X);
}

#[test]
fn normal_takes_a_win_and_otherwise_blocks() {
    let mut rng = GameRng::seed_from_u64(1);
    // X can win at 2; O also threatens at 8. Winning comes first.
    let win = board("XX. OO. ...", Mark::X);
    for _ in 0..20 {
        assert_eq!(choose_move(&win, Level::Normal, &mut rng), Some(2));
    }
    let block = board("OO. X.. ...", Mark::X);
    for _ in 0..20 {
        assert_eq!(choose_move(&block, Level::Normal, &mut rng), Some(2));
    }
}

/// Every sequence of human moves against the hard level, from either side first: the hard
/// level never loses.
fn hard_never_loses_from(b: Board, computer: Mark, rng: &mut GameRng, games: &mut u32) {
    match b.outcome() {
        Some(Outcome::Win { mark, .. }) => {
            assert_eq!(mark, computer, "hard lost:\n{b:?}");
            *games += 1;
        }
        Some(Outcome::Draw) => *games += 1,
        None if b.to_move() == computer => {
            // Try every optimal reply, not only the one the RNG would pick.
            let best = b.empty_cells().iter().map(|&i| -value(&b.play(i).unwrap())).max().unwrap();
            for i in b.empty_cells() {
                let next = b.play(i).unwrap();
                if -value(&next) == best {
                    hard_never_loses_from(next, computer, rng, games);
                }
            }
            let chosen = choose_move(&b, Level::Hard, rng).unwrap();
            assert_eq!(-value(&b.play(chosen).unwrap()), best, "hard chose a worse move");
        }
        None => {
            for i in b.empty_cells() {
                hard_never_loses_from(b.play(i).unwrap(), computer, rng, games);
            }
        }
    }
}

#[test]
fn hard_never_loses_against_any_sequence() {
    let mut rng = GameRng::seed_from_u64(9);
    for first in [Mark::O, Mark::X] {
        let mut games = 0;
        hard_never_loses_from(Board::new(first), Mark::X, &mut rng, &mut games);
        assert!(games > 100, "explored only {games} games");
    }
}

#[test]
fn hard_varies_its_opening() {
    let mut rng = GameRng::seed_from_u64(3);
    let openings: std::collections::HashSet<usize> =
        (0..50).filter_map(|_| choose_move(&Board::new(Mark::X), Level::Hard, &mut rng)).collect();
    assert!(openings.len() > 1, "always opened at {openings:?}");
}

#[test]
fn perfect_play_from_the_start_is_a_draw() {
    assert_eq!(value(&Board::new(Mark::O)), 0);
    assert_eq!(solve(&board("XX. OO. ...", Mark::X)), 1);
}

#[test]
fn check_unfinished_accepts_positions_of_play_and_refuses_the_rest() {
    assert_eq!(Board::new(Mark::O).check_unfinished(), Ok(()));
    assert_eq!(board("O.. ... ...", Mark::X).check_unfinished(), Ok(()));
    assert_eq!(board("OX. ... ...", Mark::X).check_unfinished(), Ok(()));
    // The side to move may not have more marks, nor be two behind.
    assert!(board("O.. ... ...", Mark::O).check_unfinished().is_err());
    assert!(board("OO. ... ...", Mark::X).check_unfinished().is_err());
    // A finished game is no game to resume.
    assert!(board("OOO XX. ...", Mark::X).check_unfinished().is_err());
}
