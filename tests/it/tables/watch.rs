//! Watching a table in progress: someone who does not sit at a table picks it on the Tables
//! screen and sees the game go on (the whole board at tic-tac-toe; at Old Maid the discards,
//! and every hand as backs until the loser's is turned up), moves nothing, and records nothing.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::random::GameRng;
use asobi::games::sevens::table::SevensTable;
use asobi::screens::tables::{SeatedScreen, TablesScreen, Viewer};
use asobi::screens::tictactoe::TicTacToeScreen;
use asobi::tables::Phase;
use crossterm::event::KeyCode;
use rand::{RngExt, SeedableRng};

use crate::kit::table::{Table, faces};
use crate::tables::screens::masked;

const ALICE: usize = 0;
const BOB: usize = 1;
const CAROL: usize = 2;

/// Alice opens a table of `game`, Bob joins, Alice starts it; Carol stays on the list, then
/// watches it.
fn alice_and_bob_play_carol_watches(t: &mut Table, game: GameId) {
    t.open_table(game, &[BOB]);
    let list = t.people[CAROL].render();
    assert!(list.contains("playing") && list.contains("Enter  watch"), "{list}");
    t.people[CAROL].key(KeyCode::Enter);
    t.tell_all();
    let seat = t.people[CAROL].page::<SeatedScreen>().expect("watching the table");
    assert_eq!(seat.viewer(), Viewer::Watcher);
    assert_eq!(t.tables.read(|l| l.list()[0].watching), 1, "counted on the list");
}

/// The cards anyone may see of an Old Maid table now: the discards, and at the end the hand
/// left with the Joker.
fn public_cards(t: &Table) -> Vec<Card> {
    t.tables.read(|l| match &l.list().first().and_then(|s| l.table(s.id)).unwrap().live {
        Some(live) => match live.game.state::<asobi::games::old_maid::Game>() {
            Some(g) => {
                let mut cards: Vec<Card> = g.discards().iter().flat_map(|d| d.cards).collect();
                cards.extend(g.loser().map_or(&[][..], |l| g.hand(l)));
                cards
            }
            None => panic!("not an Old Maid table: {:?}", live.game),
        },
        None => Vec::new(),
    })
}

#[test]
fn a_watcher_sees_an_old_maid_table_to_its_end_with_every_hand_face_down() {
    let mut t = Table::new(21, (80, 24));
    alice_and_bob_play_carol_watches(&mut t, GameId::OldMaid);
    let id = t.tables.read(|l| l.list()[0].id);
    let first = t.people[CAROL].render();
    assert!(
        first.contains("watching") && first.contains("alice") && first.contains("bob"),
        "{first}"
    );
    assert!(!first.contains("You"), "a watcher is nobody's 'you':\n{first}");
    insta::assert_snapshot!("tables_watching_old_maid", masked(first));
    let mut rng = GameRng::seed_from_u64(21);
    for step in 0.. {
        assert!(
            step < 3000,
            "the game never ended:\n{}\n{}",
            t.people[ALICE].render(),
            t.people[BOB].render()
        );
        let frame = t.people[CAROL].render();
        let public = public_cards(&t);
        for face in faces(&frame) {
            assert!(
                public.iter().any(|c| c.unicode_label() == face),
                "the watcher sees {face}, in someone's hand:\n{frame}"
            );
        }
        // Whatever the watcher presses, the table does not move.
        let seq = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
        for key in [KeyCode::Enter, KeyCode::Right, KeyCode::Char('s'), KeyCode::Char('o')] {
            t.people[CAROL].key(key);
        }
        let after = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
        assert_eq!(seq, after, "a watcher's keys ask nothing of the table");
        let (phase, on) = t.tables.read(|l| {
            let table = l.table(id).unwrap();
            (table.phase, table.live.as_ref().unwrap().on_turn())
        });
        if phase == Phase::Finished {
            break;
        }
        match on {
            Some(chair @ (ALICE | BOB)) => {
                for _ in 0..rng.random_range(0..4) {
                    t.people[chair].key(KeyCode::Right);
                }
                t.people[chair].key(KeyCode::Enter);
            }
            _ => {
                t.tick();
            }
        }
        t.tell_all();
    }
    let end = t.people[CAROL].render();
    assert!(end.contains("is left holding the Joker"), "{end}");
    assert!(!end.contains("Enter: rematch"), "a watcher is offered no rematch:\n{end}");
    assert_eq!(t.people[CAROL].app.stats().total(GameId::OldMaid).played, 0);
    assert_eq!(t.people[ALICE].app.stats().total(GameId::OldMaid).played, 1);
    assert!(t.tables.read(|l| l.table(id).unwrap().chair_of("carol").is_none()));
    // Both players leave the finished table, which closes: the watcher is back on the list.
    for who in [ALICE, BOB] {
        t.people[who].key(KeyCode::Esc);
    }
    t.tell_all();
    assert!(t.tables.read(|l| l.table(id).is_none()), "nobody sits at it");
    assert!(t.people[CAROL].page::<TablesScreen>().is_some(), "{}", t.people[CAROL].render());
}

#[test]
fn a_watcher_sees_the_whole_tictactoe_board_and_who_wins() {
    let mut t = Table::new(4, (80, 24));
    alice_and_bob_play_carol_watches(&mut t, GameId::Tictactoe);
    let board = |t: &Table, who: usize| {
        t.people[who]
            .page::<SeatedScreen>()
            .and_then(SeatedScreen::screen::<TicTacToeScreen>)
            .map(|s| *s.board())
    };
    let watching = t.people[CAROL].render();
    assert!(
        watching.contains("alice ○ · bob ×") && watching.contains("alice is thinking"),
        "{watching}"
    );
    // Carol's digit is no move.
    t.people[CAROL].send(Msg::char('5'));
    t.tell_all();
    assert_eq!(board(&t, CAROL), board(&t, ALICE));
    assert_eq!(board(&t, CAROL).unwrap().empty_cells().len(), 9);
    for (who, digit) in [(ALICE, '7'), (BOB, '4'), (ALICE, '8'), (BOB, '5'), (ALICE, '9')] {
        t.people[who].send(Msg::char(digit));
        t.tell_all();
        assert_eq!(board(&t, CAROL), board(&t, ALICE), "the watcher sees the same board");
    }
    let end = t.people[CAROL].render();
    assert!(end.contains("alice wins.") && !end.contains("You"), "{end}");
    insta::assert_snapshot!("tables_watching_tictactoe_won", masked(end));
    assert_eq!(t.people[CAROL].app.stats().total(GameId::Tictactoe).played, 0);
    // `q` quits a watcher without asking: nothing of theirs is under way.
    assert!(!asobi::screens::View::in_progress(t.people[CAROL].page::<SeatedScreen>().unwrap()));
    // Alice leaves the finished table: her list counts Carol watching it.
    t.people[ALICE].key(KeyCode::Esc);
    t.tell_all();
    let list = t.people[ALICE].render();
    assert!(list.contains("1/2 people · 1 watching  finished"), "{list}");
    // Esc stops watching: back to the list, and the table is as it was.
    t.people[CAROL].key(KeyCode::Esc);
    t.tell_all();
    assert!(t.people[CAROL].page::<TablesScreen>().is_some());
    assert_eq!(board(&t, BOB).unwrap().empty_cells().len(), 4);
    let list = t.people[ALICE].render();
    assert!(list.contains("1/2 people  finished") && !list.contains("watching"), "{list}");
}

/// The cards in some chair's hand at a Killer Sevens table now (none of them may reach a
/// watcher's screen).
fn sevens_hands(t: &Table) -> Vec<Card> {
    t.tables.read(|l| {
        let live = &l.table(l.list()[0].id).unwrap().live.as_ref().unwrap().game;
        match live.state::<SevensTable>() {
            Some(SevensTable { game, .. }) => {
                (0..game.players()).flat_map(|c| game.hand(c)).collect()
            }
            None => panic!("not a Sevens table: {live:?}"),
        }
    })
}

#[test]
fn othello_sevens_and_poker_tables_are_watched_from_the_list_too() {
    for game in [GameId::Othello, GameId::Sevens, GameId::Poker] {
        let mut t = Table::new(31, (80, 24));
        alice_and_bob_play_carol_watches(&mut t, game);
        let id = t.tables.read(|l| l.list()[0].id);
        let seq = || t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
        let start = seq();
        // Nobody at the keyboard: the table plays each turn when its timer runs out.
        for _ in 0..12 {
            t.tick_by(Duration::from_secs(61));
            t.tell_all();
            let frame = t.people[CAROL].render();
            assert!(frame.contains("watching") || frame.contains("Watching"), "{frame}");
            if game == GameId::Sevens {
                let hands = sevens_hands(&t);
                for face in faces(&frame) {
                    let held = hands.iter().any(|c| c.unicode_label() == face);
                    assert!(!held, "the watcher sees {face}, in someone's hand:\n{frame}");
                }
            }
        }
        let moved = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
        assert!(moved > start, "{game:?}: the table played on");
        assert_eq!(t.people[CAROL].page::<SeatedScreen>().unwrap().viewer(), Viewer::Watcher);
        t.people[CAROL].key(KeyCode::Esc);
        assert!(t.people[CAROL].page::<TablesScreen>().is_some(), "{game:?}");
    }
}

/// The header over a two-person game names the other player, whole where the line has room.
/// At 80 columns a watcher's, with two long names and the timer's, cuts the names and still
/// ends in the timer; at 160 it has them whole.
#[test]
fn long_names_are_whole_where_the_header_has_room_and_the_timer_stays() {
    let long =
        ["alice_with_a_long_name_00", "bob_has_an_even_longer_nm", "carol_the_third_long_one"]
            .map(|n| &n[..24]);
    for game in [GameId::Tictactoe, GameId::Othello] {
        let mut t = Table::named(5, (80, 24), long);
        alice_and_bob_play_carol_watches(&mut t, game);
        let header =
            |who: usize, t: &mut Table| t.people[who].render().lines().next().unwrap().to_string();
        let timer = ends_in_a_timer;
        let alice = header(ALICE, &mut t);
        assert!(timer(&alice), "{game:?}: alice's header ends in her timer: {alice:?}");
        if game == GameId::Tictactoe {
            assert!(alice.contains("you ○ vs bob_has_an_even_longer_n ×"), "{alice:?}");
        }
        let carol = header(CAROL, &mut t);
        assert!(carol.contains("alice_wit…") && carol.contains("bob_has_a…"), "{carol:?}");
        assert!(carol.contains(" · watching · "), "{carol:?}");
        assert!(timer(&carol), "{game:?}: the watcher's header ends in the timer: {carol:?}");
        t.people[CAROL].resize(160, 50);
        let wide = header(CAROL, &mut t);
        assert!(wide.contains(long[0]) && wide.contains(long[1]), "{game:?}: {wide:?}");
        assert!(!wide.contains('…') && timer(&wide), "{game:?}: {wide:?}");
    }
}

/// True when `line` ends in a turn timer ("29 s left", or "alice…: 29 s").
fn ends_in_a_timer(line: &str) -> bool {
    let line = line.trim_end();
    let number = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let last_number = |rest: &str| number(rest.rsplit(' ').next().unwrap_or(""));
    match (line.strip_suffix(" s left"), line.strip_suffix(" s")) {
        (Some(rest), _) | (None, Some(rest)) => last_number(rest),
        _ => false,
    }
}
