//! The Settings screen: every option on one list. ←/→ (or Enter) changes a value and it is
//! saved at once; the player name is edited in a text field and checked before it is kept.

use std::borrow::Cow;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType};
use rust_i18n::t;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, hint};
use crate::event::{Direction, Msg};
use crate::settings::{
    AnimationSpeed, CardStyle, ColourMode, FirstMover, HumanColour, Language, Level, Settings,
};
use crate::theme::THEME;
use crate::widgets::text_field::{FieldEvent, TextField};

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
    OthelloMoves,
    OldMaidPlayers,
    SevensPlayers,
    SevensPasses,
    SevensKillRegion,
    SevensLevel,
    PokerPoints,
    PokerDealer,
}

const FIELDS: [Field; 17] = [
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

/// A computer level's name in the current language.
pub fn level_name(level: Level) -> Cow<'static, str> {
    match level {
        Level::Easy => t!("level.easy"),
        Level::Normal => t!("level.normal"),
        Level::Hard => t!("level.hard"),
    }
}

/// Steps `value` through `options` by `delta`, wrapping around.
fn cycle<T: Copy + PartialEq>(options: &[T], value: T, delta: i32) -> T {
    let i = options.iter().position(|&o| o == value).unwrap_or(0) as i32;
    options[(i + delta).rem_euclid(options.len() as i32) as usize]
}

/// Steps a number within `lo..=hi`, wrapping around.
fn step(value: u8, lo: u8, hi: u8, delta: i32) -> u8 {
    let span = i32::from(hi - lo) + 1;
    lo + ((i32::from(value) - i32::from(lo) + delta).rem_euclid(span)) as u8
}

impl Field {
    fn label(self) -> Cow<'static, str> {
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
    fn value(self, s: &Settings) -> Cow<'static, str> {
        match self {
            Field::Name => s.player_name.clone().into(),
            Field::Language => match s.language {
                Language::Auto => t!("value.auto"),
                Language::En => t!("value.english"),
                Language::Ja => t!("value.japanese"),
            },
            Field::Animation => match s.animation {
                AnimationSpeed::Slow => t!("value.slow"),
                AnimationSpeed::Normal => t!("value.normal"),
                AnimationSpeed::Fast => t!("value.fast"),
                AnimationSpeed::Instant => t!("value.instant"),
            },
            Field::CardStyle => {
                let style = match s.card_style {
                    CardStyle::Unicode => t!("value.unicode"),
                    CardStyle::Ascii => t!("value.ascii"),
                };
                if s.card_style_auto {
                    format!("{} ({style})", t!("value.auto")).into()
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
            Field::OthelloColour => match s.othello.human {
                HumanColour::Black => t!("value.black"),
                HumanColour::White => t!("value.white"),
            },
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
                n => t!("value.cells", n = n),
            },
            Field::SevensLevel => level_name(s.sevens.level),
            Field::PokerPoints => s.poker.starting_points.to_string().into(),
            Field::PokerDealer => level_name(s.poker.dealer),
        }
    }

    /// Changes the value by one step in either direction.
    fn adjust(self, s: &mut Settings, d: i32) {
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
            Field::TicTacToeLevel => s.tictactoe.level = cycle(&Level::ALL, s.tictactoe.level, d),
            Field::TicTacToeFirst => {
                let all = [FirstMover::Human, FirstMover::Computer, FirstMover::Alternate];
                s.tictactoe.first = cycle(&all, s.tictactoe.first, d);
            }
            Field::OthelloLevel => s.othello.level = cycle(&Level::ALL, s.othello.level, d),
            Field::OthelloColour => {
                s.othello.human =
                    cycle(&[HumanColour::Black, HumanColour::White], s.othello.human, d)
            }
            Field::OthelloMoves => s.othello.show_moves = !s.othello.show_moves,
            Field::OldMaidPlayers => s.old_maid.players = step(s.old_maid.players, 2, 6, d),
            Field::SevensPlayers => s.sevens.players = step(s.sevens.players, 3, 6, d),
            Field::SevensPasses => s.sevens.pass_limit = step(s.sevens.pass_limit, 0, 9, d),
            Field::SevensKillRegion => {
                let sizes = [0, 1, 2, 4, 6, 9, 12];
                s.sevens.max_kill_region = cycle(&sizes, s.sevens.max_kill_region, d);
            }
            Field::SevensLevel => s.sevens.level = cycle(&Level::ALL, s.sevens.level, d),
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

pub struct SettingsScreen {
    selected: usize,
    editing: Option<TextField>,
    message: Option<(String, bool)>,
}

/// Rows of the list inside `area` (shared by drawing and clicks).
fn rows(area: Rect) -> Vec<Rect> {
    let inner =
        Block::bordered().inner(crate::widgets::popup::centered(area, 66, FIELDS.len() as u16 + 4));
    (0..FIELDS.len() as u16)
        .map(|i| {
            Rect::new(inner.x + 1, inner.y + 1 + i, inner.width.saturating_sub(2), 1)
                .intersection(inner)
        })
        .collect()
}

impl SettingsScreen {
    pub fn new(_settings: &Settings) -> SettingsScreen {
        SettingsScreen { selected: 0, editing: None, message: None }
    }

    fn field(&self) -> Field {
        FIELDS[self.selected]
    }

    fn activate(&mut self, ctx: &mut Ctx, delta: i32) {
        match self.field() {
            Field::Name => self.editing = Some(TextField::new(&ctx.settings.player_name, 16)),
            f => {
                f.adjust(ctx.settings, delta);
                self.message = Some((
                    t!("settings.set_to", field = f.label(), value = f.value(ctx.settings))
                        .into_owned(),
                    false,
                ));
            }
        }
    }

    fn update_editing(&mut self, msg: &Msg, ctx: &mut Ctx) {
        let (Msg::Key(key), Some(field)) = (msg, self.editing.as_mut()) else { return };
        match field.handle_key(*key) {
            FieldEvent::Submit => match Settings::validate_name(field.value()) {
                Ok(name) => {
                    ctx.settings.player_name = name;
                    self.editing = None;
                    self.message = Some((t!("settings.name_saved").into_owned(), false));
                }
                Err(why) => self.message = Some((why.to_string(), true)),
            },
            FieldEvent::Cancel => {
                self.editing = None;
                self.message = Some((t!("settings.name_unchanged").into_owned(), false));
            }
            FieldEvent::Edited => {}
        }
    }
}

impl View for SettingsScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.editing.is_some() {
            self.update_editing(msg, ctx);
            return Transition::Stay;
        }
        match msg {
            Msg::Key(_) => {
                let Some(code) = msg.plain_key() else { return Transition::Stay };
                match (code, Direction::from_key(code)) {
                    (KeyCode::Esc | KeyCode::Backspace, _) => return Transition::Back,
                    (_, Some(Direction::Up)) => {
                        self.selected = (self.selected + FIELDS.len() - 1) % FIELDS.len()
                    }
                    (_, Some(Direction::Down)) => {
                        self.selected = (self.selected + 1) % FIELDS.len()
                    }
                    (_, Some(Direction::Left)) => self.activate(ctx, -1),
                    (_, Some(Direction::Right)) | (KeyCode::Enter | KeyCode::Char(' '), _) => {
                        self.activate(ctx, 1)
                    }
                    _ => {}
                }
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                if let Some(i) =
                    rows(ctx.area).iter().position(|r| r.contains((m.column, m.row).into()))
                {
                    self.selected = i;
                    self.activate(ctx, 1);
                }
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let outer = crate::widgets::popup::centered(area, 66, FIELDS.len() as u16 + 4);
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(THEME.border)
            .title(Line::styled(format!(" {} ", t!("settings.title")), THEME.title));
        frame.render_widget(block, outer);
        for (i, (field, rect)) in FIELDS.iter().zip(rows(area)).enumerate() {
            let selected = i == self.selected;
            if let (true, Some(input)) = (selected, &self.editing) {
                input.draw(frame, rect, &field.label(), true);
                continue;
            }
            let style = if selected { THEME.selected } else { THEME.text };
            let value = field.value(ctx.settings);
            let label = field.label();
            let pad = 30usize.saturating_sub(Span::raw(label.as_ref()).width());
            let line = Line::from(vec![
                Span::styled(format!("{label}{}", " ".repeat(pad)), style),
                Span::styled(
                    format!("‹ {value} ›"),
                    if selected { THEME.highlight } else { THEME.dim },
                ),
            ]);
            frame.render_widget(line, rect);
        }
        if let Some((text, is_error)) = &self.message {
            let y = outer.bottom().min(area.bottom().saturating_sub(1));
            let r = Rect::new(area.x, y, area.width, 1).intersection(area);
            let style = if *is_error { THEME.error } else { THEME.success };
            frame.render_widget(Line::styled(text.as_str(), style).centered(), r);
        }
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.editing.is_some() {
            vec![hint("Enter", t!("key.save_name")), hint("Esc", t!("key.cancel"))]
        } else {
            vec![
                hint("↑↓", t!("key.choose")),
                hint("←→", t!("key.change")),
                hint("Enter", t!("key.change_edit")),
                hint("Esc", t!("key.back")),
            ]
        }
    }

    fn captures_text(&self) -> bool {
        self.editing.is_some()
    }

    fn min_size(&self) -> (u16, u16) {
        (66, FIELDS.len() as u16 + 6)
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
