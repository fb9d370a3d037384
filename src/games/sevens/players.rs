//! Computer players for Killer Sevens: `easy` (the tutorial's random player), `normal` (a
//! one-move evaluator that sees only its own hand) and the dispatcher to `hard`.

use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};

use super::game::Game;
use super::hard;
use super::report::Action;
use super::table;
use crate::games::cards::Card;
use crate::settings::Level;

/// The computer's choice for `seat`, which must be the player to move in a game not over.
/// Uses only what that seat may know (its hand, the table, hand sizes, passes).
pub fn choose_action<R: Rng + ?Sized>(
    game: &Game,
    seat: usize,
    level: Level,
    rng: &mut R,
) -> Action {
    match level {
        Level::Easy => easy_action(game, seat, rng),
        Level::Normal => normal_action(game, seat, rng),
        Level::Hard => hard::hard_action(game, seat, hard::DEFAULT_SAMPLES, rng),
    }
}

/// A random playable card; passes only when it cannot play (the seed tutorial's rival).
pub fn easy_action<R: Rng + ?Sized>(game: &Game, seat: usize, rng: &mut R) -> Action {
    let cards = game.playable_cards(seat);
    cards.choose(rng).map_or(Action::Pass, |&c| Action::Play(c))
}

/// What one play would do, seen from the player's own hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayEval {
    /// Own cards the play kills.
    pub own_killed: u32,
    /// Cells the play kills that are not in the player's hand.
    pub other_killed: u32,
    /// Newly playable cells the player does not hold (doors opened for the others).
    pub opened_others: u32,
    /// The most own cards a single reply by someone else could kill afterwards.
    pub threat: u32,
}

impl PlayEval {
    /// Higher is better. Kills decide the ranking, so they dominate, own ones counting double;
    /// then the worst kill of own cards one reply could make; opening cells the others may
    /// hold costs a little (it frees their hands). Weights tuned with `asobi sim sevens`:
    /// doors opened for oneself made no measurable difference, so they are not scored.
    pub fn score(&self) -> i32 {
        6 * self.other_killed as i32
            - 12 * self.own_killed as i32
            - self.opened_others as i32
            - 6 * self.threat as i32
    }
}

/// Evaluates `seat` playing `card` (which must be in its hand and playable).
pub fn evaluate_play(game: &Game, seat: usize, card: Card) -> PlayEval {
    let b = table::bit(card);
    let mine = game.hand_mask(seat) & !b;
    let before = game.table().playable();
    let mut after_table = *game.table();
    let killed = after_table.place(b, game.max_kill_region());
    let mine_after = mine & !killed;
    let after = after_table.playable();
    let opened = after & !before;
    let threat = table::cards(after & !mine_after)
        .map(|c| {
            let k = after_table.kills_if_placed(table::bit(c), game.max_kill_region());
            (k & mine_after).count_ones()
        })
        .max()
        .unwrap_or(0);
    PlayEval {
        own_killed: (killed & mine).count_ones(),
        other_killed: (killed & !mine).count_ones(),
        opened_others: (opened & !mine_after).count_ones(),
        threat,
    }
}

/// The worst kill of own cards one reply by someone else could make on the table as it is.
fn current_threat(game: &Game, seat: usize) -> u32 {
    let mine = game.hand_mask(seat);
    table::cards(game.table().playable() & !mine)
        .map(|c| {
            (game.table().kills_if_placed(table::bit(c), game.max_kill_region()) & mine)
                .count_ones()
        })
        .max()
        .unwrap_or(0)
}

/// The best-scoring play, ties broken at random; `None` when it cannot play.
pub fn best_play<R: Rng + ?Sized>(
    game: &Game,
    seat: usize,
    rng: &mut R,
) -> Option<(Card, PlayEval)> {
    let mut best: Vec<(Card, PlayEval)> = Vec::new();
    for card in game.playable_cards(seat) {
        let eval = evaluate_play(game, seat, card);
        match best.first() {
            Some((_, b)) if b.score() > eval.score() => {}
            Some((_, b)) if b.score() == eval.score() => best.push((card, eval)),
            _ => best = vec![(card, eval)],
        }
    }
    if best.len() > 1 {
        let i = rng.random_range(0..best.len());
        return Some(best[i]);
    }
    best.pop()
}

/// Own cards a play must kill before `normal` would rather pass.
const SELF_KILL_PASS: u32 = 4;

/// Plays the best card by `PlayEval::score`. Passing keeps cards in hand, where they can still
/// be killed, and delays going out (the tie-break), so simulations showed that passing to dodge
/// small losses costs places. It passes only to avoid a self-massacre (every play kills at
/// least `SELF_KILL_PASS` own cards and the table as it stands threatens less), and only with a
/// pass to spare, keeping the last one for when it is stuck.
pub fn normal_action<R: Rng + ?Sized>(game: &Game, seat: usize, rng: &mut R) -> Action {
    let Some((card, eval)) = best_play(game, seat, rng) else {
        return Action::Pass;
    };
    let spare_pass = game.passes_left(seat).is_some_and(|left| left >= 2);
    if spare_pass
        && game.can_pass(seat)
        && eval.own_killed >= SELF_KILL_PASS
        && current_threat(game, seat) < eval.own_killed
    {
        return Action::Pass;
    }
    Action::Play(card)
}
