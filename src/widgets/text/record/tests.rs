//! The recording's rule for text a later widget drew over in part, tried on dialogs over
//! lines, wrapped lines and text redrawn in place.

use super::*;
use crate::widgets::text::Fit;
use ratatui::text::Line;
use ratatui::widgets::Widget;

/// "y / n" in a 10×3 box at columns 15–24 of rows 2–4, its blank margin at 14 and 25, over
/// `text` drawn in `at` first: what the frame shows only in part.
fn under_a_dialog(text: &str, at: Rect) -> Vec<String> {
    let dialog = crate::widgets::popup::Dialog {
        title: "Over".into(),
        lines: vec![Line::from("y / n")],
        scroll: None,
    };
    let mut buf = Buffer::empty(Rect::new(0, 0, 40, 7));
    let ((), rec) = record(|| {
        Fit::line(text).render(at, &mut buf);
        (&dialog).render(buf.area, &mut buf);
    });
    rec.partly_covered(&buf)
}

#[test]
fn a_line_half_under_a_dialog_is_reported() {
    let covered = under_a_dialog("CPU 5 · 5位上がり and more", Rect::new(3, 3, 37, 1));
    assert_eq!(covered.len(), 1, "{covered:?}");
    assert!(covered[0].contains("CPU 5 · 5位上がり and more"), "{covered:?}");
    // Only its end under the margin: still in part.
    assert_eq!(under_a_dialog("reaching", Rect::new(7, 3, 8, 1)).len(), 1);
}

#[test]
fn a_line_wholly_under_a_dialog_or_wholly_beside_it_is_not() {
    // "hidden" ends in the "n" of "y / n", in the same cell: written again, it says nothing.
    assert_eq!(under_a_dialog("hidden", Rect::new(16, 3, 6, 1)), Vec::<String>::new());
    assert_eq!(under_a_dialog("beside", Rect::new(0, 3, 14, 1)), Vec::<String>::new());
    assert_eq!(under_a_dialog("beside", Rect::new(26, 3, 14, 1)), Vec::<String>::new());
    // Columns set apart by two blanks are runs of their own: the one outside is whole.
    assert_eq!(under_a_dialog("left  x", Rect::new(8, 3, 10, 1)), Vec::<String>::new());
}

#[test]
fn a_wrapped_line_whose_first_row_is_hidden_and_last_shown_is_reported() {
    let dialog = crate::widgets::popup::Dialog {
        title: "Over".into(),
        lines: vec![Line::from("y / n")],
        scroll: None,
    };
    // The dialog's box takes rows 2-4 and its margin rows 1-5, of columns 14-25.
    let under = |text: &str, at: Rect| {
        let mut buf = Buffer::empty(Rect::new(0, 0, 40, 7));
        let ((), rec) = record(|| {
            crate::widgets::text::Wrapped::line(text).render(at, &mut buf);
            (&dialog).render(buf.area, &mut buf);
        });
        rec.partly_covered(&buf)
    };
    // "hidden" on row 5 (the margin), "shown" on row 6, below it.
    let covered = under("hidden shown", Rect::new(16, 5, 6, 2));
    assert_eq!(covered.len(), 1, "{covered:?}");
    assert!(covered[0].contains("rows [6] shown, rows [5] drawn over"), "{covered:?}");
    // Two lines, one wholly hidden and one wholly shown: each is whole.
    let mut buf = Buffer::empty(Rect::new(0, 0, 40, 7));
    let ((), rec) = record(|| {
        crate::widgets::text::Wrapped::new(vec![Line::from("hidden"), Line::from("shown")])
            .render(Rect::new(16, 5, 6, 2), &mut buf);
        (&dialog).render(buf.area, &mut buf);
    });
    assert_eq!(rec.partly_covered(&buf), Vec::<String>::new());
    // Wholly below the margin: whole.
    assert_eq!(under("hidden shown", Rect::new(16, 6, 13, 1)), Vec::<String>::new());
}

#[test]
fn text_redrawn_in_place_is_not_covered_and_text_drawn_across_another_is() {
    let drawn = |second: &str, at: u16| {
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 1));
        let ((), rec) = record(|| {
            Fit::line("Your move").render(buf.area, &mut buf);
            Fit::line(second).render(Rect::new(at, 0, 20 - at, 1), &mut buf);
        });
        rec.partly_covered(&buf)
    };
    assert!(drawn("Your move", 0).is_empty());
    assert!(drawn("move", 5).is_empty());
    let covered = drawn("turn", 5);
    assert_eq!(covered.len(), 1, "{covered:?}");
    assert!(covered[0].contains("Your move"), "{covered:?}");
}
