//! The stale-notice rule over a run of random events, one screen at a time: no notice to wait
//! on the player's own turn (`TurnShown::is_stale`), and a count of the player's turns that
//! came after one, where a stale notice would have been caught (so a run that never got there
//! cannot pass for one that checked).

use asobi::screens::game::TurnShown;

/// What one screen showed of the turn since the player's last turn.
#[derive(Default)]
pub struct TurnWatch {
    /// A notice to wait was shown since the player's last turn.
    waited: bool,
    /// The player's turns that came after a notice to wait.
    pub waits_ended: usize,
}

impl TurnWatch {
    /// After an event: what the game's screen shows of the turn (`None`: no game on screen),
    /// and who is looking, named in a failure (worded only then).
    pub fn see(&mut self, turn: Option<TurnShown>, who: impl FnOnce() -> String) {
        let Some(turn) = turn else {
            self.forget();
            return;
        };
        if turn.is_stale() {
            panic!("{}: a notice to wait is still shown on the player's turn", who());
        }
        if turn.players_turn {
            self.waits_ended += usize::from(self.waited);
            self.waited = false;
        }
        self.waited |= turn.says_wait;
    }

    /// Another screen came: a wait shown on the last one says nothing of this one.
    pub fn forget(&mut self) {
        self.waited = false;
    }
}
