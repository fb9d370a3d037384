//! The ASCII style, in one place: the last pass over each frame, where every symbol the app draws that a terminal
//! may show two cells wide (box lines, arrows, suits, discs, bars, separators) becomes a
//! one-cell ASCII stand-in. Japanese text is left alone: it is wide on every terminal, and
//! layouts already count it so.

use ratatui::buffer::Buffer;

/// The ASCII stand-in for `c`, or `None` for characters that stay (ASCII, Japanese, and
/// anything the app does not draw itself, such as accented letters in a player's name).
pub fn stand_in(c: char) -> Option<char> {
    Some(match c {
        // Diagonals (a large tic-tac-toe cross), then box drawing: lines by direction, every
        // corner and joint a `+`.
        '╲' => '\\',
        '╱' => '/',
        '╳' => 'X',
        // Heavy lines frame the Sevens table's focus: they stay heavier than the grid.
        '━' => '=',
        '┃' | '┏' | '┓' | '┗' | '┛' | '╆' | '┢' | '┲' | '╅' | '┪' | '┱' | '╄' | '┡' | '┺' | '╃'
        | '┩' | '┹' => '#',
        '─' | '═' | '╌' | '┄' => '-',
        '│' | '║' | '╎' | '┆' => '|',
        '\u{2500}'..='\u{257f}' => '+',
        // Bars and shades (charts, sparklines, the evaluation graph, card backs).
        '█' | '▇' | '▆' | '▅' | '▉' | '▊' | '▋' | '▌' | '░' | '▒' | '▓' => {
            '#'
        }
        '▄' | '▃' | '▀' | '▍' | '▎' | '▏' | '▐' => '=',
        '▂' | '▁' => '_',
        // Markers, arrows and quotes.
        '▶' | '►' | '›' | '→' | '»' => '>',
        '◀' | '◄' | '‹' | '←' | '«' => '<',
        '↑' | '▲' => '^',
        '↓' | '▼' => 'v',
        '·' | '•' | '–' | '—' | '−' => '-',
        '…' => '.',
        '±' => '+',
        '∞' => '~',
        // Marks and discs, as the games' own ASCII glyphs draw them.
        '○' | '◯' => 'O',
        '×' => 'X',
        '✕' | '✗' | '●' => 'X',
        '◐' | '◑' => '=',
        '★' | '☆' => '*',
        '♠' | '♤' => 'S',
        '♥' | '♡' => 'H',
        '♦' | '♢' => 'D',
        '♣' | '♧' => 'C',
        '✓' | '✔' => 'v',
        _ => return None,
    })
}

/// True for characters drawn two cells wide everywhere (Japanese and other CJK text, and
/// full-width forms), which the ASCII style keeps.
pub fn is_cjk_wide(c: char) -> bool {
    matches!(c,
        '\u{1100}'..='\u{115f}'
        | '\u{2e80}'..='\u{303e}'
        | '\u{3041}'..='\u{33ff}'
        | '\u{3400}'..='\u{4dbf}'
        | '\u{4e00}'..='\u{9fff}'
        | '\u{a960}'..='\u{a97f}'
        | '\u{ac00}'..='\u{d7a3}'
        | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}'
        | '\u{ff00}'..='\u{ff60}'
        | '\u{ffe0}'..='\u{ffe6}')
}

/// Replaces every symbol in `buf` that has a stand-in. A cell holds one grapheme, so one
/// character in, one character out: the layout does not move.
pub fn ascii_glyphs(buf: &mut Buffer) {
    for cell in buf.content.iter_mut() {
        let mut chars = cell.symbol().chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(plain) = stand_in(c)
        {
            cell.set_char(plain);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn borders_become_plain() {
        let mut buf = Buffer::with_lines(["╭─┬─╮", "│a│b│", "╰─┴─╯", "┏━┓┌┐", "┗━┛└┘"]);
        ascii_glyphs(&mut buf);
        // Heavy lines (the Sevens table's focus frame) stay heavier than the grid.
        assert_eq!(buf, Buffer::with_lines(["+-+-+", "|a|b|", "+-+-+", "#=#++", "#=#++"]));
    }

    #[test]
    fn symbols_become_ascii_and_japanese_stays() {
        let mut buf = Buffer::with_lines(["▶ ○×● ★ ‹ ←↑↓→ › ♠♥♦♣ ✕ · 勝ち"]);
        ascii_glyphs(&mut buf);
        assert_eq!(buf, Buffer::with_lines(["> OXX * < <^v> > SHDC X - 勝ち"]));
    }

    /// Every character outside ASCII in the program's source, translations and rules is
    /// either Japanese (kept) or has a stand-in, so a new glyph cannot slip into the ASCII
    /// style unnoticed.
    #[test]
    fn every_glyph_in_the_sources_has_a_stand_in() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        let mut dirs = vec![root.join("src"), root.join("assets")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        let mut missing = std::collections::BTreeSet::new();
        for path in files {
            // Binary assets (the Othello evaluation's weights) are never drawn.
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            for line in text.lines() {
                // Comments are not drawn.
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for c in line.chars() {
                    if !c.is_ascii() && !is_cjk_wide(c) && stand_in(c).is_none() {
                        missing.insert(format!("{c:?} in {}", path.display()));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no ASCII stand-in: {missing:#?}");
    }
}
