//! The poker screen at a shared table (`asobi serve`): the player's hand and bet field as in
//! the local game, the dealer's backs, and the other chairs in a panel. The table holds the
//! game (several hands against one dealer); this screen keeps only its seat's view of it
//! ([`SeatView`]: what the rules show that chair, or a watcher), taken from each event's game as
//! it arrives, and replays the events as the local game would: the deal card by card, the
//! dealer's exchange step by step with its cards turning over. What the player does becomes an [`Ask`]
//! (`take_asks`), never a change made here; the table's answer comes back as an event.
//! Following the table's events is in `table/events.rs`, keys in `table/keys.rs`, drawing in
//! `table/view.rs`.
//!
//! What a chair sees (the rest stays hidden until the showdown): its own hand, each chair's
//! points, bet and how many cards it changed, never which. At the showdown every hand in the
//! round and the dealer's are turned up for everyone, and stay up until the next deal. A
//! watcher sees the first chair's hand as backs like everyone else's.

mod events;
mod keys;
mod view;

use std::collections::VecDeque;

use ratatui::Frame;
use ratatui::layout::Rect;

use super::anim::{Count, Deal, Stage};
use super::{BET_DIGITS, BetNotice, dealer_level};
use crate::catalog::GameId;
use crate::event::Msg;
use crate::games::cards::Card;
use crate::games::poker::seat_view::SeatView;
use crate::games::poker::several_hands::{Game, Stage as Round};
use crate::games::poker::table::PokerMove;
use crate::games::poker::{Marks, Outcome};
use crate::screens::chrome::Timer;
use crate::screens::game_log::FullLog;
use crate::screens::tables::{Mailbox, TableMode, Viewer, seat_at, seat_of};
use crate::screens::{Ctx, DrawCtx, KeyHint, Transition, View};
use crate::tables::live::TableEvent;
use crate::tables::{Ask, Event, LiveGame};
use crate::widgets::text_field::TextField;

/// Lines of the table's story kept beside it.
const KEPT: usize = 40;
/// How long another chair's exchange holds the screen (at normal speed), as the dealer's
/// steps do: its line in the panel stands out and the status names it.
const BEAT: std::time::Duration = std::time::Duration::from_millis(600);

/// What ties the screen to its table.
#[derive(Debug, Default)]
pub struct TableLink {
    /// Who the screen is drawn for: a chair, or a watcher, who sees every hand as backs and
    /// asks nothing of the table.
    pub viewer: Viewer,
    /// The player's asks to send (the table's events wait in `inbox`, as views).
    mail: Mailbox<Game>,
    /// The table's events not yet shown, each with the seat's view of the game after it.
    inbox: VecDeque<Shown>,
    /// The view after the dealer's exchange being shown (the screen takes it once shown).
    after: Option<SeatView>,
}

impl TableLink {
    /// The viewer's chair, `None` for a watcher.
    fn seat(&self) -> Option<usize> {
        (!self.viewer.watching()).then(|| self.viewer.chair())
    }

    /// The seat's view of `game`.
    fn view_of(&self, game: &Game) -> SeatView {
        game.seat_view(self.seat())
    }
}

/// The cards to draw for `cards` as a view holds them: a hidden one is drawn as a back, so
/// any card may stand in for it (the Joker does); a face-up hidden card would be a bug.
fn drawn(cards: &[Option<Card>]) -> Vec<Card> {
    cards.iter().map(|card| card.unwrap_or(Card::JOKER)).collect()
}

/// A table event as this seat is shown it: the game after it only as the seat's view.
#[derive(Debug)]
enum Shown {
    Dealt(SeatView),
    Played { what: PokerMove, after: SeatView },
}

/// What the status line reports, worded when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A key that acts on the cards while another chair or the dealer plays.
    Wait,
    RematchAsked,
}

/// One line of what happened at the table, worded when drawn (names are the seat's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogLine {
    Bet { chair: usize, bet: u32 },
    Dealt { round: u32 },
    Exchanged { chair: usize, cards: usize },
    DealerExchanged { cards: usize },
    Result { chair: usize, outcome: Outcome, bet: u32 },
}

pub struct PokerTableScreen {
    /// The seat's view of the table's game as of the last event shown.
    view: Box<SeatView>,
    link: TableLink,
    /// The chairs' names by seat (seat 0 is the viewer's chair).
    names: Vec<String>,
    bet_field: TextField,
    bet_error: Option<BetNotice>,
    /// The player's last bet: the next round's field starts with it.
    last_bet: Option<u32>,
    cursor: usize,
    marks: Marks,
    /// The deal being shown, card by card.
    deal: Option<Deal>,
    /// The dealer's exchange being shown.
    stage: Box<Stage>,
    /// Another chair's exchange being shown: the chair, and the time it holds the screen.
    beat: Option<(usize, Timer)>,
    /// After a showdown, each settled chair's points counting to their new value, as the
    /// local game counts the player's (they hold nothing up: the next deal ends them).
    counts: Vec<(usize, Count)>,
    notice: Option<Notice>,
    log: Vec<LogLine>,
    /// The whole of `told` on `L`, as the other card tables have it.
    full_log: FullLog,
}

impl PokerTableScreen {
    /// The screen for `viewer` at a table whose game is `game`.
    pub fn at_table(game: &Game, viewer: Viewer, _ctx: &mut Ctx) -> PokerTableScreen {
        let link = TableLink { viewer, ..Default::default() };
        PokerTableScreen {
            view: Box::new(link.view_of(game)),
            link,
            names: Vec::new(),
            bet_field: TextField::new("", BET_DIGITS),
            bet_error: None,
            last_bet: None,
            cursor: 0,
            marks: Marks::NONE,
            deal: None,
            stage: Box::new(Stage::Idle),
            beat: None,
            counts: Vec::new(),
            notice: None,
            log: Vec::new(),
            full_log: FullLog::default(),
        }
    }

    /// The seat's view of the table's game as this screen shows it (tests look into it).
    pub fn view(&self) -> &SeatView {
        &self.view
    }

    pub fn watching(&self) -> bool {
        self.link.viewer.watching()
    }

    /// The viewer's chair (the first for a watcher).
    pub fn chair(&self) -> usize {
        self.link.viewer.chair()
    }

    pub fn marks(&self) -> Marks {
        self.marks
    }

    /// True when the player is to bet now.
    pub fn betting(&self) -> bool {
        self.my_turn(|r| matches!(r, Round::Betting(_)))
    }

    /// True when the player is to exchange now.
    pub fn exchanging(&self) -> bool {
        self.my_turn(|r| matches!(r, Round::Exchange(_)))
    }

    fn my_turn(&self, stage: impl Fn(Round) -> bool) -> bool {
        !self.link.viewer.watching()
            && self.settled()
            && self.view.on_turn() == Some(self.link.viewer.chair())
            && stage(self.view.stage)
    }

    /// The name of the table's `chair`, as this seat calls it ("You" for one's own).
    pub fn name(&self, chair: usize) -> String {
        if self.link.viewer == Viewer::Chair(chair) {
            return t!("poker.you").into_owned();
        }
        let seat = seat_of(chair, self.link.viewer, self.view.chairs());
        match self.names.get(seat).filter(|n| !n.is_empty()) {
            Some(name) => name.clone(),
            None => t!("oldmaid.cpu", n = chair + 1).into_owned(),
        }
    }

    /// Asks the table; a watcher asks nothing.
    fn ask_table(&mut self, ask: Ask) {
        if !self.link.viewer.watching() {
            self.link.mail.send(ask);
        }
    }

    /// Enter on the results: ask for a rematch.
    fn ask_rematch(&mut self) {
        if !self.link.viewer.watching() {
            self.ask_table(Ask::Rematch);
            self.notice = Some(Notice::RematchAsked);
        }
    }

    /// The count of the table's `chair`'s points still running after a showdown, if any.
    fn count_of(&self, chair: usize) -> Option<&Count> {
        self.counts.iter().find(|(c, _)| *c == chair).map(|(_, count)| count)
    }

    /// The table's `chair`'s points as shown now (mid-count after a showdown).
    pub fn points_shown(&self, chair: usize) -> u32 {
        self.count_of(chair).map_or(self.view.hand(chair).points, Count::shown)
    }

    /// Nothing holds the screen: neither the dealer's exchange nor another chair's.
    fn settled(&self) -> bool {
        self.stage.is_idle() && self.beat.is_none()
    }

    fn tell(&mut self, line: LogLine) {
        crate::screens::game_log::push_capped(&mut self.log, line, KEPT);
    }
}

impl View for PokerTableScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        self.key(msg, ctx)
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        view::draw(self, frame, area, ctx);
    }

    fn hints(&self) -> Vec<KeyHint> {
        self.key_hints()
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Poker)
    }

    fn animating(&self) -> bool {
        !self.settled() || self.deal.is_some() || !self.counts.is_empty()
    }

    fn popup_room(&self, body: Rect) -> crate::screens::PopupRoom {
        super::layout::popup_room(body)
    }

    fn in_progress(&self) -> bool {
        !self.is_over()
    }

    fn min_size(&self) -> (u16, u16) {
        (70, 23)
    }
}

impl TableMode for PokerTableScreen {
    /// Shown now unless the dealer's exchange is on screen; then queued behind it.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx) {
        if let Some(event) = event.of::<Game>() {
            let shown = match event {
                TableEvent::Dealt(game) => Shown::Dealt(self.link.view_of(&game)),
                TableEvent::Played { what, after } => {
                    Shown::Played { what, after: self.link.view_of(&after) }
                }
            };
            self.link.inbox.push_back(shown);
        }
        self.next_table_event(ctx);
    }

    fn take_asks(&mut self) -> Vec<Ask> {
        self.link.mail.take_asks()
    }

    fn is_over(&self) -> bool {
        self.view.is_over() && self.settled() && self.link.inbox.is_empty()
    }

    fn detail(&self, _name_cells: usize) -> String {
        let level = crate::screens::settings::level_name(dealer_level(self.view.dealer_level));
        let round = self.view.round;
        let rounds = crate::games::poker::several_hands::ROUNDS;
        t!("poker.table.detail", round = round, rounds = rounds, level = level).into_owned()
    }

    fn set_names(&mut self, names: &[String]) {
        self.names = names.to_vec();
    }
}

/// This game's screen for a seat at a table playing `game` (its registry entry's `seat`).
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Option<Box<dyn TableMode>> {
    seat_at(game, |g: &Game| PokerTableScreen::at_table(g, viewer, ctx))
}
