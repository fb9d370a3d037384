//! The frame check for box drawing: every corner and edge of a box meets its partner. A card
//! drawn over another so that a border runs into the middle of a card (`┌│░░░│`), or a corner
//! with no side under it, is a torn box.

use ratatui::buffer::Buffer;

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

/// Every place in `buf` where box drawing is torn, as "(x, y) '┌' → '│'": a box character
/// whose arm reaches a box character that does not reach back, or a corner whose side (up or
/// down) meets no box character at all.
pub fn torn_boxes(buf: &Buffer) -> Vec<String> {
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
                    // A corner's side must go on (a title may follow it on its row), into a
                    // line, not into text; a blank is a dialog's margin over the screen's box.
                    None => is_corner(a) && dy != 0 && next.is_some_and(|s| s.trim() != ""),
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
}
