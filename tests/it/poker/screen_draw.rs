//! Poker after the draw, as a player asked: the exchanged cards drop back into the hand in
//! line with the others, tagged "new" by a word (so it reads without colour and in the ASCII
//! card style), and the hand's score ("No pair — 48") is explained under it and in the help.

use asobi::catalog::GameId;
use asobi::games::cards::Card;
use asobi::games::poker::{Marks, Phase};
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

fn harness(style: &str, lang: Language, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = format!("card_style = \"{style}\"\ncard_style_auto = false\n");
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 4)
        .lang(lang)
        .game(GameId::Poker)
        .size(w, h)
        .build();
    (h, dir)
}

/// Where `card`'s label is drawn in the lower half of the screen (the player's hand): found
/// by reading the screen, (column, row).
fn label_at(text: &str, card: Card, ascii: bool) -> (usize, usize) {
    let label = if ascii { card.ascii_label() } else { card.unicode_label() };
    let want: Vec<char> = label.chars().collect();
    let lines: Vec<&str> = text.lines().collect();
    for (y, line) in lines.iter().enumerate().skip(lines.len() / 2) {
        let chars: Vec<char> = line.chars().collect();
        if let Some(x) = chars.windows(want.len()).position(|w| w == want.as_slice()) {
            return (x, y);
        }
    }
    panic!("{label} not in the hand:\n{text}");
}

#[test]
fn after_the_draw_the_new_cards_sit_in_line_tagged_new() {
    // (The card's width at each size: small, medium, large.)
    for (style, size, width) in
        [("unicode", (100, 30), 7), ("ascii", (80, 24), 5), ("unicode", (160, 50), 9)]
    {
        let (mut h, _dir) = harness(style, Language::En, size.0, size.1);
        h.type_text("10").key(KeyCode::Enter).settle(20_000);
        // Mark the first and third cards, exchange them.
        h.key(KeyCode::Char('1')).key(KeyCode::Char('3')).key(KeyCode::Enter);
        h.settle(20_000);
        let table = h.poker().table().clone();
        assert_eq!(table.phase(), Phase::Showdown);
        assert_eq!(table.player_marks(), Marks::from_positions(&[0, 2]));
        let hand = table.player_hand().unwrap();
        let text = h.render();
        let here = format!("{style} at {size:?}");
        let at: Vec<(usize, usize)> =
            hand.iter().map(|&c| label_at(&text, c, style == "ascii")).collect();
        assert!(at.iter().all(|p| p.1 == at[0].1), "{here}: one line, none lifted: {at:?}\n{text}");
        // The tag is on the row over each new card's top edge, and over no other card.
        let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
        let over = |i: usize| -> String {
            let (x, y) = at[i];
            lines[y - 2].iter().skip(x.saturating_sub(1)).take(width).collect()
        };
        for i in 0..5 {
            let tagged = over(i).contains("new");
            assert_eq!(tagged, [0, 2].contains(&i), "{here}: card {i}: {:?}\n{text}", over(i));
        }
    }
}

#[test]
fn the_hand_score_is_explained_under_the_hand_and_in_the_help() {
    let (mut h, _dir) = harness("unicode", Language::En, 80, 24);
    h.type_text("10").key(KeyCode::Enter).settle(20_000);
    let hand = h.poker().table().player_hand().unwrap();
    let value = asobi::games::poker::evaluate(&hand);
    let text = h.render();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&format!("— {}", value.score)), "{text}");
    // Read across the note's two rows: what the number is, and that the higher one wins.
    assert!(flat.contains(&format!("{} = ", value.score)), "the score explained:\n{text}");
    assert!(flat.contains("higher scores win"), "{text}");
    h.key(KeyCode::Char('?'));
    let help = h.render();
    // Read across the help's rows, inside its border.
    let flat: String = help.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("The number after your hand's name (\"No pair — 48\") is this score"),
        "{help}"
    );
    // And in Japanese.
    let (mut h, _dir) = harness("unicode", Language::Ja, 80, 24);
    h.type_text("10").key(KeyCode::Enter).settle(20_000);
    let text = h.render();
    assert!(text.contains(&format!("役点{}＝", value.score)), "{text}");
}
