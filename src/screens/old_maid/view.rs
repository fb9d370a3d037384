//! Drawing the Old Maid table from the screen's state: header, seat labels and fans, the
//! discard pile with the log line, the status lines, and the results panel at the end.

use crate::widgets::text::Fit;
use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::text::{card_count, place};
use super::{
    Notice, OldMaidScreen, Phase, SeatArea, TableLayout, table_layout, transit_margin, transit_rect,
};
use crate::catalog::GameId;
use crate::games::old_maid::HUMAN;
use crate::screens::{DrawCtx, chrome};
use crate::theme::THEME;
use crate::widgets::card::{CardFace, CardSize};
use crate::widgets::clip::clip;
use crate::widgets::event_log::RecentEvents;
use crate::widgets::popup::{Dialog, hides_any};

pub fn draw(s: &OldMaidScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let players = s.game.players();
    let table = table_layout(area, players);
    let details = [t!("oldmaid.players", n = players).into_owned()];
    chrome::draw_header(frame, table.header, GameId::OldMaid, &details, ctx.seed);
    // At the end the results panel goes over the table: what it covers with its margin, and
    // what a dialog over the screen will hide, leave out whole the cards they would cut (at
    // 80×24 the loser's Joker once showed its bottom edge alone under the panel).
    let results = (s.phase == Phase::Over).then(|| (results(s), between_side_seats(&table, area)));
    let panel = results.as_ref().map(|(d, room)| d.with_margin(*room).intersection(area));
    let hidden = panel.into_iter().chain(ctx.hidden).reduce(Rect::union);
    // A card in flight (none where a dialog would cut it) clears a blank cell around itself;
    // the pile, its title and the events it would cut are left out whole while it passes, as
    // under a dialog (the fuzz found it cutting the pile's pair into torn boxes). With a
    // dialog open too, the two are one bounding cover: rare, and it only leaves out more.
    let flying = transit_card(s, &table, area).filter(|&r| !hides_any(hidden, r));
    let covered = hidden.into_iter().chain(flying.map(|r| transit_margin(r, area)));
    let covered = covered.reduce(Rect::union);
    for (seat, seat_area) in table.seats.iter().enumerate() {
        draw_seat(s, frame, seat, seat_area, table.size_of(seat), covered);
    }
    draw_centre(s, frame, table.centre, table.own, covered);
    if let Some(rect) = flying {
        draw_transit(s, frame, rect, table.card, area);
    }
    let ((text, style), (second, second_style)) = status(s);
    chrome::draw_status_styled(frame, table.status, (&text, style), (&second, second_style));
    if let Some((panel, room)) = &results {
        frame.render_widget(panel, *room);
    }
    s.full_log.draw(frame, area, &s.events());
}

/// Where the results, and the app's questions and warnings (`View::popup_room`), are centred:
/// between the side seats, when there are some, a cell in from each, so the blank margin a
/// dialog clears around itself stops short of their labels (at 80×24 it once cut them to
/// "CPU 1 · 2位上が" and "PU 5 · 5位上がり"); a results line wider than that wraps.
pub(super) fn between_side_seats(table: &TableLayout, area: Rect) -> Rect {
    if table.seats.iter().all(|a| a.side != super::Side::Left) {
        return area;
    }
    Rect { x: table.centre.x + 1, width: table.centre.width.saturating_sub(2), ..area }
}

/// `▶ CPU 2 · 7 cards`, lit when the seat draws or is drawn from, dim once out, over the
/// seat's fan (left out when `hidden` would cut it).
fn draw_seat(
    s: &OldMaidScreen,
    frame: &mut Frame,
    seat: usize,
    area: &SeatArea,
    size: CardSize,
    hidden: Option<Rect>,
) {
    let show = s.seat_show(seat);
    let actors = s.actors();
    let out = s.game.finishing_order().iter().position(|&o| o == seat);
    let count = match out {
        // A seat shown mid-draw still holds its cards on screen, even if it is out in the game.
        Some(i) if show.cards.is_empty() => t!("oldmaid.out_place", place = place(i + 1)).into(),
        _ => card_count(show.cards.len()),
    };
    let drawing = actors.is_some_and(|(d, _)| d == seat);
    let marker = if drawing { "▶ " } else { "" };
    let style = if actors.is_some_and(|(_, v)| v == seat) {
        THEME.highlight
    } else if drawing {
        THEME.title
    } else if out.is_some() && show.cards.is_empty() {
        THEME.dim
    } else {
        THEME.text
    };
    // A long name (a person at a table) gives way to the count.
    let count = Span::styled(format!(" · {count}"), THEME.dim);
    let room =
        usize::from(area.label.width).saturating_sub(count.width() + Span::raw(marker).width());
    let label = Line::from(vec![
        Span::styled(format!("{marker}{}", clip(&s.seating().seat_name(seat), room)), style),
        count,
    ]);
    frame.render_widget(Fit::line(label).alignment(Alignment::Center), area.label);
    let (fan, rect) = show.fan(area, size);
    if !hides_any(hidden, rect) {
        frame.render_widget(&fan, rect);
    }
}

/// The discard pile (its latest pair, lit while it flashes) and the log line under it, less
/// what a dialog or the card in flight will hide in part (`hidden`): its title, its pair, an
/// event.
fn draw_centre(
    s: &OldMaidScreen,
    frame: &mut Frame,
    area: Rect,
    size: CardSize,
    hidden: Option<Rect>,
) {
    let discards = s.game.discards();
    // While a new pair is still shown in the drawer's hand, the pile has not got it yet.
    let shown = discards.len() - usize::from(s.pair_pending());
    // Title, the pair, a gap, then the recent events (at least two rows: a draw's line wraps
    // on narrow tables), the block kept in the middle while the events fill the rest.
    let (card_w, card_h) = (size.width(), size.height());
    let pile = 1 + card_h + 1;
    let top = area.y + area.height.saturating_sub(pile + 2) / 2;
    let row = |dy: u16| Rect::new(area.x, top + dy, area.width, 1).intersection(area);
    let title = if shown == 1 { t!("oldmaid.pile_one") } else { t!("oldmaid.pile", pairs = shown) };
    centred_unless_hidden(frame, Line::styled(title, THEME.dim), row(0), hidden);
    let cards_area = Rect::new(area.x, top + 1, area.width, card_h).intersection(area);
    match shown.checked_sub(1).and_then(|i| discards.get(i)) {
        Some(pair) => {
            let lit = matches!(s.phase, Phase::Flash { .. });
            let left = cards_area.x + cards_area.width.saturating_sub(2 * card_w + 1) / 2;
            let pair_area = Rect::new(left, cards_area.y, 2 * card_w + 1, card_h);
            // A pair a dialog will cover in part is left out whole, rather than leave the top
            // edges of two cards above its margin.
            if !hides_any(hidden, pair_area) {
                for (i, &card) in pair.cards.iter().enumerate() {
                    let x = left + i as u16 * (card_w + 1);
                    let face = CardFace::new(card).marked(lit).selected(lit).size(size);
                    let r = Rect::new(x, cards_area.y, card_w, card_h).intersection(cards_area);
                    frame.render_widget(&face, r);
                }
            }
        }
        None => {
            let r = Rect::new(cards_area.x, cards_area.y + card_h / 2, cards_area.width, 1);
            let text = Line::styled(t!("oldmaid.pile_empty"), THEME.dim);
            centred_unless_hidden(frame, text, r.intersection(area), hidden);
        }
    }
    draw_events(s, frame, area, top + pile, hidden);
}

/// `line` centred in the row `area`, left out whole when `hidden` covers any of its text.
fn centred_unless_hidden(frame: &mut Frame, line: Line, area: Rect, hidden: Option<Rect>) {
    let width = u16::try_from(line.width()).unwrap_or(u16::MAX).min(area.width);
    let text = Rect { x: area.x + (area.width - width) / 2, width, ..area };
    if !hides_any(hidden, text) {
        frame.render_widget(Fit::line(line).centered(), area);
    }
}

/// The recent events in the rows of `area` from `below` down, the newest at the bottom,
/// nearest the status line the eye goes to next; none at the end, where the results panel
/// covers the middle and the status line says how it went.
fn draw_events(s: &OldMaidScreen, frame: &mut Frame, area: Rect, below: u16, hidden: Option<Rect>) {
    if s.phase == Phase::Over {
        return;
    }
    let below = below.min(area.bottom());
    let log = Rect::new(area.x, below, area.width, area.bottom() - below);
    let lines = s.recent_events();
    frame.render_widget(
        &RecentEvents { lines: &lines, alignment: Alignment::Center, from_top: false, hidden },
        log,
    );
}

/// Where a computer's drawn card is shown halfway between the two seats, while it is.
fn transit_card(s: &OldMaidScreen, table: &TableLayout, area: Rect) -> Option<Rect> {
    let (Phase::Transit { .. }, Some(report)) = (&s.phase, &s.report) else { return None };
    transit_rect(table, report.victim, report.drawer, area)
}

/// The card in flight at `rect`, lit; face up only if it was yours.
fn draw_transit(s: &OldMaidScreen, frame: &mut Frame, rect: Rect, size: CardSize, area: Rect) {
    let Some(report) = &s.report else { return };
    let face = CardFace::new(report.card).face_up(s.is_you(report.victim)).marked(true).size(size);
    // What it would cut is left out; the cleared margin keeps the border apart from the rest.
    frame.render_widget(ratatui::widgets::Clear, transit_margin(rect, area));
    frame.render_widget(&face, rect);
}

/// The status lines: a refusal, whose turn it is, or the result.
fn status(s: &OldMaidScreen) -> ((String, Style), (String, Style)) {
    if s.phase == Phase::Over {
        return ((headline(s), result_style(s)), (again_or_back(s), THEME.dim));
    }
    let you_out = s.game.finishing_order().iter().position(|&o| s.is_you(o));
    let second = match you_out {
        Some(i) => t!("oldmaid.you_are_out_place", place = place(i + 1)).into_owned(),
        // Your last draw stays readable while the computers play on.
        None => s.your_last.as_ref().map_or(String::new(), |line| line.text(s.seating())),
    };
    let notice = s.notice.map(|n| n.text());
    let text = match (&s.phase, s.actors()) {
        (Phase::Human, Some((_, v))) => t!("oldmaid.your_turn", from = s.seating().seat_name(v)),
        // Just after your own draw, while it is shown.
        (_, Some((d, v))) if s.is_you(d) => {
            t!("oldmaid.you_drawing", from = s.seating().seat_name(v))
        }
        (_, Some((d, v))) => {
            let from =
                if s.is_you(v) { t!("oldmaid.from_you") } else { s.seating().seat_name(v).into() };
            t!("oldmaid.drawing", who = s.seating().seat_name(d), from = from)
        }
        _ => "".into(),
    };
    // A notice (why a key did nothing, what `s`/`o` did) goes under the prompt, which stays:
    // "Hand sorted." used to take the place of "Your turn: draw from …".
    match notice {
        Some(notice) if text.is_empty() => ((notice, THEME.warning), (second, THEME.dim)),
        Some(notice) => ((text.into_owned(), THEME.text), (notice, THEME.warning)),
        None => ((text.into_owned(), THEME.text), (second, THEME.dim)),
    }
}

/// What Enter and Esc do on the results (at a table: a rematch, or leaving it).
fn again_or_back(s: &OldMaidScreen) -> String {
    match (s.at_a_table(), s.notice) {
        (true, _) if s.watching() => String::new(),
        // The rematch asked for stands there until it is dealt.
        (true, Some(notice @ Notice::RematchAsked)) => notice.text(),
        (true, _) => t!("tables.again_or_leave").into_owned(),
        (false, _) => t!("result.again_or_back").into_owned(),
    }
}

/// "You went out first: you win!" and the like; for a watcher, who is left with the Joker.
fn headline(s: &OldMaidScreen) -> String {
    let g = &s.game;
    if s.watching() {
        let loser = g.loser().map(|l| s.seating().seat_name(l)).unwrap_or_default();
        t!("tables.joker_left_with", name = loser).into_owned()
    } else if g.finishing_order().first() == Some(&HUMAN) {
        t!("oldmaid.won").into_owned()
    } else if g.loser() == Some(HUMAN) {
        t!("oldmaid.lost").into_owned()
    } else {
        let i = g.ranking().iter().position(|&o| o == HUMAN).unwrap_or(0);
        t!("oldmaid.placed", place = place(i + 1)).into_owned()
    }
}

fn result_style(s: &OldMaidScreen) -> Style {
    if s.watching() {
        THEME.text
    } else if s.game.finishing_order().first() == Some(&HUMAN) {
        THEME.success
    } else if s.game.loser() == Some(HUMAN) {
        THEME.error
    } else {
        THEME.warning
    }
}

/// Display width (Japanese characters take two cells).
fn width(text: &str) -> usize {
    Span::raw(text).width()
}

/// The results panel: everyone ranked, the Joker's holder named.
fn results(s: &OldMaidScreen) -> Dialog<'static> {
    let mut lines = vec![Line::styled(headline(s), result_style(s)), Line::raw("")];
    let loser = s.game.loser();
    for (i, &seat) in s.game.ranking().iter().enumerate() {
        let style = if s.is_you(seat) { THEME.mark_human } else { THEME.text };
        let what = if Some(seat) == loser {
            t!("oldmaid.joker_holder").into_owned()
        } else {
            place(i + 1)
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!("{}{what}  ", " ".repeat(6usize.saturating_sub(width(&what)))),
                THEME.dim,
            ),
            Span::styled(s.seating().seat_name(seat), style),
        ]));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(again_or_back(s), THEME.dim));
    Dialog { title: t!("oldmaid.results").into_owned().into(), lines, scroll: None }
}
