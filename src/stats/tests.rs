//! Statistics: recording, streaks, places, and the file's names kept across versions.

use super::*;

const HARD: Bracket = Bracket::Level(Level::Hard);
const EASY: Bracket = Bracket::Level(Level::Easy);

fn ttt(level: Level, outcome: Outcome) -> GameResult {
    GameResult::TicTacToe { bracket: Bracket::Level(level), outcome }
}

fn othello(level: Level, outcome: Outcome) -> GameResult {
    GameResult::Othello { bracket: Bracket::Level(level), outcome, margin: 0 }
}

#[test]
fn records_and_streaks() {
    let mut s = Stats::default();
    for o in [Outcome::Won, Outcome::Won, Outcome::Lost, Outcome::Won, Outcome::Drawn] {
        s.add(ttt(Level::Hard, o));
    }
    let r = s.get(GameId::Tictactoe, HARD);
    assert_eq!((r.played, r.won, r.lost, r.drawn), (5, 3, 1, 1));
    assert_eq!((r.streak, r.best_streak), (0, 2));
    s.add(ttt(Level::Easy, Outcome::Won));
    assert_eq!(s.total(GameId::Tictactoe).played, 6);
    assert_eq!(s.get(GameId::Othello, HARD), Record::default());
}

#[test]
fn the_current_streak_spans_levels_in_the_order_played() {
    let mut s = Stats::default();
    for (level, o) in [
        (Level::Hard, Outcome::Won),
        (Level::Hard, Outcome::Won),
        (Level::Easy, Outcome::Lost),
        (Level::Normal, Outcome::Won),
    ] {
        s.add(othello(level, o));
    }
    // "hard" still holds a streak of 2, but the loss at "easy" ended it overall.
    assert_eq!(s.get(GameId::Othello, HARD).streak, 2);
    let t = s.total(GameId::Othello);
    assert_eq!((t.streak, t.best_streak), (1, 2));
    s.add(othello(Level::Easy, Outcome::Won));
    s.add(othello(Level::Hard, Outcome::Won));
    let t = s.total(GameId::Othello);
    assert_eq!((t.streak, t.best_streak), (3, 3));
    s.add(othello(Level::Normal, Outcome::Drawn));
    let t = s.total(GameId::Othello);
    assert_eq!((t.streak, t.best_streak), (0, 3));
    // Other games keep their own.
    assert_eq!(s.total(GameId::Poker).best_streak, 0);
    assert_eq!(s.get(GameId::Othello, EASY).played, 2);
}

#[test]
fn a_file_without_overall_streaks_still_loads() {
    let old = "version = 1\n[games.tictactoe.hard]\nplayed = 4\nwon = 3\nlost = 1\nstreak = 2\nbest_streak = 2\n\n[games.tictactoe.easy]\nplayed = 1\nwon = 1\nstreak = 1\nbest_streak = 1\n";
    let mut s: Stats = toml::from_str(old).unwrap();
    assert!(s.streaks.is_empty());
    let t = s.total(GameId::Tictactoe);
    // No current streak is claimed; the best per-level run stands as the best.
    assert_eq!((t.streak, t.best_streak), (0, 2));
    s.add(ttt(Level::Easy, Outcome::Won));
    let t = s.total(GameId::Tictactoe);
    assert_eq!((t.streak, t.best_streak), (1, 2));
}

#[test]
fn places_are_kept_and_second_is_not_a_draw_of_the_first() {
    let mut s = Stats::default();
    for place in [2, 1, 4, 2] {
        s.add(GameResult::OldMaid { players: 4, place });
    }
    let r = s.get(GameId::OldMaid, Bracket::Players(4));
    assert_eq!(r.places, [1, 2, 0, 1]);
    assert_eq!((r.played, r.won, r.lost, r.drawn), (4, 1, 1, 0), "2nd is no draw");
    assert_eq!(r.average_place(), Some(2.25));
    s.add(GameResult::Sevens { level: Level::Hard, players: 3, place: 3, killed: 4 });
    let t = s.total(GameId::Sevens);
    assert_eq!((t.places.clone(), t.lost, s.sevens.killed_total), (vec![0, 0, 1], 1, 4));
    assert_eq!(Stats::default().total(GameId::OldMaid).average_place(), None);
}

#[test]
fn brackets_are_written_as_the_names_files_always_had() {
    let mut s = Stats::default();
    s.add(GameResult::OldMaid { players: 4, place: 1 });
    s.add(ttt(Level::Hard, Outcome::Won));
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("[games.old_maid.players_4]"), "{text}");
    assert!(text.contains("[games.tictactoe.hard]"), "{text}");
    // A name that is no level or table size is refused, so the file is set aside.
    assert!(toml::from_str::<Stats>("[games.tictactoe.expert]\nplayed = 1\n").is_err());
}

#[test]
fn poker_points_keep_only_recent_rounds() {
    let mut s = Stats::default();
    for p in 0..(Stats::RECENT as u32 + 10) {
        s.record_poker_points(p);
    }
    assert_eq!(s.poker.recent_points.len(), Stats::RECENT);
    assert_eq!(s.poker.recent_points[0], 10);
    assert_eq!(s.poker.best_points, Stats::RECENT as u32 + 9);
}

#[test]
fn per_game_records_keep_the_names_files_always_had() {
    let old = "version = 1\nothello_best_margin = 24\npoker_best_points = 180\n\
               poker_recent_points = [100, 180]\nsevens_killed_total = 9\n";
    let s: Stats = toml::from_str(old).unwrap();
    assert_eq!(s.othello.best_margin, 24);
    assert_eq!((s.poker.best_points, s.poker.recent_points.clone()), (180, vec![100, 180]));
    assert_eq!(s.sevens.killed_total, 9);
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("othello_best_margin = 24") && text.contains("sevens_killed_total = 9"));
}

#[test]
fn survives_a_toml_round_trip() {
    let mut s = Stats::default();
    s.add(GameResult::OldMaid { players: 5, place: 5 });
    s.add(GameResult::Poker { dealer: Level::Hard, outcome: Outcome::Won, points: 120 });
    s.add(GameResult::Othello { bracket: Bracket::People, outcome: Outcome::Lost, margin: -4 });
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("[games.othello.people]"), "{text}");
    assert_eq!(toml::from_str::<Stats>(&text).unwrap(), s);
}

#[test]
fn games_against_people_are_kept_apart_from_every_level() {
    let mut s = Stats::default();
    s.add(GameResult::TicTacToe { bracket: Bracket::People, outcome: Outcome::Won });
    s.add(ttt(Level::Normal, Outcome::Lost));
    assert_eq!(s.get(GameId::Tictactoe, Bracket::People).won, 1);
    assert_eq!(s.get(GameId::Tictactoe, Bracket::Level(Level::Normal)).lost, 1);
    // People sort after every level, so the chart reads easy, normal, hard, people.
    assert!(Bracket::People > Bracket::Level(Level::Hard));
}
