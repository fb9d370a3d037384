//! Rules for poker (being written).
