//! Shared set-up for the extra snapshot binaries (one per language): statistics for every
//! game written before the app starts, and a data folder at a path of fixed length, so a
//! warning that names a file wraps the same way on every machine.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use asobi::app::{SETTINGS_FILE, STATS_FILE};
use asobi::catalog::GameId;
use asobi::screens::{othello, poker, sevens};
use asobi::stats::{GameResult, Outcome, Stats};

/// Results at every level of every game, an Othello margin, killed cards in Killer Sevens
/// and a run of poker points for the sparkline.
pub fn write_stats(dir: &Path) {
    use Outcome::{Drawn, Lost, Won};
    let mut s = Stats::default();
    let play = |s: &mut Stats, game: &str, level: &str, outcomes: &[Outcome]| {
        for &o in outcomes {
            s.record(game.parse().unwrap(), level.parse().unwrap(), o);
        }
    };
    play(&mut s, "othello", "hard", &[Lost, Lost, Won, Drawn]);
    play(&mut s, "othello", "easy", &[Won, Won, Won, Lost]);
    play(&mut s, "othello", "normal", &[Won, Lost, Won, Won, Won]);
    s.add(GameResult::records(GameId::Othello).best(othello::stats::BEST_MARGIN, 24));
    play(&mut s, "sevens", "normal", &[Won, Lost, Drawn, Drawn, Won]);
    play(&mut s, "sevens", "easy", &[Won, Won]);
    s.add(GameResult::records(GameId::Sevens).total(sevens::stats::KILLED_TOTAL, 9));
    play(&mut s, "poker", "normal", &[Won, Lost, Won, Drawn, Lost, Won]);
    play(&mut s, "poker", "hard", &[Lost, Won, Lost]);
    for p in [100, 110, 90, 95, 130, 160, 150, 120, 175, 210, 190, 205, 240, 180, 150] {
        s.add(poker::stats::dealt(p));
    }
    std::fs::write(dir.join(STATS_FILE), toml::to_string(&s).unwrap()).unwrap();
}

/// A folder whose path has the same length on every run (the process id, zero-padded),
/// removed when dropped; [`FixedDir::anonymise`] swaps the id for zeros.
pub struct FixedDir {
    pub path: PathBuf,
}

impl FixedDir {
    pub fn new(tag: &str) -> FixedDir {
        let path = PathBuf::from(format!("/tmp/asobi-snap-{:010}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        FixedDir { path }
    }

    /// A settings file that is not TOML, so the app starts with a warning.
    pub fn with_broken_settings(self) -> FixedDir {
        std::fs::write(self.path.join(SETTINGS_FILE), "this is = not [toml").unwrap();
        self
    }

    pub fn anonymise(&self, text: &str) -> String {
        text.replace(&format!("{:010}", std::process::id()), &"0".repeat(10))
    }
}

impl Drop for FixedDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
