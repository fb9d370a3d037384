//! A process killed (SIGKILL) in the middle of saving leaves each file whole: the old version
//! or the new one, never a torn mix. The writer is this test binary itself, re-run as a child.

use std::process::{Command, Stdio};
use std::time::Duration;

use asobi::settings::Settings;
use asobi::storage::DataDir;

const CHILD_ENV: &str = "ASOBI_CRASH_WRITER_DIR";

/// Two versions whose text differs all through, so a torn file cannot parse as either.
fn version(i: u64) -> Settings {
    let even = i.is_multiple_of(2);
    let mut s = Settings {
        player_name: if even { "aaaaaaaaaaaaaaaa" } else { "bbbbbbbbbbbbbbbb" }.into(),
        ..Settings::default()
    };
    s.poker.starting_points = if even { 111_111 } else { 999_999 };
    s
}

/// In the child: save forever, alternating versions.
#[test]
fn writer_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else { return };
    let data = DataDir::at(dir);
    for i in 0.. {
        data.save_toml("settings.toml", &version(i)).unwrap();
    }
}

#[cfg(unix)]
#[test]
fn sigkill_during_saves_never_leaves_a_torn_file() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    data.save_toml("settings.toml", &version(0)).unwrap();
    for round in 0..20u64 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "writer_child", "--nocapture"])
            .env(CHILD_ENV, dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(30 + round * 7));
        child.kill().unwrap(); // SIGKILL on unix
        child.wait().unwrap();
        let loaded = data.load_toml::<Settings>("settings.toml", |_| Ok(()));
        assert!(loaded.warning.is_none(), "round {round}: {:?}", loaded.warning);
        assert!(
            loaded.value == version(0) || loaded.value == version(1),
            "round {round}: a mixed file: {:?}",
            loaded.value
        );
    }
    // Temp files of killed saves are swept away at the next start.
    data.clean_temp_files();
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["settings.toml"]);
}
