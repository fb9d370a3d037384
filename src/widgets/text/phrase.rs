//! Which of the places a row may end reads best: UAX #14 lets Japanese break between almost
//! any two characters, so among the breaks that fit, a row ends where a reader pauses.

/// One place a row may end: its byte offset, the row's width in cells, and the kind of break.
pub(super) type RowEnd = (usize, usize, BreakQuality);

/// How good a place to end a row is, best first. Japanese has no spaces, so UAX #14 lets a row
/// end between any two characters, and the greedy choice strands "す。" on a row of its own or
/// splits 負け from its ending. Rows end, where they can, where a reader pauses:
/// - `Phrase`: after a space or a punctuation mark, before an opening mark, or where a run of
///   hiragana (the particles and endings that close a phrase) meets the next word (あなたの｜負け,
///   but not 持ち｜点: `closes_a_phrase`);
///   every break in Latin text is one;
/// - `Word`: where one script meets another, except kanji before hiragana, which is most often
///   a word and its own ending (負｜け, 残｜り);
/// - `Anywhere`: between two characters of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum BreakQuality {
    Phrase,
    Word,
    Anywhere,
    /// Leaves only the text's last character and its closing mark for the last row (負けで｜す。):
    /// the row a reader trips on, and a row spent on almost nothing.
    Strands,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Script {
    Hiragana,
    Katakana,
    Kanji,
    Other,
}

pub(super) fn script(c: char) -> Script {
    match c {
        '\u{3041}'..='\u{309F}' => Script::Hiragana,
        '\u{30A0}'..='\u{30FF}' | '\u{31F0}'..='\u{31FF}' | '\u{FF66}'..='\u{FF9F}' => {
            Script::Katakana
        }
        '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '々' => Script::Kanji,
        _ => Script::Other,
    }
}

pub(super) fn break_quality(text: &str, at: usize) -> BreakQuality {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().next();
    let (Some(before), Some(after)) = (before, after) else { return BreakQuality::Phrase };
    let (sb, sa) = (script(before), script(after));
    let latin = sb == Script::Other && sa == Script::Other;
    if before.is_whitespace() || closes(before) || opens_wide(after) || after == '(' || latin {
        BreakQuality::Phrase
    } else if sb == Script::Hiragana && sa != Script::Hiragana {
        if closes_a_phrase(&text[..at]) { BreakQuality::Phrase } else { BreakQuality::Anywhere }
    } else if strands(&text[at..]) {
        BreakQuality::Strands
    } else if sb != sa && !(sb == Script::Kanji && sa == Script::Hiragana) {
        BreakQuality::Word
    } else {
        BreakQuality::Anywhere
    }
}

/// Whether the run of hiragana that ends `before` closes a phrase: a particle (親の｜勝ち) or a
/// longer ending (あなたの｜負け), not the single kana that ends a kanji's word inside a
/// compound (持ち｜点, 受け｜持ち).
fn closes_a_phrase(before: &str) -> bool {
    let mut run = before.chars().rev().take_while(|&c| script(c) == Script::Hiragana);
    let last = run.next();
    let longer = run.next().is_some();
    longer || last.is_some_and(|c| "のがはをにでともへや".contains(c))
}

/// Whether `rest`, what follows a break, is one character and the closing marks that end the
/// text (or its line), or one Japanese character alone.
pub(super) fn strands(rest: &str) -> bool {
    // Read only as far as the answer needs: called for nearly every break in Japanese, it
    // must not walk the rest of a long paragraph.
    let mut chars = rest.chars().take_while(|&c| c != '\n');
    let Some(first) = chars.next() else { return false };
    let (mut marks, mut trailing) = (false, false);
    for c in chars {
        if c.is_whitespace() {
            trailing = true;
        } else if trailing || !closes(c) {
            return false;
        } else {
            marks = true;
        }
    }
    // A lone kana or kanji ends a line as badly (ありませ｜ん); a lone Latin letter or digit
    // is a word of its own.
    marks || (!first.is_whitespace() && script(first) != Script::Other)
}

/// A full-width opening bracket: it begins a phrase, even after a number.
pub(super) fn opens_wide(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '【')
}

/// A mark that ends a sentence or a clause, or closes a bracket: no row begins with one.
fn closes(c: char) -> bool {
    "、。，．！？」』）】：；…!?,.:;)".contains(c)
}

/// Of the places a row may end (`fitting`, in order, each with its width in cells), the one to
/// take: the best kind of break that still fills at least `FILL` of the row, the last of that
/// kind; when none fills that much, the last (a short row is worse than a plain break).
pub(super) fn best_end(fitting: &[RowEnd], width: usize) -> usize {
    /// A row ended early for a better break keeps at least this share of the width, so the
    /// text takes few more rows than the greedy wrap would.
    const FILL: f32 = 0.5;
    let full_enough = |used: usize| used as f32 >= FILL * width as f32;
    fitting
        .iter()
        .filter(|&&(_, used, _)| full_enough(used))
        .min_by_key(|&&(at, _, quality)| (quality, std::cmp::Reverse(at)))
        .or(fitting.last())
        .map_or(0, |&(at, _, _)| at)
}
