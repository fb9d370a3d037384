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
//! - Statistics: the place you finished in (1st … last, the Joker's holder last).
//! - Leaving keeps the game once a card has been drawn (`save.rs`); the menu resumes it.

mod layout;
mod notice;
pub mod options;
mod save;
mod show;
pub mod sim;
mod table;
mod text;
mod turn;
mod view;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use options::OldMaidOptions;
use ratatui::Frame;
use ratatui::layout::Rect;

use super::game_log::{self, FullLog};
use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::old_maid::table::OldMaidAsk;
use crate::games::old_maid::{DrawReport, Game, HUMAN, MAX_PLAYERS, MIN_PLAYERS};
use crate::tables::Ask;
pub use layout::{SeatArea, Side, TableLayout, table_layout, transit_margin, transit_rect};
pub use notice::{LogLine, Notice};
pub use save::Saved;
pub use show::SeatShow;
pub use table::TableLink;
pub(crate) use table::seat;
pub use turn::{Phase, Shown};

/// What the player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Draw,
    Shuffle,
    Sort,
    Log,
    NewGame,
    Back,
}

/// Most events under the pile (fewer where the table has less room).
const RECENT: usize = 8;
/// Most events the history keeps: a game runs to a few hundred draws at most in practice, and
/// the save file stays small whatever happens.
pub(crate) const MAX_LOG: usize = 2000;

/// Keys while the game is played: ←/→ (or h/l, ↑/↓) point at a card of the hand you draw from.
const PLAYING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←→", "oldmaid.key_choose", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "oldmaid.key_draw", Action::Draw),
    Binding::new(Keys::Codes(&[KeyCode::Char('s')]), "s", "oldmaid.key_shuffle", Action::Shuffle),
    Binding::new(Keys::Codes(&[KeyCode::Char('o')]), "o", "oldmaid.key_sort", Action::Sort),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Keys while watching a table (the seat renames Esc to "stop watching").
const WATCHING: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

/// Keys on the results.
const OVER: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "key.play_again", Action::NewGame),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::NewGame),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
    Binding::new(game_log::OPEN, "L", "key.log", Action::Log),
]);

pub struct OldMaidScreen {
    /// Boxed: the screen sits in the `Screen` enum beside much smaller screens.
    game: Box<Game>,
    /// At a table, the seats' names by the screen's seat number (`set_names`); empty in a
    /// local game ("You", "CPU 1", …).
    names: Vec<String>,
    phase: Phase,
    /// The human's pointer over the victim's face-down cards.
    cursor: usize,
    /// The last draw, for the log, the pair flash and the labels while it is shown.
    report: Option<Box<DrawReport>>,
    /// What just happened, one line, worded when drawn.
    last_line: LogLine,
    /// A refusal or note for the status line (see `Notice` for how long each lasts).
    notice: Option<Notice>,
    /// Your own last draw, kept on the status line's second row until your next draw (the
    /// log line under the pile moves on with the computers' draws).
    your_last: Option<LogLine>,
    /// Every finished event of this game, oldest first: the deal and each draw (the last few
    /// under the pile, all of them in the full log).
    log: Vec<LogLine>,
    full_log: FullLog,
    /// At a shared table: the link to it (the game then changes only by the table's events).
    link: Option<Box<TableLink>>,
}

impl OldMaidScreen {
    pub fn new(ctx: &mut Ctx) -> OldMaidScreen {
        let mut s = OldMaidScreen::with_game(Self::new_game(ctx));
        s.begin(ctx);
        s
    }

    /// A new game's deal: the next seed, then the cards for the player-count setting.
    fn new_game(ctx: &mut Ctx) -> Game {
        ctx.new_deal();
        let players = Self::players_setting(ctx);
        Game::new(players, ctx.rng).expect("the player count is clamped to 2..=6")
    }

    /// The screen over `game` before any step is taken: the one place its fields are set
    /// (a new game, a resumed one and a seat at a table each go on from here).
    fn with_game(game: Game) -> OldMaidScreen {
        let (players, pairs) = (game.players(), 0);
        OldMaidScreen {
            game: Box::new(game),
            phase: Phase::Human,
            cursor: 0,
            report: None,
            last_line: LogLine::Dealt { players, pairs },
            notice: None,
            your_last: None,
            log: Vec::new(),
            full_log: FullLog::default(),
            link: None,
            names: Vec::new(),
        }
    }

    fn players_setting(ctx: &Ctx) -> usize {
        usize::from(ctx.settings.options::<OldMaidOptions>().players)
            .clamp(MIN_PLAYERS, MAX_PLAYERS)
    }

    /// The game being played (read-only, for tests).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current step of the turn cycle (read-only, for tests).
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The human's pointer over the victim's cards.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The log line, in the current language.
    pub fn log(&self) -> String {
        self.last_line.text(self.seating())
    }

    /// The notice on the status line, if any (tests read it).
    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// Every event of the game so far, oldest first, in the current language (the full log).
    pub fn events(&self) -> Vec<String> {
        self.log.iter().map(|line| line.text(self.seating())).collect()
    }

    /// The events under the pile: the finished ones, then a draw under way.
    fn recent_events(&self) -> Vec<String> {
        let from = self.log.len().saturating_sub(RECENT);
        let seating = self.seating();
        let mut lines: Vec<String> =
            self.log[from..].iter().map(|line| line.text(seating)).collect();
        if matches!(self.last_line, LogLine::Taking { .. }) {
            lines.push(self.last_line.text(seating));
        }
        lines
    }

    /// Records a finished event: the last line, and one more in the history (the oldest go
    /// once there are `MAX_LOG`).
    fn record(&mut self, line: LogLine) {
        game_log::push_capped(&mut self.log, line.clone(), MAX_LOG);
        self.last_line = line;
    }

    /// A fresh deal with the current player-count setting ("play again").
    fn start(&mut self, ctx: &mut Ctx) {
        *self.game = Self::new_game(ctx);
        self.begin(ctx);
    }

    /// The first turn of the game just dealt, with nothing left of the one before.
    fn begin(&mut self, ctx: &mut Ctx) {
        let players = self.game.players();
        self.report = None;
        self.notice = None;
        self.your_last = None;
        let pairs = self.game.discards().len();
        self.last_line = LogLine::Dealt { players, pairs };
        self.log = vec![self.last_line.clone()];
        self.begin_turn(ctx);
        self.settle(ctx);
    }

    fn say(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// The human's turn has come: "Wait for your turn", said before it, is no longer true.
    fn your_turn_comes(&mut self) {
        if matches!(self.notice, Some(Notice::Wait)) {
            self.notice = None;
        }
        self.phase = Phase::Human;
    }

    /// Why the human cannot draw now.
    fn not_your_turn(&mut self) {
        self.say(if self.game.is_out(HUMAN) { Notice::YouAreOut } else { Notice::Wait });
    }

    /// The human draws the card at `position` of the victim's hand.
    fn human_draw(&mut self, position: usize, ctx: &mut Ctx) {
        if self.phase != Phase::Human {
            self.not_your_turn();
            return;
        }
        self.notice = None;
        if self.ask_draw(position) {
            return;
        }
        self.cursor = position;
        self.commit(position, ctx);
        self.settle(ctx);
    }

    fn move_cursor(&mut self, d: Direction) {
        if self.phase != Phase::Human {
            self.not_your_turn();
            return;
        }
        let len = self.game.victim().map_or(0, |v| self.game.hand(v).len());
        if len == 0 {
            return;
        }
        self.notice = None;
        self.cursor = match d {
            Direction::Left | Direction::Up => (self.cursor + len - 1) % len,
            Direction::Right | Direction::Down => (self.cursor + 1) % len,
        };
    }

    /// `s` and `o`: rearrange the human's own hand.
    fn rearrange(&mut self, sort: bool, ctx: &mut Ctx) {
        self.release_human_hand(ctx);
        if self.game.hand(HUMAN).is_empty() {
            self.say(Notice::EmptyHand);
            return;
        }
        let notice = if sort { Notice::Sorted } else { Notice::Shuffled };
        if self.ask_table(Ask::of(if sort { OldMaidAsk::Sort } else { OldMaidAsk::Shuffle })) {
            self.say(notice);
            return;
        }
        if sort {
            self.game.sort_hand(HUMAN);
            self.say(Notice::Sorted);
        } else {
            self.game.shuffle_hand(HUMAN, ctx.rng);
            self.say(Notice::Shuffled);
        }
        self.settle(ctx);
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        if self.watching() {
            &WATCHING
        } else if self.phase == Phase::Over {
            &OVER
        } else {
            &PLAYING
        }
    }

    fn act(&mut self, act: Act<Action>, ctx: &mut Ctx) -> Transition {
        match act {
            Act::Plain(Action::Back) => return Transition::Back,
            // At a table Enter asks for a rematch instead.
            Act::Plain(Action::NewGame) if !self.ask_rematch() => self.start(ctx),
            Act::Plain(Action::Draw) => self.human_draw(self.cursor, ctx),
            Act::Plain(Action::Shuffle) => self.rearrange(false, ctx),
            Act::Plain(Action::Sort) => self.rearrange(true, ctx),
            Act::Plain(Action::Log) => self.full_log.open(),
            Act::Move(_, d) => self.move_cursor(d),
            _ => {}
        }
        Transition::Stay
    }

    fn click(&mut self, x: u16, y: u16, ctx: &mut Ctx) {
        let table = table_layout(ctx.area, self.game.players());
        let Some(victim) = self.game.victim() else { return };
        let show = self.seat_show(victim);
        let Some(area) = table.seats.get(victim) else { return };
        let (fan, rect) = show.fan(area, table.size_of(victim));
        if let Some(i) = fan.hit_test(rect, x, y) {
            self.human_draw(i, ctx);
        }
    }
}

impl View for OldMaidScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.full_log.is_open() && !matches!(msg, Msg::Tick(_)) {
            self.full_log.update(msg, self.log.len());
            return Transition::Stay;
        }
        match msg {
            Msg::Tick(dt) => self.tick(*dt, ctx),
            Msg::Key(_) => {
                if let Some(act) = self.keymap().action(msg) {
                    return self.act(act, ctx);
                }
            }
            Msg::Mouse(m)
                if m.kind == MouseEventKind::Down(MouseButton::Left)
                    && self.phase != Phase::Over
                    && !self.watching() =>
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

    /// Between the side seats, so a dialog's margin stops short of their labels, and its rows
    /// cleared across the table's middle: the log under the discard pile is wider than the
    /// quit question, whose margin alone left "d." of "…discarded." beside its border at
    /// 100×30.
    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        let table = table_layout(body, self.game.players());
        let room = view::between_side_seats(&table, body);
        crate::screens::PopupRoom::clearing_rows(room, table.centre)
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.full_log.is_open() {
            return FullLog::hints();
        }
        self.keymap().hints()
    }

    fn more_hints(&self) -> Vec<KeyHint> {
        if self.phase == Phase::Over && !self.watching() { PLAYING.own_hints() } else { Vec::new() }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::OldMaid)
    }

    fn animating(&self) -> bool {
        self.phase.animating()
    }

    fn in_progress(&self) -> bool {
        self.phase != Phase::Over
    }

    /// 80 columns by 23 rows of body: an 80x24 terminal with the hint bar.
    fn min_size(&self) -> (u16, u16) {
        (80, 23)
    }
}
