//! The Othello screen (RULES.md §2): an 8x8 `GridBoard` with coordinates, cursor keys or the
//! mouse to place, legal-move markers, the last move marked, discs turning one by one, the
//! computer's search on a worker thread, automatic passes announced, undo, a hint from the
//! Hard engine and an evaluation graph, all beside a panel with the counts and the record.
//!
//! Decisions where the rules and the issue are silent:
//! - `u` works only on your turn: while the computer thinks it is refused with a message
//!   rather than cancelling the search, so a seed always replays.
//! - A key that acts on the board (place, undo, hint) pressed while discs still turn or a
//!   pass is announced first finishes that at once, so quick players are never refused.
//!   It takes back your last move and everything after it (the computer's reply, passes);
//!   at game end Enter starts a new game instead (the result is already recorded).
//! - The hint is searched once per position and stays on the board until the position
//!   changes; a hint asked while an older hint search still runs waits for it, so hammering
//!   `t` never piles up threads. The hint is on `t` because h j k l move the cursor, as in
//!   every game.
//! - The computer replies after at least a short pause (scaled by the animation speed) so a
//!   quick Easy answer still reads as a turn.
//! - Two people at one keyboard play both sides with the same keys; `u` then takes back one
//!   move (with any pass that followed it). Watching two computers, only Space (pause) and the
//!   speed keys act. A pause holds back the next computer turn; a search already running
//!   finishes and its move is played on resuming, so a seed replays the same game whatever
//!   the pauses. Neither kind of game counts in the statistics.
//! - Typed moves: a column letter a–h then a row digit 1–8 plays that square (`f5`), as a
//!   click on it would. `h` also moves the cursor left (vi keys move in every game); the digit
//!   that follows plays the typed square wherever the cursor went. Any other key forgets the
//!   letter.

mod analysis;
mod anim;
mod board;
pub mod editor;
mod flow;
mod keys;
mod notice;
pub mod options;
mod panel;
pub mod records;
pub mod review;
mod save;
mod seats;
mod set_up;
pub mod sim;
pub mod stats;
pub mod table;
mod typed;
mod view;

use crossterm::event::{MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::chrome::Timer;
use super::computer_turn::ComputerTurn;
use super::keymap::{Act, KeyMap};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::othello::{Game, Outcome};
use crate::settings::Level;
use analysis::{Evaluations, Hint, MoveAnalysis};
pub use analysis::{GRAPH_PASS, pass_nodes};
use anim::FlipAnim;
pub use anim::Shown;
pub use board::board_layout;
use keys::Action;
pub use notice::Notice;
use options::{OthelloOptions, Seats};
pub use save::Saved;
pub(crate) use table::seat;

/// Where play stands.
enum Phase {
    /// Waiting for a person's move.
    Human,
    /// Nothing runs until something from outside: Space when watching paused, or at a table
    /// the table's next event (the other player's move, or the answer to one's own).
    Waiting,
    /// The computer's turn: its search, and the pause before its reply is played.
    Thinking(ComputerTurn<Option<u8>>),
    /// A move's discs are turning (the game already holds the move).
    Moving(FlipAnim),
    /// A pass is being announced.
    Passing(Timer),
    Over(Outcome),
}

pub struct OthelloScreen {
    game: Game,
    seats: Seats,
    /// The computer's level for black and for white (the same unless watching).
    levels: [Level; 2],
    /// Watching: no computer turn starts while paused.
    paused: bool,
    /// Square under the cursor (a1 = 0 … h8 = 63).
    cursor: u8,
    show_moves: bool,
    phase: Box<Phase>,
    /// What the status line reports (see `notice.rs` for how long each lasts).
    notice: Option<Notice>,
    // Boxed, as is the phase, to keep `Screen` (an enum of all screens) small.
    evals: Box<Evaluations>,
    hint: Box<Hint>,
    analysis: Box<MoveAnalysis>,
    /// This game set a new best winning margin.
    new_best: bool,
    /// The column letter typed, waiting for its row digit (`f` of `f5`).
    typed: Option<u8>,
    /// A move was made in this game (or it was resumed): undone back to the start it is
    /// still the game to keep, not an untouched one that leaves an older save alone.
    moved: bool,
    ticks: usize,
    /// At a shared table: the link to it (the game then changes only by its events).
    link: Option<Box<table::TableLink>>,
}

impl OthelloScreen {
    pub fn new(ctx: &mut Ctx) -> OthelloScreen {
        OthelloScreen::from_game(ctx, Game::new())
    }

    /// A screen that continues `game` (tests start near the end this way). Colour and level
    /// come from the settings as for a new game.
    #[doc(hidden)]
    pub fn from_game(ctx: &mut Ctx, game: Game) -> OthelloScreen {
        let mut s = OthelloScreen::blank(ctx);
        s.start(ctx, game);
        s
    }

    /// A screen at the start position, waiting for `start` or `resume` to set it going.
    fn blank(ctx: &Ctx) -> OthelloScreen {
        OthelloScreen {
            game: Game::new(),
            seats: Seats::Black,
            levels: [ctx.settings.options::<OthelloOptions>().level; 2],
            paused: false,
            cursor: 37, // f5: the usual first move, and legal for black at the start
            show_moves: ctx.settings.options::<OthelloOptions>().show_moves,
            phase: Box::new(Phase::Human),
            notice: None,
            evals: Box::default(),
            hint: Box::default(),
            analysis: Box::default(),
            new_best: false,
            typed: None,
            moved: false,
            ticks: 0,
            link: None,
        }
    }

    /// The game being played (tests check its invariants).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The square under the cursor (a1 = 0 … h8 = 63).
    pub fn cursor(&self) -> u8 {
        self.cursor
    }

    /// Who plays.
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// True while watching is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// What every square shows right now (mid-animation too).
    pub fn shown(&self, sq: u8) -> Shown {
        match &*self.phase {
            Phase::Moving(anim) => anim.shown(sq),
            _ => self.game.current().cell(sq).map_or(Shown::Empty, Shown::Disc),
        }
    }

    /// The hint on the board, if one is showing.
    pub fn hint_square(&self) -> Option<u8> {
        match *self.phase {
            Phase::Human => self.hint.for_position(self.game.current()).flatten(),
            _ => None,
        }
    }

    /// True while the computer's search runs.
    pub fn thinking(&self) -> bool {
        matches!(*self.phase, Phase::Thinking { .. })
    }

    /// True while an analysis search (the graph's, the hint's, `v`'s) runs on its thread:
    /// unlike a computer's turn, these run there in every mode.
    pub fn analysing(&self) -> bool {
        self.evals.busy() || self.hint.busy() || self.analysis.busy()
    }

    /// True while the game waits for a person's move.
    pub fn your_turn(&self) -> bool {
        matches!(*self.phase, Phase::Human)
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(*self.phase, Phase::Over(_))
    }

    /// The move values analysis shows on the board now, best first (tests compare them with
    /// the engine's).
    pub fn move_values(&self) -> Option<&[crate::games::othello::MoveValue]> {
        match *self.phase {
            Phase::Human => self.analysis.values_for(self.game.current()),
            _ => None,
        }
    }

    /// Keeps the analysis on the position the player is to move in, and nowhere else: it
    /// never runs beside the computer's search or an animation.
    pub(super) fn pump_analysis(&mut self) {
        let pos = matches!(*self.phase, Phase::Human).then(|| *self.game.current());
        let known = pos.as_ref().and_then(|p| self.evals.known(p));
        if let (Some(pos), Some(found)) = (pos, self.analysis.pump(pos.as_ref(), known)) {
            // One source of values: the graph's point here is the pass just shown.
            self.evals.offer(pos, &found);
        }
    }

    /// The evaluation graph's scores so far (black's view, one per position).
    pub fn evaluations(&self) -> Vec<i32> {
        self.evals.scores()
    }

    fn say(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// The notice on the status line, if any (tests read it).
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    fn move_cursor(&mut self, d: Direction) {
        self.cursor = board::step_square(self.cursor, d);
    }

    fn toggle_markers(&mut self, ctx: &mut Ctx) {
        self.show_moves = !self.show_moves;
        let shown = self.show_moves;
        ctx.settings.update_options::<OthelloOptions>(|o| o.show_moves = shown);
        self.say(Notice::Markers { shown: self.show_moves });
    }

    /// The review of the game just finished, over this screen (Esc comes back to it).
    fn review(&self) -> Transition {
        let [black, white] = self.record_seats();
        let screen = review::ReviewScreen::new(self.game.clone(), black, white);
        Transition::Goto(super::Screen::Page(Box::new(screen)))
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        if let Some(keys) = self.table_keymap() {
            keys
        } else if self.is_over() {
            &keys::OVER
        } else if self.seats == Seats::Neither && self.paused {
            &seats::WATCHING_PAUSED
        } else if self.seats == Seats::Neither {
            &seats::WATCHING
        } else {
            &keys::PLAYING
        }
    }

    fn act(&mut self, act: Act<Action>, ctx: &mut Ctx) -> Transition {
        match act {
            Act::Move(_, d) => self.move_cursor(d),
            Act::Plain(Action::Back) => return Transition::Back,
            Act::Plain(Action::Place) => self.place(self.cursor, ctx),
            Act::Plain(Action::Hint | Action::Undo | Action::Analysis) if self.at_a_table() => {
                let person = self.person_across();
                self.say(if person { Notice::NotAtTable } else { Notice::NotAtTableComputer });
            }
            Act::Plain(Action::NewGame) if self.ask_rematch() => {}
            Act::Plain(Action::NewGame) => self.start(ctx, Game::new()),
            Act::Plain(Action::Review) => return self.review(),
            Act::Plain(Action::Markers) => self.toggle_markers(ctx),
            Act::Plain(Action::Analysis) => {
                let on = self.analysis.toggle();
                self.say(Notice::Analysis { on });
                self.pump_analysis();
            }
            Act::Plain(Action::Undo) if self.is_over() => self.say(Notice::Over),
            Act::Plain(Action::Hint) if self.is_over() => self.say(Notice::Over),
            Act::Plain(Action::Undo) => self.undo(ctx),
            Act::Plain(Action::Hint) => self.ask_hint(ctx),
            Act::Plain(Action::Pause) => self.toggle_pause(ctx),
            Act::Plain(Action::Faster) => self.change_speed(1, ctx),
            Act::Plain(Action::Slower) => self.change_speed(-1, ctx),
            _ => {}
        }
        Transition::Stay
    }
}

impl OthelloScreen {
    /// One message, before the analysis follows the position it left.
    fn handle(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => self.tick(*dt, ctx),
            Msg::Key(_) => {
                // Watching, letters and digits name no move.
                if self.seats != Seats::Neither && self.typed_key(msg, ctx) {
                    return Transition::Stay;
                }
                if let Some(act) = self.keymap().action(msg) {
                    return self.act(act, ctx);
                }
            }
            Msg::Mouse(m)
                if m.kind == MouseEventKind::Down(MouseButton::Left)
                    && self.seats != Seats::Neither =>
            {
                let layout = board::board_layout(ctx.area);
                if let Some(cell) = layout.hit_test(m.column, m.row) {
                    let sq = cell as u8;
                    if self.is_over() {
                        self.cursor = sq;
                    } else {
                        self.place(sq, ctx);
                    }
                }
            }
            _ => {}
        }
        Transition::Stay
    }
}

impl View for OthelloScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        let transition = self.handle(msg, ctx);
        self.pump_analysis();
        transition
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        self.render(frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        self.keymap().hints()
    }

    fn more_hints(&self) -> Vec<KeyHint> {
        let watching = self.link.as_ref().is_some_and(|l| l.viewer.watching());
        match (self.is_over(), &self.link) {
            (false, _) => Vec::new(),
            _ if watching => Vec::new(),
            (true, Some(_)) => keys::TABLE_PLAYING.own_hints(),
            (true, None) => keys::PLAYING.own_hints(),
        }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Othello)
    }

    fn animating(&self) -> bool {
        // A paused search's answer waits where it is: no ticks are needed to keep it.
        let still = match *self.phase {
            Phase::Human | Phase::Waiting | Phase::Over(_) => true,
            Phase::Thinking(_) => self.paused,
            Phase::Moving(_) | Phase::Passing(_) => false,
        };
        !still || self.analysing()
    }

    fn in_progress(&self) -> bool {
        !self.is_over() && !self.game.moves().is_empty()
    }

    /// Over the board, whose grid lines a dialog's margin may cut: centred on the body, the
    /// quit question's margin cut the side panel's "Evaluation (black's view)" at 100×30.
    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        crate::screens::PopupRoom::margin_only(board::board_layout(body).outer)
    }

    /// 80×24 with the key bar: the board at its smallest beside the panel.
    fn min_size(&self) -> (u16, u16) {
        (80, 23)
    }
}
