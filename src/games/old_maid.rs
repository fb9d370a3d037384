//! Rules for old_maid (being written).
