//! The Killer Sevens side panel (one entry per player: name, cards left, passes, killed
//! count, out or eliminated, the player to move lit) and the final ranking dialog.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType};

use super::text::Names;
use crate::games::sevens::{Game, Status};
use crate::theme::THEME;
use crate::widgets::clip::clip;
use crate::widgets::popup::Dialog;
use crate::widgets::text::Fit;

/// `text` padded with spaces to `width` display columns (never cut).
fn pad(text: &str, width: usize) -> String {
    let w = Span::raw(text).width();
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

/// "out #1", "eliminated #2", or "playing".
fn status_text(status: Status) -> String {
    match status {
        Status::Out { order } => t!("sevens.out_n", n = order),
        Status::Eliminated { order } => t!("sevens.eliminated_n", n = order),
        Status::Playing => t!("sevens.playing"),
    }
    .into_owned()
}

/// A player's second row in `width` cells: "  passes 1/3 · killed 4", or "out #2 · killed 4".
/// Like the name row above it, it leaves the last cell empty before the border; when it would
/// not (a long status, ten cards killed or more), the killed count takes its short form
/// ("✕12", as the board marks a killed cell), and only then is the status cut.
fn status_row(detail: &str, killed: u8, width: usize) -> String {
    let room = width.saturating_sub(1);
    let row = format!("  {detail} · {}", t!("sevens.killed", n = killed));
    if Span::raw(&row).width() <= room {
        return row;
    }
    let short = format!(" · {}", t!("sevens.killed_short", n = killed));
    let detail = clip(detail, room.saturating_sub(2 + Span::raw(&short).width()));
    format!("  {detail}{short}")
}

/// The player's own name in the panel, in `room` cells: "Player (you)" when it fits, else
/// just "You", which says more than a name cut before "(you)" ("プレイヤー（あ…").
fn your_name(name: &str, room: usize) -> String {
    let named = t!("sevens.name_you", name = name);
    if Span::raw(&*named).width() <= room { named } else { t!("sevens.you") }.into_owned()
}

/// The panel. `lit` is the seat in the spotlight (to move, or whose action is being shown);
/// `thinking` is the computer seat thinking now with its spinner frame.
pub fn draw_players(
    frame: &mut Frame,
    area: Rect,
    game: &Game,
    names: &Names,
    player_name: &str,
    lit: Option<usize>,
    thinking: Option<(usize, &str)>,
) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(THEME.border)
        .title(Line::styled(format!(" {} ", t!("sevens.players")), THEME.title));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = usize::from(inner.width);
    let mut lines = Vec::new();
    for seat in 0..game.players() {
        let current = lit == Some(seat);
        let marker = if current { "▶ " } else { "  " };
        let spin =
            thinking.filter(|(s, _)| *s == seat).map_or(String::new(), |(_, f)| format!(" {f}"));
        let right = format!("{} ", super::text::cards(game.hand_len(seat)));
        // A long name gives way to the count, which is what the row is for.
        let room = width.saturating_sub(Span::raw(&right).width() + 1);
        let name = names.seat_name(seat, player_name);
        let name_room = room.saturating_sub(Span::raw(marker).width() + Span::raw(&spin).width());
        let name = if names.is_you(seat) { your_name(&name, name_room) } else { name };
        let left = clip(&format!("{marker}{name}{spin}"), room).into_owned();
        let gap = width.saturating_sub(Span::raw(&left).width() + Span::raw(&right).width());
        let style = if current { THEME.selected } else { THEME.text };
        lines.push(Line::styled(format!("{left}{}{right}", " ".repeat(gap)), style));
        let status = game.status(seat);
        let limit = match game.pass_limit() {
            0 => "∞".to_string(),
            n => n.to_string(),
        };
        let detail = match status {
            Status::Playing => {
                t!("sevens.passes_used", used = game.passes_used(seat), limit = limit)
            }
            other => status_text(other).into(),
        };
        let st = match status {
            Status::Playing => THEME.dim,
            Status::Out { .. } => THEME.success,
            Status::Eliminated { .. } => THEME.error,
        };
        lines.push(Line::styled(status_row(&detail, game.killed_count(seat), width), st));
    }
    frame.render_widget(Fit::new(lines), inner);
}

/// The ranking dialog: place, player, killed cards and how each finished. Centred in `area`;
/// when it would lie over `panel` (the players panel, right of it), centred left of the panel
/// instead where it fits there as wide, your row naming you as the panel does when your name
/// is too long for that ("You", "あなた").
pub fn draw_ranking(
    frame: &mut Frame,
    area: Rect,
    panel: Option<Rect>,
    game: &Game,
    names: &Names,
    player_name: &str,
) {
    let named = ranking(game, names, player_name, false);
    // The dialog's box and the blank margin it clears around itself: drawn over the panel, it
    // would leave pieces of the panel's frame in view.
    let cleared = named.with_margin(area);
    let Some(panel) = panel.filter(|p| p.intersects(cleared)) else {
        frame.render_widget(&named, area);
        return;
    };
    let left = Rect { width: panel.x.saturating_sub(area.x), ..area };
    // Two columns to spare, for the margin on either side.
    let fits = |dialog: &Dialog| dialog.area(area).width + 2 <= left.width;
    if fits(&named) {
        frame.render_widget(&named, left);
        return;
    }
    let short = ranking(game, names, player_name, true);
    if fits(&short) {
        frame.render_widget(&short, left);
    } else {
        frame.render_widget(&named, area);
    }
}

/// The ranking's dialog, your row named "`player_name` (you)", or "You" when `short_you`.
fn ranking(game: &Game, names: &Names, player_name: &str, short_you: bool) -> Dialog<'static> {
    let heads = [
        t!("sevens.col_place"),
        t!("sevens.col_player"),
        t!("sevens.col_killed"),
        t!("sevens.col_result"),
    ];
    let rows: Vec<[String; 4]> = game
        .ranking()
        .iter()
        .map(|s| {
            let name = names.seat_name(s.seat, player_name);
            let name = match (names.is_you(s.seat), short_you) {
                (false, _) => name,
                (true, false) => t!("sevens.name_you", name = name).into_owned(),
                (true, true) => t!("sevens.you").into_owned(),
            };
            [s.place.to_string(), name, s.killed.to_string(), status_text(s.status)]
        })
        .collect();
    let widths: Vec<usize> = (0..4)
        .map(|i| {
            rows.iter()
                .map(|r| Span::raw(&r[i]).width())
                .chain([Span::raw(&*heads[i]).width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let join = |cells: [&str; 4]| {
        cells.iter().zip(&widths).map(|(c, &w)| pad(c, w)).collect::<Vec<_>>().join("   ")
    };
    let mut lines =
        vec![Line::styled(join([&*heads[0], &*heads[1], &*heads[2], &*heads[3]]), THEME.dim)];
    for (row, standing) in rows.iter().zip(game.ranking()) {
        let style: Style = if names.is_you(standing.seat) { THEME.title } else { THEME.text };
        lines.push(Line::styled(
            join([row[0].as_str(), row[1].as_str(), row[2].as_str(), row[3].as_str()]),
            style,
        ));
    }
    Dialog { title: t!("sevens.ranking"), lines, scroll: None }
}

#[cfg(test)]
mod tests {
    use super::status_row;

    /// The panel's inner width at 80 columns.
    const WIDTH: usize = 24;

    #[test]
    fn a_row_that_fits_says_it_in_words() {
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(status_row("passes 0/3", 4, WIDTH), "  passes 0/3 · killed 4");
    }

    #[test]
    fn a_long_row_shortens_the_killed_count_first() {
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(status_row("passes 0/3", 12, WIDTH), "  passes 0/3 · ✕12");
        assert_eq!(status_row("eliminated #6", 12, WIDTH), "  eliminated #6 · ✕12");
        // 17 cells: two of indent, nine of status, six of count.
        assert_eq!(status_row("eliminated #6", 12, 18), "  eliminat… · ✕12");
    }

    #[test]
    fn your_name_says_you_whole_or_not_at_all() {
        use super::your_name;
        crate::i18n::apply(crate::i18n::Language::Ja);
        assert_eq!(your_name("bob", 19), "bob（あなた）");
        assert_eq!(your_name("プレイヤー", 19), "あなた");
        crate::i18n::apply(crate::i18n::Language::En);
        assert_eq!(your_name("Player", 19), "Player (you)");
        assert_eq!(your_name("alice_with_a_long_name", 19), "You");
    }

    #[test]
    fn in_japanese_the_row_keeps_a_cell_before_the_border() {
        crate::i18n::apply(crate::i18n::Language::Ja);
        assert_eq!(status_row("4番目に上がり", 5, WIDTH), "  4番目に上がり · ✕5");
        assert_eq!(status_row("パス 0/3", 5, WIDTH), "  パス 0/3 · 死に札5枚");
    }
}
