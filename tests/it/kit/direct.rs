//! A screen driven without the app: the settings, statistics, saves, RNG, results and library
//! a `Ctx` borrows, owned here, and a frame drawn on a test terminal of its own. For positions
//! the menu cannot reach, and for a table's screen fed by hand (a watcher's, seen alone).

use asobi::games::random::GameRng;
use asobi::records::Library;
use asobi::saves::SaveSlots;
use asobi::screens::{Ctx, DrawCtx, Searching, View};
use asobi::settings::Settings;
use asobi::stats::{GameResult, Stats};
use asobi::storage::DataDir;
use rand::SeedableRng;
use ratatui::layout::Rect;

pub struct Direct {
    pub settings: Settings,
    pub stats: Stats,
    saves: SaveSlots,
    rng: GameRng,
    /// What the screen reported (a watcher's screen must report nothing).
    pub results: Vec<GameResult>,
    /// The records the screen kept (a watcher's must keep none).
    pub library: Library,
    /// The seeds: the first game dealt takes `seed`, which its header shows.
    pub seeds: asobi::seeds::Seeds,
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
            saves: SaveSlots::load(&DataDir::in_memory(), asobi::screens::registry::check_saved).0,
            rng: GameRng::seed_from_u64(seed),
            results: Vec::new(),
            library: Library::default(),
            seeds: asobi::seeds::Seeds::new(seed),
            area: Rect::new(0, 0, 100, 29),
            searching: Searching::Background,
        }
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
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut term = ratatui::Terminal::new(backend).unwrap();
        let dctx =
            DrawCtx { settings: &self.settings, stats: &self.stats, seed: self.seeds.shown() };
        term.draw(|f| screen.draw(f, f.area(), &dctx)).unwrap();
        let text = asobi::testing::buffer_text(term.backend().buffer());
        text.strip_suffix('\n').unwrap_or(&text).to_string()
    }
}
