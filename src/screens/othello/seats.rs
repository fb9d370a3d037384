//! Who sits at the Othello board, and what that changes: the levels each computer plays at,
//! how the sides are named, and the keys of watching two computers (Space pauses, `+`/`-`
//! step the `animation` setting's speed).

use std::borrow::Cow;

use crossterm::event::KeyCode;

use super::flow::colour_name;
use super::options::{OthelloOptions, Seats};
use super::{Action, Notice, OthelloScreen, Phase};
use crate::games::othello::Colour;
use crate::screens::Ctx;
use crate::screens::keymap::{self, Binding, KeyMap, Keys};
use crate::screens::settings::fields::level_name;
use crate::settings::{AnimationSpeed, Level};

/// Keys while the computers play each other.
pub(super) const WATCHING: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[KeyCode::Char(' ')]), "Space", "key.pause", Action::Pause),
    Binding::new(Keys::Codes(&[KeyCode::Char('+')]), "+", "key.faster", Action::Faster),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('=')]), Action::Faster),
    Binding::new(Keys::Codes(&[KeyCode::Char('-')]), "-", "key.slower", Action::Slower),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// The same keys while paused: the bar says what Space does now.
pub(super) const WATCHING_PAUSED: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[KeyCode::Char(' ')]), "Space", "key.resume", Action::Pause),
    Binding::new(Keys::Codes(&[KeyCode::Char('+')]), "+", "key.faster", Action::Faster),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('=')]), Action::Faster),
    Binding::new(Keys::Codes(&[KeyCode::Char('-')]), "-", "key.slower", Action::Slower),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// The speeds from slowest to fastest, as the `+` and `-` keys step through them.
const SPEEDS: [AnimationSpeed; 4] =
    [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast, AnimationSpeed::Instant];

/// The computer's level for black and for white in a game started with `options`.
pub(super) fn levels(options: &OthelloOptions) -> [Level; 2] {
    match options.seats {
        Seats::Neither => [options.black_level, options.white_level],
        _ => [options.level; 2],
    }
}

impl OthelloScreen {
    /// The level the computer plays `colour` at.
    pub(super) fn level_of(&self, colour: Colour) -> Level {
        self.levels[usize::from(colour == Colour::White)]
    }

    /// Who played black and white, as the records keep it.
    pub(super) fn record_seats(&self) -> [crate::records::RecordSeat; 2] {
        [Colour::Black, Colour::White].map(|c| {
            if self.seats.is_person(c) {
                crate::records::RecordSeat::Person
            } else {
                let level = crate::games::othello::Strength::from(self.level_of(c));
                crate::records::RecordSeat::Computer { level: level.number() }
            }
        })
    }

    /// Who plays `colour`, as the panel names it: "you", "computer", "player", or the
    /// level of a watched computer.
    pub(super) fn who(&self, colour: Colour) -> Cow<'static, str> {
        if let Some(name) = self.table_name(colour) {
            return name.into();
        }
        match self.seats {
            Seats::Both => t!("othello.player"),
            Seats::Neither => level_name(self.level_of(colour)),
            _ if self.seats.is_person(colour) => t!("othello.you"),
            _ => t!("othello.computer"),
        }
    }

    /// What the header says about the players.
    pub(super) fn header_details(&self) -> Vec<String> {
        if self.at_a_table() {
            return vec![crate::screens::tables::TableMode::detail(self, usize::MAX)];
        }
        match self.seats.single() {
            Some(you) => vec![
                crate::screens::chrome::level_detail(self.level_of(you.opponent())),
                t!("othello.you_play", colour = colour_name(you)).into_owned(),
            ],
            None if self.seats == Seats::Both => vec![t!("othello.two_players").into_owned()],
            None => vec![
                t!("othello.watching").into_owned(),
                t!(
                    "othello.levels",
                    black = level_name(self.level_of(Colour::Black)),
                    white = level_name(self.level_of(Colour::White))
                )
                .into_owned(),
            ],
        }
    }

    /// "Your move (Black)" for one person, "Black to play" for two.
    pub(super) fn move_prompt(&self) -> Cow<'static, str> {
        let colour = colour_name(self.game.current().side_to_move());
        if self.seats.single().is_some() {
            t!("othello.your_move", colour = colour)
        } else {
            t!("othello.colour_to_play", colour = colour)
        }
    }

    /// The computer at work: "The computer is thinking", or which one when watching.
    pub(super) fn thinking_text(&self, dots: &str) -> Cow<'static, str> {
        if self.seats == Seats::Neither {
            let colour = colour_name(self.game.current().side_to_move());
            t!("othello.colour_thinking", colour = colour, dots = dots)
        } else {
            t!("othello.thinking", dots = dots)
        }
    }

    /// Space while watching: holds the next computer turn back, or lets it go.
    pub(super) fn toggle_pause(&mut self, ctx: &mut Ctx) {
        self.paused = !self.paused;
        self.notice = None;
        if !self.paused && matches!(*self.phase, Phase::Waiting) {
            self.turn(ctx);
        }
    }

    /// `+` / `-`: one step faster or slower through the `animation` setting's speeds (it
    /// is the setting itself, kept for every game). The next animation or pause takes it.
    pub(super) fn change_speed(&mut self, delta: i32, ctx: &mut Ctx) {
        let now = SPEEDS.iter().position(|&s| s == ctx.settings.animation).unwrap_or(1);
        let next = (now as i32 + delta).clamp(0, SPEEDS.len() as i32 - 1) as usize;
        ctx.settings.animation = SPEEDS[next];
        self.say(Notice::Speed(SPEEDS[next]));
    }
}
