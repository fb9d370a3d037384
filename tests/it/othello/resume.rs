//! Othello resume: a game left with Esc comes back from the menu exactly as it was (board,
//! colour, level, cursor, evaluation graph), the computer thinks again if it was its turn,
//! a record that does not replay is refused with its reason, and a finished game is not kept.

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::games::othello::{Game, choose_move};
use asobi::games::random::GameRng;
use asobi::saves::{SaveState, file_name};
use asobi::screens::othello::Saved;
use asobi::screens::othello::options::Seats;
use asobi::settings::Level;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::SeedableRng;

const EASY_INSTANT: &str = "version = 1\nanimation = \"instant\"\n[othello]\nlevel = \"easy\"\n";

/// The app in `dir`, its computer searching synchronously (these tests are about what comes
/// back, not about a search under way).
fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 7).synchronous().start(start).build()
}

fn set_settings(dir: &std::path::Path, text: &str) {
    std::fs::write(dir.join("settings.toml"), text).unwrap();
}

fn save_file(dir: &std::path::Path) -> std::path::PathBuf {
    dir.join(file_name(GameId::Othello))
}

fn saved(h: &Harness) -> Saved {
    match h.saved::<asobi::screens::othello::OthelloScreen>() {
        SaveState::Playing(s) => s,
        other => panic!("expected an Othello game under way, got {other:?}"),
    }
}

/// Walks the cursor to the highest legal square with the arrows and plays it there, so the
/// cursor ends somewhere other than its starting square.
fn play_by_keys(h: &mut Harness, cursor: &mut u8) {
    let target = 63 - h.othello().game().current().legal_moves().leading_zeros() as u8;
    assert_eq!(h.othello().cursor(), *cursor, "the cursor is where the test left it");
    crate::othello::seats::place_by_keys(h, target);
    *cursor = target;
}

#[test]
fn esc_then_enter_on_the_menu_resumes_the_same_game_and_screen() {
    let dir = tempfile::tempdir().unwrap();
    set_settings(dir.path(), EASY_INSTANT);
    let mut h = harness(dir.path(), Some(GameId::Othello));
    let mut cursor = 37; // f5
    for _ in 0..3 {
        play_by_keys(&mut h, &mut cursor);
        h.wait_for_othello_turn();
    }
    h.settle(50_000); // every evaluation in
    let kept = saved(&h);
    let game = h.othello().game().clone();
    assert_eq!(kept.record, game.record());
    assert_eq!(kept.evaluations.len(), game.positions().len());
    let before = h.render();
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists(), "written on the way out");

    // The settings change meanwhile: the saved game keeps its own level and colour.
    set_settings(
        dir.path(),
        "version = 1\nanimation = \"instant\"\n[othello]\nlevel = \"hard\"\nhuman = \"white\"\n",
    );
    let mut again = harness(dir.path(), None);
    assert!(again.render().contains("saved game"));
    again.key(KeyCode::Enter); // the saved game is the one selected
    assert_eq!(again.saved::<asobi::screens::othello::OthelloScreen>(), SaveState::Playing(kept));
    assert_eq!(again.othello().game(), &game);
    assert!(again.othello().your_turn());
    assert!(!again.app.animating(), "nothing left to search or animate");
    assert_eq!(again.render(), before, "the resumed screen is the one left");
}

#[test]
fn resumed_on_the_computers_turn_it_searches_again() {
    let dir = tempfile::tempdir().unwrap();
    set_settings(dir.path(), EASY_INSTANT);
    let mut h = harness(dir.path(), Some(GameId::Othello));
    h.key(KeyCode::Enter); // f5; at instant speed the computer is thinking already
    assert!(h.othello().thinking());
    assert_eq!(saved(&h).record, "f5");
    h.key(KeyCode::Esc);

    let mut again = harness(dir.path(), Some(GameId::Othello)); // `asobi play` resumes too
    assert!(again.othello().thinking(), "the computer's turn goes on");
    again.wait_for_othello_turn();
    let game = again.othello().game();
    assert_eq!(game.moves().len(), 2);
    assert!(game.positions()[1].is_legal(game.moves()[1].unwrap()));
}

#[test]
fn a_game_undone_back_to_the_start_is_kept_as_it_is_not_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    set_settings(dir.path(), EASY_INSTANT);
    let mut h = harness(dir.path(), Some(GameId::Othello));
    assert_eq!(
        h.saved::<asobi::screens::othello::OthelloScreen>(),
        SaveState::Unstarted,
        "no move yet"
    );
    h.key(KeyCode::Enter);
    h.wait_for_othello_turn();
    h.key(KeyCode::Char('u'));
    assert!(h.othello().game().moves().is_empty());
    assert_eq!(saved(&h).record, "", "the taken-back moves are not kept");
    h.key(KeyCode::Esc);
    let again = harness(dir.path(), Some(GameId::Othello));
    assert!(again.othello().game().moves().is_empty(), "the undone moves do not come back");
}

fn a_saved_game() -> Saved {
    Saved {
        record: "f5d6c3".into(),
        seats: Seats::Black,
        white_level: None,
        level: Level::Normal,
        cursor: "c3".into(),
        evaluations: vec![0, -2, 1],
        start: None,
    }
}

#[test]
fn check_refuses_what_does_not_replay_and_says_why() {
    assert_eq!(a_saved_game().check(), Ok(()));
    let refused = |change: fn(&mut Saved)| {
        let mut s = a_saved_game();
        change(&mut s);
        s.check().expect_err("must be refused")
    };
    assert!(refused(|s| s.record.push_str("a1")).contains("move 4: a1 is not legal"));
    assert!(refused(|s| s.record.push_str("z9")).contains("'z9' is no square"));
    assert!(refused(|s| s.record.push('f')).contains("two-character squares"));
    assert!(refused(|s| s.cursor = "i9".into()).contains("cursor"));
    assert!(refused(|s| s.evaluations = vec![0; 5]).contains("5 evaluations"));
    assert!(refused(|s| s.evaluations[1] = 65).contains("65"));

    // A whole game, Easy against Easy: over, so nothing to carry on.
    let mut rng = GameRng::seed_from_u64(3);
    let mut game = Game::new();
    while !game.is_over() {
        if !game.auto_pass() {
            let mv = choose_move(game.current(), Level::Easy, &mut rng).unwrap();
            game.play(mv).unwrap();
        }
    }
    let over = Saved { record: game.record(), evaluations: Vec::new(), ..a_saved_game() };
    assert!(over.check().unwrap_err().contains("already over"));
}

#[test]
fn a_tampered_save_file_is_set_aside_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut bad = a_saved_game();
    bad.record.push_str("a1");
    let file = serde_json::json!({ "version": 1, "saved": { "game": "othello", "state": bad } });
    std::fs::write(save_file(dir.path()), file.to_string()).unwrap();
    let mut h = harness(dir.path(), None);
    h.render();
    match h.app.overlay() {
        Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains("a1 is not legal"), "{w:?}"),
        other => panic!("no warning: {other:?}"),
    }
    let mut bak = save_file(dir.path()).into_os_string();
    bak.push(".bak");
    assert!(std::path::Path::new(&bak).exists(), "kept aside for the player");
    assert!(!save_file(dir.path()).exists());
}

#[test]
fn a_finished_game_reports_finished_and_leaves_no_save() {
    let dir = tempfile::tempdir().unwrap();
    set_settings(dir.path(), EASY_INSTANT);
    let mut h = harness(dir.path(), Some(GameId::Othello));
    let mut cursor = 37;
    play_by_keys(&mut h, &mut cursor);
    h.wait_for_othello_turn();
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists());

    let mut again = harness(dir.path(), None);
    again.key(KeyCode::Enter);
    assert!(matches!(
        again.saved::<asobi::screens::othello::OthelloScreen>(),
        SaveState::Playing(_)
    ));
    while !again.othello().is_over() {
        play_by_keys(&mut again, &mut cursor);
        again.wait_for_othello_turn();
    }
    assert_eq!(again.saved::<asobi::screens::othello::OthelloScreen>(), SaveState::Finished);
    again.key(KeyCode::Esc);
    assert!(!save_file(dir.path()).exists(), "a finished game clears its slot");
    assert!(!harness(dir.path(), None).render().contains("saved game"));
}
