//! The command line of the shell: help, version, bad arguments and the tic-tac-toe simulation.

fn asobi(args: &[&str]) -> std::process::Output {
    crate::kit::binary::asobi().args(args).output().expect("run asobi")
}

#[test]
fn help_and_version() {
    let out = asobi(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for word in ["play", "sim", "--seed", "--data-dir"] {
        assert!(text.contains(word), "--help lacks {word}:\n{text}");
    }
    let out = asobi(&["--version"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("asobi {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_bad_seed_is_refused_in_one_line_like_every_usage_error() {
    for args in [&["--seed", "abc"][..], &["--lang", "xx"], &["play", "chess"]] {
        let out = asobi(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("asobi: invalid value"), "{args:?}: {err}");
    }
    let err = String::from_utf8_lossy(&asobi(&["--seed", "abc"]).stderr).into_owned();
    assert!(err.contains("expected a whole number"), "{err}");
}

#[test]
fn bad_arguments_exit_with_code_2_and_a_message() {
    for args in [
        &["play", "chess"][..],
        &["--seed", "minus-one"],
        &["sim", "tictactoe", "--games", "0", "--x", "hard", "--o", "easy"],
        &["sim", "tictactoe", "--games", "5", "--x", "genius", "--o", "easy"],
        &["sim", "tictactoe", "--x", "hard"],
        &["no-such-command"],
    ] {
        let out = asobi(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} gave no message");
    }
}

#[test]
fn tictactoe_simulation_prints_one_json_object() {
    let out = asobi(&[
        "sim",
        "tictactoe",
        "--games",
        "300",
        "--x",
        "hard",
        "--o",
        "easy",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    assert_eq!(v["games"], 300);
    let total = v["x_wins"].as_u64().unwrap()
        + v["o_wins"].as_u64().unwrap()
        + v["draws"].as_u64().unwrap();
    assert_eq!(total, 300);
    assert_eq!(v["o_wins"], 0, "easy beat the perfect player: {v}");
    // The seed replays the run exactly.
    let again = asobi(&[
        "sim",
        "tictactoe",
        "--games",
        "300",
        "--x",
        "hard",
        "--o",
        "easy",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(out.stdout, again.stdout);
}

#[test]
fn asobi_home_names_the_data_folder_and_an_empty_one_counts_as_unset() {
    let home = tempfile::tempdir().unwrap();
    let doctor = |asobi_home: &str, flag: &[&str]| {
        let out = crate::kit::binary::asobi()
            .args(flag)
            .arg("doctor")
            .env("HOME", home.path())
            .env("ASOBI_HOME", asobi_home)
            .env_remove("XDG_CONFIG_HOME")
            .output()
            .expect("run asobi");
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        let line = text.lines().find(|l| l.starts_with("data folder:")).unwrap().to_string();
        line.trim_start_matches("data folder:").trim().to_string()
    };
    let platform = home.path().join(".config").join("asobi");
    assert_eq!(doctor("", &[]), platform.display().to_string(), "empty ASOBI_HOME is unset");
    assert_eq!(doctor("/srv/games", &[]), "/srv/games");
    assert_eq!(doctor("/srv/games", &["--data-dir", "/opt/mine"]), "/opt/mine", "the flag wins");
}
