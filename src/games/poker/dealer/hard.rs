//! The Hard strategy: of the 32 possible exchanges, the one with the highest expected hand
//! score over the cards the dealer cannot see.
//!
//! Drawing k cards from u unseen has C(u, k) outcomes. When that is at most `EXACT_LIMIT`
//! (with 48 unseen: every draw of up to three cards, 17,296 outcomes at most) the expectation
//! is exact. Larger draws (four or five cards: 194,580 and 1,712,304 outcomes) use `SAMPLES`
//! random draws from the injected RNG, the same draws for every exchange of that size so the
//! comparison between them is fair. The budget is a count, never a clock, so a seed replays the
//! choice. Ties go to the exchange that draws fewer cards, then to the lower positions.

use rand::{Rng, RngExt};

use crate::games::cards::Card;

use super::super::eval::{card_mask, score_mask};
use super::Marks;

/// Largest number of draw outcomes enumerated exactly.
pub const EXACT_LIMIT: u64 = 20_000;
/// Random draws used for an exchange whose outcomes exceed `EXACT_LIMIT`.
pub const SAMPLES: usize = 3_000;

/// The exchange maximising expected score. `unseen` should not hold the hand's own cards
/// (any that do are ignored).
pub fn best_exchange<R: Rng + ?Sized>(hand: &[Card; 5], unseen: &[Card], rng: &mut R) -> Marks {
    let hand_bits = hand.map(card_mask);
    let held = hand_bits.iter().fold(0, |m, b| m | b);
    let pool: Vec<u64> = unseen.iter().map(|&c| card_mask(c)).filter(|b| b & held == 0).collect();
    let samples = sample_draws(&pool, rng);

    let mut order: Vec<u8> = (0..32).collect();
    order.sort_by_key(|b| (b.count_ones(), *b));
    let mut best = (f64::NEG_INFINITY, Marks::NONE);
    for bits in order {
        let marks = Marks::from_bits(bits);
        let kept = (0..5).filter(|&i| !marks.contains(i)).fold(0, |m, i| m | hand_bits[i]);
        let expected = expected_score(kept, marks.count(), &pool, &samples);
        if expected > best.0 {
            best = (expected, marks);
        }
    }
    best.1
}

/// Expected score of `kept` plus `k` cards drawn from `pool`.
pub fn expected_score(kept: u64, k: usize, pool: &[u64], samples: &[[u64; 5]]) -> f64 {
    if k > pool.len() {
        return f64::NEG_INFINITY;
    }
    if combinations(pool.len() as u64, k as u64) <= EXACT_LIMIT || samples.is_empty() {
        let (sum, n) = enumerate(kept, k, pool);
        return sum as f64 / n as f64;
    }
    let sum: u64 = samples
        .iter()
        .map(|draw| u64::from(score_mask(draw[..k].iter().fold(kept, |m, b| m | b))))
        .sum();
    sum as f64 / samples.len() as f64
}

/// Sum of scores and number of outcomes over every k-card draw from `pool`.
fn enumerate(kept: u64, k: usize, pool: &[u64]) -> (u64, u64) {
    if k == 0 {
        return (u64::from(score_mask(kept)), 1);
    }
    let mut total = (0, 0);
    for (i, &bit) in pool.iter().enumerate().take(pool.len() + 1 - k) {
        let (sum, n) = enumerate(kept | bit, k - 1, &pool[i + 1..]);
        total = (total.0 + sum, total.1 + n);
    }
    total
}

/// `SAMPLES` random five-card draws (distinct cards) from `pool`; an exchange of k cards uses
/// the first k of each. Empty when the pool is too small to need sampling.
fn sample_draws<R: Rng + ?Sized>(pool: &[u64], rng: &mut R) -> Vec<[u64; 5]> {
    let u = pool.len();
    if u < 5 || combinations(u as u64, 4) <= EXACT_LIMIT {
        return Vec::new();
    }
    let mut deck = pool.to_vec();
    (0..SAMPLES)
        .map(|_| {
            // A partial Fisher–Yates shuffle: the first five places become a uniform draw.
            let mut draw = [0; 5];
            for (i, slot) in draw.iter_mut().enumerate() {
                let j = rng.random_range(i..u);
                deck.swap(i, j);
                *slot = deck[i];
            }
            draw
        })
        .collect()
}

/// C(n, k), saturating.
pub fn combinations(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}
