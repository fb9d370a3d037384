//! The Statistics screen: games played, won, lost and drawn per game and level, with streaks.

use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Cell, Row, Table};
use rust_i18n::t;

use super::{Ctx, DrawCtx, KeyHint, Transition, View, hint};
use crate::catalog::GameId;
use crate::event::Msg;
use crate::settings::Level;
use crate::stats::Stats;
use crate::theme::THEME;

#[derive(Default)]
pub struct StatsScreen;

impl StatsScreen {
    pub fn new() -> StatsScreen {
        StatsScreen
    }
}

/// A level key from the statistics file, shown in the current language.
fn level_label(key: &str) -> String {
    match key {
        "easy" => super::settings::level_name(Level::Easy).into_owned(),
        "normal" => super::settings::level_name(Level::Normal).into_owned(),
        "hard" => super::settings::level_name(Level::Hard).into_owned(),
        // Old Maid has no computer level; its records are kept per table size.
        other => match other.strip_prefix("players_") {
            Some(n) => t!("stats.players", n = n).into_owned(),
            None => other.to_string(),
        },
    }
}

/// The table rows: one per game and level played, or a "no games yet" row per game.
fn table_rows(stats: &Stats) -> Vec<Row<'static>> {
    let mut rows = Vec::new();
    for game in GameId::ALL {
        let levels: Vec<(String, crate::stats::Record)> = stats
            .games
            .get(game.key())
            .map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default();
        if levels.is_empty() {
            rows.push(
                Row::new(vec![Cell::from(game.name()), Cell::from(t!("stats.none"))])
                    .style(THEME.dim),
            );
        }
        for (i, (level, r)) in levels.into_iter().enumerate() {
            let name = if i == 0 { game.name() } else { "".into() };
            let rate = (r.won * 100).checked_div(r.played).map_or("-".into(), |p| format!("{p}%"));
            rows.push(Row::new(vec![
                Cell::from(name),
                Cell::from(level_label(&level)),
                Cell::from(r.played.to_string()),
                Cell::from(r.won.to_string()),
                Cell::from(r.lost.to_string()),
                Cell::from(r.drawn.to_string()),
                Cell::from(rate),
                Cell::from(format!("{} / {}", r.streak, r.best_streak)),
            ]));
        }
    }
    rows
}

impl View for StatsScreen {
    fn update(&mut self, msg: &Msg, _ctx: &mut Ctx) -> Transition {
        match msg.plain_key() {
            Some(KeyCode::Esc | KeyCode::Enter | KeyCode::Backspace) => Transition::Back,
            _ => Transition::Stay,
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let header = Row::new([
            t!("stats.game"),
            t!("stats.level"),
            t!("stats.played"),
            t!("stats.won"),
            t!("stats.lost"),
            t!("stats.drawn"),
            t!("stats.rate"),
            t!("stats.streak"),
        ])
        .style(THEME.title);
        let widths = [
            Constraint::Length(14),
            Constraint::Length(12),
            Constraint::Length(7),
            Constraint::Length(5),
            Constraint::Length(5),
            Constraint::Length(6),
            Constraint::Length(6),
            Constraint::Length(15),
        ];
        let mut footer = vec![];
        if ctx.stats.othello_best_margin > 0 {
            footer.push(t!("stats.othello_margin", n = ctx.stats.othello_best_margin));
        }
        if ctx.stats.poker_best_points > 0 {
            footer.push(t!("stats.poker_best", n = ctx.stats.poker_best_points));
        }
        let table = Table::new(table_rows(ctx.stats), widths).header(header).block(
            Block::bordered()
                .border_type(BorderType::Rounded)
                .border_style(THEME.border)
                .title(Line::styled(format!(" {} ", t!("stats.title")), THEME.title))
                .title_bottom(Line::styled(footer.join("  ·  "), THEME.dim)),
        );
        frame.render_widget(table, area);
    }

    fn hints(&self) -> Vec<KeyHint> {
        vec![hint("Esc", t!("key.back"))]
    }
}
