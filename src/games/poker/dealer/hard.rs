//! The Hard strategy: of the 32 possible exchanges, the one with the highest expected hand
//! score over the cards the dealer cannot see — computed exactly, never sampled.
//!
//! Drawing k cards from u unseen has C(u, k) equally likely outcomes, and every one is scored.
//! With 48 unseen that is 2,869,685 evaluations for all 32 exchanges together (the five-card
//! draw alone is 1,712,304), a few tens of milliseconds with the mask evaluator; the screen
//! runs it on a worker thread. The draws of each size are enumerated once, by index and
//! without allocation, and every exchange of that size is scored against each draw.
//!
//! Expectations are compared as exact fractions (score sum over outcome count, cross-
//! multiplied), so rounding can never split or invent a tie, and no RNG is involved: a hand
//! always gets the same exchange. Ties go to the exchange that draws fewer cards, then to the
//! lower positions.

use crate::games::cards::Card;

use super::super::eval::{card_mask, score_mask};
use super::Marks;

/// The exchange maximising expected score. `unseen` should not hold the hand's own cards
/// (any that do are ignored).
pub fn best_exchange(hand: &[Card; 5], unseen: &[Card]) -> Marks {
    let hand_bits = hand.map(card_mask);
    let held = hand_bits.iter().fold(0, |m, b| m | b);
    // At most the 53 cards; a fixed array keeps the whole decision free of allocation.
    let mut pool = [0u64; 53];
    let mut u = 0;
    for bit in unseen.iter().map(|&c| card_mask(c)).filter(|b| b & held == 0) {
        if u < pool.len() {
            pool[u] = bit;
            u += 1;
        }
    }
    let pool = &pool[..u];

    // (sum, outcomes, marks) of the best so far; sizes ascending, so ties keep fewer draws.
    let mut best: Option<(u64, u64, Marks)> = None;
    for k in 0..=5usize {
        let outcomes = combinations(u as u64, k as u64);
        if outcomes == 0 {
            continue;
        }
        // Every exchange of this size (at most C(5, 2) = 10), bits ascending so that ties
        // keep the lower positions, and the sum of its scores over all draws.
        let (mut marks, mut kept, mut sums) = ([Marks::NONE; 10], [0u64; 10], [0u64; 10]);
        let mut n = 0;
        for bits in (0u8..32).filter(|b| b.count_ones() as usize == k) {
            marks[n] = Marks::from_bits(bits);
            kept[n] = (0..5).filter(|&i| !marks[n].contains(i)).fold(0, |m, i| m | hand_bits[i]);
            n += 1;
        }
        add_draws(0, k, pool, &kept[..n], &mut sums[..n]);
        for j in 0..n {
            let candidate = (sums[j], outcomes, marks[j]);
            if best.is_none_or(|b| better(candidate, b)) {
                best = Some(candidate);
            }
        }
    }
    best.map_or(Marks::NONE, |b| b.2)
}

/// True when `a`'s mean (sum / outcomes) is strictly above `b`'s, compared exactly.
fn better(a: (u64, u64, Marks), b: (u64, u64, Marks)) -> bool {
    u128::from(a.0) * u128::from(b.1) > u128::from(b.0) * u128::from(a.1)
}

/// Adds, for every k-card draw from `pool` (joined to `drawn`), the score of each kept set
/// plus the draw to its sum. Recursion depth is k (at most 5); nothing is allocated.
fn add_draws(drawn: u64, k: usize, pool: &[u64], kept: &[u64], sums: &mut [u64]) {
    match k {
        0 => {
            for (sum, &keep) in sums.iter_mut().zip(kept) {
                *sum += u64::from(score_mask(keep | drawn));
            }
        }
        // The last card in a plain loop: this is where nearly all the evaluations happen.
        1 => {
            for &bit in pool {
                let draw = drawn | bit;
                for (sum, &keep) in sums.iter_mut().zip(kept) {
                    *sum += u64::from(score_mask(keep | draw));
                }
            }
        }
        _ => {
            for i in 0..(pool.len() + 1).saturating_sub(k) {
                add_draws(drawn | pool[i], k - 1, &pool[i + 1..], kept, sums);
            }
        }
    }
}

/// Exact expected score of the cards `kept` (a mask) plus `k` cards drawn from `pool` (card
/// masks); negative infinity when the pool holds fewer than k cards.
pub fn expected_score(kept: u64, k: usize, pool: &[u64]) -> f64 {
    let outcomes = combinations(pool.len() as u64, k as u64);
    if outcomes == 0 {
        return f64::NEG_INFINITY;
    }
    let mut sum = [0u64];
    add_draws(0, k, pool, &[kept], &mut sum);
    sum[0] as f64 / outcomes as f64
}

/// C(n, k), saturating.
pub fn combinations(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}
