//! The card games at 80×24, 100×30 and 160×50, mid-game and at their end: Old Maid and Killer
//! Sevens with six players, poker (its end: out of points); in Japanese, mid-game at 100×30
//! and Killer Sevens' end at 80×24. The cards grow a step at each size and the events use
//! the room; each layout was looked at and is kept as it is.

use asobi::catalog::GameId;
use asobi::games::poker::Phase;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (160, 50)];

fn open(game: GameId, lang: Language, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = "animation = \"instant\"\ncard_style_auto = false\n\
                    [old_maid]\nplayers = 6\n[sevens]\nplayers = 6\n";
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 5).lang(lang).game(game).size(w, h).build();
    (h, dir)
}

/// Plays `turns` of your turns, or to the game's end when `turns` is `None`: in Old Maid draws
/// the card under the pointer, in Killer Sevens plays the next playable card, or passes when
/// none is.
fn play(h: &mut Harness, turns: Option<usize>) {
    for _ in 0..turns.unwrap_or(2000) {
        if !h.app.screen().view().in_progress() {
            break;
        }
        let sevens = h.app.screen().view().game() == Some(GameId::Sevens);
        if sevens && h.sevens().game().playable_cards(0).is_empty() {
            h.key(KeyCode::Char('p'));
        } else if sevens {
            h.key(KeyCode::Tab).key(KeyCode::Enter);
        } else {
            h.key(KeyCode::Enter);
        }
        h.settle(20_000);
    }
}

/// Poker: bets 30 in the first round and all its points after, and exchanges the first card,
/// until the showdown of round `rounds` or the points are gone.
fn play_poker(h: &mut Harness, rounds: usize) {
    for _ in 0..400 {
        let table = h.poker().table().clone();
        let r = table.record();
        let round = (r.wins + r.losses + r.pushes) as usize;
        match table.phase() {
            Phase::Betting => {
                let bet = if round == 0 { 30 } else { table.points() };
                // The field holds the last bet: cleared first.
                for _ in 0..8 {
                    h.key(KeyCode::Backspace);
                }
                h.type_text(&bet.to_string()).key(KeyCode::Enter)
            }
            Phase::Exchange => h.key(KeyCode::Char('1')).key(KeyCode::Enter),
            Phase::Showdown if round >= rounds => break,
            Phase::Showdown => h.key(KeyCode::Enter),
            Phase::GameOver => break,
            Phase::DealerTurn => h.tick(),
        };
        h.settle(20_000);
    }
}

fn name(game: GameId, moment: &str, (w, h): (u16, u16), lang: &str) -> String {
    format!("{}_{moment}_{w}x{h}_{lang}", game.key())
}

#[test]
fn old_maid_and_killer_sevens_mid_game_and_at_their_end_at_three_sizes() {
    for game in [GameId::OldMaid, GameId::Sevens] {
        for size in SIZES {
            let (mut h, _dir) = open(game, Language::En, size.0, size.1);
            play(&mut h, Some(3));
            insta::assert_snapshot!(name(game, "mid", size, "en"), h.render());
            play(&mut h, None);
            insta::assert_snapshot!(name(game, "end", size, "en"), h.render());
        }
        let (mut h, _dir) = open(game, Language::Ja, 100, 30);
        play(&mut h, Some(3));
        insta::assert_snapshot!(name(game, "mid", (100, 30), "ja"), h.render());
    }
    // Japanese words are wider: Killer Sevens' end at the floor, where the ranking rises beside
    // the players panel (it stands left of it, the panel whole).
    let (mut h, _dir) = open(GameId::Sevens, Language::Ja, 80, 24);
    play(&mut h, None);
    insta::assert_snapshot!(name(GameId::Sevens, "end", (80, 24), "ja"), h.render());
}

#[test]
fn poker_after_a_draw_and_at_its_end_at_three_sizes() {
    for size in SIZES {
        let (mut h, _dir) = open(GameId::Poker, Language::En, size.0, size.1);
        // The first round's showdown: the drawn card tagged, the score explained.
        play_poker(&mut h, 1);
        insta::assert_snapshot!(name(GameId::Poker, "mid", size, "en"), h.render());
        play_poker(&mut h, 200);
        assert_eq!(h.poker().table().phase(), Phase::GameOver);
        insta::assert_snapshot!(name(GameId::Poker, "end", size, "en"), h.render());
    }
    let (mut h, _dir) = open(GameId::Poker, Language::Ja, 100, 30);
    play_poker(&mut h, 1);
    insta::assert_snapshot!(name(GameId::Poker, "mid", (100, 30), "ja"), h.render());
}
