//! The ladder: names and numbers, each level stronger on paper than the one below, the
//! screen's levels at their documented numbers, and what `think` reports.

use crate::games::random::GameRng;
use rand::SeedableRng;

use super::*;
use crate::games::othello::{HARD_NODES, parse_board};

fn all() -> Vec<Strength> {
    STRENGTHS.map(|n| Strength::new(n).unwrap()).collect()
}

#[test]
fn names_and_numbers_read_back() {
    assert_eq!("easy".parse(), Ok(Strength(1)));
    assert_eq!("Normal".parse(), Ok(Strength(4)));
    assert_eq!("hard".parse(), Ok(Strength(9)));
    assert_eq!(" 7 ".parse(), Ok(Strength(7)));
    for bad in ["0", "11", "-1", "", "superhuman", "4.5", "99999999999"] {
        let err = bad.parse::<Strength>().unwrap_err();
        assert!(err.contains("1 to 10"), "{bad:?}: {err}");
    }
    assert_eq!(Strength(9).to_string(), "9 (hard)");
    assert_eq!(Strength(6).to_string(), "6");
}

#[test]
fn the_screen_levels_are_1_4_and_9() {
    assert_eq!(Strength::from(Level::Easy).number(), 1);
    assert_eq!(Strength::from(Level::Normal).number(), 4);
    assert_eq!(Strength::from(Level::Hard).number(), 9);
    assert_eq!(Strength(4).player(), Player::Shallow { depth: NORMAL_DEPTH });
    assert_eq!(
        Strength(9).player(),
        Player::Search { nodes: HARD_NODES, depth: MAX_DEPTH, book: true }
    );
    let named: Vec<u8> = all().into_iter().filter(|s| s.level().is_some()).map(|s| s.0).collect();
    assert_eq!(named, [1, 4, 9]);
}

#[test]
fn each_level_looks_further_than_the_one_below() {
    // Random, then a ply more per shallow level, then four times the nodes per search level.
    let reach = |s: Strength| match s.player() {
        Player::Random => (0, 0),
        Player::Shallow { depth } => (1, u64::from(depth)),
        Player::Search { nodes, .. } => (2, nodes),
    };
    for pair in all().windows(2) {
        assert!(reach(pair[0]) < reach(pair[1]), "{} vs {}", pair[0], pair[1]);
        if let (Player::Search { nodes: a, .. }, Player::Search { nodes: b, .. }) =
            (pair[0].player(), pair[1].player())
        {
            assert_eq!(b, 4 * a);
        }
    }
    assert_eq!(
        Strength(5).player(),
        Player::Search { nodes: 15_625, depth: MAX_DEPTH, book: true }
    );
    assert_eq!(Strength(1).player().analysis_nodes(), 15_625);
    assert_eq!(Strength(10).player().analysis_nodes(), 16_000_000);
}

#[test]
fn every_level_plays_a_legal_move_and_reports_it() {
    let pos = Position::start().play(37).unwrap().play(29).unwrap();
    let mut rng = GameRng::seed_from_u64(3);
    for s in all().into_iter().take(6) {
        let t = think(&pos, s.player(), &mut rng, &StopFlag::never());
        assert!(pos.is_legal(t.best.unwrap()), "level {s}");
        assert!(!t.exact);
        match s.player() {
            Player::Random => assert_eq!((t.score, t.depth), (None, 0)),
            Player::Shallow { depth } => assert_eq!(t.depth, depth),
            Player::Search { nodes, .. } => assert!(t.nodes.unwrap() <= nodes && t.depth >= 1),
        }
    }
}

#[test]
fn think_reports_exact_endings_passes_and_finished_games() {
    let mut rng = GameRng::seed_from_u64(1);
    let search = Player::Search { nodes: 10_000, depth: MAX_DEPTH, book: false };
    // Black everywhere but g8 (white) and h8 (empty): h8 wipes white out.
    let wipe = parse_board(&format!("{}O- X", "X".repeat(62))).unwrap();
    let t = think(&wipe, search, &mut rng, &StopFlag::never());
    assert_eq!((t.best, t.score, t.exact, t.depth), (Some(63), Some(64), true, 1));
    // White must pass there; black then wipes white out.
    let pass = parse_board(&format!("{}O- O", "X".repeat(62))).unwrap();
    let t = think(&pass, search, &mut rng, &StopFlag::never());
    assert_eq!((t.best, t.score, t.exact), (None, Some(-64), true));
    for player in [Player::Random, Player::Shallow { depth: 2 }] {
        assert_eq!(think(&pass, player, &mut rng, &StopFlag::never()).best, None);
    }
    // A full board: over, 40–24 for black.
    let over = parse_board(&format!("{}{} O", "X".repeat(40), "O".repeat(24))).unwrap();
    let t = think(&over, Player::Random, &mut rng, &StopFlag::never());
    assert_eq!((t.best, t.score, t.exact, t.nodes), (None, Some(-16), true, Some(0)));
}

#[test]
fn ranked_moves_come_best_first_and_agree_with_the_solver() {
    // A random game to eight empties: every move is then solved exactly, so the first one
    // ranked is the solver's best.
    let mut rng = GameRng::seed_from_u64(5);
    let mut pos = Position::start();
    while pos.empty_count() > 8 || pos.legal_moves().count_ones() < 2 {
        pos = match think(&pos, Player::Random, &mut rng, &StopFlag::never()).best {
            Some(sq) => pos.play(sq).unwrap(),
            None => pos.pass().unwrap_or_else(Position::start),
        };
    }
    let ranked = rank_moves(&pos, 100_000, MAX_DEPTH, 10);
    assert_eq!(ranked.len(), squares(pos.legal_moves()).count());
    assert!(ranked.windows(2).all(|w| w[0].1.score >= w[1].1.score));
    assert!(ranked.iter().all(|(_, t)| t.exact));
    let solved = crate::games::othello::solve(&pos);
    assert_eq!(ranked[0].1.score, Some(solved.score));
    assert_eq!(rank_moves(&pos, 100_000, MAX_DEPTH, 2).len(), 2);
    let one = rank_moves(&pos, 100_000, MAX_DEPTH, 1);
    assert_eq!((one.len(), one[0].1.score), (1, Some(solved.score)));
}

#[test]
fn games_between_search_players_vary_beyond_the_first_move() {
    // Two players of one level: the first move has four symmetric choices, so more than four
    // different games means later moves vary too.
    let player = Player::Search { nodes: 3_000, depth: MAX_DEPTH, book: false };
    let games: std::collections::HashSet<Vec<u8>> = (0..12)
        .map(|seed| {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut pos = Position::start();
            let mut moves = Vec::new();
            while moves.len() < 12 && !pos.is_game_over() {
                match think(&pos, player, &mut rng, &StopFlag::never()).best {
                    Some(sq) => {
                        moves.push(sq);
                        pos = pos.play(sq).unwrap();
                    }
                    None => pos = pos.pass().unwrap(),
                }
            }
            moves
        })
        .collect();
    assert!(games.len() > 4, "only {} different openings in 12 games", games.len());
}
