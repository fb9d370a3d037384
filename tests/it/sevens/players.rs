//! The Killer Sevens computer players on built positions: what `normal` weighs and when it
//! passes.

use asobi::games::random::GameRng;
use asobi::games::sevens::SevensOptions;
use asobi::games::sevens::players::{best_play, evaluate_all, evaluate_play};
use asobi::games::sevens::{Action, Game, normal_action};
use asobi::testing::{card as c, cards as cs};
use rand::SeedableRng;

fn opts(players: u8, pass_limit: u8) -> SevensOptions {
    SevensOptions { players, pass_limit, ..SevensOptions::default() }
}

/// What `normal` does for seat 0 over many dice: every choice it made.
fn normal_choices(game: &Game) -> Vec<Action> {
    let mut seen: Vec<Action> =
        (0..50).map(|seed| normal_action(game, 0, &mut GameRng::seed_from_u64(seed))).collect();
    seen.sort_by_key(|a| format!("{a:?}"));
    seen.dedup();
    seen
}

#[test]
fn normal_never_kills_its_own_card_when_a_play_spares_them() {
    // ♦6 closes the square ♠5 ♠6 ♥5 ♥6 (RULES.md's third example): three of the others' cards
    // and your own ♠5. ♣8 kills nothing.
    let g = Game::from_position(
        &opts(4, 3),
        &cs("4S 4H 5D"),
        &[],
        &[&cs("6D 5S 8C"), &cs("6S 5H"), &cs("6H")],
        0,
    );
    let six = evaluate_play(&g, 0, c("6D"));
    let eight = evaluate_play(&g, 0, c("8C"));
    assert_eq!((six.own_killed, six.other_killed), (1, 3));
    assert_eq!((eight.own_killed, eight.other_killed), (0, 0));
    // The score alone prefers the trade (three of theirs for one of yours)…
    assert!(six.score() > eight.score(), "{six:?} vs {eight:?}");
    // …but a play that spares your cards always wins.
    let plays = evaluate_all(&g, 0);
    let mut rng = GameRng::seed_from_u64(1);
    assert_eq!(best_play(&plays, &mut rng).map(|p| p.0), Some(c("8C")));
    assert_eq!(normal_choices(&g), vec![Action::Play(c("8C"))]);
}

#[test]
fn normal_kills_its_own_card_only_when_every_play_does() {
    // The same square, but ♦6 is your only playable card: it must go.
    let g =
        Game::from_position(&opts(4, 3), &cs("4S 4H 5D"), &[], &[&cs("6D 5S"), &cs("6S 5H")], 0);
    let plays = evaluate_all(&g, 0);
    assert_eq!(plays.len(), 1);
    let mut rng = GameRng::seed_from_u64(1);
    assert_eq!(best_play(&plays, &mut rng).map(|p| p.0), Some(c("6D")));
}

#[test]
fn a_card_walling_off_the_others_counts_what_it_releases() {
    // You hold the whole 8 column: nobody else can reach 9–K until you play one of them.
    let eights = cs("8S 8H 8D 8C");
    let g = Game::from_position(&opts(3, 3), &[], &[], &[&[&eights[..], &cs("6S")].concat()], 0);
    // The others hold every card of columns 9–K: 20 cards.
    assert_eq!(evaluate_play(&g, 0, c("8S")).released, 20, "one gap lets them all through");
    assert_eq!(evaluate_play(&g, 0, c("6S")).released, 0, "the 6s were open anyway");
    assert!(evaluate_play(&g, 0, c("8S")).score() < evaluate_play(&g, 0, c("6S")).score());
}

/// You hold four 6s and two 8s, so the others can play only ♦8 or ♣8; seat 1 has used
/// `seat1_passes` of its 2 passes.
fn blocking_position(seat1_passes: u8, yours: &str) -> Game {
    let g = Game::from_position(&opts(3, 2), &[], &[], &[&cs(yours), &cs("8D 2S")], 0);
    // Passes used are not part of a built position: set them through the saved form.
    let mut v = serde_json::to_value(&g).expect("serialise");
    v["passes_used"][1] = seat1_passes.into();
    let g: Game = serde_json::from_value(v).expect("deserialise");
    assert_eq!(g.validate(), Ok(()));
    g
}

#[test]
fn normal_passes_to_hold_a_blocker_when_a_player_without_passes_may_be_stuck() {
    let g = blocking_position(2, "6S 6H 6D 6C 8S 8H");
    assert!(evaluate_all(&g, 0).iter().all(|(_, e)| e.opened_others > 0 && e.opened_mine == 0));
    assert_eq!(normal_choices(&g), vec![Action::Pass]);
    // With a pass left, seat 1 cannot be eliminated by the wait: play.
    assert!(!normal_choices(&blocking_position(1, "6S 6H 6D 6C 8S 8H")).contains(&Action::Pass));
    // With a third cell open to the others, blocking is unlikely to work: play.
    assert!(!normal_choices(&blocking_position(2, "6S 6H 6D 6C 8S")).contains(&Action::Pass));
}
