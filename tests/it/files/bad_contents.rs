//! Every file asobi reads (settings, statistics, a saved game) against every way it can be
//! bad: truncated mid-write by another program, binary junk, a newer version, and unreadable
//! (a folder where the file should be; permissions cannot stand in, as tests may run as
//! root). Each time the bad file is set aside as `.bak`, untouched, a warning names it, the
//! program starts on defaults, and the next write puts a good file in its place.

use std::fs;
use std::path::Path;

use asobi::app::{Overlay, SETTINGS_FILE, STATS_FILE};
use asobi::catalog::GameId;
use asobi::saves::file_name;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(dir: &Path) -> Harness {
    Harness::builder(DataDir::at(dir), 3).build()
}

/// A good file of each kind, and how the first run shows it was read.
struct GoodFile {
    name: String,
    text: String,
    /// A file of a version this build does not know.
    newer: String,
    /// Menu digits that open the screen showing the file's contents ("" for the menu).
    open: &'static str,
    /// Something on that screen that is there only when the good file was read.
    shown: &'static str,
}

fn good_files() -> Vec<GoodFile> {
    let saved = r#"{"version":1,"saved":{"game":"tictactoe","state":{"board":{"cells":["X",null,null,null,"O",null,null,null,null],"to_move":"X"},"level":"easy"}}}"#;
    vec![
        GoodFile {
            name: SETTINGS_FILE.into(),
            text: "version = 1\nplayer_name = \"Zelda\"\n".into(),
            newer: "version = 99\nplayer_name = \"Zelda\"\n".into(),
            open: "6",
            shown: "Zelda",
        },
        GoodFile {
            name: STATS_FILE.into(),
            text: "version = 1\n[games.tictactoe.hard]\nplayed = 4321\nwon = 1\nlost = 4320\n"
                .into(),
            newer: "version = 99\n[games.tictactoe.hard]\nplayed = 4321\n".into(),
            open: "7",
            shown: "4321",
        },
        GoodFile {
            name: file_name(GameId::Tictactoe),
            text: saved.into(),
            newer: saved.replace("\"version\":1", "\"version\":99"),
            open: "",
            shown: "saved game",
        },
    ]
}

/// The ways a file goes bad, as a function writing the bad thing at `path`; returns the bytes
/// expected in the `.bak` (None for a folder).
type Spoil = fn(&Path, &GoodFile) -> Option<Vec<u8>>;

fn spoilers() -> [(&'static str, Spoil); 4] {
    [
        ("truncated", |path, good| {
            // Cut mid-line, just after the last key: a cut between two lines of TOML can
            // leave a shorter file that is still valid, which no reader could tell apart.
            let cut = good.text.rfind(['=', ':']).unwrap() + 1;
            let part = good.text.as_bytes()[..cut].to_vec();
            fs::write(path, &part).unwrap();
            Some(part)
        }),
        ("binary", |path, _| {
            let junk = vec![0x00, 0xff, 0xfe, 0x13, 0x37, 0x80, 0x00, 0x7f];
            fs::write(path, &junk).unwrap();
            Some(junk)
        }),
        ("newer version", |path, good| {
            fs::write(path, &good.newer).unwrap();
            Some(good.newer.clone().into_bytes())
        }),
        ("unreadable", |path, _| {
            fs::create_dir(path).unwrap();
            fs::write(path.join("inside"), "x").unwrap();
            None
        }),
    ]
}

#[test]
fn the_good_files_are_read_without_a_warning() {
    // Guards the test below: its "defaults after a bad file" only mean something if the
    // good version of each file visibly changes what the menu shows.
    for good in good_files() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(&good.name), &good.text).unwrap();
        let mut h = harness(dir.path());
        assert!(h.app.overlay().is_none(), "{}: {:?}", good.name, h.app.overlay());
        let text = h.type_text(good.open).render();
        assert!(text.contains(good.shown), "{} not read:\n{text}", good.name);
    }
}

#[test]
fn every_bad_file_is_set_aside_with_a_warning_and_replaced_by_defaults() {
    for good in good_files() {
        for (how, spoil) in spoilers() {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(&good.name);
            let kept = spoil(&path, &good);
            let case = format!("{} {how}", good.name);

            let mut h = harness(dir.path());
            let warnings = match h.app.overlay() {
                Some(Overlay::Warnings(w)) => w.join("\n"),
                other => panic!("{case}: no warning, overlay {other:?}"),
            };
            assert!(warnings.contains(&good.name), "{case}: warning does not name it: {warnings}");
            assert!(h.render().contains(&good.name), "{case}: the warning is not on screen");

            let bak = dir.path().join(format!("{}.bak", good.name));
            match kept {
                Some(bytes) => assert_eq!(fs::read(&bak).unwrap(), bytes, "{case}: .bak changed"),
                None => assert!(bak.join("inside").exists(), "{case}: the folder was not kept"),
            }
            assert!(!path.exists(), "{case}: the bad file is still in place");

            // Defaults: nothing of the good file shows, and the program plays on.
            h.key(KeyCode::Enter); // dismiss the warning
            let text = h.type_text(good.open).render();
            assert!(!text.contains(good.shown), "{case}: not defaults:\n{text}");
        }
    }
}

#[test]
fn after_a_bad_settings_file_the_next_change_writes_a_good_one() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(SETTINGS_FILE), b"\x00\xff").unwrap();
    let mut h = harness(dir.path());
    h.key(KeyCode::Enter); // dismiss the warning
    // Settings (the sixth menu entry), then the animation speed, changed once.
    h.type_text("6").key(KeyCode::Down).key(KeyCode::Down).key(KeyCode::Right);
    let written = fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert!(written.starts_with("version = 1"), "{written}");
    assert!(harness(dir.path()).app.overlay().is_none(), "the new file reads back cleanly");
}
