//! The poker screen: five-card draw against the dealer (RULES.md §5). A bet typed into a text
//! field, both hands dealt (the dealer's face down), the player's marks and exchange, the
//! dealer's exchange shown step by step, its cards turning over one by one, then the showdown
//! naming both hands and the points counting to their new value. Drawing is in `poker/view.rs`,
//! the moving parts in `poker/anim.rs`, what a saved game keeps in `poker/save.rs`.
//!
//! Decisions where the rule book is silent:
//! - While the bet field has focus it takes the keys (so `q` and `?` are typed, and refused as
//!   not digits with a note that Esc leaves); everywhere else `q` and `?` work as usual.
//! - A player who runs out of points sees the showdown with the game-over banner at once;
//!   Enter starts a fresh game with the starting points from the settings.
//! - The dealer level "easy" plays (and is recorded) as "normal", as the engine plays it.

mod anim;
mod dealer_turn;
mod save;
mod text;
mod view;

use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use self::anim::{Count, Stage};
use super::{Ctx, DrawCtx, KeyHint, Transition, View, game_hints, hint};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::poker::{Marks, Phase, Record, Table};
use crate::settings::Level;
use crate::widgets::text_field::{FieldEvent, TextField};
pub use save::Saved;

/// Digits the bet field holds: enough for any u32 of points.
const BET_DIGITS: usize = 10;

pub struct PokerScreen {
    /// Boxed: the table is most of the screen's size, and `Screen` variants should stay small.
    table: Box<Table>,
    bet_field: Box<TextField>,
    /// The bet field's refusal, shown under it until the text is edited.
    bet_error: Option<String>,
    /// The card the cursor is on while exchanging.
    cursor: usize,
    /// The player's cards marked for exchange.
    marks: Marks,
    stage: Box<Stage>,
    count: Option<Count>,
    /// A short note for the status line ("Wait for the dealer.").
    message: Option<String>,
    ticks: usize,
}

/// The level the dealer really plays: the engine plays "easy" as "normal".
fn dealer_level(level: Level) -> Level {
    match level {
        Level::Easy => Level::Normal,
        other => other,
    }
}

impl PokerScreen {
    pub fn new(ctx: &mut Ctx) -> PokerScreen {
        PokerScreen {
            table: Self::fresh_table(ctx),
            bet_field: Box::new(TextField::new("", BET_DIGITS)),
            bet_error: None,
            cursor: 0,
            marks: Marks::NONE,
            stage: Box::new(Stage::Idle),
            count: None,
            message: None,
            ticks: 0,
        }
    }

    fn fresh_table(ctx: &Ctx) -> Box<Table> {
        let options = &ctx.settings.poker;
        Box::new(Table::with_points(options.starting_points, dealer_level(options.dealer)))
    }

    /// The table being played (tests check that cards are conserved).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The cards the player has marked for exchange.
    pub fn marks(&self) -> Marks {
        self.marks
    }

    /// The points as shown now (mid-count after a showdown).
    pub fn shown_points(&self) -> u32 {
        self.count.map_or(self.table.points(), |c| c.shown())
    }

    /// The text in the bet field.
    pub fn bet_text(&self) -> &str {
        self.bet_field.value()
    }

    fn new_game(&mut self, ctx: &mut Ctx) {
        *self = PokerScreen::new(ctx);
    }

    fn betting_key(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        let Msg::Key(key) = msg else { return Transition::Stay };
        // Letters and signs are refused before they reach the field, so what was typed stays.
        if let KeyCode::Char(c) = key.code
            && !c.is_ascii_digit()
            && !key.modifiers.contains(KeyModifiers::CONTROL)
        {
            self.bet_error = Some(t!("poker.err.digits_only", key = c).into_owned());
            return Transition::Stay;
        }
        match self.bet_field.handle_key(*key) {
            FieldEvent::Cancel => return Transition::Back,
            FieldEvent::Submit => match self.table.place_bet(self.bet_field.value(), ctx.rng) {
                Ok(()) => {
                    if self.table.record() == Record::default() {
                        // The first deal starts the game: its starting points count towards
                        // the best ever, as they do towards this game's best. Not on opening
                        // the screen, so looking in and leaving adds nothing to the sparkline.
                        ctx.stats.record_poker_points(self.table.points());
                    }
                    *self.bet_field = TextField::new("", BET_DIGITS);
                    self.bet_error = None;
                    self.cursor = 0;
                    self.marks = Marks::NONE;
                    self.count = None;
                }
                Err(e) => {
                    self.bet_error = Some(text::bet_error(&e, self.table.points()).into_owned())
                }
            },
            // The bet field holds more digits than any bet needs; a refused one changes nothing.
            FieldEvent::Edited | FieldEvent::Full => self.bet_error = None,
        }
        Transition::Stay
    }

    fn toggle(&mut self, i: usize) {
        self.cursor = i;
        self.marks.toggle(i);
    }

    fn exchange_key(&mut self, code: KeyCode, ctx: &mut Ctx) {
        match code {
            KeyCode::Char(' ') => self.toggle(self.cursor),
            KeyCode::Char(c @ '1'..='5') => self.toggle(c as usize - '1' as usize),
            KeyCode::Enter => self.draw_cards(ctx),
            code => match Direction::from_key(code) {
                Some(Direction::Left) => self.cursor = (self.cursor + 4) % 5,
                Some(Direction::Right) => self.cursor = (self.cursor + 1) % 5,
                _ => {}
            },
        }
    }

    /// The player's exchange, then the dealer's turn begins.
    fn draw_cards(&mut self, ctx: &mut Ctx) {
        if self.table.exchange(self.marks).is_err() {
            return;
        }
        self.marks = Marks::NONE;
        self.dealer_turn(ctx);
    }

    fn next_round(&mut self) {
        self.count = None;
        let _ = self.table.next_round();
    }

    fn click(&mut self, column: u16, row: u16, ctx: &Ctx) {
        if self.table.phase() != Phase::Exchange {
            return;
        }
        let areas = view::layout(ctx.area);
        let Some(cards) = self.table.player_hand() else { return };
        let flags = view::mark_flags(self.marks);
        let hand = view::player_fan(&cards, &flags, Some(self.cursor), ctx.settings.card_style);
        if let Some(i) = hand.hit_test(areas.player_hand, column, row) {
            self.toggle(i);
        }
    }
}

impl View for PokerScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => {
                self.ticks += 1;
                self.advance(*dt, ctx);
                return Transition::Stay;
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                self.click(m.column, m.row, ctx);
                return Transition::Stay;
            }
            Msg::Key(_) => {}
            _ => return Transition::Stay,
        }
        if self.table.phase() == Phase::Betting {
            return self.betting_key(msg, ctx);
        }
        let Some(code) = msg.plain_key() else { return Transition::Stay };
        if code == KeyCode::Esc {
            return Transition::Back;
        }
        self.message = None;
        match self.table.phase() {
            Phase::Betting => {}
            Phase::Exchange => self.exchange_key(code, ctx),
            Phase::DealerTurn => {
                if matches!(code, KeyCode::Enter | KeyCode::Char(' ' | '1'..='5'))
                    || Direction::from_key(code).is_some()
                {
                    self.message = Some(t!("poker.wait").into_owned());
                }
            }
            Phase::Showdown => {
                if matches!(code, KeyCode::Enter | KeyCode::Char(' ')) {
                    self.next_round();
                }
            }
            Phase::GameOver => {
                if matches!(code, KeyCode::Enter | KeyCode::Char(' ' | 'n')) {
                    self.new_game(ctx);
                }
            }
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        let own = match self.table.phase() {
            Phase::Betting => {
                return vec![
                    hint("0-9", t!("poker.key.bet")),
                    hint("Enter", t!("poker.key.deal")),
                    hint("Esc", t!("key.back")),
                ];
            }
            Phase::Exchange => vec![
                hint("←→", t!("key.move")),
                hint("Space", t!("poker.key.mark")),
                hint("1-5", t!("poker.key.mark_n")),
                hint("Enter", t!("poker.key.draw")),
            ],
            Phase::DealerTurn => vec![],
            Phase::Showdown => vec![hint("Enter", t!("poker.key.next"))],
            Phase::GameOver => vec![hint("Enter", t!("key.play_again"))],
        };
        game_hints(own)
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Poker)
    }

    fn animating(&self) -> bool {
        !self.stage.is_idle() || self.count.is_some()
    }

    fn in_progress(&self) -> bool {
        match self.table.phase() {
            Phase::Exchange | Phase::DealerTurn | Phase::Showdown => true,
            Phase::Betting => self.table.record() != Default::default(),
            Phase::GameOver => false,
        }
    }

    fn captures_text(&self) -> bool {
        self.table.phase() == Phase::Betting
    }

    fn min_size(&self) -> (u16, u16) {
        (70, 24)
    }
}
