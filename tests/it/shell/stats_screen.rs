//! The Statistics screen: tabs by key and mouse, and a reset that asks first.

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::screens::Screen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn after_one_game() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 42).game(GameId::Tictactoe).build();
    for c in ['7', '8', '9', '4', '5', '6', '1', '2', '3'] {
        h.send(Msg::char(c)).settle(100);
    }
    h.key(KeyCode::Esc).type_text("7");
    (h, dir)
}

fn tab(h: &Harness) -> GameId {
    match h.app.screen() {
        Screen::Stats(s) => s.game(),
        _ => panic!("not on the statistics screen"),
    }
}

#[test]
fn tabs_follow_arrows_digits_and_clicks() {
    let (mut h, _dir) = after_one_game();
    assert_eq!(tab(&h), GameId::Tictactoe);
    h.key(KeyCode::Right);
    assert_eq!(tab(&h), GameId::Othello);
    h.key(KeyCode::Left).key(KeyCode::Left);
    assert_eq!(tab(&h), GameId::Poker);
    h.type_text("3");
    assert_eq!(tab(&h), GameId::OldMaid);
    let screen = h.render();
    let row = screen.lines().nth(1).unwrap();
    let col = row.find("Killer Sevens").unwrap();
    // Columns count cells; this row is all one-cell characters before the title.
    h.click(row[..col].chars().count() as u16 + 2, 1);
    assert_eq!(tab(&h), GameId::Sevens);
    assert!(h.render().contains("no games yet"));
}

#[test]
fn reset_asks_and_n_keeps_y_erases() {
    let (mut h, dir) = after_one_game();
    h.type_text("r");
    assert!(h.render().contains("Reset statistics?"));
    h.type_text("n");
    assert_eq!(h.app.stats().total("tictactoe".parse().unwrap()).played, 1);
    assert!(h.render().contains("Statistics kept."));
    h.type_text("ry");
    assert_eq!(h.app.stats().total("tictactoe".parse().unwrap()).played, 0);
    assert!(h.render().contains("Statistics reset."));
    // The reset reached the file.
    let again = Harness::builder(DataDir::at(dir.path()), 1).build();
    assert_eq!(again.app.stats().total("tictactoe".parse().unwrap()).played, 0);
}

/// A data folder whose statistics hold results at every tic-tac-toe level and at every Old
/// Maid table size, written before the app starts.
fn with_results_everywhere() -> tempfile::TempDir {
    use asobi::stats::{Outcome, Stats};
    let dir = tempfile::tempdir().unwrap();
    let mut stats = Stats::default();
    for (level, outcome) in
        [("hard", Outcome::Lost), ("easy", Outcome::Won), ("normal", Outcome::Drawn)]
    {
        stats.record(GameId::Tictactoe, level.parse().unwrap(), outcome);
    }
    for n in (2..=6).rev() {
        stats.record(GameId::OldMaid, asobi::stats::Bracket::Players(n), Outcome::Won);
    }
    write_stats(dir, &stats)
}

#[test]
fn every_level_shows_in_order_at_80x24() {
    let dir = with_results_everywhere();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).size(80, 24).build();
    h.type_text("7");
    let screen = h.render();
    let labels = screen.lines().find(|l| l.contains("normal")).expect(&screen);
    let at = |word: &str| labels.find(word).unwrap_or_else(|| panic!("{word}:\n{screen}"));
    assert!(at("easy") < at("normal") && at("normal") < at("hard"), "{screen}");
    // The bars are too narrow for "Drawn": one-letter labels and a legend instead.
    assert!(screen.contains("W = won"), "{screen}");
}

#[test]
fn old_maid_tables_show_small_to_large_at_the_smallest_size() {
    let dir = with_results_everywhere();
    // The statistics screen's smallest size: 70x20 plus the hint line.
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).size(70, 21).build();
    h.type_text("73");
    let screen = h.render();
    let labels = screen.lines().find(|l| l.contains("2p")).expect(&screen);
    let places: Vec<usize> =
        (2..=6).map(|n| labels.find(&format!("{n}p")).expect(&screen)).collect();
    assert!(places.windows(2).all(|w| w[0] < w[1]), "{screen}");
}

/// `stats` written in `dir` as the app reads them.
fn write_stats(dir: tempfile::TempDir, stats: &asobi::stats::Stats) -> tempfile::TempDir {
    let text = toml::to_string(stats).unwrap();
    std::fs::write(dir.path().join(asobi::app::STATS_FILE), text).unwrap();
    dir
}

/// Statistics after one Old Maid game finished 3rd of 4 and one poker round lost.
fn after_a_place_and_a_round() -> tempfile::TempDir {
    use asobi::catalog::GameId;
    use asobi::screens::poker::stats::{dealt, round};
    use asobi::settings::Level;
    use asobi::stats::{Bracket, GameResult, Outcome, Stats};
    let dir = tempfile::tempdir().unwrap();
    let mut stats = Stats::default();
    stats.add(GameResult::place(GameId::OldMaid, Bracket::Players(4), 3, 4));
    stats.add(dealt(100));
    stats.add(round(Level::Normal, Outcome::Lost, 80));
    write_stats(dir, &stats)
}

#[test]
fn games_with_places_show_places_and_poker_shows_rounds_and_points() {
    let dir = after_a_place_and_a_round();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).size(80, 24).build();
    h.type_text("73");
    let screen = h.render();
    // A 3rd of 4 is neither won nor lost: no win counts, no win rate, no "by level".
    assert!(screen.contains("Places by table size"), "{screen}");
    assert!(screen.contains("3rd 1"), "{screen}");
    assert!(screen.contains("Average place: 3.0"), "{screen}");
    for word in ["Won:", "Lost:", "Drawn:", "Win %", "Results by level"] {
        assert!(!screen.contains(word), "{word} on Old Maid's page:\n{screen}");
    }
    // The bars read in order of place: 1st, middle, last.
    let labels = screen.lines().find(|l| l.contains("1st") && l.contains("last")).expect(&screen);
    assert!(
        labels.find("1st") < labels.find("middle") && labels.find("middle") < labels.find("last")
    );
    h.type_text("5");
    let screen = h.render();
    assert!(screen.contains("Rounds by dealer level"), "{screen}");
    assert!(screen.contains("Rounds played: 1"), "{screen}");
    assert!(screen.contains("Best points: 100"), "{screen}");
    assert!(screen.contains("Latest points: 80"), "{screen}");
    assert!(!screen.contains("Played:"), "a round is not a game:\n{screen}");
}

/// The reset question over charts with bars: its rows are cleared across the chart's panel,
/// so no bar label or value is cut, and the totals beside it stay whole.
#[test]
fn the_reset_question_over_the_charts_cuts_nothing() {
    let dir = with_results_everywhere();
    let mut h = Harness::builder(DataDir::at(dir.path()), 1).size(80, 24).build();
    h.type_text("7");
    for (w, rows) in [(70, 21), (80, 24), (100, 30), (160, 50)] {
        h.resize(w, rows);
        for tab in ["1", "3"] {
            h.type_text(tab).type_text("r");
            let (text, faults) = h.render_checked();
            assert!(text.contains("Reset statistics?"), "{text}");
            assert!(faults.is_empty(), "tab {tab} at {w}×{rows}: {faults:?}\n{text}");
            assert!(text.contains("Played: 3") || text.contains("Played: 5"), "{text}");
            h.type_text("n");
        }
    }
}
