//! The full game log on `L` (Old Maid, Killer Sevens, poker) and the recent events beside each
//! table: every event is there in order, the log opens at the newest and scrolls, the game
//! goes on underneath, the keys while it is open are its own, and a resumed game keeps it.

use std::time::Duration;

use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn open(game: GameId, lang: Language, settings: &str) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 7).lang(lang).game(game).build();
    (h, dir)
}

const INSTANT: &str = "animation = \"instant\"\n";

/// The last line of the screen: the key bar.
fn bar(h: &mut Harness) -> String {
    h.render().lines().last().unwrap_or_default().to_string()
}

#[test]
fn old_maid_logs_every_draw_and_the_log_opens_at_the_newest() {
    let (mut h, _dir) = open(GameId::OldMaid, Language::En, INSTANT);
    for _ in 0..3 {
        h.key(KeyCode::Enter).settle(10_000);
    }
    let events = h.old_maid().events();
    assert!(events[0].starts_with("Dealt 53 cards"), "{events:?}");
    assert_eq!(events.iter().filter(|e| e.starts_with("You drew")).count(), 3, "{events:?}");
    assert!(bar(&mut h).contains("L  log"));
    let screen = h.key(KeyCode::Char('L')).render();
    assert!(screen.contains(&format!("Game log · {} events", events.len())), "{screen}");
    let newest = events.last().unwrap();
    assert!(screen.contains(newest.as_str()), "opens at the newest: {newest}\n{screen}");
    assert!(bar(&mut h).contains("scroll"), "the bar is the log's");
    // Keys go to the log while it is open: Enter closes it, it draws nothing.
    let before = h.old_maid().game().clone();
    h.key(KeyCode::Up).key(KeyCode::Up);
    let screen = h.render();
    assert!(screen.contains(&format!("of {} events", events.len())), "{screen}");
    h.key(KeyCode::Enter).settle(10_000);
    assert_eq!(h.old_maid().game(), &before, "Enter closed the log, it drew no card");
    assert!(!h.render().contains("Game log"));
    h.key(KeyCode::Enter).settle(10_000);
    assert!(h.old_maid().events().len() > events.len(), "the game goes on after");
}

#[test]
fn the_recent_events_stand_under_the_pile_newest_last() {
    let (mut h, _dir) = open(GameId::OldMaid, Language::En, INSTANT);
    h.key(KeyCode::Enter).settle(10_000);
    let events = h.old_maid().events();
    let screen = h.render();
    let at = |text: &str| screen.find(text).unwrap_or_else(|| panic!("{text}\n{screen}"));
    let n = events.len();
    assert!(at(&events[n - 2]) < at(&events[n - 1]), "older above newer\n{screen}");
}

#[test]
fn an_old_maid_log_survives_leaving_and_resuming() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), INSTANT).unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 7).game(GameId::OldMaid).build();
    h.key(KeyCode::Enter).settle(10_000).key(KeyCode::Enter).settle(10_000);
    let events = h.old_maid().events();
    h.key(KeyCode::Esc);
    drop(h);
    let mut h = Harness::builder(DataDir::at(dir.path()), 8).game(GameId::OldMaid).build();
    assert_eq!(h.old_maid().events(), events, "the same log after resuming");
    let screen = h.key(KeyCode::Char('L')).render();
    assert!(screen.contains(&format!("Game log · {} events", events.len())), "{screen}");
}

#[test]
fn sevens_logs_every_action_with_the_pass_count_of_its_time() {
    let (mut h, _dir) = open(GameId::Sevens, Language::En, INSTANT);
    // Pass twice, then play: each pass line keeps the count it left then.
    h.key(KeyCode::Char('p')).settle(10_000);
    h.key(KeyCode::Char('p')).settle(10_000);
    let events = h.sevens().events();
    let passes: Vec<&String> = events.iter().filter(|e| e.starts_with("You passed")).collect();
    assert_eq!(passes.len(), 2, "{events:?}");
    assert!(passes[0].contains("2 left") && passes[1].contains("1 left"), "{passes:?}");
    let screen = h.key(KeyCode::Char('L')).render();
    assert!(screen.contains(passes[0].as_str()), "{screen}");
    h.key(KeyCode::Esc);
    assert!(!h.render().contains("Game log"), "Esc closes the log, not the game");
    assert!(h.render().contains("Killer Sevens"));
}

#[test]
fn poker_logs_the_deal_both_exchanges_and_the_showdown_in_japanese() {
    let (mut h, _dir) = open(GameId::Poker, Language::Ja, INSTANT);
    h.type_text("12").key(KeyCode::Enter).settle(1_000);
    h.key(KeyCode::Char('1')).key(KeyCode::Enter).settle(10_000);
    let events = h.poker().events();
    assert_eq!(events[0], "第1戦：12点を賭けて開始", "{events:?}");
    assert_eq!(events[1], "あなたは1枚交換");
    assert!(events[2].starts_with("親は"), "{events:?}");
    assert!(events[3].contains("持ち点"), "the showdown says where the points stand: {events:?}");
    let screen = h.key(KeyCode::Char('L')).render();
    assert!(screen.contains("ゲームの記録 · 4件"), "{screen}");
}

#[test]
fn at_the_bet_prompt_l_opens_the_log_instead_of_typing() {
    let (mut h, _dir) = open(GameId::Poker, Language::En, INSTANT);
    h.type_text("5").key(KeyCode::Enter).settle(1_000).key(KeyCode::Enter).settle(10_000);
    h.key(KeyCode::Enter).settle(1_000);
    assert!(bar(&mut h).contains("L  log"), "{}", bar(&mut h));
    h.key(KeyCode::Char('L'));
    assert!(h.render().contains("Game log · 4 events"));
    h.key(KeyCode::Esc);
    assert_eq!(h.poker().bet_text(), "5", "the field kept the last bet and took no letter");
    assert_eq!(h.poker().bet_error_text(), None);
}

#[test]
fn the_deal_is_shown_card_by_card_and_a_key_shows_the_rest_at_once() {
    let (mut h, _dir) = open(GameId::Poker, Language::En, "animation = \"normal\"\n");
    let faces = |h: &mut Harness| h.render().matches('┌').count();
    h.type_text("5").key(KeyCode::Enter);
    let early = faces(&mut h);
    assert!(h.render().contains("Dealing…"), "{}", h.render());
    h.send(Msg::Tick(Duration::from_millis(300)));
    let later = faces(&mut h);
    h.settle(1_000);
    let all = faces(&mut h);
    assert!(early < later && later < all, "cards come one by one: {early} {later} {all}");
    // Next round: a key in the middle of the deal finishes it and does its work.
    h.key(KeyCode::Enter).settle(10_000).key(KeyCode::Enter).settle(1_000);
    h.type_text("5").key(KeyCode::Enter);
    assert!(faces(&mut h) < all, "dealing again");
    h.key(KeyCode::Char(' '));
    assert_eq!(faces(&mut h), all, "the whole deal at once");
    assert_eq!(h.poker().marks().count(), 1, "and the key marked a card");
}
