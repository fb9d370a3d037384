//! Othello at a shared table (`asobi serve`): two chairs, chair 0 black in the first game and
//! the colours swapping with each rematch. The table holds the game; this screen keeps a copy
//! fed by the table's events and shows each move as a local game shows a computer's (the
//! disc placed, then the discs turning; a pass announced). The player's moves become
//! [`Ask`]s; nothing here changes the copy by itself. No engine help is offered against a
//! person: the hint, undo, the analysis and the evaluation graph are not at a table.

use super::anim::FlipAnim;
use super::flow::{PASS, colour_name};
use super::options::{OthelloOptions, Seats};
use super::{Notice, OthelloScreen, Phase, keys};
use crate::games::othello::table::{OthelloAsk, OthelloEvent, OthelloTable};
use crate::games::othello::{Colour, Outcome, Strength};
use crate::records::RecordSeat;
use crate::screens::Ctx;
use crate::screens::chrome::Timer;
use crate::screens::keymap::KeyMap;
use crate::screens::tables::{Mailbox, TableMode, Viewer, seat_at};
use crate::stats::Bracket;
use crate::tables::live::TableEvent;
use crate::tables::{Ask, Event, LiveGame};

/// What ties the screen to its table.
#[derive(Debug, Default)]
pub struct TableLink {
    /// Who the screen is drawn for: a chair, or a watcher, who asks nothing.
    pub viewer: Viewer,
    /// The chair playing black in this game.
    black: usize,
    /// The table's events to show and the player's asks to send.
    mail: Mailbox<OthelloTable>,
    /// The chairs' names by the screen's seat numbers (seat 0 is the viewer's chair).
    names: Vec<String>,
    /// What the player's result counts under (see `TableMode::set_bracket`).
    pub bracket: Option<Bracket>,
    /// Each seat's person (`None` for a computer), for the records.
    people: Vec<Option<String>>,
}

impl TableLink {
    /// The name of whoever plays `colour`.
    fn name(&self, colour: Colour) -> String {
        let chair = if colour == Colour::Black { self.black } else { 1 - self.black };
        // Two chairs: the viewer's is seat 0, the other seat 1.
        let seat = usize::from(chair != self.viewer.chair());
        self.names.get(seat).cloned().unwrap_or_default()
    }
}

impl OthelloScreen {
    /// The screen for `viewer` at a table whose game is `table`.
    pub fn at_table(table: &OthelloTable, viewer: Viewer, ctx: &mut Ctx) -> OthelloScreen {
        let mut s = OthelloScreen::blank(ctx);
        // The engine's running view of the game would be help against a person.
        s.evals.switch_off();
        let link = TableLink { viewer, ..Default::default() };
        s.link = Some(Box::new(link));
        s.deal(table, ctx);
        s.next_table_event(ctx);
        s
    }

    /// True when this screen plays at a table.
    pub fn at_a_table(&self) -> bool {
        self.link.is_some()
    }

    /// True when the screen is a watcher's.
    pub fn watching(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.viewer.watching())
    }

    /// The player's colour at a table (`None` for a watcher or a local game).
    pub fn colour(&self) -> Option<Colour> {
        self.link.as_ref().and(self.seats.single())
    }

    /// The keys at a table, if this is one.
    pub(super) fn table_keymap(&self) -> Option<&'static KeyMap<keys::Action>> {
        let link = self.link.as_ref()?;
        Some(if link.viewer.watching() {
            &keys::TABLE_WATCHING
        } else if self.is_over() {
            &keys::TABLE_OVER
        } else {
            &keys::TABLE_PLAYING
        })
    }

    /// The name of whoever plays `colour` at a table, "you" for the player.
    pub(super) fn table_name(&self, colour: Colour) -> Option<String> {
        let link = self.link.as_ref()?;
        if self.colour() == Some(colour) {
            return Some(t!("othello.you").into_owned());
        }
        Some(link.name(colour))
    }

    /// Asks the table for a disc on `sq` (checked legal here first, for the message). False
    /// for a local game.
    pub(super) fn ask_place(&mut self, sq: u8) -> bool {
        let Some(link) = self.link.as_mut() else { return false };
        if !link.viewer.watching() {
            link.mail.send_move(OthelloAsk::Place(sq));
            *self.phase = Phase::Waiting;
        }
        true
    }

    /// Enter on the result at a table: ask for a rematch. False for a local game.
    pub(super) fn ask_rematch(&mut self) -> bool {
        let Some(link) = self.link.as_mut() else { return false };
        if !link.viewer.watching() {
            link.mail.send(Ask::Rematch);
            self.say(Notice::RematchAsked);
        }
        true
    }

    /// A new game from the table: the screen starts over with it.
    fn deal(&mut self, table: &OthelloTable, ctx: &Ctx) {
        let Some(link) = self.link.as_mut() else { return };
        link.black = table.black;
        self.seats = match (link.viewer.watching(), table.colour_of(link.viewer.chair())) {
            (true, _) => Seats::Neither,
            (false, Colour::Black) => Seats::Black,
            (false, Colour::White) => Seats::White,
        };
        // Reported with this level, as tic-tac-toe at a table reports its own setting's.
        self.levels = [ctx.settings.options::<OthelloOptions>().level; 2];
        self.game = table.game.clone();
        self.moved = !self.game.moves().is_empty();
        self.notice = None;
        self.new_best = false;
        // A game already over when the screen opens was reported when it ended.
        *self.phase = match self.game.current().outcome() {
            Some(outcome) => Phase::Over(outcome),
            None => Phase::Waiting,
        };
    }

    /// Starts showing the next event from the table, or settles into the player's turn, the
    /// wait for the other chair, or the result.
    pub(super) fn next_table_event(&mut self, ctx: &mut Ctx) {
        while let Some(event) = self.link.as_mut().and_then(|l| l.mail.next_event()) {
            match event {
                TableEvent::Dealt(table) => self.deal(&table, ctx),
                TableEvent::Played { what: OthelloEvent::Placed { square, .. }, after } => {
                    let before = *self.game.current();
                    self.game = after.game;
                    self.moved = true;
                    if self.notice.as_ref().is_some_and(Notice::waits_for_the_computer) {
                        self.notice = None;
                    }
                    let anim = FlipAnim::new(before, square, ctx.settings.animation);
                    if !anim.done() {
                        *self.phase = Phase::Moving(anim);
                        return;
                    }
                }
                TableEvent::Played { what: OthelloEvent::NoMove { chair }, after } => {
                    let colour = after.colour_of(chair);
                    self.game = after.game;
                    let you = self.colour() == Some(colour);
                    self.say(Notice::Passed { colour, you });
                    let pause = Timer::new(PASS, ctx.settings.animation);
                    if !pause.done() {
                        *self.phase = Phase::Passing(pause);
                        return;
                    }
                }
            }
        }
        if let Some(outcome) = self.game.current().outcome() {
            return self.finish(outcome, ctx);
        }
        if self.colour() == Some(self.game.current().side_to_move()) {
            *self.phase = Phase::Human;
            self.cursor_to_a_legal_move();
        } else {
            *self.phase = Phase::Waiting;
        }
    }

    /// What the status says while the table's other chair is to move: "bob is thinking.",
    /// or to a watcher whose move it is.
    pub(super) fn table_waiting_text(&self) -> Option<String> {
        let link = self.link.as_ref()?;
        let mover = self.game.current().side_to_move();
        let name = link.name(mover);
        Some(if link.viewer.watching() {
            t!("othello.table_watching", name = name, colour = colour_name(mover)).into_owned()
        } else {
            t!("tables.their_move", name = name).into_owned()
        })
    }

    /// The result's first line at a table when the player did not win it: "bob wins 40–24."
    /// (the panel beside it gives each name's colour; the banner is narrow).
    pub(super) fn table_result(&self, o: &Outcome) -> Option<String> {
        let name = self.link.as_ref()?.name(o.winner?);
        let (won, lost) = (o.black.max(o.white), o.black.min(o.white));
        Some(t!("othello.name_wins", name = name, won = won, lost = lost).into_owned())
    }

    /// The status's second line on the result: what Enter and Esc do at a table.
    pub(super) fn table_again(&self) -> Option<String> {
        let link = self.link.as_ref()?;
        Some(
            if link.viewer.watching() {
                t!("othello.watch_leave")
            } else {
                t!("tables.again_or_leave")
            }
            .into_owned(),
        )
    }

    /// Who played black and white at a table, as the records keep it: the player, and the
    /// person across by name or the table's computer at its level. `None` for a watcher,
    /// whose records keep only games they played.
    pub(super) fn table_record_seats(&self) -> Option<[RecordSeat; 2]> {
        let link = self.link.as_ref().filter(|l| !l.viewer.watching())?;
        let mine = self.colour()?;
        let across = match link.people.get(1).cloned().flatten() {
            Some(name) => RecordSeat::Named { name },
            None => {
                let level = match link.bracket {
                    Some(Bracket::Level(level)) => level,
                    _ => self.level_of(mine.opponent()),
                };
                RecordSeat::Computer { level: Strength::from(level).number() }
            }
        };
        let mut seats = [RecordSeat::Person, across];
        if mine == Colour::White {
            seats.reverse();
        }
        Some(seats)
    }

    /// The other chair's name, for "Wait for bob's move".
    /// True at a table where a person sits across (not the table's computer).
    pub(super) fn person_across(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.people.get(1).is_some_and(Option::is_some))
    }

    pub(super) fn other_name(&self) -> Option<String> {
        let colour = self.colour()?;
        self.link.as_ref().map(|l| l.name(colour.opponent()))
    }
}

impl TableMode for OthelloScreen {
    /// Shown now if the screen is between moves, else queued behind the one being shown.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx) {
        let Some(link) = self.link.as_mut() else { return };
        link.mail.deliver(event);
        if matches!(*self.phase, Phase::Human | Phase::Waiting | Phase::Over(_)) {
            self.next_table_event(ctx);
        }
    }

    fn take_asks(&mut self) -> Vec<Ask> {
        self.link.as_mut().map(|l| l.mail.take_asks()).unwrap_or_default()
    }

    fn is_over(&self) -> bool {
        OthelloScreen::is_over(self)
    }

    fn detail(&self, name_cells: usize) -> String {
        match self.colour() {
            Some(colour) => t!("othello.you_play", colour = colour_name(colour)).into_owned(),
            // A watcher: the seat's header says "watching" itself.
            None => {
                let name = |c| {
                    let name = self.link.as_ref().map(|l| l.name(c)).unwrap_or_default();
                    crate::widgets::clip::clip(&name, name_cells).into_owned()
                };
                t!("othello.levels", black = name(Colour::Black), white = name(Colour::White))
                    .into_owned()
            }
        }
    }

    fn set_names(&mut self, names: &[String]) {
        if let Some(link) = self.link.as_mut() {
            link.names = names.to_vec();
        }
    }

    fn set_bracket(&mut self, bracket: Bracket) {
        if let Some(link) = self.link.as_mut() {
            link.bracket = Some(bracket);
        }
    }

    fn set_people(&mut self, people: &[Option<String>]) {
        if let Some(link) = self.link.as_mut() {
            link.people = people.to_vec();
        }
    }
}

/// This game's screen for a seat at a table playing `game` (its registry entry's `seat`).
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Option<Box<dyn TableMode>> {
    seat_at(game, |t: &OthelloTable| OthelloScreen::at_table(t, viewer, ctx))
}
