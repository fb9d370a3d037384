//! Computer players for Killer Sevens: `easy` (the tutorial's random player), `normal` (a
//! one-move evaluator that sees only its own hand) and the dispatcher to `hard`.

use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};

use super::game::Game;
use super::hard;
use super::layout::{self, Table};
use super::report::Action;
use crate::games::Level;
use crate::games::cards::Card;

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
    /// Own cards that become playable (doors opened for oneself).
    pub opened_mine: u32,
    /// The others' cards they could not have reached by playing their own cards, and now can:
    /// what this card was holding back.
    pub released: u32,
    /// The most own cards a single reply by someone else could kill afterwards.
    pub threat: u32,
}

impl PlayEval {
    /// Higher is better. Kills decide the ranking, so they dominate, own ones counting double;
    /// then the worst kill of own cards one reply could make; opening cells the others hold
    /// costs a little (it frees their hands), and releasing the cards a play was blocking
    /// costs more, so a wall is not given away for nothing. Weights tuned with `asobi sim
    /// sevens`: doors opened for oneself made no measurable difference to the score, so they
    /// count only when deciding to pass; no release cost from 0 to 6 measurably changed the
    /// results either (with 8-way playability whole walls are rare), so it stays modest.
    pub fn score(&self) -> i32 {
        6 * self.other_killed as i32
            - 12 * self.own_killed as i32
            - self.opened_others as i32
            - RELEASE_COST * self.released as i32
            - 6 * self.threat as i32
    }

    /// Gives the others something (opens or releases their cards) and the player nothing.
    fn only_helps_others(&self) -> bool {
        self.opened_others + self.released > 0 && self.opened_mine == 0 && self.other_killed == 0
    }
}

/// The cost of each card a play releases (see `PlayEval::released`).
const RELEASE_COST: i32 = 2;

/// The EMPTY cells the other players could fill one after another without any card of `mine`
/// being played: the flood from the cells connected to a 7 through the PLAYED cells and the
/// EMPTY cells they hold (8-neighbour steps, like playability). DEAD cells stop it.
fn reach_of_others(table: &Table, mine: u64) -> u64 {
    let through = table.played() | (table.empty() & !mine);
    let mut reach = table.connected();
    loop {
        let next = (reach | layout::nbr8(reach)) & through;
        if next == reach {
            return reach & table.empty();
        }
        reach = next;
    }
}

/// Evaluates `seat` playing `card` (which must be in its hand and playable).
pub fn evaluate_play(game: &Game, seat: usize, card: Card) -> PlayEval {
    evaluate_from(game, seat, card, reach_of_others(game.table(), game.hand_mask(seat)))
}

/// `evaluate_play` with the others' reach before the play worked out once by the caller.
fn evaluate_from(game: &Game, seat: usize, card: Card, reach_before: u64) -> PlayEval {
    let b = layout::bit(card);
    let mine = game.hand_mask(seat) & !b;
    let before = game.table().playable();
    let mut after_table = *game.table();
    let killed = after_table.place(b, game.max_kill_region());
    let mine_after = mine & !killed;
    let after = after_table.playable();
    let opened = after & !before;
    let released = reach_of_others(&after_table, mine_after) & !reach_before;
    let threat = layout::cards(after & !mine_after)
        .map(|c| {
            let k = after_table.kills_if_placed(layout::bit(c), game.max_kill_region());
            (k & mine_after).count_ones()
        })
        .max()
        .unwrap_or(0);
    PlayEval {
        own_killed: (killed & mine).count_ones(),
        other_killed: (killed & !mine).count_ones(),
        opened_others: (opened & !mine_after).count_ones(),
        opened_mine: (opened & mine_after).count_ones(),
        released: released.count_ones(),
        threat,
    }
}

/// The worst kill of own cards one reply by someone else could make on the table as it is.
fn current_threat(game: &Game, seat: usize) -> u32 {
    let mine = game.hand_mask(seat);
    layout::cards(game.table().playable() & !mine)
        .map(|c| {
            (game.table().kills_if_placed(layout::bit(c), game.max_kill_region()) & mine)
                .count_ones()
        })
        .max()
        .unwrap_or(0)
}

/// Every playable card of `seat` with its evaluation.
pub fn evaluate_all(game: &Game, seat: usize) -> Vec<(Card, PlayEval)> {
    let reach = reach_of_others(game.table(), game.hand_mask(seat));
    game.playable_cards(seat)
        .into_iter()
        .map(|c| (c, evaluate_from(game, seat, c, reach)))
        .collect()
}

/// The best of `plays` by `PlayEval::score`, ties broken at random; `None` when empty. A play
/// that kills own cards is considered only when every play does: each own kill counts in the
/// ranking, and no gain against the others is sure to make up for it.
pub fn best_play<R: Rng + ?Sized>(
    plays: &[(Card, PlayEval)],
    rng: &mut R,
) -> Option<(Card, PlayEval)> {
    let spares_own = plays.iter().any(|(_, e)| e.own_killed == 0);
    let fit = plays.iter().filter(|(_, e)| !spares_own || e.own_killed == 0);
    let top = fit.clone().map(|(_, e)| e.score()).max()?;
    let best: Vec<_> = fit.filter(|(_, e)| e.score() == top).copied().collect();
    let i = if best.len() > 1 { rng.random_range(0..best.len()) } else { 0 };
    Some(best[i])
}

/// Own cards a play must kill before `normal` would rather pass.
const SELF_KILL_PASS: u32 = 4;

/// Cells open to the others at most this many for holding a blocking card to be worth a pass.
const BLOCK_OPEN_MAX: u32 = 2;

/// True when another seat still playing has no pass left: if it cannot play, it is eliminated.
fn someone_on_last_pass(game: &Game, seat: usize) -> bool {
    (0..game.players()).any(|s| s != seat && game.in_game(s) && game.passes_left(s) == Some(0))
}

/// Plays the best card by `PlayEval::score`, passing only with a pass to spare (the last one is
/// kept for when it is stuck) and only for a purpose:
/// - avoiding a self-massacre: every play kills at least `SELF_KILL_PASS` own cards and the
///   table as it stands threatens less;
/// - holding a blocking card: nothing on the table threatens its cards, every play only helps
///   the others (opens or releases their cards, opens none of its own, kills none of theirs),
///   the others have at most `BLOCK_OPEN_MAX` cells to play, and one of them has no pass left,
///   so holding on may eliminate it.
///
/// Why so narrow: a pass keeps cards in hand, where they can still be killed, and delays going
/// out (the tie-break), while with 8-way playability the others nearly always have somewhere
/// else to play. `asobi sim sevens` showed every broader rule costing places: passing whenever
/// every play only helps the others, or whenever the best play scores badly, lost 0.1 to 0.5 of
/// an average place against `normal` players.
pub fn normal_action<R: Rng + ?Sized>(game: &Game, seat: usize, rng: &mut R) -> Action {
    let plays = evaluate_all(game, seat);
    let Some((card, eval)) = best_play(&plays, rng) else {
        return Action::Pass;
    };
    let spare_pass = game.passes_left(seat).is_some_and(|left| left >= 2);
    if !spare_pass || !game.can_pass(seat) {
        return Action::Play(card);
    }
    let threat_now = current_threat(game, seat);
    let massacre = eval.own_killed >= SELF_KILL_PASS && threat_now < eval.own_killed;
    let blocking = threat_now == 0
        && someone_on_last_pass(game, seat)
        && (game.table().playable() & !game.hand_mask(seat)).count_ones() <= BLOCK_OPEN_MAX
        && plays.iter().all(|(_, e)| e.own_killed > 0 || e.only_helps_others());
    if massacre || blocking {
        return Action::Pass;
    }
    Action::Play(card)
}
