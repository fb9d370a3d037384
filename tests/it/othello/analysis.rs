//! Analysis on the Othello board (`v`): every legal move's value, equal to the engine's exact
//! solve near the end; it follows the position, stops when it changes, and is drawn in the
//! squares (snapshots at 80×24 and 160×50 in both languages).

use asobi::catalog::GameId;
use asobi::games::othello::{solve, square_name, squares};
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// A game against Easy played by typing the middle legal move each turn until at most
/// `empties` squares are empty and it is the player's move.
fn endgame(lang: Language, empties: u32, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = "animation = \"instant\"\n[othello]\nlevel = \"easy\"\n";
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let mut harness = Harness::builder(DataDir::at(dir.path()), 11)
        .lang(lang)
        .game(GameId::Othello)
        .size(w, h)
        .build();
    loop {
        harness.settle(100_000);
        let s = harness.othello();
        let pos = *s.game().current();
        assert!(!s.is_over(), "the game ended before {empties} empties");
        if pos.empty_count() <= empties && s.your_turn() {
            return (harness, dir);
        }
        let moves: Vec<u8> = squares(pos.legal_moves()).collect();
        for c in square_name(moves[moves.len() / 2]).chars() {
            harness.key(KeyCode::Char(c));
        }
    }
}

#[test]
fn near_the_end_each_value_is_the_exact_solve_of_that_move() {
    let (mut h, _dir) = endgame(Language::En, 14, 100, 30);
    assert_eq!(h.othello().move_values(), None, "analysis starts off");
    h.key(KeyCode::Char('v')).settle(100_000);
    let pos = *h.othello().game().current();
    let values = h.othello().move_values().expect("values once the passes are done").to_vec();
    assert_eq!(values.len(), squares(pos.legal_moves()).count());
    for v in &values {
        assert!(v.exact, "{v:?}");
        assert_eq!(v.score, -solve(&pos.play(v.square).unwrap()).score, "{v:?}");
    }
    let screen = h.render();
    for v in &values {
        assert!(screen.contains(&format!("{:+}", v.score)), "{v:?} drawn\n{screen}");
    }
    assert!(screen.contains("Analysis · exact to the end"), "{screen}");
}

/// The graph's point for the board and the best value `v` shows there are one number from
/// one search (issue #26: after f5 d6 `v` scored every move −4 to −11 while the graph said
/// about +8). Checked after every tick while the passes deepen past the graph's own.
#[test]
fn the_graph_shows_the_best_value_the_analysis_gives() {
    use asobi::games::othello::{Colour, parse_record};
    use asobi::screens::othello::GRAPH_PASS;
    for record in ["f5d6", "f5d6c3d3c4f4f6f3e6e7", "f5f6e6f4e3c5c4d3"] {
        let dir = tempfile::tempdir().unwrap();
        let settings = "animation = \"instant\"\n[othello]\nseats = \"both\"\n";
        std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
        let game = parse_record(record).unwrap();
        let mut h = Harness::builder(DataDir::at(dir.path()), 3)
            .lang(Language::En)
            .othello_from(game)
            .build();
        let pos = *h.othello().game().current();
        let sign = if pos.side_to_move() == Colour::Black { 1 } else { -1 };
        h.key(KeyCode::Char('v'));
        // Comparisons made, and those past the graph's own pass.
        let (mut compared, mut deeper) = (0, 0);
        let start = std::time::Instant::now();
        while deeper == 0 && start.elapsed() < std::time::Duration::from_secs(90) {
            h.tick();
            let s = h.othello();
            let (Some(values), scores) = (s.move_values(), s.evaluations()) else { continue };
            let depth = values.iter().map(|v| v.depth).min().unwrap_or(0);
            if scores.len() == s.game().positions().len() {
                let now = *scores.last().unwrap();
                assert_eq!(now, sign * values[0].score, "{record}: graph and analysis agree");
                assert!(h.render().contains(&format!("now {now:+}")));
                compared += 1;
                deeper += usize::from(depth > GRAPH_PASS);
            }
        }
        assert!(deeper > 0, "{record}: compared {compared}, none past the graph's pass");
    }
}

/// Ticks until the player is to move and the first pass of the analysis is in: a middle
/// game's later passes take a while, and the test needs only the first.
fn first_values(h: &mut Harness) {
    for _ in 0..200_000 {
        if h.othello().your_turn() && h.othello().move_values().is_some() {
            return;
        }
        h.tick();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("no values came");
}

#[test]
fn the_analysis_follows_the_position_and_turns_off() {
    let (mut h, _dir) = endgame(Language::En, 40, 100, 30);
    h.key(KeyCode::Char('v'));
    first_values(&mut h);
    let before = *h.othello().game().current();
    let best = h.othello().move_values().expect("values")[0].square;
    // Play the best move: during the computer's turn nothing is shown, then the new position
    // is analysed afresh.
    for c in square_name(best).chars() {
        h.key(KeyCode::Char(c));
    }
    assert_ne!(*h.othello().game().current(), before);
    assert_eq!(h.othello().move_values(), None, "nothing shown while the computer moves");
    first_values(&mut h);
    let now = *h.othello().game().current();
    let values = h.othello().move_values().expect("the new position analysed");
    assert!(values.iter().all(|v| now.is_legal(v.square)), "values for the board as it is");
    h.key(KeyCode::Char('v'));
    assert_eq!(h.othello().move_values(), None, "off");
    assert!(h.render().contains("Analysis off."));
}

#[test]
fn snapshots_of_the_analysis() {
    for lang in [Language::En, Language::Ja] {
        for (w, h_) in [(80, 24), (160, 50)] {
            let (mut h, _dir) = endgame(lang, 12, w, h_);
            h.key(KeyCode::Char('v')).settle(100_000);
            let name = format!("analysis_{w}x{h_}_{lang:?}").to_lowercase();
            insta::assert_snapshot!(name, h.render());
        }
    }
}

/// Ticks until `done` holds, giving up after `limit`; the time it took.
fn time_until(
    h: &mut Harness,
    limit: std::time::Duration,
    done: impl Fn(&Harness) -> bool,
) -> Option<std::time::Duration> {
    let start = std::time::Instant::now();
    while start.elapsed() < limit {
        if done(h) {
            return Some(start.elapsed());
        }
        h.app.update(asobi::event::Msg::Tick(std::time::Duration::from_millis(50)));
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    None
}

/// How long the analysis takes to show every value, and to finish, at 20 empties and in the
/// opening (release build; printed for the record, never asserted: the machine is shared).
#[test]
#[ignore = "a measurement (75 s), run by .ci/measure: how long the analysis takes"]
fn measure_analysis_timings() {
    let limit = std::time::Duration::from_secs(120);
    for (what, empties) in [("20 empties", 20), ("opening", 60)] {
        let (mut h, _dir) = endgame(Language::En, empties, 100, 30);
        h.key(KeyCode::Char('v'));
        let start = std::time::Instant::now();
        let first = time_until(&mut h, limit, |h| h.othello().move_values().is_some());
        time_until(&mut h, limit, |h| !h.app.animating());
        let values = h.othello().move_values().unwrap_or_default().to_vec();
        let exact = values.iter().all(|m| m.exact);
        let depth = values.iter().map(|m| m.depth).min();
        println!(
            "analysis at {what}: every value shown after {first:?}; the last pass done after \
             {:?}, depth {depth:?}, all exact: {exact}",
            start.elapsed()
        );
    }
}
