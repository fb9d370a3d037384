//! Keys every screen shares: `?` opens the help and Esc, Enter or `?` close it; `q` means
//! "quit (asks)" wherever it is pressed, the help included. The mouse wheel scrolls the help
//! and a click dismisses the help or a warning, never the quit question.

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::settings::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::widgets::text::cells;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 5).start(start).build()
}

#[test]
fn the_help_opens_and_closes_with_its_keys() {
    let dir = tempfile::tempdir().unwrap();
    // The menu's help fits whole: there is nothing to scroll, so Down leaves it where it is.
    let mut menu = harness(dir.path(), None);
    menu.send(Msg::char('?')).key(KeyCode::Down).key(KeyCode::End);
    assert_eq!(menu.app.overlay(), Some(&Overlay::Help { scroll: 0 }), "nothing below the end");
    // Poker's rules are longer than the screen.
    let mut h = harness(dir.path(), Some(GameId::Poker));
    for close in [KeyCode::Esc, KeyCode::Enter, KeyCode::Char('?')] {
        h.send(Msg::char('?'));
        assert_eq!(h.app.overlay(), Some(&Overlay::Help { scroll: 0 }));
        h.key(KeyCode::Down).key(KeyCode::Down);
        assert_eq!(h.app.overlay(), Some(&Overlay::Help { scroll: 2 }), "Down scrolls");
        h.key(KeyCode::Home);
        assert_eq!(h.app.overlay(), Some(&Overlay::Help { scroll: 0 }), "Home goes to the top");
        h.key(close);
        assert_eq!(h.app.overlay(), None, "{close:?} closes the help");
        assert!(!h.app.should_quit());
    }
}

#[test]
fn q_in_the_help_of_a_game_asks_to_quit() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    h.send(Msg::char('5')).settle(100);
    h.send(Msg::char('?')).send(Msg::char('q'));
    assert_eq!(h.app.overlay(), Some(&Overlay::ConfirmQuit), "q asks, as the help says");
    h.send(Msg::char('n'));
    assert_eq!(h.app.overlay(), None);
    assert!(!h.app.should_quit(), "n keeps playing");
    h.send(Msg::char('?')).send(Msg::char('q')).send(Msg::char('y'));
    assert!(h.app.should_quit());
}

#[test]
fn q_in_the_help_of_the_menu_quits() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    h.send(Msg::char('?')).send(Msg::char('q'));
    assert!(h.app.should_quit(), "nothing is in progress on the menu: q quits at once");
}

fn mouse(kind: MouseEventKind) -> Msg {
    Msg::Mouse(MouseEvent { kind, column: 3, row: 3, modifiers: KeyModifiers::NONE })
}

#[test]
fn the_wheel_scrolls_the_help_and_a_click_closes_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Othello));
    h.send(Msg::char('?'));
    h.send(mouse(MouseEventKind::ScrollDown)).send(mouse(MouseEventKind::ScrollDown));
    h.send(mouse(MouseEventKind::ScrollUp));
    assert_eq!(h.app.overlay(), Some(&Overlay::Help { scroll: 1 }));
    h.send(mouse(MouseEventKind::Down(MouseButton::Left)));
    assert_eq!(h.app.overlay(), None);
}

#[test]
fn a_click_dismisses_a_warning_but_never_answers_the_quit_question() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), b"\xff").unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    assert!(matches!(h.app.overlay(), Some(Overlay::Warnings(_))));
    h.send(mouse(MouseEventKind::ScrollDown));
    assert!(matches!(h.app.overlay(), Some(Overlay::Warnings(_))), "the wheel is not a read");
    h.send(mouse(MouseEventKind::Down(MouseButton::Left)));
    assert_eq!(h.app.overlay(), None, "a click dismisses the warning");
    h.send(Msg::char('5')).settle(100).send(Msg::char('q'));
    assert_eq!(h.app.overlay(), Some(&Overlay::ConfirmQuit));
    for kind in
        [MouseEventKind::Down(MouseButton::Left), MouseEventKind::ScrollDown, MouseEventKind::Moved]
    {
        h.send(mouse(kind));
        assert_eq!(h.app.overlay(), Some(&Overlay::ConfirmQuit), "{kind:?}");
        assert!(!h.app.should_quit());
    }
}

/// Leaving a game opened straight from the command line finds the menu on that game, and on a
/// big terminal the menu stands in the middle, not at the top over empty rows.
#[test]
fn the_menu_remembers_the_game_left_and_stands_in_the_middle() {
    let dir = tempfile::tempdir().unwrap();
    let mut h =
        Harness::builder(DataDir::at(dir.path()), 5).game(GameId::Othello).size(160, 50).build();
    h.key(KeyCode::Esc);
    let text = h.render();
    assert!(text.contains("▶ 2. Othello"), "{text}");
    let rows: Vec<&str> = text.lines().collect();
    let first = rows.iter().position(|l| !l.trim().is_empty()).unwrap();
    let last = rows[..rows.len() - 1].iter().rposition(|l| !l.trim().is_empty()).unwrap();
    let (above, below) = (first, rows.len() - 2 - last);
    assert!(above.abs_diff(below) <= 3, "{above} rows above the menu, {below} below:\n{text}");
}

#[test]
fn the_help_at_a_games_end_lists_the_keys_of_play_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut h =
        Harness::builder(DataDir::at(dir.path()), 42).game(GameId::Tictactoe).size(160, 50).build();
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    assert!(h.render().contains("play again"), "the game is over");
    h.send(Msg::char('?'));
    let help = h.render();
    assert!(help.contains("play again"), "this moment's keys:\n{help}");
    assert!(help.contains("While playing"), "{help}");
    assert!(help.contains("1-9"), "the keys of play:\n{help}");
}

#[test]
fn the_settings_help_says_what_each_option_does() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).size(160, 50).build();
    h.type_text("6").send(Msg::char('?'));
    let help = h.render();
    assert!(help.contains("Card style: Cards as box art"), "{help}");
    assert!(help.contains("Killer Sevens: largest kill: The largest group"), "{help}");
    assert!(!help.contains("Pick one from the menu"), "not the general line:\n{help}");
}

#[test]
fn the_rules_are_set_to_one_measure_with_full_rows() {
    // The English rules are written hard-wrapped at 72 columns and were shown line by line: at
    // 80 columns a row ended early where the source's line did ("while the"), and the
    // Japanese rules (a line a paragraph) stretched to 150 columns at 160×50.
    let dir = tempfile::tempdir().unwrap();
    for lang in [Language::En, Language::Ja] {
        for entry in asobi::screens::registry::entries() {
            for (w, hgt) in [(80, 24), (160, 50)] {
                let mut h = Harness::builder(DataDir::at(dir.path()), 5)
                    .game(entry.id)
                    .lang(lang)
                    .size(w, hgt)
                    .build();
                h.send(Msg::char('?'));
                let help = h.render();
                let inner: Vec<&str> = help
                    .lines()
                    .filter_map(|row| row.trim().strip_prefix("│ ")?.strip_suffix('│'))
                    .map(str::trim_end)
                    .collect();
                let widest = inner.iter().map(|r| cells(r)).max().unwrap_or(0);
                assert!(widest <= 76, "{:?} {lang:?} {w}×{hgt}: {widest} cells\n{help}", entry.id);
                if lang == Language::Ja {
                    continue;
                }
                // A row of a paragraph ends only where the next word would not fit.
                for pair in inner.windows(2) {
                    let (row, next) = (pair[0], pair[1]);
                    if row.is_empty()
                        || next.is_empty()
                        || row.starts_with("  ")
                        || next.starts_with("  ")
                    {
                        continue;
                    }
                    let word = next.split(' ').next().unwrap_or("");
                    assert!(
                        cells(row) + 1 + cells(word) > widest,
                        "{:?} {w}×{hgt}: {row:?} ends before {word:?}\n{help}",
                        entry.id
                    );
                }
            }
        }
    }
}
