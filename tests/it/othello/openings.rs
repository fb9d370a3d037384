//! Opening names on screen (issue #26): every named line, in English and Japanese, shows its
//! name at 80×24 beside the record and in the review of an imported transcript, whole or
//! ending in "…", and never cut silently.

use asobi::games::othello::{named_lines, parse_record};
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// Two people at one keyboard, every move shown at once.
const TWO: &str = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"both\"\n";

fn data() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), TWO).unwrap();
    dir
}

/// `name` is on the screen whole, or its start is, ending in "…".
fn shows(text: &str, name: &str) -> bool {
    let cut = |n: usize| format!("{}…", name.chars().take(n).collect::<String>());
    text.contains(name) || (2..name.chars().count()).any(|n| text.contains(&cut(n)))
}

#[test]
fn every_opening_is_named_beside_the_record_at_80x24() {
    for (moves, o) in named_lines() {
        for (lang, name) in [(Language::En, o.en), (Language::Ja, o.ja)] {
            let dir = data();
            let mut h = Harness::builder(DataDir::at(dir.path()), 3)
                .lang(lang)
                .othello_from(parse_record(moves).unwrap())
                .size(80, 24)
                .build();
            let (text, faults) = h.render_checked();
            assert!(faults.is_empty(), "{moves} ({name}): {faults:?}\n{text}");
            assert!(shows(&text, name), "{moves}: {name} is not shown\n{text}");
        }
    }
}

#[test]
fn every_opening_is_named_in_the_review_of_its_transcript_at_80x24() {
    for (moves, o) in named_lines() {
        for (lang, name) in [(Language::En, o.en), (Language::Ja, o.ja)] {
            let dir = data();
            let mut h =
                Harness::builder(DataDir::at(dir.path()), 3).lang(lang).size(80, 24).build();
            // The menu's second game is Othello; its dialog opens the records, where `i`
            // imports a transcript into the review.
            h.key(KeyCode::Down).key(KeyCode::Enter);
            h.key(KeyCode::Char('r')).key(KeyCode::Char('i'));
            h.type_text(moves);
            h.key(KeyCode::Enter);
            let (text, faults) = h.render_checked();
            assert!(faults.is_empty(), "{moves} ({name}): {faults:?}\n{text}");
            assert!(shows(&text, name), "{moves}: {name} is not in the review\n{text}");
        }
    }
}

#[test]
fn the_rules_say_how_many_openings_are_named() {
    let mut names: Vec<&str> = named_lines().map(|(_, o)| o.en).collect();
    names.sort_unstable();
    names.dedup();
    let n = names.len();
    let en = include_str!("../../../assets/rules/othello.md").replace('\n', " ");
    let ja = include_str!("../../../assets/rules/ja/othello.md");
    assert!(en.contains(&format!("{n} named openings")), "the English rules give another count");
    assert!(
        ja.contains(&format!("{n}種類の名前つき定石")),
        "the Japanese rules give another count"
    );
}
