//! Rules for othello (being written).
