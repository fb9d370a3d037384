//! Poker resumes: a round left half played (bet placed, a card marked) comes back exactly as
//! it was from the menu; left during the dealer's turn, the dealer makes the same exchange
//! again; left at a showdown or between rounds, the game carries on from there. Tampered saves
//! (a card twice, a bet above the points) are refused, a lost game leaves no save, and the
//! events, kept as data, read in the language of the session that resumes them.

use asobi::testing::{GameView, game_view};
use std::path::{Path, PathBuf};

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::games::poker::{Marks, Phase, Table};
use asobi::saves::{SaveState, file_name};
use asobi::screens::Screen;
use asobi::screens::poker::Saved;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// The app in `dir`, the Hard dealer searching synchronously (these tests are about what
/// comes back, not about a search under way).
fn harness(dir: &Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 42).synchronous().start(start).build()
}

fn saved(h: &Harness) -> Saved {
    match h.saved::<asobi::screens::poker::PokerScreen>() {
        SaveState::Playing(s) => s,
        other => panic!("expected a poker game under way, got {other:?}"),
    }
}

fn save_file(dir: &Path) -> PathBuf {
    dir.join(file_name(GameId::Poker))
}

/// Leaves with Esc, then starts again on the menu and presses Enter on the saved game.
fn leave_and_resume(h: &mut Harness, dir: &Path) -> Harness {
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
    assert!(save_file(dir).exists(), "written on the way out");
    let mut again = harness(dir, None);
    assert!(again.render().contains("saved game"), "the menu offers it");
    again.key(KeyCode::Enter);
    assert!(
        matches!(game_view(again.app.screen()), Some(GameView::Poker(_))),
        "Enter resumes poker"
    );
    again
}

#[test]
fn a_half_played_round_resumes_exactly_as_it_was_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    assert_eq!(
        h.saved::<asobi::screens::poker::PokerScreen>(),
        SaveState::Unstarted,
        "nothing happened yet"
    );
    h.type_text("20");
    assert_eq!(
        h.saved::<asobi::screens::poker::PokerScreen>(),
        SaveState::Unstarted,
        "a bet typed but not placed is nothing"
    );
    h.key(KeyCode::Enter).key(KeyCode::Right).key(KeyCode::Char(' ')).key(KeyCode::Right);
    let state = saved(&h);
    assert_eq!(state.marks, Marks::from_positions(&[1]));
    assert_eq!(state.cursor, 2);
    let before = h.render();

    let mut again = leave_and_resume(&mut h, dir.path());
    assert_eq!(again.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Playing(state));
    assert_eq!(again.render(), before, "the resumed screen is the one left");
    // The cards are written as cards, readable in the file.
    let text = std::fs::read_to_string(save_file(dir.path())).unwrap();
    let hand = again.poker().table().player_hand().unwrap();
    assert!(text.contains(&format!("\"{}\"", hand[0])), "{text}");

    // Play on: the exchange takes the marked card, as it would have.
    again.key(KeyCode::Enter);
    let t = again.poker().table();
    assert_eq!(t.player_marks(), Marks::from_positions(&[1]));
    assert_eq!(t.phase(), Phase::DealerTurn);
}

#[test]
fn left_during_the_dealers_turn_the_dealer_makes_the_same_exchange() {
    for settings in ["", "[poker]\ndealer = \"hard\"\n"] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
        let mut h = harness(dir.path(), Some(GameId::Poker));
        h.type_text("30").key(KeyCode::Enter).type_text("13").key(KeyCode::Enter);
        // Mid-animation: the save is the table at the dealer's turn, nothing of the steps.
        h.send(asobi::event::Msg::Tick(std::time::Duration::from_millis(100)));
        assert!(h.app.animating());
        let state = saved(&h);
        assert_eq!(h.poker().table().phase(), Phase::DealerTurn);
        let mut expected = Table::from_state(&state.table).unwrap();
        expected.dealer_play().unwrap();

        let mut again = leave_and_resume(&mut h, dir.path());
        assert_eq!(again.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Playing(state));
        // The Hard dealer searches when its pause is over; then the steps run.
        again.settle(400);
        assert_eq!(again.poker().table(), &expected, "{settings}");
        assert_eq!(
            again.app.stats().total("poker".parse().unwrap()).played,
            1,
            "the round counted once"
        );
    }
}

#[test]
fn a_showdown_and_the_betting_after_it_resume_at_rest() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter).settle(200);
    assert_eq!(h.poker().table().phase(), Phase::Showdown);
    let state = saved(&h);
    let before = h.render();
    let mut again = leave_and_resume(&mut h, dir.path());
    assert_eq!(again.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Playing(state));
    assert_eq!(again.render(), before, "the result shown, the points already counted");
    assert!(!again.app.animating());

    // Between rounds: no cards, but the points and record of the game so far.
    again.key(KeyCode::Enter);
    let table = again.poker().table().clone();
    assert_eq!(table.phase(), Phase::Betting);
    let between = saved(&again);
    assert!(between.table.round.is_none());
    // The bet field offers the last bet again, and so it does after a resume.
    assert_eq!(again.poker().bet_text(), "20");
    let before = again.render();
    let mut third = leave_and_resume(&mut again, dir.path());
    assert_eq!(third.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Playing(between));
    assert_eq!(third.render(), before);
    assert_eq!(third.poker().bet_text(), "20", "the remembered bet survives the resume");
    let t = third.poker().table();
    assert_eq!((t.points(), t.best_points(), t.record()), (80, 100, table.record()));
}

#[test]
fn tampered_saves_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("20").key(KeyCode::Enter).key(KeyCode::Char(' '));
    let good = saved(&h);
    assert_eq!(good.check(), Ok(()));

    let mut twice = good.clone();
    let round = twice.table.round.as_mut().unwrap();
    round.deck[0] = round.player[0];
    assert!(twice.check().unwrap_err().contains("in two places"), "{:?}", twice.check());

    let mut too_much = good.clone();
    too_much.table.round.as_mut().unwrap().bet = 101;
    assert!(too_much.check().unwrap_err().contains("a bet of 101"));

    let mut no_bet = good.clone();
    no_bet.table.round.as_mut().unwrap().bet = 0;
    assert!(no_bet.check().is_err());

    let mut over = good.clone();
    over.table.points = 0;
    assert!(over.check().is_err(), "a game with no points is over, not saved");

    let mut cursor = good.clone();
    cursor.cursor = 5;
    assert!(cursor.check().is_err());

    // The same faults in the file: set aside with a warning, and a new game starts.
    let text = std::fs::read_to_string({
        h.key(KeyCode::Esc);
        save_file(dir.path())
    })
    .unwrap();
    let card = |c: asobi::games::cards::Card| format!("\"{c}\"");
    let round = good.table.round.as_ref().unwrap();
    let doubled = text.replacen(&card(round.deck[0]), &card(round.player[0]), 1);
    let greedy = text.replace("\"bet\":20", "\"bet\":101");
    assert_ne!(greedy, text, "the bet is in the file as written: {text}");
    for (bad, why) in [(doubled, "two places"), (greedy, "bet of 101")] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(save_file(dir.path()), &bad).unwrap();
        let mut h = harness(dir.path(), None);
        h.render();
        match h.app.overlay() {
            Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains(why), "{w:?}"),
            other => panic!("no warning for {bad}: {other:?}"),
        }
        assert!(!save_file(dir.path()).exists(), "set aside as .bak");
    }
}

#[test]
fn a_lost_game_is_finished_and_leaves_no_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("5").key(KeyCode::Enter).key(KeyCode::Enter).settle(200);
    h.key(KeyCode::Enter).key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists(), "a game with a round played is kept");
    // `play poker` resumes too; then go all in until the points are gone.
    let mut again = harness(dir.path(), Some(GameId::Poker));
    assert_ne!(again.poker().table().record(), Default::default(), "resumed, not new");
    for _ in 0..200 {
        let t = again.poker().table();
        if t.phase() == Phase::GameOver {
            break;
        }
        let all_in = t.points().to_string();
        // The field offers the last bet: clear it first.
        for _ in 0..4 {
            again.key(KeyCode::Backspace);
        }
        again.type_text(&all_in).key(KeyCode::Enter).key(KeyCode::Enter).settle(200);
        if again.poker().table().phase() == Phase::Showdown {
            again.key(KeyCode::Enter);
        }
    }
    assert_eq!(again.poker().table().phase(), Phase::GameOver);
    assert_eq!(again.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Finished);
    again.key(KeyCode::Esc);
    assert!(!save_file(dir.path()).exists(), "the slot is cleared");
    assert!(!harness(dir.path(), None).render().contains("saved game"));
}

#[test]
fn an_easy_dealer_in_a_save_resumes_as_the_normal_it_plays() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("20").key(KeyCode::Enter).key(KeyCode::Esc);
    let text = std::fs::read_to_string(save_file(dir.path())).unwrap();
    let easy = text.replace("\"dealer_level\":\"normal\"", "\"dealer_level\":\"easy\"");
    assert_ne!(easy, text);
    std::fs::write(save_file(dir.path()), easy).unwrap();
    let again = harness(dir.path(), Some(GameId::Poker));
    assert_eq!(again.poker().table().dealer_level(), asobi::settings::Level::Normal);
}

#[test]
fn a_round_left_in_english_resumes_with_its_events_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter).settle(200);
    assert_eq!(h.poker().table().phase(), Phase::Showdown);
    let english = h.poker().events();
    assert!(english.len() >= 3, "{english:?}");
    let kept = saved(&h);
    h.key(KeyCode::Esc);

    let mut again = Harness::builder(DataDir::at(dir.path()), 42)
        .synchronous()
        .lang(asobi::i18n::Language::Ja)
        .build();
    again.render();
    again.key(KeyCode::Enter);
    assert_eq!(again.saved::<asobi::screens::poker::PokerScreen>(), SaveState::Playing(kept));
    let japanese = again.poker().events();
    assert_eq!(japanese.len(), english.len());
    for (ja, en) in japanese.iter().zip(&english) {
        assert_ne!(ja, en, "worded again in Japanese");
        assert!(!ja.is_ascii(), "{ja}");
    }
}

#[test]
fn an_older_save_with_its_events_worded_resumes_with_those_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Poker));
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter).settle(200);
    let mut old = serde_json::to_value(saved(&h)).unwrap();
    let state = old.as_object_mut().unwrap();
    state.remove("event_log");
    state.insert("events".into(), serde_json::json!(["Round 1 dealt.", "You won."]));
    let old: Saved = serde_json::from_value(old).unwrap();
    assert_eq!(old.check(), Ok(()));
    let mut d = asobi::testing::Direct::new(42);
    let s = asobi::screens::poker::PokerScreen::resume(&old, &mut d.ctx()).expect("resumes");
    assert_eq!(s.events(), ["Round 1 dealt.", "You won."]);
}
