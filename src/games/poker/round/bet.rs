//! Reading the player's bet: a whole number from 1 to the points held.

use std::fmt;

/// Why a bet was refused. Refusing a bet never changes the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BetError {
    /// Nothing typed.
    Empty,
    /// Not a whole number (the text as typed).
    NotANumber(String),
    /// Zero or negative.
    TooSmall,
    /// More than the points held.
    TooMuch { bet: u64, points: u32 },
    /// A bet was offered while a round is under way or the game is over.
    NotBetting,
}

impl fmt::Display for BetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BetError::Empty => f.write_str("Type a bet: a whole number of points."),
            BetError::NotANumber(text) => write!(f, "'{text}' is not a whole number."),
            BetError::TooSmall => f.write_str("A bet must be at least 1 point."),
            BetError::TooMuch { bet, points } => {
                let unit = if *points == 1 { "point" } else { "points" };
                write!(f, "You bet {bet} but have only {points} {unit}.")
            }
            BetError::NotBetting => f.write_str("Bets are taken only before the deal."),
        }
    }
}

impl std::error::Error for BetError {}

/// Reads a bet typed as text against the points held. Surrounding spaces are ignored.
pub fn parse_bet(text: &str, points: u32) -> Result<u32, BetError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(BetError::Empty);
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    let negative = text.strip_prefix('-').filter(|d| is_digits(d));
    if negative.is_some() {
        return Err(BetError::TooSmall);
    }
    if !is_digits(digits) {
        return Err(BetError::NotANumber(text.to_string()));
    }
    // Too many digits for a u64 is certainly more than the points held.
    let bet = digits.parse::<u64>().unwrap_or(u64::MAX);
    check_bet(bet, points)
}

/// Checks a bet given as a number.
pub fn check_bet(bet: u64, points: u32) -> Result<u32, BetError> {
    if bet == 0 {
        return Err(BetError::TooSmall);
    }
    if bet > u64::from(points) {
        return Err(BetError::TooMuch { bet, points });
    }
    Ok(bet as u32)
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_bets_are_read() {
        assert_eq!(parse_bet("10", 100), Ok(10));
        assert_eq!(parse_bet("  100 ", 100), Ok(100));
        assert_eq!(parse_bet("+7", 100), Ok(7));
        assert_eq!(parse_bet("007", 100), Ok(7));
    }

    #[test]
    fn bad_bets_are_named() {
        assert_eq!(parse_bet("", 100), Err(BetError::Empty));
        assert_eq!(parse_bet("   ", 100), Err(BetError::Empty));
        assert_eq!(parse_bet("ten", 100), Err(BetError::NotANumber("ten".into())));
        assert_eq!(parse_bet("1.5", 100), Err(BetError::NotANumber("1.5".into())));
        assert_eq!(parse_bet("0", 100), Err(BetError::TooSmall));
        assert_eq!(parse_bet("-5", 100), Err(BetError::TooSmall));
        assert_eq!(parse_bet("101", 100), Err(BetError::TooMuch { bet: 101, points: 100 }));
        assert!(matches!(parse_bet("99999999999999999999999", 100), Err(BetError::TooMuch { .. })));
        assert!(
            BetError::TooMuch { bet: 101, points: 100 }.to_string().contains("only 100 points")
        );
        assert!(BetError::TooMuch { bet: 2, points: 1 }.to_string().ends_with("only 1 point."));
    }
}
