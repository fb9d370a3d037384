//! A watcher at a poker table, driven without a session (`tables/watch.rs` watches from the
//! Tables list): the test opens the poker screen for `Viewer::Watcher` itself, feeds it the
//! table's events as a seat is fed, and sees every frame of the animations as it goes.

use std::time::Duration;

use asobi::event::Msg;
use asobi::games::poker::several_hands::Game;
use asobi::screens::View;
use asobi::screens::poker::PokerTableScreen;
use asobi::screens::tables::{TableMode, Viewer};
use ratatui::layout::Rect;

use crate::kit::table::Table;
use asobi::testing::Direct;

/// Someone watching the table: the poker screen for `Viewer::Watcher`, fed the table's
/// events as a seat is, and drawn on a terminal of its own.
pub struct Watcher {
    pub screen: PokerTableScreen,
    seq: u64,
    pub env: Direct,
}

impl Watcher {
    pub fn new(t: &Table) -> Watcher {
        let mut env = Direct::new(0);
        env.area = Rect::new(0, 0, 80, 24);
        let id = t.id();
        let (game, seq) = t.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            (live.game.clone(), live.next_seq())
        });
        let Some(game) = game.state::<Game>() else { panic!("not a poker table") };
        let mut screen = PokerTableScreen::at_table(game, Viewer::Watcher, &mut env.ctx());
        // A watcher's seats are the chairs in order.
        screen.set_names(&["alice", "bob", "carol", "CPU 4"].map(String::from));
        Watcher { screen, seq, env }
    }

    /// The table's new events, shown to their end.
    pub fn follow(&mut self, t: &Table) {
        self.feed(t);
        for _ in 0..2000 {
            if !self.screen.animating() {
                return;
            }
            self.screen.update(&Msg::Tick(Duration::from_millis(50)), &mut self.env.ctx());
        }
        panic!("the watcher's screen never settled");
    }

    /// The table's new events, handed to the screen (which starts showing them).
    pub fn feed(&mut self, t: &Table) {
        let id = t.id();
        let (events, next) = t.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            (live.events_since(self.seq).unwrap().to_vec(), live.next_seq())
        });
        self.seq = next;
        for event in events {
            self.screen.table_event(event, &mut self.env.ctx());
        }
    }

    pub fn render(&mut self) -> String {
        self.env.render(&self.screen, 80, 24)
    }
}
