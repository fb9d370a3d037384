//! Resuming Old Maid: a game left after a draw or two comes back from the menu exactly as it
//! was (state and screen), a save taken mid-animation carries on with the computer's turn, a
//! tampered save is refused with its reason and set aside, a finished game clears its slot,
//! and the log, kept as data, reads in the language of the session that resumes it.

use std::time::Duration;

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::old_maid::HUMAN;
use asobi::i18n::Language;
use asobi::saves::{SaveState, file_name};
use asobi::screens::old_maid::{Phase, Saved};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use serde_json::Value;

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 7).start(start).build()
}

fn saved(h: &Harness) -> Saved {
    match h.saved::<asobi::screens::old_maid::OldMaidScreen>() {
        SaveState::Playing(s) => s,
        other => panic!("expected an Old Maid game under way, got {other:?}"),
    }
}

fn save_file(dir: &std::path::Path) -> std::path::PathBuf {
    dir.join(file_name(GameId::OldMaid))
}

/// Your draws with Enter, each followed by the computers' turns until yours comes round.
fn draw_twice(h: &mut Harness) {
    for _ in 0..2 {
        assert_eq!(h.old_maid().phase(), &Phase::Human);
        h.key(KeyCode::Enter).settle(1000);
    }
}

#[test]
fn a_game_left_after_two_draws_resumes_from_the_menu_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    assert_eq!(
        h.saved::<asobi::screens::old_maid::OldMaidScreen>(),
        SaveState::Unstarted,
        "a fresh deal is not kept"
    );
    draw_twice(&mut h);
    h.key(KeyCode::Right);
    let kept = saved(&h);
    assert!(kept.model.draws() >= 2 && kept.model.current_drawer() == Some(HUMAN));
    assert_eq!(kept.cursor, h.old_maid().cursor());
    let before = h.render();
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists());

    let mut again = harness(dir.path(), None);
    assert!(again.render().contains("saved game"));
    again.key(KeyCode::Enter);
    assert_eq!(
        again.saved::<asobi::screens::old_maid::OldMaidScreen>(),
        SaveState::Playing(kept.clone())
    );
    assert_eq!(again.render(), before, "the resumed table is the one left");
    // And play goes on from there.
    again.key(KeyCode::Enter);
    assert_eq!(again.old_maid().game().draws(), kept.model.draws() + 1);
}

#[test]
fn a_save_taken_while_a_computer_draws_resumes_with_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    h.key(KeyCode::Enter);
    for _ in 0..200 {
        let s = h.old_maid();
        if matches!(s.phase(), Phase::Take { .. }) && s.game().current_drawer() != Some(HUMAN) {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    let kept = saved(&h);
    let drawer = kept.model.current_drawer().unwrap();
    assert_ne!(drawer, HUMAN, "caught a computer mid-draw");
    h.key(KeyCode::Esc);
    let again = harness(dir.path(), Some(GameId::OldMaid));
    // The model had not changed yet, so the same computer starts its turn afresh.
    assert_eq!(again.old_maid().game(), &kept.model);
    assert!(matches!(again.old_maid().phase(), Phase::Wander { .. }));
    assert_eq!(again.old_maid().game().current_drawer(), Some(drawer));
}

#[test]
fn a_save_taken_just_after_a_computer_drew_resumes_after_that_draw() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    h.key(KeyCode::Enter);
    for _ in 0..200 {
        if matches!(h.old_maid().phase(), Phase::Arrive { shown, .. } if shown.seat != HUMAN) {
            break;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    let Phase::Arrive { shown, .. } = h.old_maid().phase().clone() else {
        panic!("no computer draw")
    };
    let kept = saved(&h);
    h.key(KeyCode::Esc);
    let again = harness(dir.path(), Some(GameId::OldMaid));
    let g = again.old_maid().game();
    // The draw stands (the model held it); the computer's owed shuffle keeps its cards.
    assert_eq!(g.draws(), kept.model.draws());
    assert_eq!(g.discards(), kept.model.discards());
    let (mut before, mut after) =
        (kept.model.hand(shown.seat).to_vec(), g.hand(shown.seat).to_vec());
    before.sort();
    after.sort();
    assert_eq!(before, after);
    assert_eq!(g.validate(), Ok(()));
    assert_eq!(g.current_drawer(), kept.model.current_drawer());
}

#[test]
fn a_tampered_save_is_refused_with_its_reason_and_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    h.key(KeyCode::Esc);
    let text = std::fs::read_to_string(save_file(dir.path())).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    // One hand's first card replaced by a copy of another's first: one card twice, one
    // missing (two hands that still hold cards, whoever went out already).
    let hands = &mut file["saved"]["state"]["model"]["hands"];
    let held: Vec<usize> = (0..hands.as_array().unwrap().len())
        .filter(|&i| !hands[i].as_array().unwrap().is_empty())
        .collect();
    hands[held[0]][0] = hands[held[1]][0].clone();
    let saved: asobi::screens::old_maid::Saved =
        serde_json::from_value(file["saved"]["state"].clone()).unwrap();
    let why = saved.check().unwrap_err();
    assert!(why.contains("appears twice"), "{why}");
    let bad = serde_json::to_string(&file).unwrap();
    std::fs::write(save_file(dir.path()), &bad).unwrap();

    let mut again = harness(dir.path(), None);
    again.render();
    match again.app.overlay() {
        Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains("appears twice"), "{w:?}"),
        other => panic!("no warning for the tampered save: {other:?}"),
    }
    let mut bak = save_file(dir.path()).into_os_string();
    bak.push(".bak");
    assert_eq!(std::fs::read_to_string(bak).unwrap(), bad, "kept aside as it was");
    assert!(!save_file(dir.path()).exists());
}

#[test]
fn other_impossible_saves_are_refused_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    let kept = saved(&h);
    assert_eq!(kept.check(), Ok(()));
    let json = serde_json::to_value(&kept).unwrap();
    let tamper = |f: &dyn Fn(&mut Value)| {
        let mut v = json.clone();
        f(&mut v);
        serde_json::from_value::<Saved>(v).unwrap().check().unwrap_err()
    };
    assert!(tamper(&|v| v["model"]["hands"][0] = Value::Array(vec![])).contains("missing"));
    assert!(tamper(&|v| v["model"]["drawer"] = Value::Null).contains("nobody draws"));
    // A number that is no card is refused as the file is read, before any check.
    let mut v = json.clone();
    v["model"]["hands"][0][0] = 99.into();
    let why = serde_json::from_value::<Saved>(v).unwrap_err().to_string();
    assert!(why.contains("not a card"), "{why}");
    assert!(tamper(&|v| v["log"] = "\u{1b}[2J".into()).contains("log"));
}

#[test]
fn a_finished_game_reports_finished_and_clears_the_slot() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists());
    std::fs::write(dir.path().join("settings.toml"), "animation = \"instant\"\n").unwrap();
    let mut again = harness(dir.path(), Some(GameId::OldMaid));
    for _ in 0..500 {
        if again.old_maid().phase() == &Phase::Over {
            break;
        }
        again.key(KeyCode::Enter);
    }
    assert_eq!(again.old_maid().phase(), &Phase::Over);
    assert_eq!(again.saved::<asobi::screens::old_maid::OldMaidScreen>(), SaveState::Finished);
    again.key(KeyCode::Esc);
    assert!(!save_file(dir.path()).exists());
}

#[test]
fn a_game_left_in_english_resumes_with_its_log_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    let english = h.old_maid().events();
    assert!(english.iter().any(|line| line.contains("drew")), "{english:?}");
    let kept = saved(&h);
    h.key(KeyCode::Esc);

    let mut again = Harness::builder(DataDir::at(dir.path()), 7).lang(Language::Ja).build();
    again.render();
    again.key(KeyCode::Enter);
    assert_eq!(
        again.saved::<asobi::screens::old_maid::OldMaidScreen>(),
        SaveState::Playing(kept),
        "the same game, its log the same data"
    );
    let japanese = again.old_maid().events();
    assert_eq!(japanese.len(), english.len());
    for (ja, en) in japanese.iter().zip(&english) {
        assert_ne!(ja, en, "worded again in Japanese");
        assert!(!ja.is_ascii(), "{ja}");
    }
    assert!(!again.old_maid().log().is_ascii(), "{}", again.old_maid().log());
}

#[test]
fn an_older_save_with_its_log_worded_resumes_with_those_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    let mut old = serde_json::to_value(saved(&h)).unwrap();
    let state = old.as_object_mut().unwrap();
    for data in ["last", "your_last_event", "event_log"] {
        state.remove(data);
    }
    state.insert("log".into(), "CPU 1 drew from you.".into());
    state.insert("history".into(), serde_json::json!(["Dealt.", "CPU 1 drew from you."]));
    let old: Saved = serde_json::from_value(old).unwrap();
    assert_eq!(old.check(), Ok(()));
    let mut d = asobi::testing::Direct::new(7);
    let s = asobi::screens::old_maid::OldMaidScreen::resume(&old, &mut d.ctx());
    let s = s.expect("an older save resumes");
    assert_eq!(s.events(), ["Dealt.", "CPU 1 drew from you."]);
    assert_eq!(s.log(), "CPU 1 drew from you.");
}

#[test]
fn a_logged_event_naming_a_seat_the_game_lacks_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::OldMaid));
    draw_twice(&mut h);
    let json = serde_json::to_value(saved(&h)).unwrap();
    let mut v = json.clone();
    let events = v["event_log"].as_array_mut().unwrap();
    let drew = events.iter_mut().find(|e| e.get("Drew").is_some()).expect("a draw logged");
    drew["Drew"]["report"]["drawer"] = 9.into();
    let why = serde_json::from_value::<Saved>(v).unwrap().check().unwrap_err();
    assert!(why.contains("seat"), "{why}");
}
