//! The Killer Sevens screen (殺しの七並べ): the 4x13 table, your fanned hand, a panel per
//! player and a log line. Selecting a card outlines its cell, marks the played neighbours that
//! make it playable and shows in red what playing it would kill. Computer turns animate: the
//! seat lights up, the card appears, newly dead cells flash before they settle.
//!
//! The human is always seat 0; the other seats are computers at `settings.options::<SevensOptions>().level`. At a
//! shared table (`sevens/table.rs`) the screen holds the table's game turned to the player's
//! chair, so they are seat 0 there too, and the other seats are the table's chairs.
//! Drawing lives in `sevens/view.rs` (and `sevens/panel.rs`), turn flow and animation in
//! `sevens/flow.rs`, keys in `sevens/keys.rs`, sentences in `sevens/text.rs`.
//!
//! Decisions: a click on the already selected card (in the hand or on the table) plays it, so
//! the mouse alone can play a game; the kill preview is shown only on your turn (during a
//! computer's turn red cells mean "just killed"); when your turn starts on a card that cannot
//! be played, the selection jumps to the nearest playable card.

mod flow;
mod keys;
mod notice;
pub mod options;
mod panel;
mod save;
pub mod sim;
pub mod stats;
mod table;
mod text;
mod view;

use crate::games::sevens::SevensOptions;
use crossterm::event::{MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::game_log::FullLog;
use super::keymap::{Act, KeyMap};
use super::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::cards::Card;
use crate::games::sevens::{Game, IllegalMove, TurnReport};
use crate::settings::Level;
use flow::Phase;
use keys::{Action, OVER, PLAYING, WATCHING};
pub use notice::Notice;
#[doc(hidden)]
pub use save::Saved;
pub use table::TableLink;
pub(crate) use table::seat;
pub use view::{Areas, areas};

/// The human's seat.
pub const HUMAN: usize = 0;

/// Most actions the log keeps: far above what one game can take (52 cards and each seat's
/// passes), so a save that claims more is refused.
const MAX_LOG: usize = 1000;

pub struct SevensScreen {
    /// Boxed so the `Screen` enum stays small (clippy's large-variant check).
    game: Box<Game>,
    level: Level,
    /// The card the cursor is on, always one of the human's cards while they hold any.
    selected: Option<Card>,
    phase: Phase,
    /// A refusal or hint for the status line; cleared by the next successful action and by
    /// the next turn.
    notice: Option<Notice>,
    /// Every action of the game, oldest first (the last few under the table, all of them in
    /// the full log).
    log: Vec<TurnReport>,
    full_log: FullLog,
    /// The card placed last, picked out on the table.
    last: Option<Card>,
    /// Cells killed by the last action: they flash while that action is shown.
    fresh_dead: u64,
    /// The seats' names (at a table, the chairs'; on a watcher's screen nobody is "you").
    names: text::Names,
    /// At a shared table: the link to it (the game then changes only by the table's events).
    link: Option<Box<TableLink>>,
}

impl SevensScreen {
    /// A new game with the sevens settings (players, passes, kill limit, level).
    pub fn new(ctx: &mut Ctx) -> SevensScreen {
        ctx.new_deal();
        let game = Game::new(&ctx.settings.options(), ctx.rng);
        SevensScreen::from_game(game, ctx)
    }

    /// A screen on a given position (tests build positions with `Game::from_position`).
    #[doc(hidden)]
    pub fn from_game(game: Game, ctx: &mut Ctx) -> SevensScreen {
        let mut s = SevensScreen::with_game(game, ctx.settings.options::<SevensOptions>().level);
        s.begin(ctx);
        s
    }

    /// The screen on `game` with nothing shown yet and no turn begun: a new game, a resumed
    /// one and a seat at a table all start from here.
    fn with_game(game: Game, level: Level) -> SevensScreen {
        SevensScreen {
            game: Box::new(game),
            level,
            selected: None,
            phase: Phase::Over,
            notice: None,
            log: Vec::new(),
            full_log: FullLog::default(),
            last: None,
            fresh_dead: 0,
            names: text::Names::default(),
            link: None,
        }
    }

    /// The game being played (tests check its invariants).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The card under the cursor.
    pub fn selected(&self) -> Option<Card> {
        self.selected
    }

    /// The status line's notice, if any (tests).
    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// Every action of the game so far, oldest first, in the current language (the full log).
    /// How many lines `events` gives, without wording them (the log's keys ask on each press).
    fn event_count(&self) -> usize {
        let suits = crate::games::cards::Suit::ALL;
        let dealt = suits.iter().any(|&s| self.game.seven_holder(s).is_some());
        usize::from(dealt) + self.log.len()
    }

    pub fn events(&self) -> Vec<String> {
        let deal = text::deal_text(&self.game, &self.names);
        let turns = self.log.iter().map(|r| text::report_text(r, &self.game, &self.names));
        deal.into_iter().chain(turns).collect()
    }

    /// True when it is the human's move and nothing is animating.
    pub fn is_human_turn(&self) -> bool {
        matches!(self.phase, Phase::Human)
    }

    /// True while a Hard computer thinks: its search may be running on a worker thread, which
    /// a test driving the screen gives a real millisecond to answer.
    pub fn hard_thinking(&self) -> bool {
        matches!(self.phase, Phase::Thinking { .. }) && self.level == Level::Hard
    }

    fn start_new(&mut self, ctx: &mut Ctx) {
        ctx.new_deal();
        *self.game = Game::new(&ctx.settings.options(), ctx.rng);
        self.level = ctx.settings.options::<SevensOptions>().level;
        self.selected = None;
        self.log.clear();
        self.last = None;
        self.fresh_dead = 0;
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
            None => self.notice = Some(Notice::NonePlayable),
        }
    }

    /// `t`: selects the safe card, if there is one, and says why it is safe or why none is.
    /// On your turn only: at another time the hand may not be the one that moves next.
    fn hint(&mut self) {
        if !matches!(self.phase, Phase::Human) {
            self.notice = Some(Notice::Wait);
            return;
        }
        match self.game.hint(HUMAN) {
            Ok(card) => {
                self.select(card);
                self.notice = Some(Notice::Hint(card));
            }
            Err(why) => self.notice = Some(Notice::NoHint(why)),
        }
    }

    fn select(&mut self, card: Card) {
        self.selected = Some(card);
        self.notice = None;
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
        let areas = view::areas(ctx.area, self.game.players());
        let in_hand = view::hand_hit(&areas, &hand, self.selected_index(&hand), column, row);
        let card = match in_hand {
            Some(i) => Some(hand[i]),
            None => match crate::widgets::sevens_table::table_layout(areas.table)
                .hit_test(column, row)
            {
                Some(card) if hand.contains(&card) => Some(card),
                Some(card) => {
                    self.notice = Some(Notice::Refused(IllegalMove::NotInHand(card)));
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

    fn keymap(&self) -> &'static KeyMap<Action> {
        if self.watching() {
            return &WATCHING;
        }
        match self.phase {
            Phase::Over => &OVER,
            _ => &PLAYING,
        }
    }
}

impl View for SevensScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.full_log.is_open() && !matches!(msg, Msg::Tick(_)) {
            self.full_log.update(msg, self.event_count());
            return Transition::Stay;
        }
        match msg {
            Msg::Tick(dt) => self.tick(*dt, ctx),
            Msg::Key(_) => match self.keymap().action(msg) {
                Some(Act::Plain(Action::Back)) => return Transition::Back,
                // At a table the same keys ask for a rematch.
                Some(Act::Plain(Action::NewGame)) if self.at_a_table() => self.ask_rematch(),
                Some(Act::Plain(Action::NewGame)) => self.start_new(ctx),
                Some(Act::Move(Action::Card, d)) => self.step(forward(d)),
                Some(Act::Move(Action::Suit, d)) => self.step_suit(forward(d)),
                Some(Act::Plain(Action::NextPlayable)) => self.step_playable(true),
                Some(Act::Plain(Action::PreviousPlayable)) => self.step_playable(false),
                Some(Act::Plain(Action::Play)) => self.play_selected(ctx),
                Some(Act::Plain(Action::Pass)) => self.pass(ctx),
                Some(Act::Plain(Action::Hint)) => self.hint(),
                Some(Act::Plain(Action::Log)) => self.full_log.open(),
                _ => {}
            },
            Msg::Mouse(m)
                if m.kind == MouseEventKind::Down(MouseButton::Left)
                    && !matches!(self.phase, Phase::Over)
                    && !self.watching() =>
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

    /// Over the table, left of the players panel, its rows cleared across the table: centred
    /// on the body, the quit question cut the panel's box and its lines ("3 cards" without
    /// "CPU 3") and the log's at 80×24.
    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        let table = view::drawn_areas(self, body).table;
        crate::screens::PopupRoom::clearing_rows(table, table)
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.full_log.is_open() {
            return FullLog::hints();
        }
        self.keymap().hints()
    }

    fn more_hints(&self) -> Vec<KeyHint> {
        if matches!(self.phase, Phase::Over) && !self.watching() {
            PLAYING.own_hints()
        } else {
            Vec::new()
        }
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
        (80, 23)
    }
}

/// A step of -1 for left or up, 1 for right or down.
fn forward(d: Direction) -> isize {
    match d {
        Direction::Left | Direction::Up => -1,
        Direction::Right | Direction::Down => 1,
    }
}
