//! The Tables screens as players see them (snapshots of the list, the form, the waiting room
//! and a seat at 80×24), and random keys, clicks, resizes and table changes thrown at three
//! sessions at one table: nothing panics, every frame draws, and no seat's screen keeps a
//! notice to wait on its own turn.

use asobi::screens::tictactoe::options::TicTacToeOptions;
use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::random::GameRng;
use asobi::screens::tables::{SeatedScreen, TablesScreen};
use asobi::screens::tictactoe::TicTacToeScreen;
use asobi::testing::view_of;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

use crate::kit::fuzz::{EventMix, Pick, feed};
use crate::kit::table::Table;
use crate::kit::turns::TurnWatch;

/// The header's turn timer counts real seconds: masked so the snapshot is the same each run.
pub fn masked(frame: String) -> String {
    let mut lines: Vec<String> = frame.lines().map(String::from).collect();
    if let Some(first) = lines.first_mut() {
        *first = first.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect();
    }
    lines.join("\n")
}

#[test]
fn snapshot_the_tables_screens_at_80x24() {
    let mut t = Table::new(21, (80, 24));
    insta::assert_snapshot!("tables_empty_list", t.people[0].render());
    t.people[0].send(Msg::char('n'));
    insta::assert_snapshot!("tables_new_table_form", t.people[0].render());
    t.people[0].key(KeyCode::Enter);
    t.tell_all();
    insta::assert_snapshot!("tables_list_with_a_table", t.people[1].render());
    t.people[1].key(KeyCode::Enter);
    t.tell_all();
    insta::assert_snapshot!("tables_room_host", t.people[0].render());
    insta::assert_snapshot!("tables_room_guest", t.people[1].render());
    t.people[1].key(KeyCode::Esc);
    t.people[0].key(KeyCode::Esc);
    t.tell_all();
    assert_eq!(t.tables.read(|l| l.list().len()), 0, "the host leaving closes the table");
}

#[test]
fn snapshot_a_seat_at_80x24() {
    let mut t = Table::new(21, (80, 24));
    t.seat_everyone();
    insta::assert_snapshot!("tables_seat_bob", masked(t.people[1].render()));
}

/// Keys, clicks, resizes and ticks thrown at the sessions of a table (also by
/// `sevens/table.rs`).
pub const MIX: EventMix = EventMix(&[
    (10, Pick::OneOf(&[KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down])),
    (8, Pick::Key(KeyCode::Enter)),
    (2, Pick::Key(KeyCode::Esc)),
    (3, Pick::CharOf(b"nsoL6?hjkl")),
    (4, Pick::Click { columns: 100, rows: 40 }),
    (1, Pick::Resize { width: 40..=170, height: 10..=55 }),
    (10, Pick::Tick(120)),
]);

/// The shared mix less Esc: people stay in their chairs, so their turns come after the
/// notices to wait they were shown (with Esc each leaves every few dozen of their events, and
/// a stale notice has no turn to be caught on), and each screen's copy can be checked against
/// the table at the end (leaving and coming back are [`MIX`]'s).
pub const STAYING: EventMix = EventMix(&[
    (10, Pick::OneOf(&[KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down])),
    (8, Pick::Key(KeyCode::Enter)),
    (3, Pick::CharOf(b"psoL?hjkl")),
    (4, Pick::Click { columns: 100, rows: 40 }),
    (1, Pick::Resize { width: 40..=170, height: 10..=55 }),
    (10, Pick::Tick(120)),
]);

/// How [`random_events`] plays: which events, how many, and how often (and how far) the
/// table's clock moves on.
pub struct Chaos {
    pub mix: &'static EventMix,
    pub steps: usize,
    pub every: usize,
    /// Far enough ahead, and a person's turn runs out now and then.
    pub ahead: Duration,
}

/// Random events to random people at the table, its clock moved on now and then, every
/// session told of each change as the server's wakers do. No seated screen may keep a notice
/// to wait on its own turn; returns how many times a person's turn came after one (where a
/// stale notice would have been caught).
pub fn random_events(t: &mut Table, rng: &mut GameRng, chaos: Chaos) -> usize {
    let mut turns: Vec<TurnWatch> = t.people.iter().map(|_| TurnWatch::default()).collect();
    for step in 0..chaos.steps {
        let who = rng.random_range(0..t.people.len());
        feed(&mut t.people[who], chaos.mix.random_msg(rng));
        if step % chaos.every == 0 {
            t.tick_by(chaos.ahead);
        }
        for h in &mut t.people {
            h.send(Msg::TableChanged);
        }
        t.people[who].render();
        for (i, (h, watch)) in t.people.iter().zip(&mut turns).enumerate() {
            let seat = h.page::<SeatedScreen>().and_then(|s| view_of(s.game_any()));
            watch.see(seat.map(|view| view.turn_shown()), || format!("person {i}"));
        }
    }
    turns.iter().map(|w| w.waits_ended).sum()
}

#[test]
fn random_events_at_a_shared_table_never_panic() {
    for seed in 0..3u64 {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut t = Table::new(seed, (100, 30));
        t.seat_everyone();
        let ahead = Duration::from_secs(2);
        random_events(&mut t, &mut rng, Chaos { mix: &MIX, steps: 1500, every: 7, ahead });
        // Whatever happened, each session is on a screen it can draw and leave.
        for h in &mut t.people {
            let on_tables =
                h.page::<TablesScreen>().is_some() || h.page::<SeatedScreen>().is_some();
            assert!(on_tables || h.app.should_quit() || !h.render().is_empty());
        }
    }
}

#[test]
fn people_who_stay_at_an_old_maid_table_never_see_a_notice_to_wait_on_their_turn() {
    let mut waits_ended = 0;
    for seed in 0..2u64 {
        let mut rng = GameRng::seed_from_u64(seed);
        let mut t = Table::new(seed, (100, 30));
        t.seat_everyone_at(GameId::OldMaid);
        // The clock moves slowly, so turns pass by people's draws and the computer's, not by
        // people running out of time. With the 2 s of the run above, a turn runs out every
        // 105 steps or so, while a screen animates only on the ticks sent to it: each falls
        // further behind the table, and none reached its own turn again after a wait.
        let ahead = Duration::from_millis(100);
        waits_ended +=
            random_events(&mut t, &mut rng, Chaos { mix: &STAYING, steps: 1200, every: 7, ahead });
        for h in &t.people {
            assert!(h.page::<SeatedScreen>().is_some(), "{}", h.screen_text());
        }
    }
    // Else no stale notice to wait could have been caught here.
    assert!(waits_ended > 0, "no one's turn came after a notice to wait");
}

#[test]
fn two_people_play_tictactoe_at_a_table_and_a_rematch_swaps_who_starts() {
    let mut t = Table::new(3, (80, 24));
    let (alice, bob) = (0, 1);
    t.people[alice].send(Msg::char('n'));
    // The form's games are those played at tables; tic-tac-toe's table has two chairs.
    crate::kit::table::choose_game(&mut t.people[alice], asobi::catalog::GameId::Tictactoe);
    let form = t.people[alice].render();
    assert!(form.contains("Tic-tac-toe") && form.contains("◀ 2 ▶"), "{form}");
    t.people[alice].key(KeyCode::Enter);
    t.tell_all();
    t.people[bob].key(KeyCode::Enter);
    t.tell_all();
    t.people[alice].key(KeyCode::Enter);
    t.tell_all();
    let screen = |t: &Table, who: usize| {
        t.people[who]
            .page::<SeatedScreen>()
            .and_then(SeatedScreen::screen::<TicTacToeScreen>)
            .map(|s| *s.board())
    };
    assert!(screen(&t, alice).is_some() && screen(&t, bob).is_some());
    let bob_sees = t.people[bob].render();
    assert!(
        bob_sees.contains("you × vs alice ○") && bob_sees.contains("alice is thinking"),
        "{bob_sees}"
    );
    // Alice ○ takes the top row while Bob × answers in the middle row: she wins.
    for (who, digit) in [(alice, '7'), (bob, '4'), (alice, '8'), (bob, '5'), (alice, '9')] {
        t.people[who].send(Msg::char(digit));
        t.tell_all();
        assert_eq!(screen(&t, alice), screen(&t, bob), "both see the same board");
    }
    assert!(t.people[alice].render().contains("You win"), "{}", t.people[alice].render());
    let lost = t.people[bob].render();
    assert!(lost.contains("alice wins.") && lost.contains("Enter: rematch"), "{lost}");
    assert_eq!(t.people[bob].app.stats().total(asobi::catalog::GameId::Tictactoe).lost, 1);
    // Against a person, not against any computer level.
    let people = asobi::stats::Bracket::People;
    let bobs = t.people[bob].app.stats().get(asobi::catalog::GameId::Tictactoe, people);
    assert_eq!((bobs.played, bobs.lost), (1, 1));
    // A rematch once both ask; × starts it.
    t.people[alice].key(KeyCode::Enter);
    t.tell_all();
    let asked = t.people[alice].render();
    assert!(asked.contains("Rematch asked"), "{asked}");
    t.people[bob].key(KeyCode::Enter);
    t.tell_all();
    let board = screen(&t, bob).unwrap();
    assert_eq!(board.empty_cells().len(), 9);
    assert_eq!(board.to_move(), asobi::games::tictactoe::Mark::X);
    assert!(t.people[bob].render().contains("Your move"), "{}", t.people[bob].render());
}

#[test]
fn tictactoe_against_the_tables_computer_counts_under_the_tables_level() {
    let mut t = Table::new(8, (80, 24));
    let alice = 0;
    t.people[alice].send(Msg::char('n'));
    crate::kit::table::choose_game(&mut t.people[alice], GameId::Tictactoe);
    // The computers' level, Hard (her own tic-tac-toe setting stays as it was).
    for key in [KeyCode::Down, KeyCode::Down, KeyCode::Right] {
        t.people[alice].key(key);
    }
    assert!(t.people[alice].render().contains("◀ hard ▶"), "{}", t.people[alice].render());
    assert_ne!(
        t.people[alice].app.settings().options::<TicTacToeOptions>().level,
        asobi::games::Level::Hard
    );
    t.people[alice].key(KeyCode::Enter);
    // Alone at the table: the host's Enter starts it with a computer in the other chair.
    t.people[alice].key(KeyCode::Enter);
    t.tell_all();
    for _ in 0..20 {
        let phase = t.tables.read(|l| l.list()[0].phase);
        if phase == asobi::tables::Phase::Finished {
            break;
        }
        // Alice marks the first empty cell on her turn; the clock plays the computer's.
        let board = t.people[alice]
            .page::<SeatedScreen>()
            .and_then(SeatedScreen::screen::<TicTacToeScreen>)
            .map(|s| *s.board())
            .unwrap();
        if board.to_move() == asobi::games::tictactoe::Mark::O {
            let cell = board.empty_cells()[0];
            let digit = [7, 8, 9, 4, 5, 6, 1, 2, 3][cell];
            t.people[alice].send(Msg::char(char::from(b'0' + digit)));
        } else {
            t.tick();
        }
        t.tell_all();
    }
    let stats = t.people[alice].app.stats();
    let hard = asobi::stats::Bracket::Level(asobi::games::Level::Hard);
    assert_eq!(stats.get(asobi::catalog::GameId::Tictactoe, hard).played, 1);
    assert_eq!(
        stats.get(asobi::catalog::GameId::Tictactoe, asobi::stats::Bracket::People).played,
        0
    );
}

#[test]
fn each_game_on_the_new_table_form_starts_from_its_usual_chairs() {
    let mut t = Table::new(2, (80, 24));
    let alice = &mut t.people[0];
    alice.send(Msg::char('n'));
    assert!(alice.render().contains("◀ 4 ▶"), "Old Maid: the settings' four");
    crate::kit::table::choose_game(alice, GameId::Othello);
    assert!(alice.render().contains("◀ 2 ▶"), "{}", alice.render());
    // Round again to Old Maid: four chairs, not the two Othello allowed on the way.
    crate::kit::table::choose_game(alice, GameId::OldMaid);
    assert!(alice.render().contains("◀ 4 ▶"), "{}", alice.render());
    crate::kit::table::choose_game(alice, GameId::Poker);
    assert!(alice.render().contains("◀ 4 ▶"), "{}", alice.render());
}

/// Names as long as the server allows (24 characters) at 80×24: a name is cut with "…"
/// where its panel is narrow, and no count beside it is pushed out.
#[test]
fn long_names_give_way_to_the_counts_at_80x24() {
    let long =
        ["alice_with_a_long_name_00", "bob_has_an_even_longer_nm", "carol_the_third_long_one"]
            .map(|n| &n[..24]);
    for (game, guests) in [
        (GameId::OldMaid, &[1, 2][..]),
        (GameId::Sevens, &[1, 2]),
        (GameId::Othello, &[1]),
        (GameId::Poker, &[1, 2]),
    ] {
        let mut t = Table::named(5, (80, 24), long);
        t.open_table(game, guests);
        let frame = t.people[0].render();
        assert!(frame.contains('…'), "{game:?}: a name is cut\n{frame}");
        let counts = match game {
            // "alice… · 7 cards" over each hand, "13 cards" in each panel row.
            GameId::OldMaid | GameId::Sevens => frame.matches(" card").count(),
            // Each side's discs: "2" at the end of its row.
            GameId::Othello => {
                frame.lines().skip(2).take(2).filter(|l| l.trim_end().ends_with(" 2")).count()
            }
            _ => frame.matches(" 100 │").count(),
        };
        let chairs = t.tables.read(|l| l.list()[0].chairs);
        assert!(counts >= chairs, "{game:?}: {counts} counts for {chairs} chairs\n{frame}");
    }
}
