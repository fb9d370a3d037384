//! The player's keys at a poker table: one key map for each moment (their bet, their
//! exchange, someone else's turn, the results, watching), the bet field, the marks and the
//! mouse. Every move becomes an ask for the table; nothing here changes the game.

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};

use super::{BetNotice, Notice, PokerTableScreen};
use crate::event::{Direction, Msg};
use crate::games::poker::round::parse_bet;
use crate::games::poker::table::PokerAsk;
use crate::screens::game_log::{self, FullLog};
use crate::screens::keymap::{self, Act, Binding, KeyMap, Keys};
use crate::screens::tables::TableMode;
use crate::screens::{Ctx, KeyHint, Transition};
use crate::tables::Ask;
use crate::widgets::text_field::FieldEvent;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Mark,
    MarkCard,
    Draw,
    Rematch,
    Wait,
    Log,
    Back,
}

const ESC: Keys = Keys::Codes(&[KeyCode::Esc]);

/// The player's bet: the field takes digits (listed in the bar, handled by the field).
const BETTING: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[]), "0-9", "poker.key.bet", Action::Wait),
    Binding::new(Keys::Codes(&[]), "Enter", "poker.key.place_bet", Action::Wait),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

const EXCHANGE: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::LeftRight, "←→", "key.move", Action::Move),
    Binding::new(Keys::Codes(&[KeyCode::Char(' ')]), "Space", "poker.key.mark", Action::Mark),
    Binding::new(Keys::Digits, "1-5", "poker.key.mark_n", Action::MarkCard),
    Binding::new(Keys::Codes(&[KeyCode::Enter]), "Enter", "poker.key.draw", Action::Draw),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Another chair or the dealer plays: a key that would act on the cards is told to wait.
const WAITING: KeyMap<Action> = KeyMap(&[
    Binding::hidden(keymap::CONFIRM, Action::Wait),
    Binding::hidden(Keys::Digits, Action::Wait),
    Binding::hidden(keymap::MOVE, Action::Wait),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

const OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::Codes(&[KeyCode::Enter]), "Enter", "tables.key_rematch", Action::Rematch),
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// A watcher only reads the log and leaves.
const WATCHING: KeyMap<Action> = KeyMap(&[
    Binding::new(ESC, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

impl PokerTableScreen {
    /// A message from the terminal: ticks move the animations, keys and clicks become asks.
    pub(super) fn key(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        // The full log takes every key while open; the table goes on under it.
        if self.full_log.is_open() && !matches!(msg, Msg::Tick(_)) {
            self.full_log.update(msg, self.log.len());
            return Transition::Stay;
        }
        if matches!(self.keymap().action(msg), Some(Act::Plain(Action::Log))) {
            self.full_log.open();
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
            // A key during the deal shows the rest of it at once and then does its work.
            Msg::Key(_) => self.deal = None,
            _ => return Transition::Stay,
        }
        if self.betting() {
            return self.betting_key(msg);
        }
        match self.keymap().action(msg) {
            Some(act) => self.act(act),
            None => Transition::Stay,
        }
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        if self.link.viewer.watching() {
            &WATCHING
        } else if self.is_over() {
            &OVER
        } else if self.betting() {
            &BETTING
        } else if self.exchanging() {
            &EXCHANGE
        } else {
            &WAITING
        }
    }

    fn betting_key(&mut self, msg: &Msg) -> Transition {
        let Msg::Key(key) = msg else { return Transition::Stay };
        let not_digit = match key.code {
            KeyCode::Char(c) if !c.is_ascii_digit() => Some(c),
            _ => None,
        };
        match self.bet_field.handle_key(*key) {
            FieldEvent::Cancel => return Transition::Back,
            FieldEvent::Submit => {
                let points = self.view.hand(self.link.viewer.chair()).points;
                match parse_bet(self.bet_field.value(), points) {
                    Ok(bet) => {
                        self.bet_error = None;
                        self.ask_table(Ask::of(PokerAsk::Bet(bet)));
                    }
                    Err(e) => self.bet_error = Some(BetNotice::Refused(e)),
                }
            }
            FieldEvent::Edited | FieldEvent::Full => {
                self.bet_error = not_digit.map(BetNotice::DigitsOnly)
            }
        }
        Transition::Stay
    }

    /// The bet field's refusal, in the current language.
    pub fn bet_error_text(&self) -> Option<String> {
        let points = self.view.hand(self.link.viewer.chair()).points;
        self.bet_error.as_ref().map(|n| match n {
            BetNotice::DigitsOnly(c) => t!("poker.err.digits_only", key = c).into_owned(),
            BetNotice::Refused(e) => super::super::text::bet_error(e, points).into_owned(),
        })
    }

    fn act(&mut self, act: Act<Action>) -> Transition {
        self.notice = self.notice.filter(|&n| n == Notice::RematchAsked);
        match act {
            Act::Plain(Action::Back) => return Transition::Back,
            Act::Plain(Action::Mark) => self.marks.toggle(self.cursor),
            Act::Digit(Action::MarkCard, n @ 1..=5) => self.toggle(usize::from(n - 1)),
            Act::Move(_, Direction::Left) => self.cursor = (self.cursor + 4) % 5,
            Act::Move(_, Direction::Right) => self.cursor = (self.cursor + 1) % 5,
            Act::Plain(Action::Draw) => self.ask_table(Ask::of(PokerAsk::Exchange(self.marks))),
            Act::Plain(Action::Rematch) => self.ask_rematch(),
            Act::Plain(Action::Wait) | Act::Digit(Action::Wait, _) | Act::Move(Action::Wait, _) => {
                self.notice = Some(Notice::Wait)
            }
            _ => {}
        }
        Transition::Stay
    }

    fn toggle(&mut self, i: usize) {
        self.cursor = i;
        self.marks.toggle(i);
    }

    fn click(&mut self, column: u16, row: u16, ctx: &Ctx) {
        if !self.exchanging() {
            return;
        }
        let areas = super::super::view::layout(ctx.area);
        let cards = super::drawn(&self.view.hand(self.link.viewer.chair()).cards);
        let flags = super::super::view::mark_flags(self.marks);
        let hand = super::super::view::player_fan(&cards, &flags, Some(self.cursor), areas.card);
        if let Some(i) = hand.hit_test(areas.player_hand, column, row) {
            self.toggle(i);
        }
    }

    pub(super) fn key_hints(&self) -> Vec<KeyHint> {
        if self.full_log.is_open() {
            return FullLog::hints();
        }
        self.keymap().hints()
    }
}
