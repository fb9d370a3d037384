//! The moments of an Old Maid draw on screen: a computer's card crossing between the two
//! seats before it joins the drawer's hand, the status line just after your own draw, and the
//! Joker's holder turning it face up at the end.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::old_maid::{Game, HUMAN};
use asobi::screens::old_maid::{OldMaidScreen, Phase, table_layout, transit_rect};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

fn game(h: &Harness) -> Game {
    h.old_maid().game().clone()
}

/// A harness on the Old Maid screen (seed 3, 100x30) with `settings` (TOML).
fn harness_with(settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    (Harness::builder(DataDir::at(dir.path()), 3).game(GameId::OldMaid).build(), dir)
}

fn harness() -> (Harness, tempfile::TempDir) {
    harness_with("")
}

/// Ticks 50 ms at a time until `pred` holds for the screen (at most `limit` ticks).
fn tick_until(h: &mut Harness, limit: usize, pred: impl Fn(&OldMaidScreen) -> bool) {
    for _ in 0..limit {
        if pred(h.old_maid()) {
            return;
        }
        h.send(Msg::Tick(Duration::from_millis(50)));
    }
    assert!(pred(h.old_maid()), "condition not reached in {limit} ticks");
}

/// Plays to the end: Enter on each of your turns (instant animation does the rest).
fn play_out(h: &mut Harness) {
    for _ in 0..2_000 {
        if h.old_maid().phase() == &Phase::Over {
            return;
        }
        h.key(KeyCode::Enter);
    }
    panic!("the game did not end");
}

#[test]
fn a_computer_drawn_card_crosses_between_the_seats_before_joining_the_hand() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Enter);
    tick_until(&mut h, 200, |s| {
        matches!(s.phase(), Phase::Take { .. }) && s.game().current_drawer() != Some(HUMAN)
    });
    let g = game(&h);
    let (drawer, victim) = (g.current_drawer().unwrap(), g.victim().unwrap());
    let before = g.hand(drawer).len();
    tick_until(&mut h, 50, |s| matches!(s.phase(), Phase::Transit { .. }));
    // The drawer's hand is still shown without the card, which is drawn between the seats; a
    // computer's hand is only ever a number of backs on your screen (never its cards).
    let show = h.old_maid().seat_show(drawer);
    assert_eq!(show.cards.len(), g.hand(drawer).len());
    assert!(!show.face_up);
    assert!(show.cards.iter().all(|c| !g.hand(drawer).contains(c) || c.is_joker()));
    assert_eq!(h.old_maid().seat_show(victim).cards.len(), g.hand(victim).len() - 1);
    h.render();
    let area = Rect::new(0, 0, 100, 29);
    let r = transit_rect(&table_layout(area, g.players()), victim, drawer, area).unwrap();
    let buf = h.terminal.backend().buffer();
    let middle: String = (1..4).map(|dx| buf[(r.x + dx, r.y + 1)].symbol()).collect();
    assert_eq!((buf[(r.x, r.y)].symbol(), middle.as_str()), ("┌", "░░░"), "face down");
    assert_eq!(buf[(r.x + 4, r.y + 2)].symbol(), "┘");
    // Then it arrives, lit in the drawer's hand.
    tick_until(&mut h, 50, |s| matches!(s.phase(), Phase::Arrive { .. }));
    let shown = h.old_maid().seat_show(drawer);
    assert_eq!(shown.cards.len(), before + 1);
    assert_eq!(shown.marked.last(), Some(&true));
}

#[test]
fn after_your_draw_the_status_line_speaks_of_you() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Enter);
    assert!(matches!(h.old_maid().phase(), Phase::Arrive { .. }), "your draw is being shown");
    let text = h.render();
    assert!(text.contains("You are drawing from CPU 1."), "{text}");
    assert!(!text.contains("You is"), "{text}");
}

#[test]
fn at_the_end_the_jokers_holder_shows_it_face_up() {
    let (mut h, _dir) = harness_with("animation = \"instant\"\n");
    play_out(&mut h);
    let loser = game(&h).loser().unwrap();
    let show = h.old_maid().seat_show(loser);
    assert!(show.face_up);
    assert_eq!(show.cards, [Card::JOKER]);
    assert!(h.render().contains("│JK │"));
}

/// The results over six seats at 80×24 in Japanese (seed 5, Enter until the end) leave the
/// side seats' labels whole: the dialog's blank margin once cut them to "CPU 1 · 2位上が" and
/// "PU 5 · 5位上がり".
#[test]
fn the_results_leave_the_side_seats_labels_whole() {
    let dir = tempfile::tempdir().unwrap();
    let settings = "animation = \"instant\"\nlanguage = \"ja\"\n[old_maid]\nplayers = 6\n";
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 5)
        .lang(asobi::i18n::Language::Ja)
        .game(GameId::OldMaid)
        .synchronous()
        .size(80, 24)
        .build();
    play_out(&mut h);
    h.settle(20_000);
    let (text, faults) = h.render_checked();
    assert!(faults.is_empty(), "{}\n{text}", faults.join("\n"));
    assert!(text.contains("もう一度"), "{text}");
}

/// The quit question over six seats, mid-game, at every size of the layout sweep's corners and
/// in both languages, is centred between the side seats (`View::popup_room`): no text is cut by
/// it or its margin, and the side seats' labels read as they did before it was asked.
#[test]
fn the_quit_question_leaves_the_side_seats_labels_whole() {
    use asobi::i18n::Language;
    use asobi::screens::old_maid::Side;
    for lang in [Language::En, Language::Ja] {
        for (w, hgt) in [(80u16, 24u16), (100, 30), (160, 50)] {
            let dir = tempfile::tempdir().unwrap();
            let code = if lang == Language::Ja { "ja" } else { "en" };
            let settings = format!(
                "animation = \"instant\"\nlanguage = \"{code}\"\n[old_maid]\nplayers = 6\n"
            );
            std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
            let mut h = Harness::builder(DataDir::at(dir.path()), 5)
                .lang(lang)
                .game(GameId::OldMaid)
                .synchronous()
                .size(w, hgt)
                .build();
            for _ in 0..3 {
                h.key(KeyCode::Enter);
            }
            h.settle(2_000);
            assert_ne!(h.old_maid().phase(), &Phase::Over, "still under way");
            let table = table_layout(Rect::new(0, 0, w, hgt - 1), 6);
            let sides: Vec<Rect> = table
                .seats
                .iter()
                .filter(|s| matches!(s.side, Side::Left | Side::Right))
                .map(|s| s.label)
                .collect();
            assert!(!sides.is_empty());
            let labels = |h: &Harness| -> Vec<String> {
                let buf = h.terminal.backend().buffer();
                sides
                    .iter()
                    .map(|r| r.positions().map(|p| buf[p].symbol().to_string()).collect())
                    .collect()
            };
            let before = h.render();
            let side_labels = labels(&h);
            h.key(KeyCode::Char('q'));
            let (after, faults) = h.render_checked();
            let at = format!("{w}×{hgt} {lang:?}");
            assert!(faults.is_empty(), "{at}: {}\n{after}", faults.join("\n"));
            assert_ne!(before, after, "{at}: the question is drawn");
            assert_eq!(labels(&h), side_labels, "{at}: the side seats' labels\n{after}");
        }
    }
}

/// The card in flight clears a blank margin around itself. Whatever it would cut (the pile's
/// pair and title, an event) is left out whole while it passes, so every frame of every
/// computer draw is whole: two players (the card crosses the pile) and six, at the floor and
/// at the sizes where the long fuzz found the pile's pair torn (232×48, 233×98, 153×55).
#[test]
fn every_card_in_flight_is_drawn_whole_over_the_pile_and_the_events() {
    for (players, (width, height)) in [2, 6].into_iter().flat_map(|n| {
        [(80, 24), (100, 30), (153, 55), (232, 48), (233, 98)].into_iter().map(move |s| (n, s))
    }) {
        let dir = tempfile::tempdir().unwrap();
        let settings = format!("[old_maid]\nplayers = {players}\n");
        std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
        let mut h = Harness::builder(DataDir::at(dir.path()), 6)
            .game(GameId::OldMaid)
            .size(width, height)
            .build();
        let mut flights = 0;
        for _ in 0..4_000 {
            let phase = h.old_maid().phase().clone();
            if phase == Phase::Over {
                break;
            }
            if matches!(phase, Phase::Transit { .. }) {
                flights += 1;
                let (text, faults) = h.render_checked();
                assert!(
                    faults.is_empty(),
                    "{players} players at {width}×{height}: {faults:?}\n{text}"
                );
            }
            if phase == Phase::Human {
                h.key(KeyCode::Enter);
            } else {
                h.send(Msg::Tick(Duration::from_millis(50)));
            }
        }
        assert_eq!(h.old_maid().phase(), &Phase::Over, "{players} players at {width}×{height}");
        assert!(flights > 0, "{players} players at {width}×{height}: no card was seen in flight");
    }
}
