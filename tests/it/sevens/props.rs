//! Killer Sevens invariants over random deals, player counts and options: the 52 cards are
//! always in exactly one of hands / table / dead, kills are charged to holders, the state
//! always passes `Game::validate`, reports match the state, every game ends in a bounded
//! number of turns, and the ranking follows the rule.

use asobi::games::random::GameRng;
use asobi::games::sevens::SevensOptions;
use asobi::games::sevens::{Action, Cell, Game, Status, choose_action, layout};
use asobi::settings::Level;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// Plays + passes + eliminations are bounded: 48 plays, at most 9 passes per seat, and under
/// unlimited passes fewer than `players` passes in a row between table changes.
const TURN_BOUND: u32 = 48 * 6 + 6 * 9 + 6;

fn check_cards(game: &Game) {
    // The engine's own judgement (what a saved game must pass) agrees with the checks below.
    assert_eq!(game.validate(), Ok(()));
    let mut seen = 0u64;
    for seat in 0..game.players() {
        let hand = game.hand_mask(seat);
        assert_eq!(seen & hand, 0, "a card in two hands");
        seen |= hand;
        for card in game.hand(seat) {
            assert_eq!(game.cell_of(card), Cell::Empty, "{card} in hand but not EMPTY");
        }
        if game.status(seat) != Status::Playing {
            assert_eq!(hand, 0, "a seat out of the game holds cards");
        }
    }
    let t = game.table();
    assert_eq!(seen & (t.played() | t.dead()), 0);
    assert_eq!(t.played() & t.dead(), 0);
    assert_eq!(seen | t.played() | t.dead(), layout::ALL, "a card went missing");
    let killed: u32 = (0..game.players()).map(|s| u32::from(game.killed_count(s))).sum();
    assert_eq!(killed, t.dead().count_ones(), "every dead card is charged to its holder");
}

fn check_ranking(game: &Game) {
    let ranking = game.ranking();
    for pair in ranking.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let ok = match (a.status, b.status) {
            (Status::Out { order: oa }, Status::Out { order: ob }) => {
                (a.killed, oa) < (b.killed, ob)
            }
            (Status::Out { .. }, Status::Eliminated { .. }) => true,
            (Status::Eliminated { order: oa }, Status::Eliminated { order: ob }) => oa > ob,
            _ => false,
        };
        assert!(ok, "ranking out of order: {a:?} before {b:?}");
    }
    let places: Vec<usize> = ranking.iter().map(|s| s.place).collect();
    assert_eq!(places, (1..=game.players()).collect::<Vec<_>>());
}

/// Plays one game; `policy` None = uniformly random legal action (passes included).
fn play_out(options: &SevensOptions, seed: u64, policy: Option<Level>) -> Game {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut game = Game::new(options, &mut rng);
    check_cards(&game);
    while let Some(seat) = game.current_player() {
        assert!(game.turns() < TURN_BOUND, "game did not end");
        let action = match policy {
            Some(level) => choose_action(&game, seat, level, &mut rng),
            None => *game.legal_actions(seat).choose(&mut rng).expect("always an action"),
        };
        let report = game.apply(seat, action).expect("legal");
        check_cards(&game);
        assert_eq!(report.next_player, game.current_player());
        for (card, _) in
            report.killed.iter().chain(report.eliminated.iter().flat_map(|e| &e.killed))
        {
            assert_eq!(game.cell_of(*card), Cell::Dead);
        }
        if let Action::Play(card) = action {
            assert_eq!(game.cell_of(card), Cell::Played);
        }
        for &s in &report.went_out {
            assert!(matches!(game.status(s), Status::Out { .. }));
        }
    }
    check_ranking(&game);
    game
}

fn options() -> impl Strategy<Value = SevensOptions> {
    (3u8..=6, 0u8..=4, prop_oneof![Just(0u8), 1u8..=24]).prop_map(|(players, pass_limit, max)| {
        SevensOptions { players, pass_limit, max_kill_region: max, ..SevensOptions::default() }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_play_keeps_the_52_cards_and_ends(seed in any::<u64>(), options in options()) {
        let game = play_out(&options, seed, None);
        prop_assert!(game.is_over());
    }

    #[test]
    fn easy_and_normal_games_keep_the_52_cards_and_end(
        seed in any::<u64>(),
        options in options(),
        normal in any::<bool>(),
    ) {
        let level = if normal { Level::Normal } else { Level::Easy };
        let game = play_out(&options, seed, Some(level));
        prop_assert!(game.is_over());
    }
}

#[test]
fn a_seed_replays_the_same_game() {
    let options = SevensOptions::default();
    let a = play_out(&options, 42, Some(Level::Normal));
    let b = play_out(&options, 42, Some(Level::Normal));
    assert_eq!(a, b);
}

#[test]
fn hard_chooses_legal_actions_to_the_end() {
    let options = SevensOptions { players: 3, ..SevensOptions::default() };
    let game = play_out(&options, 9, Some(Level::Hard));
    assert!(game.is_over());
    // Under unlimited passes its guessed deals also obey what the passes showed.
    let options = SevensOptions { players: 3, pass_limit: 0, ..SevensOptions::default() };
    let game = play_out(&options, 9, Some(Level::Hard));
    assert!(game.is_over());
}
