//! The one way text reaches the screen. Text is either wrapped (`Wrapped`: broken where Unicode
//! line breaking allows, so Japanese breaks between characters but not inside a word), cut
//! with "…" on purpose (`Clipped`, `clip`), or known to fit (`Fit`). Anything that would be cut
//! any other way (a line wider than its area, more rows than the area has) is a silent cut:
//! it is still drawn as far as it goes, and, while a test records (`record_cuts`, `record`),
//! it is written down so the test fails. `Paragraph` is used nowhere else (clippy's
//! `disallowed-types` in `clippy.toml` says so), so this is the only path there is.
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
//! ASCII card style turned a "·" into "-"), not a piece of the text left showing. A run wholly drawn over is fine (a dialog may hide the screen
//! under it), and so is one wholly kept.

mod wrap;

use std::cell::RefCell;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
#[allow(clippy::disallowed_types)]
use ratatui::widgets::Paragraph;
use ratatui::widgets::{Block, Widget};

pub use wrap::{cells, row_ranges, wrap_line};

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
fn note(what: impl FnOnce() -> String) {
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
            out.push(Drawn { y, x: start, symbols });
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

/// The plain text of a line, for a cut's description.
fn plain(line: &Line<'_>) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

/// Every line of `lines` wrapped to `width` cells.
pub fn wrap_lines(lines: &[Line<'_>], width: usize) -> Vec<Line<'static>> {
    lines.iter().flat_map(|l| wrap_line(l, width)).collect()
}

/// How many rows `lines` take wrapped to `width` cells.
pub fn row_count(lines: &[Line<'_>], width: usize) -> usize {
    lines.iter().map(|l| row_ranges(&plain(l), width).len()).sum()
}

/// `line` cut to `width` cells, ending in "…" when something was cut; styles are kept.
pub fn clip_line(line: &Line<'_>, width: usize) -> Line<'static> {
    if line.width() <= width {
        return owned(line);
    }
    let mut spans = Vec::new();
    let mut used = 0;
    // One cell is kept for the "…".
    let room = width.saturating_sub(1);
    for s in &line.spans {
        let mut kept = String::new();
        for c in s.content.chars() {
            let w = cells(c.encode_utf8(&mut [0; 4]));
            if used + w > room {
                break;
            }
            kept.push(c);
            used += w;
        }
        let full = kept.len() == s.content.len();
        spans.push(ratatui::text::Span::styled(kept, s.style));
        if !full {
            break;
        }
    }
    if width > 0 {
        let style = spans.last().map(|s| s.style).unwrap_or_default();
        spans.push(ratatui::text::Span::styled("…", style));
    }
    let mut out = Line::from(spans).style(line.style);
    out.alignment = line.alignment;
    out
}

fn owned(line: &Line<'_>) -> Line<'static> {
    let spans = line
        .spans
        .iter()
        .map(|s| ratatui::text::Span::styled(s.content.to_string(), s.style))
        .collect::<Vec<_>>();
    let mut out = Line::from(spans).style(line.style);
    out.alignment = line.alignment;
    out
}

/// Draws rows that are known to fit (the caller laid them out): no wrapping, no cutting.
#[allow(clippy::disallowed_types)]
fn draw_rows(lines: Vec<Line<'_>>, alignment: Option<Alignment>, area: Rect, buf: &mut Buffer) {
    let mut p = Paragraph::new(lines);
    if let Some(a) = alignment {
        p = p.alignment(a);
    }
    if recording() {
        // Drawn alone first, so what this text put where can be told from what was there.
        let mut scratch = Buffer::empty(area.intersection(buf.area));
        (&p).render(area, &mut scratch);
        let drawn = runs(&scratch);
        RECORD.with(|c| {
            if let Some(rec) = c.borrow_mut().as_mut() {
                rec.drawn.extend(drawn);
            }
        });
    }
    p.render(area, buf);
}

/// The area inside `block`, after drawing it.
fn inside(block: Option<Block<'_>>, area: Rect, buf: &mut Buffer) -> Rect {
    match block {
        Some(b) => {
            let inner = b.inner(area);
            RECORD.with(|c| {
                if let Some(rec) = c.borrow_mut().as_mut() {
                    rec.rings.push((rec.drawn.len(), area.intersection(buf.area)));
                }
            });
            b.render(area, buf);
            inner
        }
        None => area,
    }
}

/// Lines that must fit their area as they are: one a row, none wider than the area. A line
/// that does not fit is drawn cut, and recorded as a silent cut.
pub struct Fit<'a> {
    lines: Vec<Line<'a>>,
    block: Option<Block<'a>>,
    alignment: Option<Alignment>,
}

impl<'a> Fit<'a> {
    pub fn new(lines: impl Into<Vec<Line<'a>>>) -> Self {
        Fit { lines: lines.into(), block: None, alignment: None }
    }

    /// One line.
    pub fn line(line: impl Into<Line<'a>>) -> Self {
        Fit::new(vec![line.into()])
    }

    pub fn block(mut self, block: Block<'a>) -> Self {
        self.block = Some(block);
        self
    }

    pub fn centered(mut self) -> Self {
        self.alignment = Some(Alignment::Center);
        self
    }

    pub fn alignment(mut self, alignment: Alignment) -> Self {
        self.alignment = Some(alignment);
        self
    }
}

impl Widget for Fit<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = inside(self.block, area, buf);
        let rows = usize::from(area.height);
        for (i, line) in self.lines.iter().enumerate() {
            if i >= rows {
                note(|| format!("{:?}: no row for it ({rows} rows)", plain(line)));
            } else if line.width() > usize::from(area.width) {
                note(|| format!("{:?}: {} cells in {}", plain(line), line.width(), area.width));
            }
        }
        draw_rows(self.lines, self.alignment, area, buf);
    }
}

/// Lines wrapped to the area's width at the places Unicode line breaking allows. Rows past the
/// area's height are a silent cut unless the text scrolls (`scroll`, for a reader that can
/// move through it).
pub struct Wrapped<'a> {
    lines: Vec<Line<'a>>,
    block: Option<Block<'a>>,
    alignment: Option<Alignment>,
    scroll: Option<u16>,
    ellipsis: bool,
}

impl<'a> Wrapped<'a> {
    pub fn new(lines: impl Into<Vec<Line<'a>>>) -> Self {
        Wrapped { lines: lines.into(), block: None, alignment: None, scroll: None, ellipsis: false }
    }

    /// Text that may be longer than its rows on purpose (a long notice whose whole is in the
    /// log): the last row ends in "…" instead of being a silent cut.
    pub fn ellipsis(mut self) -> Self {
        self.ellipsis = true;
        self
    }

    /// One line, wrapped.
    pub fn line(line: impl Into<Line<'a>>) -> Self {
        Wrapped::new(vec![line.into()])
    }

    pub fn block(mut self, block: Block<'a>) -> Self {
        self.block = Some(block);
        self
    }

    pub fn centered(mut self) -> Self {
        self.alignment = Some(Alignment::Center);
        self
    }

    /// Scrolled by `rows` rows: the text is read by moving through it, so rows below the
    /// area are not lost.
    pub fn scroll(mut self, rows: u16) -> Self {
        self.scroll = Some(rows);
        self
    }
}

impl Widget for Wrapped<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = inside(self.block, area, buf);
        let mut rows = wrap_lines(&self.lines, usize::from(area.width));
        let skip = usize::from(self.scroll.unwrap_or(0));
        let height = usize::from(area.height);
        if self.ellipsis && height > 0 && rows.len() > height {
            // The rows that do not fit go on the last one, which is then cut with "…".
            let rest: Vec<String> = rows[height - 1..].iter().map(plain).collect();
            let mut last = Line::from(rest.join(" ")).style(rows[height - 1].style);
            last.alignment = rows[height - 1].alignment;
            if let Some(first) = rows[height - 1].spans.first() {
                last = last.patch_style(first.style);
            }
            rows.truncate(height - 1);
            rows.push(clip_line(&last, usize::from(area.width)));
        }
        if self.scroll.is_none() && rows.len() > height {
            let lost: Vec<String> = rows[usize::from(area.height)..].iter().map(plain).collect();
            note(|| format!("{lost:?}: no rows for them ({} rows)", area.height));
        }
        let shown: Vec<Line> = rows.into_iter().skip(skip).collect();
        draw_rows(shown, self.alignment, area, buf);
    }
}

/// Lines each cut with "…" to the area's width on purpose (a list of names, a column that
/// gives way). More lines than rows is still a silent cut.
pub struct Clipped<'a> {
    lines: Vec<Line<'a>>,
    alignment: Option<Alignment>,
}

impl<'a> Clipped<'a> {
    pub fn new(lines: impl Into<Vec<Line<'a>>>) -> Self {
        Clipped { lines: lines.into(), alignment: None }
    }

    pub fn line(line: impl Into<Line<'a>>) -> Self {
        Clipped::new(vec![line.into()])
    }

    pub fn centered(mut self) -> Self {
        self.alignment = Some(Alignment::Center);
        self
    }
}

impl Widget for Clipped<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width);
        let rows = usize::from(area.height);
        if self.lines.len() > rows {
            let lost: Vec<String> = self.lines[rows..].iter().map(plain).collect();
            note(|| format!("{lost:?}: no rows for them ({rows} rows)"));
        }
        let lines: Vec<Line> = self.lines.iter().map(|l| clip_line(l, width)).collect();
        draw_rows(lines, self.alignment, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Style;
    use ratatui::text::Span;

    fn draw(widget: impl Widget, w: u16, h: u16) -> (String, Vec<String>) {
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        let ((), cuts) = record_cuts(|| widget.render(buf.area, &mut buf));
        (crate::testing::buffer_text(&buf), cuts)
    }

    #[test]
    fn a_line_that_fits_is_drawn_and_nothing_is_recorded() {
        let (text, cuts) = draw(Fit::line("Your move"), 12, 1);
        assert_eq!(text, "Your move\n");
        assert!(cuts.is_empty(), "{cuts:?}");
    }

    #[test]
    fn a_line_wider_than_its_area_or_a_line_with_no_row_is_recorded() {
        let (_, cuts) = draw(Fit::line("Places: #1 0 · #2 0 · #3 0 · #4 0"), 20, 1);
        assert_eq!(cuts.len(), 1, "{cuts:?}");
        assert!(cuts[0].contains("Places"), "{cuts:?}");
        let (_, cuts) = draw(Fit::new(vec![Line::from("one"), Line::from("two")]), 20, 1);
        assert_eq!(cuts.len(), 1, "{cuts:?}");
        assert!(cuts[0].contains("two"), "{cuts:?}");
    }

    #[test]
    fn wrapped_text_uses_its_rows_and_records_only_the_rows_it_has_not() {
        let text = "Type or paste the moves, then Enter.";
        let (drawn, cuts) = draw(Wrapped::line(text), 20, 2);
        assert_eq!(drawn, "Type or paste the\nmoves, then Enter.\n");
        assert!(cuts.is_empty(), "{cuts:?}");
        let (_, cuts) = draw(Wrapped::line(text), 20, 1);
        assert_eq!(cuts.len(), 1, "{cuts:?}");
        assert!(cuts[0].contains("moves, then Enter."), "{cuts:?}");
        // A reader that scrolls loses nothing.
        let (_, cuts) = draw(Wrapped::line(text).scroll(0), 20, 1);
        assert!(cuts.is_empty(), "{cuts:?}");
    }

    #[test]
    fn wrapped_text_with_an_ellipsis_ends_its_last_row_in_one_on_purpose() {
        let text = "You played 8♣ and killed 9♠, 10♠, J♠, Q♠ and K♠ of three players.";
        let (drawn, cuts) = draw(Wrapped::line(text).ellipsis(), 20, 2);
        assert!(cuts.is_empty(), "{cuts:?}");
        let rows: Vec<&str> = drawn.lines().collect();
        assert_eq!(rows.len(), 2);
        assert!(rows[1].ends_with('…') && cells(rows[1]) <= 20, "{drawn}");
        assert!(rows[0].starts_with("You played"), "{drawn}");
    }

    #[test]
    fn clipped_text_ends_in_an_ellipsis_on_purpose_and_keeps_its_styles() {
        let line =
            Line::from(vec![Span::raw("alice "), Span::styled("42 points", Style::new().bold())]);
        let clipped = clip_line(&line, 10);
        assert_eq!(clipped.width(), 10);
        assert_eq!(plain(&clipped), "alice 42 …");
        assert_eq!(clipped.spans[1].style, Style::new().bold());
        let (_, cuts) = draw(Clipped::line(line), 10, 1);
        assert!(cuts.is_empty(), "{cuts:?}");
        assert_eq!(plain(&clip_line(&Line::from("fits"), 4)), "fits");
    }

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

    #[test]
    fn nothing_is_recorded_when_nobody_records() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        Fit::line("too long").render(buf.area, &mut buf);
        let ((), cuts) = record_cuts(|| {});
        assert!(cuts.is_empty());
    }

    #[test]
    fn wrapping_keeps_styles_and_alignment() {
        let line =
            Line::from(vec![Span::raw("one two "), Span::styled("three", Style::new().bold())])
                .centered();
        let rows = wrap_line(&line, 9);
        assert_eq!(rows.len(), 2);
        assert_eq!(plain(&rows[0]), "one two");
        assert_eq!(rows[1].spans[0].style, Style::new().bold());
        assert_eq!(rows[1].alignment, Some(Alignment::Center));
        assert_eq!(row_count(&[line], 9), 2);
    }
}
