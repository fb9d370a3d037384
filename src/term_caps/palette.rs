//! Fitting the theme's RGB colours to what the terminal shows: unchanged on truecolor, the
//! nearest of the 256-colour cube and grey ramp, or one of the 16 ANSI colours by hue.

use ratatui::buffer::Buffer;
use ratatui::style::Color;

use super::ColourDepth;

/// Maps a colour to what `depth` can show. Named and indexed colours pass through.
pub fn fit_colour(colour: Color, depth: ColourDepth) -> Color {
    match (colour, depth) {
        (Color::Rgb(r, g, b), ColourDepth::Indexed256) => Color::Indexed(rgb_to_256(r, g, b)),
        (Color::Rgb(r, g, b), ColourDepth::Ansi16) => rgb_to_16(r, g, b),
        (c, _) => c,
    }
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

/// The nearest entry of the 6x6x6 cube (16..=231) or the grey ramp (232..=255). The first 16
/// indexes are left out: terminals theme them, so their look is unknown.
fn rgb_to_256(r: u8, g: u8, b: u8) -> u8 {
    // The cube's levels are 0, 95, 135, 175, 215, 255; each threshold is a midpoint.
    let level = |v: u8| match v {
        0..48 => 0,
        48..115 => 1,
        _ => (v - 35) / 40,
    };
    let cube_value = |i: u8| if i == 0 { 0 } else { 55 + 40 * i };
    let (ri, gi, bi) = (level(r), level(g), level(b));
    let cube = 16 + 36 * ri + 6 * gi + bi;
    let cube_dist = dist((r, g, b), (cube_value(ri), cube_value(gi), cube_value(bi)));
    // The grey ramp is 8, 18, …, 238: the nearest step to the mean, rounded.
    let mean = ((u16::from(r) + u16::from(g) + u16::from(b)) / 3) as u8;
    let step = (mean.saturating_sub(3) / 10).min(23);
    let grey = 8 + 10 * step;
    if dist((r, g, b), (grey, grey, grey)) < cube_dist { 232 + step } else { cube }
}

/// One of the 16 ANSI colours. Plain RGB distance to xterm's default values sends mid-tone
/// colours to grey (a leaf green is "nearest" DarkGray), so colours go by hue instead: greys
/// by lightness; others to the hue's sixth of the wheel, the bright variant when light.
fn rgb_to_16(r: u8, g: u8, b: u8) -> Color {
    let (r, g, b) = (i32::from(r), i32::from(g), i32::from(b));
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    let chroma = max - min;
    let light = (max + min) / 2;
    if chroma < 48 {
        return match light {
            0..64 => Color::Black,
            64..179 => Color::DarkGray,
            179..242 => Color::Gray,
            _ => Color::White,
        };
    }
    let hue = if max == r {
        (60 * (g - b) / chroma).rem_euclid(360)
    } else if max == g {
        120 + 60 * (b - r) / chroma
    } else {
        240 + 60 * (r - g) / chroma
    };
    let bright = max >= 245 || light >= 145;
    const DARK: [Color; 6] =
        [Color::Red, Color::Yellow, Color::Green, Color::Cyan, Color::Blue, Color::Magenta];
    const LIGHT: [Color; 6] = [
        Color::LightRed,
        Color::LightYellow,
        Color::LightGreen,
        Color::LightCyan,
        Color::LightBlue,
        Color::LightMagenta,
    ];
    let sixth = (((hue + 30) / 60) % 6) as usize;
    if bright { LIGHT[sixth] } else { DARK[sixth] }
}

fn dist(a: (u8, u8, u8), b: (u8, u8, u8)) -> u32 {
    let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2) as u32;
    d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::palette;

    fn in_256(c: Color) -> Color {
        fit_colour(c, ColourDepth::Indexed256)
    }

    fn in_16(c: Color) -> Color {
        fit_colour(c, ColourDepth::Ansi16)
    }

    #[test]
    fn truecolor_and_named_colours_pass_through() {
        let green = Color::Rgb(0, 135, 0);
        assert_eq!(fit_colour(green, ColourDepth::TrueColour), green);
        assert_eq!(in_16(Color::Red), Color::Red);
        assert_eq!(in_256(Color::Indexed(42)), Color::Indexed(42));
    }

    #[test]
    fn known_colours_in_256() {
        // Exact cube entries: 16 + 36r + 6g + b.
        assert_eq!(in_256(Color::Rgb(0, 0, 0)), Color::Indexed(16));
        assert_eq!(in_256(Color::Rgb(255, 255, 255)), Color::Indexed(231));
        assert_eq!(in_256(Color::Rgb(255, 0, 0)), Color::Indexed(196));
        assert_eq!(in_256(Color::Rgb(0, 135, 0)), Color::Indexed(28));
        assert_eq!(in_256(Color::Rgb(0, 175, 215)), Color::Indexed(38));
        assert_eq!(in_256(Color::Rgb(215, 95, 215)), Color::Indexed(170));
        // Greys take the ramp, rounded to the nearer step (18 is nearer 17 than 8 is).
        assert_eq!(in_256(Color::Rgb(128, 128, 128)), Color::Indexed(244));
        assert_eq!(in_256(Color::Rgb(17, 17, 17)), Color::Indexed(233));
        assert_eq!(in_256(Color::Rgb(238, 238, 238)), Color::Indexed(255));
        // Near-cube colours round to the nearest level.
        assert_eq!(in_256(Color::Rgb(200, 30, 40)), Color::Indexed(160));
    }

    #[test]
    fn known_colours_in_16() {
        // xterm's own values come back as themselves.
        let xterm = [
            ((0, 0, 0), Color::Black),
            ((205, 0, 0), Color::Red),
            ((0, 205, 0), Color::Green),
            ((205, 205, 0), Color::Yellow),
            ((0, 0, 238), Color::Blue),
            ((205, 0, 205), Color::Magenta),
            ((0, 205, 205), Color::Cyan),
            ((229, 229, 229), Color::Gray),
            ((127, 127, 127), Color::DarkGray),
            ((255, 0, 0), Color::LightRed),
            ((0, 255, 0), Color::LightGreen),
            ((255, 255, 0), Color::LightYellow),
            ((92, 92, 255), Color::LightBlue),
            ((255, 0, 255), Color::LightMagenta),
            ((0, 255, 255), Color::LightCyan),
            ((255, 255, 255), Color::White),
        ];
        for ((r, g, b), named) in xterm {
            assert_eq!(in_16(Color::Rgb(r, g, b)), named, "{r},{g},{b}");
        }
        // A mid-tone green stays green (plain distance would say DarkGray).
        assert_eq!(in_16(Color::Rgb(80, 200, 100)), Color::Green);
        assert_eq!(in_16(Color::Rgb(250, 250, 250)), Color::White);
    }

    #[test]
    fn the_theme_lands_on_the_intended_ansi_colours() {
        use palette::*;
        let expected = [
            (INK, Color::Black),
            (PAPER, Color::White),
            (GREY, Color::DarkGray),
            (SLATE, Color::DarkGray),
            (SILVER, Color::Gray),
            (SKY, Color::Cyan),
            (AMBER, Color::Yellow),
            (GOLD, Color::Yellow),
            (CORAL, Color::LightRed),
            (LEAF, Color::Green),
            (ORCHID, Color::LightMagenta),
            (CARD_RED, Color::Red),
            (PLUM, Color::Magenta),
            (NAVY, Color::Blue),
            (BLOOD, Color::Red),
            (CRIMSON, Color::Red),
            (HUMAN, Color::Cyan),
            (COMPUTER, Color::LightRed),
            (FELT, Color::Green),
            (BUTTER, Color::LightYellow),
        ];
        assert_eq!(expected.len(), ALL.len());
        for (rgb, named) in expected {
            assert_eq!(in_16(rgb), named, "{rgb:?}");
            assert!(matches!(in_256(rgb), Color::Indexed(16..=255)), "{rgb:?}");
        }
    }

    #[test]
    fn a_whole_buffer_is_fitted() {
        let mut buf = Buffer::empty(ratatui::layout::Rect::new(0, 0, 2, 1));
        buf[(0, 0)].set_fg(palette::CARD_RED).set_bg(palette::PAPER);
        let mut sixteen = buf.clone();
        fit_buffer(&mut sixteen, ColourDepth::Ansi16);
        assert_eq!((sixteen[(0, 0)].fg, sixteen[(0, 0)].bg), (Color::Red, Color::White));
        assert_eq!(sixteen[(1, 0)].fg, Color::Reset);
        let mut full = buf.clone();
        fit_buffer(&mut full, ColourDepth::TrueColour);
        assert_eq!(full, buf);
    }
}
