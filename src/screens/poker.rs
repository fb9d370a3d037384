//! The poker screen: five-card draw against the dealer (RULES.md §5). A bet typed into a text
//! field, both hands dealt (the dealer's face down), the player's marks and exchange, the
//! dealer's exchange shown step by step, its cards turning over one by one, then the showdown
//! naming both hands and the points counting to their new value. Drawing is in `poker/view.rs`,
//! the moving parts in `poker/anim.rs`, what a saved game keeps in `poker/save.rs`, and the
//! screen at a shared table (several hands against one dealer) in `poker/table.rs`.
//!
//! Decisions where the rule book is silent:
//! - `?`, `q` and Esc work at the bet prompt as everywhere; the field takes digits, and a sign
//!   or letter is named at once and makes the bet refused on Enter ("-5" is no bet of 5).
//! - After a round the field holds the last bet (while the points cover it): Enter repeats it.
//! - A player who runs out of points sees the showdown with the game-over banner at once;
//!   Enter starts a fresh game with the starting points from the settings.
//! - The dealer level "easy" plays (and is recorded) as "normal", as the engine plays it.

mod anim;
mod dealer_turn;
mod events;
mod keys;
mod layout;
pub mod options;
mod save;
pub mod sim;
pub mod stats;
mod table;
mod text;
mod view;

use crate::games::poker::PokerOptions;
use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use self::anim::{Count, Deal, Stage};
use self::events::LogLine;
use super::game_log::{self, FullLog};
use super::keymap::{Act, KeyMap};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::poker::{BetError, Marks, Phase, Record, Table};
use crate::settings::Level;
use crate::widgets::text_field::{FieldEvent, TextField};
pub use save::Saved;
pub use table::PokerTableScreen;
pub(crate) use table::seat;
pub use view::{Areas, layout};

/// Most events a game keeps: a long game is a few hundred rounds of four events; the oldest
/// go first, and the save file stays small.
pub(crate) const MAX_LOG: usize = 2000;

/// Digits the bet field holds: enough for any u32 of points.
const BET_DIGITS: usize = 10;

/// What the status line reports, worded when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A key that acts on the cards while the dealer plays: it lasts the dealer's turn.
    Wait,
}

/// Why the bet under the field was refused, until the text is edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BetNotice {
    /// A key that is no digit (`-`, a letter): the field keeps it, and Enter refuses the bet.
    DigitsOnly(char),
    Refused(BetError),
}

use keys::{Action, BETTING, DEALER, EXCHANGE, GAME_OVER, SHOWDOWN};

pub struct PokerScreen {
    /// Boxed: the table is most of the screen's size, and `Screen` variants should stay small.
    table: Box<Table>,
    bet_field: Box<TextField>,
    /// The bet field's refusal, shown under it until the text is edited.
    bet_error: Option<BetNotice>,
    /// The last bet placed: the field starts with it, so Enter repeats it.
    last_bet: Option<u32>,
    /// The card the cursor is on while exchanging.
    cursor: usize,
    /// The player's cards marked for exchange.
    marks: Marks,
    stage: Box<Stage>,
    count: Option<Count>,
    /// The deal being shown, card by card (the table has dealt already).
    deal: Option<Deal>,
    /// A short note for the status line ("Wait for the dealer.").
    notice: Option<Notice>,
    /// Every event of this game, oldest first (the last few beside the table, all on `L`).
    log: Vec<LogLine>,
    full_log: FullLog,
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
        ctx.new_deal();
        PokerScreen {
            table: Self::fresh_table(ctx),
            bet_field: Box::new(TextField::new("", BET_DIGITS)),
            bet_error: None,
            last_bet: None,
            cursor: 0,
            marks: Marks::NONE,
            stage: Box::new(Stage::Idle),
            count: None,
            deal: None,
            notice: None,
            log: Vec::new(),
            full_log: FullLog::default(),
        }
    }

    /// Every event of the game so far, oldest first, in the current language (the full log).
    pub fn events(&self) -> Vec<String> {
        self.log.iter().map(LogLine::text).collect()
    }

    /// Records an event; the oldest go once there are `MAX_LOG`.
    fn record(&mut self, event: LogLine) {
        game_log::push_capped(&mut self.log, event, MAX_LOG);
    }

    fn fresh_table(ctx: &Ctx) -> Box<Table> {
        let options = ctx.settings.options::<PokerOptions>();
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
        // `?` and `q` never get here (the app takes them: the field does not capture text).
        // A sign or letter goes into the field and is named at once; the bet it makes is then
        // refused whole on Enter ("-5" is not read as 5).
        let not_digit = match key.code {
            KeyCode::Char(c) if !c.is_ascii_digit() => Some(c),
            _ => None,
        };
        match self.bet_field.handle_key(*key) {
            FieldEvent::Cancel => return Transition::Back,
            FieldEvent::Submit => match self.table.place_bet(self.bet_field.value(), ctx.rng) {
                Ok(()) => {
                    if self.table.record() == Record::default() {
                        // The first deal starts the game: its starting points count towards
                        // the best ever, as they do towards this game's best. Not on opening
                        // the screen, so looking in and leaving adds nothing to the sparkline.
                        let points = self.table.points();
                        ctx.report(stats::dealt(points));
                    }
                    self.last_bet = Some(self.table.bet());
                    let r = self.table.record();
                    let round = r.wins + r.losses + r.pushes + 1;
                    self.record(LogLine::Dealt { round, bet: self.table.bet() });
                    self.bet_error = None;
                    self.cursor = 0;
                    self.marks = Marks::NONE;
                    self.count = None;
                    self.deal = Deal::start(ctx.settings.animation);
                }
                Err(e) => self.bet_error = Some(BetNotice::Refused(e)),
            },
            // The bet field holds more digits than any bet needs; a refused one changes nothing.
            FieldEvent::Edited | FieldEvent::Full => {
                self.bet_error = not_digit.map(BetNotice::DigitsOnly)
            }
        }
        Transition::Stay
    }

    /// The bet field for the next round: the last bet again, so Enter repeats it.
    fn refill_bet_field(&mut self) {
        let last = self.last_bet.filter(|&b| b <= self.table.points()).map(|b| b.to_string());
        *self.bet_field = TextField::new(last.as_deref().unwrap_or(""), BET_DIGITS);
    }

    /// The bet field's refusal, in the current language.
    pub fn bet_error_text(&self) -> Option<String> {
        self.bet_error.as_ref().map(|n| match n {
            BetNotice::DigitsOnly(c) => t!("poker.err.digits_only", key = c).into_owned(),
            BetNotice::Refused(e) => text::bet_error(e, self.table.points()).into_owned(),
        })
    }

    /// The notice on the status line, if any (tests read it).
    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        match self.table.phase() {
            Phase::Betting => &BETTING,
            Phase::Exchange => &EXCHANGE,
            Phase::DealerTurn => &DEALER,
            Phase::Showdown => &SHOWDOWN,
            Phase::GameOver => &GAME_OVER,
        }
    }

    fn toggle(&mut self, i: usize) {
        self.cursor = i;
        self.marks.toggle(i);
    }

    fn act(&mut self, act: Act<Action>, ctx: &mut Ctx) -> Transition {
        self.notice = None;
        match act {
            Act::Plain(Action::Back) => return Transition::Back,
            Act::Plain(Action::Mark) => self.toggle(self.cursor),
            Act::Digit(Action::MarkCard, n @ 1..=5) => self.toggle(usize::from(n - 1)),
            Act::Plain(Action::Draw) => self.draw_cards(ctx),
            Act::Move(_, Direction::Left) => self.cursor = (self.cursor + 4) % 5,
            Act::Move(_, Direction::Right) => self.cursor = (self.cursor + 1) % 5,
            Act::Plain(Action::Wait) | Act::Digit(Action::Wait, _) | Act::Move(Action::Wait, _) => {
                self.notice = Some(Notice::Wait)
            }
            Act::Plain(Action::Next) => self.next_round(),
            Act::Plain(Action::NewGame) => self.new_game(ctx),
            Act::Plain(Action::Log) => self.full_log.open(),
            _ => {}
        }
        Transition::Stay
    }

    /// The player's exchange, then the dealer's turn begins.
    fn draw_cards(&mut self, ctx: &mut Ctx) {
        if self.table.exchange(self.marks).is_err() {
            return;
        }
        self.record(LogLine::YouExchanged(self.marks.count()));
        self.marks = Marks::NONE;
        self.dealer_turn(ctx);
    }

    fn next_round(&mut self) {
        self.count = None;
        let _ = self.table.next_round();
        self.refill_bet_field();
    }

    fn click(&mut self, column: u16, row: u16, ctx: &Ctx) {
        if self.table.phase() != Phase::Exchange {
            return;
        }
        let areas = view::layout(ctx.area);
        let Some(cards) = self.table.player_hand() else { return };
        let flags = view::mark_flags(self.marks);
        let hand = view::player_fan(&cards, &flags, Some(self.cursor), areas.card);
        if let Some(i) = hand.hit_test(areas.player_hand, column, row) {
            self.toggle(i);
        }
    }
}

impl View for PokerScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.full_log.is_open() && !matches!(msg, Msg::Tick(_)) {
            self.full_log.update(msg, self.log.len());
            return Transition::Stay;
        }
        match msg {
            Msg::Tick(dt) => {
                self.advance(*dt, ctx);
                return Transition::Stay;
            }
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                self.deal = None;
                self.click(m.column, m.row, ctx);
                return Transition::Stay;
            }
            // A key during the deal shows the rest of it at once and then does its work: nobody
            // waits for an animation to mark a card.
            Msg::Key(_) => self.deal = None,
            _ => return Transition::Stay,
        }
        if self.table.phase() == Phase::Betting {
            // `L` opens the log rather than going into the bet field as a letter.
            if BETTING.action(msg) == Some(Act::Plain(Action::Log)) {
                self.full_log.open();
                return Transition::Stay;
            }
            return self.betting_key(msg, ctx);
        }
        match self.keymap().action(msg) {
            Some(act) => self.act(act, ctx),
            None => Transition::Stay,
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.full_log.is_open() {
            return FullLog::hints();
        }
        self.keymap().hints()
    }

    /// A round's keys, whichever step is on screen: betting and the exchange.
    fn more_hints(&self) -> Vec<KeyHint> {
        let mut hints = BETTING.own_hints();
        hints.extend(EXCHANGE.own_hints());
        hints
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Poker)
    }

    fn animating(&self) -> bool {
        !self.stage.is_idle() || self.count.is_some() || self.deal.is_some()
    }

    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        layout::popup_room(body)
    }

    fn in_progress(&self) -> bool {
        match self.table.phase() {
            Phase::Exchange | Phase::DealerTurn | Phase::Showdown => true,
            Phase::Betting => self.table.record() != Default::default(),
            Phase::GameOver => false,
        }
    }

    /// The table needs 16 rows between header and status: an 80×24 terminal has room.
    fn min_size(&self) -> (u16, u16) {
        (70, 23)
    }
}
