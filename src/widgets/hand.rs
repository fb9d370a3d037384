//! A fanned hand of cards (being written).
