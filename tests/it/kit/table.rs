//! Tables with friends, in process: several sessions' apps (one `Harness` each, as a server
//! session runs one `App`) at one `Tables`, driven through their screens: the Tables list, the
//! new-table form, the waiting room. The table's clock is driven by hand (`Tables::advance`),
//! and `Msg::TableChanged` is sent to every session after each change, as the server's wakers
//! do. `old_maid/table.rs` plays whole games with it; every game's `table.rs` does the same.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::screens::tables::{Mode, SeatedScreen, TablesScreen};
use asobi::storage::DataDir;
use asobi::tables::live::TableEvent;
use asobi::tables::{TableId, Tables, TablesHandle};
use asobi::testing::Harness;
use crossterm::event::KeyCode;

pub const NAMES: [&str; 3] = ["alice", "bob", "carol"];

pub struct Table {
    pub tables: Arc<Tables>,
    pub people: Vec<Harness>,
    /// Every card each chair has held, and the discards (see `update_seen`), as of `seen_to`.
    pub seen: Vec<HashSet<Card>>,
    seen_to: u64,
    /// The table's clock, driven by hand and never behind the wall clock (see [`Table::tick`]).
    clock: Instant,
    dirs: Vec<tempfile::TempDir>,
}

impl Table {
    /// Three people at the server ([`NAMES`]), each on the Tables screen.
    pub fn new(seed: u64, size: (u16, u16)) -> Table {
        Table::named(seed, size, NAMES)
    }

    /// Three people of these names at the server, each on the Tables screen.
    pub fn named(seed: u64, size: (u16, u16), names: [&str; 3]) -> Table {
        Table::named_in(seed, size, names, asobi::i18n::Language::En)
    }

    /// As [`Table::named`], every session's screens in `lang`.
    pub fn named_in(
        seed: u64,
        size: (u16, u16),
        names: [&str; 3],
        lang: asobi::i18n::Language,
    ) -> Table {
        let tables = Tables::new(4, asobi::tables::lobby::WAIT, 4, asobi::tables::live::PACE);
        let mut dirs = Vec::new();
        let people = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let dir = tempfile::tempdir().unwrap();
                let handle =
                    TablesHandle { tables: tables.clone(), name: name.to_string(), from: None };
                let mut h = Harness::builder(DataDir::at(dir.path()), seed.wrapping_add(i as u64))
                    .lang(lang)
                    .at_tables(handle)
                    .size(size.0, size.1)
                    .build();
                dirs.push(dir);
                // The Tables entry follows the five games on the menu.
                h.send(Msg::char('6'));
                assert!(h.page::<TablesScreen>().is_some(), "{}", h.render());
                h
            })
            .collect();
        let seen = vec![HashSet::new(); 4];
        Table { tables, people, seen, seen_to: 0, clock: Instant::now(), dirs }
    }

    /// The data folder of person `who` (their statistics, records, settings).
    pub fn data_dir(&self, who: usize) -> &std::path::Path {
        self.dirs[who].path()
    }

    /// The table's clock moves a computer's pace on (2 s) and plays what is due.
    pub fn tick(&mut self) {
        self.tick_by(Duration::from_secs(2));
    }

    /// The table's clock moves `ahead` on and plays what is due. It runs ahead of the wall
    /// clock and never back: a computer moving twice in a row (the others out, or passed) is
    /// due a pace after its first move, which this clock played at its own time.
    pub fn tick_by(&mut self, ahead: Duration) {
        self.clock = self.clock.max(Instant::now()) + ahead;
        self.tables.advance(self.clock);
    }

    /// Every session hears that something changed, and shows it to its end.
    pub fn tell_all(&mut self) {
        for h in &mut self.people {
            h.send(Msg::TableChanged);
            settle(h);
        }
    }

    /// The first table open.
    pub fn id(&self) -> TableId {
        self.tables.read(|l| l.list()[0].id)
    }

    /// Alice opens a table of `game` (the form's first chair count for it), the people
    /// `guests` (indices into [`NAMES`]) join, and she starts it: computers take the rest.
    pub fn open_table(&mut self, game: GameId, guests: &[usize]) -> TableId {
        let alice = &mut self.people[0];
        alice.send(Msg::char('n'));
        choose_game(alice, game);
        alice.key(KeyCode::Enter);
        let id = self.id();
        self.tell_all();
        for &i in guests {
            self.people[i].key(KeyCode::Enter);
            self.tell_all();
        }
        self.people[0].key(KeyCode::Enter);
        self.tell_all();
        for &i in std::iter::once(&0).chain(guests) {
            let h = &self.people[i];
            assert!(h.page::<SeatedScreen>().is_some(), "{}", h.screen_text());
        }
        id
    }

    /// Alice opens a 4-chair Old Maid table, Bob and Carol join, Alice starts it.
    pub fn seat_everyone(&mut self) {
        self.seat_everyone_at(GameId::OldMaid);
    }

    /// Alice opens a table of `game` with the form's 4 chairs, Bob and Carol join, Alice
    /// starts it (a computer takes the fourth chair).
    pub fn seat_everyone_at(&mut self, game: GameId) {
        let alice = &mut self.people[0];
        alice.send(Msg::char('n'));
        assert_eq!(alice.page::<TablesScreen>().unwrap().mode(), Mode::Form(0));
        choose_game(alice, game);
        let form = alice.render();
        assert!(form.contains("◀ 4 ▶"), "{form}");
        alice.key(KeyCode::Enter);
        let id = self.id();
        assert_eq!(self.people[0].page::<TablesScreen>().unwrap().mode(), Mode::Room(id));
        self.tell_all();
        for i in 1..3 {
            let h = &mut self.people[i];
            h.key(KeyCode::Enter);
            assert_eq!(h.page::<TablesScreen>().unwrap().mode(), Mode::Room(id), "{}", h.render());
            self.tell_all();
        }
        let room = self.people[1].render();
        assert!(room.contains("alice (host)") && room.contains("carol"), "{room}");
        assert!(room.contains("Waiting for alice to start"), "{room}");
        // Only the host starts.
        self.people[1].key(KeyCode::Enter);
        assert!(self.people[1].render().contains("Only the host starts"));
        self.people[0].key(KeyCode::Enter);
        self.tell_all();
        for h in &self.people {
            assert!(h.page::<SeatedScreen>().is_some(), "{}", h.screen_text());
        }
    }

    /// Adds to what each chair has seen: the cards in its hand after every table event since
    /// the last call, the discards, and at the end the loser's hand (turned up for all).
    pub fn update_seen(&mut self, id: TableId) {
        let (events, next) = self.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            let events = live.events_since(self.seen_to).expect("called every step").to_vec();
            (events, live.next_seq())
        });
        self.seen_to = next;
        for event in events {
            let game = match event.of::<asobi::games::old_maid::Game>() {
                Some(TableEvent::Dealt(g) | TableEvent::Played { after: g, .. }) => g,
                None => panic!("not an Old Maid event: {event:?}"),
            };
            for (chair, seen) in self.seen.iter_mut().enumerate() {
                seen.extend(game.hand(chair).iter().copied());
                seen.extend(game.discards().iter().flat_map(|d| d.cards));
                if game.is_over() {
                    seen.extend(game.loser().map_or(&[][..], |l| game.hand(l)).iter().copied());
                }
            }
        }
    }
}

/// On the new-table form (its game row chosen): → steps through the games played at tables
/// until `game` shows (the form opens on Old Maid, with four chairs).
pub fn choose_game(h: &mut Harness, game: GameId) {
    let shown = format!("◀ {} ▶", game.name());
    for _ in 0..GameId::ALL.len() {
        if h.render().contains(&shown) {
            return;
        }
        h.key(KeyCode::Right);
    }
    panic!("{game:?} is not offered:\n{}", h.render());
}

/// Ticks a session until its game shows nothing moving (its turn timer may still run).
pub fn settle(h: &mut Harness) {
    for _ in 0..2000 {
        let moving = h.page::<SeatedScreen>().is_some_and(|s| s.game_animating());
        if !moving {
            return;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    panic!("the table screen never settled:\n{}", h.render());
}

/// Card faces in a frame: `7♥`, `10♠`, `JK`.
pub fn faces(frame: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in frame.lines() {
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if "♠♥♦♣".contains(c) && i > 0 {
                let rank = chars[i - 1];
                let ten = i > 1 && chars[i - 2] == '1' && rank == '0';
                if ten {
                    out.push(format!("10{c}"));
                } else if "A23456789JQK".contains(rank) {
                    out.push(format!("{rank}{c}"));
                }
            }
        }
        if line.contains("JK") {
            out.push("JK".into());
        }
    }
    out
}
