//! What an Old Maid game keeps between sessions: the whole model, the log (as data, worded
//! when drawn, so a game left in one language resumes in the other) and your pointer. The turn cycle's animation is not kept: the model is saved as it stands, so a save
//! taken mid-draw resumes at the start of that computer turn (or just after its draw, which
//! the model already holds) and computer turns simply carry on.

use super::options::OldMaidOptions;
use serde::{Deserialize, Serialize};

use super::{LogLine, MAX_LOG, OldMaidScreen, Phase};
use crate::catalog::GameId;
use crate::games::old_maid::Game;
use crate::saves::SaveState;
use crate::screens::Ctx;
use crate::screens::game::{GameScreen, RulesText, TurnShown};
use crate::screens::game_field::GameField;
use crate::screens::game_log::is_plain_line;
use crate::screens::stats::{StatsKind, StatsShow};
use crate::settings::OptionsKind;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// Not called `game`: the save file's tag for which game a slot holds is `game`.
    pub model: Game,
    /// The line under the pile: the last event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<LogLine>,
    /// Your pointer over the victim's cards, kept when it is your turn.
    pub cursor: usize,
    /// Your last draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub your_last_event: Option<LogLine>,
    /// Every event of the game, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_log: Vec<LogLine>,
    /// Saves written before the log was kept as data hold it worded, in the language of the
    /// session that wrote them: the log line, your last draw and the full log (empty in
    /// older saves still: the log line stands in for it). Read, never written.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub log: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub your_last: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<String>,
}

impl Saved {
    /// The model must be one the rules can reach and still under way; the log must be plain
    /// text, since it is drawn as it is.
    pub fn check(&self) -> Result<(), String> {
        self.model.validate()?;
        if self.model.is_over() {
            return Err("the game in this save is already over".into());
        }
        let plain = is_plain_line;
        if !plain(&self.log) || !self.your_last.as_deref().is_none_or(plain) {
            return Err("the log line is not a short line of text".into());
        }
        if self.history.len().max(self.event_log.len()) > MAX_LOG {
            let n = self.history.len().max(self.event_log.len());
            return Err(format!("{n} logged events (at most {MAX_LOG})"));
        }
        if !self.history.iter().all(|t| plain(t)) {
            return Err("a logged event is not a short line of text".into());
        }
        let players = self.model.players();
        let lines = self.last.iter().chain(&self.your_last_event).chain(&self.event_log);
        if !lines.into_iter().all(|line| line.fits(players)) {
            return Err("a logged event names a seat the game does not have".into());
        }
        Ok(())
    }
}

impl OldMaidScreen {
    /// Unstarted until the first draw (a fresh deal is not worth keeping, and an older save
    /// stays); Finished once the results show.
    pub(super) fn saved_state(&self) -> SaveState<Saved> {
        match self.phase {
            Phase::Over => SaveState::Finished,
            _ if self.game.draws() == 0 => SaveState::Unstarted,
            _ => SaveState::Playing(Saved {
                model: (*self.game).clone(),
                last: Some(self.last_line.clone()),
                cursor: self.cursor,
                your_last_event: self.your_last.clone(),
                event_log: self.log.clone(),
                log: String::new(),
                your_last: None,
                history: Vec::new(),
            }),
        }
    }

    /// Carries on a saved game. A computer that drew just before the save shuffles now, as it
    /// would have after showing the draw; then whoever is to draw draws.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<OldMaidScreen, String> {
        saved.check()?;
        let mut s = OldMaidScreen::with_game(saved.model.clone());
        match &saved.last {
            Some(last) => {
                s.last_line = last.clone();
                s.your_last = saved.your_last_event.clone();
                s.log = if saved.event_log.is_empty() {
                    vec![last.clone()]
                } else {
                    saved.event_log.clone()
                };
            }
            None => {
                // An older save: its lines as they were worded.
                s.last_line = LogLine::Saved(saved.log.clone());
                s.your_last = saved.your_last.clone().map(LogLine::Saved);
                s.log = if saved.history.is_empty() {
                    vec![LogLine::Saved(saved.log.clone())]
                } else {
                    saved.history.iter().cloned().map(LogLine::Saved).collect()
                };
            }
        }
        s.game.end_turn(ctx.rng);
        s.begin_turn(ctx);
        if s.phase == Phase::Human {
            let len = s.game.victim().map_or(0, |v| s.game.hand(v).len());
            s.cursor = saved.cursor.min(len.saturating_sub(1));
        }
        s.settle(ctx);
        Ok(s)
    }
}

impl GameScreen for OldMaidScreen {
    const ID: GameId = GameId::OldMaid;
    const SIM: Option<crate::sim::Simulation> =
        Some(crate::sim::Simulation::of::<super::sim::SimArgs>());
    /// Places by table size (it has no computer level), nothing of its own.
    const STATS: StatsShow = StatsShow::new(StatsKind::Places, "stats.places_by_size");
    type Saved = Saved;
    const RULES: RulesText = RulesText {
        en: include_str!("../../../assets/rules/old_maid.md"),
        ja: include_str!("../../../assets/rules/ja/old_maid.md"),
    };
    const OPTIONS: Option<OptionsKind> = Some(OptionsKind::of::<super::options::OldMaidOptions>());
    const SETTINGS_FIELDS: &'static [GameField] = super::options::FIELDS;
    const NEW_GAME_FIELDS: &'static [GameField] = super::options::FIELDS;

    /// The player's own table size.
    fn usual_chairs(settings: &crate::settings::Settings) -> Option<usize> {
        Some(usize::from(settings.options::<OldMaidOptions>().players))
    }

    fn new(ctx: &mut Ctx) -> Self {
        OldMaidScreen::new(ctx)
    }

    fn check(saved: &Saved) -> Result<(), String> {
        saved.check()
    }

    fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<Self, String> {
        OldMaidScreen::resume(saved, ctx)
    }

    fn saved(&self) -> SaveState<Saved> {
        self.saved_state()
    }

    fn turn_shown(&self) -> TurnShown {
        TurnShown {
            players_turn: self.phase == Phase::Human,
            says_wait: self.notice == Some(super::Notice::Wait),
        }
    }
}
