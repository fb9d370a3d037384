//! The solver's transposition table: score bounds and the best move of positions already
//! searched, in two-entry buckets of one cache line. A position keeps its slot (its bounds are merged, as every
//! bound of an exact solve stays true); a new position takes the bucket's cheaper entry,
//! where "cheaper" is the smaller searched subtree, so the expensive results near the root
//! survive the flood of small ones below.

/// One stored position. Bounds are true bounds of the exact score: `lower <= score <= upper`.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    player: u64,
    opponent: u64,
    pub(super) lower: i8,
    pub(super) upper: i8,
    pub(super) best: u8,
    /// Bit length of the number of nodes the search of this position took.
    cost: u8,
}

/// Two entries in one cache line: a probe costs one memory access.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; 2]);

pub(super) struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

/// Mixes both bitboards into an index; multiplications spread every disc over the high bits.
fn hash(p: u64, o: u64) -> u64 {
    let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ o.rotate_left(23).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    h ^ (h >> 29)
}

impl Table {
    /// A table of `1 << bits` entries (two to a 64-byte bucket).
    pub(super) fn new(bits: u32) -> Table {
        let len = 1usize << bits.max(1).saturating_sub(1);
        Table { buckets: vec![Bucket::default(); len], mask: len - 1 }
    }

    fn bucket(&self, p: u64, o: u64) -> usize {
        (hash(p, o) as usize) & self.mask
    }

    /// The entry for this exact position, if stored.
    #[inline]
    pub(super) fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let i = self.bucket(p, o);
        self.buckets[i].0.iter().find(|e| e.player == p && e.opponent == o).copied()
    }

    /// Records `lower <= score <= upper` and the best move, having searched `nodes` nodes.
    pub(super) fn store(&mut self, p: u64, o: u64, lower: i32, upper: i32, best: u8, nodes: u64) {
        let i = self.bucket(p, o);
        let cost = (64 - nodes.leading_zeros()) as u8;
        let (lower, upper) = (lower as i8, upper as i8);
        let bucket = &mut self.buckets[i].0;
        if let Some(e) = bucket.iter_mut().find(|e| e.player == p && e.opponent == o) {
            // Both bounds are true: keep the tighter of each.
            let (lo, hi) = (e.lower.max(lower), e.upper.min(upper));
            if lo <= hi {
                e.lower = lo;
                e.upper = hi;
            } else {
                e.lower = lower;
                e.upper = upper;
            }
            e.best = best;
            e.cost = e.cost.max(cost);
            return;
        }
        let victim = if bucket[0].cost <= bucket[1].cost { 0 } else { 1 };
        bucket[victim] = Entry { player: p, opponent: o, lower, upper, best, cost };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_of_one_position_merge_and_cheap_entries_make_way() {
        let mut t = Table::new(4);
        t.store(1, 2, -64, 10, 5, 100);
        t.store(1, 2, -4, 64, 6, 10);
        let e = t.probe(1, 2).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-4, 10, 6));
        // Fill the bucket with colliding positions: the most expensive one stays.
        let mut t = Table::new(1);
        t.store(1, 2, 0, 0, 0, 1 << 20);
        t.store(3, 4, 0, 0, 0, 1);
        t.store(5, 6, 0, 0, 0, 2);
        assert!(t.probe(1, 2).is_some());
        assert!(t.probe(3, 4).is_none());
        assert!(t.probe(5, 6).is_some());
    }
}
