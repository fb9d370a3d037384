//! Resuming Killer Sevens: a game left with Esc comes back from the menu exactly as it was (the
//! same state, the same screen), also when a computer was to move; a saved file that breaks the
//! rules is refused and set aside; a finished game keeps nothing.

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::games::sevens::{Cell, layout};
use asobi::saves::{SaveState, file_name};
use asobi::screens::Screen;
use asobi::screens::sevens::HUMAN;
use asobi::screens::sevens::Saved;
use asobi::settings::{AnimationSpeed, Settings};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 7).start(start).build()
}

fn save_file(dir: &std::path::Path) -> std::path::PathBuf {
    dir.join(file_name(GameId::Sevens))
}

/// Waits for your turn, then plays the preselected card (or passes when stuck).
fn your_turn(h: &mut Harness) {
    h.settle(2000);
    assert!(h.sevens().is_human_turn(), "still not your turn");
    let key = if h.sevens().game().can_play(HUMAN) { KeyCode::Enter } else { KeyCode::Char('p') };
    h.key(key);
}

fn playing(h: &Harness) -> asobi::screens::sevens::Saved {
    match h.saved::<asobi::screens::sevens::SevensScreen>() {
        SaveState::Playing(saved) => saved,
        other => panic!("expected a Killer Sevens game under way, got {other:?}"),
    }
}

#[test]
fn leaving_with_esc_saves_and_the_menu_resumes_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Sevens));
    your_turn(&mut h);
    your_turn(&mut h);
    h.settle(2000);
    // Move the cursor off the preselected card: where it rests is part of the screen.
    h.key(KeyCode::Right);
    let saved = playing(&h);
    assert!(saved.state.turns() >= 2 && saved.last.is_some() && !saved.log.is_empty());
    let before = h.render();
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
    assert!(save_file(dir.path()).exists());

    let mut again = harness(dir.path(), None);
    assert!(again.render().contains("saved game"));
    again.key(KeyCode::Enter); // the saved game is preselected
    assert_eq!(playing(&again), saved);
    assert_eq!(again.render(), before, "the resumed screen is the one left");
    // And it plays on.
    your_turn(&mut again);
    assert!(again.sevens().game().turns() > saved.state.turns());
}

#[test]
fn a_game_left_on_a_computers_turn_resumes_with_that_computer_moving() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Sevens));
    your_turn(&mut h);
    // Mid-animation: your card is on show, the computers have not moved yet.
    assert!(h.app.animating());
    let saved = playing(&h);
    assert_ne!(saved.state.current_player(), Some(HUMAN));
    h.key(KeyCode::Esc);
    let mut again = harness(dir.path(), Some(GameId::Sevens));
    let resumed = playing(&again);
    assert_eq!(
        (&resumed.state, &resumed.log, resumed.last),
        (&saved.state, &saved.log, saved.last)
    );
    // The cursor was still on the card just played; like the next turn would, the resumed
    // screen moves it to a card in the hand.
    let hand = again.sevens().game().hand(HUMAN);
    assert!(resumed.selected.is_some_and(|c| hand.contains(&c)), "{resumed:?}");
    assert!(again.app.animating(), "the computer to move thinks again");
    again.settle(2000);
    let game = again.sevens().game();
    assert!(game.turns() > saved.state.turns(), "the computers played on");
    assert!(again.sevens().is_human_turn() || game.is_over());
}

#[test]
fn a_card_both_in_a_hand_and_played_is_refused_and_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Sevens));
    your_turn(&mut h);
    h.key(KeyCode::Esc);
    let text = std::fs::read_to_string(save_file(dir.path())).unwrap();
    let mut file: serde_json::Value = serde_json::from_str(&text).unwrap();
    let saved: Saved = serde_json::from_value(file["saved"]["state"].clone()).unwrap();
    assert_eq!(saved.check(), Ok(()), "the file as written is fine");
    // Slip a played card (the 7♠, always on the table) into seat 1's hand.
    let seven = "7S".parse().unwrap();
    let s = &saved;
    assert_eq!(s.state.cell_of(seven), Cell::Played);
    let hand = &mut file["saved"]["state"]["state"]["hands"][1];
    *hand = (hand.as_u64().unwrap() | layout::bit(seven)).into();
    let tampered: Saved = serde_json::from_value(file["saved"]["state"].clone()).unwrap();
    let why = tampered.check().expect_err("a card in a hand and on the table");
    assert!(why.contains("7S is both in a hand and on the table"), "{why}");
    std::fs::write(save_file(dir.path()), file.to_string()).unwrap();

    let mut again = harness(dir.path(), None);
    let shown = again.render();
    match again.app.overlay() {
        Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains("7S is both"), "{w:?}"),
        other => panic!("no warning: {other:?}\n{shown}"),
    }
    assert!(!save_file(dir.path()).exists(), "the bad file is set aside");
}

#[test]
fn a_finished_game_reports_finished_and_keeps_no_save() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    std::fs::write(dir.path().join("settings.toml"), toml::to_string(&settings).unwrap()).unwrap();
    let mut h = harness(dir.path(), Some(GameId::Sevens));
    your_turn(&mut h);
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists());
    let mut again = harness(dir.path(), Some(GameId::Sevens));
    for _ in 0..200 {
        if again.sevens().game().is_over() {
            break;
        }
        your_turn(&mut again);
    }
    assert!(again.sevens().game().is_over());
    assert_eq!(again.saved::<asobi::screens::sevens::SevensScreen>(), SaveState::Finished);
    again.key(KeyCode::Esc);
    assert!(!save_file(dir.path()).exists(), "the finished game's slot is cleared");
}

#[test]
fn a_log_or_last_card_that_names_no_real_card_or_seat_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Sevens));
    your_turn(&mut h);
    let SaveState::Playing(good) = h.saved::<asobi::screens::sevens::SevensScreen>() else {
        panic!("a game under way")
    };
    let good = serde_json::to_value(&good).unwrap();
    let tamper = |path: &[&str], value: serde_json::Value| {
        let mut v = good.clone();
        let mut at = &mut v;
        for key in path {
            at = match key.parse::<usize>() {
                Ok(i) => &mut at[i],
                Err(_) => &mut at[*key],
            };
        }
        *at = value;
        // A card number that names no card is refused as the file is read.
        serde_json::from_value::<Saved>(v).map_err(|e| e.to_string())?.check()
    };
    // Card 200 would make drawing the log panic; seat 9 does not exist; the last card placed
    // must lie on the table.
    let bad_card = tamper(&["log", "0", "action"], serde_json::json!({ "Play": 200 }));
    assert!(bad_card.is_err_and(|e| e.contains("200 is not a card")));
    let bad_seat = tamper(&["log", "0", "seat"], 9.into());
    assert!(bad_seat.is_err_and(|e| e.contains("seat 9")));
    let not_played = tamper(&["last"], 0.into()); // A♠ is still in a hand
    assert!(not_played.is_err_and(|e| e.contains("is not on the table")));
    assert_eq!(tamper(&["level"], "hard".into()), Ok(()), "only the impossible is refused");
}
