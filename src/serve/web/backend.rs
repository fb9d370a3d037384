//! A ratatui backend that draws into a web page: each frame is one JSON message of the cells
//! that changed since the last (ratatui's own diff), grouped in runs of one row, one style and
//! one width, so a page keeps a grid of cells as a terminal would. No terminal byte stream.
//!
//! A frame: `{"size":[w,h],"clear":true,"runs":[[x,y,"text",fg,bg,mods],…],"cursor":[x,y]}`
//! (`size` and `clear` only after a clear, `cursor` null when hidden). Colours are numbers:
//! -1 the page's default, 0–255 the terminal palette, 256 + 0xRRGGBB true colour. `mods` is
//! ratatui's modifier bits, plus [`WIDE`] when every glyph of the run takes two cells and
//! [`CLUSTER`] when the run is one glyph of several characters.

use std::io::{self, Write};

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use ratatui::style::Color;
use ratatui::text::Span;

/// The bit in a run's `mods` saying its glyphs are two cells wide each.
pub const WIDE: u32 = 1 << 15;

/// The bit saying the run is one glyph of several characters (a cluster, an emoji sequence),
/// which the page must not split.
pub const CLUSTER: u32 = 1 << 14;

/// One run being built: cells side by side on a row, in one style.
struct Run {
    x: u16,
    y: u16,
    text: String,
    fg: i64,
    bg: i64,
    mods: u32,
    /// Where the next cell of this run would be.
    next_x: u16,
    /// The run holds one symbol of several characters (a cluster): nothing joins it.
    closed: bool,
}

/// Draws frames as JSON messages written to `out` (one `flush`, one message).
pub struct WebBackend<W: Write> {
    out: W,
    size: Size,
    runs: Vec<Run>,
    cleared: bool,
    cursor: Position,
    cursor_shown: bool,
    /// Something (cells, the cursor) changed since the last message.
    changed: bool,
}

impl<W: Write> WebBackend<W> {
    pub fn new(out: W, width: u16, height: u16) -> WebBackend<W> {
        WebBackend {
            out,
            size: Size::new(width, height),
            runs: Vec::new(),
            cleared: true,
            cursor: Position::ORIGIN,
            cursor_shown: false,
            changed: true,
        }
    }

    /// The page's window changed: the next frame is drawn whole at this size.
    pub fn set_size(&mut self, width: u16, height: u16) {
        self.size = Size::new(width, height);
    }

    /// Writes `message` (another kind than a frame: a goodbye, an export) as its own piece.
    pub fn send(&mut self, message: &serde_json::Value) -> io::Result<()> {
        self.out.write_all(message.to_string().as_bytes())?;
        self.out.flush()
    }

    fn add(&mut self, x: u16, y: u16, cell: &Cell) {
        let symbol = cell.symbol();
        let wide = Span::raw(symbol).width() > 1;
        let mut mods = u32::from(cell.modifier.bits());
        if wide {
            mods |= WIDE;
        }
        let one_char = symbol.chars().count() == 1;
        if !one_char {
            mods |= CLUSTER;
        }
        let (fg, bg) = (colour(cell.fg), colour(cell.bg));
        if let Some(run) = self.runs.last_mut()
            && !run.closed
            && one_char
            && run.y == y
            && run.next_x == x
            && (run.fg, run.bg, run.mods) == (fg, bg, mods)
        {
            run.text.push_str(symbol);
            run.next_x = x.saturating_add(if wide { 2 } else { 1 });
            return;
        }
        let next_x = x.saturating_add(if wide { 2 } else { 1 });
        let text = symbol.to_string();
        self.runs.push(Run { x, y, text, fg, bg, mods, next_x, closed: !one_char });
    }
}

/// A colour as the page reads it.
pub fn colour(c: Color) -> i64 {
    match c {
        Color::Reset => -1,
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
        Color::Indexed(i) => i64::from(i),
        Color::Rgb(r, g, b) => 256 + ((i64::from(r) << 16) | (i64::from(g) << 8) | i64::from(b)),
    }
}

impl<W: Write> Backend for WebBackend<W> {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        for (x, y, cell) in content {
            self.add(x, y, cell);
            self.changed = true;
        }
        Ok(())
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.changed |= self.cursor_shown;
        self.cursor_shown = false;
        Ok(())
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.changed |= !self.cursor_shown;
        self.cursor_shown = true;
        Ok(())
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        let position = position.into();
        self.changed |= position != self.cursor;
        self.cursor = position;
        Ok(())
    }

    fn clear(&mut self) -> io::Result<()> {
        self.runs.clear();
        self.cleared = true;
        self.changed = true;
        Ok(())
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        match clear_type {
            ClearType::All => self.clear(),
            // A fixed viewport (a session's) is cleared line by line from its top left, the
            // first of which clears it all; the rest add nothing.
            ClearType::AfterCursor if self.cursor == Position::ORIGIN => self.clear(),
            // The other kinds are asked for only by inline viewports, which no session uses.
            _ => Ok(()),
        }
    }

    fn size(&self) -> io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize { columns_rows: self.size, pixels: Size::new(0, 0) })
    }

    /// Sends the frame: what changed since the last one, as one message (none if nothing
    /// did).
    fn flush(&mut self) -> io::Result<()> {
        if !self.changed {
            return Ok(());
        }
        let runs: Vec<serde_json::Value> = self
            .runs
            .drain(..)
            .map(|r| serde_json::json!([r.x, r.y, r.text, r.fg, r.bg, r.mods]))
            .collect();
        let cursor = self.cursor_shown.then_some([self.cursor.x, self.cursor.y]);
        let mut frame = serde_json::json!({ "runs": runs, "cursor": cursor });
        if self.cleared {
            frame["size"] = serde_json::json!([self.size.width, self.size.height]);
            frame["clear"] = serde_json::json!(true);
            self.cleared = false;
        }
        self.changed = false;
        self.out.write_all(frame.to_string().as_bytes())?;
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use ratatui::style::{Modifier, Style};
    use ratatui::{Terminal, TerminalOptions, Viewport};

    use super::*;

    /// Draws `text` at the top left over a frame styled `style` throughout.
    fn text(f: &mut ratatui::Frame, text: &str, style: Style) {
        let area = f.area();
        f.buffer_mut().set_style(area, style);
        f.buffer_mut().set_string(0, 0, text, style);
    }

    fn frames(out: &[u8]) -> Vec<serde_json::Value> {
        serde_json::Deserializer::from_slice(out)
            .into_iter::<serde_json::Value>()
            .map(Result::unwrap)
            .collect()
    }

    #[test]
    fn frames_carry_only_the_cells_that_changed_in_runs() {
        let backend = WebBackend::new(Vec::new(), 10, 2);
        let viewport = Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 10, 2));
        let mut terminal = Terminal::with_options(backend, TerminalOptions { viewport }).unwrap();
        terminal.clear().unwrap();
        terminal.draw(|f| text(f, "ab 山田", Style::new())).unwrap();
        let style =
            Style::new().fg(Color::Rgb(1, 2, 3)).bg(Color::Red).add_modifier(Modifier::BOLD);
        terminal.draw(|f| text(f, "ab 山x", style)).unwrap();
        let got = frames(terminal.backend().writer_ref());
        let first = &got[got.len() - 2];
        assert_eq!(first["size"], serde_json::json!([10, 2]));
        assert_eq!(first["clear"], serde_json::json!(true));
        // "ab" narrow (the blank after it is as the screen began), "山田" one wide run.
        let runs = first["runs"].as_array().unwrap();
        assert_eq!(runs[0], serde_json::json!([0, 0, "ab", -1, -1, 0]));
        assert_eq!(runs[1], serde_json::json!([3, 0, "山田", -1, -1, WIDE]));
        // The second frame restyles everything it covers, so every cell changed: runs
        // again, in the new colours, with 田 replaced by a narrow x.
        let second = &got[got.len() - 1];
        assert!(second.get("clear").is_none());
        let runs = second["runs"].as_array().unwrap();
        let bold = u32::from(Modifier::BOLD.bits());
        assert_eq!(runs[0], serde_json::json!([0, 0, "ab ", 256 + 0x010203, 1, bold]));
        assert_eq!(runs[1], serde_json::json!([3, 0, "山", 256 + 0x010203, 1, bold | WIDE]));
        assert!(runs[2][2].as_str().unwrap().starts_with("x "), "{}", runs[2]);
    }

    #[test]
    fn an_unchanged_frame_sends_nothing() {
        let backend = WebBackend::new(Vec::new(), 4, 1);
        let viewport = Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 4, 1));
        let mut terminal = Terminal::with_options(backend, TerminalOptions { viewport }).unwrap();
        terminal.draw(|f| text(f, "hi", Style::new())).unwrap();
        let before = terminal.backend().writer_ref().len();
        terminal.draw(|f| text(f, "hi", Style::new())).unwrap();
        assert_eq!(terminal.backend().writer_ref().len(), before);
    }

    impl<W: Write> WebBackend<W> {
        fn writer_ref(&self) -> &W {
            &self.out
        }
    }
}
