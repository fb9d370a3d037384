//! The application: a stack of screens, the settings and statistics they share, one seeded
//! RNG, and the overlays (help, quit confirmation, warnings) that take keys before a screen.
//! `update` is the only place screens change; `draw` renders from `&self`.

mod autosave;
mod draw;
mod files;
mod overlay;

use crate::games::random::GameRng;
use rand::SeedableRng;
use ratatui::layout::Rect;

pub use overlay::Overlay;

use crate::catalog::GameId;
use crate::event::Msg;
use crate::i18n::Language;
use crate::saves::SaveSlots;
use crate::screens::{Ctx, Screen, Searching, Transition};
use crate::settings::CardStyle;
use crate::settings::{ColourMode, Settings};
use crate::stats::Stats;
use crate::storage::{DataDir, check_version};
use crate::term_caps::{ColourDepth, GlyphWidths};

/// File names inside the data folder.
pub const SETTINGS_FILE: &str = "settings.toml";
pub const STATS_FILE: &str = "stats.toml";

/// How the app starts.
pub struct AppConfig {
    pub data: DataDir,
    pub seed: Option<u64>,
    /// Open this game straight away (`asobi play <game>`).
    pub start: Option<GameId>,
    /// With `start`: the game to carry on, as its definition read it from the command line
    /// (`asobi play othello --record …`), instead of a saved or new one.
    pub set_up: Option<crate::screens::game::SetUp>,
    /// `NO_COLOR` was set (non-empty) in the environment.
    pub no_color_env: bool,
    /// The language from `--lang` or the locale, used while the setting is `Auto`.
    pub lang: Language,
    /// Colours the terminal can show.
    pub colour_depth: ColourDepth,
    /// `start` carries on the game's saved state, if any. Off when `--seed` was given: a seed
    /// asks for a replayable fresh game.
    pub resume: bool,
    /// A fixed clock (seconds since 1970) for tests; `None` reads the system clock.
    pub clock: Option<u64>,
    /// The server's tables and this player's name there (`asobi serve`); `None` locally.
    pub tables: Option<crate::tables::TablesHandle>,
    /// Where computers search: `Background` for the program; tests about outcomes ask for
    /// `Synchronous` (`HarnessBuilder::synchronous`).
    pub searching: Searching,
}

pub struct App {
    screens: Vec<Screen>,
    overlay: Option<Overlay>,
    settings: Settings,
    stats: Stats,
    /// Unfinished games, one slot per game, resumable from the menu.
    saves: SaveSlots,
    data: DataDir,
    rng: GameRng,
    seeds: crate::seeds::Seeds,
    size: Rect,
    no_color_env: bool,
    lang: Language,
    colour_depth: ColourDepth,
    /// Measured at start-up on a real terminal; `None` in tests or when it did not answer.
    glyphs: Option<GlyphWidths>,
    quit: bool,
    /// Games reported finished during the current message (see `Ctx::report`).
    results: Vec<crate::stats::GameResult>,
    /// A save failure is reported once, not after every change.
    save_warned: bool,
    /// (folder, why) when the data folder given could hold nothing (the session is in memory).
    unusable_data_dir: Option<(String, String)>,
    /// Kept Othello games and exports waiting to be written.
    library: crate::records::Library,
    clock: Option<u64>,
    /// Text to put on the terminal's clipboard (OSC 52), for the terminal loop to send.
    clipboard: Option<String>,
    tables: Option<crate::tables::TablesHandle>,
    /// Where computers search (see `AppConfig::searching`).
    searching: Searching,
}

impl App {
    pub fn new(config: AppConfig) -> App {
        // Problems found while loading are worded now, before the settings name a language.
        crate::i18n::apply(config.lang);
        let mut config = config;
        // A folder that can hold nothing gives one warning, not one per file, and the session
        // goes on in memory.
        let unusable = config.data.unusable_reason().map(|reason| {
            let dir = config.data.path().map(|p| p.display().to_string()).unwrap_or_default();
            config.data = DataDir::in_memory();
            (dir, reason)
        });
        config.data.clean_temp_files();
        let games = crate::screens::registry::game_options();
        let settings = config.data.load_toml_with(
            SETTINGS_FILE,
            |text| Settings::from_toml(text, &games),
            |s| check_version(s.version, Settings::VERSION),
        );
        let stats = config
            .data
            .load_toml::<Stats>(STATS_FILE, |s| check_version(s.version, Stats::VERSION));
        let records =
            config.data.load_json::<crate::records::Records>(crate::records::RECORDS_FILE, |r| {
                check_version(r.version, crate::records::Records::VERSION)
            });
        let (saves, save_problems) =
            SaveSlots::load(&config.data, crate::screens::registry::check_saved);
        let seeds = config.seed.map_or_else(crate::seeds::Seeds::random, crate::seeds::Seeds::new);
        let mut menu = crate::screens::menu::MenuScreen::with_saved(saves.games());
        menu.set_tables(config.tables.is_some());
        // Straight into a game (`asobi play othello`): leaving it finds the menu on that game,
        // as leaving one opened from the menu does.
        if let Some(game) = config.start {
            menu.select(crate::screens::menu::MenuItem::Game(game));
        }
        let mut app = App {
            screens: vec![Screen::Menu(menu)],
            overlay: None,
            settings: settings.value.clamped(&games),
            stats: stats.value,
            saves,
            data: config.data,
            rng: GameRng::seed_from_u64(config.seed.unwrap_or_default()),
            seeds,
            size: Rect::new(0, 0, 100, 30),
            no_color_env: config.no_color_env,
            lang: config.lang,
            colour_depth: config.colour_depth,
            glyphs: None,
            quit: false,
            results: Vec::new(),
            save_warned: false,
            unusable_data_dir: unusable,
            library: crate::records::Library { records: records.value, ..Default::default() },
            clock: config.clock,
            clipboard: None,
            tables: config.tables,
            searching: config.searching,
        };
        // The language comes from the settings just read, so warnings are said in it.
        app.apply_language();
        let warnings: Vec<String> = [settings.warning, stats.warning, records.warning]
            .into_iter()
            .flatten()
            .chain(save_problems)
            .map(|w| w.to_string())
            .chain(app.data.is_in_memory().then(|| match &app.unusable_data_dir {
                Some((dir, reason)) => {
                    crate::t!("warn.data_dir_unusable", dir = dir, reason = reason).into_owned()
                }
                None => crate::t!("warn.no_data_dir").into_owned(),
            }))
            .collect();
        if !warnings.is_empty() {
            app.overlay = Some(Overlay::Warnings(warnings));
        }
        if let Some(game) = config.start {
            // Like Enter on the menu: a saved game of it is resumed, unless a game to carry on
            // was given.
            let (_, mut ctx) = app.screen_and_ctx();
            let set_up = config.set_up.and_then(|set_up| {
                crate::screens::registry::entry(game).open_set_up(set_up, &mut ctx)
            });
            let screen = match set_up {
                Some(screen) => Screen::Game(screen),
                None => Screen::open_game(game, !config.resume, &mut ctx),
            };
            app.screens.push(screen);
            app.after_update();
        }
        app
    }

    /// The active screen and the context it updates with: borrowed together, field by field,
    /// so a screen can be handed the settings and RNG it does not own.
    fn screen_and_ctx(&mut self) -> (&mut Screen, Ctx<'_>) {
        let screen = self.screens.last_mut().expect("the menu is never popped");
        let ctx = Ctx {
            settings: &mut self.settings,
            stats: &mut self.stats,
            saves: &mut self.saves,
            rng: &mut self.rng,
            seeds: &mut self.seeds,
            area: draw::body_area(self.size),
            results: &mut self.results,
            library: &mut self.library,
            tables: self.tables.as_ref(),
            searching: self.searching,
        };
        (screen, ctx)
    }

    /// Asks the player's language first (a server session whose client sent no locale),
    /// unless their settings already name one.
    pub fn ask_language(&mut self) {
        if self.settings.language == Language::Auto {
            let page = crate::screens::language_choice::LanguageChoice::default();
            self.screens.push(Screen::Page(Box::new(page)));
        }
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Said on the restored screen after a session that had no data folder: why nothing of it
    /// was saved (no home folder, or the folder given could not be used).
    pub fn exit_notice(&self) -> Option<String> {
        if !self.data.is_in_memory() {
            return None;
        }
        let why = match &self.unusable_data_dir {
            Some((dir, reason)) => {
                crate::t!("field.label", label = dir.to_string()).into_owned() + reason.as_str()
            }
            None => crate::t!("warn.no_home_folder").into_owned(),
        };
        Some(crate::t!("warn.not_saved_on_exit", reason = why).into_owned())
    }

    /// True while the terminal is smaller than the active screen needs ("please enlarge").
    pub fn too_small(&self) -> bool {
        let (w, h) = self.screen().view().min_size();
        // One more row for the key-hint bar.
        self.size.width < w || self.size.height < h + 1
    }

    /// True while the active screen animates: the event loop ticks only then.
    pub fn animating(&self) -> bool {
        self.screen().view().animating()
    }

    pub fn screen(&self) -> &Screen {
        self.screens.last().expect("the menu is never popped")
    }

    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Records the glyph widths measured on the terminal, and applies them while the card
    /// style is automatic.
    pub fn set_glyph_widths(&mut self, glyphs: Option<GlyphWidths>) {
        self.glyphs = glyphs;
        self.apply_card_style_auto();
    }

    pub fn glyph_widths(&self) -> Option<GlyphWidths> {
        self.glyphs
    }

    pub fn colour_depth(&self) -> ColourDepth {
        self.colour_depth
    }

    /// With the automatic card style, wide glyphs mean ASCII; unknown widths mean unicode.
    fn apply_card_style_auto(&mut self) {
        if self.settings.card_style_auto {
            let wide = self.glyphs.is_some_and(GlyphWidths::needs_ascii);
            self.settings.card_style = if wide { CardStyle::Ascii } else { CardStyle::Unicode };
        }
    }

    /// Whether colours are drawn: the setting, with `Auto` following `NO_COLOR`.
    pub fn colour_enabled(&self) -> bool {
        match self.settings.colour {
            ColourMode::On => true,
            ColourMode::Off => false,
            ColourMode::Auto => !self.no_color_env,
        }
    }

    /// Handles one message: overlays first, then the global keys, then the active screen.
    pub fn update(&mut self, msg: Msg) {
        self.apply_language();
        if msg.is_interrupt() {
            self.quit = true;
            self.after_update();
            return;
        }
        if let Msg::Resize(w, h) = msg {
            self.size = Rect::new(0, 0, w, h);
        }
        if self.too_small() && matches!(msg, Msg::Key(_) | Msg::Mouse(_)) {
            // Nothing the player cannot see may change: only `q` (as the notice says) works.
            if msg.plain_key() == Some(crossterm::event::KeyCode::Char('q')) {
                self.quit = true;
                self.after_update();
            }
            return;
        }
        let before = (self.settings.clone(), self.stats.clone());
        self.library.now = self.clock.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        });
        let records_before = self.records_mark();
        if self.overlay.is_some()
            && !matches!(msg, Msg::Tick(_) | Msg::Resize(..) | Msg::TableChanged)
        {
            self.update_overlay(&msg);
        } else if !self.global_key(&msg) {
            let (screen, mut ctx) = self.screen_and_ctx();
            if let (Msg::TableChanged, Some(handle)) = (&msg, ctx.tables) {
                // A game the player left before its end has ended: its results are theirs.
                crate::screens::tables::catch_up(handle, &mut ctx, true);
            }
            let transition = screen.view_mut().update(&msg, &mut ctx);
            self.apply(transition);
        }
        self.after_update();
        self.save_changes(before);
        self.save_records(records_before);
    }

    /// `?` and `q`, unless a text field is taking the keys. True when handled.
    fn global_key(&mut self, msg: &Msg) -> bool {
        let view = self.screen().view();
        if view.captures_text() {
            return false;
        }
        match msg.plain_key() {
            Some(crossterm::event::KeyCode::Char('?')) => {
                self.overlay = Some(Overlay::Help { scroll: 0 });
                true
            }
            Some(crossterm::event::KeyCode::Char('q')) => {
                if view.in_progress() {
                    self.overlay = Some(Overlay::ConfirmQuit);
                } else {
                    self.quit = true;
                }
                true
            }
            _ => false,
        }
    }

    fn apply(&mut self, transition: Transition) {
        match transition {
            Transition::Stay => {}
            Transition::Goto(screen) => self.screens.push(screen),
            Transition::Back => {
                if self.screens.len() > 1 {
                    self.screens.pop();
                }
            }
            Transition::Replace(screen) => {
                if self.screens.len() > 1 {
                    self.screens.pop();
                }
                self.screens.push(screen);
            }
            Transition::Quit => self.quit = true,
        }
    }

    /// The language in use: the setting, or while it is `Auto` the one from `--lang`/locale.
    pub fn language(&self) -> Language {
        Language::resolve(self.settings.language, Some(self.lang), &|_| None)
    }

    pub(crate) fn apply_language(&self) {
        crate::i18n::apply(self.language());
    }
}
