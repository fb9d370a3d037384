//! Poker at a shared table, in process: three people and a computer, each hand against the
//! one dealer, driven through their screens (the Tables screens, the bet field, the marks) to
//! the results and a rematch; a watcher beside them. The property, as for Old Maid in
//! `old_maid/table.rs`: no frame drawn for a chair shows a card face that chair has not legitimately
//! seen (its own hands, and at each showdown every hand in it and the dealer's), and a
//! watcher's frames show only the cards turned up at a showdown.

use std::collections::HashSet;
use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::poker::several_hands::{Game, ROUNDS};
use asobi::games::poker::table::PokerMove;
use asobi::games::random::GameRng;
use asobi::screens::View;
use asobi::screens::poker::PokerTableScreen;
use asobi::screens::tables::{SeatedScreen, TableMode};
use asobi::tables::Phase;
use asobi::tables::live::TableEvent;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

use crate::kit::table::{Table, faces};
use crate::tables::screens::masked;

mod out;
mod points;
mod watcher;
use watcher::Watcher;

const NAMES: [&str; 3] = ["alice", "bob", "carol"];

/// The table's game as it is.
fn table_game(t: &Table) -> Game {
    let id = t.id();
    t.tables.read(|l| {
        let game = &l.table(id).unwrap().live.as_ref().unwrap().game;
        game.state::<Game>().unwrap_or_else(|| panic!("not a poker table: {game:?}")).clone()
    })
}

/// A person's poker screen at their chair.
fn seat(h: &Harness) -> &PokerTableScreen {
    let seated = h.page::<SeatedScreen>().expect("seated");
    seated.screen::<PokerTableScreen>().expect("a poker table")
}

/// The cards each chair has legitimately seen this round (its hand, before and after its
/// exchange), and those the showdown turned up for everyone (until the next deal).
struct Seen {
    chairs: Vec<HashSet<Card>>,
    shown: HashSet<Card>,
    to: u64,
}

impl Seen {
    fn new() -> Seen {
        Seen { chairs: vec![HashSet::new(); 4], shown: HashSet::new(), to: 0 }
    }

    /// Adds what the table's events since the last call let each chair see.
    fn update(&mut self, t: &Table) {
        let id = t.id();
        let (events, next) = t.tables.read(|l| {
            let live = l.table(id).unwrap().live.as_ref().unwrap();
            (live.events_since(self.to).expect("called every step").to_vec(), live.next_seq())
        });
        self.to = next;
        for event in events {
            let (what, game) = match event.of::<Game>() {
                Some(TableEvent::Dealt(g)) => (None, g),
                Some(TableEvent::Played { what, after }) => (Some(what), after),
                None => panic!("not a poker event: {event:?}"),
            };
            // Every round is dealt from a fresh deck: what was seen before goes, so a card
            // seen in an earlier round gives no licence to show it now.
            if matches!(what, None | Some(PokerMove::Dealt)) {
                self.shown.clear();
                self.chairs.iter_mut().for_each(HashSet::clear);
            }
            for (chair, seen) in self.chairs.iter_mut().enumerate() {
                seen.extend(game.hand(chair).cards.iter().copied());
            }
            if what == Some(PokerMove::ShownDown) {
                let sd = game.showdown().expect("a showdown");
                let hands = (0..game.chairs()).filter(|&c| sd.chairs[c].is_some());
                self.shown.extend(hands.flat_map(|c| game.hand(c).cards.clone()));
                self.shown.extend(game.dealer_hand().unwrap());
            }
        }
        for seen in &mut self.chairs {
            seen.extend(self.shown.iter().copied());
        }
    }
}

/// Every face in `frame` is one of `known`.
fn only_known(frame: &str, known: &HashSet<Card>, who: &str) {
    for face in faces(frame) {
        let ok = known.iter().any(|c| c.unicode_label() == face);
        assert!(ok, "{who} sees {face}, never shown to them:\n{frame}");
    }
}

/// Plays the table's game to its end: people bet and mark cards at random through their
/// screens, the clock plays the computer. After every step each session draws its frame (and
/// the watcher, if any, follows and draws its own) and the property is checked.
fn play_to_the_end(t: &mut Table, seed: u64, mut watcher: Option<&mut Watcher>) -> Seen {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut seen = Seen::new();
    let mut last_bets = std::collections::HashMap::new();
    let id = t.id();
    for steps in 0.. {
        assert!(steps < 500, "the game never ended");
        seen.update(t);
        for (chair, h) in t.people.iter_mut().enumerate() {
            only_known(&h.render(), &seen.chairs[chair], NAMES[chair]);
        }
        if let Some(w) = watcher.as_deref_mut() {
            w.follow(t);
            only_known(&w.render(), &seen.shown, "the watcher");
        }
        let (phase, on) = t.tables.read(|l| {
            let table = l.table(id).unwrap();
            (table.phase, table.live.as_ref().unwrap().on_turn())
        });
        if phase == Phase::Finished {
            return seen;
        }
        match on {
            Some(chair) if chair < 3 => {
                let h = &mut t.people[chair];
                let s = seat(h);
                if s.betting() {
                    let points = s.view().hand(chair).points;
                    // As locally, the field holds one's last bet while the points cover it.
                    if let Some(&last) = last_bets.get(&chair).filter(|&&b| b <= points) {
                        let frame = h.render();
                        assert!(frame.contains(&format!("Your bet: {last}")), "{frame}");
                    }
                    for _ in 0..10 {
                        h.key(KeyCode::Backspace);
                    }
                    let bet = rng.random_range(1..=points.min(30));
                    last_bets.insert(chair, bet);
                    h.type_text(&bet.to_string());
                } else {
                    assert!(s.exchanging(), "{} is on turn:\n{}", NAMES[chair], h.render());
                    for _ in 0..rng.random_range(0..4) {
                        h.send(Msg::char(char::from(b'1' + rng.random_range(0..5u8))));
                    }
                }
                h.key(KeyCode::Enter);
            }
            _ => {
                t.tick();
            }
        }
        seen.update(t);
        tell_all_checking(t, &seen);
    }
    unreachable!()
}

/// Every session hears of the change and shows it to its end, each frame on the way checked
/// (the deal going out, the dealer's cards leaving, arriving and turning over).
fn tell_all_checking(t: &mut Table, seen: &Seen) {
    for (chair, h) in t.people.iter_mut().enumerate() {
        h.send(Msg::TableChanged);
        for _ in 0..2000 {
            only_known(&h.render(), &seen.chairs[chair], NAMES[chair]);
            if !h.page::<SeatedScreen>().is_some_and(|s| s.game_animating()) {
                break;
            }
            h.send(Msg::Tick(Duration::from_millis(100)));
        }
    }
}

#[test]
fn three_people_and_a_computer_play_poker_to_the_end_and_a_rematch() {
    let mut t = Table::new(17, (100, 30));
    t.seat_everyone_at(GameId::Poker);
    let first = t.people[1].render();
    assert!(first.contains("Table #1") && first.contains("Poker"), "{first}");
    assert!(first.contains("alice is betting.") && first.contains("CPU 4"), "{first}");
    assert!(t.people[0].render().contains("Bet 1 to 100 points, then press Enter."));
    let mut watcher = Watcher::new(&t);
    play_to_the_end(&mut t, 17, Some(&mut watcher));
    let game = table_game(&t);
    assert!(game.is_over());
    for (chair, h) in t.people.iter_mut().enumerate() {
        let screen = h.render();
        assert!(screen.contains("Results") && screen.contains("Enter: rematch"), "{screen}");
        let place = game.ranking().iter().position(|&c| c == chair).unwrap() + 1;
        assert!(screen.contains(&format!("Final: place {place} of 4")), "{screen}");
        // Each showdown the person played is a poker result in their own statistics.
        let r = game.hand(chair).record;
        let stats = h.app.stats().total(GameId::Poker);
        assert_eq!((stats.won, stats.lost, stats.drawn), (r.wins, r.losses, r.pushes));
        assert_eq!(stats.played, r.wins + r.losses + r.pushes, "{}", NAMES[chair]);
        assert!(stats.played >= 1 && stats.played <= ROUNDS);
    }
    // The watcher saw it all and asked nothing; its screen shows the results too.
    assert!(watcher.screen.is_over() && watcher.screen.take_asks().is_empty());
    // A rematch once everyone asks.
    for i in 0..3 {
        t.people[i].key(KeyCode::Enter);
        t.tell_all();
        if i < 2 {
            assert!(t.people[i].render().contains("Rematch asked"));
        }
    }
    let id = t.id();
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Playing);
    let again = seat(&t.people[2]);
    assert!(again.in_progress() && again.view().round == 1);
    assert!(again.view().hands.iter().all(|h| h.points == 100 && h.cards.is_empty()));
}

#[test]
fn a_bad_bet_is_refused_with_the_local_message_and_the_table_waits() {
    let mut t = Table::new(2, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    let alice = &mut t.people[0];
    alice.type_text("500");
    alice.key(KeyCode::Enter);
    let screen = alice.render();
    assert!(screen.contains("You bet 500 but have only 100 points."), "{screen}");
    alice.key(KeyCode::Backspace).key(KeyCode::Backspace).type_text("x");
    // The local game's words (cut at the table's edge, as in the local game).
    assert!(alice.render().contains("digits go in the bet ('x' refused)"), "{}", alice.render());
    assert_eq!(table_game(&t).hand(0).bet, 0, "nothing reached the table");
    // Bob's keys on Alice's turn ask nothing.
    t.people[1].type_text("5").key(KeyCode::Enter);
    assert!(t.people[1].render().contains("Not your turn yet"), "{}", t.people[1].render());
    assert_eq!(table_game(&t).on_turn(), Some(0));
    // Once Alice bets, it is Bob's turn, and his screen says so.
    t.people[0].key(KeyCode::Backspace).key(KeyCode::Backspace).type_text("7");
    t.people[0].key(KeyCode::Enter);
    t.tell_all();
    assert_eq!(table_game(&t).hand(0).bet, 7);
    let bob = t.people[1].render();
    assert!(
        bob.contains("Bet 1 to 100 points, then press Enter.")
            && bob.contains("alice bet 7 points"),
        "{bob}"
    );
    // `L` opens the whole log over the table, as at the other card tables (the bet field
    // takes digits only, so L is never typed into it); Esc closes it and Bob stays seated.
    let bob = &mut t.people[1];
    bob.send(Msg::char('L'));
    let log = bob.render();
    assert!(log.contains("Game log · 1 event") && log.contains("alice bet 7 points"), "{log}");
    bob.key(KeyCode::Esc);
    assert!(!bob.render().contains("Game log"), "{}", bob.render());
    assert!(bob.page::<SeatedScreen>().is_some(), "Esc closed the log, not the seat");
    assert_eq!(table_game(&t).hand(1).bet, 0, "the log asked nothing of the table");
}

#[test]
fn a_watcher_sees_the_game_go_on_and_cannot_move() {
    let mut t = Table::new(8, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    let mut w = Watcher::new(&t);
    for (who, keys) in [(0, "7"), (1, "8"), (2, "9")] {
        t.people[who].type_text(keys).key(KeyCode::Enter);
        t.tell_all();
    }
    // The computer bets; the deal follows.
    t.tick();
    t.tell_all();
    w.follow(&t);
    let frame = w.render();
    assert!(frame.contains("bet 7") && frame.contains("bet 9"), "{frame}");
    assert!(frame.contains("alice is exchanging."), "{frame}");
    assert!(faces(&frame).is_empty(), "a watcher sees backs only:\n{frame}");
    // Alice's exchange holds the watcher's screen a moment, as the dealer's steps do.
    t.people[0].type_text("12").key(KeyCode::Enter);
    t.tell_all();
    w.feed(&t);
    assert!(w.screen.animating());
    let frame = w.render();
    let told = frame.contains("alice changed 2 cards\n");
    assert!(told && frame.contains("bet 7 · changed 2 cards"), "{frame}");
    w.follow(&t);
    assert!(w.render().contains("bob is exchanging."));
    // Keys ask the table nothing; Esc leaves.
    for key in [KeyCode::Enter, KeyCode::Char('1'), KeyCode::Char(' '), KeyCode::Right] {
        w.screen.update(&Msg::Key(key.into()), &mut w.env.ctx());
    }
    assert!(w.screen.take_asks().is_empty());
    let back = w.screen.update(&Msg::Key(KeyCode::Esc.into()), &mut w.env.ctx());
    assert!(matches!(back, asobi::screens::Transition::Back));
}

#[test]
fn snapshot_a_poker_seat_and_its_results_at_80x24() {
    let mut t = Table::new(21, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    for (who, keys) in [(0, "10"), (1, "20")] {
        t.people[who].type_text(keys).key(KeyCode::Enter);
        t.tell_all();
    }
    insta::assert_snapshot!("tables_poker_bob_bet", masked(t.people[1].render()));
    t.people[2].type_text("5").key(KeyCode::Enter);
    t.tell_all();
    t.tick();
    t.tell_all();
    t.people[0].send(Msg::char('1')).send(Msg::char('3'));
    insta::assert_snapshot!("tables_poker_alice_exchange", masked(t.people[0].render()));
    play_to_the_end(&mut t, 21, None);
    insta::assert_snapshot!("tables_poker_bob_results", masked(t.people[1].render()));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Over seeded games at the smallest terminal, no chair's frame ever shows a card it has
    /// not seen, and the watcher's only what a showdown turned up.
    #[test]
    fn no_chair_ever_sees_a_card_it_was_not_shown(seed in any::<u64>()) {
        let mut t = Table::new(seed, (80, 24));
        t.seat_everyone_at(GameId::Poker);
        let mut watcher = Watcher::new(&t);
        play_to_the_end(&mut t, seed, Some(&mut watcher));
    }
}

#[test]
fn a_watchers_frame_in_japanese() {
    let mut t = Table::new(8, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    let mut w = Watcher::new(&t);
    play_to_the_end(&mut t, 8, Some(&mut w));
    asobi::i18n::apply(asobi::i18n::Language::Ja);
    let frame = w.render();
    asobi::i18n::apply(asobi::i18n::Language::En);
    assert!(frame.contains("結果") && frame.contains("ゲーム終了"), "{frame}");
    insta::assert_snapshot!("tables_poker_watcher_results_ja", frame);
}

#[test]
fn the_help_at_a_table_tells_the_tables_rules_and_keys() {
    let mut t = Table::new(2, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    let alice = &mut t.people[0];
    alice.send(Msg::char('?'));
    let mut help = alice.render();
    // (The rules fill more than two pages at 80×24: a third one ends them.)
    for _ in 0..2 {
        alice.key(KeyCode::PageDown);
        help.push_str(&alice.render());
    }
    assert!(help.contains("At a shared table") && help.contains("five rounds"), "{help}");
    assert!(help.contains("Enter    bet") && help.contains("leave the table"), "{help}");
}

#[test]
fn a_person_who_leaves_is_played_by_the_computers_rule() {
    let mut t = Table::new(3, (80, 24));
    t.seat_everyone_at(GameId::Poker);
    // Esc at the bet field leaves the table, as it leaves the local game.
    t.people[1].key(KeyCode::Esc);
    t.tell_all();
    assert!(t.people[0].render().contains("bob (away)"), "{}", t.people[0].render());
    t.people[0].type_text("5").key(KeyCode::Enter);
    t.tell_all();
    assert_eq!(table_game(&t).on_turn(), Some(1));
    t.tick();
    t.tell_all();
    let game = table_game(&t);
    assert!((1..=10).contains(&game.hand(1).bet), "a tenth of his points at most");
    assert_eq!(game.on_turn(), Some(2));
    assert!(t.people[2].render().contains("bob (away) bet"), "{}", t.people[2].render());
}
