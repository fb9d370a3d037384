//! The Killer Sevens screen (殺しの七並べ): the 4x13 table, your fanned hand, a panel per
//! player and a log line. Selecting a card outlines its cell, marks the played neighbours that
//! make it playable and shows in red what playing it would kill. Computer turns animate: the
//! seat lights up, the card appears, newly dead cells flash before they settle.
//!
//! The human is always seat 0; the other seats are computers at `settings.sevens.level`.
//! Drawing lives in `sevens/view.rs` (and `sevens/panel.rs`), turn flow and animation in
//! `sevens/flow.rs`, sentences in `sevens/text.rs`.
//!
//! Decisions: a click on the already selected card (in the hand or on the table) plays it, so
//! the mouse alone can play a game; the kill preview is shown only on your turn (during a
//! computer's turn red cells mean "just killed"); when your turn starts on a card that cannot
//! be played, the selection jumps to the nearest playable card.

mod flow;
mod panel;
mod save;
#[doc(hidden)]
pub mod testkit;
mod text;
mod view;

use std::collections::VecDeque;

use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, game_hints, game_over_hints, hint};
use crate::catalog::GameId;
use crate::event::Msg;
use crate::games::cards::Card;
use crate::games::sevens::{Game, TurnReport};
use crate::settings::Level;
use flow::Phase;
#[doc(hidden)]
pub use save::Saved;
pub use view::{Areas, areas};

/// The human's seat.
pub const HUMAN: usize = 0;

/// How many recent actions the log keeps.
const LOG_LEN: usize = 3;

pub struct SevensScreen {
    /// Boxed so the `Screen` enum stays small (clippy's large-variant check).
    game: Box<Game>,
    level: Level,
    /// The card the cursor is on, always one of the human's cards while they hold any.
    selected: Option<Card>,
    phase: Phase,
    /// A refusal or hint for the status line; cleared by the next successful action.
    message: Option<String>,
    /// The last few actions, oldest first.
    log: VecDeque<TurnReport>,
    /// The card placed last, picked out on the table.
    last: Option<Card>,
    /// Cells killed by the last action: they flash while that action is shown.
    fresh_dead: u64,
    /// Whether this game's result is in the statistics already.
    recorded: bool,
    ticks: usize,
}

impl SevensScreen {
    /// A new game with the sevens settings (players, passes, kill limit, level).
    pub fn new(ctx: &mut Ctx) -> SevensScreen {
        let game = Game::new(&ctx.settings.sevens, ctx.rng);
        SevensScreen::from_game(game, ctx)
    }

    /// A screen on a given position (tests build positions with `Game::from_position`).
    #[doc(hidden)]
    pub fn from_game(game: Game, ctx: &mut Ctx) -> SevensScreen {
        let mut s = SevensScreen {
            game: Box::new(game),
            level: ctx.settings.sevens.level,
            selected: None,
            phase: Phase::Over,
            message: None,
            log: VecDeque::new(),
            last: None,
            fresh_dead: 0,
            recorded: false,
            ticks: 0,
        };
        s.begin(ctx);
        s
    }

    /// The game being played (tests check its invariants).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The card under the cursor.
    pub fn selected(&self) -> Option<Card> {
        self.selected
    }

    /// The status-line message, if any (tests).
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// True when it is the human's move and nothing is animating.
    pub fn is_human_turn(&self) -> bool {
        matches!(self.phase, Phase::Human)
    }

    fn start_new(&mut self, ctx: &mut Ctx) {
        *self.game = Game::new(&ctx.settings.sevens, ctx.rng);
        self.level = ctx.settings.sevens.level;
        self.selected = None;
        self.log.clear();
        self.last = None;
        self.fresh_dead = 0;
        self.recorded = false;
        self.begin(ctx);
    }

    fn hand(&self) -> Vec<Card> {
        self.game.hand(HUMAN)
    }

    fn selected_index(&self, hand: &[Card]) -> Option<usize> {
        self.selected.and_then(|c| hand.iter().position(|&h| h == c))
    }

    /// Moves the cursor by `delta` cards, wrapping round the hand.
    fn step(&mut self, delta: isize) {
        let hand = self.hand();
        if hand.is_empty() {
            return;
        }
        let n = hand.len() as isize;
        let i = self.selected_index(&hand).map_or(0, |i| (i as isize + delta).rem_euclid(n));
        self.select(hand[i as usize]);
    }

    /// Moves to the previous/next suit that has cards, on the closest rank.
    fn step_suit(&mut self, delta: isize) {
        let hand = self.hand();
        let Some(current) = self.selected.or(hand.first().copied()) else { return };
        let (row, col) = (current.index() / 13, (current.index() % 13) as isize);
        let target =
            (1..4).map(|k| (row as isize + delta * k).rem_euclid(4) as usize).find_map(|r| {
                hand.iter()
                    .filter(|c| c.index() / 13 == r)
                    .min_by_key(|c| ((c.index() % 13) as isize - col).abs())
            });
        if let Some(&card) = target {
            self.select(card);
        }
    }

    /// Jumps to the next (or previous) playable card after the cursor.
    fn step_playable(&mut self, forward: bool) {
        let playable = self.game.playable_cards(HUMAN);
        let here = self.selected.map_or(0, Card::index);
        let next = if forward {
            playable.iter().find(|c| c.index() > here).or(playable.first())
        } else {
            playable.iter().rev().find(|c| c.index() < here).or(playable.last())
        };
        match next {
            Some(&card) => self.select(card),
            None => self.message = Some(t!("sevens.none_playable").into_owned()),
        }
    }

    fn select(&mut self, card: Card) {
        self.selected = Some(card);
        self.message = None;
    }

    /// Keeps the cursor on a card of the hand: the same card, else the nearest by index.
    fn fix_selection(&mut self) {
        let hand = self.hand();
        let want = self.selected.map_or(0, Card::index);
        self.selected =
            hand.iter().min_by_key(|c| (c.index() as isize - want as isize).abs()).copied();
    }

    /// A click on a hand card or a table cell: select it, or play it when already selected.
    fn click(&mut self, column: u16, row: u16, ctx: &mut Ctx) {
        let hand = self.hand();
        let style = ctx.settings.card_style;
        let areas = view::areas(ctx.area, self.game.players());
        let in_hand = view::hand_hit(areas.hand, &hand, self.selected_index(&hand), column, row);
        let card = match in_hand {
            Some(i) => Some(hand[i]),
            None => match crate::widgets::sevens_table::table_layout(areas.table)
                .hit_test(column, row)
            {
                Some(card) if hand.contains(&card) => Some(card),
                Some(card) => {
                    let label = crate::widgets::card::card_label(card, style);
                    self.message = Some(t!("sevens.not_your_card", card = label).into_owned());
                    None
                }
                None => None,
            },
        };
        if let Some(card) = card {
            if self.selected == Some(card) {
                self.play_selected(ctx);
            } else {
                self.select(card);
            }
        }
    }
}

impl View for SevensScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        match msg {
            Msg::Tick(dt) => {
                self.ticks += 1;
                self.tick(*dt, ctx);
            }
            Msg::Key(_) => {
                let Some(code) = msg.plain_key() else { return Transition::Stay };
                if matches!(self.phase, Phase::Over) {
                    match code {
                        KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('n') => {
                            self.start_new(ctx)
                        }
                        KeyCode::Esc | KeyCode::Backspace => return Transition::Back,
                        _ => {}
                    }
                    return Transition::Stay;
                }
                match code {
                    KeyCode::Esc => return Transition::Back,
                    KeyCode::Left | KeyCode::Char('h') => self.step(-1),
                    KeyCode::Right | KeyCode::Char('l') => self.step(1),
                    KeyCode::Up | KeyCode::Char('k') => self.step_suit(-1),
                    KeyCode::Down | KeyCode::Char('j') => self.step_suit(1),
                    KeyCode::Tab => self.step_playable(true),
                    KeyCode::BackTab => self.step_playable(false),
                    KeyCode::Enter | KeyCode::Char(' ') => self.play_selected(ctx),
                    KeyCode::Char('p') => self.pass(ctx),
                    _ => {}
                }
            }
            Msg::Mouse(m)
                if m.kind == MouseEventKind::Down(MouseButton::Left)
                    && !matches!(self.phase, Phase::Over) =>
            {
                self.click(m.column, m.row, ctx);
            }
            _ => {}
        }
        Transition::Stay
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        if matches!(self.phase, Phase::Over) {
            return game_over_hints([]);
        }
        game_hints([
            hint("←→", t!("sevens.key_select")),
            hint("↑↓", t!("sevens.key_suit")),
            hint("Tab", t!("sevens.key_next")),
            hint("Enter", t!("sevens.key_play")),
            hint("p", t!("sevens.key_pass")),
        ])
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Sevens)
    }

    fn animating(&self) -> bool {
        matches!(self.phase, Phase::Thinking { .. } | Phase::Showing { .. })
    }

    fn in_progress(&self) -> bool {
        !self.game.is_over()
    }

    fn min_size(&self) -> (u16, u16) {
        (90, 26)
    }
}
