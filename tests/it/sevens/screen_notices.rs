//! Killer Sevens says things once and only what can happen: a refusal under the prompt, a
//! preview only of a legal play (marked apart without colour), and the hint on `t`.

use asobi::games::cards::Card;
use asobi::screens::sevens::{Notice, SevensScreen, areas};
use asobi::settings::AnimationSpeed;
use asobi::testing::DirectScreen;
use asobi::testing::card as c;
use asobi::widgets::sevens_table::table_layout;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

use crate::sevens::screen::{on_position, select};

#[test]
fn a_refusal_is_said_once_and_the_prompt_stays() {
    let mut h = on_position(AnimationSpeed::Normal);
    select(&mut h, c("3H"));
    h.key(KeyCode::Enter);
    let screen = h.render();
    assert_eq!(screen.matches("3♥ cannot be played").count(), 1, "said once:\n{screen}");
    assert!(screen.contains("Your turn: ←→ choose a card"), "the prompt stays:\n{screen}");
}

#[test]
fn only_a_card_that_can_be_played_is_previewed_on_the_table() {
    let mut h = on_position(AnimationSpeed::Normal);
    let cell_text = |h: &mut DirectScreen<SevensScreen>, card: Card| {
        h.render();
        let a = areas(Rect::new(0, 0, 100, 29), 3);
        let cell = table_layout(a.table).cell(card);
        let buf = h.terminal.backend().buffer();
        (cell.x..cell.right())
            .map(|x| buf[(x, cell.y + cell.height / 2)].symbol())
            .collect::<String>()
    };
    // 3♥ cannot go: its cell stays empty, not drawn as if it were played.
    select(&mut h, c("3H"));
    assert!(!cell_text(&mut h, c("3H")).contains('3'), "an unplayable card previewed");
    // 4♣ can: it is shown where it would go, underlined (without colour its fill becomes
    // reverse video, like the played cards lit beside it; the underline tells them apart).
    select(&mut h, c("4C"));
    assert!(cell_text(&mut h, c("4C")).contains("4♣"));
    let a = areas(Rect::new(0, 0, 100, 29), 3);
    let cell = table_layout(a.table).cell(c("4C"));
    let buf = h.terminal.backend().buffer();
    let shown = (cell.x..cell.right())
        .map(|x| &buf[(x, cell.y + cell.height / 2)])
        .find(|cell| cell.symbol() == "4")
        .expect("the preview's label");
    assert!(shown.modifier.contains(ratatui::style::Modifier::UNDERLINED));
}

#[test]
fn t_proposes_a_card_that_costs_you_nothing_and_says_so() {
    let mut h = on_position(AnimationSpeed::Normal);
    h.key(KeyCode::Char('t'));
    let card = h.screen.selected().expect("a card proposed");
    assert_eq!(h.screen.notice(), Some(Notice::Hint(card)));
    assert_ne!(card, c("4C"), "4♣ kills your own 5♣");
    let game = h.screen.game();
    assert!(game.playable_cards(0).contains(&card));
    assert!(game.kill_preview(card).iter().all(|&(_, holder)| holder != Some(0)));
    assert!(game.exposure(0, card).is_empty());
    let screen = h.render();
    assert!(screen.contains("Hint: ") && screen.contains("Your turn"), "{screen}");
    assert!(screen.contains("t  hint"), "on the key bar:\n{screen}");
}
