//! Settings and statistics survive a restart; corrupt files are set aside with a warning.

use std::fs;

use asobi::app::{Overlay, SETTINGS_FILE, STATS_FILE};
use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::settings::AnimationSpeed;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(dir: &std::path::Path, start: Option<GameId>) -> Harness {
    Harness::builder(DataDir::at(dir), 1).start(start).build()
}

#[test]
fn settings_changed_on_screen_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    // Settings, rename the player, then speed the animation up.
    h.type_text("6").key(KeyCode::Enter);
    for _ in 0..6 {
        h.key(KeyCode::Backspace);
    }
    h.type_text("Hanako")
        .key(KeyCode::Enter)
        .key(KeyCode::Down)
        .key(KeyCode::Down)
        .key(KeyCode::Right);
    let again = harness(dir.path(), None);
    assert_eq!(again.app.settings().player_name, "Hanako");
    assert_eq!(again.app.settings().animation, AnimationSpeed::Fast);
    assert!(again.app.overlay().is_none());
}

#[test]
fn a_name_that_is_too_long_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    h.type_text("6").key(KeyCode::Enter);
    for _ in 0..6 {
        h.key(KeyCode::Backspace);
    }
    h.type_text("   ").key(KeyCode::Enter);
    assert!(h.render().contains("at least one character"));
    h.key(KeyCode::Esc);
    assert_eq!(h.app.settings().player_name, "Player");
    assert!(!dir.path().join(SETTINGS_FILE).exists(), "nothing changed, nothing written");
}

#[test]
fn statistics_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), Some(GameId::Tictactoe));
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    let again = harness(dir.path(), None);
    assert_eq!(again.app.stats().total("tictactoe".parse().unwrap()).played, 1);
}

#[test]
fn corrupt_files_are_kept_aside_and_defaults_load_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(SETTINGS_FILE), "animation = [[[").unwrap();
    fs::write(dir.path().join(STATS_FILE), b"\x00\xff\xfe").unwrap();
    let mut h = harness(dir.path(), None);
    assert_eq!(h.app.settings(), &asobi::settings::Settings::default());
    match h.app.overlay() {
        Some(Overlay::Warnings(w)) => assert_eq!(w.len(), 2, "{w:?}"),
        other => panic!("no warning shown: {other:?}"),
    }
    assert!(h.render().contains("settings.toml could not be read"));
    assert_eq!(
        fs::read_to_string(dir.path().join("settings.toml.bak")).unwrap(),
        "animation = [[["
    );
    assert!(dir.path().join("stats.toml.bak").exists());
    // Any key dismisses the warning, and it does not come back on the next start.
    h.key(KeyCode::Enter);
    assert!(h.app.overlay().is_none());
    assert!(harness(dir.path(), None).app.overlay().is_none());
}

#[test]
fn a_file_from_a_newer_version_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(SETTINGS_FILE), "version = 99\nplayer_name = \"Z\"\n").unwrap();
    let h = harness(dir.path(), None);
    assert_eq!(h.app.settings().player_name, "Player");
    assert!(matches!(h.app.overlay(), Some(Overlay::Warnings(_))));
}

#[test]
fn an_unusable_data_folder_warns_once_and_keeps_playing_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("file");
    fs::write(&blocker, "not a folder").unwrap();
    let mut h = Harness::builder(DataDir::at(blocker.join("asobi")), 1).build();
    // The folder cannot exist (a file is in its way): one warning naming it, not one per file.
    match h.app.overlay() {
        Some(Overlay::Warnings(w)) => {
            assert_eq!(w.len(), 1, "{w:?}");
            assert!(w[0].contains("cannot be used") && w[0].contains("is a file"), "{w:?}");
        }
        other => panic!("no warning: {other:?}"),
    }
    assert!(h.app.exit_notice().unwrap().contains("nothing of this session was saved"));
    h.key(KeyCode::Enter).type_text("6").key(KeyCode::Down).key(KeyCode::Down);
    h.key(KeyCode::Right).key(KeyCode::Right); // animation: normal, fast, instant
    assert!(h.app.overlay().is_none(), "changes in memory raise no further warnings");
    assert_eq!(h.app.settings().animation, AnimationSpeed::Instant);
    assert_eq!(fs::read_to_string(&blocker).unwrap(), "not a folder", "the file is untouched");
}

#[test]
fn a_data_folder_that_fails_to_save_warns_once_and_keeps_playing() {
    // A folder that reads but cannot take a new file: here, the settings file's temp name is
    // taken by a folder. (Permissions cannot stand in: tests may run as root.)
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).build();
    assert!(h.app.overlay().is_none());
    fs::create_dir(dir.path().join(format!(".settings.toml.tmp-{}", std::process::id()))).unwrap();
    h.type_text("6").key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Right);
    match h.app.overlay() {
        Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains("could not save"), "{w:?}"),
        other => panic!("no warning: {other:?}"),
    }
    h.key(KeyCode::Enter).key(KeyCode::Right);
    assert!(h.app.overlay().is_none(), "the save failure is reported only once");
    assert_eq!(h.app.settings().animation, AnimationSpeed::Instant);
}

#[test]
fn without_a_home_folder_the_session_says_so_at_start_and_at_exit() {
    let h = Harness::builder(DataDir::in_memory(), 1).build();
    match h.app.overlay() {
        Some(Overlay::Warnings(w)) => assert!(w.join(" ").contains("no home folder"), "{w:?}"),
        other => panic!("no warning: {other:?}"),
    }
    let notice = h.app.exit_notice().unwrap();
    assert!(notice.contains("nothing of this session was saved"), "{notice}");
    assert!(notice.contains("no home folder"), "{notice}");
    let saved = harness(tempfile::tempdir().unwrap().path(), None);
    assert_eq!(saved.app.exit_notice(), None, "a session with a folder has nothing to add");
}
