//! The mid-game search's transposition table: four entries to a bucket, each keeping a
//! position's score bound, the depth it was searched to, the search (age) that stored it and
//! its two best moves. A new position takes the bucket's least valuable entry: one from an
//! older search first, else the shallowest, so deep results survive the flood of shallow ones.

/// Which side of the true score a stored score is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// No move stored.
pub(super) const NO_MOVE: u8 = 255;

/// One stored position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    player: u64,
    opponent: u64,
    pub(super) score: i32,
    pub(super) depth: u8,
    pub(super) bound: Bound,
    /// The best move found, then the one that was best before it (`NO_MOVE` if none).
    pub(super) moves: [u8; 2],
    age: u8,
}

const WAYS: usize = 4;

/// An entry as stored: the position, then its score, depth, bound and age in one word and
/// its two moves in another. All zeros is an empty entry (no position has no discs), so a
/// new table is a zeroed allocation the system hands out lazily: a search touches only the
/// pages it uses instead of writing every entry of a 32 MB table before its first node.
type Slot = [u64; 4];

fn pack(e: &Entry) -> Slot {
    let bound = match e.bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    let meta =
        u64::from(e.score as u32) | u64::from(e.depth) << 32 | bound << 40 | u64::from(e.age) << 48;
    [e.player, e.opponent, meta, u64::from(e.moves[0]) | u64::from(e.moves[1]) << 8]
}

fn unpack(s: &Slot) -> Entry {
    let bound = match (s[2] >> 40) as u8 {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    };
    Entry {
        player: s[0],
        opponent: s[1],
        score: s[2] as u32 as i32,
        depth: (s[2] >> 32) as u8,
        bound,
        moves: [s[3] as u8, (s[3] >> 8) as u8],
        age: (s[2] >> 48) as u8,
    }
}

pub(super) struct Table {
    buckets: Vec<[Slot; WAYS]>,
    mask: usize,
    /// Stamped on every entry stored; [`Table::new_search`] moves it on.
    age: u8,
}

fn hash(p: u64, o: u64) -> u64 {
    let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ o.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    h ^ (h >> 31)
}

impl Table {
    /// A table of at least `1 << bits` entries, all empty.
    pub(super) fn new(bits: u32) -> Table {
        let len = 1usize << bits.saturating_sub(2);
        Table { buckets: vec![[[0; 4]; WAYS]; len], mask: len - 1, age: 0 }
    }

    /// Entries stored from now on belong to a new search: the old ones go first.
    pub(super) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn bucket(&self, p: u64, o: u64) -> usize {
        (hash(p, o) as usize) & self.mask
    }

    /// The entry of this exact position, if stored.
    #[inline]
    pub(super) fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let b = &self.buckets[self.bucket(p, o)];
        b.iter().find(|s| s[0] == p && s[1] == o && p | o != 0).map(unpack)
    }

    /// Records a search of `p`/`o` to `depth`: `score` with its `bound`, and its best move.
    pub(super) fn store(&mut self, p: u64, o: u64, depth: u32, score: i32, bound: Bound, best: u8) {
        let age = self.age;
        let i = self.bucket(p, o);
        let bucket = &mut self.buckets[i];
        let depth = depth.min(255) as u8;
        if let Some(slot) = bucket.iter_mut().find(|s| s[0] == p && s[1] == o) {
            let mut e = unpack(slot);
            // The same position: the newer result replaces the bound unless a deeper one of
            // this search is kept; the moves always shift in.
            if e.age != age || depth >= e.depth {
                (e.score, e.depth, e.bound) = (score, depth, bound);
            }
            if e.moves[0] != best {
                e.moves = [best, e.moves[0]];
            }
            e.age = age;
            *slot = pack(&e);
            return;
        }
        // The least valuable entry: empty or from an older search first, then the shallowest.
        let value = |s: &Slot| {
            let e = unpack(s);
            (e.player | e.opponent != 0 && e.age == age, e.depth)
        };
        let victim = bucket.iter_mut().min_by_key(|s| value(s)).expect("a bucket has entries");
        *victim = pack(&Entry {
            player: p,
            opponent: o,
            score,
            depth,
            bound,
            moves: [best, NO_MOVE],
            age,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` distinct positions that all land in bucket 0 of a tiny table.
    fn colliding(t: &Table, n: usize) -> Vec<(u64, u64)> {
        (1u64..).map(|k| (k, k << 32)).filter(|&(p, o)| t.bucket(p, o) == 0).take(n).collect()
    }

    #[test]
    fn a_stored_position_is_found_with_its_moves_and_a_new_best_keeps_the_old_one() {
        let mut t = Table::new(10);
        t.store(5, 6, 4, 12, Bound::Lower, 19);
        let e = t.probe(5, 6).unwrap();
        assert_eq!((e.score, e.depth, e.bound, e.moves), (12, 4, Bound::Lower, [19, NO_MOVE]));
        t.store(5, 6, 5, -3, Bound::Exact, 20);
        let e = t.probe(5, 6).unwrap();
        assert_eq!((e.score, e.depth, e.bound, e.moves), (-3, 5, Bound::Exact, [20, 19]));
        assert_eq!(t.probe(6, 5), None);
    }

    #[test]
    fn a_full_bucket_gives_up_its_shallowest_entry() {
        let mut t = Table::new(4);
        let pos = colliding(&t, WAYS + 1);
        for (d, &(p, o)) in pos[..WAYS].iter().enumerate() {
            t.store(p, o, [7, 2, 9, 5][d], 0, Bound::Exact, 1);
        }
        let (p, o) = pos[WAYS];
        t.store(p, o, 3, 0, Bound::Exact, 1);
        assert!(t.probe(p, o).is_some(), "the newcomer is stored");
        assert!(t.probe(pos[1].0, pos[1].1).is_none(), "the depth-2 entry made room");
        for &i in &[0, 2, 3] {
            assert!(t.probe(pos[i].0, pos[i].1).is_some(), "entry {i} is kept");
        }
    }

    #[test]
    fn an_older_search_gives_way_before_a_deeper_entry() {
        let mut t = Table::new(4);
        let pos = colliding(&t, WAYS + 1);
        t.store(pos[0].0, pos[0].1, 20, 0, Bound::Exact, 1);
        t.new_search();
        for &(p, o) in &pos[1..WAYS] {
            t.store(p, o, 1, 0, Bound::Exact, 1);
        }
        let (p, o) = pos[WAYS];
        t.store(p, o, 1, 0, Bound::Exact, 1);
        assert!(t.probe(pos[0].0, pos[0].1).is_none(), "the old deep entry made room");
        assert!(pos[1..].iter().all(|&(p, o)| t.probe(p, o).is_some()));
    }

    #[test]
    fn an_entry_reads_back_as_stored_whatever_its_sign_bound_and_age() {
        for (score, bound, age) in
            [(-30_000, Bound::Upper, 255), (0, Bound::Exact, 0), (77, Bound::Lower, 9)]
        {
            let e = Entry {
                player: u64::MAX,
                opponent: 1,
                score,
                depth: 60,
                bound,
                moves: [63, NO_MOVE],
                age,
            };
            assert_eq!(unpack(&pack(&e)), e);
        }
        assert!(
            Table::new(12)
                .buckets
                .iter()
                .flatten()
                .all(|s| unpack(s).player | unpack(s).opponent == 0)
        );
    }

    #[test]
    fn a_shallower_bound_of_the_same_search_does_not_overwrite_a_deeper_one() {
        let mut t = Table::new(10);
        t.store(5, 6, 8, 40, Bound::Lower, 19);
        t.store(5, 6, 3, 10, Bound::Upper, 21);
        let e = t.probe(5, 6).unwrap();
        assert_eq!((e.score, e.depth, e.bound, e.moves), (40, 8, Bound::Lower, [21, 19]));
    }
}
