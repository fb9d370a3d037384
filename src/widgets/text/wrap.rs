//! Where a line of text may break, and the rows it makes at a width: the Unicode line-breaking
//! algorithm (UAX #14, `unicode-linebreak`), so Japanese breaks between characters but never
//! before 。、）：ー or a small kana and never after （, and Latin words stay whole.

use std::ops::Range;

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_linebreak::{BreakOpportunity, linebreaks};

use super::phrase::{RowEnd, Script, best_end, break_quality, script, strands};

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

/// A full-width opening bracket.
fn opens_wide(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '【')
}

/// Where the project's tailoring of UAX #14 keeps two neighbours on one row (the algorithm
/// itself would allow a break there):
/// - a number stays with the word before it: "CPU 3", "Round 2", "bet 30" are one name or one
///   value, and a row that starts "3が上がり" reads as another sentence (after a mark such
///   as "·" it begins its own phrase and may start a row);
/// - a katakana word is whole (スリーカード, ワンペア, ジョーカー): the algorithm breaks between
///   any two kana, which reads as two words;
/// - a card is whole: nothing breaks before a suit (7♦, 10♠);
/// - a score is whole: nothing breaks after the dash of "48–16".
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
        || (matches!(before, '–' | '-') && after.is_ascii_digit())
}

/// The byte ranges of `text` that make its rows at `width` cells: each row ends at the best
/// break that fits (`best_end`), unless that takes more rows than ending each row as late as
/// it can, in which case rows end as late as they can: a better break is never paid for with a
/// row the layout planned for something else. A word longer than a whole row is broken between
/// characters (there is nothing better to do). Spaces at a break are dropped; spaces that begin
/// the text (an indent) are kept.
pub fn row_ranges(text: &str, width: usize) -> Vec<Range<usize>> {
    let width = width.max(1);
    let latest = rows_ending(text, width, |fitting, _| fitting.last().map_or(0, |f| f.0));
    let best = rows_ending(text, width, best_end);
    let rows = if best.len() <= latest.len() { best } else { latest };
    without_stranded_rows(text, width, rows)
}

/// A row that is only a line's last character and its mark (…されま｜す。), which a long
/// paragraph's rows can leave, takes one more piece from the row above when it still fits:
/// the same number of rows, and none a reader trips on.
fn without_stranded_rows(
    text: &str,
    width: usize,
    mut rows: Vec<Range<usize>>,
) -> Vec<Range<usize>> {
    for i in 1..rows.len() {
        let (above, row) = (rows[i - 1].clone(), rows[i].clone());
        if !strands(&text[row.start..]) || text[above.end..row.start].contains('\n') {
            continue;
        }
        let earlier = opportunities(text)
            .into_iter()
            .filter(|&(at, forced)| !forced && at > above.start && at < above.end)
            .map(|(at, _)| at)
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
    width: usize,
    choose: impl Fn(&[RowEnd], usize) -> usize,
) -> Vec<Range<usize>> {
    let trim_end = |r: Range<usize>| r.start..r.start + text[r.clone()].trim_end().len();
    let mut rows = Vec::new();
    let mut points = opportunities(text);
    points.push((text.len(), true));
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
        for (i, &(at, forced)) in points.iter().enumerate().skip(next) {
            let used = cells(text[start..at].trim_end());
            if used > width {
                break;
            }
            fitting.push((at, used, break_quality(text, at)));
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
mod tests {
    use super::*;

    fn rows(text: &str, width: usize) -> Vec<&str> {
        row_ranges(text, width).into_iter().map(|r| &text[r]).collect()
    }

    #[test]
    fn the_examples_players_saw_broken_now_break_between_words() {
        // Each was broken inside a word or before a closing mark by a wrap that knew only
        // spaces: スリ↵ーカード, ワン↵ペア, （↵計90点）, CPU↵3が上がり.
        assert_eq!(rows("役はスリーカードです。", 14), ["役は", "スリーカード", "です。"]);
        assert_eq!(rows("あなた：ワンペア（計90点）", 16), ["あなた：ワンペア", "（計90点）"]);
        assert_eq!(rows("ペアを捨てました。", 8), ["ペアを", "捨てま", "した。"]);
        assert_eq!(
            rows("CPU 4があなたの5♥を引きました。ペア 5♦ 5♥ を捨てました。", 14),
            ["CPU 4があなた", "の5♥を引きまし", "た。ペア 5♦ 5♥", "を捨てました。"]
        );
        assert_eq!(
            rows("CPU 3が上がり！次はCPU 1の番です。", 12),
            ["CPU 3が", "上がり！次は", "CPU 1の", "番です。"]
        );
    }

    #[test]
    fn japanese_rows_end_where_a_reader_pauses() {
        // "あなたの負けで / す。" was seen in Old Maid's panel at 80×24: the greedy wrap split
        // 負けです between its stem and its last kana. Where the text's rows have room, each
        // now ends after a mark or a particle.
        let lost = "ジョーカーが残りました。あなたの負けです。";
        // At 14 cells the better breaks would take a fourth row, so the rows end as late as
        // they can, as before.
        assert_eq!(rows(lost, 14), ["ジョーカーが残", "りました。あな", "たの負けです。"]);
        for width in [12, 13, 18, 19] {
            assert_eq!(rows(lost, width)[..2], ["ジョーカーが", "残りました。"], "{width}");
        }
        for width in 24..32 {
            assert_eq!(rows(lost, width), ["ジョーカーが残りました。", "あなたの負けです。"]);
        }
        for width in 32..42 {
            assert_eq!(rows(lost, width), ["ジョーカーが残りました。あなたの", "負けです。"]);
        }
        assert_eq!(rows("あなたの負けです。", 14), ["あなたの", "負けです。"]);
        // A full-width bracket after a number begins a phrase (the review's sum at 80×24).
        assert_eq!(rows("+16 -6 +4 = +14（完全読み）", 26), ["+16 -6 +4 = +14", "（完全読み）"]);
        // Latin text is unchanged: the last space that fits.
        assert_eq!(
            rows("You lost: the joker stayed with you.", 20),
            ["You lost: the joker", "stayed with you."]
        );
    }

    #[test]
    fn no_paragraph_ends_on_a_lone_character_and_its_mark() {
        // Killer Sevens' rules at 24 and 30 cells ended "…表示されま / す。", and a saved
        // file's refusal at 36 "…ありませ / ん": long texts keep their rows full (a better
        // break would cost rows), so only the last piece is mended.
        let rules = "出し方：カードは、そのマスが場に出ているカードと縦・横・斜めのどれかで接していれば出せます。ただし、接しているカードが、場に出ているカードを通じて 7 までつながっている必要があります。";
        let refusal = "このバージョンの保存形式ではありません";
        for (text, widths) in [(rules, 10..60), (refusal, 6..38)] {
            for width in widths {
                let (mended, latest) = (rows(text, width), {
                    let ranges = rows_ending(text, width, |f, _| f.last().map_or(0, |f| f.0));
                    ranges.len()
                });
                let last = mended.last().expect("a row");
                assert!(!strands(last), "{width}: {mended:?}");
                assert!(mended.len() <= latest, "{width}: {mended:?}");
            }
        }
        assert_eq!(rows(refusal, 36), ["このバージョンの保存形式ではありま", "せん"]);
    }

    /// The rows' text in order, without the spaces a break drops.
    fn joined(text: &str, width: usize) -> String {
        rows(text, width).concat().replace(' ', "")
    }

    proptest::proptest! {
        #[test]
        fn a_better_break_never_costs_a_row_or_a_character(
            text in "[あいうのがは負残カードジョー、。！（）「」 a-z0-9]{0,60}",
            width in 2usize..40,
        ) {
            let latest = rows_ending(&text, width, |fitting, _| fitting.last().map_or(0, |f| f.0));
            let best = row_ranges(&text, width);
            proptest::prop_assert!(best.len() <= latest.len());
            for row in rows(&text, width) {
                proptest::prop_assert!(cells(row) <= width, "{row:?} wider than {width}");
            }
            proptest::prop_assert_eq!(joined(&text, width), text.replace(' ', ""));
        }
    }

    #[test]
    fn latin_text_breaks_at_spaces_and_keeps_words_whole() {
        assert_eq!(
            rows("CPU 2 drew a card from CPU 3.", 12),
            ["CPU 2 drew a", "card from", "CPU 3."]
        );
        assert_eq!(rows("", 5), [""]);
        assert_eq!(rows("short", 80), ["short"]);
        // A word wider than a row is cut between characters, never lost.
        assert_eq!(rows("abcdefgh ij", 3), ["abc", "def", "gh", "ij"]);
    }

    #[test]
    fn a_score_is_never_broken_at_its_dash() {
        // "The computer wins 48– / 16." was seen at 80 columns. (Narrower than "wins 48–16.",
        // which the number keeps with its word, the row must be cut somewhere.)
        for width in 11..30 {
            for row in rows("The computer wins 48–16.", width) {
                assert!(!row.ends_with('–'), "{width}: {row:?}");
            }
        }
    }

    #[test]
    fn a_number_stays_with_the_word_before_it() {
        // "CPU 3" is a name: it moves to the next row whole.
        for width in 6..20 {
            for row in rows("あいうえおCPU 3が上がりました。", width) {
                assert!(!row.ends_with("CPU"), "{width}: {row:?}");
                assert!(cells(row) <= width, "{width}: {row:?} too wide");
            }
        }
    }

    #[test]
    fn japanese_breaks_between_characters_but_never_before_closing_marks_or_long_vowels() {
        let text = "役はスリーカードです。（計90点）ワンペア：親の勝ち";
        for width in 6..30 {
            for row in rows(text, width) {
                assert!(cells(row) <= width, "{width}: {row:?} too wide");
                for never_first in ["ー", "。", "）", "："] {
                    assert!(!row.starts_with(never_first), "{width}: {row:?}");
                }
                // A katakana word is whole wherever a row has room for it (ワンペア：, 10).
                assert!(width < 10 || !row.starts_with('ア'), "{width}: {row:?}");
                assert!(!row.ends_with('（'), "{width}: {row:?}");
            }
        }
    }
}
