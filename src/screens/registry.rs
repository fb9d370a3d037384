//! The one registry of game screens: the app, the menu and saved games reach every game
//! through it. A new game adds its line here (see ARCHITECTURE.md, "Adding a game").

use super::Ctx;
use super::game::GameEntry;
use super::tables::{TableMode, Viewer};
use super::{old_maid, othello, poker, sevens, tictactoe};
use crate::catalog::GameId;
use crate::tables::LiveGame;

/// Every game's entry, in [`GameId::ALL`] order: its screen, and (`seated`) its screen for a
/// seat at a shared table.
static GAMES: [GameEntry; 5] = [
    GameEntry::of::<tictactoe::TicTacToeScreen>().seated(tictactoe::seat),
    GameEntry::of::<othello::OthelloScreen>().seated(othello::seat),
    GameEntry::of::<old_maid::OldMaidScreen>().seated(old_maid::seat),
    GameEntry::of::<sevens::SevensScreen>().seated(sevens::seat),
    GameEntry::of::<poker::PokerScreen>().seated(poker::seat),
];

/// The entry of `game`.
pub fn entry(game: GameId) -> &'static GameEntry {
    GAMES.iter().find(|e| e.id == game).expect("every game has an entry")
}

/// Every game's entry, in [`GameId::ALL`] order.
pub fn entries() -> &'static [GameEntry] {
    &GAMES
}

/// Every game's section of the settings file, for reading, clamping and writing it.
pub fn game_options() -> Vec<crate::settings::OptionsKind> {
    GAMES.iter().filter_map(GameEntry::options).collect()
}

/// The screen for `viewer` at a table whose game is `game`, opened by that game's entry.
pub fn seat(game: &LiveGame, viewer: Viewer, ctx: &mut Ctx) -> Box<dyn TableMode> {
    let id = game.id();
    entry(id)
        .seat(game, viewer, ctx)
        .unwrap_or_else(|| panic!("{id:?} is played at tables, so its entry seats it"))
}

/// Checks a saved state of `game` read from a file (for `SaveSlots::load`).
pub fn check_saved(game: GameId, state: &serde_json::Value) -> Result<(), crate::saves::Invalid> {
    entry(game).check(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_exactly_one_entry_in_catalogue_order() {
        let ids: Vec<GameId> = GAMES.iter().map(|e| e.id).collect();
        assert_eq!(ids, GameId::ALL);
    }

    #[test]
    fn every_game_brings_its_rules_in_both_languages() {
        for entry in &GAMES {
            let (en, ja) = (entry.rules.en, entry.rules.ja);
            // Each file opens with the game's name, in its own language first.
            let (en_title, ja_title) = (en.lines().next(), ja.lines().next());
            assert!(en_title.is_some_and(|l| l.starts_with(&*entry.id.title())), "{:?}", entry.id);
            assert!(
                ja_title.is_some_and(|l| l.starts_with(&*entry.id.japanese())),
                "{:?}",
                entry.id
            );
            // The help sets each paragraph on its own (`text::paragraphs`): the two
            // languages part the rules alike, so a sentence never joins the paragraph before it
            // in one language only.
            let count = |text| {
                crate::widgets::text::paragraphs(text).iter().filter(|p| !p.is_empty()).count()
            };
            assert_eq!(count(en), count(ja), "{:?}: paragraphs in English and Japanese", entry.id);
        }
    }
}
