//! Drawing the Killer Sevens screen, and its geometry (`areas`, `hand_hit`), which mouse
//! handling shares: header, table and player panel side by side, the log, your hand, and the
//! two status lines; the ranking over it all at the end.

use crate::widgets::text::{Clipped, Fit, Wrapped};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use super::flow::{BLINK, Phase};
use super::{HUMAN, SevensScreen, panel, text};
use crate::catalog::GameId;
use crate::games::cards::Card;
use crate::games::sevens::{Status, layout};
use crate::screens::DrawCtx;
use crate::screens::chrome;
use crate::theme::THEME;
use crate::widgets::card::{CardSize, card_label};
use crate::widgets::hand::FannedHand;
use crate::widgets::sevens_table::{SevensTable, table_rows};

/// Width of the player panel at the right of the table.
const PANEL_W: u16 = 30;

/// Where each part of the screen goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub header: Rect,
    pub table: Rect,
    pub panel: Rect,
    pub log: Rect,
    pub hand_label: Rect,
    pub hand: Rect,
    pub status: Rect,
    /// Everything between header and status (the ranking is centred in it).
    pub body: Rect,
    /// The size the hand's cards are drawn in.
    pub card: CardSize,
}

/// The smallest screens (columns, rows) whose hand gets medium, then large cards (not huge).
const CARDS_FROM: [(u16, u16); 2] = [(100, 36), (150, 46)];

/// The fewest rows the log keeps under the table: a table grown taller leaves at least these.
const LOG_MIN: u16 = 2;

/// The screen's geometry in `area` (the screen's whole drawing area) for `players` seats.
pub fn areas(area: Rect, players: usize) -> Areas {
    let card = CardSize::fitting((area.width, area.height), &CARDS_FROM);
    // The roomiest table (its cells grow with the room, up to a large card's face) that
    // leaves the log's fewest rows, the hand's label and the hand under it.
    laid_out(area, players, card, LOG_MIN + 1 + card.height() + 1)
}

/// The geometry once the game is over: the ranking (a row a player, its heading, borders and
/// a blank row over it) takes the hand's place under the table, whose cells are as large as
/// that leaves room for, so the ranking covers none of the final table.
pub fn end_areas(area: Rect, players: usize) -> Areas {
    let card = CardSize::fitting((area.width, area.height), &CARDS_FROM);
    // (and the row the ranking's frame clears above itself, which would cut the table's
    // bottom edge).
    laid_out(area, players, card, ranking_rows(players) + 1)
}

/// The rows the final ranking takes.
fn ranking_rows(players: usize) -> u16 {
    u16::try_from(players).unwrap_or(u16::MAX).saturating_add(4)
}

/// The geometry with `rest` rows kept under the table.
fn laid_out(area: Rect, players: usize, card: CardSize, rest: u16) -> Areas {
    let [header, body, status] = chrome::split(area);
    let panel_rows = 2 + 2 * players as u16;
    let panel_w = PANEL_W.min(body.width / 3);
    let table_w = body.width.saturating_sub(panel_w + 1);
    let table_h = table_rows(table_w, body.height.saturating_sub(rest));
    let top_h = panel_rows.max(table_h).min(body.height);
    let table = Rect::new(body.x, body.y, table_w, top_h);
    let panel = Rect::new(table.right() + 1, body.y, panel_w, panel_rows.min(top_h));
    let below = body.height - top_h;
    let hand_h = (card.height() + 1).min(below);
    let hand = Rect::new(body.x, body.bottom() - hand_h, body.width, hand_h);
    let label_h = u16::from(below > hand_h);
    let hand_label = Rect::new(body.x, hand.y - label_h, body.width, label_h);
    // The log takes every row between the table and the hand's label, after a blank line
    // when it has rows to spare; its lines start at its top (see `draw`), so no band of
    // empty rows parts them from the table.
    let free = below - hand_h - label_h;
    let gap = u16::from(free > LOG_MIN + 1);
    let log_h = free - gap;
    let log = Rect::new(body.x + 1, body.y + top_h + gap, body.width.saturating_sub(2), log_h);
    Areas { header, table, panel, log, hand_label, hand, status, body, card }
}

/// The index of the hand card at `(x, y)`, with the same geometry as the drawn fan.
pub fn hand_hit(
    a: &Areas,
    hand: &[Card],
    selected: Option<usize>,
    x: u16,
    y: u16,
) -> Option<usize> {
    FannedHand::new(hand).selected(selected).size(a.card).hit_test(a.hand, x, y)
}

/// Whether the fresh kills are drawn red (vs. as dead crosses) at this moment.
fn blink_on(phase: &Phase) -> bool {
    match phase {
        Phase::Showing { elapsed, .. } => {
            (elapsed.as_millis() / BLINK.as_millis()).is_multiple_of(2)
        }
        _ => false,
    }
}

impl SevensScreen {
    /// The table widget's data for the current phase.
    fn table_widget(&self) -> SevensTable {
        let game = &self.game;
        let mut w = SevensTable::new(game.table());
        // A watcher's seat 0 is someone else's hand: none of its cells is lit.
        if game.status(HUMAN) == Status::Playing && !self.names.watching {
            w.playable = game.hand_mask(HUMAN) & game.playable_mask();
        }
        match self.phase {
            Phase::Human => {
                if let Some(card) = self.selected {
                    let bit = layout::bit(card);
                    // Only a move that can happen is previewed: the status line says why
                    // the selected card cannot go.
                    if game.playable_mask() & bit != 0 {
                        w.outlined = Some(card);
                        w.marked = layout::nbr8(bit) & game.table().connected() & !bit;
                        let doomed: Vec<Card> =
                            game.kill_preview(card).iter().map(|&(c, _)| c).collect();
                        w.doomed = layout::mask_of(&doomed);
                    }
                }
                w.last = self.last;
            }
            _ => {
                w.last = self.last;
                if blink_on(&self.phase) {
                    w.doomed = self.fresh_dead;
                }
            }
        }
        w
    }

    /// The two status lines with their styles.
    fn status_lines(&self, ctx: &DrawCtx) -> [(String, Style); 2] {
        let game = &self.game;
        let name = |seat| self.names.seat_name(seat, &ctx.settings.display_name());
        let none = || (String::new(), THEME.dim);
        let message = self.notice.map(|n| (n.text().into_owned(), THEME.warning));
        match &self.phase {
            Phase::Over => [self.result_line(&name), (self.again_or_back(), THEME.dim)],
            Phase::Human => {
                let playable = game.playable_cards(HUMAN);
                let first = if playable.is_empty() && game.pass_eliminates(HUMAN) {
                    (t!("sevens.stuck_eliminated").into_owned(), THEME.error)
                } else if playable.is_empty() {
                    let passes = text::passes_text(game, HUMAN);
                    (t!("sevens.stuck", passes = passes).into_owned(), THEME.warning)
                } else {
                    let passes = text::passes_text(game, HUMAN);
                    (t!("sevens.your_turn", passes = passes).into_owned(), THEME.text)
                };
                let second = match self.selected {
                    _ if playable.is_empty() => none(),
                    Some(c) if playable.contains(&c) => {
                        let exposed = text::exposure_text(game, c, &self.names);
                        match (text::preview_text(game, c), exposed) {
                            (Some(p), Some(e)) => {
                                (format!("{p}{}{e}", t!("sevens.then")), THEME.error)
                            }
                            (Some(p), None) => (p, THEME.error),
                            (None, Some(e)) => (e, THEME.warning),
                            (None, None) => {
                                let label = card_label(c);
                                (t!("sevens.kills_nothing", card = label).into_owned(), THEME.dim)
                            }
                        }
                    }
                    Some(c) => {
                        let label = card_label(c);
                        (t!("sevens.not_playable", card = label).into_owned(), THEME.dim)
                    }
                    None => none(),
                };
                // The prompt stays; a refusal takes the row that describes the selection, so
                // a refused card is said once ("Q♥ cannot be played…" was on both rows).
                [first, message.unwrap_or(second)]
            }
            Phase::Thinking { seat, turn } => {
                let dots = turn.spinner();
                let first = (
                    t!("sevens.thinking", name = name(*seat), dots = dots).into_owned(),
                    THEME.dim,
                );
                with_notice(first, self.watching_line(&name), message)
            }
            Phase::Showing { .. } => {
                let first = self
                    .log
                    .last()
                    .map_or_else(none, |r| (text::report_text(r, game, &self.names), THEME.text));
                with_notice(first, self.watching_line(&name), message)
            }
            // At a table: another chair (a person, or the table's computer) is to move.
            Phase::Waiting => {
                let first = game.current_player().map_or_else(none, |seat| {
                    (t!("tables.their_move", name = name(seat)).into_owned(), THEME.dim)
                });
                with_notice(first, self.watching_line(&name), message)
            }
        }
    }

    /// "You are out…" under a computer's turn once the human no longer plays; the result as
    /// soon as the game is over (its last action is still being shown, nobody is finishing).
    fn watching_line(&self, name: &dyn Fn(usize) -> String) -> (String, Style) {
        if self.game.is_over() {
            return self.result_line(name);
        }
        match self.game.status(HUMAN) {
            _ if self.names.watching => (String::new(), THEME.dim),
            Status::Playing => (String::new(), THEME.dim),
            _ => (t!("sevens.you_are_done").into_owned(), THEME.dim),
        }
    }

    /// The human's final place, in the colour of a win, a middle place or a loss (for a
    /// watcher, who won).
    fn result_line(&self, name: &dyn Fn(usize) -> String) -> (String, Style) {
        if self.names.watching {
            let winner = self.game.ranking().first().map_or(HUMAN, |s| s.seat);
            return (t!("tables.they_win", name = name(winner)).into_owned(), THEME.text);
        }
        let place = self.game.place_of(HUMAN);
        let n = self.game.players();
        let (line, st) = if place == 1 {
            (t!("sevens.result_win", n = n), THEME.success)
        } else if place == n {
            (t!("sevens.result_last", place = crate::i18n::place_name(place), n = n), THEME.error)
        } else {
            // "You finished 2nd of 4", not "2 of 4".
            (
                t!("sevens.result_place", place = crate::i18n::place_name(place), n = n),
                THEME.warning,
            )
        };
        (line.into_owned(), st)
    }
}

/// The status rows with a `notice` about the key just pressed: under the line that says whose
/// turn it is, in place of an empty second row; over a second row that says something else;
/// not at all when the second row already says it ("You are out of this round…").
fn with_notice(
    first: (String, Style),
    second: (String, Style),
    notice: Option<(String, Style)>,
) -> [(String, Style); 2] {
    match notice {
        None => [first, second],
        Some(n) if second.0.is_empty() => [first, n],
        Some(n) if n.0 == second.0 => [first, second],
        Some(n) => [n, second],
    }
}

/// The two status lines. A line too wide for the screen wraps over both rows rather than lose
/// its ends: the second (what the selected card would do) before the first (whose turn it is,
/// which the panel and the hand's label also say), unless the first is a `notice` about the
/// key just pressed, which keeps its row while the second is shortened at its end.
fn draw_status(
    frame: &mut Frame,
    area: Rect,
    [(l1, st1), (l2, st2)]: [(String, Style); 2],
    notice: bool,
) {
    let fits = |t: &str| Line::from(t).width() <= usize::from(area.width);
    // A notice longer than both rows (a play that kills many cards) ends in "…": the whole
    // sentence is in the log (`L`).
    let wrapped =
        |text: String, style: Style| Wrapped::line(Line::styled(text, style)).centered().ellipsis();
    // More than the two rows hold (a play that kills a long list of cards): the first line
    // keeps its row and the second ends in "…" on purpose.
    let too_long = crate::widgets::text::row_ranges(&l2, usize::from(area.width)).len()
        > usize::from(area.height);
    if !fits(&l2) && (notice || too_long) && fits(&l1) {
        let row = |dy: u16| Rect { y: area.y + dy, height: 1, ..area }.intersection(area);
        frame.render_widget(Fit::line(Line::styled(l1, st1).centered()), row(0));
        frame.render_widget(Clipped::line(Line::styled(l2, st2)), row(1));
    } else if !fits(&l2) {
        frame.render_widget(wrapped(l2, st2), area);
    } else if !fits(&l1) {
        frame.render_widget(wrapped(l1, st1), area);
    } else {
        let row = |dy: u16| Rect { y: area.y + dy, height: 1, ..area }.intersection(area);
        frame.render_widget(Fit::line(Line::styled(l1, st1).centered()), row(0));
        frame.render_widget(Fit::line(Line::styled(l2, st2).centered()), row(1));
    }
}

/// The geometry the screen is drawn in now: [`end_areas`] once the game is over, else
/// [`areas`].
pub fn drawn_areas(s: &SevensScreen, area: Rect) -> Areas {
    let players = s.game.players();
    if matches!(s.phase, Phase::Over) { end_areas(area, players) } else { areas(area, players) }
}

/// Draws the whole screen.
pub fn draw(s: &SevensScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let game = &s.game;
    let over = matches!(s.phase, Phase::Over);
    let a = drawn_areas(s, area);
    chrome::draw_header(
        frame,
        a.header,
        GameId::Sevens,
        &text::header_details(game, s.level),
        ctx.seed,
    );
    frame.render_widget(&s.table_widget().hiding(ctx.hidden), a.table);
    let thinking = match &s.phase {
        Phase::Thinking { seat, turn } => Some((*seat, turn.spinner())),
        _ => None,
    };
    // While an action is shown, its player stays lit (the engine has already moved on).
    let lit = match &s.phase {
        Phase::Showing { .. } => s.log.last().map(|r| r.seat),
        Phase::Over => None,
        _ => game.current_player(),
    };
    let player = ctx.settings.display_name();
    panel::draw_players(frame, a.panel, game, &s.names, &player, lit, thinking);
    // The log: newest line last and brightest (at the end the ranking takes its place), from
    // the top of its rows down, the oldest lines leaving at the top once they are full.
    // The deal's line first (who laid the 7s), then a line a turn.
    let deal = text::deal_text(game, &s.names).map(|t| (None, t));
    let entries: Vec<_> =
        deal.into_iter().chain(s.log.iter().map(|r| (Some(r), String::new()))).collect();
    let skip = entries.len().saturating_sub(usize::from(a.log.height));
    let shown: Vec<_> = entries.iter().skip(skip).filter(|_| !over).collect();
    for (i, (report, deal)) in shown.iter().enumerate() {
        let newest = i + 1 == shown.len();
        let base = if newest { THEME.text } else { THEME.dim };
        let y = a.log.y + i as u16;
        let line = match report {
            Some(report) => text::report_line(report, game, base, &s.names),
            None => Line::styled(deal.clone(), base),
        };
        // A row each: a long one ends in "…" (the whole log is on `L`).
        frame.render_widget(Clipped::line(line), Rect::new(a.log.x, y, a.log.width, 1));
    }
    // A watcher sees no hand: seat 0 is a player like the others, counted in the panel.
    let hand = if s.names.watching { Vec::new() } else { game.hand(HUMAN) };
    if a.hand_label.height > 0 && !over && s.names.watching {
        let label = t!("sevens.watching");
        frame.render_widget(
            Fit::line(Line::styled(label.into_owned(), THEME.dim).centered()),
            a.hand_label,
        );
    } else if a.hand_label.height > 0 && !over {
        let label = t!(
            "sevens.hand_label",
            cards = text::cards(hand.len()),
            passes = text::passes_text(game, HUMAN),
            killed = game.killed_count(HUMAN)
        );
        frame.render_widget(
            Fit::line(Line::styled(label.into_owned(), THEME.dim).centered()),
            a.hand_label,
        );
    }
    let playable = game.hand_mask(HUMAN) & game.playable_mask();
    let dimmed: Vec<bool> = hand.iter().map(|&c| playable & layout::bit(c) == 0).collect();
    let selected = s.selected.and_then(|c| hand.iter().position(|&h| h == c));
    let fan = FannedHand::new(&hand).selected(selected).dimmed(&dimmed).size(a.card);
    frame.render_widget(&fan, a.hand);
    draw_status(frame, a.status, s.status_lines(ctx), s.notice.is_some());
    if over {
        // Under the table, so the final table stays in view.
        // When the rows under it are too few for every place (six players at 80×24), the
        // ranking rises over the table's lower rows rather than lose the last places.
        // A row each, the heading, the borders and a blank row over it.
        let needed = ranking_rows(game.players());
        let top = a.table.bottom().min(a.body.bottom());
        let top = top.min(a.body.bottom().saturating_sub(needed)).max(a.body.y);
        let below = Rect::new(a.body.x, top, a.body.width, a.body.bottom() - top);
        // Risen beside the players panel, it moves left of the panel rather than cover it.
        let panel = (a.panel.x > below.x).then_some(a.panel);
        panel::draw_ranking(frame, below, panel, game, &s.names, &player);
    }
    s.full_log.draw(frame, area, &s.events());
}
