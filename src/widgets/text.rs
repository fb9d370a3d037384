//! The one way text reaches the screen. Text is either wrapped (`Wrapped`: broken where Unicode
//! line breaking allows, so Japanese breaks between characters but not inside a word), cut
//! with "…" on purpose (`Clipped`, `clip`), or known to fit (`Fit`). Anything that would be cut
//! any other way (a line wider than its area, more rows than the area has) is a silent cut:
//! it is still drawn as far as it goes, and, while a test records (`record_cuts`, `record`),
//! it is written down so the test fails. `Paragraph` is used nowhere else (clippy's
//! `disallowed-types` in `clippy.toml` says so), so this is the only path there is.
//!
//!
//! Text can also be cut after it is drawn, by a later widget drawn over part of it: the
//! recording (`record.rs`) notes where each run of text went, and says which runs the frame
//! shows only in part.

mod phrase;
mod record;
mod wrap;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
#[allow(clippy::disallowed_types)]
use ratatui::widgets::Paragraph;
use ratatui::widgets::{Block, Widget};

pub use record::{Drawn, Recording, record, record_cuts};
use record::{note, note_drawn, note_ring};
use wrap::text_from_row;
pub use wrap::{cells, paragraphs, row_ranges, wrap_line};

/// The plain text of a line, for a cut's description.
fn plain(line: &Line<'_>) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
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
/// `paragraph_of_row[i]` is the wrapped line the `i`th row drawn belongs to; empty when each
/// row is a line of its own.
#[allow(clippy::disallowed_types)]
fn draw_rows(
    lines: Vec<Line<'_>>,
    paragraph_of_row: &[usize],
    alignment: Option<Alignment>,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut p = Paragraph::new(lines);
    if let Some(a) = alignment {
        p = p.alignment(a);
    }
    // Drawn alone first, while recording, so what this text put where can be told from what
    // was there.
    let paragraph = |y: u16| paragraph_of_row.get(usize::from(y.checked_sub(area.y)?)).copied();
    note_drawn(area.intersection(buf.area), paragraph, |scratch| (&p).render(area, scratch));
    p.render(area, buf);
}

/// The area inside `block`, after drawing it.
fn inside(block: Option<Block<'_>>, area: Rect, buf: &mut Buffer) -> Rect {
    match block {
        Some(b) => {
            let inner = b.inner(area);
            note_ring(area.intersection(buf.area));
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
        draw_rows(self.lines, &[], self.alignment, area, buf);
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
        // Wrapped once, noting which line each row comes from (for the recording).
        let mut rows = Vec::new();
        let mut paragraph_of_row = Vec::new();
        for (i, line) in self.lines.iter().enumerate() {
            let wrapped = wrap_line(line, usize::from(area.width));
            paragraph_of_row.extend(std::iter::repeat_n(i, wrapped.len()));
            rows.extend(wrapped);
        }
        let skip = usize::from(self.scroll.unwrap_or(0));
        let height = usize::from(area.height);
        if self.ellipsis && height > 0 && rows.len() > height {
            // The text from the last row on goes on that row, which is then cut with "…". It
            // is taken from the lines themselves: a Japanese row break dropped no space, so
            // joining the rows with one would put a space inside a word.
            let rest = text_from_row(&self.lines, &paragraph_of_row, height - 1, area.width);
            let mut last = Line::from(rest).style(rows[height - 1].style);
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
        draw_rows(
            shown,
            &paragraph_of_row[skip.min(paragraph_of_row.len())..],
            self.alignment,
            area,
            buf,
        );
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
        draw_rows(lines, &[], self.alignment, area, buf);
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
    fn an_ellipsis_row_in_japanese_puts_no_space_inside_a_word() {
        // "役点の 高い…" was drawn at 80×24: the rows after the last were joined with spaces.
        let text = "役点48＝一番強いカードの順位（52枚をランク、次にスートの順に数えます）・役点の高い方が勝ち";
        for width in 12..40 {
            let (drawn, cuts) = draw(Wrapped::line(text).ellipsis(), width, 2);
            assert!(cuts.is_empty(), "{cuts:?}");
            assert!(!drawn.trim_end().contains(' '), "{width}: {drawn:?}");
        }
        // Between two lines there is still a space.
        let lines = vec![Line::from("one two"), Line::from("three four five")];
        let (drawn, _) = draw(Wrapped::new(lines).ellipsis(), 10, 1);
        assert_eq!(drawn.trim_end(), "one two t…");
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
