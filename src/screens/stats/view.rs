//! Drawing the Statistics screen: game tabs, a grouped bar chart per level, and a panel of
//! totals, streaks and the game's own records (poker's recent points as a sparkline).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{
    Bar, BarChart, BarGroup, Block, BorderType, Clear, Padding, Sparkline, Tabs,
};

use super::StatsScreen;
use super::show::{StatsKind as Kind, StatsShow};
use crate::catalog::GameId;
use crate::screens::registry;
use crate::stats::{Bracket, Record, Stats};
use crate::theme::THEME;
use crate::widgets::popup::Dialog;
use crate::widgets::text::{self, Fit, Wrapped};

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

/// A bracket's name in the current language, in at most `width` cells where a shorter form
/// exists (Old Maid's "4 players" becomes "4p").
fn bracket_label(bracket: Bracket, width: u16) -> String {
    match bracket {
        Bracket::Level(level) => crate::screens::settings::level_name(level).into_owned(),
        // Old Maid has no computer level; its records are kept per table size.
        Bracket::Players(n) => {
            let long = t!("stats.players", n = n);
            if Line::from(long.as_ref()).width() <= usize::from(width) {
                long.into_owned()
            } else {
                t!("stats.players_short", n = n).into_owned()
            }
        }
        Bracket::People => t!("stats.people").into_owned(),
    }
}

/// How the game shows its statistics, from its registered definition.
fn show(game: GameId) -> &'static StatsShow {
    registry::entry(game).stats()
}

fn kind(game: GameId) -> Kind {
    show(game).kind
}

/// The chart panel's title.
fn chart_title(game: GameId) -> std::borrow::Cow<'static, str> {
    t!(show(game).chart_title)
}

/// A bracket's three bars with their styles: won/lost/drawn, or for a game with places
/// first/middle/last in that order (middle: every place between the first and the last;
/// drawn in records from before places).
fn bars(kind: Kind, r: &Record) -> [(u32, ratatui::style::Style); 3] {
    match kind {
        Kind::Places => [
            (r.won, THEME.success),
            (r.played.saturating_sub(r.won + r.lost), THEME.warning),
            (r.lost, THEME.error),
        ],
        Kind::Results | Kind::Rounds => {
            [(r.won, THEME.success), (r.lost, THEME.error), (r.drawn, THEME.warning)]
        }
    }
}

/// Bar width, gap between bars and gap between groups so that `groups` groups of three bars
/// fit in `width` cells: the widest bars that fit (at most 6), then the spare cells spread
/// between the groups. (`BarChart` puts a bar gap *and* the group gap between groups.)
pub(super) fn bar_sizes(width: u16, groups: u16) -> (u16, u16, u16) {
    let groups = groups.max(1);
    let fits = |bar: u16| groups * (3 * bar + 2) + (groups - 1) * 2 <= width;
    let bar = (1..=6).rev().find(|&b| fits(b)).unwrap_or(1);
    let spare = width.saturating_sub(groups * (3 * bar + 2));
    let group_gap = match groups {
        1 => 0,
        n => (spare / (n - 1)).saturating_sub(1).clamp(1, 4),
    };
    (bar, 1, group_gap)
}

/// The cells `bar_sizes` output takes for `groups` groups.
fn chart_width(groups: u16, (bar, gap, group_gap): (u16, u16, u16)) -> u16 {
    groups * (3 * bar + 2 * gap) + groups.saturating_sub(1) * (gap + group_gap)
}

/// The chart and where to draw it inside `inner`; true when the bars carry one-letter labels
/// (then the panel shows a legend).
fn chart(stats: &Stats, game: GameId, inner: Rect) -> (BarChart<'static>, Rect, bool) {
    // Brackets sort as they should be read: levels easy to hard, table sizes small to large.
    let levels: Vec<(&Bracket, &Record)> =
        stats.games.get(&game).into_iter().flat_map(|levels| levels.iter()).collect();
    let n = levels.len() as u16;
    let sizes = bar_sizes(inner.width, n);
    let (bar_w, bar_gap, group_gap) = sizes;
    let kind = kind(game);
    let full = match kind {
        Kind::Places => [t!("stats.first"), t!("stats.between"), t!("stats.last")],
        Kind::Results | Kind::Rounds => [t!("stats.won"), t!("stats.lost"), t!("stats.drawn")],
    };
    // Whole words under the bars when they fit, else the one-letter forms the legend explains.
    let short = full.iter().any(|l| Line::from(l.as_ref()).width() > usize::from(bar_w));
    let labels = match (short, kind) {
        (false, _) => full,
        (true, Kind::Places) => {
            [t!("stats.first_short"), t!("stats.between_short"), t!("stats.last_short")]
        }
        (true, _) => [t!("stats.won_short"), t!("stats.lost_short"), t!("stats.drawn_short")],
    };
    let groups: Vec<BarGroup> = levels
        .iter()
        .map(|(level, r)| {
            let bar = |label: &str, value: u32, style| {
                Bar::with_label(label.to_string(), u64::from(value))
                    .style(style)
                    .value_style(THEME.hint_key)
            };
            let values = bars(kind, r);
            BarGroup::with_label(
                Line::from(bracket_label(**level, 3 * bar_w + 2 * bar_gap)).centered(),
                values
                    .iter()
                    .zip(&labels)
                    .map(|(&(n, style), l)| bar(l, n, style))
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    // Centred: the chart is usually narrower than its panel.
    let used = chart_width(n, sizes).min(inner.width);
    let area = Rect { x: inner.x + (inner.width - used) / 2, width: used, ..inner };
    // Heights in proportion to the counts, on a scale of at least ten games, so one game is a
    // short bar rather than the panel's whole height; each bar carries its number.
    let largest = levels.iter().flat_map(|(_, r)| bars(kind, r).map(|(n, _)| n)).max().unwrap_or(0);
    let chart = BarChart::grouped(groups)
        .bar_width(bar_w)
        .bar_gap(bar_gap)
        .group_gap(group_gap)
        .max(u64::from(largest.max(MIN_SCALE)));
    (chart, area, short)
}

/// The fewest games the chart's full height stands for.
const MIN_SCALE: u32 = 10;

fn panel(title: String) -> Block<'static> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(THEME.border)
        .title(Line::styled(format!(" {title} "), THEME.title))
        // Text keeps a cell from the border ("│ Played: 3", not "│Played: 3").
        .padding(Padding::horizontal(1))
}

/// The places a game with places was finished in ("1st 3 · 2nd 1 · 3rd 0") and the mean.
fn places(total: &Record) -> Vec<Line<'static>> {
    let Some(average) = total.average_place() else { return Vec::new() };
    let counts: Vec<String> = total
        .places
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let place = crate::i18n::place_name(i + 1);
            t!("stats.place_count", place = place, n = n).into_owned()
        })
        .collect();
    vec![
        Line::from(vec![
            Span::styled(t!("field.label", label = t!("stats.places")), THEME.dim),
            Span::raw(counts.join(" · ")),
        ]),
        Line::from(vec![
            Span::styled(t!("field.label", label = t!("stats.avg_place")), THEME.dim),
            Span::raw(t!("stats.place_value", n = format!("{average:.1}"))),
        ]),
    ]
}

fn summary(stats: &Stats, game: GameId) -> Vec<Line<'static>> {
    let total: Record = stats.total(game);
    let rate = (total.won * 100).checked_div(total.played).map_or("-".into(), |p| format!("{p}%"));
    let row = |label: std::borrow::Cow<'static, str>, value: String| {
        Line::from(vec![
            Span::styled(t!("field.label", label = label), THEME.dim),
            Span::raw(value),
        ])
    };
    let mut lines = match kind(game) {
        Kind::Results => vec![
            row(t!("stats.played"), total.played.to_string()),
            row(t!("stats.won"), total.won.to_string()),
            row(t!("stats.lost"), total.lost.to_string()),
            row(t!("stats.drawn"), total.drawn.to_string()),
            row(t!("stats.rate"), rate),
            row(t!("stats.streak_now"), total.streak.to_string()),
            row(t!("stats.streak_best"), total.best_streak.to_string()),
        ],
        // Places, not wins: a 2nd of 4 is neither won nor lost.
        Kind::Places => {
            let mut lines = vec![row(t!("stats.played"), total.played.to_string())];
            lines.extend(places(&total));
            lines.push(row(t!("stats.firsts_now"), total.streak.to_string()));
            lines.push(row(t!("stats.firsts_best"), total.best_streak.to_string()));
            lines
        }
        // Rounds against the dealer (the points they leave are the game's own lines).
        Kind::Rounds => vec![
            row(t!("stats.rounds_played"), total.played.to_string()),
            row(t!("stats.won"), total.won.to_string()),
            row(t!("stats.lost"), total.lost.to_string()),
            row(t!("stats.drawn"), total.drawn.to_string()),
            row(t!("stats.rate"), rate),
        ],
    };
    lines.extend(
        (show(game).lines)(stats, &total).into_iter().map(|(label, value)| row(label, value)),
    );
    lines
}

pub(super) fn draw(screen: &StatsScreen, frame: &mut Frame, area: Rect, stats: &Stats) {
    let [tabs, body, message] = split(area);
    let game = screen.game();
    frame.render_widget(
        Tabs::new(tab_titles())
            .select(screen.tab)
            .highlight_style(THEME.selected)
            // Not "│": a bar under the panel's top border would read as a torn box.
            .divider(Span::styled("·", THEME.dim))
            .block(panel(t!("stats.title").into_owned())),
        tabs,
    );
    let [left, right] =
        Layout::horizontal([Constraint::Min(30), Constraint::Length(32)]).areas(body);
    if stats.total(game).played == 0 {
        let empty = Wrapped::line(Line::styled(t!("stats.none"), THEME.dim))
            .centered()
            .block(panel(chart_title(game).into_owned()));
        frame.render_widget(empty, left);
    } else {
        let mut block = panel(chart_title(game).into_owned());
        let (chart, at, short) = chart(stats, game, block.inner(left));
        if short {
            let legend = match kind(game) {
                Kind::Places => t!("stats.places_legend"),
                Kind::Results | Kind::Rounds => t!("stats.legend"),
            };
            block = block.title_bottom(Line::styled(format!(" {legend} "), THEME.dim));
        }
        frame.render_widget(block, left);
        frame.render_widget(chart, at);
    }
    let recent: Vec<u64> = show(game)
        .recent
        .map_or(&[][..], |key| stats.recent(key))
        .iter()
        .map(|&p| u64::from(p))
        .collect();
    let lines = summary(stats, game);
    if !recent.is_empty() {
        // The totals take the rows they wrap to (the panel's text is 4 cells narrower).
        let rows = text::row_count(&lines, usize::from(right.width.saturating_sub(4)));
        let [text, spark] = Layout::vertical([
            Constraint::Length(u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(2)),
            Constraint::Min(3),
        ])
        .areas(right);
        frame
            .render_widget(Wrapped::new(lines).block(panel(t!("stats.totals").into_owned())), text);
        frame.render_widget(
            Sparkline::default()
                .data(&recent)
                .style(THEME.success)
                .block(panel(t!("stats.recent_points").into_owned())),
            spark,
        );
    } else {
        frame.render_widget(
            Wrapped::new(lines).block(panel(t!("stats.totals").into_owned())),
            right,
        );
    }
    if let Some(notice) = screen.notice() {
        let text = match notice {
            super::Notice::ResetDone => t!("stats.reset_done"),
            super::Notice::ResetKept => t!("stats.reset_kept"),
        };
        frame.render_widget(Fit::line(Line::styled(text, THEME.success)).centered(), message);
    }
    if screen.confirming_reset {
        let dialog = Dialog {
            title: t!("stats.reset_title"),
            lines: vec![Line::from(t!("stats.reset_question")), Line::from("y / n")],
            scroll: None,
        };
        // Over the chart, its rows cleared across the chart's panel: centred on the whole
        // screen, its margin cut the totals beside it ("Current streak: 0" at 80×24).
        frame.render_widget(Clear, dialog.rows_across(left, left).intersection(left));
        frame.render_widget(&dialog, left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;

    #[test]
    fn bars_shrink_so_every_group_fits() {
        // 80 columns leave 46 inside the chart's panel; the smallest screen (70) leaves 36.
        for (width, groups) in [(46, 3), (36, 3), (36, 5), (66, 1), (20, 5)] {
            let sizes = bar_sizes(width, groups);
            let used = chart_width(groups, sizes);
            assert!(used <= width || sizes.0 == 1, "{width} {groups}: {used}");
            assert!(sizes.2 >= u16::from(groups > 1));
        }
        assert_eq!(bar_sizes(46, 3), (4, 1, 1));
        assert_eq!(chart_width(3, (4, 1, 1)), 46);
        assert_eq!(bar_sizes(66, 3).0, 6);
        assert_eq!(bar_sizes(36, 5).0, 1);
    }

    #[test]
    fn levels_run_from_easy_to_hard_and_small_to_large() {
        use crate::stats::Bracket::{Level as L, Players};
        let mut keys =
            vec![L(Level::Hard), Players(6), L(Level::Easy), Players(3), L(Level::Normal)];
        keys.sort();
        assert_eq!(
            keys,
            [L(Level::Easy), L(Level::Normal), L(Level::Hard), Players(3), Players(6)]
        );
    }
}
