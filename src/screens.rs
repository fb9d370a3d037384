//! Screens: the menu, settings, statistics and one per game. Each owns its state, turns a
//! `Msg` into a `Transition` (data, never terminal calls) and draws itself from `&self`.

pub mod chrome;
pub mod menu;
pub mod old_maid;
pub mod othello;
pub mod poker;
pub mod settings;
pub mod sevens;
pub mod stats;
pub mod tictactoe;
pub mod worker;

use std::borrow::Cow;

use rust_i18n::t;

use rand::rngs::StdRng;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::catalog::GameId;
use crate::event::Msg;
use crate::saves::{SaveSlots, SaveState, SavedGame};
use crate::settings::Settings;
use crate::stats::Stats;

/// What a screen asks the app to do after a message.
pub enum Transition {
    Stay,
    /// Open another screen on top of this one.
    Goto(Screen),
    /// Close this screen and return to the one below.
    Back,
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
    /// The one seeded RNG behind every deal and computer choice.
    pub rng: &'a mut StdRng,
    /// The `--seed` the RNG started from, shown in game headers.
    pub seed: u64,
    /// Where the screen was last drawn (for mouse hit-testing with the same pure geometry).
    pub area: Rect,
}

/// What drawing may read.
pub struct DrawCtx<'a> {
    pub settings: &'a Settings,
    pub stats: &'a Stats,
    pub seed: u64,
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

/// A game's hint bar while it is played: its own keys, then back, help and quit, the same
/// three in the same order on every game screen.
pub fn game_hints(own: impl IntoIterator<Item = KeyHint>) -> Vec<KeyHint> {
    let mut hints: Vec<KeyHint> = own.into_iter().collect();
    hints.extend([
        hint("Esc", t!("key.back")),
        hint("?", t!("key.help")),
        hint("q", t!("key.quit")),
    ]);
    hints
}

/// A finished game's hint bar: play again first, then the game's `extra` keys, back and help.
pub fn game_over_hints(extra: impl IntoIterator<Item = KeyHint>) -> Vec<KeyHint> {
    let mut hints = vec![hint("Enter", t!("key.play_again"))];
    hints.extend(extra);
    hints.extend([hint("Esc", t!("key.back")), hint("?", t!("key.help"))]);
    hints
}

/// The behaviour every screen provides.
pub trait View {
    /// Handles one message.
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition;
    /// Draws into `area` (the whole screen but the hint bar).
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx);
    /// The screen's own key bindings, for the hint bar and the help overlay.
    fn hints(&self) -> Vec<KeyHint>;
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
    /// True while a text field has focus: keys like `q` and `?` are then typed, not commands.
    fn captures_text(&self) -> bool {
        false
    }
    /// For game screens: what to keep of the game for a later session. Called after every
    /// message, so it should only copy state, never compute.
    fn save_state(&self) -> SaveState {
        SaveState::Unstarted
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
    TicTacToe(tictactoe::TicTacToeScreen),
    Othello(othello::OthelloScreen),
    OldMaid(old_maid::OldMaidScreen),
    Sevens(sevens::SevensScreen),
    Poker(poker::PokerScreen),
}

impl Screen {
    /// The screen's behaviour.
    pub fn view(&self) -> &dyn View {
        match self {
            Screen::Menu(s) => s,
            Screen::Settings(s) => s,
            Screen::Stats(s) => s,
            Screen::TicTacToe(s) => s,
            Screen::Othello(s) => s,
            Screen::OldMaid(s) => s,
            Screen::Sevens(s) => s,
            Screen::Poker(s) => s,
        }
    }

    pub fn view_mut(&mut self) -> &mut dyn View {
        match self {
            Screen::Menu(s) => s,
            Screen::Settings(s) => s,
            Screen::Stats(s) => s,
            Screen::TicTacToe(s) => s,
            Screen::Othello(s) => s,
            Screen::OldMaid(s) => s,
            Screen::Sevens(s) => s,
            Screen::Poker(s) => s,
        }
    }

    /// True for the games this build can play (the menu marks the rest "coming soon").
    pub fn is_playable(game: GameId) -> bool {
        match game {
            GameId::Tictactoe => true,
            GameId::Othello => othello::PLAYABLE,
            GameId::OldMaid => old_maid::PLAYABLE,
            GameId::Sevens => sevens::PLAYABLE,
            GameId::Poker => poker::PLAYABLE,
        }
    }

    /// The game's saved state resumed, or a new game when there is none or `fresh` is asked.
    /// A saved state that fails to resume is set aside (with a warning) and a new game starts.
    pub fn open_game(game: GameId, fresh: bool, ctx: &mut Ctx) -> Option<Screen> {
        if !fresh && let Some(saved) = ctx.saves.get(game).cloned() {
            match Screen::resume(&saved, ctx) {
                Ok(screen) => return Some(screen),
                Err(reason) => {
                    let warning =
                        rust_i18n::t!("saves.not_resumed", game = game.name(), reason = reason);
                    ctx.saves.reject(game, warning.into_owned());
                }
            }
        }
        Screen::new_game(game, ctx)
    }

    /// A game screen carrying on from `saved`.
    pub fn resume(saved: &SavedGame, ctx: &mut Ctx) -> Result<Screen, String> {
        saved.check()?;
        Ok(match saved {
            SavedGame::Tictactoe(s) => {
                Screen::TicTacToe(tictactoe::TicTacToeScreen::resume(s, ctx)?)
            }
            SavedGame::Othello(s) => Screen::Othello(othello::OthelloScreen::resume(s, ctx)?),
            SavedGame::OldMaid(s) => Screen::OldMaid(old_maid::OldMaidScreen::resume(s, ctx)?),
            SavedGame::Sevens(s) => Screen::Sevens(sevens::SevensScreen::resume(s, ctx)?),
            SavedGame::Poker(s) => Screen::Poker(poker::PokerScreen::resume(s, ctx)?),
        })
    }

    /// A new game screen, or `None` for a game not built yet.
    pub fn new_game(game: GameId, ctx: &mut Ctx) -> Option<Screen> {
        if !Screen::is_playable(game) {
            return None;
        }
        Some(match game {
            GameId::Tictactoe => Screen::TicTacToe(tictactoe::TicTacToeScreen::new(ctx)),
            GameId::Othello => Screen::Othello(othello::OthelloScreen::new(ctx)),
            GameId::OldMaid => Screen::OldMaid(old_maid::OldMaidScreen::new(ctx)),
            GameId::Sevens => Screen::Sevens(sevens::SevensScreen::new(ctx)),
            GameId::Poker => Screen::Poker(poker::PokerScreen::new(ctx)),
        })
    }
}
