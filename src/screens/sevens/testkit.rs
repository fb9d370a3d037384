//! A small harness for tests that need a Killer Sevens screen on a chosen position (the app's
//! `Harness` always deals a fresh game): it owns the settings, statistics and RNG a `Ctx`
//! borrows, sends messages, and renders the screen with its hint bar the way the app does.

use std::time::Duration;

use crate::games::random::GameRng;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rand::SeedableRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use super::SevensScreen;
use crate::event::Msg;
use crate::games::sevens::Game;
use crate::saves::SaveSlots;
use crate::screens::{Ctx, DrawCtx, Searching, Transition, View};
use crate::settings::Settings;
use crate::stats::Stats;
use crate::storage::DataDir;
use crate::widgets::key_hints::KeyHintBar;

/// One Sevens screen with everything its `Ctx` needs.
pub struct ScreenHarness {
    pub screen: SevensScreen,
    pub settings: Settings,
    pub stats: Stats,
    pub rng: GameRng,
    pub seed: u64,
    pub seeds: crate::seeds::Seeds,
    pub terminal: Terminal<TestBackend>,
    pub saves: SaveSlots,
    /// The last transition the screen asked for.
    pub last: Option<Transition>,
}

impl ScreenHarness {
    /// A screen on `game` at `width` x `height` with `settings` and an RNG from `seed`.
    pub fn new(game: Game, settings: Settings, seed: u64, width: u16, height: u16) -> Self {
        let mut settings = settings;
        let mut stats = Stats::default();
        let mut rng = GameRng::seed_from_u64(seed);
        let mut seeds = crate::seeds::Seeds::new(seed);
        let area = Self::body(width, height);
        let mut saves =
            SaveSlots::load(&DataDir::in_memory(), crate::screens::registry::check_saved).0;
        let mut ctx = Ctx {
            settings: &mut settings,
            stats: &mut stats,
            saves: &mut saves,
            rng: &mut rng,
            seeds: &mut seeds,
            area,
            results: &mut Vec::new(),
            library: &mut Default::default(),
            tables: None,
            searching: Searching::Background,
        };
        let screen = SevensScreen::from_game(game, &mut ctx);
        let terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
        ScreenHarness { screen, settings, stats, saves, rng, seed, seeds, terminal, last: None }
    }

    /// The screen of `viewer` at a table whose game is `game` (in the table's numbering),
    /// its computers at `level` (a watcher's screen has no `SeatedScreen` around it).
    pub fn at_table(
        game: &Game,
        level: crate::settings::Level,
        viewer: crate::screens::tables::Viewer,
        settings: Settings,
        width: u16,
        height: u16,
    ) -> Self {
        let mut h = ScreenHarness::new(game.clone(), settings, 0, width, height);
        h.screen = h.with_ctx(|_, ctx| SevensScreen::at_table(game, level, viewer, ctx));
        h
    }

    /// Runs `f` on the screen with a `Ctx` as `send` builds it (the results it reports are
    /// recorded), e.g. to give it a table's event.
    pub fn with_ctx<R>(&mut self, f: impl FnOnce(&mut SevensScreen, &mut Ctx) -> R) -> R {
        let size = self.terminal.backend().buffer().area;
        let mut results = Vec::new();
        let mut ctx = Ctx {
            settings: &mut self.settings,
            stats: &mut self.stats,
            saves: &mut self.saves,
            rng: &mut self.rng,
            seeds: &mut self.seeds,
            area: Self::body(size.width, size.height),
            results: &mut results,
            library: &mut Default::default(),
            tables: None,
            searching: Searching::Background,
        };
        let out = f(&mut self.screen, &mut ctx);
        for result in results {
            self.stats.add(result);
        }
        out
    }

    /// The screen's area: all rows but the hint bar.
    fn body(width: u16, height: u16) -> Rect {
        Rect::new(0, 0, width, height.saturating_sub(1))
    }

    pub fn send(&mut self, msg: Msg) -> &mut Self {
        // As the app does after each message, the results reported are recorded.
        self.last = Some(self.with_ctx(|screen, ctx| screen.update(&msg, ctx)));
        self
    }

    pub fn key(&mut self, code: KeyCode) -> &mut Self {
        self.send(Msg::key(code))
    }

    pub fn click(&mut self, column: u16, row: u16) -> &mut Self {
        self.send(Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }))
    }

    pub fn tick(&mut self, ms: u64) -> &mut Self {
        self.send(Msg::Tick(Duration::from_millis(ms)))
    }

    /// Ticks in 50 ms steps while the screen animates (at most `limit` ticks), waiting a real
    /// millisecond after a step only while a Hard search may be working on its worker (this
    /// kit's computers search in the background, as the program's do), so its answer can
    /// arrive; the pauses and animations of every other step need no real time.
    pub fn settle(&mut self, limit: usize) -> &mut Self {
        for _ in 0..limit {
            if !self.screen.animating() {
                break;
            }
            self.tick(50);
            let thinking = matches!(self.screen.phase, super::flow::Phase::Thinking { .. });
            if thinking && self.screen.level == crate::settings::Level::Hard {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self
    }

    /// Draws the screen and its hint bar; returns the text, like `Harness::render`.
    pub fn render(&mut self) -> String {
        let (screen, settings, stats, seed) =
            (&self.screen, &self.settings, &self.stats, self.seed);
        self.terminal
            .draw(|f| {
                let area = f.area();
                let body = Self::body(area.width, area.height);
                let ctx = DrawCtx { settings, stats, seed: Some(seed) };
                screen.draw(f, body, &ctx);
                let hints = screen.hints();
                let bar = Rect::new(0, area.height.saturating_sub(1), area.width, 1);
                f.render_widget(&KeyHintBar { hints: &hints }, bar);
            })
            .expect("draw");
        crate::testing::buffer_text(self.terminal.backend().buffer())
    }
}
