//! A process killed (SIGKILL) in the middle of saving leaves each file whole: settings,
//! statistics and a saved game are each, after a restart, byte for byte the old version or the
//! new one, never a torn mix, and they load without a warning. The writer is this test binary
//! itself, re-run as a child that saves the three files in turn for ever.
//!
//! That the kills really land mid-write is shown, not assumed: the child reports every save it
//! finishes, and a kill that leaves a temp file behind interrupted a save between creating the
//! temp file and renaming it into place.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use asobi::app::{SETTINGS_FILE, STATS_FILE};
use asobi::catalog::GameId;
use asobi::games::poker::PokerOptions;
use asobi::saves::SaveSlots;
use asobi::settings::Settings;
use asobi::stats::{Outcome, Stats};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const CHILD_ENV: &str = "ASOBI_CRASH_WRITER_DIR";
const SAVED: &str = "saved-tictactoe.json";

/// The two versions of each file, as the app writes them.
struct Versions {
    files: [(&'static str, [String; 2]); 3],
}

impl Versions {
    fn new() -> Versions {
        let settings = |i: usize| {
            let mut s = Settings {
                player_name: ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"][i].into(),
                ..Settings::default()
            };
            s.update_options::<PokerOptions>(|o| o.starting_points = [111_111, 999_999][i]);
            let s = s.with_every_section(&asobi::screens::registry::game_options());
            toml::to_string_pretty(&s).unwrap()
        };
        let stats = |i: usize| {
            let mut s = Stats::default();
            for _ in 0..[1, 40][i] {
                s.record(
                    "tictactoe".parse().unwrap(),
                    "normal".parse().unwrap(),
                    [Outcome::Won, Outcome::Lost][i],
                );
            }
            toml::to_string_pretty(&s).unwrap()
        };
        Versions {
            files: [
                (SETTINGS_FILE, [settings(0), settings(1)]),
                (STATS_FILE, [stats(0), stats(1)]),
                (SAVED, [saved_game('5'), saved_game('1')]),
            ],
        }
    }
}

/// The saved-game file the app writes after one move on `square` and leaving the game.
fn saved_game(square: char) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).game(GameId::Tictactoe).build();
    h.type_text(&square.to_string()).settle(100);
    h.key(KeyCode::Esc);
    std::fs::read_to_string(dir.path().join(SAVED)).expect("leaving the game saves it")
}

/// In the child: save the three files in turn for ever, each time the version not on disk
/// (so every finished save changes a file), and report each finished save on stdout.
#[test]
fn writer_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else { return };
    let data = DataDir::at(&dir);
    let versions = Versions::new();
    let on_disk = |name: &str| std::fs::read_to_string(Path::new(&dir).join(name)).unwrap();
    let first: Vec<usize> =
        versions.files.iter().map(|(name, texts)| usize::from(texts[0] == on_disk(name))).collect();
    for i in 0usize.. {
        for ((name, texts), first) in versions.files.iter().zip(&first) {
            data.save_text(name, &texts[(first + i) % 2]).unwrap();
            println!("saved {name}");
        }
    }
}

/// Whether a save by process `pid` was cut short: its temp file is still in `dir` (it exists
/// only between creating the temp file and renaming it into place).
fn interrupted_save(dir: &Path, pid: u32) -> bool {
    std::fs::read_dir(dir)
        .unwrap()
        .any(|e| e.unwrap().file_name().to_string_lossy().ends_with(&format!(".tmp-{pid}")))
}

#[cfg(unix)]
#[test]
fn sigkill_during_saves_never_leaves_a_torn_file() {
    let versions = Versions::new();
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    for (name, texts) in &versions.files {
        data.save_text(name, &texts[0]).unwrap();
    }
    let (mut interrupted, mut changed, mut saves) = (0, [0; 3], 0);
    let mut before: Vec<String> = versions.files.iter().map(|f| f.1[0].clone()).collect();
    // Enough rounds that several kills land inside a save (about one in four does here).
    let mut rounds = 0;
    while rounds < 20 || interrupted < 3 {
        assert!(rounds < 300, "only {interrupted} of {rounds} kills landed inside a save");
        let round = rounds;
        rounds += 1;
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "files::crash::writer_child", "--nocapture"])
            .env(CHILD_ENV, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Drain the child's reports as they come, so a full pipe never blocks its saves, and
        // start the clock at its first save (it first builds the versions, which takes a while).
        let out = child.stdout.take().unwrap();
        let (first, started) = std::sync::mpsc::channel();
        let counter = std::thread::spawn(move || {
            let mut count = 0;
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if line.starts_with("saved ") {
                    count += 1;
                    let _ = first.send(());
                }
            }
            count
        });
        started.recv_timeout(Duration::from_secs(60)).expect("the child saves");
        std::thread::sleep(Duration::from_millis(1 + round % 20 * 3));
        child.kill().unwrap(); // SIGKILL on unix
        child.wait().unwrap();
        let finished = counter.join().unwrap();
        saves += finished;
        if interrupted_save(dir.path(), child.id()) {
            interrupted += 1;
        }
        for (i, (name, texts)) in versions.files.iter().enumerate() {
            let now = std::fs::read_to_string(dir.path().join(name)).unwrap();
            assert!(texts.contains(&now), "round {round}: {name} is torn:\n{now}");
            if now != before[i] {
                changed[i] += 1;
            }
            before[i] = now;
        }
        // And the program's own loaders take every file without a warning.
        let settings = data.load_toml::<Settings>(SETTINGS_FILE, |_| Ok(()));
        let stats = data.load_toml::<Stats>(STATS_FILE, |_| Ok(()));
        assert_eq!((settings.warning, stats.warning), (None, None), "round {round}");
        let (slots, problems) = SaveSlots::load(&data, asobi::screens::registry::check_saved);
        assert!(problems.is_empty(), "round {round}: {problems:?}");
        assert!(slots.get(GameId::Tictactoe).is_some(), "round {round}: the game was lost");
    }
    eprintln!(
        "{rounds} kills after {saves} finished saves: {interrupted} interrupted a save, \
         files changed in {changed:?} rounds"
    );
    assert!(changed.iter().all(|&c| c > 0), "some file never changed: {changed:?}");
    // Temp files of killed saves are swept away at the next start.
    data.clean_temp_files();
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, [SAVED, SETTINGS_FILE, STATS_FILE]);
}
