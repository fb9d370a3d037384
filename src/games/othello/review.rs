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
    use crate::games::othello::{parse_record, solve};

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
