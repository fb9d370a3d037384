//! The ASCII style and the no-colour mode across every screen: a tour of the menu, help,
//! settings, statistics, each game (a few dozen moves, its help and quit question), the
//! warnings overlay and the "please enlarge" notice. With the ASCII style every cell must be
//! ASCII (or Japanese, which is wide everywhere); with colour off no cell may keep a colour,
//! and whatever a fill set apart must stay apart by reverse video or bold. Also: measured
//! wide glyphs switch the automatic card style to ASCII.

use asobi::app::{SETTINGS_FILE, STATS_FILE};
use asobi::event::Msg;
use asobi::screens::Screen;
use asobi::settings::CardStyle;
use asobi::stats::{Outcome, Stats};
use asobi::storage::DataDir;
use asobi::term_caps::{GlyphWidths, is_cjk_wide};
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// A data folder with `settings` and statistics for every game (so every tab has a chart).
fn data_dir(settings: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(SETTINGS_FILE), settings).unwrap();
    let mut stats = Stats::default();
    for game in ["tictactoe", "othello", "sevens", "poker"] {
        for (level, o) in
            [("easy", Outcome::Won), ("normal", Outcome::Lost), ("hard", Outcome::Drawn)]
        {
            stats.record(game.parse().unwrap(), level.parse().unwrap(), o);
        }
    }
    stats.record("old_maid".parse().unwrap(), "players_4".parse().unwrap(), Outcome::Won);
    for p in [100, 120, 90, 150, 40] {
        stats.add(asobi::screens::poker::stats::dealt(p));
    }
    std::fs::write(dir.path().join(STATS_FILE), toml::to_string(&stats).unwrap()).unwrap();
    dir
}

const ASCII: &str = "card_style = \"ascii\"\ncard_style_auto = false\n";

/// Keys for moving about in a game; not q, Esc or ?, which the tour presses itself.
const GAME_KEYS: [KeyCode; 12] = [
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Down,
    KeyCode::Char(' '),
    KeyCode::Left,
    KeyCode::Enter,
    KeyCode::Up,
    KeyCode::Char('5'),
    KeyCode::Tab,
    KeyCode::Enter,
    KeyCode::Char('h'),
    KeyCode::Char('1'),
];

fn back_to_menu(h: &mut Harness) {
    for _ in 0..6 {
        if h.app.overlay().is_none() && matches!(h.app.screen(), Screen::Menu(_)) {
            return;
        }
        h.key(KeyCode::Esc).settle(20_000);
    }
    panic!("could not get back to the menu:\n{}", h.render());
}

/// Every step of the tour: what to press, then a name for the frame drawn after it.
fn tour(h: &mut Harness, check: &mut dyn FnMut(&str, &Buffer, &Harness)) {
    let mut shot = |h: &mut Harness, what: &str| {
        h.render();
        let buf = h.terminal.backend().buffer().clone();
        check(what, &buf, h);
    };
    shot(h, "menu");
    h.type_text("?");
    shot(h, "menu help");
    h.key(KeyCode::Esc).type_text("6");
    shot(h, "settings");
    // The animation speed (not the language: it is process-wide).
    h.key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Right);
    shot(h, "settings changed");
    h.key(KeyCode::Up).key(KeyCode::Up).key(KeyCode::Enter);
    shot(h, "editing the name");
    for _ in 0..8 {
        h.key(KeyCode::Backspace);
    }
    h.key(KeyCode::Enter);
    shot(h, "empty name refused");
    h.key(KeyCode::Esc);
    back_to_menu(h);
    h.type_text("7");
    for tab in ["tic-tac-toe", "othello", "old maid", "sevens", "poker"] {
        shot(h, &format!("statistics: {tab}"));
        h.key(KeyCode::Right);
    }
    h.type_text("r");
    shot(h, "reset question");
    h.type_text("n");
    back_to_menu(h);
    for game in ['1', '2', '3', '4', '5'] {
        h.send(Msg::char(game));
        shot(h, &format!("new game {game}"));
        h.key(KeyCode::Enter).settle(20_000);
        shot(h, &format!("game {game}"));
        for (i, key) in GAME_KEYS.iter().cycle().take(72).enumerate() {
            h.key(*key).settle(20_000);
            if i % 6 == 5 {
                shot(h, &format!("game {game} after {} keys", i + 1));
            }
        }
        h.type_text("?");
        shot(h, &format!("game {game} help"));
        h.key(KeyCode::Esc).type_text("q");
        shot(h, &format!("game {game} quit question"));
        h.type_text("n");
        back_to_menu(h);
    }
    shot(h, "menu with saved games");
    h.resize(30, 8);
    shot(h, "please enlarge");
    h.resize(100, 30);
}

fn cells_outside_ascii(buf: &Buffer) -> Vec<(u16, u16, String)> {
    let mut bad = Vec::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            // The cell under the right half of a wide character is not drawn.
            let hidden = x > 0 && buf[(x - 1, y)].symbol().chars().any(is_cjk_wide);
            let sym = buf[(x, y)].symbol();
            if hidden {
                continue;
            }
            if !sym.chars().all(|c| c.is_ascii() || is_cjk_wide(c)) {
                bad.push((x, y, sym.to_string()));
            }
        }
    }
    bad
}

#[test]
fn the_ascii_style_draws_only_ascii_on_every_screen() {
    let dir = data_dir(ASCII);
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).build();
    assert_eq!(h.app.settings().card_style, CardStyle::Ascii);
    let mut frames = 0;
    tour(&mut h, &mut |what, buf, h| {
        frames += 1;
        if std::env::var_os("ASOBI_SHOW_TOUR").is_some() {
            println!("== {what}\n{}", h.screen_text());
        }
        let bad = cells_outside_ascii(buf);
        assert!(bad.is_empty(), "{what}: {bad:?}\n{}", h.screen_text());
    });
    assert!(frames > 60);
}

#[test]
fn warnings_are_ascii_too() {
    let dir = data_dir(ASCII);
    std::fs::write(dir.path().join(STATS_FILE), "this is = not [toml").unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).build();
    assert!(h.app.overlay().is_some());
    h.render();
    let bad = cells_outside_ascii(h.terminal.backend().buffer());
    assert!(bad.is_empty(), "{bad:?}\n{}", h.screen_text());
}

#[test]
fn without_colour_fills_become_reverse_or_bold() {
    let coloured = data_dir("colour = \"on\"\n");
    let plain = data_dir("colour = \"off\"\n");
    let mut with = Harness::builder(DataDir::at(coloured.path()), 7).build();
    let mut without = Harness::builder(DataDir::at(plain.path()), 7).build();
    // Both take the same tour from the same seed; compare each frame cell by cell.
    let mut frames = Vec::new();
    tour(&mut with, &mut |what, buf, _| frames.push((what.to_string(), buf.clone())));
    let mut expected = frames.into_iter();
    tour(&mut without, &mut |what, plain, h| {
        let (name, coloured) = expected.next().unwrap();
        assert_eq!(name, what);
        // Same screens, but not always the same cells: the settings show the colour setting,
        // and Othello's evaluation may still be on its worker thread in one tour.
        let same =
            coloured.content.iter().zip(&plain.content).filter(|(c, p)| c.symbol() == p.symbol());
        assert!(same.count() * 20 > plain.content.len() * 19, "{what}: the tours drifted apart");
        for (c, p) in coloured.content.iter().zip(&plain.content) {
            assert_eq!((p.fg, p.bg), (Color::Reset, Color::Reset), "{what}: colour kept");
            if c.bg != Color::Reset && c.symbol() == p.symbol() {
                assert!(
                    p.modifier.intersects(Modifier::REVERSED | Modifier::BOLD),
                    "{what}: a filled cell {:?} lost its mark\n{}",
                    p.symbol(),
                    h.screen_text()
                );
            }
        }
    });
}

#[test]
fn without_colour_the_menu_selection_and_the_board_cursor_are_reversed() {
    let dir = data_dir("colour = \"off\"\n");
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).build();
    let reversed_row = |h: &mut Harness, text: &str| {
        let screen = h.render();
        let y = screen.lines().position(|l| l.contains(text)).expect(&screen);
        let buf = h.terminal.backend().buffer();
        (0..buf.area.width)
            .filter(|&x| buf[(x, y as u16)].modifier.contains(Modifier::REVERSED))
            .count()
    };
    assert!(reversed_row(&mut h, "1. Tic-tac-toe") >= "1. Tic-tac-toe".len());
    assert_eq!(reversed_row(&mut h, "2. Othello"), 0);
    h.key(KeyCode::Down);
    assert!(reversed_row(&mut h, "2. Othello") >= "2. Othello".len());
    // Tic-tac-toe: the cursor square is reverse video, the rest of the board is not.
    h.key(KeyCode::Up).key(KeyCode::Enter);
    h.render();
    let buf = h.terminal.backend().buffer();
    let board: Vec<_> = (0..buf.area.height - 1)
        .flat_map(|y| (0..buf.area.width).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].modifier.contains(Modifier::REVERSED))
        .collect();
    assert!(!board.is_empty(), "no reversed cursor:\n{}", h.screen_text());
    assert!(board.len() < 40, "too much reversed: {}", board.len());
}

#[test]
fn measured_wide_glyphs_switch_the_automatic_style_to_ascii() {
    let dir = data_dir("");
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).build();
    assert!(h.app.settings().card_style_auto);
    h.app.set_glyph_widths(Some(GlyphWidths { suit: 2, box_line: 1 }));
    assert_eq!(h.app.settings().card_style, CardStyle::Ascii);
    // Old Maid deals at once: the hand is on screen.
    h.type_text("3").key(KeyCode::Enter).settle(20_000);
    let screen = h.render();
    assert!(cells_outside_ascii(h.terminal.backend().buffer()).is_empty(), "{screen}");
    assert!(screen.contains("+--") && screen.contains('|'), "{screen}");
    assert!(!screen.contains(['♠', '♥', '♦', '♣', '─', '│']), "{screen}");
    assert!(
        ["S", "H", "D", "C"]
            .iter()
            .any(|s| screen.contains(&format!("{s} ")) || screen.contains(&format!("{s}|"))),
        "{screen}"
    );
    // Narrow glyphs bring the symbols back.
    h.app.set_glyph_widths(Some(GlyphWidths { suit: 1, box_line: 1 }));
    assert_eq!(h.app.settings().card_style, CardStyle::Unicode);
    let screen = h.render();
    assert!(screen.contains('│') && screen.contains(['♠', '♥', '♦', '♣']), "{screen}");
}
