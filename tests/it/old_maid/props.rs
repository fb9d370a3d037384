//! Old Maid invariants over many seeded games: no card is created or lost, no hand keeps a
//! pair, every state passes `Game::validate` (what a save file is checked with) and survives a
//! JSON round trip, and every game ends with one player holding just the Joker.

use asobi::games::cards::{Card, Deck};
use asobi::games::old_maid::Game;
use asobi::games::random::GameRng;
use proptest::prelude::*;
use rand::SeedableRng;

/// Every card in the hands and on the pile, sorted.
fn all_cards(g: &Game) -> Vec<Card> {
    let mut all: Vec<Card> = (0..g.players()).flat_map(|s| g.hand(s).to_vec()).collect();
    all.extend(g.discards().iter().flat_map(|d| d.cards));
    all.sort();
    all
}

/// True when some hand holds two cards of one rank.
fn some_hand_has_a_pair(g: &Game) -> bool {
    (0..g.players()).any(|s| {
        let ranks: Vec<_> = g.hand(s).iter().filter_map(|c| c.rank()).collect();
        ranks.iter().enumerate().any(|(i, r)| ranks[i + 1..].contains(r))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn cards_are_conserved_and_hands_stay_pair_free(seed in any::<u64>(), players in 2usize..=6) {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut g = Game::new(players, &mut rng).unwrap();
        let deck = Deck::with_joker();
        prop_assert_eq!(all_cards(&g), deck.clone());
        prop_assert!(!some_hand_has_a_pair(&g));
        prop_assert_eq!(g.validate(), Ok(()));
        let mut draws = 0;
        while !g.is_over() {
            let (drawer, victim) = (g.current_drawer().unwrap(), g.victim().unwrap());
            prop_assert_ne!(drawer, victim);
            prop_assert!(!g.hand(drawer).is_empty() && !g.hand(victim).is_empty());
            let (before_d, before_v) = (g.hand(drawer).len(), g.hand(victim).len());
            let pos = g.computer_pick(&mut rng);
            let r = g.draw(pos).unwrap();
            g.end_turn(&mut rng);
            draws += 1;
            prop_assert_eq!(all_cards(&g), deck.clone());
            prop_assert!(!some_hand_has_a_pair(&g));
            prop_assert_eq!(g.validate(), Ok(()));
            prop_assert_eq!(g.draws(), draws);
            prop_assert_eq!(g.hand(victim).len(), before_v - 1);
            let expected_d = if r.pair.is_some() { before_d - 1 } else { before_d + 1 };
            prop_assert_eq!(g.hand(drawer).len(), expected_d);
            prop_assert!(draws < 100_000, "the game does not end");
        }
        let json = serde_json::to_string(&g).unwrap();
        prop_assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), g.clone());
        prop_assert_eq!((0..players).filter(|&s| !g.hand(s).is_empty()).count(), 1);
        let loser = g.loser().unwrap();
        prop_assert_eq!(g.hand(loser), &[Card::JOKER][..]);
        let mut ranking = g.ranking();
        ranking.sort();
        prop_assert_eq!(ranking, (0..players).collect::<Vec<_>>());
    }
}
