//! Every registered game, walked by one generic path: started, a move made, left and resumed
//! from the menu as it was, played to its end with its result counted once in the
//! statistics, and played against a computer at a shared table. Nothing here names a game:
//! the walk runs over `GameId::ALL` with one list of keys, so a game is covered by
//! registering it (issue #23).

use std::time::{Duration, Instant};

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::Level;
use asobi::games::seat::Seat;
use asobi::saves::{SaveState, file_name};
use asobi::screens::tables::{SeatedScreen, TablesScreen};
use asobi::screens::{Screen, registry};
use asobi::settings::Settings;
use asobi::stats::Record;
use asobi::storage::DataDir;
use asobi::tables::lobby::seats_for;
use asobi::tables::{Refused, Tables, TablesHandle, live};
use asobi::testing::Harness;
use crossterm::event::KeyCode;

use crate::kit::table::{choose_game, settle as settle_seat};

const SEED: u64 = 23;
/// Key presses a step may take before the walk calls the game stuck. Generous: the keys are
/// tried blindly, and the longest game (Othello, its cursor sweeping for a legal square each
/// turn) takes about a thousand.
const PATIENCE: usize = 20_000;

/// The keys tried, each followed by Enter (or Enter alone), in this order, over and over:
/// what every game's help offers to make a move. Enter (Space is the same) confirms the
/// cursor's choice; Tab steps to a playable card; a digit picks a cell or card, or types a
/// bet; eight steps right and one down sweep a board's cursor over every square; `p` passes.
/// No key that leaves, quits, undoes or asks for help, so the walk only plays.
const PROBES: [Option<KeyCode>; 20] = {
    use KeyCode::{Char, Down, Right, Tab};
    [
        None,
        Some(Tab),
        Some(Char('1')),
        Some(Char('2')),
        Some(Char('3')),
        Some(Char('4')),
        Some(Char('5')),
        Some(Char('6')),
        Some(Char('7')),
        Some(Char('8')),
        Some(Char('9')),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Right),
        Some(Down),
    ]
};

/// The endless stream of keys the walk plays with: each probe, then Enter.
fn keys() -> impl Iterator<Item = KeyCode> {
    PROBES.iter().cycle().flat_map(|p| p.iter().copied().chain([KeyCode::Enter]))
}

/// Settings that make every game its quickest, found without naming one: every number at
/// the least its range allows (the app clamps the 0 written here: fewest players, fewest
/// starting points), every computer level at the easiest, and no animation.
fn quickest_settings() -> String {
    let every_game = Settings::default().with_every_section(&registry::game_options());
    let mut value = toml::Value::try_from(every_game).expect("settings serialise");
    lower(&mut value);
    // Also a lowercase level name ("normal"); set after, so it is not read as a level.
    value["animation"] = toml::Value::String("instant".into());
    toml::to_string(&value).expect("settings as TOML")
}

/// Every number under `v` (a settings file's version aside) to 0, every level to the easiest.
fn lower(v: &mut toml::Value) {
    match v {
        toml::Value::Table(t) => {
            for (key, v) in t.iter_mut() {
                if key != "version" {
                    lower(v);
                }
            }
        }
        toml::Value::Integer(n) => *n = 0,
        toml::Value::String(s) if s.parse::<Level>().is_ok() => {
            *s = Level::ALL[0].name().to_string();
        }
        _ => {}
    }
}

/// A session in `data` (the quickest settings written there first), straight into `start`.
/// The app must read them as written, clamped, with no warning: a file it set aside would
/// leave every game at its slower defaults unnoticed.
fn harness(data: &std::path::Path, start: Option<GameId>) -> Harness {
    let quickest = quickest_settings();
    std::fs::write(data.join("settings.toml"), &quickest).unwrap();
    let h =
        Harness::builder(DataDir::at(data), SEED).synchronous().start(start).size(100, 30).build();
    let games = registry::game_options();
    let wanted = Settings::from_toml(&quickest, &games).unwrap().clamped(&games);
    assert_ne!(wanted, Settings::default());
    assert_eq!(*h.app.settings(), wanted, "the quickest settings were not read");
    assert!(h.app.overlay().is_none(), "a warning on start: {:?}", h.app.overlay());
    h
}

/// Presses the walk's keys, each played out, until `done` holds. Checked before every key,
/// so nothing is pressed once it holds (Enter on a finished game would start the next); a
/// key that leaves the game's screen fails the walk.
fn press_until(h: &mut Harness, game: GameId, what: &str, mut done: impl FnMut(&Harness) -> bool) {
    for key in keys().take(PATIENCE) {
        if done(h) {
            return;
        }
        h.key(key);
        play_out(h);
        let on = h.app.screen().game().map(|g| g.id());
        assert_eq!(on, Some(game), "{game:?}: {key:?} left the game screen:\n{}", h.render());
    }
    assert!(done(h), "{game:?}: {what} after {PATIENCE} key presses:\n{}", h.render());
}

/// Lets what a key started play out: ticks (50 ms each, no real time) until nothing moves,
/// at most 200. Not `Harness::settle`, which fails a screen still animating: a background
/// analysis (Othello's graph) may keep a screen animating while it waits for the player,
/// and real time, not ticks, finishes it; the computers and animations run on ticks alone.
fn play_out(h: &mut Harness) {
    for _ in 0..200 {
        if !h.app.animating() {
            return;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
}

/// The game's statistics, all levels and table sizes together.
fn record(h: &Harness, game: GameId) -> Record {
    h.app.stats().total(game)
}

#[test]
fn every_registered_game_starts_moves_resumes_counts_and_plays_at_a_table() {
    for &game in GameId::ALL {
        let dir = tempfile::tempdir().unwrap();
        let left = start_and_move(dir.path(), game);
        let mut h = leave_and_resume(dir.path(), game, left);
        play_to_the_end(&mut h, dir.path(), game);
        at_a_table_with_a_computer(game);
    }
}

/// Steps 1 and 2, start and a move. The game's screen opens with nothing yet to keep (or a
/// deal under way), and the walk's keys make a move: the state to keep appears, or changes.
/// Returns the harness, still on the game screen, and the state as left.
fn start_and_move(data: &std::path::Path, game: GameId) -> (Harness, serde_json::Value) {
    let mut h = harness(data, Some(game));
    assert_eq!(h.app.screen().game().map(|g| g.id()), Some(game), "{game:?} did not open");
    let start = h.save_state();
    assert_ne!(start, SaveState::Finished, "{game:?} opened finished");
    press_until(&mut h, game, "no move was made", |h| match (&start, h.save_state()) {
        (SaveState::Unstarted, SaveState::Playing(_)) => true,
        (SaveState::Playing(before), SaveState::Playing(now)) => *before != now,
        _ => false,
    });
    let SaveState::Playing(state) = h.save_state() else { unreachable!("checked above") };
    (h, state)
}

/// Step 3, save and resume. Esc leaves for the menu and writes the game's slot; the next
/// session's menu offers it, and Enter there resumes exactly the state left.
fn leave_and_resume(
    data: &std::path::Path,
    game: GameId,
    (mut h, state): (Harness, serde_json::Value),
) -> Harness {
    h.key(KeyCode::Esc);
    if !matches!(h.app.screen(), Screen::Menu(_)) {
        // A game that asks before leaving is answered yes, as a player would.
        h.key(KeyCode::Char('y'));
    }
    assert!(matches!(h.app.screen(), Screen::Menu(_)), "{game:?}: Esc left for:\n{}", h.render());
    let file = std::fs::read_to_string(data.join(file_name(game)))
        .unwrap_or_else(|e| panic!("{game:?}: no saved game written: {e}"));
    let file: serde_json::Value = serde_json::from_str(&file).unwrap();
    assert_eq!(file["saved"]["game"], serde_json::json!(game.key()));
    assert_eq!(file["saved"]["state"], state, "{game:?}: the file holds the state left");
    drop(h);

    let mut again = harness(data, None);
    let menu = again.render();
    let name = game.title();
    assert!(
        menu.lines().any(|l| l.contains(name.as_ref()) && l.contains("saved game")),
        "{game:?}: the menu offers no saved game:\n{menu}"
    );
    // The menu opens on the saved game: Enter resumes it.
    again.key(KeyCode::Enter);
    assert_eq!(again.app.screen().game().map(|g| g.id()), Some(game), "{}", again.render());
    assert_eq!(again.save_state(), SaveState::Playing(state), "{game:?}: resumed otherwise");
    again
}

/// Step 4, statistics. Played on to the end: the statistics count one game when the first
/// result comes (played 1, in exactly one of won, lost, drawn or a place between), never
/// more than one a key press, and one on the press that ends the game (poker counts each
/// showdown as a game, so its end may follow others); the slot is cleared, and the counts
/// are in the statistics file the next session reads.
fn play_to_the_end(h: &mut Harness, data: &std::path::Path, game: GameId) {
    assert_eq!(record(h, game).played, 0, "{game:?}: counted before it ended");
    let mut first: Option<Record> = None;
    let mut played = 0;
    let mut last_press = 0;
    press_until(h, game, "the game never ended", |h| {
        let now = record(h, game).played;
        assert!(now <= played + 1, "{game:?}: one key press counted {} games", now - played);
        last_press = now - played;
        if first.is_none() && now == 1 {
            first = Some(record(h, game));
        }
        played = now;
        h.save_state() == SaveState::Finished
    });
    let first = first.unwrap_or_else(|| panic!("{game:?} ended with nothing counted"));
    assert_eq!(first.played, 1);
    let outcomes = first.won + first.lost + first.drawn;
    let places: u32 = first.places.iter().sum();
    assert!(
        outcomes == 1 || (outcomes == 0 && places == 1),
        "{game:?}: its first result counted as {first:?}"
    );
    assert_eq!(last_press, 1, "{game:?}: the press that ended it counted no game");
    let total = record(h, game);

    h.key(KeyCode::Esc);
    assert!(!data.join(file_name(game)).exists(), "{game:?}: a finished game left its slot");
    drop(std::mem::replace(h, harness(data, None)));
    assert_eq!(record(h, game), total, "{game:?}: the statistics file differs");
    assert!(!h.render().contains("saved game"), "{game:?}: still offered after its end");
}

/// Step 5, a table with a computer (the Tables entry of a server's menu): a person opens a
/// table of the game with the fewest chairs that leave one to a computer, at the easiest
/// level, and starts it; the computer moves when the table's clock lets it, and the person's
/// keys make a move the table takes. A game the tables do not hold is refused by them, and
/// the walk says so.
fn at_a_table_with_a_computer(game: GameId) {
    let tables = Tables::new(4, asobi::tables::lobby::WAIT, 4, asobi::tables::live::PACE);
    if !live::playable(game) {
        let refused = tables.change(|l| l.create("alice", game, 2, Level::ALL[0], Instant::now()));
        assert_eq!(refused, Err(Refused::NotAtTables(game)));
        eprintln!("{game:?} is not played at tables (tables::live::playable says so)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let handle = TablesHandle { tables: tables.clone(), name: "alice".into(), from: None };
    std::fs::write(dir.path().join("settings.toml"), quickest_settings()).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), SEED)
        .synchronous()
        .at_tables(handle)
        .size(100, 30)
        .build();
    assert!(h.app.overlay().is_none(), "a warning on start: {:?}", h.app.overlay());
    // The Tables entry follows the games on the menu.
    let entry = char::from_digit(GameId::ALL.len() as u32 + 1, 10).expect("a digit");
    h.send(Msg::char(entry));
    assert!(h.page::<TablesScreen>().is_some(), "{}", h.render());

    // The form: the game, then the chairs down to their least and up to two, the level down
    // to the easiest; Enter opens the table and Enter starts it.
    h.send(Msg::char('n'));
    choose_game(&mut h, game);
    let seats = seats_for(game);
    let chairs = (*seats.start()).max(2);
    h.key(KeyCode::Down);
    for _ in 0..*seats.end() {
        h.key(KeyCode::Left);
    }
    for _ in *seats.start()..chairs {
        h.key(KeyCode::Right);
    }
    h.key(KeyCode::Down);
    for _ in Level::ALL {
        h.key(KeyCode::Left);
    }
    h.key(KeyCode::Enter).key(KeyCode::Enter);
    settle_seat(&mut h);
    assert!(h.page::<SeatedScreen>().is_some(), "{game:?}: not seated:\n{}", h.render());
    let id = tables.read(|l| l.seated_at("alice")).expect("seated");
    let (seated, level) = tables.read(|l| {
        let t = l.table(id).unwrap();
        (t.chairs.iter().map(|c| c.seat.clone()).collect::<Vec<_>>(), t.level)
    });
    assert_eq!(level, Level::ALL[0], "{game:?}: the form's level");
    assert_eq!(seated.len(), chairs, "{game:?}: the form's chairs");
    let computers = seated.iter().filter(|s| matches!(s, Some(Seat::Computer(_)))).count();
    assert_eq!(computers, chairs - 1, "{game:?}: computers in the other chairs: {seated:?}");
    let mine = seated.iter().position(|s| *s == Some(Seat::Remote("alice".into()))).unwrap();

    let mut clock = Instant::now();
    let seq =
        |tables: &Tables| tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
    let on_turn =
        |tables: &Tables| tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().on_turn());
    let mut computer_moved = false;
    // The computers play until it is the person's turn, each as the clock reaches it.
    for _ in 0..50 {
        match on_turn(&tables) {
            Some(c) if c != mine => {
                let before = seq(&tables);
                tick(&tables, &mut clock, &mut h);
                assert!(seq(&tables) > before, "{game:?}: the computer in chair {c} did not move");
                computer_moved = true;
            }
            _ => break,
        }
    }
    assert_eq!(on_turn(&tables), Some(mine), "{game:?}: never the person's turn");

    // The person's keys, with the clock stopped, so only the person can move the table on.
    let before = seq(&tables);
    let mut moved = false;
    for key in keys().take(PATIENCE) {
        h.key(key);
        settle_seat(&mut h);
        assert!(h.page::<SeatedScreen>().is_some(), "{game:?}: {key:?} left the table");
        if seq(&tables) > before {
            moved = true;
            break;
        }
    }
    assert!(moved, "{game:?}: the table took no move from the person:\n{}", h.render());

    // Then the computer answers, if the game goes on with it.
    if let Some(c) = on_turn(&tables).filter(|&c| c != mine) {
        let before = seq(&tables);
        tick(&tables, &mut clock, &mut h);
        assert!(seq(&tables) > before, "{game:?}: the computer in chair {c} did not answer");
        computer_moved = true;
    }
    assert!(computer_moved, "{game:?}: no computer moved at the table");
}

/// The table's clock a computer's pace on (never behind the wall clock), then the session
/// told of the change, as the server's clock thread and wakers do.
fn tick(tables: &Tables, clock: &mut Instant, h: &mut Harness) {
    *clock = (*clock).max(Instant::now()) + live::PACE + Duration::from_millis(1);
    tables.advance(*clock);
    h.send(Msg::TableChanged);
    settle_seat(h);
}
