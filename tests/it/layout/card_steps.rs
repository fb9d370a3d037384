//! The card's larger steps rendered into a `Buffer`: the medium, large and huge faces (the
//! label twice and the suit in the middle), a fan of medium cards, and the one rule that picks
//! a step (`CardSize::largest`, `CardSize::fitting`). The small card is in `card_widgets.rs`.

use asobi::games::cards::Card;
use asobi::testing::cards;
use asobi::widgets::card::CardFace;
use asobi::widgets::hand::{FannedHand, HandLayout};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::card_widgets::plain;

#[test]
fn a_medium_card_shows_its_label_twice_and_the_suit_in_the_middle() {
    use asobi::widgets::card::CardSize;
    let draw = |face: CardFace| {
        let mut buf = Buffer::empty(Rect::new(0, 0, 7, 5));
        (&face.size(CardSize::Medium)).render(buf.area, &mut buf);
        plain(buf)
    };
    let ten = cards("TH")[0];
    assert_eq!(
        draw(CardFace::new(ten)),
        Buffer::with_lines(["┌─────┐", "│10♥  │", "│  ♥  │", "│  10♥│", "└─────┘"])
    );
    assert_eq!(
        draw(CardFace::new(Card::JOKER)),
        Buffer::with_lines(["┌─────┐", "│JK   │", "│JOKER│", "│   JK│", "└─────┘"])
    );
    assert_eq!(
        draw(CardFace::back()),
        Buffer::with_lines(["┌─────┐", "│░░░░░│", "│░░░░░│", "│░░░░░│", "└─────┘"])
    );
    // A fan of medium cards keeps every index readable, as a fan of small ones does.
    let hand = cards("AS 2H 3D");
    let fan = FannedHand::new(&hand).size(CardSize::Medium);
    let HandLayout::Cards(rects) = fan.layout(Rect::new(0, 0, 11, 6)) else { panic!("a fan") };
    assert!(rects.iter().all(|r| (r.width, r.height) == (7, 5)), "{rects:?}");
    assert!(rects.windows(2).all(|w| w[1].x >= w[0].x + 2), "border and rank stay in view");
}

/// The large card is the medium one grown by a row and a column each side: the same corners
/// and the suit in the very middle, so the steps look like one card at three sizes.
#[test]
fn a_large_card_is_the_medium_one_with_room_around_its_suit() {
    use asobi::widgets::card::CardSize;
    let draw = |face: CardFace| {
        let mut buf = Buffer::empty(Rect::new(0, 0, 9, 7));
        (&face.size(CardSize::Large)).render(buf.area, &mut buf);
        plain(buf)
    };
    assert_eq!(
        draw(CardFace::new(cards("TH")[0])),
        Buffer::with_lines([
            "┌───────┐",
            "│10♥    │",
            "│       │",
            "│   ♥   │",
            "│       │",
            "│    10♥│",
            "└───────┘",
        ])
    );
    assert_eq!(
        draw(CardFace::new(Card::JOKER)),
        Buffer::with_lines([
            "┌───────┐",
            "│JK     │",
            "│       │",
            "│ JOKER │",
            "│       │",
            "│     JK│",
            "└───────┘",
        ])
    );
    // The huge card grows the same way once more.
    let mut buf = Buffer::empty(Rect::new(0, 0, 11, 9));
    (&CardFace::new(cards("QD")[0]).size(CardSize::Huge)).render(buf.area, &mut buf);
    assert_eq!(
        plain(buf),
        Buffer::with_lines([
            "┌─────────┐",
            "│Q♦       │",
            "│         │",
            "│         │",
            "│    ♦    │",
            "│         │",
            "│         │",
            "│       Q♦│",
            "└─────────┘",
        ])
    );
    let sizes: Vec<_> = CardSize::STEPS.iter().map(|s| (s.width(), s.height())).collect();
    assert_eq!(sizes, [(5, 3), (7, 5), (9, 7), (11, 9)]);
    // One rule picks the step: the largest whose layout fits, small when none does.
    assert_eq!(CardSize::largest(|s| s <= CardSize::Medium), CardSize::Medium);
    assert_eq!(CardSize::largest(|_| false), CardSize::Small);
    assert_eq!(CardSize::fitting((160, 49), &[(100, 30), (150, 45)]), CardSize::Large);
    assert_eq!(CardSize::fitting((100, 29), &[(100, 30), (150, 45)]), CardSize::Small);
    // A layout naming a threshold for huge cards gets them; one naming two never does.
    assert_eq!(CardSize::fitting((200, 60), &[(100, 30), (150, 45), (200, 60)]), CardSize::Huge);
    assert_eq!(CardSize::fitting((999, 999), &[(100, 30), (150, 45)]), CardSize::Large);
}
