//! The Tables screen (`asobi serve` only): the server's open tables (game, host, people,
//! waiting or playing), a form to open a new one (game, chairs, level of the computers that
//! fill the empty chairs), and the waiting room of the table one sits at, where the host
//! starts the game. When the game starts, every person at the table is taken to it
//! (`seated.rs`); someone whose connection dropped finds their table marked here and returns
//! to their chair with Enter. Enter on anyone else's table under way watches it (`seated.rs`
//! with a `Viewer::Watcher`: the board, and at card tables the backs of every hand).
//!
//! The list is read from the lobby when drawn, so it is never stale; changes made by others
//! arrive as `Msg::TableChanged`.

mod catch_up;
mod header;
mod mailbox;
mod mode;
mod seated;
mod view;

use std::time::Instant;

use crossterm::event::KeyCode;
use rand::RngExt;
use ratatui::Frame;
use ratatui::layout::Rect;

pub use catch_up::catch_up;
pub use mailbox::Mailbox;
pub use mode::{TableMode, Viewer, seat_at, seat_of};
pub use seated::SeatedScreen;

use super::keymap::{self, Act, Binding, KeyMap, Keys};
use super::{Ctx, DrawCtx, KeyHint, Screen, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::Level;
use crate::settings::Settings;
use crate::tables::lobby::seats_for;
use crate::tables::{Phase, Refused, TableId, TablesHandle, live};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Open,
    New,
    Start,
    Back,
}

/// Keys on the list of tables.
const LIST: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "tables.key_open", Action::Open),
    Binding::new(Keys::Codes(&[KeyCode::Char('n')]), "n", "tables.key_new", Action::New),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys on a table under way that one does not sit at: Enter watches it.
const LIST_WATCH: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "tables.key_watch", Action::Open),
    Binding::new(Keys::Codes(&[KeyCode::Char('n')]), "n", "tables.key_new", Action::New),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys on the list's last line, which opens the form.
const LIST_NEW: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "tables.key_open_new", Action::Open),
    Binding::hidden(Keys::Codes(&[KeyCode::Char('n')]), Action::New),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// Keys on the new-table form.
const FORM: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::MOVE, "←↑↓→", "key.change", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "tables.key_create", Action::Open),
    Binding::new(keymap::BACK, "Esc", "key.cancel", Action::Back),
]);

/// Keys in the host's waiting room.
const ROOM: KeyMap<Action> = KeyMap(&[
    Binding::new(keymap::CONFIRM, "Enter", "tables.key_start", Action::Start),
    Binding::new(keymap::BACK, "Esc", "tables.key_leave", Action::Back),
]);

/// Keys in a guest's waiting room (Enter is answered: only the host starts).
const ROOM_GUEST: KeyMap<Action> = KeyMap(&[
    Binding::hidden(keymap::CONFIRM, Action::Start),
    Binding::new(keymap::BACK, "Esc", "tables.key_leave", Action::Back),
]);

/// What the screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    List,
    /// The new-table form, with the row being changed.
    Form(usize),
    /// The waiting room of the table one sits at.
    Room(TableId),
}

/// The new table's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    pub game: GameId,
    pub chairs: usize,
    pub level: Level,
}

/// The status line: a refusal, worded when drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Refused(Refused),
    /// The table one waited at is gone (its host left).
    Closed,
}

pub struct TablesScreen {
    handle: TablesHandle,
    mode: Mode,
    /// The line picked on the list: a table, or the "new table" line after them.
    selected: usize,
    form: Form,
    notice: Option<Notice>,
}

impl TablesScreen {
    /// The screen, over `asobi serve` (`None` in the local program, which has no tables).
    pub fn open(ctx: &mut Ctx) -> Option<Screen> {
        let handle = ctx.tables?.clone();
        let mut screen = TablesScreen {
            handle,
            mode: Mode::List,
            selected: 0,
            form: Form {
                game: GameId::OldMaid,
                chairs: usual_chairs(GameId::OldMaid, ctx.settings),
                level: Level::Normal,
            },
            notice: None,
        };
        // One's own table first: the waiting room, or the list with it picked.
        if let Some(id) = screen.my_table() {
            let waiting = screen.handle.tables.read(|l| l.table(id).map(|t| t.phase));
            match waiting {
                Some(Phase::Waiting) => screen.mode = Mode::Room(id),
                _ => screen.selected = screen.index_of(id),
            }
        }
        Some(Screen::Page(Box::new(screen)))
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    fn my_table(&self) -> Option<TableId> {
        self.handle.tables.read(|l| l.seated_at(&self.handle.name))
    }

    fn index_of(&self, id: TableId) -> usize {
        self.handle.tables.read(|l| l.list().iter().position(|t| t.id == id)).unwrap_or(0)
    }

    fn keymap(&self) -> &'static KeyMap<Action> {
        match self.mode {
            Mode::List => {
                let list = self.handle.tables.read(|l| l.list());
                match list.get(self.selected) {
                    None => &LIST_NEW,
                    Some(t) if self.watchable(t.id, t.phase) => &LIST_WATCH,
                    Some(_) => &LIST,
                }
            }
            Mode::Form(_) => &FORM,
            Mode::Room(id)
                if self.handle.tables.read(|l| l.table(id).map(|t| t.host.clone()))
                    == Some(self.handle.name.clone()) =>
            {
                &ROOM
            }
            Mode::Room(_) => &ROOM_GUEST,
        }
    }

    fn refused(&mut self, r: Refused) {
        self.notice = Some(Notice::Refused(r));
    }

    /// True for a table under way that one does not sit at: Enter watches it.
    fn watchable(&self, id: TableId, phase: Phase) -> bool {
        phase != Phase::Waiting && self.my_table() != Some(id)
    }

    /// Enter on the list: the new-table form, a waiting table joined, one's own table under
    /// way returned to, or another table under way watched.
    fn open_selected(&mut self, ctx: &mut Ctx) -> Transition {
        let list = self.handle.tables.read(|l| l.list());
        let Some(line) = list.get(self.selected) else {
            self.mode = Mode::Form(0);
            return Transition::Stay;
        };
        if self.watchable(line.id, line.phase) {
            return match SeatedScreen::watch(self.handle.clone(), line.id, ctx) {
                Some(watching) => Transition::Goto(Screen::Page(Box::new(watching))),
                None => Transition::Stay,
            };
        }
        let (id, name) = (line.id, self.handle.name.clone());
        match self.handle.tables.change(|l| l.join(id, &name, Instant::now())) {
            Ok(_) if line.phase == Phase::Waiting => self.mode = Mode::Room(id),
            Ok(_) => return self.take_seat(ctx),
            Err(r) => self.refused(r),
        }
        Transition::Stay
    }

    /// Opens the table with the form's options, its creator in the first chair.
    fn create(&mut self) {
        let Form { game, chairs, level } = self.form;
        let (name, from, now) = (self.handle.name.clone(), self.handle.from, Instant::now());
        match self.handle.tables.change(|l| l.create_from(&name, from, game, chairs, level, now)) {
            Ok(id) => self.mode = Mode::Room(id),
            Err(r) => self.refused(r),
        }
    }

    /// ←/→ on a form row (↑/↓ pick the row). A new game starts from its usual number of
    /// chairs, not from whatever the game passed on the way allowed.
    fn change(&mut self, row: usize, d: Direction, settings: &Settings) {
        let step: isize = if matches!(d, Direction::Left) { -1 } else { 1 };
        let games: Vec<GameId> =
            GameId::ALL.iter().copied().filter(|&g| live::playable(g)).collect();
        match row {
            0 => {
                let i = games.iter().position(|&g| g == self.form.game).unwrap_or(0) as isize;
                self.form.game = games[(i + step).rem_euclid(games.len() as isize) as usize];
                self.form.chairs = usual_chairs(self.form.game, settings);
            }
            1 => {
                let range = seats_for(self.form.game);
                let n = self.form.chairs as isize + step;
                self.form.chairs = n.clamp(*range.start() as isize, *range.end() as isize) as usize;
            }
            _ => {
                let all = Level::ALL;
                let i = all.iter().position(|&l| l == self.form.level).unwrap_or(0) as isize;
                self.form.level = all[(i + step).clamp(0, all.len() as isize - 1) as usize];
            }
        }
        let range = seats_for(self.form.game);
        self.form.chairs = self.form.chairs.clamp(*range.start(), *range.end());
    }

    /// The game at one's table has started: to one's chair.
    fn take_seat(&mut self, ctx: &mut Ctx) -> Transition {
        self.mode = Mode::List;
        match SeatedScreen::open(self.handle.clone(), ctx) {
            Some(seated) => Transition::Goto(Screen::Page(Box::new(seated))),
            None => Transition::Stay,
        }
    }

    /// After any change at the tables: a waiting room whose game started goes to it, one
    /// whose table closed goes back to the list.
    fn follow(&mut self, ctx: &mut Ctx) -> Transition {
        let Mode::Room(id) = self.mode else { return Transition::Stay };
        let phase = self.handle.tables.read(|l| {
            l.table(id).filter(|t| t.chair_of(&self.handle.name).is_some()).map(|t| t.phase)
        });
        match phase {
            None => {
                self.mode = Mode::List;
                self.notice = Some(Notice::Closed);
                Transition::Stay
            }
            Some(Phase::Waiting) => Transition::Stay,
            Some(_) => self.take_seat(ctx),
        }
    }

    fn act(&mut self, act: Act<Action>, ctx: &mut Ctx) -> Transition {
        self.notice = None;
        let lines = self.handle.tables.read(|l| l.list().len()) + 1;
        match (self.mode, act) {
            (Mode::List, Act::Move(_, d)) => {
                let step = if matches!(d, Direction::Up) { lines - 1 } else { 1 };
                self.selected = (self.selected + step) % lines;
            }
            (Mode::List, Act::Plain(Action::Open)) => return self.open_selected(ctx),
            (Mode::List, Act::Plain(Action::New)) => self.mode = Mode::Form(0),
            (Mode::List, Act::Plain(Action::Back)) => return Transition::Back,
            (Mode::Form(row), Act::Move(_, d @ (Direction::Up | Direction::Down))) => {
                let step = if d == Direction::Up { 2 } else { 1 };
                self.mode = Mode::Form((row + step) % 3);
            }
            (Mode::Form(row), Act::Move(_, d)) => self.change(row, d, ctx.settings),
            (Mode::Form(_), Act::Plain(Action::Open)) => self.create(),
            (Mode::Form(_), Act::Plain(Action::Back)) => self.mode = Mode::List,
            (Mode::Room(id), Act::Plain(Action::Start)) => {
                let (name, seed) = (self.handle.name.clone(), ctx.rng.random::<u64>());
                let started =
                    self.handle.tables.change(|l| l.start(id, &name, seed, Instant::now()));
                match started {
                    Ok(()) => return self.take_seat(ctx),
                    Err(r) => self.refused(r),
                }
            }
            (Mode::Room(_), Act::Plain(Action::Back)) => {
                let name = self.handle.name.clone();
                self.handle.tables.change(|l| l.leave(&name, Instant::now()));
                self.mode = Mode::List;
            }
            _ => {}
        }
        Transition::Stay
    }
}

/// The chairs a new table of `game` starts with on the form: the player's own table size
/// for a game whose settings choose one (`GameScreen::usual_chairs`), else the most the game
/// seats (the computers fill what people leave empty).
fn usual_chairs(game: GameId, settings: &Settings) -> usize {
    let seats = seats_for(game);
    let usual = super::registry::entry(game).usual_chairs(settings).unwrap_or(*seats.end());
    usual.clamp(*seats.start(), *seats.end())
}

impl View for TablesScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::TableChanged => self.follow(ctx),
            Msg::Key(_) => match self.keymap().action(msg) {
                Some(act) => self.act(act, ctx),
                None => Transition::Stay,
            },
            _ => Transition::Stay,
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, _ctx: &DrawCtx) {
        view::draw(self, frame, area);
    }

    fn hints(&self) -> Vec<KeyHint> {
        self.keymap().hints()
    }

    fn min_size(&self) -> (u16, u16) {
        (60, 20)
    }
}
