//! Screens: the menu, settings, statistics and one per game. Each owns its state, turns a
//! `Msg` into a `Transition` (data, never terminal calls) and draws itself from `&self`.

pub(crate) mod chrome;
pub(crate) mod computer_turn;
pub mod game;
pub mod game_field;
pub(crate) mod game_log;
pub(crate) mod keymap;
pub mod language_choice;
pub(crate) mod menu;
pub mod new_game;
pub mod old_maid;
pub mod othello;
pub mod poker;
pub mod registry;
pub(crate) mod settings;
pub mod sevens;
pub(crate) mod stats;
pub mod tables;
pub mod tictactoe;
pub(crate) mod worker;

use std::borrow::Cow;

use crate::games::random::GameRng;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::catalog::GameId;
use crate::event::Msg;
use crate::saves::SaveSlots;
use crate::settings::Settings;
use crate::stats::{GameResult, Stats};
use game::DynGame;

pub use computer_turn::Searching;

/// What a screen asks the app to do after a message.
pub enum Transition {
    Stay,
    /// Open another screen on top of this one.
    Goto(Screen),
    /// Close this screen and return to the one below.
    Back,
    /// Put another screen in this one's place (a dialog that opens what it asked about).
    Replace(Screen),
    /// Leave the program.
    Quit,
}

/// What screens may read and change while handling a message. The app notices changes to
/// settings and statistics itself and saves them, so screens never do file work.
pub struct Ctx<'a> {
    pub settings: &'a mut Settings,
    pub stats: &'a mut Stats,
    /// Saved unfinished games (the menu resumes them; the app records into them).
    pub saves: &'a mut SaveSlots,
    /// The seeded RNG behind every deal and computer choice, reseeded for each new game
    /// ([`Ctx::new_deal`]).
    pub rng: &'a mut GameRng,
    /// Each game's seed, the one its header shows.
    pub seeds: &'a mut crate::seeds::Seeds,
    /// Where the screen was last drawn (for mouse hit-testing with the same pure geometry).
    pub area: Rect,
    /// Games that ended during this message, for the app to add to the statistics.
    pub results: &'a mut Vec<GameResult>,
    /// Kept Othello games, exports to write, and the time.
    pub library: &'a mut crate::records::Library,
    /// The server's tables (`asobi serve` only).
    pub tables: Option<&'a crate::tables::TablesHandle>,
    /// Where a computer's search runs: in the background for the program, on this thread for
    /// tests about outcomes (see [`Searching`]).
    pub searching: Searching,
}

impl Ctx<'_> {
    /// Reports a game that just ended (once per game: the screen's state machine enters its
    /// "over" state once). The app records it after the message.
    pub fn report(&mut self, result: GameResult) {
        self.results.push(result);
    }

    /// Starts a new game's randomness: the game takes the next seed (shown in its header)
    /// and `rng` is reseeded from it, so `asobi --seed <that seed> play <game>` deals it again.
    /// Every new game (the first one and each "play again") calls this before dealing.
    pub fn new_deal(&mut self) {
        self.seeds.deal(self.rng);
    }
}

/// What drawing may read.
pub struct DrawCtx<'a> {
    pub settings: &'a Settings,
    pub stats: &'a Stats,
    /// The seed of the game on screen, shown in its header (none for a game saved without
    /// one).
    pub seed: Option<u64>,
    /// The part of the body a question, a warning or a help page will be drawn over (its box,
    /// its margin, and the rows it clears), so the screen can leave out whole what would
    /// otherwise show only in part (a wrapped event's last row under a dialog).
    pub hidden: Option<Rect>,
}

/// One entry of the key-hint bar and of the help overlay's key list. The action is
/// translated (`t!("key.move")`); the key itself is the same in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyHint {
    pub key: &'static str,
    pub action: Cow<'static, str>,
}

/// Shorthand for building hint lists.
pub fn hint(key: &'static str, action: impl Into<Cow<'static, str>>) -> KeyHint {
    KeyHint { key, action: action.into() }
}

/// Where the app centres a question or a warning over a screen ([`View::popup_room`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PopupRoom {
    /// Where the dialog is centred.
    pub area: Rect,
    /// The columns across which the dialog's rows (margin included) are cleared, not only its
    /// margin: for a screen whose text there runs wider than a dialog (Old Maid's log under
    /// the discard pile, Killer Sevens' table rows), which a margin alone leaves cut, a stub
    /// beside the border ("╯ d."). Text that runs beyond these columns is the screen's to
    /// keep out of the room.
    pub clear_across: Option<Rect>,
}

impl PopupRoom {
    /// Centred in `area`, clearing only the dialog's margin.
    pub fn margin_only(area: Rect) -> PopupRoom {
        PopupRoom { area, clear_across: None }
    }

    /// Centred in `area`, clearing the dialog's rows (margin included) across the columns of
    /// `across`.
    pub fn clearing_rows(area: Rect, across: Rect) -> PopupRoom {
        PopupRoom { area, clear_across: Some(across) }
    }
}

/// The behaviour every screen provides.
pub trait View {
    /// Handles one message.
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition;
    /// Draws into `area` (the whole screen but the hint bar).
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx);
    /// The screen's own key bindings, for the hint bar and the help overlay.
    fn hints(&self) -> Vec<KeyHint>;
    /// The game's other keys, which the help lists after this moment's (`hints`): at a game's
    /// end, the keys of play ("play again / back" alone did not explain the game).
    fn more_hints(&self) -> Vec<KeyHint> {
        Vec::new()
    }
    /// What the help (`?`) says above the keys on a screen that is not a game (a game shows
    /// its rules); `None` for the general line about asobi.
    fn about(&self) -> Option<Vec<String>> {
        None
    }
    /// The game whose rules `?` shows, if any.
    fn game(&self) -> Option<GameId> {
        None
    }
    /// True while something moves on screen: the loop ticks only then.
    fn animating(&self) -> bool {
        false
    }
    /// True while a game is under way, so `q` asks before leaving.
    fn in_progress(&self) -> bool {
        false
    }
    /// What the quit question tells of the game under way (`in_progress`) before it asks, in
    /// lines no wider than the saved game's (`\n` parts them): a game played alone is saved
    /// for the menu's resume.
    fn quit_note(&self) -> std::borrow::Cow<'static, str> {
        t!("quit.in_progress")
    }
    /// True while a text field has focus: keys like `q` and `?` are then typed, not commands.
    fn captures_text(&self) -> bool {
        false
    }
    /// Where the app centres a question or a warning (not the help, which takes the whole
    /// body) when the screen is drawn in `body`. The dialog clears a blank cell around itself,
    /// and text that cell falls on is cut ("uation (black's view)"), so a screen with text
    /// beside its middle names a part that has none; the app centres in `body` whenever the
    /// dialog and its margin do not fit there.
    fn popup_room(&self, body: Rect) -> PopupRoom {
        PopupRoom::margin_only(body)
    }
    /// The smallest area (columns, rows) the screen can be drawn in.
    fn min_size(&self) -> (u16, u16) {
        (60, 20)
    }
}

/// Every screen the app can show.
pub enum Screen {
    Menu(menu::MenuScreen),
    Settings(settings::SettingsScreen),
    Stats(stats::StatsScreen),
    /// How a new game starts, asked before it does.
    NewGame(new_game::NewGameScreen),
    /// Any game's screen, through the contract (see [`game::GameScreen`]).
    Game(Box<dyn DynGame>),
    /// A screen about games that is not one (Othello's records, review and position editor):
    /// it needs nothing of the app beyond [`View`].
    Page(Box<dyn Page>),
}

/// A [`View`] that tests can look into (`Screen::page`).
pub trait Page: View + std::any::Any {
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<T: View + std::any::Any> Page for T {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

impl Screen {
    /// The screen's behaviour.
    pub fn view(&self) -> &dyn View {
        match self {
            Screen::Menu(s) => s,
            Screen::Settings(s) => s,
            Screen::Stats(s) => s,
            Screen::NewGame(s) => s,
            Screen::Game(s) => s.as_ref(),
            Screen::Page(s) => s.as_ref(),
        }
    }

    pub fn view_mut(&mut self) -> &mut dyn View {
        match self {
            Screen::Menu(s) => s,
            Screen::Settings(s) => s,
            Screen::Stats(s) => s,
            Screen::NewGame(s) => s,
            Screen::Game(s) => s.as_mut(),
            Screen::Page(s) => s.as_mut(),
        }
    }

    /// The page, if this is one and of type `T`.
    pub fn page<T: 'static>(&self) -> Option<&T> {
        match self {
            Screen::Page(s) => s.as_ref().as_any().downcast_ref::<T>(),
            _ => None,
        }
    }

    /// The game screen, if this is one.
    pub fn game(&self) -> Option<&dyn DynGame> {
        match self {
            Screen::Game(s) => Some(s.as_ref()),
            _ => None,
        }
    }

    /// What choosing `game` on the menu opens: its saved game resumed, or (when there is
    /// none, or `fresh` is asked) the dialog that asks how the new game starts.
    pub fn choose_game(game: GameId, fresh: bool, ctx: &mut Ctx) -> Screen {
        if !fresh && ctx.saves.get(game).is_some() {
            Screen::open_game(game, false, ctx)
        } else {
            Screen::NewGame(new_game::NewGameScreen::new(game))
        }
    }

    /// The game's saved state resumed, or a new game when there is none or `fresh` is asked.
    /// A saved state that fails to resume is set aside (with a warning) and a new game starts.
    pub fn open_game(game: GameId, fresh: bool, ctx: &mut Ctx) -> Screen {
        let entry = registry::entry(game);
        if !fresh && let Some(saved) = ctx.saves.get(game).cloned() {
            match entry.resume(&saved.state, ctx) {
                Ok(screen) => {
                    ctx.seeds.resumed(saved.seed, saved.position, ctx.rng);
                    return Screen::Game(screen);
                }
                Err(reason) => {
                    let warning = crate::t!(
                        "saves.not_resumed",
                        game = game.name(),
                        reason = reason.to_string()
                    );
                    ctx.saves.reject(game, warning.into_owned());
                }
            }
        }
        Screen::Game(entry.new_game(ctx))
    }
}
