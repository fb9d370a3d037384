//! Rules for sevens (being written).
