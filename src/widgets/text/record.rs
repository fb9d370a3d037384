//! While a test records: the silent cuts the text widgets noted, and where each run of text
//! went, to tell the text a later widget drew over in part.
//!
//! Text can also be cut after it is drawn: a later widget (a dialog and the blank margin it
//! clears, a card, a box) drawn over part of it. While recording, every text widget also notes
//! where its text went (`Drawn`: a row, the first column, the symbol of each cell), one run at
//! a time: a stretch of a row with no two blank cells in a row, so the words of a label are
//! one run and columns set apart by a wider gap are runs of their own. Once the frame is drawn,
//! `Recording::partly_covered` compares each run with the frame, cell by cell:
//! - a cell that still holds the symbol drawn (or its ASCII stand-in, for the ASCII card
//!   style) is *kept*, unless a later run of text, or the border or title of a later text
//!   widget's box (a dialog's), wrote that cell too: the same symbol written again (a label
//!   redrawn in place, a dialog's title over the header's same word) says nothing, either way;
//! - a non-blank cell that now holds another symbol, and a blank cell of the run (a space
//!   between words, the second cell of a wide glyph) that now holds a non-blank one, are
//!   *drawn over*;
//! - a blank cell still blank says nothing (a cleared cell looks the same).
//!
//! A run with two kept cells side by side (a wide glyph kept is two) and a drawn-over cell is
//! text the player sees only in part ("PU 5 · 5位上が"), and is reported; a single kept cell
//! among drawn-over ones is a symbol alike by chance (the "-" of a box's border where the
//! ASCII card style turned a "·" into "-"), not a piece of the text left showing. A run
//! wholly drawn over is fine (a dialog may hide the screen under it), and so is one wholly
//! kept.

use std::cell::RefCell;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::cells;

thread_local! {
    /// What the text widgets drew while recording; `None` when nobody records (the parlour
    /// itself).
    static RECORD: RefCell<Option<Recording>> = const { RefCell::new(None) };
}

/// A run of text as drawn: on row `y` from column `x`, one symbol a cell (a blank for a space
/// between words and for the second cell of a wide glyph).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub y: u16,
    pub x: u16,
    pub symbols: Vec<String>,
    /// The wrapped line this run is part of, numbered across the recording; `None` for text
    /// that is one row a line (`Fit`, `Clipped`).
    pub paragraph: Option<usize>,
}

/// What the text widgets drew while recording: the silent cuts, and every run of text with
/// where it went, in the order drawn.
#[derive(Clone, Debug, Default)]
pub struct Recording {
    pub cuts: Vec<String>,
    pub drawn: Vec<Drawn>,
    /// The border of each text widget's box (a dialog's), with how many runs were drawn
    /// before it: its border and title write every cell of that ring.
    pub rings: Vec<(usize, Rect)>,
    /// How many paragraphs were numbered so far.
    pub paragraphs: usize,
}

/// Runs `f` and returns what it returned with what the text widgets drew meanwhile (in this
/// thread).
pub fn record<T>(f: impl FnOnce() -> T) -> (T, Recording) {
    let outer = RECORD.with(|c| c.borrow_mut().replace(Recording::default()));
    let out = f();
    let rec = RECORD.with(|c| std::mem::replace(&mut *c.borrow_mut(), outer)).unwrap_or_default();
    (out, rec)
}

/// Runs `f` and returns what it returned with every silent cut drawn meanwhile (in this
/// thread), each described with the text that lost cells or rows.
pub fn record_cuts<T>(f: impl FnOnce() -> T) -> (T, Vec<String>) {
    let (out, rec) = record(f);
    (out, rec.cuts)
}

/// Notes a silent cut, when someone records.
pub(super) fn note(what: impl FnOnce() -> String) {
    RECORD.with(|c| {
        if let Some(rec) = c.borrow_mut().as_mut() {
            rec.cuts.push(what());
        }
    });
}

fn recording() -> bool {
    RECORD.with(|c| c.borrow().is_some())
}

fn blank(symbol: &str) -> bool {
    symbol.trim().is_empty()
}

/// The runs of text in `scratch`, a buffer that holds only what one widget drew: stretches of
/// a row with no two blank cells in a row, a wide glyph's second cell counted with it.
fn runs(scratch: &Buffer) -> Vec<Drawn> {
    let area = scratch.area;
    let mut out = Vec::new();
    for y in area.top()..area.bottom() {
        let mut run: Option<(u16, u16)> = None;
        let mut push = |(start, end): (u16, u16)| {
            let symbols = (start..end).map(|x| scratch[(x, y)].symbol().to_string()).collect();
            out.push(Drawn { y, x: start, symbols, paragraph: None });
        };
        let mut x = area.left();
        while x < area.right() {
            let symbol = scratch[(x, y)].symbol();
            if blank(symbol) {
                x += 1;
                continue;
            }
            let wide = u16::try_from(cells(symbol)).unwrap_or(1).max(1);
            let end = (x + wide).min(area.right());
            run = match run {
                Some((start, last)) if x - last < 2 => Some((start, end)),
                Some(done) => {
                    push(done);
                    Some((x, end))
                }
                None => Some((x, end)),
            };
            x = end;
        }
        if let Some(done) = run {
            push(done);
        }
    }
    out
}

impl Recording {
    /// Every run of text that the drawn frame `frame` shows only in part: some cells still
    /// hold what was drawn, others were drawn over (the rule is in the module's doc).
    pub fn partly_covered(&self, frame: &Buffer) -> Vec<String> {
        let area = frame.area;
        let inside = |x: u16, y: u16| area.contains(ratatui::layout::Position { x, y });
        let index = |x: u16, y: u16| {
            usize::from(y - area.y) * usize::from(area.width) + usize::from(x - area.x)
        };
        // The last run written to each cell.
        let mut last = vec![usize::MAX; area.area() as usize];
        for (i, d) in self.drawn.iter().enumerate() {
            for x in (d.x..).take(d.symbols.len()).filter(|&x| inside(x, d.y)) {
                last[index(x, d.y)] = i;
            }
        }
        // How many runs were drawn before the last box border written to each cell.
        let mut ring_after = vec![0; area.area() as usize];
        for &(n, r) in &self.rings {
            let r = r.intersection(area);
            for y in r.top()..r.bottom() {
                for x in r.left()..r.right() {
                    let edge = y == r.top() || y + 1 == r.bottom();
                    if edge || x == r.left() || x + 1 == r.right() {
                        ring_after[index(x, y)] = n;
                    }
                }
            }
        }
        // Per run: whether two kept cells sit side by side, and how many cells were drawn over.
        let mut seen: Vec<(bool, usize)> = Vec::with_capacity(self.drawn.len());
        let mut out = Vec::new();
        for (i, d) in self.drawn.iter().enumerate() {
            // Per cell: Some(true) kept, Some(false) drawn over, None says nothing.
            let mut cells_now: Vec<Option<bool>> = Vec::with_capacity(d.symbols.len());
            let mut wide_kept = false;
            for (x, drawn) in (d.x..).zip(&d.symbols) {
                let seen = if !inside(x, d.y) {
                    None
                } else {
                    let now = frame[(x, d.y)].symbol();
                    if blank(drawn) {
                        // The second cell of a wide glyph still shown goes with it.
                        if !blank(now) {
                            Some(false)
                        } else if wide_kept {
                            Some(true)
                        } else {
                            None
                        }
                    } else if now == drawn || same_in_ascii(drawn, now) {
                        let at = index(x, d.y);
                        (last[at] == i && ring_after[at] <= i).then_some(true)
                    } else {
                        Some(false)
                    }
                };
                wide_kept = seen == Some(true) && cells(drawn) > 1;
                cells_now.push(seen);
            }
            let over = cells_now.iter().filter(|&&c| c == Some(false)).count();
            // Two kept cells side by side: one cell alike by chance (a border's "-" where a
            // "·" was, in ASCII) does not read as what is left of the text.
            let kept = cells_now.windows(2).any(|w| w == [Some(true), Some(true)]);
            if kept && over > 0 {
                let text = run_text(&d.symbols);
                out.push(format!(
                    "{text:?} at row {}, column {}: {over} of its {} cells drawn over",
                    d.y,
                    d.x,
                    d.symbols.len()
                ));
            }
            seen.push((kept, over));
        }
        out.extend(self.paragraphs_partly_covered(&seen));
        out
    }

    /// The wrapped lines some of whose runs are kept and others drawn over, where no run alone
    /// was already reported; `seen` holds each run's (two cells kept, cells drawn over).
    fn paragraphs_partly_covered(&self, seen: &[(bool, usize)]) -> Vec<String> {
        let mut by_paragraph: std::collections::BTreeMap<usize, Vec<usize>> = Default::default();
        for (i, d) in self.drawn.iter().enumerate() {
            if let Some(p) = d.paragraph {
                by_paragraph.entry(p).or_default().push(i);
            }
        }
        let mut out = Vec::new();
        for runs in by_paragraph.values() {
            let kept = runs.iter().any(|&i| seen[i].0 && seen[i].1 == 0);
            let over = runs.iter().any(|&i| !seen[i].0 && seen[i].1 > 0);
            let reported = runs.iter().any(|&i| seen[i].0 && seen[i].1 > 0);
            if kept && over && !reported {
                let rows = |hidden: bool| -> Vec<u16> {
                    let mut r: Vec<u16> = runs
                        .iter()
                        .filter(|&&i| (seen[i].1 > 0) == hidden)
                        .map(|&i| self.drawn[i].y)
                        .collect();
                    r.dedup();
                    r
                };
                let text: Vec<String> =
                    runs.iter().map(|&i| run_text(&self.drawn[i].symbols)).collect();
                out.push(format!(
                    "{:?}, wrapped: rows {:?} shown, rows {:?} drawn over",
                    text.join(" "),
                    rows(false),
                    rows(true)
                ));
            }
        }
        out
    }
}

/// The text of a run's cells, a wide glyph written once.
fn run_text(symbols: &[String]) -> String {
    let mut out = String::new();
    let mut skip = 0;
    for symbol in symbols {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        skip = cells(symbol).saturating_sub(1);
        out.push_str(symbol);
    }
    out
}

/// True when `now` is the ASCII stand-in the ASCII card style puts for `drawn`.
fn same_in_ascii(drawn: &str, now: &str) -> bool {
    let mut chars = drawn.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => crate::term_caps::stand_in(c).is_some_and(|p| now == p.to_string()),
        _ => false,
    }
}

/// Notes the runs of text one widget draws, when someone records: `draw` draws the widget
/// alone into a blank buffer over `area`; `paragraph_of_row` says which of the widget's
/// wrapped lines the row `y` belongs to (numbered from 0), or `None` when each row is a line
/// of its own.
pub(super) fn note_drawn(
    area: Rect,
    paragraph_of_row: impl Fn(u16) -> Option<usize>,
    draw: impl FnOnce(&mut Buffer),
) {
    if !recording() {
        return;
    }
    let mut scratch = Buffer::empty(area);
    draw(&mut scratch);
    let mut drawn = runs(&scratch);
    RECORD.with(|c| {
        if let Some(rec) = c.borrow_mut().as_mut() {
            let first = rec.paragraphs;
            for d in &mut drawn {
                d.paragraph = paragraph_of_row(d.y).map(|p| first + p);
                rec.paragraphs = rec.paragraphs.max(d.paragraph.map_or(0, |p| p + 1));
            }
            rec.drawn.extend(drawn);
        }
    });
}

/// Notes the border of a text widget's box, when someone records.
pub(super) fn note_ring(area: Rect) {
    RECORD.with(|c| {
        if let Some(rec) = c.borrow_mut().as_mut() {
            rec.rings.push((rec.drawn.len(), area));
        }
    });
}

#[cfg(test)]
mod tests;
