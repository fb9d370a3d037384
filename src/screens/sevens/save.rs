//! What a Killer Sevens game keeps between sessions: the whole game (table, hands, passes,
//! kills, statuses), the computers' level, and what the screen shows of its history (the log,
//! the last card placed, the selected card), so a resumed game looks as it was left.
//!
//! Left out on purpose: the animation phase (the model state is what counts: a computer whose
//! turn it was simply thinks again, the hard one on its worker) and the status line's notice
//! (it speaks of a key just pressed).

use crate::games::sevens::SevensOptions;
use serde::{Deserialize, Serialize};

use super::flow::Phase;
use super::{HUMAN, MAX_LOG, SevensScreen};
use crate::catalog::GameId;
use crate::games::cards::Card;
use crate::games::sevens::{Action, Cell, Game, TurnReport};
use crate::saves::SaveState;
use crate::screens::Ctx;
use crate::screens::game::{GameScreen, RulesText, TurnShown};
use crate::screens::game_field::GameField;
use crate::screens::stats::StatsShow;
use crate::settings::Level;
use crate::settings::OptionsKind;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// Not named `game`: that key is the saved-game file's tag (`SavedGame`'s `game`). Boxed
    /// so that `SavedGame` and `SaveState` stay small (clippy's large-variant check).
    pub state: Box<Game>,
    /// The computers' level the game was started at (a changed setting applies from the next
    /// game).
    pub level: Level,
    /// The game's actions, oldest first, as the log shows them (saves written before the full
    /// log kept only the last three).
    pub log: Vec<TurnReport>,
    /// The card placed last, picked out on the table.
    pub last: Option<Card>,
    pub selected: Option<Card>,
}

/// `Err` unless `card` is one of the 52: a file can hold any number (and `Card::suit` panics
/// past the Joker's 52), and the Joker has no cell.
fn real_card(card: Card) -> Result<(), String> {
    if card.index() < 52 {
        Ok(())
    } else {
        Err(format!("card number {} does not exist", card.index()))
    }
}

/// Every card and seat a log line names (the log is drawn from them).
fn named_in(r: &TurnReport) -> (Vec<Card>, Vec<usize>) {
    let mut cards = Vec::new();
    let mut seats = vec![r.seat];
    seats.extend(r.next_player);
    seats.extend(&r.went_out);
    if let Action::Play(card) = r.action {
        cards.push(card);
    }
    let mut killed = r.killed.clone();
    if let Some(e) = &r.eliminated {
        seats.push(e.seat);
        cards.extend(&e.laid);
        killed.extend(&e.killed);
    }
    for (card, seat) in killed {
        cards.push(card);
        seats.push(seat);
    }
    (cards, seats)
}

impl Saved {
    /// The game obeys its rules (see `Game::validate`), is not over, and everything the screen
    /// draws from the log names real cards and seats.
    pub fn check(&self) -> Result<(), String> {
        let game = &self.state;
        game.validate()?;
        if game.is_over() {
            return Err("the game is already over".into());
        }
        if self.log.len() > MAX_LOG {
            return Err(format!("{} log lines (at most {MAX_LOG})", self.log.len()));
        }
        for r in &self.log {
            let (cards, seats) = named_in(r);
            if let Some(s) = seats.into_iter().find(|&s| s >= game.players()) {
                return Err(format!("the log names seat {s} of {}", game.players()));
            }
            cards.into_iter().try_for_each(real_card)?;
        }
        if let Some(card) = self.last {
            real_card(card)?;
            if game.cell_of(card) != Cell::Played {
                return Err(format!("the last card placed, {card}, is not on the table"));
            }
        }
        self.selected.map_or(Ok(()), real_card)
    }
}

impl SevensScreen {
    /// Unstarted until the first turn is played, Finished once the game is over.
    pub(super) fn saved_state(&self) -> SaveState<Saved> {
        if self.game.is_over() {
            SaveState::Finished
        } else if self.game.turns() == 0 {
            SaveState::Unstarted
        } else {
            SaveState::Playing(Saved {
                state: self.game.clone(),
                level: self.level,
                log: self.log.clone(),
                last: self.last,
                selected: self.selected,
            })
        }
    }

    /// Carries on a saved game: on your turn exactly as it was left (the cursor where it was),
    /// on a computer's turn with that computer thinking again.
    pub fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<SevensScreen, String> {
        saved.check()?;
        let mut s = SevensScreen::with_game(*saved.state.clone(), saved.level);
        s.selected = saved.selected;
        s.log = saved.log.clone();
        s.last = saved.last;
        if s.game.current_player() == Some(HUMAN) {
            // Not `begin`: it would move a cursor left on an unplayable card.
            s.fix_selection();
            s.phase = Phase::Human;
        } else {
            s.begin(ctx);
        }
        Ok(s)
    }
}

impl GameScreen for SevensScreen {
    const ID: GameId = GameId::Sevens;
    const SIM: Option<crate::sim::Simulation> =
        Some(crate::sim::Simulation::of::<super::sim::SimArgs>());
    const STATS: StatsShow = super::stats::SHOW;
    type Saved = Saved;
    const RULES: RulesText = RulesText {
        en: include_str!("../../../assets/rules/sevens.md"),
        ja: include_str!("../../../assets/rules/ja/sevens.md"),
    };
    const OPTIONS: Option<OptionsKind> =
        Some(OptionsKind::of::<crate::games::sevens::SevensOptions>());
    const SETTINGS_FIELDS: &'static [GameField] = super::options::SETTINGS_FIELDS;
    const NEW_GAME_FIELDS: &'static [GameField] = super::options::NEW_GAME_FIELDS;

    /// The player's own table size.
    fn usual_chairs(settings: &crate::settings::Settings) -> Option<usize> {
        Some(usize::from(settings.options::<SevensOptions>().players))
    }

    fn new(ctx: &mut Ctx) -> Self {
        SevensScreen::new(ctx)
    }

    fn check(saved: &Saved) -> Result<(), String> {
        saved.check()
    }

    fn resume(saved: &Saved, ctx: &mut Ctx) -> Result<Self, String> {
        SevensScreen::resume(saved, ctx)
    }

    fn saved(&self) -> SaveState<Saved> {
        self.saved_state()
    }

    fn turn_shown(&self) -> TurnShown {
        use super::Notice::{Refused, Wait};
        use crate::games::sevens::IllegalMove::NotYourTurn;
        let says_wait = matches!(self.notice, Some(Wait | Refused(NotYourTurn)));
        TurnShown { players_turn: matches!(self.phase, Phase::Human), says_wait }
    }
}
