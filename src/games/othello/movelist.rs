//! A fixed-capacity move list on the stack, sorted by a key: search orders moves without
//! allocating (at most 64 entries, even for a hand-made position).

use std::ops::{Deref, DerefMut};

/// Squares with their ordering keys.
pub struct List {
    squares: [u8; 64],
    keys: [i32; 64],
    len: usize,
}

impl List {
    pub fn new() -> List {
        List { squares: [0; 64], keys: [0; 64], len: 0 }
    }

    pub fn push(&mut self, sq: u8, key: i32) {
        self.squares[self.len] = sq;
        self.keys[self.len] = key;
        self.len += 1;
    }

    /// Insertion sort by descending key (lists are short).
    pub fn sort(&mut self) {
        for i in 1..self.len {
            let mut j = i;
            while j > 0 && self.keys[j - 1] < self.keys[j] {
                self.keys.swap(j - 1, j);
                self.squares.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

impl Deref for List {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.squares[..self.len]
    }
}

impl DerefMut for List {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.squares[..self.len]
    }
}
