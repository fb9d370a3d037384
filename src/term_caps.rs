//! What the terminal can show: colour depth (from `COLORTERM`/`TERM`) and the palette fitted
//! to it, whether suit symbols and box-drawing lines take one cell or two (measured by
//! writing them and reading the cursor back), and the ASCII stand-ins used when they do.
//! The decisions are pure functions so tests can feed fake answers; only
//! [`probe::TerminalProbe`] talks to a terminal.

mod ascii;
mod palette;
mod probe;

pub use ascii::{ascii_glyphs, is_cjk_wide, stand_in};
pub use palette::{fit_buffer, fit_colour};
pub use probe::{CursorProbe, PROBE_BUDGET, TerminalProbe, measure, probe_glyph_widths};

/// How many colours to draw with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ColourDepth {
    Ansi16,
    Indexed256,
    TrueColour,
}

impl ColourDepth {
    /// Reads the usual variables: `COLORTERM=truecolor|24bit`, then `TERM` containing
    /// `256color` or `direct`; anything else gets the 16 ANSI colours every terminal has.
    pub fn detect(colorterm: Option<&str>, term: Option<&str>) -> ColourDepth {
        let colorterm = colorterm.unwrap_or("").to_ascii_lowercase();
        let term = term.unwrap_or("").to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.contains("direct") {
            ColourDepth::TrueColour
        } else if term.contains("256color") {
            ColourDepth::Indexed256
        } else {
            ColourDepth::Ansi16
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ColourDepth::Ansi16 => "16 colours",
            ColourDepth::Indexed256 => "256 colours",
            ColourDepth::TrueColour => "truecolor",
        }
    }
}

/// Measured widths, in cells, of a suit symbol and a box-drawing line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GlyphWidths {
    pub suit: u16,
    pub box_line: u16,
}

impl GlyphWidths {
    /// Wide glyphs (as in many East Asian terminal setups) break card faces and borders:
    /// then the ASCII card style and plain borders are used.
    pub fn needs_ascii(self) -> bool {
        self.suit != 1 || self.box_line != 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_depth_from_the_environment() {
        assert_eq!(ColourDepth::detect(Some("truecolor"), Some("xterm")), ColourDepth::TrueColour);
        assert_eq!(ColourDepth::detect(Some("24bit"), None), ColourDepth::TrueColour);
        assert_eq!(ColourDepth::detect(None, Some("xterm-256color")), ColourDepth::Indexed256);
        assert_eq!(ColourDepth::detect(None, Some("xterm-direct")), ColourDepth::TrueColour);
        assert_eq!(ColourDepth::detect(None, Some("linux")), ColourDepth::Ansi16);
        assert_eq!(ColourDepth::detect(None, None), ColourDepth::Ansi16);
    }

    #[test]
    fn wide_glyphs_choose_ascii() {
        assert!(!GlyphWidths { suit: 1, box_line: 1 }.needs_ascii());
        assert!(GlyphWidths { suit: 2, box_line: 1 }.needs_ascii());
        assert!(GlyphWidths { suit: 1, box_line: 2 }.needs_ascii());
    }
}
