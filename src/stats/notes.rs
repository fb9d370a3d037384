//! A game's own records (Othello's best margin, poker's points, …), kept under names the
//! game chooses, in a small closed vocabulary: the highest value, a running total, or the
//! most recent values. The statistics hold them without knowing any game; each name is the
//! key written at the top level of the file (`othello_best_margin = 24`), so files from
//! before this map existed read and write back unchanged.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

use super::Stats;

/// One record a finished game adds to, under its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// Keep the highest value seen.
    Best(&'static str, u32),
    /// Add to a running total.
    Total(&'static str, u32),
    /// Push onto the list of the most recent values (at most [`Stats::RECENT`]).
    Recent(&'static str, u32),
}

/// A kept record as the file has it: a number (a best or a total) or a list (recent values).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Kept {
    Number(u32),
    List(Vec<u32>),
}

/// Every game's records by key. Written flattened into the statistics file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Notes(BTreeMap<String, Kept>);

impl Notes {
    /// The number under `key` (a best or a total), 0 if none was kept.
    pub fn number(&self, key: &str) -> u32 {
        match self.0.get(key) {
            Some(Kept::Number(n)) => *n,
            _ => 0,
        }
    }

    /// The recent values under `key`, oldest first (empty if none were kept).
    pub fn list(&self, key: &str) -> &[u32] {
        match self.0.get(key) {
            Some(Kept::List(values)) => values,
            _ => &[],
        }
    }

    /// Adds one note to its record. A key holding the other shape (a hand-edited file) is
    /// started again in the note's shape.
    pub fn add(&mut self, note: Note) {
        match note {
            Note::Best(key, value) => {
                let best = self.number(key).max(value);
                self.0.insert(key.to_string(), Kept::Number(best));
            }
            Note::Total(key, value) => {
                let total = self.number(key).saturating_add(value);
                self.0.insert(key.to_string(), Kept::Number(total));
            }
            Note::Recent(key, value) => {
                let mut values = self.list(key).to_vec();
                values.push(value);
                let excess = values.len().saturating_sub(Stats::RECENT);
                values.drain(..excess);
                self.0.insert(key.to_string(), Kept::List(values));
            }
        }
    }
}

/// Reads the file's top-level keys that are no other field of the statistics: numbers and
/// lists of numbers are kept; anything else (a key of some other program or version) is
/// passed over, as serde passed over unknown keys before these records were a map.
impl<'de> Deserialize<'de> for Notes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Notes, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Loose {
            Kept(Kept),
            Other(serde::de::IgnoredAny),
        }
        let all = BTreeMap::<String, Loose>::deserialize(deserializer)?;
        let kept = all.into_iter().filter_map(|(key, value)| match value {
            Loose::Kept(kept) => Some((key, kept)),
            Loose::Other(_) => None,
        });
        Ok(Notes(kept.collect()))
    }
}
