//! A person who left a game before its end (Esc, or a dropped connection) still has its
//! results: when the game ends (or when they sit down again), their session plays the events
//! they missed through their own chair's screen, unseen, and the results that screen reports
//! are recorded in their statistics as if they had watched. The table keeps no one's
//! statistics; each person's are written by their own session alone.

use super::SeatedScreen;
use super::mode::Viewer;
use crate::screens::Ctx;
use crate::tables::{Phase, TablesHandle};

/// Plays through what the player missed at the table they left, if anything, once its game
/// is over (`finished_only`) or at once. Cheap when there is nothing to do.
pub fn catch_up(handle: &TablesHandle, ctx: &mut Ctx, finished_only: bool) {
    let name = handle.name.clone();
    let found = handle.tables.read(|l| {
        let (id, seq) = l.missed_by(&name)?;
        let table = l.table(id)?;
        let ready = !finished_only || table.phase == Phase::Finished;
        ready.then_some((id, table.chair_of(&name)?, seq))
    });
    let Some((id, chair, seq)) = found else { return };
    if let Some(mut seat) =
        SeatedScreen::from_event(handle.clone(), id, Viewer::Chair(chair), seq, ctx)
    {
        seat.play_through(ctx);
    }
    handle.tables.change(|l| l.caught_up(&name, id));
}
