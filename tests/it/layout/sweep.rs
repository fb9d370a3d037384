//! Every screen at every size a player may have, from the 80×24 floor up to 200×60 (odd sizes
//! too), in both languages and both card styles: what a person checks at a glance. The game
//! is played, not poked: each game is opened, played a little and played to its end with
//! instant animation, and each of those moments is drawn at every size.
//!
//! What each frame must show:
//! - no "please enlarge" notice at or above 80×24;
//! - the key bar with its `?` help entry (which lists every key);
//! - every seat at a card table by name (CPU 1 …) with a number of cards or a standing;
//! - at the card tables, medium or large cards from 120×40 on (the room is used, not left empty);
//! - no text cut without a "…" and no torn box (`Harness::render_checked`: the recorder of
//!   `widgets::text` and the box-drawing check), in every phase and popup (the quit question
//!   mid-game, the help and the log at the end).

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const SIZES: [(u16, u16); 8] =
    [(80, 24), (81, 25), (90, 28), (100, 30), (120, 40), (133, 41), (160, 50), (200, 60)];

/// What a screen must show at every size, worded in `lang`.
fn check(h: &mut Harness, lang: Language, what: &str, seats: usize) {
    let card_table = matches!(
        h.app.screen().view().game(),
        Some(GameId::OldMaid | GameId::Sevens | GameId::Poker)
    );
    for (w, h_) in SIZES {
        h.resize(w, h_);
        let (text, faults) = h.render_checked();
        assert!(
            faults.is_empty(),
            "{what} at {w}×{h_} ({lang:?}): text cut or a box torn:\n{}\n{text}",
            faults.join("\n")
        );
        // Medium or large cards (7 or 9 columns), in either card style.
        let large = ["┌─────┐", "+-----+", "┌───────┐", "+-------+"];
        if card_table && w >= 120 && h_ >= 40 && text.contains("┌───┐") {
            assert!(large.iter().any(|l| text.contains(l)), "{what}: small cards at {w}×{h_}");
        }
        let lines: Vec<&str> = text.lines().collect();
        let here = format!("{what} at {w}×{h_} ({lang:?})");
        let (enlarge, help) = match lang {
            Language::Ja => ("端末を広げて", "?  ヘルプ"),
            _ => ("enlarge the terminal", "?  help"),
        };
        assert!(!text.contains(enlarge), "{here}: asks to enlarge\n{text}");
        // The bar may drop entries that do not fit, never the help that lists them all.
        let bar = lines.last().copied().unwrap_or_default();
        // (A text field takes `?` as a character: its bar has no help entry to lose.)
        let typing = h.app.screen().view().captures_text();
        assert!(typing || bar.contains(help), "{here}: the bar lost its help entry: {bar:?}");
        if seats > 0 {
            for seat in 1..seats {
                let name = format!("CPU {seat}");
                assert!(text.contains(&name), "{here}: {name} not on screen\n{text}");
            }
        }
    }
}

/// A harness in `lang` with `settings` (TOML), straight into `game`.
fn open(game: GameId, lang: Language, settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 5).lang(lang).game(game).build();
    (h, dir)
}

/// Whether the game on screen is still under way.
fn in_progress(h: &Harness) -> bool {
    h.app.screen().view().in_progress()
}

/// Keys that move a game along: play the selection, pass, draw, move on. Poker's bet field
/// would take the letters as typed, so it gets a bet, the deal, and Enter to stand pat and
/// go on.
fn play_keys(game: GameId) -> &'static [KeyCode] {
    const PLAY: [KeyCode; 5] =
        [KeyCode::Enter, KeyCode::Tab, KeyCode::Char('p'), KeyCode::Enter, KeyCode::Right];
    const BET: [KeyCode; 3] = [KeyCode::Char('5'), KeyCode::Enter, KeyCode::Enter];
    if game == GameId::Poker { &BET } else { &PLAY }
}

fn sweep(game: GameId, players: usize) {
    for lang in [Language::En, Language::Ja] {
        for style in ["unicode", "ascii"] {
            let settings = format!(
                "animation = \"instant\"\ncard_style = \"{style}\"\ncard_style_auto = false\n\
                 [old_maid]\nplayers = {players}\n[sevens]\nplayers = {players}\n"
            );
            let (mut h, _dir) = open(game, lang, &settings);
            let seats = if matches!(game, GameId::OldMaid | GameId::Sevens) { players } else { 0 };
            check(&mut h, lang, &format!("{game:?} at the start, {style}"), seats);
            for key in play_keys(game).iter().cycle().take(12) {
                h.resize(100, 30).key(*key).settle(20_000);
            }
            check(&mut h, lang, &format!("{game:?} under way, {style}"), seats);
            // The quit question over the game under way (centred where the screen asks,
            // `View::popup_room`), then answered no. Every game is asked: one between rounds
            // (poker after a showdown) is played on until a hand is under way.
            for key in play_keys(game).iter().cycle().take(60) {
                if in_progress(&h) {
                    break;
                }
                h.resize(100, 30).key(*key).settle(20_000);
            }
            assert!(in_progress(&h), "{game:?}: no game under way to ask the quit question over");
            let before = h.resize(100, 30).render();
            h.key(KeyCode::Char('q'));
            assert_ne!(h.render(), before, "{game:?}: `q` asks");
            check(&mut h, lang, &format!("{game:?}'s quit question, {style}"), 0);
            h.key(KeyCode::Char('n'));
            assert_eq!(h.resize(100, 30).render(), before, "{game:?}: `n` closes the question");
            // On to the end (poker: to the first showdown, the end of a round).
            for key in play_keys(game).iter().cycle().take(600) {
                if !in_progress(&h) {
                    break;
                }
                h.resize(100, 30).key(*key).settle(20_000);
            }
            check(&mut h, lang, &format!("{game:?} at its end, {style}"), seats);
            // The popups over the finished game: the help and the whole log.
            h.key(KeyCode::Char('?'));
            check(&mut h, lang, &format!("{game:?}'s help at its end, {style}"), 0);
            h.key(KeyCode::Esc).key(KeyCode::Char('L'));
            check(&mut h, lang, &format!("{game:?}'s log at its end, {style}"), 0);
            h.key(KeyCode::Esc);
        }
    }
}

#[test]
fn tictactoe_fits_every_size() {
    sweep(GameId::Tictactoe, 0);
}

#[test]
fn othello_fits_every_size() {
    sweep(GameId::Othello, 0);
}

/// Othello between two people and between two computers (watched, paused mid-game).
#[test]
fn othello_seats_fit_every_size() {
    for lang in [Language::En, Language::Ja] {
        for seats in ["both", "neither"] {
            let settings = format!(
                "animation = \"instant\"\n[othello]\nseats = \"{seats}\"\n\
                 black_level = \"easy\"\nwhite_level = \"easy\"\n"
            );
            let (mut h, _dir) = open(GameId::Othello, lang, &settings);
            check(&mut h, lang, &format!("Othello {seats} at the start"), 0);
            let mut paused = false;
            while !h.othello().is_over() {
                let moves = h.othello().game().moves().len();
                if moves >= 10 && !paused {
                    // Space pauses a watched game (with two people it would place a disc).
                    let watching = seats == "neither";
                    if watching {
                        h.resize(100, 30).key(KeyCode::Char(' ')).settle(20_000);
                    }
                    check(&mut h, lang, &format!("Othello {seats} under way"), 0);
                    if watching {
                        h.resize(100, 30).key(KeyCode::Char(' '));
                    }
                    paused = true;
                }
                if seats == "both" {
                    let pos = *h.othello().game().current();
                    let sq = pos.legal_moves().trailing_zeros() as u8;
                    h.type_text(&asobi::games::othello::square_name(sq));
                } else {
                    h.tick();
                }
            }
            h.settle(20_000);
            check(&mut h, lang, &format!("Othello {seats} at its end"), 0);
        }
    }
}

#[test]
fn old_maid_fits_every_size_and_table() {
    for players in 2..=6 {
        sweep(GameId::OldMaid, players);
    }
}

/// The end a player most often sees at a full table: six seats, and the Joker left in the
/// player's own hand under the results panel (the sweep's game ends otherwise). Played with
/// Enter alone, seed by seed, until the player loses.
#[test]
fn old_maid_lost_with_the_joker_fits_every_size() {
    let settings = "animation = \"instant\"\n[old_maid]\nplayers = 6\n";
    let mut lost = 0;
    for seed in 1..=12 {
        for lang in [Language::En, Language::Ja] {
            let dir = tempfile::tempdir().unwrap();
            std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
            let mut h = Harness::builder(DataDir::at(dir.path()), seed)
                .lang(lang)
                .game(GameId::OldMaid)
                .build();
            for _ in 0..600 {
                if !in_progress(&h) {
                    break;
                }
                h.resize(80, 24).key(KeyCode::Enter).settle(20_000);
            }
            assert!(!in_progress(&h), "seed {seed}: the game did not end");
            if h.old_maid().game().loser() != Some(asobi::games::old_maid::HUMAN) {
                continue;
            }
            lost += 1;
            check(&mut h, lang, &format!("Old Maid lost with the Joker, seed {seed}"), 6);
        }
    }
    assert!(lost >= 2, "no seed of 1..=12 left the Joker with the player");
}

#[test]
fn sevens_fits_every_size_and_table() {
    for players in 3..=6 {
        sweep(GameId::Sevens, players);
    }
}

#[test]
fn poker_fits_every_size() {
    sweep(GameId::Poker, 0);
}

/// Othello's study pages: the review of a finished game (two computers, so it is quick), the
/// records list with the transcript import field open, and the position editor.
#[test]
fn othello_study_pages_fit_every_size() {
    for lang in [Language::En, Language::Ja] {
        let settings = "animation = \"instant\"\n[othello]\nseats = \"neither\"\n\
                        black_level = \"easy\"\nwhite_level = \"easy\"\n";
        let (mut h, _dir) = open(GameId::Othello, lang, settings);
        while !h.othello().is_over() {
            h.tick();
        }
        h.settle(20_000);
        // The review's searches go on in the background: it is drawn as it is, mid-way.
        h.key(KeyCode::Char('r')).tick().tick();
        check(&mut h, lang, "Othello review", 0);
        h.key(KeyCode::Char('x'));
        check(&mut h, lang, "Othello review, exported", 0);
        h.key(KeyCode::Esc);
        // Back to the menu, then the new-game dialog's records (r) and editor (e).
        for _ in 0..3 {
            h.key(KeyCode::Esc);
        }
        h.key(KeyCode::Char('2')).key(KeyCode::Char('r'));
        check(&mut h, lang, "Othello records", 0);
        h.key(KeyCode::Char('i'));
        check(&mut h, lang, "Othello records, import field", 0);
        h.key(KeyCode::Esc).key(KeyCode::Esc).key(KeyCode::Char('e'));
        check(&mut h, lang, "Othello editor", 0);
    }
}

#[test]
fn the_shell_screens_fit_every_size() {
    for lang in [Language::En, Language::Ja] {
        let dir = tempfile::tempdir().unwrap();
        let mut h = Harness::builder(DataDir::at(dir.path()), 5).lang(lang).build();
        check(&mut h, lang, "menu", 0);
        h.key(KeyCode::Char('?'));
        check(&mut h, lang, "help", 0);
        h.key(KeyCode::Esc).key(KeyCode::Char('6'));
        check(&mut h, lang, "settings", 0);
        h.key(KeyCode::Esc).key(KeyCode::Char('7'));
        // Every game's tab, and its reset question (the long fuzz found its margin cutting
        // Othello's "Best winning margin" beside it at 100×30).
        for tab in ['1', '2', '3', '4', '5'] {
            h.key(KeyCode::Char(tab));
            check(&mut h, lang, &format!("statistics, tab {tab}"), 0);
            h.key(KeyCode::Char('r'));
            check(&mut h, lang, &format!("statistics, tab {tab}, reset question"), 0);
            h.key(KeyCode::Char('n'));
        }
        h.key(KeyCode::Esc).key(KeyCode::Char('2'));
        check(&mut h, lang, "new game dialog", 0);
    }
}
