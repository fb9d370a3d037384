//! The exact endgame solver and the mid-game search against a plain minimax written here
//! from the public rules API, plus the FFO #40 reference position (black a2, +38) and Hard's
//! endgame moves against the exact solve.

use asobi::games::othello::{
    Colour, Position, SearchLimits, choose_move, parse_board, search, solve, solve_with_limit,
    solve_wld_until, squares,
};
use asobi::games::random::GameRng;
use asobi::games::stop::StopFlag;
use asobi::settings::Level;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

const FFO_40: &str = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

/// Obviously-correct minimax: final disc difference for the side to move, empties to the
/// winner, using only `outcome`, `pass` and `play`.
fn minimax(pos: &Position) -> i32 {
    if let Some(out) = pos.outcome() {
        let diff = out.disc_diff();
        return if pos.side_to_move() == Colour::Black { diff } else { -diff };
    }
    if let Some(passed) = pos.pass() {
        return -minimax(&passed);
    }
    squares(pos.legal_moves()).map(|sq| -minimax(&pos.play(sq).unwrap())).max().unwrap()
}

/// Random moves from the start until at most `empties` squares are empty (or the game ends).
/// Shared with the release-only solver tests (`ffo.rs`).
pub(crate) fn random_position(seed: u64, empties: u32) -> Position {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut pos = Position::start();
    while pos.empty_count() > empties && !pos.is_game_over() {
        pos = match pos.pass() {
            Some(p) => p,
            None => {
                let moves: Vec<u8> = squares(pos.legal_moves()).collect();
                pos.play(*moves.choose(&mut rng).unwrap()).unwrap()
            }
        };
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn solver_matches_minimax(seed in any::<u64>(), empties in 1u32..=10) {
        let pos = random_position(seed, empties);
        let expected = minimax(&pos);
        let got = solve(&pos);
        prop_assert_eq!(got.score, expected);
        match got.best {
            Some(sq) => {
                let after = pos.play(sq).unwrap();
                prop_assert_eq!(-minimax(&after), expected, "best move must achieve the score");
            }
            None => prop_assert_eq!(pos.legal_moves(), 0),
        }
    }

    #[test]
    fn win_loss_draw_solve_agrees_with_minimax(seed in any::<u64>(), empties in 1u32..=10) {
        let pos = random_position(seed, empties);
        let expected = minimax(&pos);
        let got = solve_wld_until(&pos, u64::MAX, &StopFlag::never()).unwrap();
        prop_assert_eq!(got.score.signum(), expected.signum());
        // Its score bounds the exact one from the winner's side.
        let bounded = if expected >= 0 { got.score <= expected } else { got.score >= expected };
        prop_assert!(bounded, "bound {} for exact {}", got.score, expected);
        if let Some(sq) = got.best && expected >= 0 {
            let after = pos.play(sq).unwrap();
            prop_assert_eq!((-minimax(&after)).signum(), expected.signum(), "its move keeps it");
        }
    }

    #[test]
    fn full_depth_search_is_exact(seed in any::<u64>(), empties in 1u32..=7) {
        let pos = random_position(seed, empties);
        let r = search(&pos, SearchLimits { max_depth: 20, max_nodes: u64::MAX });
        prop_assert_eq!(r.score, minimax(&pos));
        if pos.legal_moves() != 0 {
            prop_assert!(pos.is_legal(r.best.unwrap()));
        }
    }
}

#[test]
fn ffo_40_is_a2_plus_38() {
    let pos = parse_board(FFO_40).unwrap();
    assert_eq!(pos.empty_count(), 20);
    let r = solve(&pos);
    assert_eq!((r.best, r.score), (Some(8), 38));
}

#[test]
fn a_tiny_node_limit_gives_up_instead_of_guessing() {
    let pos = parse_board(FFO_40).unwrap();
    assert_eq!(solve_with_limit(&pos, 1000), None);
}

#[test]
fn solve_handles_a_forced_pass_and_a_finished_game() {
    let pass = Position::from_discs(1, 2, Colour::White);
    let r = solve(&pass);
    assert_eq!((r.best, r.score), (None, -64), "white passes, black wipes white out");
    let over = pass.pass().unwrap().play(2).unwrap();
    let r = solve(&over);
    assert_eq!((r.best, r.score), (None, -64), "white to move in a lost game");
}

#[test]
fn search_respects_its_node_budget_and_depth() {
    let pos = random_position(3, 40);
    let r = search(&pos, SearchLimits { max_depth: 4, max_nodes: u64::MAX });
    assert_eq!(r.depth, 4);
    assert!(pos.is_legal(r.best.unwrap()));
    let small = search(&pos, SearchLimits { max_depth: 60, max_nodes: 5_000 });
    assert!(small.nodes <= 5_000, "nodes {}", small.nodes);
    assert!(pos.is_legal(small.best.unwrap()));
}

/// Hard switches to the exact solver from 18 empties: its move must then score exactly what
/// a full solve says the position is worth. Positions where every move scores the same would
/// prove nothing, so each one used here is checked to have a worse move too.
#[test]
fn hard_plays_perfectly_from_18_empties_down_to_14() {
    let mut rng = GameRng::seed_from_u64(5);
    for (seed, empties) in [(31, 18), (32, 17), (33, 16), (34, 15), (35, 14)] {
        let pos = random_position(seed, empties);
        assert_eq!(pos.empty_count(), empties, "seed {seed}: the game ended early");
        assert_ne!(pos.legal_moves(), 0, "seed {seed}: pick a position with a move");
        let exact = solve(&pos).score;
        let value = |sq: u8| -solve(&pos.play(sq).unwrap()).score;
        let chosen = choose_move(&pos, Level::Hard, &mut rng).expect("a legal move exists");
        assert!(pos.is_legal(chosen));
        assert_eq!(value(chosen), exact, "seed {seed}: Hard's move loses discs");
        let worse = squares(pos.legal_moves()).any(|sq| value(sq) < exact);
        assert!(worse, "seed {seed}: every move is equal here, so this proves nothing");
    }
}
