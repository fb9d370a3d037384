//! Resume: an unfinished game is saved when the player leaves it (Esc, quit, Ctrl+C), the menu
//! offers it at the next start, and a saved game that cannot be used is set aside with a
//! warning. Tic-tac-toe stands in for the shell-level behaviour; each game's own round trip
//! lives beside its other tests.

use asobi::app::Overlay;
use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::saves::{SaveState, file_name};
use asobi::screens::Screen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 7).start(start).build()
}

/// Plays the centre; the computer answers. Returns the state the screen would keep.
fn one_exchange(h: &mut Harness) -> asobi::screens::tictactoe::Saved {
    h.send(Msg::char('5')).settle(100);
    match h.saved::<asobi::screens::tictactoe::TicTacToeScreen>() {
        SaveState::Playing(saved) => saved,
        other => panic!("expected a game under way, got {other:?}"),
    }
}

fn save_file(dir: &std::path::Path) -> std::path::PathBuf {
    dir.join(file_name(GameId::Tictactoe))
}

#[test]
fn leaving_with_esc_saves_and_the_menu_resumes_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    let saved = one_exchange(&mut h);
    let before = h.render();
    assert!(!save_file(dir.path()).exists(), "written on the way out, not on every move");
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
    assert!(save_file(dir.path()).exists());

    let mut again = harness(dir.path(), None);
    let menu = again.render();
    assert!(menu.contains("saved game"), "{menu}");
    assert!(menu.contains("Enter resumes it"), "{menu}");
    again.key(KeyCode::Enter);
    assert_eq!(
        again.saved::<asobi::screens::tictactoe::TicTacToeScreen>(),
        SaveState::Playing(saved)
    );
    assert_eq!(again.render(), before, "the resumed screen is the one left");
}

#[test]
fn ctrl_c_and_confirmed_quit_save_the_game() {
    for quit in [&[][..], &[KeyCode::Char('q'), KeyCode::Char('y')][..]] {
        let dir = tempfile::tempdir().unwrap();
        let mut h = harness(dir.path(), Some(GameId::Tictactoe));
        let saved = one_exchange(&mut h);
        if quit.is_empty() {
            h.ctrl('c');
        }
        for &k in quit {
            h.key(k);
        }
        assert!(h.app.should_quit());
        let again = harness(dir.path(), Some(GameId::Tictactoe));
        assert_eq!(
            again.saved::<asobi::screens::tictactoe::TicTacToeScreen>(),
            SaveState::Playing(saved),
            "`play` resumes too"
        );
    }
}

#[test]
fn n_starts_a_new_game_and_the_old_save_stays_until_the_new_one_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    let saved = one_exchange(&mut h);
    h.key(KeyCode::Esc);
    let mut again = harness(dir.path(), None);
    assert!(again.render().contains("new game"), "the hint bar offers n");
    again.key(KeyCode::Char('n'));
    assert!(again.render().contains("Discard the saved game"), "n asks first");
    again.key(KeyCode::Char('y'));
    assert!(again.render().contains("New game: Tic-tac-toe"), "then asks how to start");
    again.key(KeyCode::Enter);
    assert_eq!(again.saved::<asobi::screens::tictactoe::TicTacToeScreen>(), SaveState::Unstarted);
    again.key(KeyCode::Esc);
    let third = harness(dir.path(), Some(GameId::Tictactoe));
    assert_eq!(
        third.saved::<asobi::screens::tictactoe::TicTacToeScreen>(),
        SaveState::Playing(saved),
        "leaving an untouched game kept it"
    );
}

#[test]
fn a_finished_game_clears_its_slot() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    one_exchange(&mut h);
    h.key(KeyCode::Esc);
    assert!(save_file(dir.path()).exists());
    let mut again = harness(dir.path(), Some(GameId::Tictactoe));
    // Play on until the game ends, trying every cell in turn.
    for _ in 0..20 {
        if matches!(
            again.saved::<asobi::screens::tictactoe::TicTacToeScreen>(),
            SaveState::Finished
        ) {
            break;
        }
        for c in '1'..='9' {
            again.send(Msg::char(c)).settle(100);
        }
    }
    assert_eq!(again.saved::<asobi::screens::tictactoe::TicTacToeScreen>(), SaveState::Finished);
    again.key(KeyCode::Esc);
    assert!(!save_file(dir.path()).exists());
    assert!(!harness(dir.path(), None).render().contains("saved game"));
}

#[test]
fn unreadable_or_impossible_saves_are_set_aside_with_a_warning() {
    let impossible = r#"{"version":1,"saved":{"game":"tictactoe","state":{"board":{"cells":["O","O",null,null,null,null,null,null,null],"to_move":"O"},"level":"hard"}}}"#;
    let newer = r#"{"version":99,"saved":null}"#;
    // Tic-tac-toe's slot holding some other game's state.
    let other_game = r#"{"version":1,"saved":{"game":"othello","state":{"record":"f5","human":"black","level":"easy","cursor":"a1","evaluations":[]}}}"#;
    for (bad, why) in [
        (&b"\x00\xffnot json"[..], "not text"),
        (b"{\"version\":1,", "EOF"),
        (newer.as_bytes(), "newer"),
        (impossible.as_bytes(), "alternate"),
        (other_game.as_bytes(), ""),
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(save_file(dir.path()), bad).unwrap();
        let mut h = harness(dir.path(), None);
        let text = h.render();
        match h.app.overlay() {
            Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains(why), "{w:?}"),
            other => panic!("no warning for {bad:?}: {other:?}\n{text}"),
        }
        let mut bak = save_file(dir.path()).into_os_string();
        bak.push(".bak");
        assert_eq!(std::fs::read(bak).unwrap(), bad, "the bad file is kept aside as it was");
        assert!(!save_file(dir.path()).exists());
        h.key(KeyCode::Enter); // dismiss the warning
        assert!(!h.render().contains("saved game"));
    }
}
