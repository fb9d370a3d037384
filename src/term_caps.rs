//! What the terminal can show: colour depth (from `COLORTERM`/`TERM`), and whether suit
//! symbols and box-drawing lines take one cell or two (measured by writing them and reading
//! the cursor back). The decisions are pure functions so tests can feed fake answers; only
//! [`probe_glyph_widths`] talks to a terminal.

use std::io::Write;

use ratatui::buffer::Buffer;
use ratatui::style::Color;

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

/// Something that can write text and report the cursor column (a real terminal, or a fake).
pub trait CursorProbe {
    /// Moves to column 0, writes `text`, and returns the cursor column afterwards.
    fn column_after(&mut self, text: &str) -> Option<u16>;
}

/// Measures ♠ and ─. `None` when the terminal does not answer.
pub fn measure(probe: &mut dyn CursorProbe) -> Option<GlyphWidths> {
    Some(GlyphWidths { suit: probe.column_after("♠")?, box_line: probe.column_after("─")? })
}

/// The real terminal as a probe (must be in raw mode, so the cursor report can be read).
pub struct TerminalProbe;

impl CursorProbe for TerminalProbe {
    fn column_after(&mut self, text: &str) -> Option<u16> {
        let mut out = std::io::stdout();
        crossterm::execute!(out, crossterm::cursor::MoveTo(0, 0)).ok()?;
        write!(out, "{text}").ok()?;
        out.flush().ok()?;
        crossterm::cursor::position().ok().map(|(x, _)| x)
    }
}

/// Measures glyph widths on the real terminal (call in raw mode, before the first frame).
pub fn probe_glyph_widths() -> Option<GlyphWidths> {
    measure(&mut TerminalProbe)
}

/// Maps a colour to what `depth` can show: RGB colours to the nearest 256-colour index or the
/// nearest of the 16 ANSI colours. Named and indexed colours pass through.
pub fn fit_colour(colour: Color, depth: ColourDepth) -> Color {
    match (colour, depth) {
        (Color::Rgb(r, g, b), ColourDepth::Indexed256) => Color::Indexed(rgb_to_256(r, g, b)),
        (Color::Rgb(r, g, b), ColourDepth::Ansi16) => rgb_to_16(r, g, b),
        (c, _) => c,
    }
}

fn rgb_to_256(r: u8, g: u8, b: u8) -> u8 {
    // The 6x6x6 cube uses levels 0, 95, 135, 175, 215, 255.
    let level = |v: u8| {
        if v < 48 {
            0
        } else if v < 115 {
            1
        } else {
            (v - 35) / 40
        }
    };
    let (ri, gi, bi) = (level(r), level(g), level(b));
    let cube = 16 + 36 * ri + 6 * gi + bi;
    let cube_rgb = |i: u8| if i == 0 { 0 } else { 55 + 40 * i };
    let cube_dist = dist((r, g, b), (cube_rgb(ri), cube_rgb(gi), cube_rgb(bi)));
    // The grey ramp 232..=255 is 8, 18, …, 238.
    let avg = ((u16::from(r) + u16::from(g) + u16::from(b)) / 3) as u8;
    let gi = if avg < 8 { 0 } else { ((avg - 8) / 10).min(23) };
    let grey = 8 + 10 * gi;
    if dist((r, g, b), (grey, grey, grey)) < cube_dist { 232 + gi } else { cube }
}

fn rgb_to_16(r: u8, g: u8, b: u8) -> Color {
    const PALETTE: [(Color, (u8, u8, u8)); 16] = [
        (Color::Black, (0, 0, 0)),
        (Color::Red, (205, 0, 0)),
        (Color::Green, (0, 205, 0)),
        (Color::Yellow, (205, 205, 0)),
        (Color::Blue, (0, 0, 238)),
        (Color::Magenta, (205, 0, 205)),
        (Color::Cyan, (0, 205, 205)),
        (Color::Gray, (229, 229, 229)),
        (Color::DarkGray, (127, 127, 127)),
        (Color::LightRed, (255, 0, 0)),
        (Color::LightGreen, (0, 255, 0)),
        (Color::LightYellow, (255, 255, 0)),
        (Color::LightBlue, (92, 92, 255)),
        (Color::LightMagenta, (255, 0, 255)),
        (Color::LightCyan, (0, 255, 255)),
        (Color::White, (255, 255, 255)),
    ];
    PALETTE
        .iter()
        .min_by_key(|(_, rgb)| dist((r, g, b), *rgb))
        .map(|(c, _)| *c)
        .unwrap_or(Color::Reset)
}

fn dist(a: (u8, u8, u8), b: (u8, u8, u8)) -> u32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2) as u32;
    d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)
}

/// Fits every colour in `buf` to `depth`.
pub fn fit_buffer(buf: &mut Buffer, depth: ColourDepth) {
    if depth == ColourDepth::TrueColour {
        return;
    }
    for cell in buf.content.iter_mut() {
        cell.fg = fit_colour(cell.fg, depth);
        cell.bg = fit_colour(cell.bg, depth);
    }
}

/// Replaces box-drawing characters with `+ - |`, for terminals that draw them two cells wide.
pub fn plain_borders(buf: &mut Buffer) {
    for cell in buf.content.iter_mut() {
        let plain = match cell.symbol() {
            "─" | "━" | "═" => "-",
            "│" | "┃" | "║" => "|",
            "┌" | "┐" | "└" | "┘" | "├" | "┤" | "┬" | "┴" | "┼" | "╭" | "╮" | "╰" | "╯" => {
                "+"
            }
            _ => continue,
        };
        cell.set_symbol(plain);
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

    /// A terminal that answers with fixed widths.
    struct Fake {
        suit: u16,
        line: u16,
        answers: bool,
    }

    impl CursorProbe for Fake {
        fn column_after(&mut self, text: &str) -> Option<u16> {
            self.answers.then(|| if text == "♠" { self.suit } else { self.line })
        }
    }

    #[test]
    fn wide_glyphs_choose_ascii() {
        let narrow = measure(&mut Fake { suit: 1, line: 1, answers: true }).unwrap();
        assert!(!narrow.needs_ascii());
        let wide_suit = measure(&mut Fake { suit: 2, line: 1, answers: true }).unwrap();
        assert!(wide_suit.needs_ascii());
        let wide_line = measure(&mut Fake { suit: 1, line: 2, answers: true }).unwrap();
        assert!(wide_line.needs_ascii());
        assert_eq!(measure(&mut Fake { suit: 1, line: 1, answers: false }), None);
    }

    #[test]
    fn colours_fit_the_depth() {
        let green = Color::Rgb(0, 135, 0);
        assert_eq!(fit_colour(green, ColourDepth::TrueColour), green);
        assert_eq!(fit_colour(green, ColourDepth::Indexed256), Color::Indexed(28));
        assert_eq!(fit_colour(green, ColourDepth::Ansi16), Color::Green);
        assert_eq!(fit_colour(Color::Rgb(250, 250, 250), ColourDepth::Ansi16), Color::White);
        assert_eq!(
            fit_colour(Color::Rgb(128, 128, 128), ColourDepth::Indexed256),
            Color::Indexed(244)
        );
        assert_eq!(fit_colour(Color::Red, ColourDepth::Ansi16), Color::Red);
    }

    #[test]
    fn borders_become_plain() {
        let mut buf = Buffer::with_lines(["╭─┬─╮", "│a│b│", "╰─┴─╯"]);
        plain_borders(&mut buf);
        assert_eq!(buf, Buffer::with_lines(["+-+-+", "|a|b|", "+-+-+"]));
    }
}
