//! The `SevensTable` widget: played cards face up, empty cells dim dots, dead cells crosses, in
//! both card styles; and the geometry that drawing and mouse hit-testing share.

use asobi::games::cards::Card;
use asobi::games::sevens::{Table, layout};
use asobi::testing::card as c;
use asobi::theme::THEME;
use asobi::widgets::sevens_table::{SevensTable, table_layout};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// ♠8 and ♥6 played, ♥5 dead, everything else (but the 7s) empty.
fn position() -> Table {
    Table::with_cells(layout::mask_of(&[c("8S"), c("6H")]), layout::mask_of(&[c("5H")]))
}

fn render(widget: &SevensTable, area: Rect) -> Buffer {
    let mut buf = Buffer::empty(area);
    widget.render(area, &mut buf);
    buf
}

/// The text drawn in `rect` (one row).
fn text_in(buf: &Buffer, rect: Rect) -> String {
    (rect.x..rect.right()).map(|x| buf[(x, rect.y)].symbol().to_string()).collect()
}

#[test]
fn the_widest_form_puts_each_cell_where_the_grid_says() {
    // Row labels take 2 columns, then the left grid line; each cell is 4 wide plus its line.
    // The header row and the top grid line come first, then a line between suit rows.
    let layout = table_layout(Rect::new(0, 0, 68, 10));
    assert!(layout.bordered);
    assert_eq!(layout.cell(c("AS")), Rect::new(3, 2, 4, 1));
    assert_eq!(layout.cell(c("7S")), Rect::new(3 + 6 * 5, 2, 4, 1));
    assert_eq!(layout.cell(c("KC")), Rect::new(3 + 12 * 5, 2 + 3 * 2, 4, 1));
    // A narrower area falls back to 3-column cells, then to no grid lines at all.
    assert_eq!(table_layout(Rect::new(0, 0, 55, 10)).cell(c("2H")), Rect::new(3 + 4, 4, 3, 1));
    let flat = table_layout(Rect::new(0, 0, 60, 6));
    assert!(!flat.bordered);
    assert_eq!(flat.cell(c("AD")).y, 1 + 2);
}

#[test]
fn played_empty_and_dead_cells_in_the_unicode_style() {
    let area = Rect::new(0, 0, 68, 10);
    let buf = render(&SevensTable::new(&position()), area);
    let layout = table_layout(area);
    assert_eq!(text_in(&buf, layout.cell(c("8S"))).trim(), "8♠");
    assert_eq!(text_in(&buf, layout.cell(c("7D"))).trim(), "7♦");
    assert_eq!(text_in(&buf, layout.cell(c("5H"))).trim(), "✕");
    assert_eq!(text_in(&buf, layout.cell(c("AC"))).trim(), "·");
    // Hearts and diamonds are red, spades black; dead crosses in the dead colour.
    let fg = |card: &str| {
        let r = layout.cell(c(card));
        buf[(r.x + 1, r.y)].fg
    };
    assert_eq!(fg("6H"), THEME.red_suit.fg.unwrap());
    assert_eq!(fg("8S"), THEME.black_suit.fg.unwrap());
    assert_eq!(fg("5H"), THEME.dead.fg.unwrap());
    assert_eq!(fg("AC"), THEME.dim.fg.unwrap());
    // Headers and row labels.
    assert_eq!(text_in(&buf, layout.col_headers[9]).trim(), "10");
    assert_eq!(buf[(layout.row_labels[3].x, layout.row_labels[3].y)].symbol(), "♣");
    assert_eq!(buf[(2, 1)].symbol(), "┌");
}

/// The frame's last pass in the ASCII card style (the one place the style is drawn).
fn ascii(mut buf: Buffer) -> Buffer {
    asobi::term_caps::ascii_glyphs(&mut buf);
    buf
}

#[test]
fn played_empty_and_dead_cells_in_the_ascii_style() {
    let area = Rect::new(0, 0, 68, 10);
    let buf = ascii(render(&SevensTable::new(&position()), area));
    let layout = table_layout(area);
    assert_eq!(text_in(&buf, layout.cell(c("8S"))).trim(), "8S");
    assert_eq!(text_in(&buf, layout.cell(c("6H"))).trim(), "6H");
    assert_eq!(text_in(&buf, layout.cell(c("5H"))).trim(), "X");
    assert_eq!(text_in(&buf, layout.cell(c("AC"))).trim(), "-");
    assert_eq!(buf[(layout.row_labels[1].x, layout.row_labels[1].y)].symbol(), "H");
    assert_eq!(buf[(2, 1)].symbol(), "+");
    // The outline shows without colour: `#` and `=` instead of the grid's `|` and `-`.
    let mut w = SevensTable::new(&position());
    w.outlined = Some(c("9H"));
    let buf = ascii(render(&w, area));
    let r = layout.cell(c("9H"));
    assert_eq!(buf[(r.x - 1, r.y)].symbol(), "#");
    assert_eq!(buf[(r.x, r.y - 1)].symbol(), "=");
    let all: String = (0..10).map(|y| text_in(&buf, Rect::new(0, y, 68, 1))).collect();
    assert!(all.is_ascii(), "ASCII style drew a non-ASCII character");
}

#[test]
fn hit_testing_agrees_with_drawing_in_every_form() {
    for area in [Rect::new(4, 2, 80, 12), Rect::new(0, 0, 58, 10), Rect::new(1, 1, 56, 5)] {
        let table = Table::with_cells(layout::ALL & !layout::SEVENS, 0);
        let buf = ascii(render(&SevensTable::new(&table), area));
        let layout = table_layout(area);
        for i in 0..52 {
            let card = Card::from_index(i).unwrap();
            let rect = layout.cell(card);
            // Every cell shows its own card, and every column of it hits that card.
            assert_eq!(text_in(&buf, rect).trim(), card.ascii_label(), "{card} in {area:?}");
            for x in rect.x..rect.right() {
                assert_eq!(layout.hit_test(x, rect.y), Some(card));
            }
        }
        if layout.bordered {
            let first = layout.cell(c("AS"));
            assert_eq!(layout.hit_test(first.x - 1, first.y), None, "a grid line hits nothing");
            assert_eq!(layout.hit_test(first.x, first.y - 1), None);
        }
        assert_eq!(layout.hit_test(area.x, area.y), None, "the corner holds no cell");
    }
}

#[test]
fn doomed_outlined_and_marked_cells_stand_out() {
    let area = Rect::new(0, 0, 68, 10);
    let mut w = SevensTable::new(&position());
    w.doomed = layout::mask_of(&[c("9S")]);
    w.outlined = Some(c("9H"));
    w.marked = layout::mask_of(&[c("8S")]);
    let buf = render(&w, area);
    let layout = table_layout(area);
    let at = |card: &str| {
        let r = layout.cell(c(card));
        (text_in(&buf, r).trim().to_string(), buf[(r.x + 1, r.y)].bg)
    };
    assert_eq!(at("9S"), ("✕9♠".to_string(), THEME.doomed.bg.unwrap()));
    assert_eq!(at("9H"), ("9♥".to_string(), THEME.selected.bg.unwrap()));
    assert_eq!(at("8S").1, THEME.highlight.bg.unwrap());
    // The outline frames the cell in the focus colour.
    let r = layout.cell(c("9H"));
    assert_eq!(buf[(r.x - 1, r.y)].symbol(), "┃");
    assert_eq!(buf[(r.x - 1, r.y)].fg, THEME.focus_border.fg.unwrap());
}

#[test]
fn a_marked_neighbour_that_is_also_the_last_move_shows_as_marked() {
    let area = Rect::new(0, 0, 68, 10);
    let layout = table_layout(area);
    let style_of = |w: &SevensTable, card: &str| {
        let buf = render(w, area);
        let r = layout.cell(c(card));
        (Some(buf[(r.x + 1, r.y)].fg), Some(buf[(r.x + 1, r.y)].bg))
    };
    let mut w = SevensTable::new(&position());
    w.last = Some(c("8S"));
    let last = style_of(&w, "8S");
    assert_eq!(last.0, THEME.last_move.fg, "the last move alone is picked out as such");
    // You select 9♠: ♠8 (the last move) is one of the neighbours that make it playable.
    w.outlined = Some(c("9S"));
    w.marked = layout::mask_of(&[c("8S"), c("7S")]);
    let both = style_of(&w, "8S");
    assert_eq!(both, (THEME.highlight.fg, THEME.highlight.bg), "marked wins over last move");
    assert_eq!(style_of(&w, "7S"), both, "like any other marked neighbour");
}

#[test]
fn a_wide_area_gets_cells_three_rows_tall_with_the_card_on_the_middle_row() {
    use asobi::widgets::sevens_table::table_rows;
    // 13 cells of 6 columns and their lines beside the labels: 94 columns, 18 rows.
    assert_eq!(table_rows(129, 18), 18);
    assert_eq!(table_rows(81, 18), 18, "five-column cells from 81");
    assert_eq!(table_rows(68, 18), 18, "four-column cells from 68");
    assert_eq!(table_rows(67, 18), 10, "one-row cells below that");
    assert_eq!(table_rows(129, 17), 10, "and with fewer than 18 rows");
    // With 26 rows, 107 columns hold cells the size of a large card's face.
    assert_eq!(table_rows(107, 26), 26);
    assert_eq!(table_rows(106, 26), 18);
    let area = Rect::new(0, 0, 129, 18);
    let layout = table_layout(area);
    let cell = layout.cell(c("8S"));
    assert_eq!((cell.width, cell.height), (6, 3));
    let buf = render(&SevensTable::new(&position()), area);
    let middle = Rect { y: cell.y + 1, height: 1, ..cell };
    assert_eq!(text_in(&buf, middle).trim(), "8♠");
    assert_eq!(layout.hit_test(cell.x, cell.y + 2), Some(c("8S")), "the whole cell is the card");
    // A cell five rows tall is a large card's face: its label in the corners too, and the
    // label on the middle row centred.
    let area = Rect::new(0, 0, 129, 26);
    let layout = table_layout(area);
    let cell = layout.cell(c("8S"));
    assert_eq!((cell.width, cell.height), (7, 5));
    let buf = render(&SevensTable::new(&position()), area);
    let row = |dy: u16| text_in(&buf, Rect { y: cell.y + dy, height: 1, ..cell });
    assert_eq!([row(0), row(2), row(4)], ["8♠     ", "   8♠  ", "     8♠"]);
    assert_eq!(layout.hit_test(cell.right() - 1, cell.bottom() - 1), Some(c("8S")));
}

#[test]
fn a_suit_row_a_dialog_covers_in_part_is_left_out_whole() {
    // Cells three rows tall: ♥'s rows are 6–8, ♦'s 10–12, with grid lines between.
    let area = Rect::new(0, 0, 68, 18);
    let layout = table_layout(area);
    let (hearts, diamonds) = (layout.cell(c("AH")), layout.cell(c("AD")));
    assert_eq!((hearts.height, diamonds.y), (3, hearts.bottom() + 1));
    // A dialog hiding ♥'s last row and ♦'s first two, as the quit question's band does.
    let hidden = Rect::new(10, hearts.bottom() - 1, 30, 4);
    let buf = render(&SevensTable::new(&position()).hiding(Some(hidden)), area);
    let row = |y: u16| text_in(&buf, Rect::new(0, y, area.width, 1));
    for y in (hearts.y..hearts.bottom()).chain(diamonds.y..diamonds.bottom()) {
        assert_eq!(row(y).trim(), "", "row {y} of a covered suit shows: {:?}", row(y));
    }
    // The rows it does not touch, and the grid lines around the covered ones, stay.
    let middle = |card: &str| layout.cell(c(card)).y + 1;
    assert!(row(middle("8S")).contains("8♠") && row(middle("7C")).contains("7♣"));
    assert!(row(hearts.y - 1).starts_with("  ├") && row(diamonds.bottom()).starts_with("  ├"));
    // With nothing hidden, the same rows are whole.
    let plain = render(&SevensTable::new(&position()), area);
    assert!(text_in(&plain, Rect::new(0, hearts.y + 1, area.width, 1)).contains("6♥"));
}
