//! Killer Sevens at a shared table, in process (as `old_maid/table.rs` does for Old Maid): three
//! people and a computer play whole games through their screens to the results and a
//! rematch; someone watches a game and cannot move in it; and the property that no frame drawn
//! for a chair shows a card face that chair has not legitimately seen, nor a watcher's frame
//! any card still in a hand.

use std::collections::HashSet;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::Level;
use asobi::games::cards::Card;
use asobi::games::random::GameRng;
use asobi::games::sevens::table::SevensTable;
use asobi::games::sevens::{self, layout};
use asobi::screens::View;
use asobi::screens::sevens::SevensScreen;
use asobi::screens::tables::{SeatedScreen, TableMode, Viewer};
use asobi::tables::live::TableEvent;
use asobi::tables::{Event, Phase, TableId};
use asobi::testing::{Direct, DirectScreen, Harness};
use crossterm::event::KeyCode;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

use crate::kit::table::{NAMES, Table, faces};
use crate::tables::screens::masked;

mod chaos;

/// The Sevens screen in a person's chair.
fn seat(h: &Harness) -> &SevensScreen {
    let seated = h.page::<SeatedScreen>().expect("seated at the table");
    seated.screen::<SevensScreen>().expect("a Killer Sevens table")
}

/// The table's game as it stands, and its level.
fn live(t: &Table, id: TableId) -> (sevens::Game, Level) {
    t.tables.read(|l| {
        let live = &l.table(id).unwrap().live.as_ref().unwrap().game;
        match live.state::<SevensTable>() {
            Some(SevensTable { game, level }) => (game.clone(), *level),
            None => panic!("not a Sevens table: {live:?}"),
        }
    })
}

/// The table's events from number `from` on, and the number of the next.
fn events_since(t: &Table, id: TableId, from: u64) -> (Vec<Event>, u64) {
    t.tables.read(|l| {
        let live = l.table(id).unwrap().live.as_ref().unwrap();
        (live.events_since(from).expect("read every step").to_vec(), live.next_seq())
    })
}

/// Each chair's own cards through the game so far (the only hand cards it may ever see).
struct Held {
    own: Vec<HashSet<Card>>,
    seq: u64,
}

impl Held {
    fn new() -> Held {
        Held { own: vec![HashSet::new(); 4], seq: 0 }
    }

    fn update(&mut self, t: &Table, id: TableId) {
        let (events, next) = events_since(t, id, self.seq);
        self.seq = next;
        for event in events {
            let game = match event.of::<SevensTable>() {
                Some(TableEvent::Dealt(t) | TableEvent::Played { after: t, .. }) => t.game,
                None => panic!("not a Sevens event: {event:?}"),
            };
            for (chair, own) in self.own.iter_mut().enumerate() {
                own.extend(game.hand(chair));
            }
        }
    }
}

/// The faces on the table for everyone: played and dead cells.
fn public(game: &sevens::Game) -> HashSet<String> {
    let t = game.table();
    layout::cards(t.played() | t.dead()).map(|c| c.unicode_label()).collect()
}

/// What `chair`'s frame may show: its own cards, the table's, and (on its turn, with `card`
/// selected) the cells its kill preview and its warning of what the play leaves open name.
/// Those are EMPTY cells named from the chair's own view (the table and its own hand); they
/// say nothing of who holds them.
fn allowed(
    game: &sevens::Game,
    chair: usize,
    own: &HashSet<Card>,
    card: Option<Card>,
) -> HashSet<String> {
    let mut ok = public(game);
    ok.extend(own.iter().map(|c| c.unicode_label()));
    if let Some(card) = card {
        ok.extend(game.kill_preview(card).iter().map(|(c, _)| c.unicode_label()));
        ok.extend(game.exposure(chair, card).iter().map(|e| e.their_play.unicode_label()));
    }
    ok
}

/// A watcher's screen beside the table (turned to the first chair), fed the table's events as
/// a session's would be.
struct Watcher {
    h: DirectScreen<SevensScreen>,
    seq: u64,
}

impl Watcher {
    fn new(t: &Table, id: TableId) -> Watcher {
        let (game, level) = live(t, id);
        let mut h = Direct::new(0)
            .open(80, 24, |ctx| SevensScreen::at_table(&game, level, Viewer::Watcher, ctx));
        let names: Vec<String> =
            NAMES.iter().map(|n| n.to_string()).chain(["CPU 4".to_string()]).collect();
        h.screen.set_names(&names);
        let seq = t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
        Watcher { h, seq }
    }

    /// Shows every event since the last call, to the end of its animation.
    fn follow(&mut self, t: &Table, id: TableId) {
        let (events, next) = events_since(t, id, self.seq);
        self.seq = next;
        for event in events {
            self.h.with_ctx(|s, ctx| s.table_event(event, ctx));
        }
        self.h.settle(2000);
        assert!(!self.h.screen.animating(), "the watcher's screen settles");
    }

    /// Draws a frame and checks it shows no card still in a hand.
    fn frame(&mut self, game: &sevens::Game) -> String {
        let frame = self.h.render();
        let shown = public(game);
        for face in faces(&frame) {
            assert!(shown.contains(&face), "the watcher sees {face}, in a hand:\n{frame}");
        }
        // Nor a cell lit as playable (`+`), which would tell the first chair's cards.
        for row in frame.lines().skip(2).take(4) {
            assert!(!row.contains('+'), "the watcher sees playable cells:\n{frame}");
        }
        frame
    }
}

/// Plays the table's game to its end: on their turn people pass now and then (when they may)
/// or play a card after a few Tabs, and the clock plays the computer. After every step each
/// frame is checked. Returns the number of steps.
fn play_to_the_end(t: &mut Table, seed: u64, mut watcher: Option<&mut Watcher>) -> usize {
    let mut rng = GameRng::seed_from_u64(seed);
    let id = t.id();
    let mut held = Held::new();
    let mut steps = 0;
    loop {
        held.update(t, id);
        let (game, _) = live(t, id);
        for (chair, h) in t.people.iter_mut().enumerate() {
            let frame = h.render();
            let screen = seat(h);
            let card = screen.is_human_turn().then(|| screen.selected()).flatten();
            let ok = allowed(&game, chair, &held.own[chair], card);
            for face in faces(&frame) {
                assert!(ok.contains(&face), "{} sees {face}, not theirs:\n{frame}", NAMES[chair]);
            }
        }
        if let Some(w) = watcher.as_deref_mut() {
            w.follow(t, id);
            w.frame(&game);
        }
        let (phase, on) = t.tables.read(|l| {
            let table = l.table(id).unwrap();
            (table.phase, table.live.as_ref().unwrap().on_turn())
        });
        if phase == Phase::Finished {
            return steps;
        }
        match on {
            Some(chair) if chair < 3 => {
                let before =
                    t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
                let h = &mut t.people[chair];
                assert!(seat(h).is_human_turn(), "{}", h.render());
                if !game.can_play(chair) || rng.random_ratio(1, 6) {
                    h.send(Msg::char('p'));
                }
                // A pass refused (no pass left while able to play) leaves the turn: play.
                if seat(h).is_human_turn() {
                    for _ in 0..rng.random_range(0..3) {
                        h.key(KeyCode::Tab);
                    }
                    h.key(KeyCode::Enter);
                }
                let after =
                    t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
                assert_eq!(after, before + 1, "the move reached the table:\n{}", h.render());
            }
            _ => {
                t.tick();
            }
        }
        t.tell_all();
        steps += 1;
        assert!(steps < 500, "the game never ended");
    }
}

#[test]
fn three_people_and_a_computer_play_killer_sevens_to_the_end_and_a_rematch() {
    let mut t = Table::new(7, (100, 30));
    t.seat_everyone_at(GameId::Sevens);
    let id = t.id();
    let bob = t.people[1].render();
    assert!(bob.contains("Killer Sevens · 4 players · Table #1"), "{bob}");
    assert!(bob.contains("bob (you)") && bob.contains("alice") && bob.contains("CPU 4"), "{bob}");
    // Each screen holds the table's game turned to its own chair.
    let (game, level) = live(&t, id);
    assert_eq!(level, Level::Normal, "the form's computers");
    for chair in 0..3 {
        assert_eq!(seat(&t.people[chair]).game(), &game.rotated(chair));
    }
    play_to_the_end(&mut t, 7, None);
    let (game, _) = live(&t, id);
    for (chair, h) in t.people.iter_mut().enumerate() {
        let screen = h.render();
        assert!(screen.contains("Ranking") && screen.contains("Enter: rematch"), "{screen}");
        // Each person's own statistics hold the game, at the place the table ranked them.
        let place = game.place_of(chair);
        let record = h.app.stats().total(GameId::Sevens);
        assert_eq!(record.played, 1, "{}", NAMES[chair]);
        assert_eq!(record.places.get(place - 1), Some(&1), "{}: {record:?}", NAMES[chair]);
        assert_eq!(seat(h).game(), &game.rotated(chair));
    }
    // A rematch once everyone asks; until then Enter says it was asked.
    for i in 0..3 {
        t.people[i].key(KeyCode::Enter);
        t.tell_all();
        if i < 2 {
            assert!(t.people[i].render().contains("Rematch asked"), "{}", t.people[i].render());
            assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Finished);
        }
    }
    assert_eq!(t.tables.read(|l| l.table(id).unwrap().phase), Phase::Playing);
    let (again, _) = live(&t, id);
    assert_eq!(again.turns(), 0);
    let carol = seat(&t.people[2]);
    // A new deal: its log holds the deal's line (who laid the 7s) and no turn yet.
    assert!(carol.in_progress());
    assert_eq!(carol.events().len(), 1, "{:?}", carol.events());
    assert!(carol.events()[0].starts_with("The 7s went on the table"), "{:?}", carol.events());
    assert_eq!(carol.game(), &again.rotated(2));
}

#[test]
fn a_refused_move_says_why_and_asks_nothing() {
    let mut t = Table::new(4, (100, 30));
    t.seat_everyone_at(GameId::Sevens);
    let id = t.id();
    // Wait for a person's turn (the computer's are played by the clock).
    for _ in 0..10 {
        match t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().on_turn()) {
            Some(c) if c < 3 => break,
            _ => t.tick(),
        };
        t.tell_all();
    }
    let (game, _) = live(&t, id);
    let on = game.current_player().unwrap();
    assert!(on < 3);
    let seq = |t: &Table| t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().next_seq());
    let before = seq(&t);
    // Someone else moving out of turn is told to wait.
    let other = (on + 1) % 3;
    t.people[other].key(KeyCode::Enter);
    assert!(t.people[other].render().contains("Wait for your turn."));
    // The player on turn on a card that cannot be played yet is told why.
    let stuck = game.hand(on).into_iter().find(|c| !game.playable_cards(on).contains(c));
    let stuck = stuck.expect("early on, a hand holds cards that cannot be played yet");
    let h = &mut t.people[on];
    for _ in 0..20 {
        if seat(h).selected() == Some(stuck) {
            break;
        }
        h.key(KeyCode::Right);
    }
    assert_eq!(seat(h).selected(), Some(stuck));
    h.key(KeyCode::Enter);
    let text = h.render();
    assert!(text.contains("cannot be played: its cell must touch"), "{text}");
    assert!(seat(h).is_human_turn(), "still their turn");
    assert_eq!(seq(&t), before, "nothing reached the table");
}

#[test]
fn a_watcher_sees_the_game_go_on_without_hands_and_cannot_move() {
    let mut t = Table::new(9, (80, 24));
    t.seat_everyone_at(GameId::Sevens);
    let id = t.id();
    let mut w = Watcher::new(&t, id);
    let (game, _) = live(&t, id);
    let first = w.frame(&game);
    assert!(first.contains("You are watching") && !first.contains("(you)"), "{first}");
    assert!(first.contains("alice") && first.contains("CPU 4"), "{first}");
    // Keys and clicks ask the table for nothing.
    for key in [KeyCode::Enter, KeyCode::Tab, KeyCode::Left, KeyCode::Char('p')] {
        w.h.key(key);
    }
    w.h.click(40, 5).click(40, 5).click(10, 20).click(10, 20);
    assert!(w.h.screen.take_asks().is_empty());
    let played_before = w.h.screen.events().len();
    play_to_the_end(&mut t, 9, Some(&mut w));
    w.follow(&t, id);
    let (game, _) = live(&t, id);
    assert!(w.h.screen.events().len() > played_before + 10, "the watcher saw the game go on");
    let last = w.frame(&game);
    let winner = NAMES.get(game.ranking()[0].seat).copied().unwrap_or("CPU 4");
    assert!(last.contains(&format!("{winner} wins.")) && last.contains("Ranking"), "{last}");
    w.h.key(KeyCode::Enter);
    assert!(w.h.screen.take_asks().is_empty(), "a watcher asks for no rematch");
    assert_eq!(
        w.h.direct.stats.total(GameId::Sevens).played,
        0,
        "nothing is recorded for a watcher"
    );
    // Esc leaves.
    w.h.key(KeyCode::Esc);
    assert!(matches!(w.h.last, Some(asobi::screens::Transition::Back)));
}

#[test]
fn snapshot_a_sevens_seat_and_its_results_at_80x24() {
    let mut t = Table::new(21, (80, 24));
    t.seat_everyone_at(GameId::Sevens);
    let id = t.id();
    // A few moves in, whoever's turn it is.
    for _ in 0..6 {
        match t.tables.read(|l| l.table(id).unwrap().live.as_ref().unwrap().on_turn()) {
            Some(c) if c < 3 => {
                t.people[c].key(KeyCode::Enter);
            }
            _ => {
                t.tick();
            }
        }
        t.tell_all();
    }
    insta::assert_snapshot!("tables_sevens_seat_bob", masked(t.people[1].render()));
    // Bob's table screen in Japanese (the session's app would speak English again at its
    // next frame, so the screen is drawn here by itself, without the seat's header).
    let (game, level) = live(&t, id);
    asobi::i18n::apply(asobi::i18n::Language::Ja);
    let mut ja = Direct::new(0)
        .open(80, 24, |ctx| SevensScreen::at_table(&game, level, Viewer::Chair(1), ctx));
    ja.screen.set_names(&["bob", "carol", "CPU 4", "alice"].map(String::from));
    let text = ja.render();
    asobi::i18n::apply(asobi::i18n::Language::En);
    assert!(text.contains("bob（あなた）") && text.contains("あなたの手札"), "{text}");
    insta::assert_snapshot!("tables_sevens_seat_bob_ja", text);
    play_to_the_end(&mut t, 21, None);
    insta::assert_snapshot!("tables_sevens_results_carol", masked(t.people[2].render()));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Over seeded games at the smallest terminal, no chair's frame ever shows a card face it
    /// has not legitimately seen, and a watcher's frames no card in any hand.
    #[test]
    fn no_chair_ever_sees_another_chairs_sevens_cards(seed in any::<u64>()) {
        let mut t = Table::new(seed, (80, 24));
        t.seat_everyone_at(GameId::Sevens);
        let id = t.id();
        let mut w = Watcher::new(&t, id);
        play_to_the_end(&mut t, seed, Some(&mut w));
    }
}
