//! Othello's seats (issue #15, "Any opponent"): two people at one keyboard and two computers
//! to watch, through the whole app. Two players move both sides with the same keys, undo
//! takes one move, and no statistics are kept; a watched game plays itself to its end, Space
//! holds it however many ticks pass, `+`/`-` step the speed setting, and a seed replays it
//! whatever the pauses; the seats and both levels are saved and resumed; older settings and
//! saves (`human = "white"`) still load; the new-game dialog offers all four seatings.
//! Snapshots of both modes at 80×24 and 160×50 and of the dialog, in English and Japanese.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::othello::Colour;
use asobi::i18n::Language;
use asobi::saves::{SaveState, file_name};
use asobi::screens::othello::options::{OthelloOptions, Seats};
use asobi::screens::othello::{OthelloScreen, Saved};
use asobi::settings::{AnimationSpeed, Level};
use asobi::stats::Bracket;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const TWO: &str = "animation = \"instant\"\n[othello]\nseats = \"both\"\n";
const WATCH: &str = "animation = \"instant\"\n[othello]\nseats = \"neither\"\n\
                     black_level = \"easy\"\nwhite_level = \"easy\"\n";

/// Othello in `dir` at `w`×`h`, its computers searching synchronously: these tests are about
/// what a game comes to, not about a search under way.
fn open_in(lang: Language, dir: &std::path::Path, w: u16, h: u16) -> Harness {
    Harness::builder(DataDir::at(dir), 11)
        .lang(lang)
        .synchronous()
        .game(GameId::Othello)
        .size(w, h)
        .build()
}

/// A harness straight into Othello with `settings` (TOML lines) written beforehand.
fn harness(settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{settings}")).unwrap();
    (open_in(Language::En, dir.path(), 100, 30), dir)
}

/// Games of Othello the statistics hold, at every level.
fn othello_played(h: &Harness) -> u32 {
    Level::ALL.iter().map(|l| h.app.stats().get(GameId::Othello, Bracket::Level(*l)).played).sum()
}

/// Moves the cursor to `sq` with the arrows and presses Enter.
pub(crate) fn place_by_keys(h: &mut Harness, sq: u8) {
    let from = h.othello().cursor();
    let (fr, fc, tr, tc) = (from / 8, from % 8, sq / 8, sq % 8);
    let vertical = if tr > fr { KeyCode::Down } else { KeyCode::Up };
    let horizontal = if tc > fc { KeyCode::Right } else { KeyCode::Left };
    for _ in 0..tr.abs_diff(fr) {
        h.key(vertical);
    }
    for _ in 0..tc.abs_diff(fc) {
        h.key(horizontal);
    }
    h.key(KeyCode::Enter);
}

fn first_legal(h: &Harness) -> u8 {
    h.othello().game().current().legal_moves().trailing_zeros() as u8
}

/// Ticks until `done` (the computers search synchronously: each tick does its part).
fn tick_until(h: &mut Harness, done: impl Fn(&OthelloScreen) -> bool) {
    for _ in 0..40_000 {
        if done(h.othello()) {
            return;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    panic!("never got there:\n{}", h.render());
}

#[test]
fn two_players_move_both_sides_with_the_same_keys_and_undo_takes_one_move() {
    let (mut h, _d) = harness(TWO);
    assert_eq!(h.othello().seats(), Seats::Both);
    assert!(h.othello().your_turn());
    let text = h.render();
    assert!(text.contains("Black (player)") && text.contains("White (player)"), "{text}");
    assert!(text.contains("Black to play"), "{text}");
    h.key(KeyCode::Enter); // f5 for black
    assert!(h.othello().your_turn(), "white is a person too: no computer thinks");
    assert!(!h.othello().thinking());
    assert_eq!(h.othello().game().current().side_to_move(), Colour::White);
    assert!(h.render().contains("White to play"));
    let white = first_legal(&h);
    place_by_keys(&mut h, white);
    assert_eq!(h.othello().game().moves(), &[Some(37), Some(white)]);
    // Typed squares work for either side too.
    let black = first_legal(&h);
    h.type_text(&asobi::games::othello::square_name(black));
    assert_eq!(h.othello().game().moves().len(), 3);
    h.key(KeyCode::Char('u'));
    assert_eq!(h.othello().game().moves().len(), 2, "undo takes back one move");
    assert_eq!(h.othello().game().current().side_to_move(), Colour::Black);
    h.key(KeyCode::Char('u'));
    assert_eq!(h.othello().game().current().side_to_move(), Colour::White);
    // The hint is for whoever is to move: white here.
    h.key(KeyCode::Char('t'));
    h.settle(50_000);
    let hint = h.othello().hint_square().expect("a hint for white");
    assert!(h.othello().game().current().is_legal(hint));
    // The cursor went to it (as Killer Sevens' hint selects its card): Enter plays it.
    assert_eq!(h.othello().cursor(), hint, "{}", h.render());
    h.key(KeyCode::Enter);
    assert_eq!(h.othello().game().moves().last().copied().flatten(), Some(hint));
    // On to the end, each side by mouse-free keys.
    while !h.othello().is_over() {
        let sq = first_legal(&h);
        place_by_keys(&mut h, sq);
    }
    h.settle(50_000);
    assert_eq!(othello_played(&h), 0, "a game between two people is not recorded");
    let outcome = h.othello().game().current().outcome().unwrap();
    let text = h.render();
    let said = match outcome.winner {
        Some(Colour::Black) => "Black wins",
        Some(Colour::White) => "White wins",
        None => "A draw",
    };
    assert!(text.contains(said) && !text.contains("You win"), "{text}");
    assert_eq!(h.saved::<OthelloScreen>(), SaveState::Finished);
}

#[test]
fn a_watched_game_plays_itself_to_its_end_and_enter_plays_again() {
    let (mut h, _d) = harness(WATCH);
    assert_eq!(h.othello().seats(), Seats::Neither);
    assert!(h.othello().thinking(), "black's computer starts at once");
    // Keys that would move for a person do nothing here.
    h.key(KeyCode::Enter).type_text("f5");
    assert!(h.othello().game().moves().is_empty());
    tick_until(&mut h, |s| s.is_over());
    let game = h.othello().game().clone();
    assert!(game.moves().len() >= 50, "a whole game: {}", game.record());
    assert_eq!(othello_played(&h), 0, "watching is not recorded");
    let text = h.render();
    assert!(text.contains("Game over"), "{text}");
    assert!(["Black wins", "White wins", "A draw"].iter().any(|t| text.contains(t)), "{text}");
    h.key(KeyCode::Enter);
    assert!(h.othello().game().moves().is_empty(), "Enter plays again");
    assert_eq!(h.othello().seats(), Seats::Neither);
    assert!(h.othello().thinking());
}

#[test]
fn space_holds_a_watched_game_however_many_ticks_pass() {
    let (mut h, _d) = harness(WATCH);
    tick_until(&mut h, |s| s.game().moves().len() >= 4);
    h.key(KeyCode::Char(' '));
    assert!(h.othello().paused());
    let text = h.render();
    assert!(text.contains("Paused"), "{text}");
    let bar = text.lines().last().unwrap_or_default().to_string();
    assert!(bar.contains("Space  resume"), "the bar says what Space does now: {bar}");
    let before = h.othello().game().clone();
    // A search's answer is due at each of these ticks; paused, none is played.
    for _ in 0..300 {
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert_eq!(h.othello().game(), &before, "no move while paused");
    h.settle(50_000);
    assert!(!h.app.animating(), "a paused game is idle");
    h.key(KeyCode::Char(' '));
    assert!(!h.othello().paused());
    let bar = h.render().lines().last().unwrap_or_default().to_string();
    assert!(bar.contains("Space  pause"), "{bar}");
    tick_until(&mut h, |s| s.game().moves().len() > before.moves().len());
}

#[test]
fn plus_and_minus_step_the_speed_setting_while_watching() {
    let (mut h, _d) = harness(&WATCH.replace("\"instant\"", "\"normal\""));
    h.key(KeyCode::Char('+'));
    assert_eq!(h.app.settings().animation, AnimationSpeed::Fast);
    assert!(h.render().contains("Speed: fast"));
    h.key(KeyCode::Char('+')).key(KeyCode::Char('+'));
    assert_eq!(h.app.settings().animation, AnimationSpeed::Instant, "stops at the fastest");
    for _ in 0..5 {
        h.key(KeyCode::Char('-'));
    }
    assert_eq!(h.app.settings().animation, AnimationSpeed::Slow, "stops at the slowest");
    // The key bar and the help list the watching keys.
    let bar = h.render();
    assert!(bar.contains("pause") && bar.contains("faster"), "{bar}");
    h.key(KeyCode::Char('?'));
    let help = h.render();
    assert!(help.contains("slower"), "{help}");
}

#[test]
fn a_seed_replays_a_watched_game_whatever_the_pauses() {
    let play = |pause_at: Option<usize>| {
        let (mut h, _d) = harness(WATCH);
        if let Some(n) = pause_at {
            tick_until(&mut h, |s| s.game().moves().len() >= n);
            h.key(KeyCode::Char(' '));
            for _ in 0..50 {
                h.send(Msg::Tick(Duration::from_millis(50)));
            }
            h.key(KeyCode::Char(' '));
        }
        tick_until(&mut h, |s| s.is_over());
        h.othello().game().record()
    };
    assert_eq!(play(None), play(Some(7)));
}

fn saved(h: &Harness) -> Saved {
    match h.saved::<OthelloScreen>() {
        SaveState::Playing(s) => s,
        other => panic!("expected a game under way, got {other:?}"),
    }
}

#[test]
fn the_seats_and_both_levels_are_saved_and_resumed() {
    let (mut h, dir) = harness(&WATCH.replace("white_level = \"easy\"", "white_level = \"hard\""));
    tick_until(&mut h, |s| s.game().moves().len() >= 2);
    h.key(KeyCode::Char(' '));
    let kept = saved(&h);
    assert_eq!(
        (kept.seats, kept.level, kept.white_level),
        (Seats::Neither, Level::Easy, Some(Level::Hard))
    );
    h.key(KeyCode::Esc);
    // Settings changed meanwhile: the saved game keeps its own seats and levels.
    std::fs::write(dir.path().join("settings.toml"), "version = 1\n[othello]\nseats = \"white\"\n")
        .unwrap();
    let mut again = open_in(Language::En, dir.path(), 100, 30);
    assert_eq!(again.othello().seats(), Seats::Neither);
    assert_eq!(saved(&again), kept);
    let text = again.render();
    assert!(text.contains("white hard"), "{text}");

    let (mut h, dir) = harness(TWO);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Esc);
    let again = open_in(Language::En, dir.path(), 100, 30);
    assert_eq!(again.othello().seats(), Seats::Both);
    assert!(again.othello().your_turn(), "white, a person, is to move");
}

#[test]
fn older_settings_and_saves_load_with_their_colour() {
    let dir = tempfile::tempdir().unwrap();
    let old =
        "version = 1\nanimation = \"instant\"\n[othello]\nlevel = \"easy\"\nhuman = \"white\"\n";
    std::fs::write(dir.path().join("settings.toml"), old).unwrap();
    let mut h = open_in(Language::En, dir.path(), 100, 30);
    assert_eq!(h.othello().seats(), Seats::White);
    assert_eq!(h.app.settings().options::<OthelloOptions>().seats, Seats::White);
    h.wait_for_othello_turn();
    h.key(KeyCode::Esc);
    // The save as an older build wrote it: `human`, one level, no white_level.
    let path = dir.path().join(file_name(GameId::Othello));
    let json = std::fs::read_to_string(&path).unwrap();
    assert!(json.contains("\"seats\":\"white\""), "{json}");
    std::fs::write(&path, json.replace("\"seats\"", "\"human\"")).unwrap();
    let again = open_in(Language::En, dir.path(), 100, 30);
    assert_eq!(again.othello().seats(), Seats::White);
    assert!(again.othello().your_turn());
    assert_eq!(again.othello().game().moves().len(), 1);
}

/// A watched game part-way, paused so the frame holds still, and a two-player game after
/// two moves, drawn at `w`×`h` in `lang`.
fn snapshots(lang: Language, suffix: &str) {
    for (w, h_) in [(80, 24), (160, 50)] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{WATCH}")).unwrap();
        let mut h = open_in(lang, dir.path(), w, h_);
        tick_until(&mut h, |s| s.game().moves().len() >= 12);
        h.key(KeyCode::Char(' '));
        h.settle(50_000);
        insta::assert_snapshot!(format!("watch_{w}x{h_}_{suffix}"), h.render());

        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), format!("version = 1\n{TWO}")).unwrap();
        let mut h = open_in(lang, dir.path(), w, h_);
        h.key(KeyCode::Enter);
        let sq = first_legal(&h);
        place_by_keys(&mut h, sq);
        h.settle(50_000);
        insta::assert_snapshot!(format!("two_players_{w}x{h_}_{suffix}"), h.render());
    }
}

#[test]
fn snapshots_en() {
    snapshots(Language::En, "en");
}

#[test]
fn snapshots_ja() {
    snapshots(Language::Ja, "ja");
}

/// The new-game dialog for Othello, opened from the menu: who plays is its second row.
fn dialog(lang: Language) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "version = 1\nanimation = \"instant\"\n")
        .unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 3).lang(lang).size(80, 24).build();
    h.key(KeyCode::Down).key(KeyCode::Enter); // the menu's second game is Othello
    (h, dir)
}

#[test]
fn the_new_game_dialog_offers_every_seating_and_only_the_levels_that_apply() {
    let (mut h, _d) = dialog(Language::En);
    let text = h.render();
    assert!(text.contains("New game: Othello"), "{text}");
    // Against the computer: its level, not the watching levels.
    assert!(text.contains("you as black") && text.contains("▶ level"), "{text}");
    assert!(!text.contains("watching"), "{text}");
    h.key(KeyCode::Down).key(KeyCode::Right);
    assert!(h.render().contains("you as white"));
    h.key(KeyCode::Right);
    // Two people: no level at all; the cursor stays on the row being changed.
    let text = h.render();
    assert!(text.contains("▶ players") && text.contains("two players"), "{text}");
    assert!(!text.contains("level") && !text.contains("watching"), "{text}");
    h.key(KeyCode::Right);
    // Watching: each side's level, not the one for playing.
    let text = h.render();
    assert!(text.contains("watch the computers"), "{text}");
    assert!(text.contains("watching, black") && text.contains("watching, white"), "{text}");
    assert!(!text.contains("  level"), "{text}");
    insta::assert_snapshot!("dialog_watch_80x24_en", text);
    h.key(KeyCode::Enter);
    assert_eq!(h.othello().seats(), Seats::Neither);
    assert_eq!(
        h.app.settings().options::<OthelloOptions>().seats,
        Seats::Neither,
        "kept as the setting"
    );
}

#[test]
fn the_new_game_dialog_ja() {
    let (mut h, _d) = dialog(Language::Ja);
    h.key(KeyCode::Down).key(KeyCode::Right).key(KeyCode::Right);
    let text = h.render();
    assert!(text.contains("二人で対局"), "{text}");
    insta::assert_snapshot!("dialog_two_players_80x24_ja", text);
}
