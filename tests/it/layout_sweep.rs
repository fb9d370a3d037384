//! Every screen at every size a player may have, from the 80×24 floor up to 200×60 (odd sizes
//! too), in both languages and both card styles: what a person checks at a glance. The game
//! is played, not poked: each game is opened, played a little and played to its end with
//! instant animation, and each of those moments is drawn at every size.
//!
//! What each frame must show:
//! - no "please enlarge" notice at or above 80×24;
//! - the key bar with its `?` help entry (which lists every key);
//! - every seat at a card table by name (CPU 1 …) with a number of cards or a standing;
//! - no line of text running from the first column to the last (a centred line too long for
//!   the screen is cut at both ends: it must wrap or be shortened instead);
//! - at the card tables, large cards from 120×40 on (the room is used, not left empty).

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
        let text = h.render();
        let large = ["┌─────┐", "+-----+"];
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
        for line in &lines[..lines.len().saturating_sub(1)] {
            assert!(
                !cut_at_both_ends(line, w),
                "{here}: a line cut at both ends: {line:?}\n{text}"
            );
        }
        // The bar may drop entries that do not fit, never the help that lists them all.
        let bar = lines.last().copied().unwrap_or_default();
        assert!(bar.contains(help), "{here}: the bar lost its help entry: {bar:?}");
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
    let h = Harness::new_in(lang, DataDir::at(dir.path()), 5, Some(game), 100, 30);
    (h, dir)
}

/// Text (not a drawn box or table row) that fills the row from its first cell to its last.
fn cut_at_both_ends(line: &str, width: u16) -> bool {
    let drawn = |c: char| ('\u{2500}'..='\u{259f}').contains(&c) || "+-|#=".contains(c);
    let cells = ratatui::text::Span::raw(line).width();
    !line.chars().any(drawn)
        && cells >= usize::from(width)
        && !line.starts_with(' ')
        && !line.ends_with(' ')
}

/// Whether the game on screen is still under way.
fn in_progress(h: &Harness) -> bool {
    h.app.screen().view().in_progress()
}

/// Keys that move any game along: play the selection, pass, draw, bet, exchange.
const PLAY: [KeyCode; 6] = [
    KeyCode::Enter,
    KeyCode::Tab,
    KeyCode::Char('p'),
    KeyCode::Char('5'),
    KeyCode::Enter,
    KeyCode::Right,
];

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
            for key in PLAY.iter().cycle().take(12) {
                h.resize(100, 30).key(*key).settle(20_000);
            }
            check(&mut h, lang, &format!("{game:?} under way, {style}"), seats);
            // On to the end (poker: to the first showdown, the end of a round).
            for key in PLAY.iter().cycle().take(600) {
                if !in_progress(&h) {
                    break;
                }
                h.resize(100, 30).key(*key).settle(20_000);
            }
            check(&mut h, lang, &format!("{game:?} at its end, {style}"), seats);
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

#[test]
fn the_shell_screens_fit_every_size() {
    for lang in [Language::En, Language::Ja] {
        let dir = tempfile::tempdir().unwrap();
        let mut h = Harness::new_in(lang, DataDir::at(dir.path()), 5, None, 100, 30);
        check(&mut h, lang, "menu", 0);
        h.key(KeyCode::Char('?'));
        check(&mut h, lang, "help", 0);
        h.key(KeyCode::Esc).key(KeyCode::Char('6'));
        check(&mut h, lang, "settings", 0);
        h.key(KeyCode::Esc).key(KeyCode::Char('7'));
        check(&mut h, lang, "statistics", 0);
        h.key(KeyCode::Esc).key(KeyCode::Char('2'));
        check(&mut h, lang, "new game dialog", 0);
    }
}

#[test]
fn a_centred_line_too_long_for_the_screen_counts_as_cut() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::text::Line;
    use ratatui::widgets::Widget;
    let mut buf = Buffer::empty(Rect::new(0, 0, 20, 1));
    Line::from("You played 8♦ and this sentence goes on").centered().render(buf.area, &mut buf);
    let row: String = (0..20).map(|x| buf[(x, 0)].symbol().to_string()).collect();
    assert!(cut_at_both_ends(&row, 20), "{row:?}");
    assert!(!cut_at_both_ends(" a short line", 20));
    assert!(!cut_at_both_ends("┌──────────────────┐", 20), "a box is drawn, not text");
}
