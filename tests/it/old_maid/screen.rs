//! Old Maid on screen: the table at 100x30 (snapshots, also in ASCII and with a card crossing
//! the table), drawing by keys and by mouse, shuffling and sorting, refusals during computer
//! turns, instant animation and the statistics. The moments of a draw are in
//! `moments.rs`.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::old_maid::{Game, HUMAN, sort_key};
use asobi::screens::Screen;
use asobi::screens::old_maid::{OldMaidScreen, Phase, table_layout};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::widgets::hand::HandLayout;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

fn game(h: &Harness) -> Game {
    h.old_maid().game().clone()
}

/// A harness on the Old Maid screen with `settings` (TOML) in its data directory.
fn harness_with(seed: u64, settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    (Harness::builder(DataDir::at(dir.path()), seed).game(GameId::OldMaid).build(), dir)
}

fn harness() -> (Harness, tempfile::TempDir) {
    harness_with(3, "")
}

fn tick(h: &mut Harness) {
    h.send(Msg::Tick(Duration::from_millis(50)));
}

/// Ticks until `pred` holds for the screen (at most `limit` ticks).
fn tick_until(h: &mut Harness, limit: usize, pred: impl Fn(&OldMaidScreen) -> bool) {
    for _ in 0..limit {
        if pred(h.old_maid()) {
            return;
        }
        tick(h);
    }
    assert!(pred(h.old_maid()), "condition not reached in {limit} ticks");
}

/// Plays to the end: Enter on each of the human's turns, ticking through the rest.
fn play_out(h: &mut Harness) {
    for _ in 0..20_000 {
        match h.old_maid().phase() {
            Phase::Over => return,
            Phase::Human => {
                h.key(KeyCode::Enter);
            }
            _ => tick(h),
        }
    }
    panic!("the game did not end");
}

/// The cards conserved: every one of the 53 in exactly one hand or on the pile.
fn assert_conserved(g: &Game) {
    let mut all: Vec<Card> = (0..g.players()).flat_map(|s| g.hand(s).to_vec()).collect();
    all.extend(g.discards().iter().flat_map(|d| d.cards));
    all.sort_by_key(|c| c.index());
    assert_eq!(all, (0..53).filter_map(Card::from_index).collect::<Vec<_>>());
}

#[test]
fn snapshot_table_on_your_turn() {
    let (mut h, _dir) = harness();
    assert_eq!(h.old_maid().phase(), &Phase::Human);
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_computer_draw_mid_animation() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Enter);
    // Through your draw's flash, then the next computer's pointer to the card it takes.
    tick_until(&mut h, 200, |s| {
        matches!(s.phase(), Phase::Take { .. }) && s.game().current_drawer() != Some(HUMAN)
    });
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_results_panel() {
    let (mut h, _dir) = harness_with(3, "animation = \"instant\"\n");
    play_out(&mut h);
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_ascii_table() {
    // `card_style_auto` would pick the style from the terminal and override the setting.
    let (mut h, _dir) = harness_with(3, "card_style = \"ascii\"\ncard_style_auto = false\n");
    let text = h.render();
    assert!(text.contains("+---+") && text.contains("|###|"), "{text}");
    assert!(!text.contains('┌') && !text.contains('♠') && !text.contains('░'), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn snapshot_card_in_transit() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Enter);
    tick_until(&mut h, 200, |s| matches!(s.phase(), Phase::Transit { .. }));
    insta::assert_snapshot!(h.render());
}

#[test]
fn arrows_and_enter_draw_the_selected_card() {
    let (mut h, _dir) = harness();
    let g = game(&h);
    let victim = g.victim().unwrap();
    let len = g.hand(victim).len();
    let start = h.old_maid().cursor();
    h.key(KeyCode::Right).key(KeyCode::Right).key(KeyCode::Left);
    let pick = (start + 1) % len;
    assert_eq!(h.old_maid().cursor(), pick);
    h.key(KeyCode::Left).key(KeyCode::Left);
    assert_eq!(h.old_maid().cursor(), (pick + len - 2) % len, "the pointer wraps");
    let pick = h.old_maid().cursor();
    let card = g.hand(victim)[pick];
    h.key(KeyCode::Enter);
    let after = game(&h);
    assert_eq!(after.hand(victim).len(), len - 1);
    assert!(!after.hand(victim).contains(&card));
    let mine = g.hand(HUMAN).len();
    if after.hand(HUMAN).contains(&card) {
        assert_eq!(after.hand(HUMAN).len(), mine + 1);
        assert_eq!(after.hand(HUMAN).last(), Some(&card), "a lone card joins at the end");
    } else {
        assert_eq!(after.hand(HUMAN).len(), mine - 1, "it made a pair");
        assert!(after.discards().last().unwrap().cards.contains(&card));
    }
    let label = asobi::widgets::card::card_label(card);
    let log = h.old_maid().log();
    assert!(log.contains(&label), "{log}");
    assert!(h.render().contains(&label));
}

#[test]
fn a_click_on_a_victim_card_draws_that_card() {
    let (mut h, _dir) = harness();
    h.render();
    let g = game(&h);
    let victim = g.victim().unwrap();
    let table = table_layout(Rect::new(0, 0, 100, 29), g.players());
    let seat = &table.seats[victim];
    let show = h.old_maid().seat_show(victim);
    let (fan, rect) = show.fan(seat, table.card);
    let HandLayout::Cards(rects) = fan.layout(rect) else {
        panic!("the victim's hand is drawn as cards");
    };
    // On your turn, a click on empty table does nothing.
    let (empty_x, empty_y) = (25, 9);
    assert!(table.seats.iter().all(|a| !a.hand.contains((empty_x, empty_y).into())));
    assert_eq!(h.old_maid().phase(), &Phase::Human);
    let (before, cursor, text) = (game(&h), h.old_maid().cursor(), h.render());
    h.click(empty_x, empty_y);
    assert_eq!((game(&h), h.old_maid().cursor()), (before, cursor));
    assert_eq!(h.old_maid().phase(), &Phase::Human);
    assert_eq!(h.render(), text, "not even a message");
    // The top-left corner of a card is never covered by the cards after it.
    let target = 1;
    let card = g.hand(victim)[target];
    h.click(rects[target].x, rects[target].y);
    let after = game(&h);
    assert_eq!(after.hand(victim).len(), g.hand(victim).len() - 1);
    assert!(!after.hand(victim).contains(&card), "the clicked card left the victim");
    assert!(
        after.hand(HUMAN).contains(&card)
            || after.discards().last().is_some_and(|d| d.cards.contains(&card))
    );
}

#[test]
fn s_shuffles_and_o_sorts_your_hand() {
    let (mut h, _dir) = harness();
    let mut before = game(&h).hand(HUMAN).to_vec();
    h.type_text("o");
    let sorted = game(&h).hand(HUMAN).to_vec();
    let mut expected = before.clone();
    expected.sort_by_key(sort_key);
    assert_eq!(sorted, expected);
    let screen = h.render();
    assert!(screen.contains("Hand sorted."));
    assert!(screen.contains("Your turn: draw"), "the prompt stays under the notice:\n{screen}");
    h.type_text("s");
    let mut shuffled = game(&h).hand(HUMAN).to_vec();
    assert!(h.render().contains("Hand shuffled."));
    // Seeded: this shuffle is known to move cards, so the order must differ.
    assert_ne!(shuffled, sorted, "the order changed");
    shuffled.sort_by_key(|c| c.index());
    before.sort_by_key(|c| c.index());
    assert_eq!(shuffled, before, "shuffling keeps the same cards");
    assert_eq!(h.old_maid().phase(), &Phase::Human, "rearranging is not a turn");
}

#[test]
fn a_key_during_a_computer_turn_changes_nothing_and_says_why() {
    let (mut h, _dir) = harness();
    h.key(KeyCode::Enter);
    tick_until(&mut h, 200, |s| matches!(s.phase(), Phase::Wander { .. }));
    let (g, step) = (game(&h), h.old_maid().phase().clone());
    h.key(KeyCode::Enter).key(KeyCode::Left).key(KeyCode::Right);
    assert_eq!(game(&h), g);
    assert_eq!(h.old_maid().phase(), &step);
    assert!(h.render().contains("Wait for your turn."));
    // Once the turn comes round (or the game ends), the notice is no longer true.
    tick_until(&mut h, 5_000, |s| matches!(s.phase(), Phase::Human | Phase::Over));
    let screen = h.render();
    assert!(!screen.contains("Wait for your turn."), "a stale notice on your turn:\n{screen}");
}

#[test]
fn instant_animation_completes_turns_at_once() {
    let (mut h, _dir) = harness_with(3, "animation = \"instant\"\n");
    assert!(!h.app.animating());
    let discards = game(&h).discards().len();
    h.key(KeyCode::Enter);
    assert!(!h.app.animating(), "nothing left to animate");
    let g = game(&h);
    assert!(g.is_over() || g.current_drawer() == Some(HUMAN), "back to you or over");
    assert!(matches!(h.old_maid().phase(), Phase::Human | Phase::Over));
    let drawn: usize = (0..g.players()).map(|s| g.hand(s).len()).sum();
    assert!(drawn + 2 * g.discards().len() == 53 && g.discards().len() >= discards);
}

#[test]
fn a_finished_game_is_recorded_once_and_enter_deals_again() {
    let (mut h, _dir) = harness_with(11, "animation = \"instant\"\n[old_maid]\nplayers = 3\n");
    play_out(&mut h);
    let g = game(&h);
    assert_conserved(&g);
    assert_eq!(g.players(), 3);
    let record = h.app.stats().get("old_maid".parse().unwrap(), "players_3".parse().unwrap());
    assert_eq!(record.played, 1);
    // First out is a win, the Joker's holder loses, and a place between is no draw: it is
    // kept as the place itself.
    let place = g.finishing_order().iter().position(|&s| s == HUMAN).map_or(3, |i| i + 1);
    let expected = match place {
        1 => (1, 0, 0),
        3 => (0, 1, 0),
        _ => (0, 0, 0),
    };
    assert_eq!((record.won, record.lost, record.drawn), expected);
    let mut places = vec![0; place];
    places[place - 1] = 1;
    assert_eq!(record.places, places);
    assert!(h.render().contains("Results"));
    // Keys on the results panel do not record again; Enter deals a new game.
    h.key(KeyCode::Left).type_text("s");
    assert_eq!(
        h.app.stats().get("old_maid".parse().unwrap(), "players_3".parse().unwrap()).played,
        1
    );
    h.key(KeyCode::Enter);
    assert!(!game(&h).is_over());
    assert_eq!(
        h.app.stats().get("old_maid".parse().unwrap(), "players_3".parse().unwrap()).played,
        1
    );
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
}

#[test]
fn every_table_size_fits_100x30_and_80x24() {
    for players in 2..=6 {
        let settings = format!("[old_maid]\nplayers = {players}\n");
        let (mut h, _dir) = harness_with(5, &settings);
        assert_eq!(game(&h).players(), players);
        let text = h.render();
        for seat in 1..players {
            assert!(text.contains(&format!("CPU {seat}")), "{players} players:\n{text}");
        }
        h.resize(80, 24);
        let text = h.render();
        assert!(text.contains("Discard pile"), "80x24 draws the table:\n{text}");
        for seat in 1..players {
            assert!(text.contains(&format!("CPU {seat}")), "{players} players at 80x24:\n{text}");
        }
        assert_conserved(&game(&h));
    }
}

#[test]
fn at_80x24_every_hidden_hand_is_drawn_as_cards_never_as_a_number() {
    // Every table size over a few deals: the side columns hold long hands as a row of edges.
    for players in 2..=6 {
        for seed in 1..8 {
            let settings = format!("[old_maid]\nplayers = {players}\n");
            let (mut h, _dir) = harness_with(seed, &settings);
            h.resize(80, 24);
            let area = Rect::new(0, 0, 80, 23);
            let table = table_layout(area, players);
            for seat in 1..players {
                let show = h.old_maid().seat_show(seat);
                let (fan, rect) = show.fan(&table.seats[seat], table.card);
                assert!(
                    matches!(fan.layout(rect), HandLayout::Cards(_)),
                    "{players} players, seed {seed}: CPU {seat}'s {} cards as a number\n{}",
                    show.cards.len(),
                    h.render()
                );
            }
        }
    }
}

#[test]
fn a_computer_turn_takes_about_a_second_at_normal_speed() {
    // Two players: after your draw the computer draws from you, then it is your turn again.
    let mut measured = 0;
    for seed in 1..6 {
        let (mut h, _dir) = harness_with(seed, "[old_maid]\nplayers = 2\n");
        h.settle(20_000);
        if h.old_maid().phase() != &Phase::Human {
            continue; // the deal ended the game
        }
        h.key(KeyCode::Enter);
        let mut ms = 0;
        while h.app.animating() && h.old_maid().phase() != &Phase::Human {
            tick(&mut h);
            ms += 50;
        }
        if h.old_maid().game().is_over() {
            continue;
        }
        // Your draw's arrival (and pair), then the computer's whole turn.
        assert!(ms <= 2_000, "seed {seed}: your draw and the reply took {ms} ms");
        assert!(ms >= 1_000, "seed {seed}: {ms} ms is too quick to follow");
        measured += 1;
    }
    assert!(measured >= 3, "only {measured} seeds gave a whole exchange");
}

#[test]
fn your_draw_stays_readable_while_the_computers_play_on() {
    let (mut h, _dir) = harness_with(3, "[old_maid]\nplayers = 4\n");
    h.settle(20_000);
    h.key(KeyCode::Enter);
    let log = h.old_maid().log();
    assert!(log.starts_with("You drew"), "{log}");
    // A computer's turn later the pile's log line has moved on; yours is still on screen.
    while h.old_maid().phase() != &Phase::Human && !h.old_maid().game().is_over() {
        tick(&mut h);
        if !h.old_maid().log().starts_with("You drew") {
            let text = h.render();
            assert!(text.contains(&log), "your draw went from the screen:\n{text}");
            return;
        }
    }
    panic!("no computer drew after you");
}
