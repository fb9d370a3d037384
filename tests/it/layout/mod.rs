//! How screens fit their terminal: whole texts at the 80×24 floor, every size up to 200×60,
//! each game at its smallest and largest, bigger cards in a bigger room, the card widgets.

mod big_terminals;
mod card_sizes;
mod card_steps;
mod card_widgets;
mod fits_80x24;
mod sizes;
mod sweep;
