//! Tic-tac-toe at a shared table (`asobi serve`): two chairs, ○ for the first and × for the
//! second, and who starts alternates from game to game. The table holds the board; this
//! screen shows it with the player's own mark in their colour, asks the table for their marks,
//! and takes the table's events as they come (the other player's last mark is lit until the
//! player answers it).

use super::options::TicTacToeOptions;
use super::{HUMAN, Notice, Phase, TicTacToeScreen};
use crate::games::tictactoe::table::{TictactoeAsk, TictactoeEvent};
use crate::games::tictactoe::{Board, Mark};
use crate::screens::Ctx;
use crate::screens::tables::{Mailbox, TableMode, Viewer, seat_at};
use crate::stats::Bracket;
use crate::tables::live::TableEvent;
use crate::tables::{Ask, Event, LiveGame};

/// What ties the screen to its table.
#[derive(Debug)]
pub struct TableLink {
    /// The player's asks to send (a mark is shown as it comes: no event waits).
    mail: Mailbox<Board>,
    /// The chairs' names, ○'s first ("CPU 2" for a computer); the viewer's own is unused.
    pub(super) names: [String; 2],
    /// The other player's last mark, lit on the board.
    pub(super) last: Option<usize>,
    /// Who the screen is drawn for: a chair, or a watcher, who asks nothing.
    pub(super) viewer: Viewer,
    /// What the player's result counts under (see `TableMode::set_bracket`).
    pub(super) bracket: Bracket,
}

impl TicTacToeScreen {
    /// The screen for `viewer` (chair 0 plays ○, 1 ×; a watcher sees it as chair 0 does) of
    /// a table whose board is `board`.
    pub fn at_table(board: Board, viewer: Viewer, ctx: &mut Ctx) -> TicTacToeScreen {
        let mut s =
            TicTacToeScreen::with_board(board, ctx.settings.options::<TicTacToeOptions>().level);
        s.me = if viewer.chair() == 0 { HUMAN } else { HUMAN.other() };
        let bracket = Bracket::Level(ctx.settings.options::<TicTacToeOptions>().level);
        let (mail, names, last) = (Mailbox::default(), Default::default(), None);
        let link = TableLink { mail, names, last, viewer, bracket };
        s.link = Some(Box::new(link));
        s.deal(board);
        s
    }

    /// The player's mark.
    pub fn mark(&self) -> Mark {
        self.me
    }

    /// Asks the table for a mark in `cell` (checked legal here first, for the message).
    pub(super) fn ask_mark(&mut self, cell: usize) {
        if let Some(link) = self.link.as_mut().filter(|l| !l.viewer.watching()) {
            link.mail.send_move(TictactoeAsk::Mark(cell));
            link.last = None;
            self.notice = None;
            self.phase = Phase::Waiting;
        }
    }

    /// Enter on the result at a table: ask for a rematch. False for a local game.
    pub(super) fn ask_rematch(&mut self) -> bool {
        let Some(link) = self.link.as_mut() else { return false };
        if link.viewer.watching() {
            return true;
        }
        link.mail.send(Ask::Rematch);
        self.notice = Some(Notice::RematchAsked);
        true
    }

    /// A new board from the table.
    fn deal(&mut self, board: Board) {
        self.board = board;
        self.notice = None;
        self.cursor = 4;
        if let Some(link) = self.link.as_mut() {
            link.last = None;
        }
        let yours = board.to_move() == self.me && !self.watching();
        self.phase = match board.outcome() {
            // A table opened after its end (one came back to see it): the result, which was
            // counted when it came (`screens/tables/catch_up.rs`), so not reported again.
            Some(outcome) => Phase::Over(outcome),
            None if yours => Phase::Human,
            None => Phase::Waiting,
        };
    }

    /// The other player's last mark, if it is to be lit.
    pub(super) fn their_last(&self) -> Option<usize> {
        self.link.as_ref().and_then(|l| l.last)
    }

    /// True when the screen is a watcher's.
    pub(super) fn watching(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.viewer.watching())
    }

    /// The name of the chair playing `mark` at the table.
    pub(super) fn name_of(&self, mark: Mark) -> String {
        let chair = usize::from(mark != Mark::O);
        self.link.as_ref().map_or_else(String::new, |l| l.names[chair].clone())
    }

    /// "bob wins" at a table, "The computer wins" at home.
    pub(super) fn they_win(&self) -> std::borrow::Cow<'static, str> {
        match &self.link {
            Some(_) => t!("tables.they_win", name = self.name_of(self.me.other())),
            None => t!("ttt.computer_wins"),
        }
    }

    /// The status while the other person thinks (for a watcher, whoever is to move).
    pub(super) fn their_move(&self) -> std::borrow::Cow<'static, str> {
        t!("tables.their_move", name = self.name_of(self.board.to_move()))
    }

    /// What Enter and Esc do on the result.
    pub(super) fn again_or_back(&self) -> std::borrow::Cow<'static, str> {
        match (&self.link, self.notice) {
            (Some(link), _) if link.viewer.watching() => "".into(),
            // The rematch asked for stands there until it is dealt.
            (Some(_), Some(notice @ Notice::RematchAsked)) => notice.text(),
            (Some(_), _) => t!("tables.again_or_leave"),
            (None, _) => t!("result.again_or_back"),
        }
    }

    /// True when this screen plays at a table.
    pub fn at_a_table(&self) -> bool {
        self.link.is_some()
    }
}

impl TableMode for TicTacToeScreen {
    /// The board as it stands after the event.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx) {
        let Some(link) = self.link.as_mut() else { return };
        link.mail.deliver(event);
        // Shown at once: a mark needs no time of its own.
        while let Some(event) = self.link.as_mut().and_then(|l| l.mail.next_event()) {
            match event {
                TableEvent::Dealt(board) => self.deal(board),
                TableEvent::Played { what: TictactoeEvent::Marked { cell, .. }, after } => {
                    let theirs = self.board.to_move() != self.me || self.watching();
                    if let Some(link) = self.link.as_mut() {
                        link.last = theirs.then_some(cell);
                    }
                    self.board = after;
                    self.notice = None;
                    self.after_move(ctx);
                }
            }
        }
    }

    fn take_asks(&mut self) -> Vec<Ask> {
        self.link.as_mut().map(|l| l.mail.take_asks()).unwrap_or_default()
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    fn detail(&self, name_cells: usize) -> String {
        let name = |mark| crate::widgets::clip::clip(&self.name_of(mark), name_cells).into_owned();
        if self.watching() {
            let (o, x) = (name(Mark::O), name(Mark::X));
            return format!("{o} {} · {x} {}", Mark::O.glyph(), Mark::X.glyph());
        }
        let me = self.mark();
        let (you, them) = (me.glyph(), me.other().glyph());
        t!("ttt.you_vs_named", you = you, name = name(me.other()), them = them).into_owned()
    }

    fn set_bracket(&mut self, bracket: Bracket) {
        if let Some(link) = self.link.as_mut() {
            link.bracket = bracket;
        }
    }

    /// Seat 0 is the chair the screen is turned to, seat 1 the other.
    fn set_names(&mut self, names: &[String]) {
        let Some(link) = self.link.as_mut() else { return };
        let own = usize::from(self.me != Mark::O);
        for (seat, name) in names.iter().take(2).enumerate() {
            link.names[(seat + own) % 2] = name.clone();
        }
    }
}

/// This game's screen for a seat at a table playing `game` (its registry entry's `seat`).
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Option<Box<dyn TableMode>> {
    seat_at(game, |b: &Board| TicTacToeScreen::at_table(*b, viewer, ctx))
}
