//! The board's symmetry (issue #26): a position and its seven rotations and reflections get
//! the same value and the same best move (mapped onto the turned board) from every part of
//! the engine a player reads: a level's move and score (`think`, as `asobi othello move`
//! prints it), the analysis's move values (`v`), the review of a move and the graph's value.
//! The symmetries are written here from the rules API alone (square (column, row) turned), so
//! the test does not lean on the engine's own.

use asobi::games::othello::{
    Colour, MoveValue, Position, Strength, evaluate_for_black, move_values, review_move, squares,
    think,
};
use asobi::games::random::GameRng;
use asobi::games::stop::StopFlag;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// Square `sq` under symmetry `k`: bit 2 swaps column and row, bit 0 mirrors the columns,
/// bit 1 the rows.
pub(crate) fn turn_square(sq: u8, k: u8) -> u8 {
    let (mut x, mut y) = (sq % 8, sq / 8);
    if k & 4 != 0 {
        (x, y) = (y, x);
    }
    if k & 1 != 0 {
        x = 7 - x;
    }
    if k & 2 != 0 {
        y = 7 - y;
    }
    y * 8 + x
}

fn turn_set(set: u64, k: u8) -> u64 {
    squares(set).fold(0, |acc, sq| acc | 1 << turn_square(sq, k))
}

pub(crate) fn turn(pos: &Position, k: u8) -> Position {
    let (b, w) = (pos.discs(Colour::Black), pos.discs(Colour::White));
    Position::from_discs(turn_set(b, k), turn_set(w, k), pos.side_to_move())
}

/// A position `plies` random moves from the start (passes taken), not over.
pub(crate) fn random_position(seed: u64, plies: u32) -> Position {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut pos = Position::start();
    for _ in 0..plies {
        let moves: Vec<u8> = squares(pos.legal_moves()).collect();
        let next = match moves.choose(&mut rng) {
            Some(&sq) => pos.play(sq).unwrap(),
            None => match pos.pass() {
                Some(p) => p,
                None => break,
            },
        };
        if next.is_game_over() {
            break;
        }
        pos = next;
    }
    pos
}

/// The position after `sq`, as the least of its eight images (by the discs of each colour):
/// two moves leading to one position turned are one move.
pub(crate) fn after_canonical(pos: &Position, sq: u8) -> Position {
    let after = pos.play(sq).unwrap();
    let key = |p: &Position| (p.discs(Colour::Black), p.discs(Colour::White));
    (0..8).map(|k| turn(&after, k)).min_by_key(key).unwrap()
}

/// The squares symmetry `k` leaves `pos` unchanged under: a best move is the same up to them.
fn own_symmetries(pos: &Position) -> Vec<u8> {
    (0..8).filter(|&k| turn(pos, k) == *pos).collect()
}

/// `a` (found on `pos`) and `b` (found on its image under `k`) are the same move.
fn same_move(pos: &Position, k: u8, a: Option<u8>, b: Option<u8>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => {
            own_symmetries(pos).iter().any(|&s| turn_square(turn_square(a, s), k) == b)
        }
        _ => false,
    }
}

/// A level's move and score on every image, with the same seed for its random choices (so a
/// level picking at random among moves near the best picks the same move, turned). Level 1's
/// move is random and is no one's best: it is not held to this.
pub(crate) fn check_level(pos: &Position, level: u8) -> Result<(), TestCaseError> {
    let player = Strength::new(level).unwrap().player();
    let seen = think(pos, player, &mut GameRng::seed_from_u64(3), &StopFlag::never());
    for k in 1..8 {
        let image = turn(pos, k);
        let t = think(&image, player, &mut GameRng::seed_from_u64(3), &StopFlag::never());
        prop_assert_eq!((t.score, t.depth, t.exact), (seen.score, seen.depth, seen.exact));
        prop_assert!(
            same_move(pos, k, seen.best, t.best),
            "level {level} image {k}: {:?} vs {:?}",
            seen.best,
            t.best
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn every_level_values_and_moves_all_eight_images_alike(seed in any::<u64>(), plies in 1u32..50) {
        let pos = random_position(seed, plies);
        for level in [2, 3, 4, 5, 6] {
            check_level(&pos, level)?;
        }
    }

    #[test]
    fn analysis_review_and_graph_value_all_eight_images_alike(seed in any::<u64>(), plies in 1u32..50) {
        let pos = random_position(seed, plies);
        let stop = StopFlag::never();
        let values = move_values(&pos, 6, 20_000, &stop).unwrap();
        let graph = evaluate_for_black(&pos, &stop);
        let played = squares(pos.legal_moves()).last();
        let review = played.map(|sq| review_move(&pos, sq, 6, 20_000, &stop).unwrap());
        for k in 1..8 {
            let image = turn(&pos, k);
            prop_assert_eq!(evaluate_for_black(&image, &stop), graph, "graph, image {}", k);
            let turned = move_values(&image, 6, 20_000, &stop).unwrap();
            // The same list, best first: each place holds the same move, turned (or one
            // leading to the same position), with the same value.
            let ranked = |vs: &[MoveValue], p: &Position| -> Vec<(i32, Position)> {
                vs.iter().map(|v| (v.score, after_canonical(p, v.square))).collect()
            };
            prop_assert_eq!(ranked(&turned, &image), ranked(&values, &pos), "order, image {}", k);
            for v in &values {
                let there = turned.iter().find(|t| t.square == turn_square(v.square, k));
                prop_assert_eq!(there.map(|t| (t.score, t.depth, t.exact)),
                    Some((v.score, v.depth, v.exact)), "move {} image {}", v.square, k);
            }
            if let (Some(sq), Some(r)) = (played, review) {
                let t = review_move(&image, turn_square(sq, k), 6, 20_000, &stop).unwrap();
                prop_assert_eq!((t.best_score, t.played_score, t.exact),
                    (r.best_score, r.played_score, r.exact));
                prop_assert!(same_move(&pos, k, Some(r.best), Some(t.best)));
            }
        }
    }
}

#[test]
fn the_four_first_moves_get_one_value_and_one_reply_at_levels_5_and_7() {
    let start = Position::start();
    let firsts: Vec<Position> =
        squares(start.legal_moves()).map(|sq| start.play(sq).unwrap()).collect();
    assert_eq!(firsts.len(), 4);
    for level in [5, 7] {
        check_level(&firsts[0], level).unwrap();
        let player = Strength::new(level).unwrap().player();
        let scores: Vec<Option<i32>> = firsts
            .iter()
            .map(|p| think(p, player, &mut GameRng::seed_from_u64(1), &StopFlag::never()).score)
            .collect();
        assert!(scores.windows(2).all(|w| w[0] == w[1]), "level {level}: {scores:?}");
    }
}
