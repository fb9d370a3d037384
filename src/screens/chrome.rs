//! Pieces every game screen draws the same way: the header (game, level, seed) and the status
//! line under the board, plus the thinking pause before a computer move.

use std::time::Duration;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::catalog::GameId;
use crate::settings::AnimationSpeed;
use crate::theme::THEME;
use crate::widgets::text::{Clipped, Fit, Wrapped};

/// Splits a game screen into header (1 line), body and status (2 lines).
pub fn split(area: Rect) -> [Rect; 3] {
    Layout::vertical([Constraint::Length(1), Constraint::Min(0), Constraint::Length(2)]).areas(area)
}

/// `Tic-tac-toe マルバツ · level hard · seed 42` (in Japanese, the Japanese name alone).
pub fn draw_header(
    frame: &mut Frame,
    area: Rect,
    game: GameId,
    details: &[String],
    seed: Option<u64>,
) {
    let mut spans = vec![Span::styled(format!(" {}", game.name()), THEME.title)];
    if game.name() == game.title() {
        spans.push(Span::styled(format!(" {}", game.japanese()), THEME.dim));
    }
    for d in details {
        spans.push(Span::styled(" · ", THEME.dim));
        spans.push(Span::raw(d.clone()));
    }
    if let Some(seed) = seed {
        spans.push(Span::styled(format!(" · {} {seed}", t!("header.seed")), THEME.dim));
    }
    // A narrow terminal cuts the header's end (the seed) with "…", on purpose.
    frame.render_widget(Clipped::line(Line::from(spans)), area);
}

/// A centred status message in `style`, with an optional second line. A message too long
/// for one line wraps onto the second at word boundaries (the second line gives way), so a
/// long line is never cut at both ends as a centred line would be.
pub fn draw_status(frame: &mut Frame, area: Rect, text: &str, style: Style, second: &str) {
    draw_status_styled(frame, area, (text, style), (second, THEME.dim));
}

/// [`draw_status`] with the second line in its own style (a notice under a prompt).
pub fn draw_status_styled(
    frame: &mut Frame,
    area: Rect,
    (text, style): (&str, Style),
    (second, second_style): (&str, Style),
) {
    let [a, b] = Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(area);
    // Status lines repeat what the screen or its log holds whole (your last draw, what just
    // happened), so one longer than its rows ends in "…" on purpose.
    if Line::from(text).width() > usize::from(area.width) {
        frame.render_widget(Wrapped::line(Line::styled(text, style)).centered().ellipsis(), area);
        return;
    }
    frame.render_widget(Fit::line(Line::styled(text, style)).centered(), a);
    let second = Wrapped::line(Line::styled(second, second_style)).centered().ellipsis();
    frame.render_widget(second, b);
}

/// `level hard`, translated.
pub fn level_detail(level: crate::settings::Level) -> String {
    format!("{} {}", t!("header.level"), super::settings::level_name(level))
}

/// A countdown for animations, advanced only by `Tick` messages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timer {
    remaining: Duration,
}

impl Timer {
    /// A timer of `base` scaled by the animation speed (`Instant` gives zero: done at once).
    pub fn new(base: Duration, speed: AnimationSpeed) -> Timer {
        Timer { remaining: base.mul_f32(speed.factor()) }
    }

    /// Advances by `dt`; true once the time is up.
    pub fn tick(&mut self, dt: Duration) -> bool {
        self.remaining = self.remaining.saturating_sub(dt);
        self.done()
    }

    pub fn done(&self) -> bool {
        self.remaining.is_zero()
    }
}

/// A spinner frame for "thinking" indicators, from elapsed ticks.
pub fn spinner(frame_index: usize) -> &'static str {
    const FRAMES: [&str; 4] = ["·  ", "·· ", "···", " ··"];
    FRAMES[frame_index % FRAMES.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_status_wraps_instead_of_losing_both_ends() {
        use ratatui::Terminal;
        use ratatui::backend::TestBackend;
        let text =
            "あなたが 7♠ を出しました。CPU 2 の 6♣ と 5♣ が死にました。次は CPU 1 の番です。";
        let mut term = Terminal::new(TestBackend::new(40, 2)).unwrap();
        term.draw(|f| draw_status(f, f.area(), text, THEME.text, "second")).unwrap();
        let buf = term.backend().buffer();
        let shown: String =
            buf.content().iter().map(|c| c.symbol()).collect::<String>().replace(' ', "");
        assert!(shown.starts_with("あなたが"), "the start is kept: {shown}");
        assert!(shown.contains("CPU2の6♣"), "{shown}");
    }

    /// Found by the million-event fuzz: Old Maid in Japanese at 80 columns, your draw that
    /// sent the victim out ("…を捨てました。CPU 1が2位で上がりました。") under the prompt lost
    /// its last words silently.
    #[test]
    fn a_second_line_longer_than_its_row_ends_in_an_ellipsis() {
        use ratatui::Terminal;
        use ratatui::backend::TestBackend;
        let second =
            "あなたがCPU 1からJ♣を引きました。ペア J♦ J♣ を捨てました。CPU 1が2位で上がりました。";
        let mut term = Terminal::new(TestBackend::new(60, 2)).unwrap();
        let (_, cuts) = crate::widgets::text::record_cuts(|| {
            term.draw(|f| draw_status(f, f.area(), "prompt", THEME.text, second)).unwrap();
        });
        assert!(cuts.is_empty(), "a silent cut: {cuts:?}");
        let buf = term.backend().buffer();
        let row: String =
            (0..60).map(|x| buf[(x, 1)].symbol()).collect::<String>().replace(' ', "");
        assert!(row.contains('…') && row.contains("あなたが"), "{row}");
    }

    #[test]
    fn timer_scales_with_speed_and_counts_down() {
        let mut t = Timer::new(Duration::from_millis(500), AnimationSpeed::Normal);
        assert!(!t.tick(Duration::from_millis(300)));
        assert!(t.tick(Duration::from_millis(300)));
        assert!(Timer::new(Duration::from_secs(9), AnimationSpeed::Instant).done());
        let mut slow = Timer::new(Duration::from_millis(500), AnimationSpeed::Slow);
        assert!(!slow.tick(Duration::from_millis(900)));
    }
}
