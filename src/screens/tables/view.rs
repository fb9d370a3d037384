//! Drawing the Tables screen: the title, the list of tables (or the new-table form, or the
//! waiting room of one's table) in a box in the middle, and the status line.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders};

use super::{Mode, Notice, TablesScreen};
use crate::catalog::GameId;
use crate::games::seat::Seat;
use crate::screens::settings::fields::level_name;
use crate::tables::lobby::{Phase, Refused, Summary, Table};
use crate::theme::THEME;
use crate::widgets::clip::clip;
use crate::widgets::popup::centered;
use crate::widgets::text::{Clipped, Fit, Wrapped};

pub fn draw(s: &TablesScreen, frame: &mut Frame, area: Rect) {
    let title = Line::from(vec![
        Span::styled(format!(" {}", t!("tables.title")), THEME.title),
        Span::styled(format!(" · {}", t!("tables.playing_as", name = s.handle.name)), THEME.dim),
    ]);
    frame.render_widget(Clipped::line(title), Rect { height: 1, ..area });
    // The box's inside on this screen (its border and a cell either side).
    let inside = usize::from(area.width.saturating_sub(4));
    let (heading, lines) = match s.mode {
        Mode::List => (t!("tables.list_title").into_owned(), list_lines(s, inside)),
        Mode::Form(row) => (t!("tables.new_title").into_owned(), form_lines(s, row)),
        Mode::Room(id) => {
            let lines = s.handle.tables.read(|l| l.table(id).map(|t| room_lines(s, t)));
            let heading = t!("tables.room_title", id = id.0).into_owned();
            (heading, lines.unwrap_or_default())
        }
    };
    let width = lines.iter().map(Line::width).max().unwrap_or(0).max(50) as u16 + 4;
    let height = lines.len() as u16 + 2;
    let body = Rect::new(area.x, area.y + 1, area.width, area.height.saturating_sub(3));
    let rect = centered(body, width.min(body.width), height.min(body.height));
    let block = Block::default().borders(Borders::ALL).title(format!(" {heading} "));
    frame.render_widget(Fit::new(lines).block(block), rect);
    let status = Rect::new(area.x, area.bottom().saturating_sub(2), area.width, 1);
    if let Some(text) = notice_text(s) {
        frame.render_widget(Wrapped::line(Line::styled(text, THEME.warning)).centered(), status);
    }
}

/// One line a table, then the line that opens a new one; each at most `cells` wide, a line
/// too long cut with "…" before the "your seat" mark, which stays whole.
fn list_lines(s: &TablesScreen, cells: usize) -> Vec<Line<'static>> {
    let list = s.handle.tables.read(|l| l.list());
    let mine = s.my_table();
    // Every game's name takes the room of the longest, so the columns after it stand still.
    let game_cells = GameId::ALL.iter().map(|g| width(&g.name())).max().unwrap_or(0) + 2;
    let mut lines: Vec<Line> = list
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let style = if i == s.selected { THEME.selected } else { THEME.text };
            let marker = if i == s.selected { "▶ " } else { "  " };
            let yours = (mine == Some(t.id)).then(|| format!("  · {}", t!("tables.yours")));
            let room = cells.saturating_sub(width(marker) + yours.as_deref().map_or(0, width));
            let text = summary(t, game_cells);
            let mut spans = vec![Span::styled(format!("{marker}{}", clip(&text, room)), style)];
            if let Some(yours) = yours {
                spans.push(Span::styled(yours, THEME.highlight));
            }
            Line::from(spans)
        })
        .collect();
    if list.is_empty() {
        lines.push(Line::styled(format!("  {}", t!("tables.none")), THEME.dim));
    }
    let new = list.len();
    let (style, marker) =
        if s.selected >= new { (THEME.selected, "▶ ") } else { (THEME.text, "  ") };
    lines.push(Line::styled(format!("{marker}+ {}", t!("tables.new_table")), style));
    lines
}

/// "#1  Old Maid  alice  2/4 people · 1 watching  playing", the game's name padded to
/// `game_cells` and the host's cut to a column of its own.
fn summary(t: &Summary, game_cells: usize) -> String {
    let phase = match t.phase {
        Phase::Waiting => t!("tables.waiting"),
        Phase::Playing => t!("tables.playing"),
        Phase::Finished => t!("tables.finished"),
    };
    let mut people = t!("tables.people", n = t.people, chairs = t.chairs).into_owned();
    if t.away > 0 {
        people.push_str(&t!("tables.away_count", n = t.away));
    }
    if t.watching > 0 {
        people.push_str(&t!("tables.watching_count", n = t.watching));
    }
    let (game, host) = (pad(&t.game.name(), game_cells), pad(&clip(&t.host, HOST), HOST + 2));
    format!("#{:<3}{game}{host}{people}  {phase}", t.id.0)
}

/// The cells of the host's column (a longer name is cut with "…").
const HOST: usize = 10;

/// `text` followed by spaces to `cells` columns (Japanese characters take two).
fn pad(text: &str, cells: usize) -> String {
    format!("{text}{}", " ".repeat(cells.saturating_sub(width(text)).max(1)))
}

/// The cells `text` takes.
fn width(text: &str) -> usize {
    Line::from(text).width()
}

fn form_lines(s: &TablesScreen, row: usize) -> Vec<Line<'static>> {
    let f = s.form;
    let rows = [
        (t!("tables.form_game"), f.game.name().into_owned()),
        (t!("tables.form_chairs"), f.chairs.to_string()),
        (t!("tables.form_level"), level_name(f.level).into_owned()),
    ];
    let mut lines: Vec<Line> = rows
        .into_iter()
        .enumerate()
        .map(|(i, (label, value))| {
            let style = if i == row { THEME.selected } else { THEME.text };
            let marker = if i == row { "▶ " } else { "  " };
            Line::from(vec![
                // The widest label (コンピューター, 14 cells) and a gap before the value.
                Span::styled(format!("{marker}{}", pad(&label, 16)), style),
                Span::styled(format!("◀ {value} ▶"), style),
            ])
        })
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::styled(t!("tables.form_help"), THEME.dim));
    lines
}

/// The chairs of one's table, and who starts it.
fn room_lines(s: &TablesScreen, t: &Table) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        t!("tables.room_game", game = t.game.name(), level = level_name(t.level)),
        THEME.dim,
    )];
    lines.push(Line::raw(""));
    for (i, chair) in t.chairs.iter().enumerate() {
        let (who, style) = match &chair.seat {
            Some(Seat::Remote(name)) if *name == t.host => {
                (t!("tables.host_name", name = name).into_owned(), THEME.text)
            }
            Some(Seat::Remote(name)) => (name.clone(), THEME.text),
            _ => (t!("tables.empty_chair").into_owned(), THEME.dim),
        };
        let me = matches!(&chair.seat, Some(Seat::Remote(n)) if *n == s.handle.name);
        let style = if me { THEME.mark_human } else { style };
        lines.push(Line::styled(format!("  {}. {who}", i + 1), style));
    }
    lines.push(Line::raw(""));
    let waiting = if t.host == s.handle.name {
        t!("tables.you_start")
    } else {
        t!("tables.host_starts", name = t.host)
    };
    lines.push(Line::styled(waiting, THEME.highlight));
    lines
}

fn notice_text(s: &TablesScreen) -> Option<String> {
    let text = match s.notice.as_ref()? {
        Notice::Closed => t!("tables.closed"),
        Notice::Refused(r) => match r {
            Refused::TooManyTables => t!("tables.too_many"),
            Refused::TooManyFromAddress => t!("tables.too_many_from_address"),
            Refused::Seats { allowed, .. } => {
                t!("tables.seats", from = allowed.start(), to = allowed.end())
            }
            Refused::NoSuchTable => t!("tables.gone"),
            Refused::Full => t!("tables.full"),
            Refused::Seated(id) => t!("tables.seated_elsewhere", id = id.0),
            Refused::NotHost => t!("tables.not_host"),
            Refused::NotWaiting => t!("tables.under_way"),
            Refused::NotAtTables(g) => t!("tables.not_at_tables", game = g.name()),
            Refused::Move(_) => t!("tables.refused_move"),
        },
    };
    Some(text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::GameId;
    use crate::i18n::{Language, apply};
    use crate::tables::TableId;

    #[test]
    fn a_list_line_counts_people_away_and_watching_in_both_languages() {
        let line = Summary {
            id: TableId(3),
            game: GameId::Othello,
            host: "alice".into(),
            people: 1,
            away: 1,
            watching: 2,
            chairs: 2,
            phase: Phase::Playing,
        };
        apply(Language::Ja);
        let ja = summary(&line, 12);
        apply(Language::En);
        assert!(ja.ends_with("1/2人（1人離席） · 2人観戦  プレイ中"), "{ja}");
        let en = summary(&line, 12);
        assert!(en.ends_with("1/2 people (1 away) · 2 watching  playing"), "{en}");
        let nobody = summary(&Summary { watching: 0, away: 0, ..line }, 12);
        assert!(nobody.ends_with("1/2 people  playing"), "{nobody}");
    }
}
