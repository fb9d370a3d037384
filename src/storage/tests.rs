//! Reading, atomic writing and setting aside of the data folder's files.

use super::*;
use serde::Deserialize;

#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
struct Sample {
    n: u32,
    name: String,
}

fn ok(_: &Sample) -> Result<(), String> {
    Ok(())
}

#[test]
fn round_trip_and_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path().join("nested"));
    let missing = data.load_toml::<Sample>("s.toml", ok);
    assert_eq!((missing.value, missing.warning), (Sample::default(), None));
    let v = Sample { n: 7, name: "x".into() };
    data.save_toml("s.toml", &v).unwrap();
    assert_eq!(data.load_toml::<Sample>("s.toml", ok).value, v);
    data.save_json("s.json", &v).unwrap();
    assert_eq!(data.load_json::<Sample>("s.json", ok).value, v);
    let leftovers: Vec<_> = fs::read_dir(data.path().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "temp files left behind");
}

#[test]
fn corrupt_file_is_kept_aside_and_defaults_load() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    for bad in [&b"n = \"not a number\""[..], &b"\xff\xfe\x00binary"[..], &b"n = 3\nname = "[..]] {
        fs::write(dir.path().join("s.toml"), bad).unwrap();
        let loaded = data.load_toml::<Sample>("s.toml", ok);
        assert_eq!(loaded.value, Sample::default());
        let problem = loaded.warning.unwrap();
        assert_eq!(problem.backup, Some(dir.path().join("s.toml.bak")));
        assert!(problem.to_string().contains("s.toml.bak"));
        assert_eq!(fs::read(dir.path().join("s.toml.bak")).unwrap(), bad);
        assert!(!dir.path().join("s.toml").exists());
    }
}

#[test]
fn refused_value_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    data.save_toml("s.toml", &Sample { n: 99, name: String::new() }).unwrap();
    let loaded = data.load_toml::<Sample>("s.toml", |s| {
        if s.n > 10 { Err("written by a newer asobi".into()) } else { Ok(()) }
    });
    assert_eq!(loaded.value, Sample::default());
    assert!(loaded.warning.unwrap().reason.to_string().contains("newer"));
}

#[test]
fn no_folder_found_means_an_in_memory_session_that_says_so() {
    assert!(DataDir::resolve_from(None, || None).is_in_memory());
    let platform = DataDir::resolve_from(None, || Some("/p".into()));
    assert_eq!((platform.is_in_memory(), platform.path()), (false, Some(Path::new("/p"))));
    let given = DataDir::resolve_from(Some("/given".into()), || Some("/p".into()));
    assert_eq!(given.path(), Some(Path::new("/given")), "the folder given wins");
}

#[test]
fn in_memory_and_unwritable_folders_warn_instead_of_failing() {
    let mem = DataDir::in_memory();
    assert!(mem.save_toml("s.toml", &Sample::default()).is_err());
    assert!(mem.load_toml::<Sample>("s.toml", ok).warning.is_none());
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    fs::write(&file, "x").unwrap();
    // A data "folder" that is really a file cannot be created or written into.
    let blocked = DataDir::at(file.join("sub"));
    assert!(blocked.save_toml("s.toml", &Sample::default()).is_err());
}

#[test]
fn a_folder_is_unusable_only_when_a_file_is_in_its_way() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain");
    fs::write(&file, "x").unwrap();
    assert_eq!(DataDir::at(dir.path()).unusable_reason(), None, "an existing folder");
    assert_eq!(DataDir::at(dir.path().join("new/deeper")).unusable_reason(), None, "to be made");
    assert_eq!(DataDir::in_memory().unusable_reason(), None);
    assert_eq!(DataDir::at("relative-here").unusable_reason(), None);
    let itself = DataDir::at(&file).unusable_reason().unwrap();
    assert!(itself.contains("is a file"), "{itself}");
    let below = DataDir::at(file.join("asobi/more")).unusable_reason().unwrap();
    assert!(below.contains(&file.display().to_string()), "{below}");
}
