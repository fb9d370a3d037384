//! Drawing the Statistics screen: game tabs, a grouped bar chart per level, and a panel of
//! totals, streaks and the game's own records (poker's recent points as a sparkline).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, BorderType, Paragraph, Sparkline, Tabs};
use rust_i18n::t;

use super::StatsScreen;
use crate::catalog::GameId;
use crate::settings::Level;
use crate::stats::{Record, Stats};
use crate::theme::THEME;
use crate::widgets::popup::Dialog;

/// Header (tabs), body, message line.
fn split(area: Rect) -> [Rect; 3] {
    Layout::vertical([Constraint::Length(3), Constraint::Min(0), Constraint::Length(1)]).areas(area)
}

fn tab_titles() -> Vec<String> {
    GameId::ALL.iter().enumerate().map(|(i, g)| format!("{} {}", i + 1, g.name())).collect()
}

/// The tab under a click, from the same widths `Tabs` draws with (" title " and a "│").
pub(super) fn tab_at(area: Rect, x: u16, y: u16) -> Option<usize> {
    let [tabs, _, _] = split(area);
    if y != tabs.y + 1 {
        return None;
    }
    let mut left = tabs.x + 1;
    for (i, title) in tab_titles().iter().enumerate() {
        let w = Line::from(title.as_str()).width() as u16 + 2;
        if (left..left + w).contains(&x) {
            return Some(i);
        }
        left += w + 1;
    }
    None
}

/// A level key from the statistics file, in the current language.
fn level_label(key: &str) -> String {
    match key {
        "easy" => crate::screens::settings::level_name(Level::Easy).into_owned(),
        "normal" => crate::screens::settings::level_name(Level::Normal).into_owned(),
        "hard" => crate::screens::settings::level_name(Level::Hard).into_owned(),
        // Old Maid has no computer level; its records are kept per table size.
        other => match other.strip_prefix("players_") {
            Some(n) => t!("stats.players", n = n).into_owned(),
            None => other.to_string(),
        },
    }
}

fn chart(stats: &Stats, game: GameId) -> BarChart<'static> {
    let groups: Vec<BarGroup> = stats
        .games
        .get(game.key())
        .into_iter()
        .flat_map(|levels| levels.iter())
        .map(|(level, r)| {
            let bar = |label: String, value: u32, style| {
                Bar::with_label(label, u64::from(value)).style(style).value_style(THEME.hint_key)
            };
            BarGroup::with_label(
                level_label(level),
                vec![
                    bar(t!("stats.won").into_owned(), r.won, THEME.success),
                    bar(t!("stats.lost").into_owned(), r.lost, THEME.error),
                    bar(t!("stats.drawn").into_owned(), r.drawn, THEME.warning),
                ],
            )
        })
        .collect();
    let mut chart = BarChart::grouped(groups).bar_width(6).bar_gap(1).group_gap(3);
    chart = chart.block(panel(t!("stats.by_level").into_owned()));
    chart
}

fn panel(title: String) -> Block<'static> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(THEME.border)
        .title(Line::styled(format!(" {title} "), THEME.title))
}

fn summary(stats: &Stats, game: GameId) -> Vec<Line<'static>> {
    let total: Record = stats.total(game.key());
    let rate = (total.won * 100).checked_div(total.played).map_or("-".into(), |p| format!("{p}%"));
    let row = |label: std::borrow::Cow<'static, str>, value: String| {
        Line::from(vec![Span::styled(format!("{label}: "), THEME.dim), Span::raw(value)])
    };
    let mut lines = vec![
        row(t!("stats.played"), total.played.to_string()),
        row(t!("stats.won"), total.won.to_string()),
        row(t!("stats.lost"), total.lost.to_string()),
        row(t!("stats.drawn"), total.drawn.to_string()),
        row(t!("stats.rate"), rate),
        row(t!("stats.streak_now"), total.streak.to_string()),
        row(t!("stats.streak_best"), total.best_streak.to_string()),
    ];
    match game {
        GameId::Othello => {
            lines.push(row(t!("stats.best_margin"), stats.othello_best_margin.to_string()))
        }
        GameId::Poker => {
            lines.push(row(t!("stats.best_points"), stats.poker_best_points.to_string()))
        }
        GameId::Sevens => {
            let avg = if total.played > 0 {
                format!("{:.1}", f64::from(stats.sevens_killed_total) / f64::from(total.played))
            } else {
                "-".into()
            };
            lines.push(row(t!("stats.avg_killed"), avg));
        }
        _ => {}
    }
    lines
}

pub(super) fn draw(screen: &StatsScreen, frame: &mut Frame, area: Rect, stats: &Stats) {
    let [tabs, body, message] = split(area);
    let game = screen.game();
    frame.render_widget(
        Tabs::new(tab_titles())
            .select(screen.tab)
            .highlight_style(THEME.selected)
            .block(panel(t!("stats.title").into_owned())),
        tabs,
    );
    let [left, right] =
        Layout::horizontal([Constraint::Min(30), Constraint::Length(32)]).areas(body);
    if stats.total(game.key()).played == 0 {
        let empty = Paragraph::new(Line::styled(t!("stats.none"), THEME.dim))
            .centered()
            .block(panel(t!("stats.by_level").into_owned()));
        frame.render_widget(empty, left);
    } else {
        frame.render_widget(chart(stats, game), left);
    }
    let recent = stats.poker_recent_points.iter().map(|&p| u64::from(p)).collect::<Vec<_>>();
    let lines = summary(stats, game);
    if game == GameId::Poker && !recent.is_empty() {
        let [text, spark] =
            Layout::vertical([Constraint::Length(lines.len() as u16 + 2), Constraint::Min(3)])
                .areas(right);
        frame.render_widget(
            Paragraph::new(lines).block(panel(t!("stats.totals").into_owned())),
            text,
        );
        frame.render_widget(
            Sparkline::default()
                .data(&recent)
                .style(THEME.success)
                .block(panel(t!("stats.recent_points").into_owned())),
            spark,
        );
    } else {
        frame.render_widget(
            Paragraph::new(lines).block(panel(t!("stats.totals").into_owned())),
            right,
        );
    }
    if let Some(m) = &screen.message {
        frame.render_widget(Line::styled(m.as_str(), THEME.success).centered(), message);
    }
    if screen.confirming_reset {
        let dialog = Dialog {
            title: t!("stats.reset_title"),
            lines: vec![Line::from(t!("stats.reset_question")), Line::from("y / n")],
            scroll: 0,
        };
        frame.render_widget(&dialog, area);
    }
}
