//! The contract every game screen keeps. A game's screen is one type that knows its
//! [`GameId`], starts from the settings, resumes from its own typed saved state and reports
//! it, and handles and draws messages through [`View`]. The app and the registry see it only
//! through the object-safe [`DynGame`]: outside its folder only its registry line names its
//! screen (besides the tests' accessors). A game the command line sets up (`asobi play
//! othello --record …`) reaches its screen the same way, as a [`SetUp`].

use std::any::Any;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::game_field::GameField;
use super::new_game::DialogKeys;
use super::stats::StatsShow;
use super::tables::{TableMode, Viewer};
use super::{Ctx, View};
use crate::catalog::GameId;
use crate::i18n::Language;
use crate::saves::{Invalid, SaveState};
use crate::settings::{OptionsKind, Settings};
use crate::sim::Simulation;
use crate::tables::LiveGame;

/// A game screen, as its own folder defines it.
pub trait GameScreen: View + Any + Sized {
    /// Which game this screen plays.
    const ID: GameId;
    /// What the game keeps between sessions (`saved-<game>.json`'s `state`).
    type Saved: Serialize + DeserializeOwned;
    /// Its rules, as the `?` help shows them (`assets/rules/<game>.md` and `ja/<game>.md`).
    const RULES: RulesText;
    /// How the Statistics screen shows this game: its kind of results, chart title, own
    /// lines and recent list (the records behind them are the game's keys in `Stats`).
    const STATS: StatsShow;

    /// A new game with the options in the settings.
    fn new(ctx: &mut Ctx) -> Self;

    /// Checks that a saved state obeys the game's rules (a hand-edited or damaged file may
    /// not), so resuming can never put the screen into an impossible state. `Err` says how
    /// (for developers; the player is told only that the rules are broken).
    fn check(saved: &Self::Saved) -> Result<(), String>;

    /// Carries on a saved game that passed [`GameScreen::check`].
    fn resume(saved: &Self::Saved, ctx: &mut Ctx) -> Result<Self, String>;

    /// What to keep of the game now. Called after every message, so it only copies state.
    fn saved(&self) -> SaveState<Self::Saved>;

    /// Whose turn the screen shows, and whether its status line asks the player to wait
    /// (the fuzz asks every game after every event: see [`TurnShown`]).
    fn turn_shown(&self) -> TurnShown;

    /// How many chairs a new shared table of this game starts with on the Tables form, when
    /// the player's own settings choose a table size (the card games with a players option);
    /// `None` offers the most the table seats (computers fill what people leave empty).
    fn usual_chairs(_settings: &Settings) -> Option<usize> {
        None
    }

    /// The game's options in settings.toml: its own type, under its own section
    /// (`OptionsKind::of::<…Options>()`); `None` for a game without options.
    const OPTIONS: Option<OptionsKind> = None;

    /// Its option rows on the Settings screen, in order (from its own `options.rs`).
    const SETTINGS_FIELDS: &'static [GameField] = &[];

    /// Its option rows in the new-game dialog, in order; those that apply are shown.
    const NEW_GAME_FIELDS: &'static [GameField] = &[];

    /// Keys of its own in the new-game dialog, each opening a screen of the game's.
    const NEW_GAME_KEYS: Option<&'static DialogKeys> = None;

    /// Its `asobi sim <game>` command (from its own `sim.rs`); `None` for a game without one.
    const SIM: Option<Simulation> = None;

    /// Reads `asobi play <game> --record … --position …` into the game to start from, before
    /// any screen opens: `Err` says what is wrong, in a usage error's words. `None`: the game
    /// takes no set-up (the default).
    fn read_set_up(
        _record: Option<&str>,
        _position: Option<&str>,
    ) -> Option<Result<SetUp, String>> {
        None
    }

    /// Its screen carrying on a game [`GameScreen::read_set_up`] gave (`None` for any other).
    fn from_set_up(_set_up: SetUp, _ctx: &mut Ctx) -> Option<Self> {
        None
    }
}

/// What a game screen shows of the turn. A notice to wait ("Wait for your turn.") is true only
/// while someone else moves: shown on the player's own turn, it is stale, whichever game
/// forgot to clear it. Each game answers from its own phase and notice, and the fuzz fails on
/// both at once, so a new game or a new way into a turn cannot bring the stale notice back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnShown {
    /// The player's input acts now: it is their move, and nothing runs before it.
    pub players_turn: bool,
    /// The status line tells the player to wait for the computer or another person.
    pub says_wait: bool,
}

impl TurnShown {
    /// A notice to wait shown on the player's own turn.
    pub fn is_stale(self) -> bool {
        self.players_turn && self.says_wait
    }
}

/// A game set up from the command line (`asobi play <game> --record …`), read before any
/// screen opens and carried to the game's own screen: its type is the game's business.
pub struct SetUp(Box<dyn Any + Send>);

impl SetUp {
    pub fn new<T: Any + Send>(game: T) -> SetUp {
        SetUp(Box::new(game))
    }

    /// The game set up, if it is a `T`.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }

    /// The game set up, taken out, if it is a `T`.
    pub fn take<T: Any>(self) -> Option<T> {
        self.0.downcast().ok().map(|b| *b)
    }
}

/// [`GameScreen::read_set_up`] of one game: `--record` and `--position` in, its set-up out.
type ReadSetUp = fn(Option<&str>, Option<&str>) -> Option<Result<SetUp, String>>;

impl std::fmt::Debug for SetUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SetUp(..)")
    }
}

/// A game's rules in each language, as the `?` help shows them.
#[derive(Clone, Copy, Debug)]
pub struct RulesText {
    pub en: &'static str,
    pub ja: &'static str,
}

impl RulesText {
    /// The rules in the current language.
    pub fn current(&self) -> &'static str {
        match crate::i18n::current() {
            Language::Ja => self.ja,
            _ => self.en,
        }
    }
}

/// The object-safe face of a [`GameScreen`]: what the app's screen stack holds.
pub trait DynGame: View {
    fn id(&self) -> GameId;
    /// [`GameScreen::saved`] as the file's JSON.
    fn save_state(&self) -> SaveState;
    /// For tests that look inside a game's screen (see `testing::Harness`).
    fn as_any(&self) -> &dyn Any;
    /// [`GameScreen::turn_shown`].
    fn turn_shown(&self) -> TurnShown;
}

impl<T: GameScreen> DynGame for T {
    fn id(&self) -> GameId {
        T::ID
    }

    fn save_state(&self) -> SaveState {
        match self.saved() {
            SaveState::Unstarted => SaveState::Unstarted,
            SaveState::Finished => SaveState::Finished,
            SaveState::Playing(saved) => SaveState::Playing(
                serde_json::to_value(saved).expect("a game's saved state serialises"),
            ),
        }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn turn_shown(&self) -> TurnShown {
        GameScreen::turn_shown(self)
    }
}

/// A game screen resumed from a saved state, or why it could not be.
type Resumed = Result<Box<dyn DynGame>, Invalid>;

/// A game's screen for a seat at a shared table, opened on the table's game: `None` when
/// the game is another's (each game answers only for its own `LiveGame` variant).
pub type Seat = fn(&LiveGame, Viewer, &mut Ctx) -> Option<Box<dyn TableMode>>;

/// How the registry makes and resumes one game's screen, without naming its type.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub id: GameId,
    new: fn(&mut Ctx) -> Box<dyn DynGame>,
    check: fn(&serde_json::Value) -> Result<(), Invalid>,
    resume: fn(&serde_json::Value, &mut Ctx) -> Resumed,
    seat: Option<Seat>,
    usual_chairs: fn(&Settings) -> Option<usize>,
    pub(super) rules: RulesText,
    stats: StatsShow,
    options: Option<OptionsKind>,
    settings_fields: &'static [GameField],
    new_game_fields: &'static [GameField],
    new_game_keys: Option<&'static DialogKeys>,
    sim: Option<Simulation>,
    read_set_up: ReadSetUp,
    open_set_up: fn(SetUp, &mut Ctx) -> Option<Box<dyn DynGame>>,
}

impl GameEntry {
    /// The entry for the game screen `T`.
    pub const fn of<T: GameScreen>() -> GameEntry {
        GameEntry {
            id: T::ID,
            new: new_boxed::<T>,
            check: check_json::<T>,
            resume: resume_json::<T>,
            seat: None,
            usual_chairs: T::usual_chairs,
            rules: T::RULES,
            stats: T::STATS,
            options: T::OPTIONS,
            settings_fields: T::SETTINGS_FIELDS,
            new_game_fields: T::NEW_GAME_FIELDS,
            new_game_keys: T::NEW_GAME_KEYS,
            sim: T::SIM,
            read_set_up: T::read_set_up,
            open_set_up: open_set_up::<T>,
        }
    }

    /// [`GameScreen::read_set_up`]: the game `--record`/`--position` set up, or why not;
    /// `None` when the game takes no set-up.
    pub fn read_set_up(
        &self,
        record: Option<&str>,
        position: Option<&str>,
    ) -> Option<Result<SetUp, String>> {
        (self.read_set_up)(record, position)
    }

    /// The game's screen carrying on `set_up` (`None` if it is not this game's).
    pub fn open_set_up(&self, set_up: SetUp, ctx: &mut Ctx) -> Option<Box<dyn DynGame>> {
        (self.open_set_up)(set_up, ctx)
    }

    /// Its `asobi sim` command, if it has one.
    pub fn sim(&self) -> Option<&Simulation> {
        self.sim.as_ref()
    }

    /// The game's rules in the current language (the `?` help).
    pub fn rules(&self) -> &'static str {
        self.rules.current()
    }

    /// [`GameScreen::OPTIONS`] of this game.
    pub fn options(&self) -> Option<OptionsKind> {
        self.options
    }

    /// [`GameScreen::SETTINGS_FIELDS`] of this game.
    pub fn settings_fields(&self) -> &'static [GameField] {
        self.settings_fields
    }

    /// [`GameScreen::NEW_GAME_FIELDS`] of this game.
    pub fn new_game_fields(&self) -> &'static [GameField] {
        self.new_game_fields
    }

    /// [`GameScreen::NEW_GAME_KEYS`] of this game.
    pub fn new_game_keys(&self) -> Option<&'static DialogKeys> {
        self.new_game_keys
    }

    /// [`GameScreen::usual_chairs`] of this game.
    pub fn usual_chairs(&self, settings: &Settings) -> Option<usize> {
        (self.usual_chairs)(settings)
    }

    /// [`GameScreen::STATS`] of this game.
    pub fn stats(&self) -> &StatsShow {
        &self.stats
    }

    /// This entry, its game also played at shared tables through `seat`.
    pub const fn seated(self, seat: Seat) -> GameEntry {
        GameEntry { seat: Some(seat), ..self }
    }

    /// The screen for `viewer` at a table playing `game`, if this game sits at tables and
    /// `game` is its own.
    pub fn seat(
        &self,
        game: &LiveGame,
        viewer: Viewer,
        ctx: &mut Ctx,
    ) -> Option<Box<dyn TableMode>> {
        self.seat.and_then(|seat| seat(game, viewer, ctx))
    }

    /// A new game.
    pub fn new_game(&self, ctx: &mut Ctx) -> Box<dyn DynGame> {
        (self.new)(ctx)
    }

    /// Checks a saved state read from a file.
    pub fn check(&self, state: &serde_json::Value) -> Result<(), Invalid> {
        (self.check)(state)
    }

    /// A screen carrying on from a saved state.
    pub fn resume(&self, state: &serde_json::Value, ctx: &mut Ctx) -> Resumed {
        (self.resume)(state, ctx)
    }
}

fn open_set_up<T: GameScreen>(set_up: SetUp, ctx: &mut Ctx) -> Option<Box<dyn DynGame>> {
    T::from_set_up(set_up, ctx).map(|s| Box::new(s) as Box<dyn DynGame>)
}

fn new_boxed<T: GameScreen>(ctx: &mut Ctx) -> Box<dyn DynGame> {
    Box::new(T::new(ctx))
}

fn parse<T: GameScreen>(state: &serde_json::Value) -> Result<T::Saved, Invalid> {
    T::Saved::deserialize(state).map_err(|_| Invalid::Unreadable)
}

fn check_json<T: GameScreen>(state: &serde_json::Value) -> Result<(), Invalid> {
    T::check(&parse::<T>(state)?).map_err(Invalid::BreaksRules)
}

fn resume_json<T: GameScreen>(state: &serde_json::Value, ctx: &mut Ctx) -> Resumed {
    let saved = parse::<T>(state)?;
    T::check(&saved).map_err(Invalid::BreaksRules)?;
    let screen = T::resume(&saved, ctx).map_err(Invalid::BreaksRules)?;
    Ok(Box::new(screen))
}
