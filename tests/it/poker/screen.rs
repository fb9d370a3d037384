//! Poker on screen: the bet field refuses bad bets and keeps the text, marks and the exchange
//! by keys and mouse, the dealer's exchange and the showdown, game over, and snapshots.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::cards::Card;
use asobi::games::poker::{Marks, Outcome, Phase, Table};
use asobi::screens::Screen;
use asobi::screens::poker::stats::{BEST_POINTS, RECENT_POINTS};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(seed: u64) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (Harness::builder(DataDir::at(dir.path()), seed).game(GameId::Poker).build(), dir)
}

fn table(h: &Harness) -> Table {
    h.poker().table().clone()
}

fn hand(h: &Harness) -> [Card; 5] {
    table(h).player_hand().expect("cards dealt")
}

/// Finds a card's label on the drawn screen, in the lower half (the player's hand), and
/// returns the cell of its first character: found by reading the screen, not by asking the
/// layout code, so a click there tests the hit-testing independently.
fn card_cell(h: &mut Harness, card: Card) -> (u16, u16) {
    let text = h.render();
    let label = card.unicode_label();
    for (y, line) in text.lines().enumerate().skip(14) {
        let chars: Vec<char> = line.chars().collect();
        let want: Vec<char> = label.chars().collect();
        if let Some(x) = chars.windows(want.len()).position(|w| w == want.as_slice()) {
            return (x as u16, y as u16);
        }
    }
    panic!("{label} not on screen:\n{text}");
}

#[test]
fn bad_bets_are_refused_inline_and_the_text_is_kept() {
    let (mut h, _dir) = harness(3);
    let start = table(&h);
    assert_eq!(start.points(), 100);

    h.key(KeyCode::Enter);
    assert!(h.render().contains("Type a bet first"), "empty bet");
    assert_eq!(table(&h), start);

    // A letter stays in the field where it was typed, named at once, and the bet is refused
    // whole: "-5" is no bet of 5.
    h.type_text("1x");
    assert!(h.render().contains("Only digits go in the bet ('x' refused)"));
    assert_eq!(h.poker().bet_text(), "1x", "what was typed is kept");
    h.key(KeyCode::Enter);
    assert!(h.render().contains("'1x' is not a whole number."));
    assert_eq!(table(&h), start);
    h.key(KeyCode::Backspace).key(KeyCode::Backspace).type_text("-5").key(KeyCode::Enter);
    assert!(h.render().contains("A bet must be at least 1 point."), "-5 is not read as 5");
    assert_eq!(table(&h), start);
    // ? opens the help, as everywhere: the field takes digits, not the app's keys.
    h.type_text("?");
    assert!(h.app.overlay().is_some(), "? opens the help at the bet prompt");
    h.key(KeyCode::Esc);
    assert_eq!(h.poker().bet_text(), "-5");
    h.key(KeyCode::Backspace).key(KeyCode::Backspace);

    h.type_text("0").key(KeyCode::Enter);
    assert!(h.render().contains("A bet must be at least 1 point."));
    assert_eq!(h.poker().bet_text(), "0");
    assert_eq!(table(&h), start);

    h.key(KeyCode::Backspace).type_text("101").key(KeyCode::Enter);
    assert!(h.render().contains("You bet 101 but have only 100 points."));
    assert_eq!(h.poker().bet_text(), "101");
    assert_eq!(table(&h), start);

    // Correct the text in place: the error goes once it is edited, a good bet deals.
    h.key(KeyCode::Backspace).key(KeyCode::Backspace);
    assert!(!h.render().contains("have only"));
    h.key(KeyCode::Enter);
    let t = table(&h);
    assert_eq!(t.phase(), Phase::Exchange);
    assert_eq!(t.bet(), 1);
    assert!(t.player_hand().is_some() && t.dealer_hand().is_some());
    assert_eq!(t.points(), 100, "points move only at the showdown");
}

#[test]
fn space_and_clicks_mark_and_unmark_cards() {
    let (mut h, _dir) = harness(4);
    h.type_text("10").key(KeyCode::Enter);
    h.key(KeyCode::Char(' '));
    assert_eq!(h.poker().marks(), Marks::from_positions(&[0]));
    h.key(KeyCode::Right).key(KeyCode::Right).key(KeyCode::Char(' '));
    assert_eq!(h.poker().marks(), Marks::from_positions(&[0, 2]));
    h.key(KeyCode::Left).key(KeyCode::Left).key(KeyCode::Char(' '));
    assert_eq!(h.poker().marks(), Marks::from_positions(&[2]));
    // Left from the first card wraps to the last.
    h.key(KeyCode::Left).key(KeyCode::Char(' '));
    assert_eq!(h.poker().marks(), Marks::from_positions(&[2, 4]));

    let cards = hand(&h);
    let (x, y) = card_cell(&mut h, cards[3]);
    h.click(x, y);
    assert_eq!(h.poker().marks(), Marks::from_positions(&[2, 3, 4]));
    // The marked card is lifted now; clicking where it is drawn unmarks it.
    let (x, y) = card_cell(&mut h, cards[3]);
    h.click(x, y);
    assert_eq!(h.poker().marks(), Marks::from_positions(&[2, 4]));
    let (x, y) = card_cell(&mut h, cards[2]);
    h.click(x, y);
    assert_eq!(h.poker().marks(), Marks::from_positions(&[4]));
    // A click off the cards does nothing.
    h.click(1, 2);
    assert_eq!(h.poker().marks(), Marks::from_positions(&[4]));
}

#[test]
fn enter_exchanges_exactly_the_marked_cards() {
    let (mut h, _dir) = harness(5);
    h.type_text("10").key(KeyCode::Enter);
    let before = hand(&h);
    h.type_text("1").type_text("4");
    h.key(KeyCode::Enter);
    let t = table(&h);
    let after = t.player_hand().unwrap();
    assert_eq!(t.player_marks(), Marks::from_positions(&[0, 3]));
    for i in [1, 2, 4] {
        assert_eq!(after[i], before[i], "unmarked card {i} kept");
    }
    for i in [0, 3] {
        assert_ne!(after[i], before[i], "marked card {i} exchanged");
        assert!(t.discards().contains(&before[i]));
        assert!(!after.contains(&before[i]));
    }
}

#[test]
fn standing_pat_keeps_the_hand_and_the_showdown_settles_the_bet() {
    let (mut h, _dir) = harness(6);
    h.type_text("25").key(KeyCode::Enter);
    let before = hand(&h);
    h.key(KeyCode::Enter);
    assert_eq!(table(&h).player_hand(), Some(before));
    // Keys while the dealer plays are answered, not ignored.
    h.key(KeyCode::Char(' '));
    assert!(h.render().contains("Wait for the dealer."));
    h.settle(200);
    let t = table(&h);
    assert_eq!(t.phase(), Phase::Showdown);
    let sd = *t.showdown().unwrap();
    assert_eq!(i64::from(t.points()), 100 + sd.delta);
    assert_eq!(sd.delta.abs(), if sd.delta == 0 { 0 } else { 25 });
    let text = h.render();
    assert!(text.contains(&format!("You: {} — {}", sd.player.category.label(), sd.player.score)));
    assert!(text.contains(&format!(
        "Dealer (親): {} — {}",
        sd.dealer.category.label(),
        sd.dealer.score
    )));
    let rec = h.app.stats().total("poker".parse().unwrap());
    assert_eq!(rec.played, 1);
    assert_eq!(
        h.app.stats().recent(RECENT_POINTS),
        vec![100, t.points()],
        "the start, then the round"
    );
    // The shown points have counted to the new value.
    assert_eq!(h.poker().shown_points(), t.points());
    h.key(KeyCode::Enter);
    assert_eq!(table(&h).phase(), Phase::Betting);
}

#[test]
fn losing_every_point_ends_the_game_and_enter_starts_afresh() {
    let (mut h, _dir) = harness(7);
    let mut best = 100;
    for _ in 0..200 {
        let points = table(&h).points();
        h.type_text(&points.to_string()).key(KeyCode::Enter).key(KeyCode::Enter).settle(200);
        let t = table(&h);
        best = best.max(t.points());
        if t.phase() == Phase::GameOver {
            break;
        }
        assert_eq!(t.phase(), Phase::Showdown);
        h.key(KeyCode::Enter);
    }
    let t = table(&h);
    assert_eq!(t.phase(), Phase::GameOver, "going all in loses sooner or later");
    assert_eq!(t.points(), 0);
    assert_eq!(t.best_points(), best);
    let text = h.render();
    assert_eq!(text.matches("Game over: you are out of points.").count(), 1, "said once:\n{text}");
    assert!(text.contains(&format!("Best this game: {best} points")));
    let r = t.record();
    let rounds = r.wins + r.losses + r.pushes;
    let lasted = match rounds {
        1 => "The game lasted one round.".to_string(),
        n => format!("The game lasted {n} rounds."),
    };
    assert!(text.contains(&lasted), "{text}");
    // The statistics' best counts the starting points too, as the game's own best does.
    assert_eq!(h.app.stats().note(BEST_POINTS), best);
    assert!(!h.app.screen().view().in_progress(), "q quits without asking after game over");
    h.key(KeyCode::Enter);
    let t = table(&h);
    assert_eq!((t.phase(), t.points()), (Phase::Betting, 100));
}

#[test]
fn the_best_ever_is_never_below_this_games_best() {
    // A first game: the statistics hold no best yet, but the panel must not say "best ever 0"
    // beside "best (game) 100".
    let (mut h, _dir) = harness(7);
    assert_eq!(h.app.stats().note(BEST_POINTS), 0);
    let text = h.render();
    let row = text.lines().find(|l| l.contains("Best ever")).expect("the panel's best-ever row");
    assert!(row.trim_end().trim_end_matches('│').trim_end().ends_with(" 100"), "{row}");
}

#[test]
fn the_starting_points_count_once_per_game_in_the_statistics() {
    let (mut h, dir) = harness(7);
    h.key(KeyCode::Esc);
    assert_eq!(h.app.stats().note(BEST_POINTS), 0, "looking in and leaving records nothing");
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).game(GameId::Poker).build();
    // Lose at once: the best ever is still the 100 the game started with.
    h.type_text("100").key(KeyCode::Enter).key(KeyCode::Enter).settle(200);
    let t = table(&h);
    assert_eq!(h.app.stats().recent(RECENT_POINTS), vec![100, t.points()]);
    assert_eq!(h.app.stats().note(BEST_POINTS), t.best_points());
    assert_eq!(t.best_points(), 100.max(t.points()));
    // The next round of the same game is not a new start.
    if t.phase() == Phase::Showdown {
        h.key(KeyCode::Enter).type_text("1").key(KeyCode::Enter);
        assert_eq!(h.app.stats().recent(RECENT_POINTS).len(), 2);
    }
}

#[test]
fn one_point_and_one_card_are_said_in_the_singular() {
    let (mut h, _dir) = harness(12);
    let (mut won, mut lost) = (false, false);
    for _ in 0..100 {
        // The field holds the last bet after a round: Enter repeats it.
        if h.poker().bet_text().is_empty() {
            h.type_text("1");
        }
        assert_eq!(h.poker().bet_text(), "1");
        h.key(KeyCode::Enter).key(KeyCode::Enter).settle(200);
        let text = h.render();
        assert!(!text.contains(" 1 points") && !text.contains("card(s)"), "{text}");
        if table(&h).showdown().is_some() {
            assert!(
                !text.contains("The dealer exchanges"),
                "a line from before the showdown:\n{text}"
            );
        }
        match table(&h).showdown().map(|sd| sd.outcome) {
            Some(Outcome::PlayerWins) => {
                assert!(text.contains("You win 1 point!"), "{text}");
                won = true;
            }
            Some(Outcome::DealerWins) => {
                assert!(text.contains("The dealer wins: you lose 1 point."), "{text}");
                lost = true;
            }
            _ => {}
        }
        if won && lost {
            break;
        }
        h.key(KeyCode::Enter);
    }
    assert!(won && lost, "a hundred rounds of 1 point saw both a win and a loss");
}

#[test]
fn esc_leaves_the_table() {
    let (mut h, _dir) = harness(8);
    h.type_text("5").key(KeyCode::Enter).key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)));
}

#[test]
fn snapshot_betting_with_an_inline_error() {
    let (mut h, _dir) = harness(42);
    h.type_text("500").key(KeyCode::Enter);
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_exchange_with_marked_cards() {
    let (mut h, _dir) = harness(42);
    h.type_text("20").key(KeyCode::Enter);
    // Keep the pair of 2s (seed 42), throw the others but the jack.
    h.key(KeyCode::Right).key(KeyCode::Char(' ')).type_text("5");
    insta::assert_snapshot!(h.render());
}

#[test]
fn snapshot_showdown() {
    let (mut h, _dir) = harness(42);
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter).settle(200);
    insta::assert_snapshot!(h.render());
}

/// Seed 42, bet 20, throw cards 2 and 5: the (Normal) dealer then exchanges two cards. Then
/// `ms` of ticks, one per step so that each step's time is spent in it.
fn dealer_turn_after(ticks: &[u64]) -> (Harness, tempfile::TempDir) {
    let (mut h, dir) = harness(42);
    h.type_text("20").key(KeyCode::Enter).type_text("25").key(KeyCode::Enter);
    for &ms in ticks {
        h.send(Msg::Tick(Duration::from_millis(ms)));
    }
    (h, dir)
}

#[test]
fn snapshot_dealer_exchange_with_its_cards_gone() {
    // Thinking 700 ms, the two cards lifted 350 ms, then gaps where they were.
    let (mut h, _dir) = dealer_turn_after(&[700, 350]);
    let text = h.render();
    assert_eq!(table(&h).phase(), Phase::DealerTurn);
    assert!(text.contains("The dealer exchanges 2 cards."), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn snapshot_dealer_cards_turning_over_one_by_one() {
    // ... new cards in for 350 ms, one beat face down, then two turned over.
    let (mut h, _dir) = dealer_turn_after(&[700, 350, 350, 350, 250, 250]);
    let mid = h.render();
    let t = table(&h);
    assert_eq!((t.phase(), t.points(), t.record()), (Phase::DealerTurn, 100, Default::default()));
    assert!(!mid.contains("Dealer (親):") && !mid.contains("lose"), "no verdict yet:\n{mid}");
    assert_eq!(
        h.app.stats().total("poker".parse().unwrap()).played,
        0,
        "nothing recorded before the reveal ends"
    );
    insta::assert_snapshot!(mid);
    // The cards turned over are the dealer's final ones; the rest are still face down.
    h.settle(200);
    let dealer = table(&h).dealer_hand().unwrap();
    for (i, card) in dealer.iter().enumerate() {
        assert_eq!(mid.contains(&card.unicode_label()), i < 2, "card {i} ({card}):\n{mid}");
    }
    assert_eq!(table(&h).phase(), Phase::Showdown);
    assert!(h.render().contains("Dealer (親): Three of a kind — 309"));
}

#[test]
fn the_hard_dealer_thinks_on_a_worker_and_instant_speed_skips_the_steps() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("settings.toml"),
        "animation = \"instant\"\n[poker]\ndealer = \"hard\"\nstarting_points = 40\n",
    )
    .unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 9).game(GameId::Poker).build();
    assert_eq!(table(&h).points(), 40, "starting points from the settings");
    h.type_text("40").key(KeyCode::Enter).key(KeyCode::Enter);
    assert!(h.render().contains("dealer hard"));
    // Only the worker can still be running: no timers at the instant speed. Each tick gives
    // it a real millisecond (a Hard dealer's turn in the background), at most ten seconds.
    for _ in 0..10_000 {
        if table(&h).phase() != Phase::DealerTurn {
            break;
        }
        h.tick();
    }
    let t = table(&h);
    assert!(matches!(t.phase(), Phase::Showdown | Phase::GameOver));
    assert!(!h.app.animating(), "the count is instant too");
    assert_eq!(h.app.stats().get("poker".parse().unwrap(), "hard".parse().unwrap()).played, 1);
}

#[test]
fn the_exchanged_cards_are_marked_as_new_until_the_next_deal() {
    let (mut h, _dir) = harness(4);
    h.type_text("10").key(KeyCode::Enter);
    // Mark the first and third cards, exchange them.
    h.key(KeyCode::Char(' ')).key(KeyCode::Right).key(KeyCode::Right).key(KeyCode::Char(' '));
    h.key(KeyCode::Enter);
    assert!(h.render().contains("2 new cards"), "named while the dealer plays");
    h.settle(2000);
    assert_eq!(table(&h).phase(), Phase::Showdown);
    assert!(h.render().contains("2 new cards"), "and through the showdown");
    h.key(KeyCode::Enter).key(KeyCode::Enter);
    assert!(!h.render().contains("new"), "a fresh deal has no new cards");
}
