//! The page's grid of cells, kept in Rust by the same rules as `assets/web/page.js`: a frame
//! with `clear` starts a blank grid of its size; each run writes its glyphs one (or two, when
//! wide) cells apart; a glyph written over half of a wide one clears the other half.

/// The bit of a run's `mods` for wide glyphs, and for one glyph of several characters.
const WIDE: u64 = 1 << 15;
const CLUSTER: u64 = 1 << 14;

/// Each cell's glyph ("" for the right half of a wide one).
#[derive(Debug, Default)]
pub struct Grid {
    pub cells: Vec<Vec<String>>,
}

impl Grid {
    pub fn new() -> Grid {
        Grid::default()
    }

    pub fn apply(&mut self, frame: &serde_json::Value) {
        if frame.get("clear").is_some() {
            let size = &frame["size"];
            let (w, h) = (size[0].as_u64().unwrap() as usize, size[1].as_u64().unwrap() as usize);
            self.cells = vec![vec![" ".to_string(); w]; h];
        }
        for run in frame["runs"].as_array().unwrap() {
            let (x, y) = (run[0].as_u64().unwrap() as usize, run[1].as_u64().unwrap() as usize);
            let text = run[2].as_str().unwrap();
            let mods = run[5].as_u64().unwrap();
            let step = if mods & WIDE != 0 { 2 } else { 1 };
            let glyphs: Vec<String> = if mods & CLUSTER != 0 {
                vec![text.to_string()]
            } else {
                text.chars().map(String::from).collect()
            };
            for (i, glyph) in glyphs.into_iter().enumerate() {
                self.put(x + i * step, y, glyph, step == 2);
            }
        }
    }

    fn put(&mut self, x: usize, y: usize, glyph: String, wide: bool) {
        let Some(line) = self.cells.get_mut(y) else { return };
        if x >= line.len() {
            return;
        }
        if line[x].is_empty() && x > 0 {
            line[x - 1] = " ".to_string();
        }
        if x + 1 < line.len() && line[x + 1].is_empty() {
            line[x + 1] = " ".to_string();
        }
        if wide && x + 1 < line.len() {
            if x + 2 < line.len() && line[x + 2].is_empty() {
                line[x + 2] = " ".to_string();
            }
            line[x + 1] = String::new();
        }
        line[x] = glyph;
    }

    /// The grid as text, a line a row (a wide glyph once).
    pub fn text(&self) -> String {
        self.cells.iter().map(|line| line.concat()).collect::<Vec<_>>().join("\n")
    }

    /// The cell where `text` first starts on a row (column counted in cells, as the mouse
    /// counts them), if it is shown.
    pub fn find(&self, text: &str) -> Option<(u16, u16)> {
        self.cells.iter().enumerate().find_map(|(y, line)| {
            let row = line.concat();
            let at = row.find(text)?;
            // Cells before the match: each glyph one, a wide one's right half ("") one more.
            let mut seen = 0;
            let x = line.iter().position(|glyph| {
                let here = seen >= at;
                seen += glyph.len();
                here
            })?;
            Some((x as u16, y as u16))
        })
    }
}
