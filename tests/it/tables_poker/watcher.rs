//! A watcher at a poker table, driven without a session: the Tables screens do not seat
//! watchers yet, so the test opens the poker screen for `Viewer::Watcher` itself, feeds it
//! the table's events as a seat is fed, and draws it on a terminal of its own.

use std::time::Duration;

use asobi::event::Msg;
use asobi::records::Library;
use asobi::saves::SaveSlots;
use asobi::screens::poker::PokerTableScreen;
use asobi::screens::tables::{TableMode, Viewer};
use asobi::screens::{Ctx, DrawCtx, View};
use asobi::settings::Settings;
use asobi::stats::{GameResult, Stats};
use asobi::storage::DataDir;
use asobi::tables::LiveGame;
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use crate::tables::Table;

/// What a screen driven without the app needs.
pub struct Env {
    settings: Settings,
    stats: Stats,
    saves: SaveSlots,
    rng: StdRng,
    results: Vec<GameResult>,
    library: Library,
}

impl Env {
    fn new() -> Env {
        let saves = SaveSlots::load(&DataDir::in_memory(), asobi::screens::registry::check_saved);
        Env {
            settings: Settings::default(),
            stats: Stats::default(),
            saves: saves.0,
            rng: StdRng::seed_from_u64(1),
            results: Vec::new(),
            library: Library::default(),
        }
    }

    pub fn ctx(&mut self) -> Ctx<'_> {
        Ctx {
            settings: &mut self.settings,
            stats: &mut self.stats,
            saves: &mut self.saves,
            rng: &mut self.rng,
            seed: 0,
            area: Rect::new(0, 0, 80, 24),
            results: &mut self.results,
            library: &mut self.library,
            tables: None,
        }
    }
}

/// Someone watching the table: the poker screen for `Viewer::Watcher`, fed the table's
/// events as a seat is, and drawn on a terminal of its own (the Tables screens do not seat a
/// watcher yet, so it is driven here without a session).
pub struct Watcher {
    pub screen: PokerTableScreen,
    seq: u64,
    pub env: Env,
    terminal: Terminal<TestBackend>,
}

impl Watcher {
    pub fn new(t: &Table) -> Watcher {
        let mut env = Env::new();
        let id = t.id();
        let (game, seq) = t.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            (live.game.clone(), live.next_seq())
        });
        let LiveGame::Poker(game) = game else { panic!("not a poker table") };
        let mut screen = PokerTableScreen::at_table(&game, Viewer::Watcher, &mut env.ctx());
        // A watcher's seats are the chairs in order.
        screen.set_names(&["alice", "bob", "carol", "CPU 4"].map(String::from));
        let terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        Watcher { screen, seq, env, terminal }
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
        let env = &self.env;
        let screen = &self.screen;
        self.terminal.clear().unwrap();
        self.terminal
            .draw(|f| {
                let ctx = DrawCtx { settings: &env.settings, stats: &env.stats, seed: 0 };
                screen.draw(f, f.area(), &ctx);
            })
            .unwrap();
        let buf = self.terminal.backend().buffer();
        let mut out = String::new();
        for y in 0..buf.area.height {
            let mut skip = 0;
            for x in 0..buf.area.width {
                // A wide glyph's second cell holds a placeholder.
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let sym = buf[(x, y)].symbol();
                skip = ratatui::text::Span::raw(sym).width().saturating_sub(1);
                out.push_str(sym);
            }
            out.truncate(out.trim_end_matches(' ').len());
            out.push('\n');
        }
        out
    }
}
