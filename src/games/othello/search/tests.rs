//! The search against a plain minimax: iterative deepening, aspiration windows, the table and
//! the move ordering change how fast the value is found, never the value itself.

use super::*;
use crate::games::othello::random_positions::random_position;
use crate::games::random::GameRng;
use rand::{RngExt, SeedableRng};

/// Plain minimax to `depth` (a pass costs no depth), scored like the search.
fn minimax(p: u64, o: u64, st: &EvalState, depth: u32) -> i32 {
    let mv = moves(p, o);
    if mv == 0 {
        if moves(o, p) == 0 {
            return terminal(p, o);
        }
        return -minimax(o, p, &st.pass(), depth);
    }
    if depth == 0 {
        return DEFAULT_EVAL.evaluate(p, o, st, mv);
    }
    crate::games::othello::squares(mv)
        .map(|sq| {
            let (np, no, cs) = play(p, o, st, sq);
            -minimax(np, no, &cs, depth - 1)
        })
        .max()
        .expect("a move")
}

fn check_against_minimax(mpc: bool, depths: std::ops::RangeInclusive<u32>, seed: u64) {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut checked = 0;
    for _ in 0..24 {
        let plies = rng.random_range(4..44);
        let pos = random_position(&mut rng, plies);
        if pos.legal_moves() == 0 {
            continue;
        }
        let (p, o) = (pos.player, pos.opponent);
        let st = EvalState::new(p, o);
        for depth in depths.clone() {
            let mut s = Searcher::new(1 << 16);
            if !mpc {
                s = s.without_mpc();
            }
            let limits = SearchLimits { max_depth: depth, max_nodes: u64::MAX };
            let r = s.iterate(&pos, limits);
            let want = minimax(p, o, &st, depth);
            assert_eq!(s.root_score, want, "depth {depth} value of {pos:?}");
            assert_eq!(r.depth, depth.min(pos.empty_count() + 4));
            let best = r.best.expect("a move");
            let (np, no, cs) = play(p, o, &st, best);
            assert_eq!(-minimax(np, no, &cs, depth - 1), want, "depth {depth}: {best} is best");
            checked += 1;
        }
    }
    assert!(checked > 50);
}

#[test]
fn a_plain_search_finds_the_minimax_value_and_a_best_move() {
    // Depth 3 and 4 go through the aspiration windows of the root.
    check_against_minimax(false, 1..=4, 11);
}

#[test]
fn below_the_multi_probcut_depth_the_search_is_plain_minimax() {
    // The root reaches depth 3 but every node under it is at most depth 2.
    check_against_minimax(true, 1..=mpc::MIN_DEPTH, 12);
}

#[test]
fn a_search_with_multi_probcut_usually_agrees_with_the_plain_one() {
    let mut rng = GameRng::seed_from_u64(13);
    let (mut same, mut total, mut plain_nodes, mut cut_nodes) = (0, 0, 0, 0);
    for _ in 0..20 {
        let pos = random_position(&mut rng, 20);
        if pos.legal_moves() == 0 {
            continue;
        }
        let limits = SearchLimits { max_depth: 7, max_nodes: u64::MAX };
        let plain = Searcher::new(1 << 18).without_mpc().iterate(&pos, limits);
        let cut = Searcher::new(1 << 18).iterate(&pos, limits);
        (plain_nodes, cut_nodes) = (plain_nodes + plain.nodes, cut_nodes + cut.nodes);
        total += 1;
        same += usize::from((cut.score - plain.score).abs() <= 2);
    }
    assert!(same * 4 >= total * 3, "only {same} of {total} within 2 discs");
    assert!(cut_nodes * 2 < plain_nodes, "Multi-ProbCut {cut_nodes} nodes, plain {plain_nodes}");
}

#[test]
fn a_repeated_search_reuses_its_table_and_gives_the_same_answer() {
    let mut rng = GameRng::seed_from_u64(14);
    let pos = random_position(&mut rng, 16);
    let limits = SearchLimits { max_depth: 6, max_nodes: u64::MAX };
    let mut s = Searcher::new(1 << 16).without_mpc();
    let first = s.iterate(&pos, limits);
    s.reset();
    let again = s.iterate(&pos, limits);
    assert_eq!((first.best, first.score), (again.best, again.score));
    assert!(again.nodes < first.nodes, "the table of the first search helped the second");
}

/// Every position `plies` moves from the start, one per class of the board's symmetries.
fn all_positions(plies: u32) -> Vec<Position> {
    let mut level = vec![Position::start()];
    for _ in 0..plies {
        let mut next: Vec<Position> = level
            .iter()
            .flat_map(|p| crate::games::othello::squares(p.legal_moves()).map(|sq| p.play(sq)))
            .filter_map(Result::ok)
            .map(|p| canonical(&p).0)
            .collect();
        next.sort_by_key(|p| (p.player, p.opponent));
        next.dedup();
        level = next;
    }
    level
}

#[test]
fn in_the_opening_the_value_does_not_swing_between_odd_and_even_depths() {
    // The tempo bias left over at the leaves, by the phase of the leaves: half the swing
    // between consecutive depths (1 to 4, plain minimax) from every position of plies 0 to 6,
    // signed so that a side to move still overrated counts positive. `learned::TEMPO` takes
    // the bias away, so what is left must be small.
    let mut by_phase = [(0i64, 0i64); crate::games::othello::learning::PHASES];
    for plies in 0..=6 {
        for pos in all_positions(plies) {
            let (p, o) = (pos.player, pos.opponent);
            let st = EvalState::new(p, o);
            let v: Vec<i32> = (1..=4).map(|d| minimax(p, o, &st, d)).collect();
            let empties = pos.empty_count();
            for d in 1..4u32 {
                let (a, b) = (phase(empties - d), phase(empties - d - 1));
                if a != b {
                    continue;
                }
                // Leaves at depth d + 1 have the root's mover to move when d + 1 is even.
                let swing = v[d as usize] - v[d as usize - 1];
                let signed = if (d + 1) % 2 == 0 { swing } else { -swing };
                by_phase[a].0 += i64::from(signed);
                by_phase[a].1 += 2;
            }
        }
    }
    let measured: Vec<usize> = (0..by_phase.len()).filter(|&ph| by_phase[ph].1 > 0).collect();
    assert_eq!(measured, [12, 13, 14], "the leaves of these searches have 49 to 60 empties");
    for ph in measured {
        let (sum, n) = by_phase[ph];
        let residual = sum as f64 / n as f64 / f64::from(UNITS_PER_DISC);
        eprintln!("phase {ph}: residual tempo {residual:+.2} discs over {} swings", n / 2);
        assert!(residual.abs() <= 0.5, "phase {ph}: {residual:+.2} discs");
    }
}
