//! Reviewing a game: for each move played, the best move there and how many discs the move
//! played gave away against it, from the values analysis shows on the board
//! ([`move_values`]), so the review and the analysis never disagree.
//!
//! A move's loss is the best move's value minus the played move's, both for the side that
//! moved, in final discs; it is never negative (the played move is one of those valued), and
//! zero when the played move is as good as the best. Losses of [`MISTAKE_LOSS`] discs or more
//! are mistakes. Values found by a search are estimates that later, deeper passes may revise;
//! `exact` says when both values were solved to the end.

use super::{Colour, Game, Position, move_values};
use crate::games::stop::StopFlag;

/// Discs lost from which a move counts as a mistake: about what separates a good move from
/// a clear error in expert commentary, and more than a shallow search's usual noise.
pub const MISTAKE_LOSS: i32 = 4;

/// What one move was worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview {
    pub played: u8,
    /// The best move (the played one when it is as good as any).
    pub best: u8,
    /// Values for the side that moved, in discs.
    pub best_score: i32,
    pub played_score: i32,
    /// Both values are exact.
    pub exact: bool,
}

impl MoveReview {
    /// Discs the move gave away against the best.
    pub fn loss(&self) -> i32 {
        (self.best_score - self.played_score).max(0)
    }

    pub fn is_mistake(&self) -> bool {
        self.loss() >= MISTAKE_LOSS
    }
}

/// Values every legal move of `pos` (as [`move_values`] does, `depth` plies within `nodes` a
/// move) and compares `played` with the best. `None` when `played` is not a legal move there
/// or `stop` was raised.
pub fn review_move(
    pos: &Position,
    played: u8,
    depth: u32,
    nodes: u64,
    stop: &StopFlag,
) -> Option<MoveReview> {
    if !pos.is_legal(played) {
        return None;
    }
    let values = move_values(pos, depth, nodes, stop)?;
    let best = values.first()?;
    let mine = values.iter().find(|v| v.square == played)?;
    let best_square = if mine.score >= best.score { played } else { best.square };
    Some(MoveReview {
        played,
        best: best_square,
        best_score: best.score,
        played_score: mine.score,
        exact: best.exact && mine.exact,
    })
}

/// How a reviewed game's values account for its result, in discs for black: the start
/// position's value, less black's losses, plus white's, plus what the estimates were revised
/// by from one move to the next, is the final disc difference. Each revision is the value of a
/// position after a move (as that move's review found it) against the best value found there
/// by the next move's review: a deeper look at the same position. Exact values are never
/// revised, so where every value is exact the revisions are 0 and the losses account for the
/// result exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Account {
    pub start: i32,
    pub black_lost: i32,
    pub white_lost: i32,
    /// The revisions' sum: 0 when every value is exact.
    pub revised: i32,
    /// The final disc difference: `start - black_lost + white_lost + revised`.
    pub result: i32,
    /// Every value was exact.
    pub exact: bool,
}

/// The account of a finished `game`'s moves from move `first` on (the start value is the
/// best value there), once every one of them is reviewed; `None` before that, for a game not
/// over, or when `first` is a pass or past the end.
pub fn account(game: &Game, reviews: &[Option<MoveReview>], first: usize) -> Option<Account> {
    let result = game.current().outcome()?.disc_diff();
    let positions = game.positions();
    let for_black = |i: usize, score: i32| {
        if positions[i].side_to_move() == Colour::Black { score } else { -score }
    };
    let moves = game.moves();
    let start = for_black(first, reviews.get(first).copied().flatten()?.best_score);
    let mut acc = Account { start, black_lost: 0, white_lost: 0, revised: 0, result, exact: true };
    // The value of the position after the last move reviewed, for black.
    let mut after: Option<i32> = None;
    for i in first..moves.len() {
        if moves[i].is_none() {
            continue; // a pass: the position's value carries over
        }
        let r = reviews.get(i).copied().flatten()?;
        if let Some(a) = after {
            acc.revised += for_black(i, r.best_score) - a;
        }
        match positions[i].side_to_move() {
            Colour::Black => acc.black_lost += r.loss(),
            Colour::White => acc.white_lost += r.loss(),
        }
        acc.exact &= r.exact;
        after = Some(for_black(i, r.played_score));
    }
    acc.revised += result - after?;
    Some(acc)
}

/// One side's sum over the moves reviewed so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    /// Discs given away in all.
    pub discs: i32,
    pub mistakes: usize,
    /// Moves reviewed.
    pub moves: usize,
}

/// Each colour's losses (black first) over the moves of `game` reviewed so far:
/// `reviews[i]` is move `i`'s review (`None` for a pass or a move not yet reviewed).
pub fn losses(game: &Game, reviews: &[Option<MoveReview>]) -> [Losses; 2] {
    let mut sums = [Losses::default(); 2];
    for (pos, review) in game.positions().iter().zip(reviews) {
        let Some(r) = review else { continue };
        let side = &mut sums[usize::from(pos.side_to_move() == Colour::White)];
        side.discs += r.loss();
        side.mistakes += usize::from(r.is_mistake());
        side.moves += 1;
    }
    sums
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::othello::{parse_record, parse_square, solve};

    #[test]
    fn a_move_that_is_not_legal_gets_no_review() {
        let start = Position::start();
        assert_eq!(review_move(&start, 0, 2, 1000, &StopFlag::never()), None);
    }

    #[test]
    fn near_the_end_the_loss_is_the_difference_of_exact_solves() {
        // A game played to 10 empties by always taking the first legal move.
        let mut game = parse_record("f5d6c3d3c4").unwrap();
        while game.current().empty_count() > 10 {
            if !game.auto_pass() {
                let sq = game.current().legal_moves().trailing_zeros() as u8;
                game.play(sq).unwrap();
            }
        }
        let pos = *game.current();
        for played in crate::games::othello::squares(pos.legal_moves()) {
            let r = review_move(&pos, played, 20, 1_000_000, &StopFlag::never()).unwrap();
            assert!(r.exact);
            let after = pos.play(played).unwrap();
            let mine = -solve(&after).score;
            let best = crate::games::othello::squares(pos.legal_moves())
                .map(|sq| -solve(&pos.play(sq).unwrap()).score)
                .max()
                .unwrap();
            assert_eq!(r.played_score, mine);
            assert_eq!(r.best_score, best);
            assert_eq!(r.loss(), best - mine);
            assert_eq!(r.best == played, mine == best);
        }
    }

    /// Every move of `game` reviewed with `depth` plies and `nodes` nodes a move.
    fn review_all(game: &Game, depth: u32, nodes: u64) -> Vec<Option<MoveReview>> {
        let stop = StopFlag::never();
        game.positions()
            .iter()
            .zip(game.moves())
            .map(|(pos, mv)| mv.and_then(|sq| review_move(pos, sq, depth, nodes, &stop)))
            .collect()
    }

    /// `game` played on to its end, taking in turn the first and the last legal move (so
    /// both sides make mistakes).
    fn play_out(mut game: Game) -> Game {
        let mut turn = 0;
        while !game.is_over() {
            if !game.auto_pass() {
                let legal = game.current().legal_moves();
                let sq =
                    if turn % 2 == 0 { legal.trailing_zeros() } else { 63 - legal.leading_zeros() };
                game.play(sq as u8).unwrap();
                turn += 1;
            }
        }
        game
    }

    #[test]
    fn on_a_whole_game_of_exact_values_the_losses_account_for_the_result_exactly() {
        // A game from 13 empties to its end: every value is an exact solve.
        let mut game = parse_record("f5d6c3d3c4f4f6f3e6e7").unwrap();
        while game.current().empty_count() > 13 {
            if !game.auto_pass() {
                let sq = game.current().legal_moves().trailing_zeros() as u8;
                game.play(sq).unwrap();
            }
        }
        let game = play_out(Game::from_position(*game.current()));
        let reviews = review_all(&game, 6, 1_000_000);
        assert!(reviews.iter().zip(game.moves()).all(|(r, m)| r.is_some() == m.is_some()));
        let a = account(&game, &reviews, 0).unwrap();
        let first = game.positions()[0];
        let sign = if first.side_to_move() == Colour::Black { 1 } else { -1 };
        assert!(a.exact, "{a:?}");
        assert_eq!(a.start, sign * solve(&first).score, "the start's exact value");
        assert_eq!(a.revised, 0, "exact values are never revised: {a:?}");
        assert_eq!(a.start - a.black_lost + a.white_lost, a.result, "{a:?}");
        assert!(a.black_lost + a.white_lost > 0, "the moves played lost discs: {a:?}");
    }

    #[test]
    fn on_a_whole_game_from_the_start_the_exact_end_adds_up_and_the_rest_says_estimate() {
        // Cheap searches in the middle game, exact solves from 14 empties after the move.
        let game = play_out(parse_record("f5d6c3d3c4f4f6f3e6e7").unwrap());
        let reviews = review_all(&game, 4, 3_000);
        let whole = account(&game, &reviews, 0).unwrap();
        assert!(!whole.exact, "the middle game's values are estimates");
        assert_eq!(whole.start - whole.black_lost + whole.white_lost + whole.revised, whole.result);
        // From the first move after which every review is exact, nothing is revised.
        let moves = game.moves();
        let first = (0..moves.len())
            .find(|&i| moves[i].is_some() && reviews[i..].iter().flatten().all(|r| r.exact))
            .expect("the endgame is solved");
        assert!(game.positions()[first].empty_count() <= 15, "solved from 14 empties on");
        let end = account(&game, &reviews, first).unwrap();
        assert!(end.exact);
        assert_eq!(end.revised, 0, "{end:?}");
        assert_eq!(end.start - end.black_lost + end.white_lost, end.result);
    }

    #[test]
    fn a_move_as_good_as_the_best_under_symmetry_is_no_loss() {
        // The four first moves are one move turned: none loses anything against another.
        let start = Position::start();
        for sq in crate::games::othello::squares(start.legal_moves()) {
            let r = review_move(&start, sq, 6, 20_000, &StopFlag::never()).unwrap();
            assert_eq!((r.loss(), r.best), (0, sq), "{r:?}");
        }
        // After f5 f6 e6 the position is symmetric in its diagonal: f4 and d6 are one move.
        let game = parse_record("f5f6e6").unwrap();
        let pos = *game.current();
        let (f4, d6) = (parse_square("f4").unwrap(), parse_square("d6").unwrap());
        let a = review_move(&pos, f4, 6, 20_000, &StopFlag::never()).unwrap();
        let b = review_move(&pos, d6, 6, 20_000, &StopFlag::never()).unwrap();
        assert_eq!((a.played_score, a.best_score), (b.played_score, b.best_score));
        assert_eq!(a.loss(), b.loss());
    }

    #[test]
    fn losses_are_summed_for_the_side_that_moved() {
        let game = parse_record("f5d6").unwrap();
        let r = |loss| MoveReview {
            played: 0,
            best: 1,
            best_score: loss,
            played_score: 0,
            exact: false,
        };
        let sums = losses(&game, &[Some(r(5)), Some(r(1))]);
        assert_eq!(sums[0], Losses { discs: 5, mistakes: 1, moves: 1 });
        assert_eq!(sums[1], Losses { discs: 1, mistakes: 0, moves: 1 });
    }
}
