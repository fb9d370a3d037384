//! Where a line of text may break, and the rows it makes at a width: the Unicode line-breaking
//! algorithm (UAX #14, `unicode-linebreak`), so Japanese breaks between characters but never
//! before 。、）：ー or a small kana and never after （, and Latin words stay whole.

use std::ops::Range;

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_linebreak::{BreakOpportunity, linebreaks};

use super::phrase::{
    BreakQuality, RowEnd, Script, best_end, break_quality, opens_wide, script, strands,
};

/// Cells `text` takes on a terminal (a Japanese character two).
pub fn cells(text: &str) -> usize {
    Span::raw(text).width()
}

/// Byte offsets in `text` where a new row may begin (0 and the end not included), and whether
/// the break there is forced (a newline).
fn opportunities(text: &str) -> Vec<(usize, bool)> {
    let mut points: Vec<(usize, bool)> = linebreaks(text)
        .filter(|&(at, _)| at > 0 && at < text.len())
        // A number stays with the word before it: "CPU 3", "Round 2", "bet 30" are one name or
        // one value, and a row that starts with "3が上がり" reads as a different sentence.
        .filter(|&(at, kind)| kind == BreakOpportunity::Mandatory || !kept_together(text, at))
        .map(|(at, kind)| (at, kind == BreakOpportunity::Mandatory))
        .collect();
    // A full-width bracket opens a phrase of its own, even after a number: "+14｜（完全読み）"
    // (`unicode-linebreak` keeps a number with any opening bracket, as with "f(x)").
    for (at, c) in text.char_indices() {
        let after_digit = text[..at].chars().next_back().is_some_and(|b| b.is_ascii_digit());
        if opens_wide(c) && after_digit && !points.iter().any(|p| p.0 == at) {
            points.push((at, false));
        }
    }
    points.sort_unstable();
    points
}

/// Where the project's tailoring of UAX #14 keeps two neighbours on one row (the algorithm
/// itself would allow a break there):
/// - a number stays with the word before it: "CPU 3", "Round 2", "bet 30" are one name or one
///   value, and a row that starts "3が上がり" reads as another sentence (after a mark such
///   as "·" it begins its own phrase and may start a row);
/// - a katakana word is whole (スリーカード, ワンペア, ジョーカー): the algorithm breaks between
///   any two kana, which reads as two words;
/// - a card is whole: nothing breaks before a suit (7♦, 10♠);
/// - a score or a range is whole: nothing breaks after the dash of "48–16" or "1〜5".
fn kept_together(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().next();
    let (Some(before), Some(after)) = (before, after) else { return false };
    let katakana = |c: char| script(c) == Script::Katakana;
    let suit = |c: char| matches!(c, '\u{2660}'..='\u{2667}');
    let word_before_space = text[..at].trim_end_matches(' ').chars().next_back();
    (before == ' ' && after.is_ascii_digit() && word_before_space.is_some_and(char::is_alphanumeric))
        // and with the counter after it: 90点, 3回, 2位.
        || (before.is_ascii_digit() && !after.is_whitespace())
        || (katakana(before) && katakana(after))
        || suit(after)
        || (matches!(before, '–' | '-' | '〜' | '～') && after.is_ascii_digit())
}

/// The byte ranges of `text` that make its rows at `width` cells: each row ends at the best
/// break that fits (`best_end`), unless that takes more rows than ending each row as late as
/// it can, in which case rows end as late as they can: a better break is never paid for with a
/// row the layout planned for something else. A word longer than a whole row is broken between
/// characters (there is nothing better to do). Spaces at a break are dropped; spaces that begin
/// the text (an indent) are kept.
pub fn row_ranges(text: &str, width: usize) -> Vec<Range<usize>> {
    let width = width.max(1);
    let points = breaks(text);
    let latest = rows_ending(text, &points, width, |fitting, _| fitting.last().map_or(0, |f| f.0));
    let best = rows_ending(text, &points, width, best_end);
    let rows = if best.len() <= latest.len() { best } else { latest };
    without_stranded_rows(text, &points, width, rows)
}

/// One place a row may begin: its byte offset, whether the break is forced (a newline, or the
/// text's end), and how good a place it is to end the row before.
type Break = (usize, bool, BreakQuality);

/// Every place a row of `text` may end, rated once for all the wraps that choose among them,
/// the text's end last.
fn breaks(text: &str) -> Vec<Break> {
    let mut points: Vec<Break> = opportunities(text)
        .into_iter()
        .map(|(at, forced)| (at, forced, break_quality(text, at)))
        .collect();
    points.push((text.len(), true, BreakQuality::Phrase));
    points
}

/// A row that is only a line's last character and its mark (…されま｜す。), which a long
/// paragraph's rows can leave, takes one more piece from the row above when it still fits:
/// the same number of rows, and none a reader trips on.
fn without_stranded_rows(
    text: &str,
    points: &[Break],
    width: usize,
    mut rows: Vec<Range<usize>>,
) -> Vec<Range<usize>> {
    for i in 1..rows.len() {
        let (above, row) = (rows[i - 1].clone(), rows[i].clone());
        if !strands(&text[row.start..]) || text[above.end..row.start].contains('\n') {
            continue;
        }
        let earlier = points
            .iter()
            .filter(|&&(at, forced, _)| !forced && at > above.start && at < above.end)
            .map(|&(at, _, _)| at)
            .next_back();
        let Some(at) = earlier else { continue };
        let start = skip_spaces(text, at);
        if cells(text[start..row.end].trim_end()) <= width {
            rows[i - 1] = above.start..above.start + text[above.start..at].trim_end().len();
            rows[i] = start..row.end;
        }
    }
    rows
}

/// The rows of `text` at `width` cells, each ended where `choose` picks among the places that
/// fit.
fn rows_ending(
    text: &str,
    points: &[Break],
    width: usize,
    choose: impl Fn(&[RowEnd], usize) -> usize,
) -> Vec<Range<usize>> {
    let trim_end = |r: Range<usize>| r.start..r.start + text[r.clone()].trim_end().len();
    let mut rows = Vec::new();
    let mut start = 0;
    let mut next = 0;
    while next < points.len() {
        if points[next].0 <= start {
            next += 1;
            continue;
        }
        // The places this row may end, up to a forced break or the first that does not fit.
        let mut fitting = Vec::new();
        let mut forced_at = None;
        for (i, &(at, forced, quality)) in points.iter().enumerate().skip(next) {
            let used = cells(text[start..at].trim_end());
            if used > width {
                break;
            }
            fitting.push((at, used, quality));
            if forced {
                forced_at = Some(i);
                break;
            }
        }
        if let Some(i) = forced_at {
            // Everything up to the forced break fits on this row.
            let at = points[i].0;
            rows.push(trim_end(start..at));
            if at < text.len() && text[..at].ends_with('\n') {
                // The newline itself is not drawn.
                let last = rows.last_mut().expect("pushed above");
                last.end = last.end.min(at - 1);
                *last = trim_end(last.clone());
            }
            start = at;
            next = i + 1;
        } else if fitting.is_empty() {
            // A piece wider than a row: cut between characters.
            let end = widest_prefix(text, start, width);
            rows.push(trim_end(start..end));
            start = skip_spaces(text, end);
        } else {
            let end = choose(&fitting, width);
            rows.push(trim_end(start..end));
            start = skip_spaces(text, end);
        }
    }
    if rows.is_empty() {
        rows.push(0..0);
    }
    rows
}

fn skip_spaces(text: &str, at: usize) -> usize {
    at + (text[at..].len() - text[at..].trim_start_matches(' ').len())
}

/// Where to cut a piece wider than a whole row that begins at `start`: at the last place
/// UAX #14 itself allows within `width` cells (so a long katakana word is cut between kana,
/// never before its ー), else after the most whole characters that fit (at least one, so a
/// row always moves on).
fn widest_prefix(text: &str, start: usize, width: usize) -> usize {
    let allowed = linebreaks(&text[start..])
        .map(|(at, _)| start + at)
        .take_while(|&at| cells(text[start..at].trim_end()) <= width)
        .last();
    if let Some(at) = allowed.filter(|&at| at > start && at < text.len()) {
        return at;
    }
    let mut used = 0;
    let mut end = start;
    for (i, c) in text[start..].char_indices() {
        let w = cells(c.encode_utf8(&mut [0; 4]));
        if used + w > width && end > start {
            break;
        }
        used += w;
        end = start + i + c.len_utf8();
    }
    end
}

/// The plain text of `lines` from wrapped row `row` on (`paragraph_of_row` names each row's
/// line), with a space between lines.
pub(super) fn text_from_row(
    lines: &[Line<'_>],
    paragraph_of_row: &[usize],
    row: usize,
    width: u16,
) -> String {
    let p = paragraph_of_row[row];
    let first = paragraph_of_row.iter().position(|&q| q == p).unwrap_or(row);
    let text = super::plain(&lines[p]);
    let start = row_ranges(&text, usize::from(width)).get(row - first).map_or(0, |r| r.start);
    let mut rest = text[start..].to_string();
    for line in &lines[p + 1..] {
        rest.push(' ');
        rest.push_str(&super::plain(line));
    }
    rest
}

/// Text written as paragraphs (a source hard-wrapped at some width, paragraphs parted by a
/// blank line) as one line a paragraph, with the blank lines kept: the screen wraps each to
/// its own width, so a wide box is filled and a narrow one is not left ragged by the source's
/// breaks. A source line break inside a paragraph becomes a space, except between two
/// Japanese characters.
pub fn paragraphs(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for line in text.lines().map(str::trim_end) {
        if line.is_empty() {
            out.push(String::new());
            open = false;
            continue;
        }
        match out.last_mut().filter(|_| open) {
            Some(para) => {
                let wide =
                    |c: Option<char>| c.is_some_and(|c| cells(c.encode_utf8(&mut [0; 4])) > 1);
                if !(wide(para.chars().next_back()) && wide(line.chars().next())) {
                    para.push(' ');
                }
                para.push_str(line.trim_start());
            }
            None => out.push(line.to_string()),
        }
        open = true;
    }
    out
}

/// `line` in rows at most `width` cells wide, each keeping the styles of the spans it came
/// from and the line's own style and alignment.
pub fn wrap_line(line: &Line<'_>, width: usize) -> Vec<Line<'static>> {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    // Where each span starts in `text`, with its style.
    let mut starts: Vec<(usize, Style)> = Vec::with_capacity(line.spans.len());
    let mut at = 0;
    for s in &line.spans {
        starts.push((at, s.style));
        at += s.content.len();
    }
    row_ranges(&text, width)
        .into_iter()
        .map(|row| {
            let mut spans = Vec::new();
            for (i, &(from, style)) in starts.iter().enumerate() {
                let to = starts.get(i + 1).map_or(text.len(), |n| n.0);
                let (a, b) = (from.max(row.start), to.min(row.end));
                if a < b {
                    spans.push(Span::styled(text[a..b].to_string(), style));
                }
            }
            let mut out = Line::from(spans).style(line.style);
            out.alignment = line.alignment;
            out
        })
        .collect()
}

#[cfg(test)]
mod tests;
