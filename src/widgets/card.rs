//! A single card face or back (being written).
