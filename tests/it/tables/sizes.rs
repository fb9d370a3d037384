//! A shared table's seat at every size, as the layout sweep does for the games played alone
//! (`layout/sweep.rs`): each card game at its most chairs, one person and the computers,
//! played to its end, with the quit question and the help open mid-game and the log at the
//! end; the board games with the quit question and the help at the start, then left to the
//! computer and their end seen on coming back to the chair. Each in English and Japanese. Every frame from 80×24 to 200×60 passes `Harness::render_checked` (no text cut
//! without "…", no torn box) and keeps the help entry on its key bar.

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::screens::poker::PokerTableScreen;
use asobi::screens::tables::SeatedScreen;
use asobi::tables::{Phase, TableId};
use asobi::testing::Harness;
use crossterm::event::KeyCode;

use crate::kit::table::{Table, choose_game, settle};

const SIZES: [(u16, u16); 8] =
    [(80, 24), (81, 25), (90, 28), (100, 30), (120, 40), (133, 41), (160, 50), (200, 60)];

/// What the checks read on screen, in one language.
struct Words {
    help: &'static str,
    quit_note: &'static str,
    your_seat: &'static str,
    rematch: &'static str,
}

fn words(lang: Language) -> Words {
    match lang {
        Language::Ja => Words {
            help: "?  ヘルプ",
            quit_note: "コンピューターが受け持ちます",
            your_seat: "あなたの席",
            rematch: "Enter で再戦",
        },
        _ => Words {
            help: "?  help",
            quit_note: "a computer plays your chair",
            your_seat: "your seat",
            rematch: "Enter: rematch",
        },
    }
}

/// Alice's seat at every size: whole, with the help on the key bar. Back to 100×30 after.
fn check(h: &mut Harness, lang: Language, what: &str) {
    let what = format!("{what} ({lang:?})");
    for (w, hgt) in SIZES {
        h.resize(w, hgt);
        let (text, faults) = h.render_checked();
        assert!(faults.is_empty(), "{what} at {w}×{hgt}:\n{}\n{text}", faults.join("\n"));
        let bar = text.lines().last().unwrap_or_default();
        let typing = h.app.screen().view().captures_text();
        let help = words(lang).help;
        assert!(typing || bar.contains(help), "{what} at {w}×{hgt}: no help on {bar:?}");
    }
    h.resize(100, 30);
}

/// The people at the server in `lang`; alice opens a table of `game` with the most chairs the
/// form offers and starts it alone (computers take every other chair), and its start is
/// checked. Returns the table, its id, and its name for the messages.
fn open_full_table(game: GameId, lang: Language, seed: u64) -> (Table, TableId, String) {
    let mut t = Table::named_in(seed, (100, 30), crate::kit::table::NAMES, lang);
    let alice = &mut t.people[0];
    alice.send(asobi::event::Msg::char('n'));
    choose_game(alice, game);
    alice.key(KeyCode::Down);
    for _ in 0..8 {
        alice.key(KeyCode::Right);
    }
    let form = alice.render();
    // The form's second row, in either language: ◀ game ▶, ◀ chairs ▶, ◀ level ▶.
    let chairs: usize = form
        .lines()
        .filter(|l| l.contains('◀'))
        .nth(1)
        .and_then(|l| l.split('◀').nth(1))
        .and_then(|v| v.trim().trim_end_matches('▶').trim().split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no chair count on the form:\n{form}"));
    alice.key(KeyCode::Enter);
    t.tell_all();
    t.people[0].key(KeyCode::Enter);
    t.tell_all();
    assert!(t.people[0].page::<SeatedScreen>().is_some(), "{}", t.people[0].screen_text());
    let name = format!("{game:?} at a table of {chairs}");
    check(&mut t.people[0], lang, &format!("{name}, its start"));
    let id = t.id();
    (t, id, name)
}

/// The quit question (which says the game goes on, never that it is saved) and the help,
/// each at every size; both closed after.
fn quit_question_and_help(h: &mut Harness, lang: Language, name: &str) {
    h.send(asobi::event::Msg::char('q'));
    let asked = h.render();
    assert!(asked.contains(words(lang).quit_note), "{asked}");
    assert!(!asked.contains("saved") && !asked.contains("保存"), "{asked}");
    check(h, lang, &format!("{name}, the quit question"));
    h.send(asobi::event::Msg::char('n'));
    h.send(asobi::event::Msg::char('?'));
    check(h, lang, &format!("{name}, the help"));
    h.key(KeyCode::Esc);
}

/// Alice's move when it is her turn: a bet of 5 at poker's bet field, else Enter (draw the
/// card under the cursor, play or pass, exchange nothing).
fn alice_moves(h: &mut Harness) {
    let betting = h
        .page::<SeatedScreen>()
        .and_then(|s| s.screen::<PokerTableScreen>())
        .is_some_and(PokerTableScreen::betting);
    if betting {
        for _ in 0..4 {
            h.key(KeyCode::Backspace);
        }
        h.type_text("5");
    }
    h.key(KeyCode::Enter);
}

fn sweep(game: GameId) {
    for lang in [Language::En, Language::Ja] {
        sweep_in(game, lang);
    }
}

fn sweep_in(game: GameId, lang: Language) {
    let (mut t, id, name) = open_full_table(game, lang, 23);
    for step in 0..3000 {
        let (phase, on) = t.tables.read(|l| {
            let table = l.table(id).unwrap();
            (table.phase, table.live.as_ref().unwrap().on_turn())
        });
        if phase == Phase::Finished {
            let h = &mut t.people[0];
            check(h, lang, &format!("{name}, its end"));
            h.send(asobi::event::Msg::char('L'));
            check(h, lang, &format!("{name}, the log at its end"));
            return;
        }
        if step == 12 {
            let h = &mut t.people[0];
            quit_question_and_help(h, lang, &name);
            settle(h);
        }
        match on {
            Some(0) => alice_moves(&mut t.people[0]),
            _ => t.tick(),
        }
        t.tell_all();
    }
    panic!("{name}: the game never ended:\n{}", t.people[0].render());
}

#[test]
fn old_maid_at_a_full_table_fits_every_size() {
    sweep(GameId::OldMaid);
}

#[test]
fn killer_sevens_at_a_full_table_fits_every_size() {
    sweep(GameId::Sevens);
}

#[test]
fn poker_at_a_full_table_fits_every_size() {
    sweep(GameId::Poker);
}

/// A board game at a table: alice checks its start, its quit question and its help, leaves
/// (Esc: a computer plays her chair), and comes back from Tables to its end.
fn sweep_left_to_the_computer(game: GameId) {
    for lang in [Language::En, Language::Ja] {
        left_to_the_computer_in(game, lang);
    }
}

fn left_to_the_computer_in(game: GameId, lang: Language) {
    let (mut t, id, name) = open_full_table(game, lang, 29);
    let w = words(lang);
    let h = &mut t.people[0];
    quit_question_and_help(h, lang, &name);
    h.key(KeyCode::Esc);
    t.tell_all();
    assert!(t.people[0].page::<SeatedScreen>().is_none(), "{}", t.people[0].render());
    for _ in 0..200 {
        if t.tables.read(|l| l.table(id).unwrap().phase) == Phase::Finished {
            break;
        }
        t.tick();
        t.tell_all();
    }
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Finished, "{name}");
    let h = &mut t.people[0];
    let list = h.render();
    assert!(list.contains(w.your_seat), "{list}");
    h.key(KeyCode::Enter);
    settle(h);
    assert!(h.page::<SeatedScreen>().is_some(), "back in the chair:\n{}", h.render());
    let end = h.render();
    assert!(end.contains(w.rematch), "{name}: not its end:\n{end}");
    check(h, lang, &format!("{name}, its end"));
}

#[test]
fn othello_at_a_table_fits_every_size() {
    sweep_left_to_the_computer(GameId::Othello);
}

#[test]
fn tictactoe_at_a_table_fits_every_size() {
    sweep_left_to_the_computer(GameId::Tictactoe);
}
