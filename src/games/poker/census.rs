//! The census: every one of the C(53,5) = 2,869,685 hands, counted by category.

use super::eval::{CARD_BITS, score_mask};
use super::hand::Category;

/// Hands per category, indexed by `Category as usize`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Census {
    pub counts: [u64; 11],
}

impl Census {
    /// Hands of one category.
    pub fn count(&self, category: Category) -> u64 {
        self.counts[category as usize]
    }

    /// All hands counted.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }
}

/// Counts every five-card hand from the 53 cards. The masks are built up one card per loop
/// level, so each hand costs one OR and one evaluation.
pub fn census() -> Census {
    let mut census = Census::default();
    let bits = &CARD_BITS;
    for a in 0..49 {
        let ma = bits[a];
        for b in a + 1..50 {
            let mb = ma | bits[b];
            for c in b + 1..51 {
                let mc = mb | bits[c];
                for d in c + 1..52 {
                    let md = mc | bits[d];
                    for &e in &bits[d + 1..] {
                        let score = score_mask(md | e);
                        census.counts[usize::from(score / 100)] += 1;
                    }
                }
            }
        }
    }
    census
}
