//! The Killer Sevens screen: snapshots (kill preview, after a kill, the final ranking) and
//! behaviour (selecting, playing, passing, refusals, mouse on hand and table, instant
//! animation, statistics).

use asobi::catalog::GameId;
use asobi::games::cards::Card;
use asobi::games::sevens::SevensOptions;
use asobi::games::sevens::{Cell, Game, Status};
use asobi::screens::sevens::{Notice, SevensScreen, areas};
use asobi::screens::{Screen, View};
use asobi::settings::{AnimationSpeed, Settings};
use asobi::storage::DataDir;
use asobi::testing::{Direct, DirectScreen, Harness};
use asobi::testing::{card as c, cards};
use asobi::widgets::hand::card_rects;
use asobi::widgets::sevens_table::table_layout;
use crossterm::event::KeyCode;
use ratatui::layout::{Direction, Rect};

/// A mid-game position, you to move. Your 4♣ touches ♦5 diagonally, and placing it walls in
/// ♣5 (yours) and ♣6 (CPU 1's) between ♣4, ♣7, ♦5 and ♦6: RULES.md's second kill example.
fn kill_position() -> Game {
    let played = cards("6D 5D 8S 6H 8H 8C");
    let you = cards("9S KS 3H 9H 2D QD 4C 5C");
    let cpu1 = cards("6C 10S JH 3S 4S 5S 6S AH 2H 10H 3D");
    let cpu2 = cards("AS 2S JS QS 4H 5H QH KH AD 8D 9D");
    Game::from_position(&SevensOptions::default(), &played, &[], &[&you, &cpu1, &cpu2], 0)
}

pub(crate) fn settings(animation: AnimationSpeed) -> Settings {
    Settings { animation, ..Settings::default() }
}

/// The screen alone on `game` at `width`×`height`, with `settings`; its header shows `seed`.
pub(crate) fn screen_on(
    game: Game,
    settings: Settings,
    seed: u64,
    width: u16,
    height: u16,
) -> DirectScreen<SevensScreen> {
    let direct = Direct::new(seed).with_settings(settings);
    direct.open(width, height, |ctx| SevensScreen::from_game(game, ctx))
}

pub(crate) fn on_position(animation: AnimationSpeed) -> DirectScreen<SevensScreen> {
    screen_on(kill_position(), settings(animation), 11, 100, 30)
}

/// Selects `card` with ←/→ (the hand is in ♠A…♣K order).
pub(crate) fn select(h: &mut DirectScreen<SevensScreen>, card: Card) {
    for _ in 0..20 {
        if h.screen.selected() == Some(card) {
            return;
        }
        h.key(KeyCode::Right);
    }
    panic!("{card} is not in the hand");
}

/// Every card is in exactly one hand, on the table, or dead.
fn assert_conserved(game: &Game) {
    let mut seen = [0u8; 52];
    for seat in 0..game.players() {
        for card in game.hand(seat) {
            seen[card.index()] += 1;
            assert_eq!(game.cell_of(card), Cell::Empty, "{card} in a hand and on the table");
        }
    }
    for (i, n) in seen.iter_mut().enumerate() {
        if game.cell_of(Card::from_index(i).unwrap()) != Cell::Empty {
            *n += 1;
        }
    }
    assert!(seen.iter().all(|&n| n == 1), "cards lost or doubled: {seen:?}");
}

#[test]
fn snapshot_kill_preview() {
    let mut h = on_position(AnimationSpeed::Normal);
    select(&mut h, c("4C"));
    let screen = h.render();
    assert!(screen.contains("4♣ here would kill 5♣ (yours), 6♣"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn snapshot_after_a_kill() {
    let mut h = on_position(AnimationSpeed::Normal);
    select(&mut h, c("4C"));
    h.key(KeyCode::Enter);
    // The card is shown and the dead cells flash (red with their card, then a plain cross)…
    let text = h.render();
    assert!(text.contains("✕5♣ │✕6♣"), "{text}");
    assert!(text.contains("▶ Player (you)"), "your seat stays lit while your card is shown");
    h.tick(150);
    assert!(!h.render().contains("✕5♣"));
    // …then they settle and CPU 1 starts thinking.
    h.tick(1250);
    let g = h.screen.game();
    assert_eq!((g.cell_of(c("5C")), g.cell_of(c("6C"))), (Cell::Dead, Cell::Dead));
    assert_eq!((g.killed_count(0), g.killed_count(1)), (1, 1));
    assert_eq!(g.current_player(), Some(1));
    let screen = h.render();
    assert!(screen.contains("You played 4♣ — killed 5♣ (yours), 6♣ (CPU 1)"), "{screen}");
    insta::assert_snapshot!(screen);
}

/// A harness on the real app with `settings` written to its data folder first.
fn app_with(settings: &Settings, seed: u64) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), toml::to_string(settings).unwrap()).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), seed).game(GameId::Sevens).build();
    (h, dir)
}

/// Plays the human's turns (Enter on the preselected playable card, else `p`) to the end.
fn play_to_the_end(h: &mut Harness) {
    for _ in 0..500 {
        h.settle(2000);
        let s = h.sevens();
        if s.game().is_over() {
            return;
        }
        if s.game().can_play(0) {
            h.key(KeyCode::Enter)
        } else {
            h.type_text("p")
        };
    }
    panic!("the game did not end");
}

#[test]
fn snapshot_end_ranking_and_statistics_recorded_once() {
    let (mut h, _dir) = app_with(&settings(AnimationSpeed::Instant), 3);
    play_to_the_end(&mut h);
    let game = h.sevens().game().clone();
    assert_conserved(&game);
    let stats = h.app.stats();
    let record = &stats.get(asobi::catalog::GameId::Sevens, "normal".parse().unwrap());
    assert_eq!(record.played, 1);
    let place = game.place_of(0);
    let won = usize::from(place == 1);
    let lost = usize::from(place == game.players());
    assert_eq!((record.won as usize, record.lost as usize), (won, lost));
    assert_eq!(
        stats.note(asobi::screens::sevens::stats::KILLED_TOTAL),
        u32::from(game.killed_count(0))
    );
    let text = h.render();
    assert!(text.contains("Ranking") && text.contains("Enter: play again"), "{text}");
    insta::assert_snapshot!(text);
    // More keys do not record the game again; Enter deals a new one.
    h.key(KeyCode::Right).render();
    assert_eq!(
        h.app.stats().get(asobi::catalog::GameId::Sevens, "normal".parse().unwrap()).played,
        1
    );
    h.key(KeyCode::Enter);
    assert!(!h.sevens().game().is_over());
}

#[test]
fn an_unplayable_card_is_refused_with_the_reason_and_nothing_changes() {
    let mut h = on_position(AnimationSpeed::Normal);
    select(&mut h, c("3H"));
    let before = h.screen.game().clone();
    h.key(KeyCode::Enter);
    assert_eq!(h.screen.game(), &before);
    assert!(h.render().contains("3♥ cannot be played: its cell must touch a played card"));
    // Arrows move on; Tab jumps to the next playable card (9♥ comes after 3♥).
    h.key(KeyCode::Tab);
    assert_eq!(h.screen.selected(), Some(c("9H")));
    h.key(KeyCode::Down);
    assert_eq!(h.screen.selected(), Some(c("QD")), "↓ goes to the closest rank in ♦");
}

#[test]
fn passing_uses_a_pass_and_a_refused_pass_says_why() {
    let mut h = on_position(AnimationSpeed::Instant);
    for used in 1..=3 {
        h.key(KeyCode::Char('p'));
        assert_eq!(h.screen.game().passes_used(0), used);
        assert_conserved(h.screen.game());
        // Instant animation: the computers have moved and it is your turn again (this seed's
        // computers kill none of your cards meanwhile).
        assert!(h.screen.is_human_turn(), "{}", h.render());
        assert_eq!(h.screen.game().turns(), 4 * u32::from(used), "a round per pass");
    }
    assert!(h.render().contains("no passes left"));
    assert!(h.screen.game().can_play(0), "you can still play, so a fourth pass is refused");
    let before = h.screen.game().clone();
    h.key(KeyCode::Char('p'));
    assert_eq!(h.screen.game(), &before);
    assert!(h.render().contains("You must play: no passes left."));
}

#[test]
fn with_unlimited_passes_a_pass_is_refused_while_you_can_play() {
    let options = SevensOptions { pass_limit: 0, ..SevensOptions::default() };
    let mut settings = settings(AnimationSpeed::Instant);
    settings.set_options(options.clone());
    let base = kill_position();
    let game = Game::from_position(
        &options,
        &cards("6D 5D 8S 6H 8H 8C"),
        &[],
        &[&base.hand(0), &base.hand(1), &base.hand(2)],
        0,
    );
    let mut h = screen_on(game, settings, 1, 100, 30);
    h.key(KeyCode::Char('p'));
    assert_eq!(h.screen.game().turns(), 0);
    assert!(h.render().contains("You can play, and passes are unlimited only when stuck."));
}

#[test]
fn mouse_selects_on_the_hand_and_the_table_and_a_second_click_plays() {
    let mut h = on_position(AnimationSpeed::Normal);
    let body = Rect::new(0, 0, 100, 29);
    let a = areas(body, 4);
    let hand = h.screen.game().hand(0);
    let sel = hand.iter().position(|&x| Some(x) == h.screen.selected());
    let rects = match card_rects(a.hand, hand.len(), Direction::Horizontal, sel) {
        asobi::widgets::hand::HandLayout::Cards(r) => r,
        other => panic!("no fan: {other:?}"),
    };
    // The rank of the third card is drawn just inside its left border; click there.
    let r = rects[2];
    let shown = h.render();
    let row: Vec<&str> = shown.lines().collect();
    assert!(row[usize::from(r.y + 1)].contains("3♥"));
    h.click(r.x + 1, r.y + 1);
    assert_eq!(h.screen.selected(), Some(hand[2]));
    // A table cell selects the card of yours that belongs there…
    let table = table_layout(a.table);
    let cell = table.cell(c("9H"));
    h.click(cell.x + 1, cell.y);
    assert_eq!(h.screen.selected(), Some(c("9H")));
    // …a cell that is not yours says so…
    let other = table.cell(c("KH"));
    h.click(other.x + 1, other.y);
    assert_eq!(h.screen.selected(), Some(c("9H")));
    assert!(h.render().contains("K♥ is not in your hand."));
    // …and clicking the selected card again plays it.
    h.click(cell.x + 1, cell.y);
    assert_eq!(h.screen.game().cell_of(c("9H")), Cell::Played);
}

#[test]
fn instant_animation_plays_the_computers_at_once() {
    let mut h = on_position(AnimationSpeed::Instant);
    select(&mut h, c("9S"));
    h.key(KeyCode::Enter);
    let g = h.screen.game();
    assert!(!h.screen.animating(), "nothing left to animate");
    assert!(g.turns() >= 4, "three computer turns happened at once");
    assert!(g.is_over() || g.current_player() == Some(0));
    assert_conserved(g);
}

#[test]
fn computer_turns_animate_and_keys_wait_meanwhile() {
    let mut h = on_position(AnimationSpeed::Normal);
    select(&mut h, c("9S"));
    h.key(KeyCode::Enter);
    assert!(h.screen.animating());
    let turns = h.screen.game().turns();
    h.key(KeyCode::Enter);
    assert_eq!(h.screen.game().turns(), turns, "a key during the animation plays nothing");
    assert_eq!(h.screen.notice(), Some(Notice::Wait));
    assert!(h.render().contains("Wait for your turn."));
    h.tick(500); // your card shown; CPU 1 thinks
    let text = h.render();
    assert!(text.contains("CPU 1 is thinking"), "{text}");
    h.settle(200);
    assert!(h.screen.is_human_turn() || h.screen.game().is_over());
}

#[test]
fn hard_computers_think_on_a_worker_and_esc_still_leaves() {
    let mut s = settings(AnimationSpeed::Instant);
    s.update_options::<SevensOptions>(|o| o.level = asobi::settings::Level::Hard);
    let (mut h, _dir) = app_with(&s, 5);
    // Whoever holds ♦7 starts; wait for your first turn.
    h.settle(20_000);
    assert!(h.sevens().is_human_turn(), "{}", h.render());
    let turns = h.sevens().game().turns();
    h.key(KeyCode::Enter);
    // Your card is played at once; the next computer's search has only just begun.
    assert_eq!(h.sevens().game().turns(), turns + 1, "Enter played your card");
    assert_ne!(h.sevens().game().current_player(), Some(0));
    assert!(h.app.animating(), "the hard player searches in the background");
    assert!(h.render().contains("is thinking"));
    h.key(KeyCode::Esc);
    assert!(matches!(h.app.screen(), Screen::Menu(_)), "Esc leaves while the worker runs");
}

#[test]
fn vi_letters_move_like_the_arrows() {
    let pairs =
        [('h', KeyCode::Left), ('l', KeyCode::Right), ('k', KeyCode::Up), ('j', KeyCode::Down)];
    for (letter, arrow) in pairs {
        let mut by_letter = on_position(AnimationSpeed::Normal);
        let mut by_arrow = on_position(AnimationSpeed::Normal);
        let start = by_letter.screen.selected();
        by_letter.key(KeyCode::Char(letter));
        by_arrow.key(arrow);
        assert_ne!(by_letter.screen.selected(), start, "{letter} moves the cursor");
        assert_eq!(by_letter.screen.selected(), by_arrow.screen.selected(), "{letter} = {arrow}");
    }
}

/// Three players at the end: every cell but the 7s and ♠8 ♥8 ♦8 ♦9 is dead. You hold ♠8,
/// CPU 1 ♥8 and CPU 2 ♦8 ♦9. You go out first; CPU 1's ♥8 then walls in ♦8 ♦9, killing
/// CPU 2's last cards, so CPU 1 and CPU 2 are out too and the game is over.
fn last_cards_position() -> Game {
    let options = SevensOptions { players: 3, ..SevensOptions::default() };
    let open = cards("7S 7H 7D 7C 8S 8H 8D 9D");
    let dead: Vec<Card> =
        (0..52).map(|i| Card::from_index(i).unwrap()).filter(|x| !open.contains(x)).collect();
    Game::from_position(&options, &[], &dead, &[&cards("8S"), &cards("8H"), &cards("8D 9D")], 0)
}

#[test]
fn once_you_are_out_the_end_of_the_game_replaces_the_watching_line_with_the_result() {
    let mut settings = settings(AnimationSpeed::Normal);
    settings.update_options::<SevensOptions>(|o| o.players = 3);
    let mut h = screen_on(last_cards_position(), settings, 2, 100, 30);
    h.key(KeyCode::Enter);
    assert_eq!(h.screen.game().status(0), Status::Out { order: 1 });
    h.tick(500); // your card shown; CPU 1 thinks
    let text = h.render();
    assert!(text.contains("CPU 1 is thinking"), "{text}");
    assert!(text.contains("You are out of this round; the others are finishing."), "{text}");
    // A key now is refused: you are out.
    h.key(KeyCode::Enter);
    assert_eq!(h.screen.notice(), Some(Notice::YouAreDone));
    // CPU 1 plays its last card: the game is over while that card is still shown.
    h.tick(500);
    assert!(h.screen.game().is_over() && h.screen.animating(), "{}", h.render());
    assert_eq!(h.screen.notice(), None, "the refusal ended with the game");
    h.key(KeyCode::Enter).key(KeyCode::Char('p'));
    assert_eq!(h.screen.notice(), None, "and keys do not bring it back");
    let text = h.render();
    assert!(!text.contains("You are out"), "stale watching line:\n{text}");
    assert!(text.contains("CPU 1 played 8♥ — killed 8♦ (CPU 2), 9♦ (CPU 2)"), "{text}");
    assert!(text.contains("You finished 1st of 3: you win!"), "{text}");
    h.settle(100);
    let text = h.render();
    assert!(!text.contains("You are out"), "{text}");
    assert!(text.contains("You finished 1st of 3: you win!") && text.contains("Ranking"));
    let record = h.direct.stats.get(GameId::Sevens, "normal".parse().unwrap());
    assert_eq!((record.played, record.won, record.places.clone()), (1, 1, vec![1]));
}
