//! Card widgets rendered into a `Buffer`: faces, backs, both card styles, the Joker, fans at
//! several widths, the vertical fan (lifted cards drawn whole, either way), the selected lift,
//! hit-testing and colours.
//! Expected pictures are drawn by hand from the layout rules in the module docs.

use asobi::games::cards::Card;
use asobi::settings::CardStyle;
use asobi::testing::cards;
use asobi::theme::THEME;
use asobi::widgets::card::{CardFace, card_span};
use asobi::widgets::hand::{FannedHand, HandLayout, Lift, card_rects, hit_test};
use ratatui::buffer::Buffer;
use ratatui::layout::{Direction, Rect};
use ratatui::widgets::Widget;

/// The buffer with every style cleared, so it can be compared with `Buffer::with_lines`.
pub(super) fn plain(mut buf: Buffer) -> Buffer {
    for cell in &mut buf.content {
        let symbol = cell.symbol().to_string();
        cell.reset();
        cell.set_symbol(&symbol);
    }
    buf
}

fn render(widget: impl Widget, width: u16, height: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    widget.render(buf.area, &mut buf);
    buf
}

/// A card face as the frame shows it in `style`: the ASCII style is the frame's last pass.
fn face(card: &str, style: CardStyle) -> Buffer {
    let mut buf = render(&CardFace::new(cards(card)[0]), 5, 3);
    if style == CardStyle::Ascii {
        asobi::term_caps::ascii_glyphs(&mut buf);
    }
    buf
}

#[test]
fn unicode_faces_show_rank_and_suit_top_left() {
    assert_eq!(
        plain(face("AS", CardStyle::Unicode)),
        Buffer::with_lines(["┌───┐", "│A♠ │", "└───┘"])
    );
    assert_eq!(
        plain(face("10H", CardStyle::Unicode)),
        Buffer::with_lines(["┌───┐", "│10♥│", "└───┘"])
    );
}

#[test]
fn ascii_faces_use_letters_and_plus_minus_bar() {
    assert_eq!(
        plain(face("AS", CardStyle::Ascii)),
        Buffer::with_lines(["+---+", "|AS |", "+---+"])
    );
    assert_eq!(
        plain(face("10H", CardStyle::Ascii)),
        Buffer::with_lines(["+---+", "|10H|", "+---+"])
    );
}

#[test]
fn backs_show_a_pattern_in_the_back_colour() {
    let back = render(&CardFace::back(), 5, 3);
    assert_eq!(back[(2, 1)].bg, THEME.card_back.bg.unwrap());
    assert_eq!(plain(back), Buffer::with_lines(["┌───┐", "│░░░│", "└───┘"]));
    let mut ascii = render(&CardFace::new(Card::JOKER).face_up(false), 5, 3);
    asobi::term_caps::ascii_glyphs(&mut ascii);
    assert_eq!(plain(ascii), Buffer::with_lines(["+---+", "|###|", "+---+"]));
}

#[test]
fn the_joker_has_its_own_label_and_colour() {
    for style in [CardStyle::Unicode, CardStyle::Ascii] {
        let buf = face("JK", style);
        assert_eq!(buf[(1, 1)].symbol(), "J");
        assert_eq!(buf[(2, 1)].symbol(), "K");
        assert_eq!(buf[(1, 1)].fg, THEME.joker.fg.unwrap());
    }
}

#[test]
fn suits_are_coloured_red_and_black() {
    let red = face("QD", CardStyle::Unicode);
    assert_eq!(red[(2, 1)].symbol(), "♦");
    assert_eq!(
        (red[(2, 1)].fg, red[(2, 1)].bg),
        (THEME.red_suit.fg.unwrap(), THEME.red_suit.bg.unwrap())
    );
    assert_eq!(red[(1, 1)].fg, THEME.red_suit.fg.unwrap());
    let black = face("QC", CardStyle::Unicode);
    assert_eq!(black[(2, 1)].fg, THEME.black_suit.fg.unwrap());
}

#[test]
fn inline_spans_follow_the_card_style_and_colour_only_the_text() {
    let ten = cards("10H")[0];
    assert_eq!(card_span(ten).content, "10♥");
    let ascii: String = card_span(ten)
        .content
        .chars()
        .map(|c| asobi::term_caps::stand_in(c).unwrap_or(c))
        .collect();
    assert_eq!(ascii, "10H");
    assert_eq!(card_span(Card::JOKER).content, "JK");
    let span = card_span(ten);
    assert_eq!((span.style.fg, span.style.bg), (THEME.red_suit.fg, None));
    assert_eq!(card_span(cards("AS")[0]).style, THEME.text);
}

#[test]
fn selected_marked_and_dimmed_cards_are_styled() {
    let sel = render(&CardFace::new(cards("AS")[0]).selected(true), 5, 3);
    assert_eq!(sel[(0, 0)].bg, THEME.selected.bg.unwrap());
    let marked = render(&CardFace::new(cards("AS")[0]).marked(true), 5, 3);
    assert_eq!(marked[(0, 0)].bg, THEME.highlight.bg.unwrap());
    let dim = render(&CardFace::new(cards("AH")[0]).dimmed(true), 5, 3);
    assert_eq!(dim[(2, 1)].fg, THEME.disabled.fg.unwrap());
}

const FIVE: &str = "AS 2H 3D 4C 5S";

#[test]
fn a_wide_fan_spaces_cards_with_one_free_column_and_centres_them() {
    let hand = cards(FIVE);
    let buf = render(&FannedHand::new(&hand), 40, 4);
    assert_eq!(
        plain(buf),
        Buffer::with_lines([
            "                                        ",
            "     ┌───┐ ┌───┐ ┌───┐ ┌───┐ ┌───┐      ",
            "     │A♠ │ │2♥ │ │3♦ │ │4♣ │ │5♠ │      ",
            "     └───┘ └───┘ └───┘ └───┘ └───┘      ",
        ])
    );
}

#[test]
fn the_selected_card_is_lifted_one_row() {
    let hand = cards(FIVE);
    let buf = render(&FannedHand::new(&hand).selected(Some(1)), 40, 4);
    assert_eq!(buf[(11, 0)].bg, THEME.selected.bg.unwrap());
    assert_eq!(
        plain(buf),
        Buffer::with_lines([
            "           ┌───┐                        ",
            "     ┌───┐ │2♥ │ ┌───┐ ┌───┐ ┌───┐      ",
            "     │A♠ │ └───┘ │3♦ │ │4♣ │ │5♠ │      ",
            "     └───┘       └───┘ └───┘ └───┘      ",
        ])
    );
}

#[test]
fn a_tight_fan_overlaps_down_to_border_and_rank() {
    let hand = cards(FIVE);
    let mut buf = render(&FannedHand::new(&hand), 13, 3);
    asobi::term_caps::ascii_glyphs(&mut buf);
    assert_eq!(plain(buf), Buffer::with_lines(["+-+-+-+-+---+", "|A|2|3|4|5S |", "+-+-+-+-+---+"]));
}

#[test]
fn a_hidden_hand_overlaps_down_to_one_column_of_each_back() {
    let deck: Vec<Card> = (0..13).filter_map(Card::from_index).collect();
    let mut buf = render(&FannedHand::new(&deck).face_up(false), 20, 3);
    asobi::term_caps::ascii_glyphs(&mut buf);
    assert_eq!(
        plain(buf),
        Buffer::with_lines([
            " +++++++++++++---+  ",
            " |||||||||||||###|  ",
            " +++++++++++++---+  "
        ])
    );
}

#[test]
fn too_many_cards_fall_back_to_a_count() {
    let deck: Vec<Card> = (0..13).filter_map(Card::from_index).collect();
    let buf = render(&FannedHand::new(&deck).face_up(false), 16, 3);
    assert_eq!(
        plain(buf),
        Buffer::with_lines(["                ", "    13 cards    ", "                "])
    );
    let narrow = render(&FannedHand::new(&deck), 4, 1);
    assert_eq!(plain(narrow), Buffer::with_lines([" 13 "]));
    assert_eq!(
        card_rects(Rect::new(0, 0, 20, 3), 13, Direction::Horizontal, None),
        HandLayout::Compact(Rect::new(0, 0, 20, 3))
    );
}

#[test]
fn a_vertical_fan_overlaps_rows_and_opens_a_gap_for_its_lifted_card() {
    let hand = cards("AS 2H 3D 4C");
    let flat = render(&FannedHand::new(&hand).face_up(false).direction(Direction::Vertical), 5, 8);
    assert_eq!(
        plain(flat),
        Buffer::with_lines([
            "     ",
            "┌───┐",
            "┌───┐",
            "┌───┐",
            "┌───┐",
            "│░░░│",
            "└───┘",
            "     "
        ])
    );
    // The lifted card stands whole, the cards after it moved down, nothing shifted sideways:
    // it once stood a column right, over its neighbours' edges (│┌───┐ / ┌│░░░│ / ┌└───┘).
    let lifted =
        FannedHand::new(&hand).face_up(false).direction(Direction::Vertical).selected(Some(1));
    let drawn = plain(render(&lifted, 6, 8));
    assert_eq!(
        drawn,
        Buffer::with_lines([
            "┌───┐ ",
            "┌───┐ ",
            "│░░░│ ",
            "└───┘ ",
            "┌───┐ ",
            "┌───┐ ",
            "│░░░│ ",
            "└───┘ "
        ])
    );
    assert!(asobi::testing::torn_boxes(&drawn).is_empty());
    assert_eq!(lifted.draw_order(), [0, 1, 2, 3]);
}

#[test]
fn a_right_seats_column_opens_the_same_gap_and_a_top_seat_lifts_down() {
    let hand = cards("AS 2H 3D 4C");
    let right = FannedHand::new(&hand)
        .face_up(false)
        .direction(Direction::Vertical)
        .selected(Some(2))
        .lift(Lift::Low);
    assert_eq!(
        plain(render(&right, 6, 8)),
        Buffer::with_lines([
            "┌───┐ ",
            "┌───┐ ",
            "┌───┐ ",
            "│░░░│ ",
            "└───┘ ",
            "┌───┐ ",
            "│░░░│ ",
            "└───┘ "
        ])
    );
    let down = FannedHand::new(&hand).selected(Some(1)).lift(Lift::High);
    let HandLayout::Cards(rects) = down.layout(Rect::new(0, 0, 30, 4)) else { panic!("fan") };
    let ys: Vec<u16> = rects.iter().map(|r| r.y).collect();
    assert_eq!(ys, [0, 1, 0, 0]);
}

#[test]
fn marked_cards_lift_and_the_cursor_need_not() {
    let hand = cards(FIVE);
    let marks = [false, false, false, true, false];
    let fan = FannedHand::new(&hand).marked(&marks).selected(Some(0)).lift_selected(false);
    let HandLayout::Cards(rects) = fan.layout(Rect::new(0, 0, 40, 4)) else { panic!("fan") };
    let ys: Vec<u16> = rects.iter().map(|r| r.y).collect();
    assert_eq!(ys, [1, 1, 1, 0, 1]);
}

/// Every rank label drawn on screen is hit by its own card; blank cells hit nothing.
#[test]
fn hit_testing_agrees_with_what_is_drawn() {
    let hand = cards("AS 2H 3D 4C 5S 6H 7D 8C 9S");
    for (width, selected) in [(60, None), (60, Some(4)), (21, Some(0)), (21, Some(8)), (30, None)] {
        let area = Rect::new(0, 0, width, 4);
        let buf = render(&FannedHand::new(&hand).selected(selected), width, 4);
        for y in 0..4 {
            for x in 0..width {
                let symbol = buf[(x, y)].symbol();
                let hit = hit_test(area, hand.len(), Direction::Horizontal, selected, x, y);
                if let Some(i) = hand.iter().position(|c| c.rank().unwrap().label() == symbol) {
                    assert_eq!(hit, Some(i), "label {symbol} at ({x},{y}), width {width}");
                }
                if symbol == " " && x >= 1 && buf[(x - 1, y)].symbol() == " " {
                    assert_eq!(hit, None, "blank ({x},{y}), width {width}");
                }
            }
        }
        // The lifted card's top edge is clickable. A crowded row (21 columns for nine cards)
        // lifts nothing: a lifted card there tore its neighbours' boxes.
        if let (Some(i), HandLayout::Cards(rects)) =
            (selected, card_rects(area, hand.len(), Direction::Horizontal, selected))
        {
            let crowded = width < 60;
            assert_eq!(rects[i].y, 0, "width {width}");
            if crowded {
                continue;
            }
            assert_eq!(
                hit_test(area, hand.len(), Direction::Horizontal, selected, rects[i].x + 2, 0),
                Some(i)
            );
        }
    }
}

#[test]
fn drawing_stays_inside_the_area_and_never_panics() {
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 3));
    (&CardFace::new(cards("AS")[0])).render(Rect::new(0, 0, 3, 2), &mut buf);
    assert_eq!(plain(buf), Buffer::with_lines(["┌──   ", "│A♠   ", "      "]));
    // Areas hanging off the buffer, tiny areas and empty hands.
    let hand = cards(FIVE);
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 4));
    (&FannedHand::new(&hand)).render(Rect::new(7, 2, 30, 9), &mut buf);
    (&FannedHand::new(&hand).direction(Direction::Vertical))
        .render(Rect::new(0, 0, 0, 0), &mut buf);
    (&FannedHand::new(&[])).render(buf.area, &mut buf);
    assert_eq!(card_rects(buf.area, 0, Direction::Horizontal, None), HandLayout::Cards(vec![]));
}
