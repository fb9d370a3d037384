//! The computer players' tests: solves near the end, levels, Easy's corners, the stop flag.

use super::*;
use crate::games::random::GameRng;
use rand::SeedableRng;

/// A position `empties` from the end, reached from the start by a fixed rule from `first`.
fn reached(first: usize, empties: u32) -> Position {
    let mut pos = Position::start();
    let mut i = first;
    while pos.empty_count() > empties || pos.legal_moves() == 0 {
        let moves: Vec<u8> = squares(pos.legal_moves()).collect();
        pos = match moves.get(i % moves.len().max(1)) {
            Some(&sq) => pos.play(sq).unwrap(),
            None => pos.pass().unwrap(),
        };
        i = (i * 7 + 3) % 1000;
    }
    pos
}

#[test]
fn a_value_between_the_exact_and_the_wld_empties_is_the_searchs_estimate_not_a_bound() {
    // One empty more than Hard solves exactly, the side to move proven to win or draw: a
    // player keeps the WLD answer (a bound), a value to show is the search's estimate.
    let (nodes, depth) = (1_000_000, 4);
    let mut checked = 0;
    for first in 0..8 {
        let pos = reached(first, HARD_EXACT_EMPTIES + 1);
        let player = search_thought(&pos, nodes, depth, &StopFlag::never());
        if player.exact || player.depth != pos.empty_count() {
            continue; // lost, or the WLD solve did not fit: nothing to tell apart
        }
        let t = value_thought(&pos, nodes, depth, &StopFlag::never());
        let limits = SearchLimits { max_depth: depth, max_nodes: nodes };
        let plain = Searcher::new(nodes).iterate(&pos, limits);
        assert!(!t.exact);
        assert_eq!((t.score, t.depth), (Some(plain.score), plain.depth));
        checked += 1;
    }
    assert!(checked > 0, "no position where the WLD solve decides");
}

#[test]
fn hard_plays_the_exact_best_at_23_empties() {
    // Where Egaroucid Light solves (from 22 empties, 24 with Multi-ProbCut), Hard solves too.
    // This position's solve takes about 24M of the 48M nodes Hard's cap allows (most of these
    // walks' positions do not fit, so one known to is used): the answer is exact, and the
    // move keeps its score.
    let pos = reached(3, 23);
    let t = search_thought(&pos, HARD_NODES, MAX_DEPTH, &StopFlag::never());
    assert!(t.exact, "not solved at 23 empties: {t:?}");
    let after = pos.play(t.best.unwrap()).unwrap();
    assert_eq!(Some(-crate::games::othello::solve(&after).score), t.score, "{pos:?}");
}

#[test]
fn every_level_plays_a_legal_move_or_none() {
    let mut rng = GameRng::seed_from_u64(7);
    let pos = Position::start().play(37).unwrap();
    for &level in Level::ALL {
        let mv = choose_move_with_budget(&pos, level, 20_000, &mut rng).unwrap();
        assert!(pos.is_legal(mv), "{level:?} played {mv}");
    }
}

#[test]
fn easy_prefers_corners_only_lightly() {
    // Corners get weight 3: with one corner among four moves it is chosen about half
    // the time, never always.
    let mut rng = GameRng::seed_from_u64(1);
    let legal = (1u64 << 0) | (1 << 20) | (1 << 21) | (1 << 22);
    let corner = (0..600).filter(|_| easy(legal, &mut rng) == Some(0)).count();
    assert!((240..=360).contains(&corner), "corner chosen {corner} of 600");
}

/// A mid-game position with many empties: a search of it never runs out of work.
fn midgame() -> Position {
    [37, 43, 34, 29, 20, 45].iter().fold(Position::start(), |p, &sq| {
        let sq = if p.is_legal(sq) { sq } else { squares(p.legal_moves()).next().unwrap() };
        p.play(sq).unwrap()
    })
}

#[test]
fn a_raised_stop_ends_every_search_at_once() {
    let stop = StopFlag::new();
    stop.stop();
    let pos = midgame();
    let limits = SearchLimits { max_depth: 60, max_nodes: HARD_NODES };
    let r = Searcher::new(HARD_NODES).with_stop(&stop).iterate(&pos, limits);
    assert!(r.nodes <= 1, "a stopped search visited {} nodes", r.nodes);
    assert!(pos.is_legal(r.best.unwrap()), "it still names a legal move");
    assert_eq!(solve_until(&pos, u64::MAX, &stop), None, "a stopped solve gives up");
    let mv = hint(&pos, &stop).unwrap();
    assert!(pos.is_legal(mv));
}

#[test]
fn an_unstopped_search_visits_the_same_nodes_with_or_without_a_flag() {
    // The flag is only looked at, never changes the search: `--seed` replays exactly.
    let pos = midgame();
    let limits = SearchLimits { max_depth: 60, max_nodes: 50_000 };
    let plain = Searcher::new(50_000).iterate(&pos, limits);
    let flagged = Searcher::new(50_000).with_stop(&StopFlag::new()).iterate(&pos, limits);
    assert_eq!(plain, flagged);
}
