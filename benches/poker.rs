//! Poker benchmarks: random-hand evaluation throughput in hands per second (with the Joker in
//! the deck), the full census, and one Hard dealer decision (an exact enumeration: 2,869,685
//! evaluations with 48 cards unseen).
use std::hint::black_box;

use asobi::games::cards::{Card, Deck};
use asobi::games::poker::{
    census, dealer_exchange, evaluate, hand_mask, parse_hand, score_mask, unseen_by,
};
use asobi::games::random::GameRng;
use asobi::settings::Level;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::seq::SliceRandom;

const HANDS: usize = 1_000_000;

/// `HANDS` random five-card hands from the 53 cards, fixed by the seed.
fn random_hands() -> Vec<[Card; 5]> {
    let mut rng = GameRng::seed_from_u64(2024);
    let mut deck = Deck::with_joker();
    (0..HANDS)
        .map(|_| {
            let (five, _) = deck.partial_shuffle(&mut rng, 5);
            [five[0], five[1], five[2], five[3], five[4]]
        })
        .collect()
}

fn evaluation(c: &mut Criterion) {
    let hands = random_hands();
    let masks: Vec<u64> = hands.iter().map(hand_mask).collect();
    let mut group = c.benchmark_group("poker_eval");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.sample_size(20);
    group.bench_function("evaluate_1M_random_hands", |b| {
        b.iter(|| hands.iter().map(|h| u64::from(evaluate(black_box(h)).score)).sum::<u64>())
    });
    group.bench_function("score_mask_1M_random_masks", |b| {
        b.iter(|| masks.iter().map(|&m| u64::from(score_mask(black_box(m)))).sum::<u64>())
    });
    group.finish();
}

fn full_census(c: &mut Criterion) {
    let mut group = c.benchmark_group("poker_census");
    group.throughput(Throughput::Elements(2_869_685));
    group.sample_size(10);
    group.bench_function("census_2869685_hands", |b| b.iter(census));
    group.finish();
}

fn hard_decision(c: &mut Criterion) {
    let mut group = c.benchmark_group("poker_dealer");
    group.sample_size(20);
    for text in ["2S 7H 9D JC KH", "KS KH 2C 5D 9H"] {
        let hand = parse_hand(text).expect("a valid hand");
        let unseen = unseen_by(&hand);
        group.bench_function(format!("hard_exchange {text}"), |b| {
            b.iter(|| dealer_exchange(black_box(&hand), Level::Hard, &unseen))
        });
    }
    group.finish();
}

criterion_group!(benches, evaluation, full_census, hard_decision);
criterion_main!(benches);
