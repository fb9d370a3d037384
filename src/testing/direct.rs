//! A screen driven without the app: `Direct` owns what a `Ctx` borrows (settings, statistics,
//! saves, RNG, seeds, results, library) and draws a screen on a test terminal of its own;
//! `Direct::open` hands it a screen to drive as the app would (`DirectScreen`). For positions
//! the menu cannot reach, and for a table's screen fed by hand (a watcher's, seen alone).

use std::time::Duration;

use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rand::SeedableRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use super::{GameView, buffer_text};
use crate::event::Msg;
use crate::games::random::GameRng;
use crate::records::Library;
use crate::saves::SaveSlots;
use crate::screens::{Ctx, DrawCtx, Searching, Transition, View};
use crate::settings::{Level, Settings};
use crate::stats::{GameResult, Stats};
use crate::storage::DataDir;
use crate::widgets::key_hints::KeyHintBar;

pub struct Direct {
    pub settings: Settings,
    pub stats: Stats,
    saves: SaveSlots,
    /// The RNG the screen draws on (a test may reseed it to know what a computer will do).
    pub rng: GameRng,
    /// What the screen reported (a watcher's screen must report nothing). A `DirectScreen`
    /// moves them into `stats` after each message, as the app does.
    pub results: Vec<GameResult>,
    /// The records the screen kept (a watcher's must keep none).
    pub library: Library,
    /// The seeds: the first game dealt takes `seed`, which its header shows.
    pub seeds: crate::seeds::Seeds,
    /// The seed given to [`Direct::new`]: a `DirectScreen`'s header shows it until a game is
    /// dealt (a position set up by hand was dealt by no seed).
    seed: u64,
    /// The area the screen is told it has (for its mouse geometry).
    pub area: Rect,
    /// Where computers search: in the background, as in the program, unless a test asks.
    pub searching: Searching,
}

impl Direct {
    /// Default settings, nothing saved, a seeded RNG, a 100×29 body; the header shows `seed`.
    pub fn new(seed: u64) -> Direct {
        Direct {
            settings: Settings::default(),
            stats: Stats::default(),
            saves: SaveSlots::load(&DataDir::in_memory(), crate::screens::registry::check_saved).0,
            rng: GameRng::seed_from_u64(seed),
            results: Vec::new(),
            library: Library::default(),
            seeds: crate::seeds::Seeds::new(seed),
            seed,
            area: Rect::new(0, 0, 100, 29),
            searching: Searching::Background,
        }
    }

    /// The same with `settings`.
    pub fn with_settings(self, settings: Settings) -> Direct {
        Direct { settings, ..self }
    }

    pub fn ctx(&mut self) -> Ctx<'_> {
        Ctx {
            settings: &mut self.settings,
            stats: &mut self.stats,
            saves: &mut self.saves,
            rng: &mut self.rng,
            seeds: &mut self.seeds,
            area: self.area,
            results: &mut self.results,
            library: &mut self.library,
            tables: None,
            searching: self.searching,
        }
    }

    /// `screen`'s frame at `width`×`height`, one text line a row (a wide glyph once).
    pub fn render(&self, screen: &impl View, width: u16, height: u16) -> String {
        let backend = TestBackend::new(width, height);
        let mut term = Terminal::new(backend).unwrap();
        let dctx = DrawCtx {
            settings: &self.settings,
            stats: &self.stats,
            seed: self.seeds.shown(),
            hidden: None,
        };
        term.draw(|f| screen.draw(f, f.area(), &dctx)).unwrap();
        let text = buffer_text(term.backend().buffer());
        text.strip_suffix('\n').unwrap_or(&text).to_string()
    }

    /// The screen `open` makes, on a `width`×`height` terminal laid out as the app lays it:
    /// the screen has every row but the last, where its hint bar goes.
    pub fn open<S: View + 'static>(
        mut self,
        width: u16,
        height: u16,
        open: impl FnOnce(&mut Ctx) -> S,
    ) -> DirectScreen<S> {
        self.area = body(width, height);
        let screen = open(&mut self.ctx());
        let terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
        let mut driven = DirectScreen { screen, direct: self, terminal, last: None };
        driven.record_results();
        driven
    }
}

/// The screen's area on a terminal of `width`×`height`: all rows but the hint bar.
fn body(width: u16, height: u16) -> Rect {
    Rect::new(0, 0, width, height.saturating_sub(1))
}

/// A screen driven alone, as the app drives it: messages in (what it reports recorded in the
/// statistics), the frame out with its hint bar.
pub struct DirectScreen<S> {
    pub screen: S,
    pub direct: Direct,
    pub terminal: Terminal<TestBackend>,
    /// The last transition the screen asked for.
    pub last: Option<Transition>,
}

impl<S: View + 'static> DirectScreen<S> {
    /// Runs `f` on the screen with the `Ctx` a message gets (the results it reports are
    /// recorded), e.g. to give it a table's event.
    pub fn with_ctx<R>(&mut self, f: impl FnOnce(&mut S, &mut Ctx) -> R) -> R {
        let out = f(&mut self.screen, &mut self.direct.ctx());
        self.record_results();
        out
    }

    /// As the app does after each message: what the screen reported goes to the statistics.
    fn record_results(&mut self) {
        for result in std::mem::take(&mut self.direct.results) {
            self.direct.stats.add(result);
        }
    }

    pub fn send(&mut self, msg: Msg) -> &mut Self {
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

    /// One tick of `ms` milliseconds.
    pub fn tick(&mut self, ms: u64) -> &mut Self {
        self.send(Msg::Tick(Duration::from_millis(ms)))
    }

    /// Ticks in 50 ms steps while the screen animates (at most `limit` ticks), waiting a real
    /// millisecond after a step only while a search may be working on a thread (see
    /// [`DirectScreen::waits_on_a_thread`]), so its answer can arrive; the pauses and
    /// animations of every other step need no real time.
    pub fn settle(&mut self, limit: usize) -> &mut Self {
        for _ in 0..limit {
            if !self.screen.animating() {
                break;
            }
            self.tick(50);
            if self.waits_on_a_thread() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self
    }

    /// True where a thread may be working for the screen: in the background mode a Killer
    /// Sevens Hard player or poker's Hard dealer searching, or Othello's computer; Othello's
    /// analysis in every mode. Tic-tac-toe and Old Maid start no thread.
    pub fn waits_on_a_thread(&self) -> bool {
        let background = self.direct.searching == Searching::Background;
        match super::games::view_of(&self.screen) {
            Some(GameView::Sevens(s)) => background && s.hard_thinking(),
            Some(GameView::Othello(s)) => s.analysing() || (background && s.thinking()),
            Some(GameView::Poker(s)) => {
                let table = s.table();
                background
                    && table.phase() == crate::games::poker::Phase::DealerTurn
                    && table.dealer_level() == Level::Hard
            }
            Some(GameView::TicTacToe(_) | GameView::OldMaid(_)) | None => false,
        }
    }

    /// Draws the screen and its hint bar as the app does; returns the text, like
    /// `Harness::render`.
    pub fn render(&mut self) -> String {
        let (screen, direct) = (&self.screen, &self.direct);
        let seed = direct.seeds.shown().or(Some(direct.seed));
        self.terminal
            .draw(|f| {
                let area = f.area();
                let ctx = DrawCtx {
                    settings: &direct.settings,
                    stats: &direct.stats,
                    seed,
                    hidden: None,
                };
                screen.draw(f, body(area.width, area.height), &ctx);
                let hints = screen.hints();
                let bar = Rect::new(0, area.height.saturating_sub(1), area.width, 1);
                f.render_widget(&KeyHintBar { hints: &hints }, bar);
            })
            .expect("draw");
        buffer_text(self.terminal.backend().buffer())
    }
}
