//! The frame check for box drawing: every corner and edge of a box meets its partner. A card
//! drawn over another so that a border runs into the middle of a card (`┌│░░░│`), or a corner
//! with no side under it, is a torn box.
//!
//! A dialog clears a blank margin around itself, and what it covers of a box behind it is
//! judged by which edges end in that blank:
//! - a side (a vertical line, or a corner's up or down arm) may end in a blank: a dialog over
//!   the middle of a screen cuts the sides of the boxes behind it, and the box stays whole to
//!   the eye, its top and bottom edges with their corners in view;
//! - a top or bottom edge (a horizontal line holding a corner) may not: an edge that stops in
//!   a blank has lost a corner to the cover, and what is left in view is a fragment of the box
//!   (`─────╯` with no left corner beside a dialog, a sliver `┐ │ │ ┘` beside a wide one).
//!   A gap the edge comes back from on its row is its title's padding (`╭ Quit? ─╮`), and a
//!   line holding no corner divides a box (a grid's row, a rule): it is cut like a side.
//! - an edge may not lose both its sides at once: a bottom edge whose two corners each end in
//!   the blank straight above them (`└───┘` alone under a cover), or such a top edge, is a
//!   sliver of a box, not a box whose sides are cut; its sides may come back past a band of
//!   blank rows cleared across the box, or past the dialog over the screen
//!   (`torn_boxes_beside`: what the app says the dialog hides).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const UP: u8 = 1;
const DOWN: u8 = 2;
const LEFT: u8 = 4;
const RIGHT: u8 = 8;

/// The directions a box-drawing character reaches out to; `None` for any other symbol.
fn arms(symbol: &str) -> Option<u8> {
    let mut chars = symbol.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    Some(match c {
        '─' | '━' | '═' => LEFT | RIGHT,
        '│' | '┃' | '║' => UP | DOWN,
        '┌' | '╭' | '┏' | '╔' => RIGHT | DOWN,
        '┐' | '╮' | '┓' | '╗' => LEFT | DOWN,
        '└' | '╰' | '┗' | '╚' => RIGHT | UP,
        '┘' | '╯' | '┛' | '╝' => LEFT | UP,
        '├' | '┣' | '╠' => UP | DOWN | RIGHT,
        // Light lines joining a heavy frame (the Sevens table's focus over its grid).
        '╆' => UP | DOWN | LEFT | RIGHT,
        '╅' => UP | DOWN | LEFT | RIGHT,
        '╄' => UP | DOWN | LEFT | RIGHT,
        '╃' => UP | DOWN | LEFT | RIGHT,
        '┢' | '┡' => UP | DOWN | RIGHT,
        '┪' | '┩' => UP | DOWN | LEFT,
        '┲' | '┱' => LEFT | RIGHT | DOWN,
        '┺' | '┹' => LEFT | RIGHT | UP,
        '┤' | '┫' | '╣' => UP | DOWN | LEFT,
        '┬' | '┳' | '╦' => LEFT | RIGHT | DOWN,
        '┴' | '┻' | '╩' => LEFT | RIGHT | UP,
        '┼' | '╋' | '╬' => UP | DOWN | LEFT | RIGHT,
        _ => return None,
    })
}

fn is_corner(a: u8) -> bool {
    a.count_ones() == 2 && a != LEFT | RIGHT && a != UP | DOWN
}

/// Whether the row, past the non-box cells beside `(x, y)` in direction `dx` (a title and its
/// padding), comes to a box character reaching `back` to them: the edge goes on after its title.
fn resumes<'a>(
    at: &impl Fn(i32, i32) -> Option<&'a str>,
    x: u16,
    y: u16,
    dx: i32,
    back: u8,
) -> bool {
    let y = i32::from(y);
    let mut x = i32::from(x) + dx;
    while let Some(s) = at(x, y) {
        if let Some(a) = arms(s) {
            return a & back != 0;
        }
        x += dx;
    }
    false
}

/// Whether the horizontal line through `(x, y)`, followed in direction `dx`, meets a corner: a
/// box's top or bottom edge, not a line dividing a box (a grid's row, a rule between texts).
fn is_box_edge<'a>(at: &impl Fn(i32, i32) -> Option<&'a str>, x: u16, y: u16, dx: i32) -> bool {
    let (toward, back) = if dx > 0 { (RIGHT, LEFT) } else { (LEFT, RIGHT) };
    let y = i32::from(y);
    let mut x = i32::from(x);
    while let Some(a) = at(x, y).and_then(arms) {
        if is_corner(a) {
            return true;
        }
        match at(x + dx, y).and_then(arms) {
            Some(n) if a & toward != 0 && n & back != 0 => x += dx,
            _ => return false,
        }
    }
    false
}

/// The corner at the other end of the edge that leaves the corner at `(x, y)` in direction
/// `dx` (over its line, junctions and title), reaching back to it; `None` if the edge ends
/// otherwise.
fn partner_corner<'a>(
    at: &impl Fn(i32, i32) -> Option<&'a str>,
    x: u16,
    y: u16,
    dx: i32,
) -> Option<(i32, u8)> {
    let back = if dx > 0 { LEFT } else { RIGHT };
    let (yy, mut x) = (i32::from(y), i32::from(x) + dx);
    while let Some(s) = at(x, yy) {
        match arms(s) {
            Some(a) if is_corner(a) => return (a & back != 0).then_some((x, a)),
            Some(a) if a & (LEFT | RIGHT) == LEFT | RIGHT => {}
            Some(_) => return None,
            // A title in the edge: go on if the edge comes back after it.
            None if resumes(at, x.try_into().ok()?, y, dx, back) => {}
            None => return None,
        }
        x += dx;
    }
    None
}

/// Whether the corner at `(x, y)`, with arms `a`, is the left end of an edge both of whose
/// sides end at its corners: each runs straight into a blank and never comes back (past
/// blanks, and past all of a dialog's `hidden` area, box, margin and cleared rows), so the
/// edge is all that is in view of its box.
fn is_sliver<'a>(
    at: &impl Fn(i32, i32) -> Option<&'a str>,
    hidden: Option<Rect>,
    x: u16,
    y: u16,
    a: u8,
) -> bool {
    if !is_corner(a) || a & RIGHT == 0 {
        return false;
    }
    let (dy, toward, back) = if a & UP != 0 { (-1, UP, DOWN) } else { (1, DOWN, UP) };
    let passed = |x: i32, yy: i32| {
        let covered = hidden.is_some_and(|h| {
            u16::try_from(x)
                .is_ok_and(|x| u16::try_from(yy).is_ok_and(|y| h.contains((x, y).into())))
        });
        covered || at(x, yy).is_some_and(|s| s.trim() == "")
    };
    // The side ends at once in a blank (or under the dialog) and never comes back past it.
    let side_lost = |x: i32| {
        let mut yy = i32::from(y) + dy;
        let blank = at(x, yy).is_some_and(|s| s.trim() == "");
        if !blank {
            return false;
        }
        while passed(x, yy) {
            yy += dy;
        }
        let comes_back = at(x, yy).and_then(arms).is_some_and(|n| n & back != 0);
        !comes_back
    };
    side_lost(i32::from(x))
        && partner_corner(at, x, y, 1).is_some_and(|(px, pa)| pa & toward != 0 && side_lost(px))
}

/// Every place in `buf` where box drawing is torn: [`torn_boxes_beside`] with no dialog.
pub fn torn_boxes(buf: &Buffer) -> Vec<String> {
    torn_boxes_beside(buf, None)
}

/// Every place in `buf`, under a dialog that hides `hidden`, where box drawing is torn, as
/// "(x, y) '┌' → '│'": a box character whose arm reaches a box character that does not reach
/// back, a corner whose side (up or down) runs into text, or a top or bottom edge that stops
/// in a blank (see the module).
pub fn torn_boxes_beside(buf: &Buffer, hidden: Option<Rect>) -> Vec<String> {
    let area = buf.area;
    let at = |x: i32, y: i32| -> Option<&str> {
        let inside = x >= i32::from(area.x)
            && y >= i32::from(area.y)
            && x < i32::from(area.right())
            && y < i32::from(area.bottom());
        inside.then(|| buf[(x as u16, y as u16)].symbol())
    };
    let mut torn = Vec::new();
    for y in area.y..area.bottom() {
        for x in area.x..area.right() {
            let here = buf[(x, y)].symbol();
            let Some(a) = arms(here) else { continue };
            if is_sliver(&at, hidden, x, y, a) {
                torn.push(format!("({x}, {y}) {here:?} → an edge with neither side in view"));
            }
            for (arm, back, dx, dy) in
                [(UP, DOWN, 0, -1), (DOWN, UP, 0, 1), (LEFT, RIGHT, -1, 0), (RIGHT, LEFT, 1, 0)]
            {
                if a & arm == 0 {
                    continue;
                }
                let next = at(i32::from(x) + dx, i32::from(y) + dy);
                let next_arms = next.and_then(arms);
                let broken = match next_arms {
                    // The same character beside it is the edge of a card stacked on this one
                    // (┌┌┌───┐, or a column of ┌───┐ rows): the way the table draws a pile.
                    Some(_) if next == Some(here) => false,
                    // So is the top or left corner of a card laid over this one's side.
                    Some(_) if arm == DOWN && matches!(next, Some("┌" | "┐" | "╭" | "╮")) => {
                        false
                    }
                    Some(_) if arm == RIGHT && matches!(next, Some("┌" | "└" | "╭" | "╰")) => {
                        false
                    }
                    Some(n) => n & back == 0,
                    // A corner's side must go on, into a line, not into text; a blank is a
                    // dialog's margin over the screen's box, which cuts the box's side.
                    None if dy != 0 => is_corner(a) && next.is_some_and(|s| s.trim() != ""),
                    // A top or bottom edge may stop at text (its title), or at a blank when
                    // the edge goes on past the title's padding; a blank it never comes back
                    // from is a cover over one of its corners.
                    None => {
                        let blank = next.is_some_and(|s| s.trim() == "");
                        blank && !resumes(&at, x, y, dx, back) && is_box_edge(&at, x, y, -dx)
                    }
                };
                if broken {
                    torn.push(format!("({x}, {y}) {here:?} → {:?}", next.unwrap_or("edge")));
                }
            }
        }
    }
    torn
}

#[cfg(test)]
mod tests {
    use super::*;

    fn torn(rows: &[&str]) -> Vec<String> {
        torn_boxes(&Buffer::with_lines(rows.iter().copied()))
    }

    #[test]
    fn whole_boxes_and_titled_boxes_pass() {
        assert!(torn(&["┌───┐", "│ A │", "└───┘"]).is_empty());
        assert!(torn(&["╭ Quit? ─╮", "│ y / n  │", "╰────────╯"]).is_empty());
        // Cards stacked to the right, each left edge whole.
        assert!(torn(&["┌┌┌───┐", "│││ 7 │", "└└└───┘"]).is_empty());
    }

    #[test]
    fn a_border_running_into_a_card_or_a_corner_with_no_side_is_torn() {
        assert!(!torn(&["┌│░░░│"]).is_empty());
        assert!(!torn(&["┌───┐", "A  │", "└───┘"]).is_empty());
        // A pile drawn as a column of top edges is whole; one whose edge runs into a card
        // beside it is not.
        assert!(torn(&["┌───┐", "┌───┐", "│ 7 │", "└───┘"]).is_empty());
        assert!(torn(&["┌───┐", "│░░░│", "┌───┐", "│ 7 │", "└───┘"]).is_empty());
        assert!(torn(&["┌─┌─┌───┐", "│░│░│ 7 │", "└─└─└───┘"]).is_empty());
        assert!(!torn(&["┌───┐", "│┌───┐", "└│ 7 │"]).is_empty());
    }

    /// A popup over the middle of a framed screen cuts the sides of the boxes behind it: each
    /// side ends in the popup's blank margin and comes back below it, every top and bottom
    /// edge whole.
    #[test]
    fn a_popup_over_the_middle_of_a_screen_cuts_only_sides_and_passes() {
        use crate::widgets::popup::Dialog;
        use ratatui::text::Line;
        use ratatui::widgets::Widget;
        let mut buf = Buffer::with_lines([
            "╭ Game ──────────────────────╮",
            "│ ┌──────────┐ ┌──────────┐  │",
            "│ │          │ │          │  │",
            "│ │          │ │          │  │",
            "│ │          │ │          │  │",
            "│ │          │ │          │  │",
            "│ │          │ │          │  │",
            "│ │          │ │          │  │",
            "│ └──────────┘ └──────────┘  │",
            "╰────────────────────────────╯",
        ]);
        let quit = Dialog { title: "Quit?".into(), lines: vec![Line::from("y / n")], scroll: None };
        (&quit).render(buf.area, &mut buf);
        let hidden = Some(quit.with_margin(buf.area));
        assert_eq!(torn_boxes_beside(&buf, hidden), Vec::<String>::new(), "{buf:?}");
        // Titles with padding on both sides, and a rule between lines of text.
        assert!(torn(&["╭─ 順位 ─ ▲ ─╮", "│ ──────── │", "╰──────────╯"]).is_empty());
    }

    /// What a cover over a box's corner leaves in view: a bottom edge with no left corner,
    /// sides ending in the cover's blank margin. A player sees a broken piece of frame.
    #[test]
    fn a_box_fragment_beside_a_cover_is_torn() {
        let fragment = ["┌──────────┐", "│ CPU 4    │", "│          │", "       ─────╯"];
        assert!(!torn(&fragment).is_empty());
        assert!(!torn(&["     ─────╯"]).is_empty());
        // Its top edge cut the same way, and a dialog's border beside the piece.
        assert!(!torn(&["╭──────╮    ───────┐", "│ text │    CPU 4  │"]).is_empty());
        assert!(!torn(&["──╮  ────┐"]).is_empty());
    }

    /// A cover that hides all of a box but one edge (`└───┘` under a results panel) leaves a
    /// sliver: neither side is in view, so it is torn; one side in view keeps the box whole.
    #[test]
    fn an_edge_left_alone_with_neither_side_in_view_is_torn() {
        assert!(!torn(&["Results  ", "         ", " └───┘   "]).is_empty());
        assert!(!torn(&["  ┌ 7 ──┐", "         ", "Results  "]).is_empty());
        // One side cut by a margin, the other in view: a box cut, not a sliver.
        assert!(torn(&["┌───┐", "    │", "└───┘"]).is_empty());
        // A one-row box is not a sliver, nor a box whose sides come back after a band of
        // cleared rows across it.
        assert!(torn(&["┌┐", "└┘"]).is_empty());
        assert!(torn(&["┌───┐", "     ", "     ", "│ 7 │", "└───┘"]).is_empty());
        // Under a dialog: an edge whose sides come back past it is whole; an edge whose sides
        // end at the dialog's margin and never come back is a sliver all the same.
        let under = [
            "┌───┐  ",
            "       ",
            "╭ Q ─╮ ",
            "│ y  │ ",
            "╰────╯ ",
            "       ",
            "│ 7 │  ",
            "└───┘  ",
        ];
        let dialog = Some(Rect::new(0, 1, 7, 5));
        let buf = Buffer::with_lines(under);
        assert!(torn_boxes_beside(&buf, dialog).is_empty(), "{buf:?}");
        assert!(!torn_boxes(&buf).is_empty(), "without the dialog, the top edge is a sliver");
        let sliver = under[1..6].iter().chain(&under[7..]).copied();
        let buf = Buffer::with_lines(sliver);
        let dialog = Some(Rect::new(0, 0, 7, 5));
        assert!(!torn_boxes_beside(&buf, dialog).is_empty(), "{buf:?}");
    }
}
