//! Othello at a shared table, in process (the sessions and the hand-driven clock of
//! `kit/table.rs`): two people play a whole game through their screens, a person plays the
//! table's computer, a watcher follows a game and cannot move, and snapshots of a seat in the
//! game and on its result at 80×24 (and a watcher's frame in Japanese).

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::othello::table::OthelloTable;
use asobi::games::othello::{Colour, square_name, squares};
use asobi::games::random::GameRng;
use asobi::games::seat::Seat;
use asobi::i18n::Language;
use asobi::records::{RECORDS_FILE, RecordSeat, Records};
use asobi::screens::View;
use asobi::screens::othello::OthelloScreen;
use asobi::screens::tables::{SeatedScreen, TableMode, Viewer};
use asobi::tables::{Phase, TableId};
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

use crate::kit::fuzz::{EventMix, Pick};
use crate::kit::table::{NAMES, Table, settle};
use crate::tables::screens::{Chaos, random_events};
use asobi::testing::Direct;

/// The table's game as the table holds it.
fn othello(t: &Table, id: TableId) -> OthelloTable {
    t.tables.read(|l| {
        let game = &l.table(id).unwrap().live.as_ref().unwrap().game;
        game.state::<OthelloTable>().unwrap_or_else(|| panic!("not Othello: {game:?}")).clone()
    })
}

/// The Othello screen in a person's seat.
fn screen(h: &Harness) -> &OthelloScreen {
    let seated = h.page::<SeatedScreen>().unwrap_or_else(|| panic!("{}", h.screen_text()));
    seated.screen::<OthelloScreen>().expect("an Othello screen")
}

/// The person (index into `NAMES`) in `chair`, or `None` for a computer.
fn person_in(t: &Table, id: TableId, chair: usize) -> Option<usize> {
    let seat = t.tables.read(|l| l.table(id).unwrap().chairs[chair].seat.clone());
    match seat {
        Some(Seat::Remote(name)) => NAMES.iter().position(|n| *n == name),
        _ => None,
    }
}

/// Plays the table's game to its end: the person on turn types a legal square picked by
/// `rng` on their own screen; the clock plays the computer. After every step each seated
/// person's screen holds the table's game. Returns the number of moves.
fn play_out(t: &mut Table, id: TableId, rng: &mut GameRng) -> usize {
    let seated: Vec<usize> = (0..2).filter_map(|c| person_in(t, id, c)).collect();
    let mut moves = 0;
    while let Some(chair) = othello(t, id).on_turn() {
        match person_in(t, id, chair) {
            Some(p) => {
                let pos = *othello(t, id).game.current();
                let h = &mut t.people[p];
                assert!(screen(h).your_turn(), "{}", h.render());
                let legal: Vec<u8> = squares(pos.legal_moves()).collect();
                h.type_text(&square_name(legal[rng.random_range(0..legal.len())]));
            }
            None => {
                t.tick();
            }
        }
        t.tell_all();
        let table = othello(t, id);
        for &p in &seated {
            assert_eq!(screen(&t.people[p]).game(), &table.game, "{}", NAMES[p]);
        }
        moves += 1;
        assert!(moves < 200, "the game never ended: {:?}", othello(t, id));
    }
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Finished);
    moves
}

/// The header's turn timer counts real seconds: masked so the snapshot is the same each run.
fn masked(frame: String) -> String {
    let mut lines: Vec<String> = frame.lines().map(String::from).collect();
    if let Some(first) = lines.first_mut() {
        *first = first.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect();
    }
    lines.join("\n")
}

#[test]
fn two_people_play_othello_to_the_end_and_a_rematch_swaps_the_colours() {
    let mut t = Table::new(41, (80, 24));
    let (alice, bob) = (0, 1);
    let id = t.open_table(GameId::Othello, &[bob]);
    assert_eq!(screen(&t.people[alice]).colour(), Some(Colour::Black));
    assert_eq!(screen(&t.people[bob]).colour(), Some(Colour::White));
    let bob_sees = t.people[bob].render();
    assert!(bob_sees.contains("you play White"), "{bob_sees}");
    assert!(bob_sees.contains("alice is thinking."), "{bob_sees}");
    assert!(bob_sees.contains("(alice)") && bob_sees.contains("(you)"), "{bob_sees}");
    // Bob cannot move on Alice's turn; the table is not asked.
    t.people[bob].type_text("f5");
    assert!(t.people[bob].render().contains("Wait for alice's move."));
    assert_eq!(othello(&t, id).game.moves().len(), 0);
    // Alice places on f5 with Enter (her cursor starts there): Bob's screen animates it.
    assert!(t.people[alice].render().contains("Your move (Black)"));
    t.people[alice].key(KeyCode::Enter);
    t.people[bob].send(Msg::TableChanged);
    let bob_screen = screen(&t.people[bob]);
    assert!(t.people[bob].page::<SeatedScreen>().unwrap().game_animating());
    let e5 = asobi::games::othello::parse_square("e5").unwrap();
    assert_ne!(bob_screen.shown(e5), asobi::screens::othello::Shown::Disc(Colour::Black));
    t.tell_all();
    assert_eq!(
        screen(&t.people[bob]).shown(e5),
        asobi::screens::othello::Shown::Disc(Colour::Black)
    );
    assert!(screen(&t.people[bob]).your_turn());
    // The "wait" Bob was told ended with Alice's move: his status is his own turn now.
    let bob_sees = t.people[bob].render();
    assert!(!bob_sees.contains("Wait for alice's move."), "{bob_sees}");
    let moves = play_out(&mut t, id, &mut GameRng::seed_from_u64(41)) + 1;
    assert!(moves >= 30, "{moves} moves");
    let outcome = othello(&t, id).game.current().outcome().unwrap();
    for (who, colour) in [(alice, Colour::Black), (bob, Colour::White)] {
        let screen = t.people[who].render();
        assert!(screen.contains("Game over"), "{screen}");
        assert!(screen.contains("Enter: rematch · Esc: leave the table"), "{screen}");
        // Against a person: under "people", not under any computer level.
        let people = asobi::stats::Bracket::People;
        let record = t.people[who].app.stats().get(GameId::Othello, people);
        assert_eq!(record.played, 1, "{}", NAMES[who]);
        match outcome.winner {
            Some(w) if w == colour => {
                assert_eq!(record.won, 1);
                assert!(screen.contains("You win"), "{screen}");
            }
            Some(_) => {
                assert_eq!(record.lost, 1);
                let other = NAMES[1 - who];
                assert!(screen.contains(&format!("{other} wins")), "{screen}");
                insta::assert_snapshot!("tables_othello_lost", masked(screen));
            }
            None => assert_eq!(record.drawn, 1),
        }
    }
    // Each keeps the game in their own records, the other by name: it replays to the end.
    let played = othello(&t, id).game;
    for (who, seats) in [
        (alice, [RecordSeat::Person, RecordSeat::Named { name: "bob".into() }]),
        (bob, [RecordSeat::Named { name: "alice".into() }, RecordSeat::Person]),
    ] {
        let kept = records_of(&t, who);
        assert_eq!(kept.games.len(), 1, "{}", NAMES[who]);
        let game = &kept.games[0];
        assert_eq!([game.black.clone(), game.white.clone()], seats);
        assert_eq!(game.game().unwrap(), played);
        assert_eq!((game.black_discs, game.white_discs), (outcome.black, outcome.white));
    }
    // A rematch once both ask: Bob plays black and moves first.
    t.people[alice].key(KeyCode::Enter);
    t.tell_all();
    assert!(t.people[alice].render().contains("Rematch asked"));
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Finished);
    t.people[bob].key(KeyCode::Enter);
    t.tell_all();
    assert_eq!(othello(&t, id).black, 1);
    let bob_screen = screen(&t.people[bob]);
    assert_eq!(bob_screen.colour(), Some(Colour::Black));
    assert!(bob_screen.your_turn() && bob_screen.game().moves().is_empty());
    assert!(!screen(&t.people[alice]).is_over());
    assert!(t.people[alice].render().contains("you play White"));
}

#[test]
fn at_a_table_no_engine_help_is_offered_and_the_help_says_so() {
    let mut t = Table::new(7, (80, 24));
    t.open_table(GameId::Othello, &[1]);
    let alice = &mut t.people[0];
    let bar = alice.render().lines().last().unwrap().to_string();
    assert!(!bar.contains("hint") && !bar.contains("undo"), "{bar}");
    for key in ['t', 'u', 'v'] {
        alice.send(Msg::char(key));
        let frame = alice.render();
        assert!(frame.contains("No hints, undo or analysis at a table"), "{key}: {frame}");
        assert!(screen(alice).your_turn() && screen(alice).hint_square().is_none());
    }
    assert!(!alice.render().contains("Evaluation"), "no graph at a table");
    // The help lists no engine key, and its rules say why.
    alice.send(Msg::char('?'));
    let mut help = alice.render();
    for _ in 0..4 {
        alice.key(KeyCode::PageDown);
        help.push_str(&alice.render());
    }
    assert!(help.contains("At a shared table (asobi serve) there is no hint"), "{help}");
    // The key list (after the rules) has Enter's line, and no line for t, u or v.
    assert!(help.contains("Enter    place"), "{help}");
    for line in ["t        hint", "u        undo", "v        analysis"] {
        assert!(!help.contains(line), "{line}: {help}");
    }
    alice.key(KeyCode::Esc);
    assert!(alice.page::<SeatedScreen>().is_some(), "Esc closed the help, not the seat");
}

#[test]
fn a_person_plays_the_tables_computer_to_the_end() {
    let mut t = Table::new(5, (80, 24));
    let id = t.open_table(GameId::Othello, &[]);
    assert!(t.people[0].render().contains("(CPU 2)"), "{}", t.people[0].render());
    let moves = play_out(&mut t, id, &mut GameRng::seed_from_u64(5));
    assert!(moves >= 30);
    // Against the table's computer: under the table's level (the form's, normal).
    let normal = asobi::stats::Bracket::Level(asobi::games::Level::Normal);
    let record = t.people[0].app.stats().get(GameId::Othello, normal);
    assert_eq!(record.played, 1);
    let frame = t.people[0].render();
    assert!(frame.contains("Game over"), "{frame}");
    // Her records keep it against the table's computer at its level.
    let kept = records_of(&t, 0).games;
    let normal = asobi::games::othello::Strength::from(asobi::games::Level::Normal).number();
    assert_eq!(kept.len(), 1);
    let seats = [kept[0].black.clone(), kept[0].white.clone()];
    assert_eq!(seats, [RecordSeat::Person, RecordSeat::Computer { level: normal }]);
    // The others never sat down; their statistics and records hold nothing.
    assert_eq!(t.people[1].app.stats().total(GameId::Othello).played, 0);
    assert!(records_of(&t, 1).games.is_empty());
}

/// The Othello records kept in person `who`'s data folder (none yet: empty).
fn records_of(t: &Table, who: usize) -> Records {
    match std::fs::read_to_string(t.data_dir(who).join(RECORDS_FILE)) {
        Ok(text) => serde_json::from_str(&text).unwrap(),
        Err(_) => Records::default(),
    }
}

/// Feeds a watcher's screen the table's events since `seq` and lets it show them.
fn watch(d: &mut Direct, s: &mut OthelloScreen, t: &Table, id: TableId, seq: &mut u64) {
    let (events, next) = t.tables.read(|l| {
        let live = l.table(id).unwrap().live.as_ref().unwrap();
        (live.events_since(*seq).unwrap().to_vec(), live.next_seq())
    });
    *seq = next;
    for event in events {
        s.table_event(event, &mut d.ctx());
    }
}

#[test]
fn a_watcher_sees_the_game_go_on_and_cannot_move() {
    let mut t = Table::new(9, (80, 24));
    let id = t.open_table(GameId::Othello, &[1]);
    let mut d = Direct::new(9);
    let mut seq = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
    let mut s = OthelloScreen::at_table(&othello(&t, id), Viewer::Watcher, &mut d.ctx());
    s.set_names(&["alice".into(), "bob".into()]);
    assert!(s.watching() && s.colour().is_none());
    let mut rng = GameRng::seed_from_u64(9);
    for step in 0..12 {
        // The watcher presses keys: none asks the table anything.
        for key in [KeyCode::Enter, KeyCode::Char('f'), KeyCode::Char('5'), KeyCode::Char('t')] {
            s.update(&Msg::key(key), &mut d.ctx());
        }
        assert!(s.take_asks().is_empty());
        let before = othello(&t, id).game.moves().len();
        let chair = othello(&t, id).on_turn().unwrap();
        let pos = *othello(&t, id).game.current();
        let legal: Vec<u8> = squares(pos.legal_moves()).collect();
        t.people[chair].type_text(&square_name(legal[rng.random_range(0..legal.len())]));
        t.tell_all();
        assert!(othello(&t, id).game.moves().len() > before);
        watch(&mut d, &mut s, &t, id, &mut seq);
        // The move turns discs on the watcher's screen too, then settles on the table's game.
        assert!(s.animating(), "step {step}");
        for _ in 0..100 {
            s.update(&Msg::Tick(Duration::from_millis(50)), &mut d.ctx());
        }
        assert_eq!(s.game(), &othello(&t, id).game);
    }
    let frame = d.render(&s, 80, 24);
    assert!(frame.contains("black alice · white bob"), "{frame}");
    assert!(frame.contains("(alice)") && frame.contains("(bob)"), "{frame}");
    assert!(frame.contains("Watching: alice (Black) to play."), "{frame}");
    assert!(d.results.is_empty(), "a watcher's statistics are not touched");
    // Esc leaves.
    let back = s.update(&Msg::key(KeyCode::Esc), &mut d.ctx());
    assert!(matches!(back, asobi::screens::Transition::Back));
    // In Japanese too.
    asobi::i18n::apply(Language::Ja);
    let ja = d.render(&s, 80, 24);
    asobi::i18n::apply(Language::En);
    assert!(ja.contains("観戦中：alice（黒）の番です。"), "{ja}");
    insta::assert_snapshot!("tables_othello_watcher_ja", ja);
    // Watched to its end, the game is no record of the watcher's.
    while let Some(chair) = othello(&t, id).on_turn() {
        let pos = *othello(&t, id).game.current();
        let legal: Vec<u8> = squares(pos.legal_moves()).collect();
        t.people[chair].type_text(&square_name(legal[rng.random_range(0..legal.len())]));
        t.tell_all();
    }
    watch(&mut d, &mut s, &t, id, &mut seq);
    // Each move's discs turn in turn, queued behind one another.
    for _ in 0..5000 {
        if s.is_over() {
            break;
        }
        s.update(&Msg::Tick(Duration::from_millis(50)), &mut d.ctx());
    }
    assert!(s.is_over(), "the watcher saw the end");
    assert!(d.library.records.games.is_empty() && d.results.is_empty());
    assert_eq!(records_of(&t, 0).games.len(), 1, "the players keep it");
}

#[test]
fn snapshot_an_othello_seat_and_its_result_at_80x24() {
    let mut t = Table::new(13, (80, 24));
    let id = t.open_table(GameId::Othello, &[1]);
    for square in ["f5", "d6", "c3"] {
        let on = othello(&t, id).on_turn().unwrap();
        t.people[on].type_text(square);
        t.tell_all();
    }
    insta::assert_snapshot!("tables_othello_seat_bob", masked(t.people[1].render()));
    play_out(&mut t, id, &mut GameRng::seed_from_u64(13));
    settle(&mut t.people[1]);
    insta::assert_snapshot!("tables_othello_result_bob", masked(t.people[1].render()));
}

const MIX: EventMix = EventMix(&[
    (10, Pick::OneOf(&[KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down])),
    (8, Pick::Key(KeyCode::Enter)),
    (1, Pick::Key(KeyCode::Esc)),
    (12, Pick::CharOf(b"abcdefgh12345678tuvmr?q")),
    (4, Pick::Click { columns: 100, rows: 40 }),
    (1, Pick::Resize { width: 40..=170, height: 10..=55 }),
    (10, Pick::Tick(120)),
]);

#[test]
fn random_events_at_an_othello_table_never_panic_and_screens_follow_the_table() {
    let mut waits_ended = 0;
    for seed in 0..2u64 {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut t = Table::new(seed, (100, 30));
        let id = t.open_table(GameId::Othello, &[1]);
        // Far enough ahead that a person's turn runs out now and then.
        let ahead = Duration::from_secs(20);
        waits_ended +=
            random_events(&mut t, &mut rng, Chaos { mix: &MIX, steps: 800, every: 5, ahead });
        // Whoever is still seated, once settled, shows the table's game.
        let Some(table) = t.tables.read(|l| l.table(id).map(|_| ())).map(|()| othello(&t, id))
        else {
            continue;
        };
        t.tell_all();
        for h in &t.people {
            if let Some(s) =
                h.page::<SeatedScreen>().and_then(SeatedScreen::screen::<OthelloScreen>)
            {
                assert_eq!(s.game(), &table.game);
            }
        }
    }
    // Else no stale notice to wait could have been caught here.
    assert!(waits_ended > 0, "no one's turn came after a notice to wait");
}
