//! Text cut to a number of terminal cells, ending in "…" when cut, so a long name in a narrow
//! column says it goes on instead of pushing what follows it off the screen.

use std::borrow::Cow;

use ratatui::text::Span;

/// `text` in at most `cells` columns (Japanese characters take two): whole when it fits,
/// else as much as fits before a "…".
pub fn clip(text: &str, cells: usize) -> Cow<'_, str> {
    let width = |s: &str| Span::raw(s).width();
    if width(text) <= cells {
        return Cow::Borrowed(text);
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = width(c.encode_utf8(&mut [0; 4]));
        // One cell is kept for the "…".
        if used + w + 1 > cells {
            break;
        }
        out.push(c);
        used += w;
    }
    if cells > 0 {
        out.push('…');
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_that_fits_is_kept_and_longer_text_ends_in_an_ellipsis_within_the_cells() {
        assert_eq!(clip("alice", 5), "alice");
        assert_eq!(clip("alice", 4), "ali…");
        assert_eq!(clip("コンピュータ", 12), "コンピュータ");
        // Double-width characters are not split: 7 cells hold three and the "…".
        assert_eq!(clip("コンピュータ", 7), "コンピ…");
        assert_eq!(clip("コンピュータ", 8), "コンピ…");
        assert_eq!(clip("abc", 1), "…");
        assert_eq!(clip("abc", 0), "");
        for cells in 0..14 {
            let cut = clip("名前がとても長いplayer", cells);
            assert!(Span::raw(cut.as_ref()).width() <= cells, "{cells}: {cut}");
        }
    }
}
