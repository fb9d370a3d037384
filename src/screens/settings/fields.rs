//! The rows of the Settings screen: each option's label, shown value and how ←/→ steps it.

use std::borrow::Cow;

use crate::games::{old_maid, sevens};
use crate::settings::{
    AnimationSpeed, CardStyle, ColourMode, FirstMover, Language, Level, Seats, Settings,
};

/// One editable row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Language,
    Animation,
    CardStyle,
    Colour,
    TicTacToeLevel,
    TicTacToeFirst,
    OthelloLevel,
    OthelloColour,
    OthelloBlackLevel,
    OthelloWhiteLevel,
    OthelloMoves,
    OldMaidPlayers,
    SevensPlayers,
    SevensPasses,
    SevensKillRegion,
    SevensLevel,
    PokerPoints,
    PokerDealer,
}

/// The Settings screen's rows. Othello's watching levels are asked only where a game starts
/// (the new-game dialog): the screen's rows already fill 80×24.
pub(super) const FIELDS: [Field; 17] = [
    Field::Name,
    Field::Language,
    Field::Animation,
    Field::CardStyle,
    Field::Colour,
    Field::TicTacToeLevel,
    Field::TicTacToeFirst,
    Field::OthelloLevel,
    Field::OthelloColour,
    Field::OthelloMoves,
    Field::OldMaidPlayers,
    Field::SevensPlayers,
    Field::SevensPasses,
    Field::SevensKillRegion,
    Field::SevensLevel,
    Field::PokerPoints,
    Field::PokerDealer,
];

/// The options of `game` that a new game is started with: the rows its new-game dialog
/// shows (pre-filled from the settings, which the dialog's choices then update).
pub fn game_fields(game: crate::catalog::GameId) -> &'static [Field] {
    use crate::catalog::GameId;
    match game {
        GameId::Tictactoe => &[Field::TicTacToeLevel, Field::TicTacToeFirst],
        GameId::Othello => &[
            Field::OthelloLevel,
            Field::OthelloColour,
            Field::OthelloBlackLevel,
            Field::OthelloWhiteLevel,
        ],
        GameId::OldMaid => &[Field::OldMaidPlayers],
        GameId::Sevens => &[Field::SevensPlayers, Field::SevensLevel, Field::SevensPasses],
        GameId::Poker => &[Field::PokerDealer, Field::PokerPoints],
    }
}

/// A computer level's name in the current language.
pub fn level_name(level: Level) -> Cow<'static, str> {
    match level {
        Level::Easy => t!("level.easy"),
        Level::Normal => t!("level.normal"),
        Level::Hard => t!("level.hard"),
    }
}

/// An animation speed's name in the current language.
pub fn speed_name(speed: AnimationSpeed) -> Cow<'static, str> {
    match speed {
        AnimationSpeed::Slow => t!("value.slow"),
        AnimationSpeed::Normal => t!("value.normal"),
        AnimationSpeed::Fast => t!("value.fast"),
        AnimationSpeed::Instant => t!("value.instant"),
    }
}

/// Who plays Othello, in the current language.
pub fn seats_name(seats: Seats) -> Cow<'static, str> {
    match seats {
        Seats::Black => t!("value.you_black"),
        Seats::White => t!("value.you_white"),
        Seats::Both => t!("value.two_players"),
        Seats::Neither => t!("value.watch_computers"),
    }
}

/// Steps `value` through `options` by `delta`, wrapping around.
fn cycle<T: Copy + PartialEq>(options: &[T], value: T, delta: i32) -> T {
    let i = options.iter().position(|&o| o == value).unwrap_or(0) as i32;
    options[(i + delta).rem_euclid(options.len() as i32) as usize]
}

/// Steps a number within `range` (the game's own, from `src/games`), wrapping around.
fn step(value: u8, range: std::ops::RangeInclusive<u8>, delta: i32) -> u8 {
    let (lo, hi) = (*range.start(), *range.end());
    let span = i32::from(hi - lo) + 1;
    lo + ((i32::from(value) - i32::from(lo) + delta).rem_euclid(span)) as u8
}

impl Field {
    /// Whether this option matters with the other choices in `s`: Othello's level only
    /// when a person plays the computer, the two watching levels only when the computer plays
    /// both sides. A dialog shows only the rows that apply.
    pub(crate) fn applies(self, s: &Settings) -> bool {
        use crate::settings::Seats;
        match self {
            Field::OthelloLevel => matches!(s.othello.seats, Seats::Black | Seats::White),
            Field::OthelloBlackLevel | Field::OthelloWhiteLevel => {
                s.othello.seats == Seats::Neither
            }
            _ => true,
        }
    }

    /// What the option does, for the help (`?`) on the Settings screen.
    pub(crate) fn explanation(self) -> Cow<'static, str> {
        match self {
            Field::Name => t!("explain.name"),
            Field::Language => t!("explain.language"),
            Field::Animation => t!("explain.animation"),
            Field::CardStyle => t!("explain.card_style"),
            Field::Colour => t!("explain.colour"),
            Field::TicTacToeLevel => t!("explain.ttt_level"),
            Field::TicTacToeFirst => t!("explain.ttt_first"),
            Field::OthelloLevel | Field::OthelloBlackLevel | Field::OthelloWhiteLevel => {
                t!("explain.othello_level")
            }
            Field::OthelloColour => t!("explain.othello_colour"),
            Field::OthelloMoves => t!("explain.othello_moves"),
            Field::OldMaidPlayers => t!("explain.old_maid_players"),
            Field::SevensPlayers => t!("explain.sevens_players"),
            Field::SevensPasses => t!("explain.sevens_passes"),
            Field::SevensKillRegion => t!("explain.sevens_kill"),
            Field::SevensLevel => t!("explain.sevens_level"),
            Field::PokerPoints => t!("explain.poker_points"),
            Field::PokerDealer => t!("explain.poker_dealer"),
        }
    }

    pub(crate) fn label(self) -> Cow<'static, str> {
        match self {
            Field::Name => t!("field.name"),
            Field::Language => t!("field.language"),
            Field::Animation => t!("field.animation"),
            Field::CardStyle => t!("field.card_style"),
            Field::Colour => t!("field.colour"),
            Field::TicTacToeLevel => t!("field.ttt_level"),
            Field::TicTacToeFirst => t!("field.ttt_first"),
            Field::OthelloLevel => t!("field.othello_level"),
            Field::OthelloColour => t!("field.othello_colour"),
            Field::OthelloBlackLevel => t!("field.othello_black_level"),
            Field::OthelloWhiteLevel => t!("field.othello_white_level"),
            Field::OthelloMoves => t!("field.othello_moves"),
            Field::OldMaidPlayers => t!("field.old_maid_players"),
            Field::SevensPlayers => t!("field.sevens_players"),
            Field::SevensPasses => t!("field.sevens_passes"),
            Field::SevensKillRegion => t!("field.sevens_kill"),
            Field::SevensLevel => t!("field.sevens_level"),
            Field::PokerPoints => t!("field.poker_points"),
            Field::PokerDealer => t!("field.poker_dealer"),
        }
    }

    /// The value as shown, in the current language.
    pub(crate) fn value(self, s: &Settings) -> Cow<'static, str> {
        match self {
            Field::Name => s.display_name().into_owned().into(),
            Field::Language => match s.language {
                Language::Auto => t!("value.auto"),
                Language::En => t!("value.english"),
                Language::Ja => t!("value.japanese"),
            },
            Field::Animation => speed_name(s.animation),
            Field::CardStyle => {
                let style = match s.card_style {
                    CardStyle::Unicode => t!("value.unicode"),
                    CardStyle::Ascii => t!("value.ascii"),
                };
                if s.card_style_auto {
                    t!("value.auto_style", style = style).into_owned().into()
                } else {
                    style
                }
            }
            Field::Colour => match s.colour {
                ColourMode::Auto => t!("value.auto"),
                ColourMode::On => t!("value.on"),
                ColourMode::Off => t!("value.off"),
            },
            Field::TicTacToeLevel => level_name(s.tictactoe.level),
            Field::TicTacToeFirst => match s.tictactoe.first {
                FirstMover::Human => t!("value.you"),
                FirstMover::Computer => t!("value.computer"),
                FirstMover::Alternate => t!("value.take_turns"),
            },
            Field::OthelloLevel => level_name(s.othello.level),
            Field::OthelloColour => seats_name(s.othello.seats),
            Field::OthelloBlackLevel => level_name(s.othello.black_level),
            Field::OthelloWhiteLevel => level_name(s.othello.white_level),
            Field::OthelloMoves => {
                if s.othello.show_moves {
                    t!("value.yes")
                } else {
                    t!("value.no")
                }
            }
            Field::OldMaidPlayers => s.old_maid.players.to_string().into(),
            Field::SevensPlayers => s.sevens.players.to_string().into(),
            Field::SevensPasses => match s.sevens.pass_limit {
                0 => t!("value.unlimited_when_stuck"),
                n => n.to_string().into(),
            },
            Field::SevensKillRegion => match s.sevens.max_kill_region {
                0 => t!("value.unlimited"),
                1 => t!("value.one_cell"),
                n => t!("value.cells", n = n),
            },
            Field::SevensLevel => level_name(s.sevens.level),
            Field::PokerPoints => s.poker.starting_points.to_string().into(),
            Field::PokerDealer => level_name(s.poker.dealer),
        }
    }

    /// Changes the value by one step in either direction.
    pub(crate) fn adjust(self, s: &mut Settings, d: i32) {
        use AnimationSpeed as A;
        match self {
            Field::Name => {}
            Field::Language => {
                s.language = cycle(&[Language::Auto, Language::En, Language::Ja], s.language, d)
            }
            Field::Animation => {
                s.animation = cycle(&[A::Slow, A::Normal, A::Fast, A::Instant], s.animation, d)
            }
            Field::CardStyle => {
                // auto -> unicode -> ascii -> auto; the app fills in the style while auto.
                let now = match (s.card_style_auto, s.card_style) {
                    (true, _) => 0,
                    (false, CardStyle::Unicode) => 1,
                    (false, CardStyle::Ascii) => 2,
                };
                let next = (now + d).rem_euclid(3);
                s.card_style_auto = next == 0;
                if next != 0 {
                    s.card_style = if next == 1 { CardStyle::Unicode } else { CardStyle::Ascii };
                }
            }
            Field::Colour => {
                s.colour = cycle(&[ColourMode::Auto, ColourMode::On, ColourMode::Off], s.colour, d)
            }
            Field::TicTacToeLevel => s.tictactoe.level = cycle(Level::ALL, s.tictactoe.level, d),
            Field::TicTacToeFirst => {
                let all = [FirstMover::Human, FirstMover::Computer, FirstMover::Alternate];
                s.tictactoe.first = cycle(&all, s.tictactoe.first, d);
            }
            Field::OthelloLevel => s.othello.level = cycle(Level::ALL, s.othello.level, d),
            Field::OthelloColour => s.othello.seats = cycle(&Seats::ALL, s.othello.seats, d),
            Field::OthelloBlackLevel => {
                s.othello.black_level = cycle(Level::ALL, s.othello.black_level, d)
            }
            Field::OthelloWhiteLevel => {
                s.othello.white_level = cycle(Level::ALL, s.othello.white_level, d)
            }
            Field::OthelloMoves => s.othello.show_moves = !s.othello.show_moves,
            Field::OldMaidPlayers => {
                s.old_maid.players = step(s.old_maid.players, old_maid::PLAYERS, d)
            }
            Field::SevensPlayers => s.sevens.players = step(s.sevens.players, sevens::PLAYERS, d),
            Field::SevensPasses => {
                s.sevens.pass_limit = step(s.sevens.pass_limit, sevens::PASS_LIMITS, d)
            }
            Field::SevensKillRegion => {
                let sizes = [0, 1, 2, 4, 6, 9, 12];
                s.sevens.max_kill_region = cycle(&sizes, s.sevens.max_kill_region, d);
            }
            Field::SevensLevel => s.sevens.level = cycle(Level::ALL, s.sevens.level, d),
            Field::PokerPoints => {
                let points = [50, 100, 200, 500, 1000];
                s.poker.starting_points = cycle(&points, s.poker.starting_points, d);
            }
            Field::PokerDealer => {
                s.poker.dealer = cycle(&[Level::Normal, Level::Hard], s.poker.dealer, d)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_cycles_back_to_where_it_started() {
        for f in FIELDS {
            let mut s = Settings::default();
            let start = f.value(&s);
            f.adjust(&mut s, 1);
            if f != Field::Name {
                assert_ne!(f.value(&s), start, "{f:?} did not change");
            }
            f.adjust(&mut s, -1);
            assert_eq!(f.value(&s), start, "{f:?} is not reversible");
            assert_eq!(s.clone().clamped(), s, "{f:?} left its range");
        }
    }
}
