//! Drives the whole app without a terminal, for snapshot tests, fuzzing and benchmarks:
//! messages in, a `TestBackend` frame out. A screen alone, without the app, is driven the
//! same way through `Direct` (`testing/direct.rs`).
//!
//! A harness is set up by `Harness::builder(data, seed)` and what differs from its defaults
//! (`.game(…)`, `.lang(…)`, `.size(…)`, `.othello_from(…)`, `.at_tables(…)`), then `.build()`.
//! Its computers search as the program's do, on worker threads, by default: the fuzzers,
//! which start and abandon a search with nearly every random key, and the tests of what
//! happens while a search runs need that path. A test about what a game comes to asks for
//! `.synchronous()`: each computer's search then runs on the test's own thread when its
//! answer is due, so the test never sleeps or polls for it and does the same on any machine.
//! The choice goes to the app in `AppConfig`, and to screens in `Ctx`.

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::app::{App, AppConfig};
use crate::catalog::GameId;
use crate::event::Msg;
use crate::i18n::Language;
use crate::screens::Searching;
use crate::storage::DataDir;

mod boxes;
mod direct;
mod games;
pub use boxes::{torn_boxes, torn_boxes_beside};
pub use direct::{Direct, DirectScreen};
pub use games::{GameView, card, cards, game_view, view_of};

/// An app plus a test terminal of a fixed size.
/// The time every `Harness` app reads (2026-11-25 04:30 UTC), so records and exports made in
/// tests are the same on every run.
pub const CLOCK: u64 = 1_795_581_000;

/// How a harness's app starts: a game to open, an Othello game to carry on, the tables.
type Start =
    (Option<GameId>, Option<crate::screens::game::SetUp>, Option<crate::tables::TablesHandle>);

pub struct Harness {
    pub app: App,
    pub terminal: Terminal<TestBackend>,
    /// Where the app's computers search: a tick waits for a thread only where one may work.
    searching: Searching,
}

/// A harness being set up ([`Harness::builder`]): unless told otherwise, the app opens on the
/// menu, in English, with its computers searching in the background as the program's do, on
/// a 100×30 terminal; `build` makes it.
pub struct HarnessBuilder {
    data: DataDir,
    seed: u64,
    lang: Language,
    searching: Searching,
    start: Start,
    size: (u16, u16),
}

impl HarnessBuilder {
    /// In `lang` (the language is per thread, see `crate::i18n`).
    pub fn lang(self, lang: Language) -> HarnessBuilder {
        HarnessBuilder { lang, ..self }
    }

    /// Every computer's search run on the test's thread when its answer is due: for tests
    /// about outcomes, which then never wait on a thread.
    pub fn synchronous(self) -> HarnessBuilder {
        HarnessBuilder { searching: Searching::Synchronous, ..self }
    }

    /// Straight into `game` (as `asobi play <game>`).
    pub fn game(self, game: GameId) -> HarnessBuilder {
        self.start(Some(game))
    }

    /// Straight into `game` if one is given, else on the menu.
    pub fn start(mut self, game: Option<GameId>) -> HarnessBuilder {
        self.start.0 = game;
        self
    }

    /// Into Othello carrying on `game` (as `asobi play othello --record`).
    pub fn othello_from(mut self, game: crate::games::othello::Game) -> HarnessBuilder {
        self.start =
            (Some(GameId::Othello), Some(crate::screens::game::SetUp::new(game)), self.start.2);
        self
    }

    /// On the menu of a server's session: `handle` names the player and reaches the tables
    /// (the menu has its Tables entry). Changes at the tables are not announced: send
    /// `Msg::TableChanged` as a server session would receive it.
    pub fn at_tables(mut self, handle: crate::tables::TablesHandle) -> HarnessBuilder {
        self.start.2 = Some(handle);
        self
    }

    /// On a `width`×`height` terminal.
    pub fn size(self, width: u16, height: u16) -> HarnessBuilder {
        HarnessBuilder { size: (width, height), ..self }
    }

    /// The app, sized to its terminal.
    pub fn build(self) -> Harness {
        let HarnessBuilder { data, seed, lang, searching, start, size: (width, height) } = self;
        let (start, set_up, tables) = start;
        let colour_depth = crate::term_caps::ColourDepth::TrueColour;
        let config = AppConfig {
            data,
            seed: Some(seed),
            start,
            set_up,
            no_color_env: false,
            lang,
            colour_depth,
            resume: true,
            clock: Some(crate::testing::CLOCK),
            tables,
            searching,
        };
        let mut app = App::new(config);
        app.update(Msg::Resize(width, height));
        let terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
        Harness { app, terminal, searching }
    }
}

impl Harness {
    /// A harness whose app keeps its files in `data` and deals from `seed`; the builder's
    /// methods say what else differs from the defaults, then `build()`:
    /// `Harness::builder(data, 7).game(GameId::Othello).synchronous().size(80, 24).build()`.
    pub fn builder(data: DataDir, seed: u64) -> HarnessBuilder {
        HarnessBuilder {
            data,
            seed,
            lang: Language::En,
            searching: Searching::Background,
            start: (None, None, None),
            size: (100, 30),
        }
    }

    pub fn send(&mut self, msg: Msg) -> &mut Self {
        self.app.update(msg);
        self
    }

    pub fn key(&mut self, code: KeyCode) -> &mut Self {
        self.send(Msg::key(code))
    }

    pub fn ctrl(&mut self, c: char) -> &mut Self {
        self.send(Msg::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)))
    }

    /// Types each character of `text` as a key press.
    pub fn type_text(&mut self, text: &str) -> &mut Self {
        for c in text.chars() {
            self.send(Msg::char(c));
        }
        self
    }

    pub fn click(&mut self, column: u16, row: u16) -> &mut Self {
        self.send(Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }))
    }

    /// One 50 ms tick, if anything animates, and a real millisecond where a thread may be
    /// working for the app, so its answer can arrive (see [`Harness::waits_on_a_thread`]).
    pub fn tick(&mut self) -> &mut Self {
        if self.app.animating() {
            self.app.update(Msg::Tick(Duration::from_millis(50)));
            self.let_a_thread_answer();
        }
        self
    }

    /// True where a thread may be working for the app: a computer searching in the
    /// background (Othello, Killer Sevens' Hard, poker's Hard dealer), or Othello's analysis
    /// (the graph, the hint, `v`), which runs on threads in every mode. A screen that starts
    /// no thread (the menus, tic-tac-toe, Old Maid) never waits; any other (a page such as a
    /// review, a table) is assumed to.
    pub fn waits_on_a_thread(&self) -> bool {
        use crate::screens::Screen;
        let background = self.searching == Searching::Background;
        match game_view(self.app.screen()) {
            Some(GameView::Othello(s)) => s.analysing() || (background && s.thinking()),
            Some(GameView::Sevens(s)) => background && !s.is_human_turn(),
            Some(GameView::Poker(s)) => {
                let table = s.table();
                background
                    && table.phase() == crate::games::poker::Phase::DealerTurn
                    && table.dealer_level() == crate::settings::Level::Hard
            }
            Some(GameView::TicTacToe(_) | GameView::OldMaid(_)) => false,
            None => !matches!(
                self.app.screen(),
                Screen::Menu(_) | Screen::Settings(_) | Screen::Stats(_) | Screen::NewGame(_)
            ),
        }
    }

    /// A real millisecond, where a thread may be working for the app; nothing otherwise.
    fn let_a_thread_answer(&self) {
        if self.waits_on_a_thread() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Ticks until nothing animates. Panics (failing the test) if the screen still animates
    /// after `limit` ticks: a screen that never settles is a bug, not a place to stop quietly.
    pub fn settle(&mut self, limit: usize) -> &mut Self {
        for _ in 0..limit {
            if !self.app.animating() {
                return self;
            }
            self.tick();
        }
        if self.app.animating() {
            panic!("the screen still animates after {limit} ticks:\n{}", self.render());
        }
        self
    }

    /// The active game screen as `T`, if it is one.
    pub fn game_screen<T: 'static>(&self) -> Option<&T> {
        self.app.screen().game()?.as_any().downcast_ref::<T>()
    }

    /// The active page (review, records, editor) as `T`, if it is one.
    pub fn page<T: 'static>(&self) -> Option<&T> {
        self.app.screen().page::<T>()
    }

    /// The active game screen as `T`; panics (failing the test) on any other screen.
    pub fn expect_game<T: 'static>(&self) -> &T {
        self.game_screen::<T>()
            .unwrap_or_else(|| panic!("not on the {} screen", std::any::type_name::<T>()))
    }

    /// The Old Maid screen; panics (failing the test) on any other.
    pub fn old_maid(&self) -> &crate::screens::old_maid::OldMaidScreen {
        self.expect_game()
    }

    /// The Othello screen; panics (failing the test) on any other.
    pub fn othello(&self) -> &crate::screens::othello::OthelloScreen {
        self.expect_game()
    }

    /// The poker screen; panics (failing the test) on any other.
    pub fn poker(&self) -> &crate::screens::poker::PokerScreen {
        self.expect_game()
    }

    /// The Killer Sevens screen; panics (failing the test) on any other.
    pub fn sevens(&self) -> &crate::screens::sevens::SevensScreen {
        self.expect_game()
    }

    /// The tic-tac-toe screen; panics (failing the test) on any other.
    pub fn tictactoe(&self) -> &crate::screens::tictactoe::TicTacToeScreen {
        self.expect_game()
    }

    /// Ticks until it is the player's turn in Othello or the game is over; panics if the
    /// computer never answers. Synchronous, the ticks are all it takes; in the background,
    /// each tick gives the worker a real millisecond.
    pub fn wait_for_othello_turn(&mut self) -> &mut Self {
        for _ in 0..20_000 {
            let s = self.othello();
            if s.is_over() || s.your_turn() {
                return self;
            }
            self.send(Msg::Tick(Duration::from_millis(50)));
            self.let_a_thread_answer();
        }
        panic!("the computer never answered");
    }

    /// Ticks until Othello's analysis (the graph, the hint, `v`) has nothing left to search,
    /// so what a snapshot shows of it does not depend on how busy the machine is; panics if
    /// it never finishes.
    pub fn wait_for_othello_analysis(&mut self) -> &mut Self {
        for _ in 0..60_000 {
            if !self.othello().analysing() {
                return self;
            }
            self.send(Msg::Tick(Duration::from_millis(50)));
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("the analysis never finished:\n{}", self.render());
    }

    /// Plays Othello to its end: the person's turns take the last legal move, typed by name,
    /// the computer's are waited for.
    pub fn play_othello_out(&mut self) -> &mut Self {
        for _ in 0..64 {
            self.wait_for_othello_turn();
            if self.othello().is_over() {
                return self;
            }
            let pos = *self.othello().game().current();
            let sq = 63 - pos.legal_moves().leading_zeros() as u8;
            self.type_text(&crate::games::othello::square_name(sq));
        }
        panic!("the game never ended");
    }

    /// What the active game screen `T` would keep of its game now, typed (resume tests).
    pub fn saved<T: crate::screens::game::GameScreen>(&self) -> crate::saves::SaveState<T::Saved> {
        self.expect_game::<T>().saved()
    }

    /// What the active screen would keep of its game now, as the file's JSON.
    pub fn save_state(&self) -> crate::saves::SaveState {
        self.app.screen().game().map_or(crate::saves::SaveState::Unstarted, |g| g.save_state())
    }

    /// Resizes both the app and the test terminal.
    pub fn resize(&mut self, width: u16, height: u16) -> &mut Self {
        self.terminal.backend_mut().resize(width, height);
        self.send(Msg::Resize(width, height))
    }

    /// Draws and returns the screen as text lines joined by newlines.
    pub fn render(&mut self) -> String {
        let app = &self.app;
        // A whole repaint: the test backend keeps cells a wide glyph covered in an earlier
        // frame (a real terminal clears them), which would leave stale letters in the text.
        self.terminal.clear().expect("clear");
        self.terminal.draw(|f| app.draw(f)).expect("draw");
        self.screen_text()
    }

    /// Draws like `render`, and returns with the text what a player would call broken: every
    /// line of text cut without a "…" (`widgets::text::record`), every text that a later
    /// widget drew over in part (`Recording::partly_covered`) and every torn box
    /// (`torn_boxes`). All are expected empty at or above the 80×24 floor.
    pub fn render_checked(&mut self) -> (String, Vec<String>) {
        let (text, rec) = crate::widgets::text::record(|| self.render());
        let mut faults = rec.cuts.clone();
        faults.extend(
            rec.partly_covered(self.terminal.backend().buffer())
                .into_iter()
                .map(|t| format!("text drawn over in part: {t}")),
        );
        let buf = self.terminal.backend().buffer();
        faults.extend(
            torn_boxes_beside(buf, self.app.dialog_hidden(buf.area))
                .into_iter()
                .map(|t| format!("torn box at {t}")),
        );
        (text, faults)
    }

    /// The last drawn screen as text.
    pub fn screen_text(&self) -> String {
        buffer_text(self.terminal.backend().buffer())
    }
}

/// A drawn buffer as text: one line a row, trailing spaces trimmed, each ending in a newline,
/// and a wide glyph written once (its second cell holds a placeholder, skipped).
pub fn buffer_text(buf: &ratatui::buffer::Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut skip = 0;
        for x in 0..buf.area.width {
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
