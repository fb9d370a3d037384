//! `asobi othello train` through the real binary: a small run makes weights the build can
//! read, a second run in the same folder carries on instead of starting again, a folder
//! started with other settings, or labelled by the first trainer, is refused, and a run can
//! also learn from another finished run's labels.

use std::process::Output;

use asobi::games::othello::learning::{PHASES, Weights};

/// The repository's shipped weights file.
fn shipped_weights() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/othello/eval.bin")
}

fn train(dir: &std::path::Path, games: &str) -> Output {
    train_with(dir, games, &[])
}

fn train_with(dir: &std::path::Path, games: &str, extra: &[&str]) -> Output {
    crate::kit::binary::asobi()
        .args(["--seed", "3", "othello", "train", "--dir"])
        .arg(dir)
        .args(["--games", games, "--exact-empties", "8", "--depth", "2", "--epochs", "5"])
        .args(extra)
        .output()
        .expect("binary runs")
}

#[test]
fn a_small_training_run_makes_weights_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let out = train(dir.path(), "6");
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(log.contains("self-play: 6 games"), "{log}");
    assert!(log.contains(&format!("phase {}:", PHASES - 1)), "every phase is fitted: {log}");
    let bytes = std::fs::read(dir.path().join("weights.bin")).unwrap();
    let weights = Weights::decode(&bytes).expect("the build reads the trainer's weights");
    assert_ne!(weights, Weights::zero(), "something was learned");
    let progress = std::fs::read_to_string(dir.path().join("progress.txt")).unwrap();
    assert_eq!(progress.trim(), PHASES.to_string());

    // Run again: nothing is generated, labelled or fitted anew.
    let again = train(dir.path(), "6");
    assert!(again.status.success());
    let log = String::from_utf8_lossy(&again.stdout);
    assert!(!log.contains("self-play") && !log.contains("labelled"), "{log}");
    assert_eq!(std::fs::read(dir.path().join("weights.bin")).unwrap(), bytes);

    // Other settings in the same folder would mix two runs' data.
    let other = train(dir.path(), "7");
    assert!(!other.status.success());
    assert!(String::from_utf8_lossy(&other.stderr).contains("was started with"));
    // So would positions played by another evaluation.
    let learned = train_with(dir.path(), "6", &["--selfplay-eval", "learned"]);
    assert!(!learned.status.success());
    assert!(String::from_utf8_lossy(&learned.stderr).contains("was started with"));
}

#[test]
fn self_play_by_the_learned_evaluation_is_written_into_the_folders_settings() {
    let dir = tempfile::tempdir().unwrap();
    let out = train_with(dir.path(), "2", &["--selfplay-eval", "learned"]);
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let config = std::fs::read_to_string(dir.path().join("config.txt")).unwrap();
    assert!(config.trim_end().ends_with("selfplay-eval learned"), "{config}");
    let hand = tempfile::tempdir().unwrap();
    assert!(train(hand.path(), "2").status.success());
    let positions = |d: &std::path::Path| std::fs::read(d.join("positions.bin")).unwrap();
    assert_ne!(positions(dir.path()), positions(hand.path()), "other moves, other positions");
}

#[test]
fn a_folder_labelled_by_the_first_trainer_is_refused_and_left_as_it_was() {
    // The first trainer labelled by one search depth and wrote no label kind: resuming it
    // would mix its labels with the mean-of-two-depths ones.
    let dir = tempfile::tempdir().unwrap();
    let old = "seed 3 games 6 max-opening 20 exact-empties 8 depth 2 epochs 5\n";
    std::fs::write(dir.path().join("config.txt"), old).unwrap();
    std::fs::write(dir.path().join("labels-00.bin"), [0u8; 8]).unwrap();
    let out = train(dir.path(), "6");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("was started with") && err.contains("another folder"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("config.txt")).unwrap(), old);
    assert_eq!(std::fs::read(dir.path().join("labels-00.bin")).unwrap(), [0u8; 8]);
    assert!(!dir.path().join("positions.bin").exists(), "nothing was generated");
}

#[test]
fn a_run_from_given_weights_refits_only_the_phases_asked_for() {
    let shipped_path = shipped_weights();
    let shipped = Weights::decode(&std::fs::read(&shipped_path).unwrap()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let from = ["--start-from", shipped_path.to_str().unwrap(), "--phases", "7-8"];
    let out = train_with(dir.path(), "6", &from);
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(log.contains("phase 7:") && log.contains("phase 8:"), "{log}");
    assert!(!log.contains("phase 6:") && !log.contains("phase 9:"), "{log}");
    // The log says the error the starting weights had on the same held-out labels.
    assert!(log.contains("(from "), "{log}");
    let weights = Weights::decode(&std::fs::read(dir.path().join("weights.bin")).unwrap()).unwrap();
    for ph in (0..PHASES).filter(|ph| !(7..=8).contains(ph)) {
        assert_eq!(weights.phase(ph), shipped.phase(ph), "phase {ph} is kept");
    }
    assert_ne!(weights.phase(7), shipped.phase(7), "phase 7 is refitted");
    // Refitted from the shipped weights, not from zero: configurations these six games
    // never show keep their shipped weight.
    let set: Vec<(i16, i16)> = (weights.phase(7).iter().copied())
        .zip(shipped.phase(7).iter().copied())
        .filter(|&(_, b)| b != 0)
        .collect();
    let kept = set.iter().filter(|(a, b)| a == b).count();
    assert!(kept * 10 > set.len() * 9, "{kept} of {} non-zero weights kept", set.len());
    let config = std::fs::read_to_string(dir.path().join("config.txt")).unwrap();
    assert!(config.contains("start-from") && config.trim_end().ends_with("phases 7-8"));

    // Phases before the first need weights to stand on; a range must be one; the start must
    // be a weights file. Each is said in one line, and nothing is written.
    let bare = tempfile::tempdir().unwrap();
    let missing = bare.path().join("missing.bin");
    let junk = bare.path().join("junk.bin");
    std::fs::write(&junk, b"not weights").unwrap();
    let folder = bare.path().join("run");
    for (extra, said) in [
        (vec!["--phases", "7-8"], "give --start-from"),
        (vec!["--phases", "9-7"], "comes after"),
        (vec!["--start-from", missing.to_str().unwrap()], "cannot read"),
        (vec!["--start-from", junk.to_str().unwrap()], "not an asobi Othello weights file"),
    ] {
        let out = train_with(&folder, "6", &extra);
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said) && err.trim().lines().count() == 1, "{extra:?}: {err}");
        assert!(!folder.exists(), "{extra:?} left a folder behind");
    }
}

/// The positions a run's log says phase `ph` was fitted on.
fn fitted_on(log: &str, ph: usize) -> usize {
    let line = log.lines().find(|l| l.starts_with(&format!("phase {ph}: ")) && l.contains("rms"));
    let line = line.unwrap_or_else(|| panic!("phase {ph} is fitted: {log}"));
    line.split_whitespace().nth(2).and_then(|n| n.parse().ok()).expect("a count")
}

#[test]
fn a_run_also_learns_from_a_finished_folders_labels_without_labelling_them_again() {
    let shipped_path = shipped_weights();
    let from = ["--start-from", shipped_path.to_str().unwrap(), "--phases", "7-8"];
    let base = tempfile::tempdir().unwrap();
    let (earlier, alone, both) =
        (base.path().join("earlier"), base.path().join("alone"), base.path().join("both"));
    let run = |dir: &std::path::Path, games: &str, extra: &[&str]| {
        let out = train_with(dir, games, &[&from[..], extra].concat());
        assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let earlier_log = run(&earlier, "6", &[]);
    let alone_log = run(&alone, "4", &[]);
    let both_log = run(&both, "4", &["--also", earlier.to_str().unwrap()]);
    for ph in [7, 8] {
        assert!(fitted_on(&earlier_log, ph) > 0, "{earlier_log}");
        assert_eq!(
            fitted_on(&both_log, ph),
            fitted_on(&alone_log, ph) + fitted_on(&earlier_log, ph),
            "phase {ph}: its own positions and the other folder's: {both_log}"
        );
        // Only its own positions were labelled.
        let labelled = |log: &str| {
            log.lines().find(|l| l.starts_with(&format!("phase {ph}: labelled"))).map(str::to_owned)
        };
        assert_eq!(labelled(&both_log), labelled(&alone_log));
    }
    let weights = |d: &std::path::Path| std::fs::read(d.join("weights.bin")).unwrap();
    assert_ne!(weights(&both), weights(&alone), "the other folder's labels were learned from");
    let config = std::fs::read_to_string(both.join("config.txt")).unwrap();
    assert!(config.trim_end().ends_with(&format!("also {}", earlier.display())), "{config}");

    // A folder with no positions, or one that has not finished labelling a phase asked for,
    // is refused in one line before anything is written.
    let partial = base.path().join("partial");
    std::fs::create_dir(&partial).unwrap();
    std::fs::copy(earlier.join("positions.bin"), partial.join("positions.bin")).unwrap();
    std::fs::copy(earlier.join("labels-07.bin"), partial.join("labels-07.bin")).unwrap();
    let missing = base.path().join("missing");
    let folder = base.path().join("refused");
    for (also, said) in [(&missing, "has no positions"), (&partial, "of phase 8: finish it first")]
    {
        let out =
            train_with(&folder, "4", &[&from[..], &["--also", also.to_str().unwrap()]].concat());
        assert_eq!(out.status.code(), Some(2), "{also:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said) && err.trim().lines().count() == 1, "{also:?}: {err}");
        assert!(!folder.exists(), "{also:?} left a folder behind");
    }
}

fn splice(
    near_end: &std::path::Path,
    others: &std::path::Path,
    below: &str,
    out: &std::path::Path,
) -> Output {
    crate::kit::binary::asobi()
        .args(["othello", "splice-weights"])
        .arg(near_end)
        .arg(others)
        .args(["--phases-below", below, "--out"])
        .arg(out)
        .output()
        .expect("binary runs")
}

#[test]
fn splicing_takes_the_phases_near_the_end_from_the_first_file_and_the_rest_from_the_second() {
    let dir = tempfile::tempdir().unwrap();
    let shipped_path = shipped_weights();
    let zero_file = dir.path().join("zero.bin");
    std::fs::write(&zero_file, Weights::zero().encode()).unwrap();
    let out = dir.path().join("spliced.bin");
    let run = splice(&shipped_path, &zero_file, "7", &out);
    assert!(run.status.success(), "stderr: {}", String::from_utf8_lossy(&run.stderr));
    let spliced = Weights::decode(&std::fs::read(&out).unwrap()).unwrap();
    let shipped = Weights::decode(&std::fs::read(&shipped_path).unwrap()).unwrap();
    let zero = Weights::zero();
    for ph in 0..PHASES {
        let expected = if ph < 7 { shipped.phase(ph) } else { zero.phase(ph) };
        assert_eq!(spliced.phase(ph), expected, "phase {ph}");
    }
    assert!(shipped.phase(7).iter().any(|&w| w != 0), "the test can tell the files apart");
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(said.contains(&format!("phases 0-6 from {}", shipped_path.display())), "{said}");
    assert!(said.contains(&format!("phases 7-{} from", PHASES - 1)), "{said}");
    // Every phase from one file: the other's empty range is not named.
    for k in ["0", &PHASES.to_string()] {
        let run = splice(&zero_file, &zero_file, k, &out);
        let said = String::from_utf8_lossy(&run.stdout);
        assert!(said.contains(&format!("phases 0-{} from", PHASES - 1)), "{said}");
        assert_eq!(said.matches("phases").count(), 1, "{said}");
    }

    // A file that is not weights, or a phase count beyond the last, changes nothing.
    let junk = dir.path().join("junk.bin");
    std::fs::write(&junk, b"not weights").unwrap();
    let bad = dir.path().join("bad.bin");
    let run = splice(&junk, &zero_file, "7", &bad);
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("not an asobi Othello weights file"));
    let run = splice(&zero_file, &zero_file, &(PHASES + 1).to_string(), &bad);
    assert!(!run.status.success());
    assert!(!bad.exists(), "nothing written");
}
