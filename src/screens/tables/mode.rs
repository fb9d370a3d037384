//! The one contract a game's screen keeps at a shared table ([`TableMode`]), and who it is
//! drawn for ([`Viewer`]). `SeatedScreen` holds every game's screen through it, so the seat's
//! header, turn timer, asks, names and leaving are written once; seating another game is its
//! screen's `TableMode` and its `seat` in the registry (`registry::seat` opens it; nothing
//! here names a game).

use crate::screens::{Ctx, Page};
use crate::stats::Bracket;
use crate::tables::live::TableRules;
use crate::tables::{Ask, Event, LiveGame};

/// Who a table's screen is drawn for. The default is a watcher: a screen not yet told its
/// chair shows nothing private and asks nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Viewer {
    /// The person in this chair (in the table's numbering): their own cards face up.
    Chair(usize),
    /// Someone watching a table they do not sit at: the boards and the table are shown, but
    /// at a card table every hand is backs only (until the rules turn cards up for everyone),
    /// and no key asks the table for anything.
    #[default]
    Watcher,
}

impl Viewer {
    /// The chair the screen is turned to: one's own, or the first for a watcher.
    pub fn chair(self) -> usize {
        match self {
            Viewer::Chair(c) => c,
            Viewer::Watcher => 0,
        }
    }

    pub fn watching(self) -> bool {
        self == Viewer::Watcher
    }
}

/// What a game's screen does at a shared table. The table holds the game and runs the rules;
/// the screen keeps a copy fed by the table's events (turned to its viewer's chair where the
/// seats differ), animates them as a local game would, draws only its viewer's view, and turns
/// the player's moves into [`Ask`]s instead of changing anything itself.
pub trait TableMode: Page {
    /// An event from the table: shown now, or queued behind the one being shown.
    fn table_event(&mut self, event: Event, ctx: &mut Ctx);
    /// The player's requests since the last call, oldest first (always none for a watcher).
    fn take_asks(&mut self) -> Vec<Ask>;
    /// True once the game has its result (Enter then asks for a rematch).
    fn is_over(&self) -> bool;
    /// What the header says of the game beside its name ("4 players", "you ○ vs bob ×"),
    /// any name in it cut to `name_cells` cells (`widgets::clip`; `usize::MAX`: whole). The
    /// header asks for whole names first, short ones when its line is short of room.
    fn detail(&self, name_cells: usize) -> String;
    /// The chairs' names by the screen's seat numbers: seat 0 is the chair the screen is
    /// turned to (see [`seat_of`]).
    fn set_names(&mut self, names: &[String]);
    /// What the player's result counts under in their statistics, for games kept per
    /// computer level: the table's level while only computers sit across, else
    /// [`Bracket::People`]. Card games keep their own brackets and ignore it.
    fn set_bracket(&mut self, _bracket: Bracket) {}

    /// Each chair's person, by the screen's seat numbers (`None` for a computer), for games
    /// whose records keep who played. Others ignore it.
    fn set_people(&mut self, _people: &[Option<String>]) {}

    /// For a screen opened after the deal (a late watcher, one back at their chair): the
    /// game as that deal left it, for what the screen says of the deal.
    fn set_deal(&mut self, _deal: &LiveGame) {}
}

/// The one shape of every game's `seat` (given to its registry line, `GameEntry::seated`):
/// the screen `open` makes of the table's game when it is `G`'s, `None` at another game's
/// table.
pub fn seat_at<G: TableRules, S: TableMode + 'static>(
    game: &LiveGame,
    open: impl FnOnce(&G) -> S,
) -> Option<Box<dyn TableMode>> {
    Some(Box::new(open(game.state::<G>()?)))
}

/// The screen's seat number of the table's `chair`, for a screen turned to `viewer`'s chair:
/// the viewer sits at seat 0 and the others follow in turn order.
pub fn seat_of(chair: usize, viewer: Viewer, chairs: usize) -> usize {
    crate::games::seat::turn_seat(chair, viewer.chair(), chairs)
}
