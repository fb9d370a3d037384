//! Rules for tictactoe (being written).
