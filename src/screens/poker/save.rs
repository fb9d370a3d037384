//! What a game of poker keeps between sessions: the whole table (points, best, record, dealer
//! level, and the round's cards, bet and exchanges once dealt) plus the player's marks not yet
//! exchanged and the cursor. Not kept: a bet typed but not placed, and where an animation was.
//!
//! Stable points: the table changes only at rest (a bet placed, an exchange, a showdown
//! settled), so a save is always one of them. Left during the dealer's turn — thinking, its
//! cards moving or turning over — the table is still at the dealer's turn, and resuming runs
//! that turn again; every dealer strategy is deterministic, so it makes the same exchange.
//! Left at a showdown, resuming shows its result at rest.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::events::LogLine;
use super::{MAX_LOG, PokerScreen};
use crate::catalog::GameId;
use crate::games::poker::{Marks, Phase, Record, RoundStage, StateError, Table, TableState};
use crate::saves::SaveState;
use crate::screens::Ctx;
use crate::screens::game::{GameScreen, RulesText, TurnShown};
use crate::screens::game_field::GameField;
use crate::screens::game_log::is_plain_line;
use crate::screens::stats::StatsShow;
use crate::settings::OptionsKind;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub table: TableState,
    /// Cards marked for the exchange, not yet exchanged (only while exchanging).
    pub marks: Marks,
    /// The card the cursor is on, 0-4.
    pub cursor: usize,
    /// The game's events, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_log: Vec<LogLine>,
    /// Saves written before the events were kept as data hold them worded, in the language of
    /// the session that wrote them (empty in saves from before the log). Read, never written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<String>,
    /// The last bet placed, which the bet field offers again (absent before one was placed,
    /// and in saves written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_bet: Option<u32>,
}

impl Saved {
    /// Refuses a state play cannot reach (a hand-edited or damaged file), in words for people.
    pub fn check(&self) -> Result<(), String> {
        self.table.validate().map_err(|e| state_error(&e).into_owned())?;
        if self.cursor >= 5 {
            return Err(t!("poker.save.cursor", n = self.cursor).into_owned());
        }
        let exchanging = self.table.round.as_ref().map(|r| r.stage) == Some(RoundStage::Exchange);
        if self.marks != Marks::NONE && !exchanging {
            return Err(t!("poker.save.marks").into_owned());
        }
        if self.events.len() > MAX_LOG || !self.events.iter().all(|t| is_plain_line(t)) {
            return Err(t!("poker.save.events").into_owned());
        }
        let worded_plainly = |e: &LogLine| match e {
            LogLine::Saved(text) => is_plain_line(text),
            _ => true,
        };
        if self.event_log.len() > MAX_LOG || !self.event_log.iter().all(worded_plainly) {
            return Err(t!("poker.save.events").into_owned());
        }
        Ok(())
    }
}

/// A saved table's fault, in the current language (the engine's `Display` is English only).
fn state_error(e: &StateError) -> Cow<'static, str> {
    match e {
        StateError::NoPoints => t!("poker.save.no_points"),
        StateError::BestBelowPoints { best, points } => {
            t!("poker.save.best", best = best, points = points)
        }
        StateError::HandSize { cards } => t!("poker.save.hand_size", n = cards),
        StateError::CardCount { cards } => t!("poker.save.card_count", n = cards),
        StateError::CardTwice(card) => t!("poker.save.card_twice", card = card),
        StateError::Discards { expected, found } => {
            t!("poker.save.discards", expected = expected, found = found)
        }
        StateError::EarlyExchange => t!("poker.save.early_exchange"),
        StateError::Bet { bet, points } => t!("poker.save.bet", bet = bet, points = points),
        StateError::Unrecorded => t!("poker.save.unrecorded"),
    }
}

impl PokerScreen {
    /// Nothing to keep before the first deal; nothing once the points are gone.
    pub(super) fn saved_state(&self) -> SaveState<Saved> {
        match self.table.phase() {
            Phase::GameOver => SaveState::Finished,
            Phase::Betting if self.table.record() == Record::default() => SaveState::Unstarted,
            _ => SaveState::Playing(Saved {
                table: self.table.state(),
                marks: self.marks,
                cursor: self.cursor,
                event_log: self.log.clone(),
                events: Vec::new(),
                last_bet: self.last_bet,
            }),
        }
    }

    /// Carries on a saved game; at the dealer's turn, the dealer plays it again.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<PokerScreen, String> {
        saved.check()?;
        let mut state = saved.table.clone();
        // As for a new game: the engine plays "easy" as "normal", and records it so.
        state.dealer_level = super::dealer_level(state.dealer_level);
        let table = Table::from_state(&state).map_err(|e| state_error(&e).into_owned())?;
        let mut s = PokerScreen::new(ctx);
        *s.table = table;
        s.marks = saved.marks;
        s.cursor = saved.cursor;
        s.log = if saved.event_log.is_empty() {
            // An older save: its events as they were worded.
            saved.events.iter().cloned().map(LogLine::Saved).collect()
        } else {
            saved.event_log.clone()
        };
        s.last_bet = saved.last_bet;
        s.refill_bet_field();
        if s.table.phase() == Phase::DealerTurn {
            s.dealer_turn(ctx);
        }
        Ok(s)
    }
}

impl GameScreen for PokerScreen {
    const ID: GameId = GameId::Poker;
    const SIM: Option<crate::sim::Simulation> =
        Some(crate::sim::Simulation::of::<super::sim::SimArgs>());
    const STATS: StatsShow = super::stats::SHOW;
    type Saved = Saved;
    const RULES: RulesText = RulesText {
        en: include_str!("../../../assets/rules/poker.md"),
        ja: include_str!("../../../assets/rules/ja/poker.md"),
    };
    const OPTIONS: Option<OptionsKind> =
        Some(OptionsKind::of::<crate::games::poker::PokerOptions>());
    const SETTINGS_FIELDS: &'static [GameField] = super::options::SETTINGS_FIELDS;
    const NEW_GAME_FIELDS: &'static [GameField] = super::options::NEW_GAME_FIELDS;

    fn new(ctx: &mut Ctx) -> Self {
        PokerScreen::new(ctx)
    }

    fn check(saved: &Saved) -> Result<(), String> {
        saved.check()
    }

    fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<Self, String> {
        PokerScreen::resume(saved, ctx)
    }

    fn saved(&self) -> SaveState<Saved> {
        self.saved_state()
    }

    /// The player bets, exchanges and goes on from the showdown: the dealer's turn is the
    /// only wait.
    fn turn_shown(&self) -> TurnShown {
        TurnShown {
            players_turn: matches!(
                self.table.phase(),
                Phase::Betting | Phase::Exchange | Phase::Showdown
            ),
            says_wait: self.notice == Some(super::Notice::Wait),
        }
    }
}
