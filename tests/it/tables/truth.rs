//! Screens at a shared table say what is true: who one waits for, why a key does nothing,
//! what a watcher's Esc does, who holds a table, and a table list whose columns stand still
//! and whose "your seat" is whole in both languages.

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::tables::{Phase, TableId, TablesHandle};
use asobi::testing::Harness;
use crossterm::event::KeyCode;

use crate::kit::table::Table;

const ALICE: usize = 0;
const BOB: usize = 1;
const CAROL: usize = 2;

#[test]
fn out_of_turn_at_tic_tac_toe_against_a_person_names_the_person() {
    let mut t = Table::new(3, (80, 24));
    t.open_table(GameId::Tictactoe, &[BOB]);
    // ○ (alice's chair) starts: bob presses a cell.
    t.people[BOB].send(Msg::char('5'));
    let frame = t.people[BOB].render();
    assert!(frame.contains("Wait for alice's move."), "{frame}");
    assert!(!frame.contains("computer"), "{frame}");
}

#[test]
fn othellos_hint_key_against_a_computer_chair_does_not_speak_of_people() {
    let mut t = Table::new(4, (80, 24));
    t.open_table(GameId::Othello, &[]);
    t.people[ALICE].send(Msg::char('t'));
    let frame = t.people[ALICE].render();
    assert!(frame.contains("No hints, undo or analysis at a table"), "{frame}");
    assert!(!frame.contains("between people"), "{frame}");
    // Against a person, the reason stands.
    let mut t = Table::new(4, (80, 24));
    t.open_table(GameId::Othello, &[BOB]);
    t.people[ALICE].send(Msg::char('t'));
    assert!(t.people[ALICE].render().contains("between people"));
}

/// Alice opens a table of `game` with computers and leaves it; Carol watches the table play
/// it to its end.
fn carol_watches_to_the_end(game: GameId) -> Table {
    let mut t = Table::new(5, (80, 24));
    let id = t.open_table(game, &[]);
    t.people[ALICE].key(KeyCode::Esc);
    t.tell_all();
    t.people[CAROL].key(KeyCode::Enter);
    t.tell_all();
    for _ in 0..400 {
        if t.tables.read(|l| l.table(id).map(|t| t.phase)) == Some(Phase::Finished) {
            break;
        }
        t.tick();
        t.tell_all();
    }
    assert_eq!(t.tables.read(|l| l.table(id).map(|t| t.phase)), Some(Phase::Finished));
    t
}

#[test]
fn a_watcher_at_a_finished_table_is_told_esc_stops_watching() {
    for game in [GameId::Othello, GameId::Sevens] {
        let mut t = carol_watches_to_the_end(game);
        let frame = t.people[CAROL].render();
        assert!(!frame.contains("leave the table"), "{game:?}:\n{frame}");
        assert!(frame.contains("Esc: stop watching"), "{game:?}:\n{frame}");
    }
}

#[test]
fn the_list_names_no_host_who_gave_the_table_up() {
    let mut t = Table::new(6, (80, 24));
    let id = t.open_table(GameId::OldMaid, &[BOB]);
    // Alice leaves, then opens another table: her chair at the first is a computer's now.
    t.people[ALICE].key(KeyCode::Esc);
    t.tell_all();
    t.people[ALICE].send(Msg::char('n'));
    t.people[ALICE].key(KeyCode::Enter);
    t.tell_all();
    assert!(t.tables.read(|l| l.table(id).unwrap().chair_of("alice")).is_none());
    let list = t.people[CAROL].render();
    let line = list.lines().find(|l| l.contains(&format!("#{}", id.0))).unwrap();
    assert!(!line.contains("alice") && line.contains("bob"), "{list}");
}

/// The column where each listed table's host starts, by table.
fn host_columns(frame: &str, hosts: &[(TableId, &str)]) -> Vec<usize> {
    hosts
        .iter()
        .map(|(id, host)| {
            let line = frame.lines().find(|l| l.contains(&format!("#{} ", id.0))).unwrap();
            let at = line.find(host).unwrap_or_else(|| panic!("{host} in {line}"));
            unicode_width(&line[..at])
        })
        .collect()
}

/// A name longer than the list's column for it.
const NAME: &str = "carol-with-a-long-name";

fn unicode_width(s: &str) -> usize {
    ratatui::text::Span::raw(s).width()
}

#[test]
fn the_table_lists_columns_stand_still_and_your_seat_is_whole_in_both_languages() {
    let mut t = Table::named(7, (80, 24), ["alice", "bob", NAME]);
    // Killer Sevens has the longest name; Poker the shortest.
    t.people[ALICE].send(Msg::char('n'));
    crate::kit::table::choose_game(&mut t.people[ALICE], GameId::Sevens);
    t.people[ALICE].key(KeyCode::Enter);
    t.tell_all();
    t.people[BOB].send(Msg::char('n'));
    crate::kit::table::choose_game(&mut t.people[BOB], GameId::Poker);
    t.people[BOB].key(KeyCode::Enter);
    t.tell_all();
    // Carol starts hers and leaves it: it is on her list as her seat.
    let carol = &mut t.people[CAROL];
    carol.send(Msg::char('n'));
    crate::kit::table::choose_game(carol, GameId::Tictactoe);
    carol.key(KeyCode::Enter);
    carol.key(KeyCode::Enter);
    t.tell_all();
    t.people[CAROL].key(KeyCode::Esc);
    t.tell_all();
    let hosts = [(TableId(1), "alice"), (TableId(2), "bob"), (TableId(3), "carol")];
    // Carol's list as her session draws it, and as it would in Japanese.
    let dir = tempfile::tempdir().unwrap();
    let handle = TablesHandle { tables: t.tables.clone(), name: NAME.into(), from: None };
    let mut ja = Harness::builder(DataDir::at(dir.path()), 7)
        .lang(Language::Ja)
        .at_tables(handle)
        .size(80, 24)
        .build();
    ja.send(Msg::char('6'));
    for language in [Language::En, Language::Ja] {
        let h = if language == Language::Ja { &mut ja } else { &mut t.people[CAROL] };
        let (frame, faults) = h.render_checked();
        assert!(faults.is_empty(), "{language:?}: {faults:?}\n{frame}");
        let columns = host_columns(&frame, &hosts);
        assert!(columns.windows(2).all(|w| w[0] == w[1]), "{language:?}: {columns:?}\n{frame}");
        let yours = if language == Language::Ja { "あなたの席" } else { "your seat" };
        assert!(frame.contains(yours), "{language:?}:\n{frame}");
    }
}

#[test]
fn a_late_watcher_of_old_maid_reads_the_pairs_the_deal_discarded() {
    let mut t = Table::new(8, (80, 24));
    let id = t.open_table(GameId::OldMaid, &[BOB]);
    let pairs = |t: &Table| {
        t.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            let count = |g: &asobi::tables::LiveGame| {
                g.state::<asobi::games::old_maid::Game>().unwrap().discards().len()
            };
            let dealt = match &live.events_since(0).unwrap()[0] {
                asobi::tables::Event::Dealt(g) => count(g),
                other => panic!("{other:?}"),
            };
            (dealt, count(&live.game))
        })
    };
    // The table plays (people out of time too) until a draw has made a pair.
    for _ in 0..200 {
        let (dealt, now) = pairs(&t);
        if now > dealt {
            break;
        }
        t.tick_by(std::time::Duration::from_secs(31));
        t.tell_all();
    }
    let (dealt, now) = pairs(&t);
    assert!(now > dealt, "a pair made by a draw");
    t.people[CAROL].key(KeyCode::Enter);
    t.tell_all();
    let frame = t.people[CAROL].render();
    assert!(frame.contains("watching"), "{frame}");
    // The line may wrap: read it as words.
    let words = frame.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(&format!("{dealt} pairs discarded")), "{dealt}:\n{frame}");
}

#[test]
fn old_maids_wait_for_your_turn_goes_when_the_turn_comes() {
    let mut t = Table::new(9, (80, 24));
    let id = t.open_table(GameId::OldMaid, &[BOB]);
    let on_turn = |t: &Table| t.tables.read(|l| l.table(id).unwrap().live.as_ref()?.on_turn());
    // Whoever of alice and bob is not on turn presses Enter.
    let who = if on_turn(&t) == Some(ALICE) { BOB } else { ALICE };
    t.people[who].key(KeyCode::Enter);
    let frame = t.people[who].render();
    assert!(frame.contains("Wait for your turn."), "{frame}");
    for _ in 0..50 {
        if on_turn(&t) == Some(who) {
            break;
        }
        t.tick_by(std::time::Duration::from_secs(31));
        t.tell_all();
    }
    assert_eq!(on_turn(&t), Some(who));
    let frame = t.people[who].render();
    assert!(!frame.contains("Wait for your turn."), "{frame}");
}
