//! Statistics: recording, streaks, places, and the file's names kept across versions.

use super::*;

const HARD: Bracket = Bracket::Level(Level::Hard);
const EASY: Bracket = Bracket::Level(Level::Easy);

// The keys the games' folders name, as files have always had them.
const BEST_MARGIN: &str = "othello_best_margin";
const BEST_POINTS: &str = "poker_best_points";
const RECENT_POINTS: &str = "poker_recent_points";
const KILLED_TOTAL: &str = "sevens_killed_total";

fn ttt(level: Level, outcome: Outcome) -> GameResult {
    GameResult::outcome(GameId::Tictactoe, Bracket::Level(level), outcome)
}

fn othello(level: Level, outcome: Outcome) -> GameResult {
    GameResult::outcome(GameId::Othello, Bracket::Level(level), outcome)
}

fn old_maid(players: u8, place: u8) -> GameResult {
    GameResult::place(GameId::OldMaid, Bracket::Players(players), place, players)
}

/// Poker's points after a round or the first deal, as its folder reports them.
fn poker_points(result: GameResult, points: u32) -> GameResult {
    result.best(BEST_POINTS, points).recent(RECENT_POINTS, points)
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
        s.add(old_maid(4, place));
    }
    let r = s.get(GameId::OldMaid, Bracket::Players(4));
    assert_eq!(r.places, [1, 2, 0, 1]);
    assert_eq!((r.played, r.won, r.lost, r.drawn), (4, 1, 1, 0), "2nd is no draw");
    assert_eq!(r.average_place(), Some(2.25));
    s.add(GameResult::place(GameId::Sevens, HARD, 3, 3).total(KILLED_TOTAL, 4));
    let t = s.total(GameId::Sevens);
    assert_eq!((t.places.clone(), t.lost, s.note(KILLED_TOTAL)), (vec![0, 0, 1], 1, 4));
    assert_eq!(Stats::default().total(GameId::OldMaid).average_place(), None);
}

#[test]
fn brackets_are_written_as_the_names_files_always_had() {
    let mut s = Stats::default();
    s.add(old_maid(4, 1));
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
        s.add(poker_points(GameResult::records(GameId::Poker), p));
    }
    assert_eq!(s.recent(RECENT_POINTS).len(), Stats::RECENT);
    assert_eq!(s.recent(RECENT_POINTS)[0], 10);
    assert_eq!(s.note(BEST_POINTS), Stats::RECENT as u32 + 9);
}

#[test]
fn per_game_records_keep_the_names_files_always_had() {
    let old = "version = 1\nothello_best_margin = 24\npoker_best_points = 180\n\
               poker_recent_points = [100, 180]\nsevens_killed_total = 9\n";
    let s: Stats = toml::from_str(old).unwrap();
    assert_eq!(s.note(BEST_MARGIN), 24);
    assert_eq!((s.note(BEST_POINTS), s.recent(RECENT_POINTS).to_vec()), (180, vec![100, 180]));
    assert_eq!(s.note(KILLED_TOTAL), 9);
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("othello_best_margin = 24") && text.contains("sevens_killed_total = 9"));
}

#[test]
fn survives_a_toml_round_trip() {
    let mut s = Stats::default();
    s.add(old_maid(5, 5));
    s.add(poker_points(GameResult::outcome(GameId::Poker, HARD, Outcome::Won), 120));
    s.add(GameResult::outcome(GameId::Othello, Bracket::People, Outcome::Lost));
    let text = toml::to_string(&s).unwrap();
    assert!(text.contains("[games.othello.people]"), "{text}");
    assert_eq!(toml::from_str::<Stats>(&text).unwrap(), s);
}

#[test]
fn games_against_people_are_kept_apart_from_every_level() {
    let mut s = Stats::default();
    s.add(GameResult::outcome(GameId::Tictactoe, Bracket::People, Outcome::Won));
    s.add(ttt(Level::Normal, Outcome::Lost));
    assert_eq!(s.get(GameId::Tictactoe, Bracket::People).won, 1);
    assert_eq!(s.get(GameId::Tictactoe, Bracket::Level(Level::Normal)).lost, 1);
    // People sort after every level, so the chart reads easy, normal, hard, people.
    assert!(Bracket::People > Bracket::Level(Level::Hard));
}

/// A file as asobi wrote it before the games' records were a map (every key at the top
/// level, zeros included), and one written before any game was played.
const WRITTEN_BEFORE: &str = "version = 1
othello_best_margin = 24
poker_best_points = 180
poker_recent_points = [100, 100, 180]
sevens_killed_total = 9

[games.othello.hard]
played = 1
won = 1
lost = 0
drawn = 0
streak = 1
best_streak = 1

[games.old_maid.players_4]
played = 1
won = 0
lost = 0
drawn = 0
streak = 0
best_streak = 0
places = [0, 1]

[games.sevens.normal]
played = 1
won = 1
lost = 0
drawn = 0
streak = 1
best_streak = 1
places = [1]

[games.poker.easy]
played = 2
won = 1
lost = 0
drawn = 1
streak = 1
best_streak = 1

[streaks.othello]
current = 1
best = 1

[streaks.old_maid]
current = 0
best = 0

[streaks.sevens]
current = 1
best = 1

[streaks.poker]
current = 1
best = 1
";

const WRITTEN_EMPTY: &str = "version = 1
othello_best_margin = 0
poker_best_points = 0
poker_recent_points = []
sevens_killed_total = 0

[games]

[streaks]
";

#[test]
fn a_file_written_before_reads_the_same_values_and_writes_back_the_same_text() {
    let s: Stats = toml::from_str(WRITTEN_BEFORE).unwrap();
    assert_eq!(s.note(BEST_MARGIN), 24);
    assert_eq!((s.note(BEST_POINTS), s.recent(RECENT_POINTS)), (180, &[100, 100, 180][..]));
    assert_eq!(s.note(KILLED_TOTAL), 9);
    assert_eq!(s.get(GameId::OldMaid, Bracket::Players(4)).places, [0, 1]);
    assert_eq!(toml::to_string(&s).unwrap(), WRITTEN_BEFORE);
    let empty: Stats = toml::from_str(WRITTEN_EMPTY).unwrap();
    assert_eq!((empty.note(BEST_MARGIN), empty.recent(RECENT_POINTS)), (0, &[][..]));
    assert_eq!(toml::to_string(&empty).unwrap(), WRITTEN_EMPTY);
}

#[test]
fn results_reported_today_write_the_file_asobi_always_wrote() {
    // The games that made `WRITTEN_BEFORE`, reported in today's shape.
    let mut s = Stats::default();
    s.add(othello(Level::Hard, Outcome::Won).best(BEST_MARGIN, 24));
    s.add(old_maid(4, 2));
    let sevens = Bracket::Level(Level::Normal);
    s.add(GameResult::place(GameId::Sevens, sevens, 1, 3).total(KILLED_TOTAL, 9));
    s.add(poker_points(GameResult::records(GameId::Poker), 100));
    let easy = |o| GameResult::outcome(GameId::Poker, EASY, o);
    s.add(poker_points(easy(Outcome::Drawn), 100));
    s.add(poker_points(easy(Outcome::Won), 180));
    assert_eq!(toml::to_string(&s).unwrap(), WRITTEN_BEFORE);
}

#[test]
fn a_key_of_another_shape_is_passed_over_as_unknown_keys_always_were() {
    let s: Stats =
        toml::from_str("version = 1\nnote = \"hello\"\nsevens_killed_total = 3\n").unwrap();
    assert_eq!(s.note(KILLED_TOTAL), 3);
    assert!(!toml::to_string(&s).unwrap().contains("hello"));
}
