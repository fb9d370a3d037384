//! Othello for study (issue #15): review of a finished game (each move's loss against exact
//! solves near the end, stepping, the export), the records kept of finished games, the
//! records screen with its import field, and the position editor. Snapshots at 80×24 and
//! 160×50 in English and Japanese.

use asobi::games::othello::{Colour, Game, parse_record, solve, squares};
use asobi::i18n::Language;
use asobi::records::{GameRecord, RECORDS_FILE, RecordSeat, Records};
use asobi::screens::othello::editor::{EditorScreen, Refusal};
use asobi::screens::othello::records::RecordsScreen;
use asobi::screens::othello::review::ReviewScreen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

const TWO: &str = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"both\"\n";

/// A game from the start, always the first legal move, until `empties` squares are left.
pub(crate) fn near_the_end(empties: u32) -> Game {
    let mut game = parse_record("f5d6c3d3c4").unwrap();
    while game.current().empty_count() > empties {
        if !game.auto_pass() {
            let sq = game.current().legal_moves().trailing_zeros() as u8;
            game.play(sq).unwrap();
        }
    }
    game
}

/// Two people at the board, carrying on `game`, in a fresh data folder.
fn two_players(lang: Language, game: Game, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), TWO).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 3)
        .lang(lang)
        .othello_from(game)
        .size(w, h)
        .build();
    (h, dir)
}

/// `game` played out by two people.
fn finished(lang: Language, game: Game, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let (mut h, dir) = two_players(lang, game, w, h);
    h.play_othello_out();
    (h, dir)
}

fn review(h: &Harness) -> &ReviewScreen {
    h.page::<ReviewScreen>().expect("the review is open")
}

/// A game set up 12 empties from the end, played out by two people and opened in review;
/// returns once the review's analysis (exact at once from 12 empties) has finished.
fn reviewed(lang: Language, w: u16, hgt: u16) -> (Harness, tempfile::TempDir) {
    let (mut h, dir) = finished(lang, Game::from_position(*near_the_end(12).current()), w, hgt);
    h.key(KeyCode::Char('r'));
    // Each tick gives the review's analysis threads a real millisecond.
    for _ in 0..20_000 {
        if review(&h).analysed() {
            break;
        }
        h.tick();
    }
    assert!(review(&h).analysed(), "the analysis of 12 empties finishes");
    h.settle(100);
    (h, dir)
}

#[test]
fn review_losses_equal_exact_solves_near_the_end() {
    let (h, _dir) = reviewed(Language::En, 100, 30);
    let r = review(&h);
    let game = r.game().clone();
    assert_eq!(r.step(), game.moves().len(), "the review opens at the end");
    let mut checked = 0;
    for (i, (pos, mv)) in game.positions().iter().zip(game.moves()).enumerate() {
        let Some(sq) = *mv else { continue };
        let value = |m: u8| -solve(&pos.play(m).unwrap()).score;
        let best = squares(pos.legal_moves()).map(value).max().unwrap();
        let got = r.reviews()[i].expect("every move reviewed");
        assert!(got.exact, "move {}", i + 1);
        assert_eq!(got.played_score, value(sq), "move {}", i + 1);
        assert_eq!(got.loss(), best - value(sq), "move {}", i + 1);
        checked += 1;
    }
    assert_eq!(checked, game.moves().iter().flatten().count());
    assert!(checked >= 10, "{checked}");
}

#[test]
fn the_review_steps_with_arrows_home_and_end_and_esc_returns_to_the_game() {
    let (mut h, _dir) = reviewed(Language::En, 100, 30);
    let last = review(&h).game().moves().len();
    h.key(KeyCode::Left);
    assert_eq!(review(&h).step(), last - 1);
    h.key(KeyCode::Home);
    assert_eq!(review(&h).step(), 0);
    h.key(KeyCode::Left);
    assert_eq!(review(&h).step(), 0, "no step before the start");
    h.key(KeyCode::Right).key(KeyCode::Right);
    assert_eq!(review(&h).step(), 2);
    h.key(KeyCode::End).key(KeyCode::Right);
    assert_eq!(review(&h).step(), last, "no step past the end");
    h.key(KeyCode::Esc);
    assert!(h.othello().is_over(), "back on the finished game");
}

#[test]
fn a_finished_game_is_kept_in_the_records_file() {
    let (mut h, dir) = two_players(Language::En, near_the_end(8), 100, 30);
    h.play_othello_out();
    let text = std::fs::read_to_string(dir.path().join(RECORDS_FILE)).unwrap();
    let records: Records = serde_json::from_str(&text).unwrap();
    assert_eq!(records.games.len(), 1);
    let kept = &records.games[0];
    assert_eq!(kept.game().unwrap(), *h.othello().game(), "the record replays the game");
    assert_eq!((&kept.black, &kept.white), (&RecordSeat::Person, &RecordSeat::Person));
    assert_eq!(kept.finished, asobi::testing::CLOCK);
    let o = h.othello().game().current().outcome().unwrap();
    assert_eq!((kept.black_discs, kept.white_discs), (o.black, o.white));
}

#[test]
fn an_exported_transcript_imports_back_to_the_same_positions() {
    // A whole game from the start (the export needs no analysis).
    let (mut h, dir) = finished(Language::En, near_the_end(8), 100, 30);
    h.key(KeyCode::Char('r')).key(KeyCode::Char('x'));
    let export = review(&h).exported().expect("the transcript is shown").clone();
    assert_eq!(export.file, "othello-20261125043000.txt");
    let written = std::fs::read_to_string(dir.path().join(&export.file)).unwrap();
    assert_eq!(written, export.text);
    // Shown to copy (wrapped inside the dialog's borders).
    let shown: String = h.render().chars().filter(|c| !c.is_whitespace() && *c != '│').collect();
    assert!(shown.contains(export.text.trim()), "shown to copy:\n{}", h.render());
    let played = review(&h).game().clone();
    let imported = parse_record(written.trim()).unwrap();
    assert_eq!(imported.positions(), played.positions());
    h.key(KeyCode::Esc);
    assert!(review(&h).exported().is_none(), "Esc closes the transcript, not the review");
}

#[test]
fn the_sum_of_the_losses_is_shown_whole_with_its_result() {
    // At 80×24 and 100×30 the sum's line ended in "…" before its result ("= -2（完全読…").
    for (lang, exact) in [(Language::En, "(exact)"), (Language::Ja, "（完全読み）")] {
        for (w, hgt) in [(80, 24), (100, 30), (160, 50)] {
            let (mut h, _dir) = reviewed(lang, w, hgt);
            let result = review(&h).game().current().outcome().expect("over").disc_diff();
            let screen = h.render();
            assert!(screen.contains(&format!("= {result:+}")), "{lang:?} {w}×{hgt}:\n{screen}");
            assert!(screen.contains(exact), "{lang:?} {w}×{hgt}:\n{screen}");
        }
    }
}

/// The review at its end and at the move with the largest loss, in `lang` at both sizes.
fn review_snapshots(lang: Language, tag: &str) {
    for (w, hgt) in [(80, 24), (160, 50)] {
        let (mut h, _dir) = reviewed(lang, w, hgt);
        insta::assert_snapshot!(format!("review_end_{w}x{hgt}_{tag}"), h.render());
        let worst = (0..review(&h).reviews().len())
            .max_by_key(|&i| review(&h).reviews()[i].map_or(-1, |r| r.loss()))
            .unwrap();
        h.key(KeyCode::Home);
        for _ in 0..worst {
            h.key(KeyCode::Right);
        }
        insta::assert_snapshot!(format!("review_worst_{w}x{hgt}_{tag}"), h.render());
    }
}

#[test]
fn review_snapshots_en() {
    review_snapshots(Language::En, "en");
}

#[test]
fn review_snapshots_ja() {
    review_snapshots(Language::Ja, "ja");
}

/// The Othello new-game dialog, from the menu, in a data folder holding `records` (if any).
fn dialog_with(
    lang: Language,
    records: Option<&Records>,
    w: u16,
    hgt: u16,
) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), TWO).unwrap();
    if let Some(r) = records {
        std::fs::write(dir.path().join(RECORDS_FILE), serde_json::to_string(r).unwrap()).unwrap();
    }
    let mut h = Harness::builder(DataDir::at(dir.path()), 3).lang(lang).size(w, hgt).build();
    h.key(KeyCode::Down).key(KeyCode::Enter); // the menu's second game is Othello
    let text = h.render();
    assert!(text.contains("Othello") || text.contains("オセロ"), "{text}");
    (h, dir)
}

/// Three kept games: the oldest against bob at a shared table (bob black), a win for the
/// player over the computer, and the newest a game of two people at one keyboard.
fn kept_records() -> Records {
    let mut records = Records::default();
    let mut at_table = GameRecord::of(
        &parse_record("f5f6e6f4").unwrap(),
        RecordSeat::Named { name: "bob".into() },
        RecordSeat::Person,
        asobi::testing::CLOCK - 2 * 86_400,
    );
    (at_table.black_discs, at_table.white_discs) = (31, 33);
    records.push(at_table);
    let tiger = parse_record("f5d6c3d3c4f4c5b3c2").unwrap();
    let mut first = GameRecord::of(
        &tiger,
        RecordSeat::Person,
        RecordSeat::Computer { level: 9 },
        asobi::testing::CLOCK - 86_400,
    );
    (first.black_discs, first.white_discs) = (40, 24);
    records.push(first);
    let game = near_the_end(0);
    records.push(GameRecord::of(
        &game,
        RecordSeat::Person,
        RecordSeat::Person,
        asobi::testing::CLOCK,
    ));
    records
}

fn editor(h: &Harness) -> &EditorScreen {
    h.page::<EditorScreen>().expect("the editor is open")
}

fn records_screen(h: &Harness) -> &RecordsScreen {
    h.page::<RecordsScreen>().expect("the records are open")
}

#[test]
fn the_records_list_the_newest_first_and_enter_opens_one_in_review() {
    let (mut h, _dir) = dialog_with(Language::En, Some(&kept_records()), 100, 30);
    h.key(KeyCode::Char('r'));
    let text = h.render();
    let newest = text.find("2026-11-25 04:30").expect("the newest game");
    let older = text.find("2026-11-24 04:30").expect("the older game");
    assert!(newest < older, "newest first:\n{text}");
    assert!(text.contains("you 40–24 computer (hard)") && text.contains("Rose-Bill"), "{text}");
    assert!(text.contains("● bob 31–33 you ○"), "a table's game names the person:\n{text}");
    h.key(KeyCode::Down).key(KeyCode::Enter);
    let r = review(&h);
    assert_eq!(r.game().record(), "f5d6c3d3c4f4c5b3c2");
    h.key(KeyCode::Esc);
    assert!(h.page::<RecordsScreen>().is_some(), "Esc returns to the records");
    h.key(KeyCode::Esc);
    assert!(h.render().contains("New game: Othello"), "and then to the dialog");
}

#[test]
fn an_imported_transcript_opens_in_review_and_a_bad_one_is_refused_with_its_move() {
    let (mut h, _dir) = dialog_with(Language::En, None, 80, 24);
    h.key(KeyCode::Char('r'));
    assert!(h.render().contains("No finished games yet"));
    h.key(KeyCode::Char('i'));
    assert!(records_screen(&h).importing());
    // `q` and `?` are typed into the field, not taken as commands.
    h.type_text("f5 d6 c3 q?");
    h.key(KeyCode::Enter);
    assert!(records_screen(&h).importing(), "refused: the field stays open");
    let text = h.render();
    assert!(text.contains("Move 4: 'q?' is not a square"), "{text}");
    for _ in 0..2 {
        h.key(KeyCode::Backspace);
    }
    h.type_text("d3 c4 PA");
    h.key(KeyCode::Enter);
    assert!(h.render().contains("Move 6: a pass, but there is a move to make"));
    for _ in 0..3 {
        h.key(KeyCode::Backspace);
    }
    h.type_text("b3 a1");
    h.key(KeyCode::Enter);
    assert!(h.render().contains("Move 7: a1 is not a legal move there"));
    for _ in 0..3 {
        h.key(KeyCode::Backspace);
    }
    h.key(KeyCode::Enter);
    let r = review(&h);
    assert_eq!(r.game().positions(), parse_record("f5d6c3d3c4b3").unwrap().positions());
}

#[test]
fn the_editor_refuses_a_position_without_moves_and_plays_from_a_good_one() {
    let (mut h, _dir) = dialog_with(Language::En, None, 80, 24);
    h.key(KeyCode::Char('e'));
    assert_eq!(editor(&h).position(), asobi::games::othello::Position::start());
    h.key(KeyCode::Char('c'));
    assert!(h.render().contains("Neither side has a move here"));
    h.key(KeyCode::Char('p'));
    assert_eq!(editor(&h).refusal(), Some(Refusal::NoMoves), "refused, the editor stays");
    // a1 black, b1 white: black can take b1 with c1.
    h.key(KeyCode::Home);
    for _ in 0..4 {
        h.key(KeyCode::Up);
    }
    for _ in 0..5 {
        h.key(KeyCode::Left);
    }
    h.key(KeyCode::Char('b')).key(KeyCode::Right).key(KeyCode::Char('w'));
    let pos = editor(&h).position();
    assert_eq!(pos.cell(0), Some(Colour::Black), "cursor went to a1:\n{}", h.render());
    assert_eq!(pos.cell(1), Some(Colour::White));
    assert!(editor(&h).refusal().is_none(), "an edit clears the refusal");
    // White to move has nothing: the game starts with its pass.
    h.key(KeyCode::Char('t'));
    assert!(h.render().contains("White has no move here: the game starts with a pass"));
    let pos = editor(&h).position();
    h.key(KeyCode::Char('p'));
    let game = h.othello().game();
    assert_eq!(game.positions()[0], pos);
    assert_eq!(game.current().side_to_move(), Colour::Black, "after white's pass");
    h.key(KeyCode::Esc);
    assert!(h.render().contains("Tic-tac-toe"), "Esc from the game goes to the menu");
}

/// The records (with an import refused) and the editor (as opened, and refused), in `lang`.
fn study_snapshots(lang: Language, tag: &str) {
    for (w, hgt) in [(80, 24), (160, 50)] {
        let (mut h, _dir) = dialog_with(lang, Some(&kept_records()), w, hgt);
        insta::assert_snapshot!(format!("dialog_{w}x{hgt}_{tag}"), h.render());
        h.key(KeyCode::Char('r'));
        insta::assert_snapshot!(format!("records_{w}x{hgt}_{tag}"), h.render());
        h.key(KeyCode::Char('i'));
        h.type_text("f5d6c3d3c4f4c5b3c2a1");
        h.key(KeyCode::Enter);
        insta::assert_snapshot!(format!("import_refused_{w}x{hgt}_{tag}"), h.render());
        h.key(KeyCode::Esc).key(KeyCode::Esc).key(KeyCode::Char('e'));
        insta::assert_snapshot!(format!("editor_{w}x{hgt}_{tag}"), h.render());
        h.key(KeyCode::Char('c')).key(KeyCode::Char('p'));
        insta::assert_snapshot!(format!("editor_refused_{w}x{hgt}_{tag}"), h.render());
    }
}

#[test]
fn study_snapshots_en() {
    study_snapshots(Language::En, "en");
}

#[test]
fn study_snapshots_ja() {
    study_snapshots(Language::Ja, "ja");
}

/// How long the review of a whole 60-move game takes: every move's first value, then the
/// deeper pass to its end (release build; printed for the record, never asserted).
#[test]
#[ignore = "a measurement (2 min), run by .ci/measure: how long the review takes"]
fn measure_review_timings() {
    let dir = tempfile::tempdir().unwrap();
    let watch = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"neither\"\n\
                 black_level = \"easy\"\nwhite_level = \"easy\"\n";
    std::fs::write(dir.path().join("settings.toml"), watch).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 21)
        .lang(Language::En)
        .game(asobi::catalog::GameId::Othello)
        .build();
    h.wait_for_othello_turn();
    h.key(KeyCode::Char('r'));
    let moves = review(&h).game().moves().iter().flatten().count();
    let start = std::time::Instant::now();
    let mut first = None;
    while start.elapsed() < std::time::Duration::from_secs(600) && !review(&h).analysed() {
        let done = review(&h).reviews().iter().flatten().count();
        if first.is_none() && done == moves {
            first = Some(start.elapsed());
        }
        h.tick();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    println!(
        "review of a {moves}-move game: every move valued after {first:?}, the deeper pass \
         done after {:?} (finished: {})",
        start.elapsed(),
        review(&h).analysed()
    );
}
