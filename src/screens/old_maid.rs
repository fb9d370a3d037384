//! The Old Maid (ババ抜き) screen: the table for 2–6 players with your hand face up at the
//! bottom and the computers' fanned face-down hands around it, the discard pile, a one-line
//! log, animated computer draws, and a results panel ranking everyone.
//!
//! Decisions the rule book leaves open:
//! - You may shuffle (`s`) or sort (`o`) your hand at any time, even while a computer's pointer
//!   wanders over it (it keeps its position: the card under it changes, as at a real table).
//!   Once a card is being pulled out of your hand, or your drawn card is lit in it, that short
//!   step is finished first so the picture never contradicts the hand.
//! - Once you are out the computers play on to the end (animated) and the results follow.
//! - Statistics: going out first is a win, holding the Joker a loss, any other place a draw.
//! - Leaving keeps the game once a card has been drawn (`save.rs`); the menu resumes it.

mod layout;
mod save;
mod show;
mod text;
mod turn;
mod view;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, game_hints, game_over_hints, hint};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::old_maid::{DrawReport, Game, HUMAN, MAX_PLAYERS, MIN_PLAYERS};
pub use layout::{SeatArea, Side, TableLayout, table_layout, transit_rect};
pub use save::Saved;
pub use show::SeatShow;
pub use turn::{Shown, Step};

pub struct OldMaidScreen {
    /// Boxed: the screen sits in the `Screen` enum beside much smaller screens.
    game: Box<Game>,
    step: Step,
    /// The human's pointer over the victim's face-down cards.
    cursor: usize,
    /// The last draw, for the log, the pair flash and the labels while it is shown.
    report: Option<Box<DrawReport>>,
    /// What just happened, one line.
    log: String,
    /// A refusal or note for the status line, until the next action.
    message: Option<String>,
    /// The finished game has gone to the statistics.
    recorded: bool,
}

impl OldMaidScreen {
    pub fn new(ctx: &mut Ctx) -> OldMaidScreen {
        let players = Self::players_setting(ctx);
        let game = Game::new(players, ctx.rng).expect("the player count is clamped to 2..=6");
        let mut s = OldMaidScreen {
            game: Box::new(game),
            step: Step::Choose,
            cursor: 0,
            report: None,
            log: String::new(),
            message: None,
            recorded: false,
        };
        s.start(ctx);
        s
    }

    fn players_setting(ctx: &Ctx) -> usize {
        usize::from(ctx.settings.old_maid.players).clamp(MIN_PLAYERS, MAX_PLAYERS)
    }

    /// The game being played (read-only, for tests).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current step of the turn cycle (read-only, for tests).
    pub fn step(&self) -> &Step {
        &self.step
    }

    /// The human's pointer over the victim's cards.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The log line.
    pub fn log(&self) -> &str {
        &self.log
    }

    /// A fresh deal with the current player-count setting.
    fn start(&mut self, ctx: &mut Ctx) {
        let players = Self::players_setting(ctx);
        *self.game = Game::new(players, ctx.rng).expect("the player count is clamped to 2..=6");
        self.report = None;
        self.recorded = false;
        self.message = None;
        let pairs = self.game.discards().len();
        self.log = t!("oldmaid.dealt", players = players, pairs = pairs).into_owned();
        self.begin_turn(ctx);
        self.settle(ctx);
    }

    fn say(&mut self, text: impl Into<String>) {
        self.message = Some(text.into());
    }

    /// Why the human cannot draw now.
    fn not_your_turn(&mut self) {
        let text =
            if self.game.is_out(HUMAN) { t!("oldmaid.you_are_out") } else { t!("oldmaid.wait") };
        self.say(text);
    }

    /// The human draws the card at `position` of the victim's hand.
    fn human_draw(&mut self, position: usize, ctx: &mut Ctx) {
        if self.step != Step::Choose {
            self.not_your_turn();
            return;
        }
        self.message = None;
        self.cursor = position;
        self.commit(position, ctx);
        self.settle(ctx);
    }

    fn move_cursor(&mut self, d: Direction) {
        if self.step != Step::Choose {
            self.not_your_turn();
            return;
        }
        let len = self.game.victim().map_or(0, |v| self.game.hand(v).len());
        if len == 0 {
            return;
        }
        self.message = None;
        self.cursor = match d {
            Direction::Left | Direction::Up => (self.cursor + len - 1) % len,
            Direction::Right | Direction::Down => (self.cursor + 1) % len,
        };
    }

    /// `s` and `o`: rearrange the human's own hand.
    fn rearrange(&mut self, sort: bool, ctx: &mut Ctx) {
        self.release_human_hand(ctx);
        if self.game.hand(HUMAN).is_empty() {
            self.say(t!("oldmaid.empty_hand"));
            return;
        }
        if sort {
            self.game.sort_hand(HUMAN);
            self.say(t!("oldmaid.sorted"));
        } else {
            self.game.shuffle_hand(HUMAN, ctx.rng);
            self.say(t!("oldmaid.shuffled"));
        }
        self.settle(ctx);
    }

    fn key(&mut self, code: KeyCode, ctx: &mut Ctx) -> Transition {
        if self.step == Step::Over {
            match code {
                KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('n') => self.start(ctx),
                KeyCode::Esc | KeyCode::Backspace => return Transition::Back,
                _ => {}
            }
            return Transition::Stay;
        }
        match code {
            KeyCode::Esc => return Transition::Back,
            KeyCode::Enter | KeyCode::Char(' ') => self.human_draw(self.cursor, ctx),
            KeyCode::Char('s') => self.rearrange(false, ctx),
            KeyCode::Char('o') => self.rearrange(true, ctx),
            code => {
                if let Some(d) = Direction::from_arrow(code) {
                    self.move_cursor(d);
                }
            }
        }
        Transition::Stay
    }

    fn click(&mut self, x: u16, y: u16, ctx: &mut Ctx) {
        let table = table_layout(ctx.area, self.game.players());
        let Some(victim) = self.game.victim() else { return };
        let style = ctx.settings.card_style;
        let show = self.seat_show(victim);
        let Some(area) = table.seats.get(victim) else { return };
        if let Some(i) = show.fan(area, style).hit_test(area.hand, x, y) {
            self.human_draw(i, ctx);
        }
    }
}

impl View for OldMaidScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => self.tick(*dt, ctx),
            Msg::Key(_) => {
                if let Some(code) = msg.plain_key() {
                    return self.key(code, ctx);
                }
            }
            Msg::Mouse(m)
                if m.kind == MouseEventKind::Down(MouseButton::Left) && self.step != Step::Over =>
            {
                self.click(m.column, m.row, ctx);
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.step == Step::Over {
            return game_over_hints([]);
        }
        game_hints([
            hint("←→", t!("oldmaid.key_choose")),
            hint("Enter", t!("oldmaid.key_draw")),
            hint("s", t!("oldmaid.key_shuffle")),
            hint("o", t!("oldmaid.key_sort")),
        ])
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::OldMaid)
    }

    fn animating(&self) -> bool {
        self.step.animating()
    }

    fn in_progress(&self) -> bool {
        self.step != Step::Over
    }

    /// 80 columns by 23 rows of body: an 80x24 terminal with the hint bar.
    fn min_size(&self) -> (u16, u16) {
        (80, 23)
    }
}
