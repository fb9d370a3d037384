//! One's chair at a shared table: the game's own screen in its table mode (its
//! [`TableMode`], opened by `registry::seat`), fed the table's events as they come, with the other chairs named, the turn
//! timer shown while it runs, and Esc to leave (a computer plays the chair meanwhile; the
//! Tables screen brings one back within ten minutes).
//!
//! The table's whole game stays on the server; the screen draws one chair's view of it, so
//! what reaches a person's terminal never holds another chair's cards (property-tested over
//! whole games in `tests/it/<game>/table.rs`).

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::Rect;

use super::header::{Named, SeatHeader};
use super::mode::{TableMode, Viewer, seat_of};
use crate::catalog::GameId;
use crate::event::Msg;
use crate::games::Level;
use crate::games::seat::Seat;
use crate::screens::{Ctx, DrawCtx, KeyHint, Transition, View, registry};
use crate::stats::Bracket;
use crate::tables::lobby::Chair;
use crate::tables::{Table, TableId, TablesHandle};
use crate::widgets::clip::clip;

pub struct SeatedScreen {
    handle: TablesHandle,
    id: TableId,
    /// One's chair, or watching.
    viewer: Viewer,
    /// The number of the next table event to show.
    seq: u64,
    /// The other chairs' names, by the screen's seat numbers (seat 0 is "you").
    names: Vec<String>,
    seed: u64,
    game: Box<dyn TableMode>,
    /// While a person is on turn: who (`None` for oneself) and when the table plays it
    /// instead.
    deadline: Option<(Option<String>, Instant)>,
    /// The turn timer as of the last message (drawn from here): whose, and seconds left.
    left: Option<(Option<String>, u64)>,
}

impl SeatedScreen {
    /// One's chair at the table one sits at, if its game is under way.
    pub fn open(handle: TablesHandle, ctx: &mut Ctx) -> Option<SeatedScreen> {
        // What happened while one was away counts first (a poker showdown, say).
        super::catch_up::catch_up(&handle, ctx, false);
        let name = handle.name.clone();
        let at = handle.tables.read(|l| {
            let t = l.table(l.seated_at(&name)?)?;
            Some((t.id, t.chair_of(&name)?))
        });
        let (id, chair) = at?;
        SeatedScreen::at(handle, id, Viewer::Chair(chair), ctx)
    }

    /// Watching table `id`, a game under way that one does not sit at.
    pub fn watch(handle: TablesHandle, id: TableId, ctx: &mut Ctx) -> Option<SeatedScreen> {
        let name = handle.name.clone();
        let screen = SeatedScreen::at(handle, id, Viewer::Watcher, ctx)?;
        // Counted on the list while watching; a table gone meanwhile is simply not watched.
        screen.handle.tables.change(|l| l.watch(&name, id)).ok()?;
        Some(screen)
    }

    fn at(handle: TablesHandle, id: TableId, viewer: Viewer, ctx: &mut Ctx) -> Option<Self> {
        let at = handle.tables.read(|l| Some(l.table(id)?.live.as_ref()?.next_seq()))?;
        SeatedScreen::from_event(handle, id, viewer, at, ctx)
    }

    /// The screen of `viewer` at table `id` as it stood before event `seq`, which it shows
    /// next (the game as it is when `seq` is the next event the table will have).
    pub(super) fn from_event(
        handle: TablesHandle,
        id: TableId,
        viewer: Viewer,
        seq: u64,
        ctx: &mut Ctx,
    ) -> Option<Self> {
        let (seed, game, (seating, deal)) = handle.tables.read(|l| {
            let t = l.table(id)?;
            let live = t.live.as_ref()?;
            let game = match seq.checked_sub(1) {
                Some(last) if seq < live.next_seq() => live.game_after(last)?,
                _ => live.game.clone(),
            };
            Some((live.seed, game, (Seating::of(t), live.last_deal().cloned())))
        })?;
        let mut game = registry::seat(&game, viewer, ctx);
        if let Some(deal) = deal {
            game.set_deal(&deal);
        }
        let mut s = SeatedScreen {
            id,
            viewer,
            seq,
            names: Vec::new(),
            seed,
            game,
            deadline: None,
            left: None,
            handle,
        };
        s.read_chairs(seating);
        s.count_down();
        Some(s)
    }

    /// Shows every event not yet shown and lets each play out at once, unseen, taking no
    /// key and asking nothing: the screen reports what it would have reported live.
    pub(super) fn play_through(&mut self, ctx: &mut Ctx) {
        self.sync(ctx);
        let tick = Msg::Tick(std::time::Duration::from_millis(100));
        // Bounded: a screen that never settles must not hold the session.
        for _ in 0..20_000 {
            if !self.game.animating() {
                break;
            }
            self.game.update(&tick, ctx);
            let _ = self.game.take_asks();
        }
    }

    /// The game's screen, if it is a `T` (tests look into it).
    pub fn screen<T: 'static>(&self) -> Option<&T> {
        self.game_any().downcast_ref::<T>()
    }

    /// The game's screen, whatever game it is (tests look into it: `testing::view_of`).
    pub fn game_any(&self) -> &dyn std::any::Any {
        self.game.as_any()
    }

    /// True while the game's screen shows something moving (a turn timer aside).
    pub fn game_animating(&self) -> bool {
        self.game.animating()
    }

    /// One's chair (the first for a watcher, whose screen is turned to it).
    pub fn chair(&self) -> usize {
        self.viewer.chair()
    }

    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    /// Names and the turn timer from the table as it is.
    fn read_chairs(&mut self, seating: Seating) {
        let n = seating.chairs.len();
        self.names = vec![String::new(); n];
        for (c, chair) in seating.chairs.iter().enumerate() {
            let seat = seat_of(c, self.viewer, n);
            self.names[seat] = match &chair.seat {
                Some(Seat::Remote(name)) if chair.away_since.is_some() => {
                    t!("tables.away_name", name = name).into_owned()
                }
                Some(Seat::Remote(name)) => name.clone(),
                _ => t!("oldmaid.cpu", n = c + 1).into_owned(),
            };
        }
        self.game.set_names(&self.names);
        let mut people = vec![None; n];
        for (c, chair) in seating.chairs.iter().enumerate() {
            if let Some(Seat::Remote(name)) = &chair.seat {
                people[seat_of(c, self.viewer, n)] = Some(name.clone());
            }
        }
        self.game.set_people(&people);
        let mine = |c: usize| self.viewer == Viewer::Chair(c);
        let people_across = seating
            .chairs
            .iter()
            .enumerate()
            .any(|(c, chair)| !mine(c) && matches!(chair.seat, Some(Seat::Remote(_))));
        let bracket = if people_across { Bracket::People } else { Bracket::Level(seating.level) };
        self.game.set_bracket(bracket);
        self.deadline = seating.deadline.map(|(chair, at)| {
            let mine = self.viewer == Viewer::Chair(chair);
            let whose = (!mine).then(|| match &seating.chairs[chair].seat {
                Some(Seat::Remote(name)) => name.clone(),
                _ => String::new(),
            });
            (whose, at)
        });
    }

    /// Reads the table again: its chairs, then every event not yet shown. False when the
    /// table is gone (everyone left it).
    fn sync(&mut self, ctx: &mut Ctx) -> bool {
        let id = self.id;
        let since = self.seq;
        let read = self.handle.tables.read(|l| {
            let t = l.table(id)?;
            let live = t.live.as_ref()?;
            let events = live.events_since(since).map(<[_]>::to_vec);
            let game = events.is_none().then(|| live.game.clone());
            Some((Seating::of(t), events, live.next_seq(), game))
        });
        let Some((seating, events, next, game)) = read else { return false };
        self.seq = next;
        match events {
            Some(events) => {
                for event in events {
                    self.game.table_event(event, ctx);
                }
            }
            // Too far behind: start again from the game as it is.
            None => {
                if let Some(game) = game {
                    self.game = registry::seat(&game, self.viewer, ctx);
                }
            }
        }
        self.read_chairs(seating);
        self.count_down();
        true
    }

    fn count_down(&mut self) {
        self.left = self.deadline.as_ref().map(|(whose, at)| {
            (whose.clone(), at.saturating_duration_since(Instant::now()).as_secs())
        });
    }

    /// Sends the game screen's requests to the table.
    fn send_asks(&mut self) {
        for ask in self.game.take_asks() {
            // A refused move leaves the table as it was; the screen's step waits for the
            // table's next event, which the refusal does not send, so it is read again.
            let _ = self.handle.ask(ask);
        }
    }

    /// Leaves one's chair (a computer plays it meanwhile), or stops watching.
    fn leave(&self) {
        let name = self.handle.name.clone();
        if self.viewer.watching() {
            self.handle.tables.change(|l| l.stop_watching(&name));
        } else {
            self.handle.tables.change(|l| l.leave(&name, Instant::now()));
        }
    }
}

impl View for SeatedScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if *msg == Msg::TableChanged {
            // A watched table closes when its people have all gone: back to the list.
            return if self.sync(ctx) { Transition::Stay } else { Transition::Back };
        }
        let transition = self.game.update(msg, ctx);
        self.send_asks();
        if !self.sync(ctx) {
            return Transition::Back;
        }
        match transition {
            Transition::Back => {
                self.leave();
                Transition::Back
            }
            // A game at a table opens nothing else and never quits the program by itself.
            _ => Transition::Stay,
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let table_ctx = DrawCtx { seed: Some(self.seed), ..*ctx };
        self.game.draw(frame, area, &table_ctx);
        // The header names the table and its turn timer in place of the seed: a table's game
        // is not replayed from a seed (its people choose).
        let named = |cells: usize| Named {
            detail: self.game.detail(cells),
            timer: self.left.as_ref().map(|(whose, secs)| {
                let text = match whose {
                    None => t!("tables.time_left", secs = secs),
                    Some(name) => {
                        t!("tables.their_time_left", name = clip(name, cells), secs = secs)
                    }
                };
                (text.into_owned(), whose.is_none() && *secs <= 10)
            }),
        };
        let watching = t!("tables.watching");
        SeatHeader {
            // A seat's screen is always a game's, so its name is always there.
            game: &self.game().map(GameId::name).unwrap_or_default(),
            table: &t!("tables.at_table", id = self.id.0),
            watching: self.viewer.watching().then_some(&*watching),
            named: &named,
        }
        .draw(frame, area);
    }

    fn hints(&self) -> Vec<KeyHint> {
        let mut hints = self.game.hints();
        let over = self.game.is_over();
        for h in &mut hints {
            match h.key {
                "Esc" if self.viewer.watching() => h.action = t!("tables.key_stop_watching"),
                "Esc" => h.action = t!("tables.key_leave"),
                "Enter" if over && !self.viewer.watching() => h.action = t!("tables.key_rematch"),
                _ => {}
            }
        }
        hints
    }

    fn game(&self) -> Option<GameId> {
        self.game.game()
    }

    /// While a person's turn timer runs, time passes on screen.
    fn animating(&self) -> bool {
        self.game.animating() || self.deadline.is_some()
    }

    /// A watcher loses nothing by quitting, so `q` does not ask them. A person in a chair is
    /// asked until the game's result, from its first moment: the others' game goes on with a
    /// computer in their chair (a board game played alone asks only once a move is made, as
    /// quitting before loses nothing).
    fn in_progress(&self) -> bool {
        !self.viewer.watching() && !self.game.is_over()
    }

    /// A table's game is not saved for the menu: it goes on at the server, a computer playing
    /// the chair of whoever is away, and the chair is theirs to take back from Tables (the
    /// table is kept across a restart, `tables/store.rs`). The game played alone says
    /// "saved; resume it from the menu".
    fn quit_note(&self) -> std::borrow::Cow<'static, str> {
        t!("tables.quit_in_progress")
    }

    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        self.game.popup_room(body)
    }

    fn min_size(&self) -> (u16, u16) {
        self.game.min_size()
    }
}

/// What the screen reads of its table's chairs at each change.
struct Seating {
    chairs: Vec<Chair>,
    /// The level of the table's computers.
    level: Level,
    /// While a person is on turn: their chair, and when the table plays for them.
    deadline: Option<(usize, Instant)>,
}

impl Seating {
    fn of(t: &Table) -> Seating {
        let live = t.live.as_ref();
        let person = live.and_then(|l| l.on_turn()).filter(|&c| !t.automatic(c));
        let deadline = person.zip(live.and_then(|l| l.due));
        Seating { chairs: t.chairs.clone(), level: t.level, deadline }
    }
}
