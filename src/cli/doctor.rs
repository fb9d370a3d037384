//! `asobi doctor`: what asobi sees of this terminal and where it keeps its files.

use std::io::IsTerminal;
use std::path::PathBuf;

use super::CliResult;
use crate::app::{SETTINGS_FILE, STATS_FILE};
use crate::settings::{CardStyle, Settings};
use crate::storage::DataDir;
use crate::term_caps::{ColourDepth, GlyphWidths};

/// Everything the report shows, gathered first so it can be printed plainly.
#[derive(Debug)]
pub struct Report {
    pub size: Option<(u16, u16)>,
    pub colour_depth: ColourDepth,
    pub colorterm: Option<String>,
    pub term: Option<String>,
    pub no_color: bool,
    pub glyphs: Option<GlyphWidths>,
    pub card_style: &'static str,
    pub data_dir: Option<PathBuf>,
    pub language: &'static str,
}

impl Report {
    /// The report as lines of text.
    pub fn lines(&self) -> Vec<String> {
        let or_unknown = |v: &Option<String>| v.clone().unwrap_or_else(|| "(unset)".into());
        let glyphs = match self.glyphs {
            Some(g) => format!("♠ {} cell(s), ─ {} cell(s)", g.suit, g.box_line),
            None => "not measured (not a terminal, or it did not answer)".into(),
        };
        let data = self.data_dir.as_ref().map_or("none (in-memory session)".into(), |d| {
            format!(
                "{}\n  settings:   {}\n  statistics: {}",
                d.display(),
                d.join(SETTINGS_FILE).display(),
                d.join(STATS_FILE).display()
            )
        });
        vec![
            format!(
                "terminal size: {}",
                self.size.map_or("unknown".into(), |(w, h)| format!("{w}×{h}"))
            ),
            format!(
                "colour:        {} (COLORTERM={}, TERM={}){}",
                self.colour_depth.name(),
                or_unknown(&self.colorterm),
                or_unknown(&self.term),
                if self.no_color {
                    ", NO_COLOR set: colour off unless the setting is on"
                } else {
                    ""
                }
            ),
            format!("glyph widths:  {glyphs}"),
            format!("card style:    {}", self.card_style),
            format!("language:      {}", self.language),
            format!("data folder:   {data}"),
        ]
    }
}

/// Measures glyph widths in raw mode on a real terminal, restoring it afterwards.
fn measure_glyphs() -> Option<GlyphWidths> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return None;
    }
    crossterm::terminal::enable_raw_mode().ok()?;
    let widths = crate::term_caps::probe_glyph_widths();
    let _ = crossterm::terminal::disable_raw_mode();
    // Clear the probe's scribbles from the line.
    widths
}

pub fn run(data_dir: Option<PathBuf>, language: crate::i18n::Language) -> CliResult {
    let colorterm = std::env::var("COLORTERM").ok();
    let term = std::env::var("TERM").ok();
    let data = DataDir::resolve(data_dir);
    let settings = data.load_toml::<Settings>(SETTINGS_FILE, |_| Ok(())).value;
    let glyphs = measure_glyphs();
    let card_style = match (settings.card_style_auto, glyphs.is_some_and(GlyphWidths::needs_ascii))
    {
        (true, true) => "auto → ascii (wide glyphs)",
        (true, false) => "auto → unicode",
        (false, _) if settings.card_style == CardStyle::Ascii => "ascii (setting)",
        (false, _) => "unicode (setting)",
    };
    let report = Report {
        size: crossterm::terminal::size().ok(),
        colour_depth: ColourDepth::detect(colorterm.as_deref(), term.as_deref()),
        colorterm,
        term,
        no_color: std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
        glyphs,
        card_style,
        data_dir: data.path().map(PathBuf::from),
        language: match language {
            crate::i18n::Language::Ja => "日本語 (ja)",
            _ => "English (en)",
        },
    };
    for line in report.lines() {
        println!("{line}");
    }
    Ok(())
}
