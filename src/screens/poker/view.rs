//! Drawing the poker screen from its state: the dealer's hand above, the player's below, the
//! bet field or the round's result between them, and the points panel on the right, where
//! `layout.rs` puts them.

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;

use super::PokerScreen;
use super::anim::Stage;
use crate::catalog::GameId;
use crate::games::cards::Card;
use crate::games::poker::{HandValue, Marks, Outcome, Phase, evaluate};
use crate::screens::DrawCtx;
use crate::screens::chrome;
use crate::screens::settings::level_name;
use crate::theme::THEME;
use crate::widgets::card::{CardFace, CardSize};
use crate::widgets::event_log::RecentEvents;
use crate::widgets::hand::{FannedHand, HandLayout};
use crate::widgets::text::{Fit, Wrapped};
use crate::widgets::text_field::TextField;

pub use super::layout::{Areas, layout};

/// Most events beside the table (fewer when they wrap or the column is short).
const RECENT: usize = 16;

/// One flag per hand position: marked or not.
pub fn mark_flags(marks: Marks) -> [bool; 5] {
    std::array::from_fn(|i| marks.contains(i))
}

/// The player's hand while exchanging: only marked cards lift, the cursor just highlights.
pub fn player_fan<'a>(
    cards: &'a [Card],
    marked: &'a [bool],
    cursor: Option<usize>,
    size: CardSize,
) -> FannedHand<'a> {
    FannedHand::new(cards).marked(marked).selected(cursor).lift_selected(false).size(size)
}

pub fn draw(s: &PokerScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let a = layout(area);
    let level = t!("poker.dealer_detail", level = level_name(s.table.dealer_level()));
    chrome::draw_header(frame, a.header, GameId::Poker, &[level.into_owned()], ctx.seed);
    draw_dealer(s, frame, &a);
    draw_player(s, frame, &a);
    draw_middle(s, frame, a.middle);
    draw_panel(s, frame, a.panel, ctx);
    let recent = s.events();
    let recent = &recent[recent.len().saturating_sub(RECENT)..];
    let events = RecentEvents {
        lines: recent,
        alignment: Alignment::Left,
        from_top: true,
        hidden: ctx.hidden,
    };
    frame.render_widget(&events, a.events);
    draw_status(s, frame, a.status);
    s.full_log.draw(frame, area, &s.events());
}

fn phase_shows_hands(phase: Phase) -> bool {
    phase != Phase::Betting
}

fn revealed(phase: Phase) -> bool {
    matches!(phase, Phase::Showdown | Phase::GameOver)
}

fn draw_dealer(s: &PokerScreen, frame: &mut Frame, a: &Areas) {
    let phase = s.table.phase();
    let label = match s.table.showdown() {
        Some(sd) if revealed(phase) => {
            let st = label_style(sd.outcome == Outcome::DealerWins);
            Line::styled(super::text::hand_value(&t!("poker.dealer"), &sd.dealer), st)
        }
        _ => Line::styled(t!("poker.dealer"), THEME.dim),
    };
    frame.render_widget(Fit::line(label.centered()), a.dealer_label);
    // Once the new cards are in, draw the hand they make (the table settles it only after
    // every card has turned over).
    let hand = match s.stage.marks() {
        Some(marks) if s.stage.exchanged() => s.table.dealer_hand_after(marks),
        _ => s.table.dealer_hand(),
    };
    let Some(cards) = hand.filter(|_| phase_shows_hands(phase)) else { return };
    let dealt = s.deal.map_or(5, |d| d.dealers());
    draw_dealer_hand(frame, a, &cards, &s.stage, dealt, revealed(phase));
}

/// The dealer's cards as they stand in `stage` of its exchange (those exchanged lifted, then
/// gone; the new ones turning up one by one), only the first `dealt` while the deal goes
/// round, all face up once `shown`. The local game and the table draw the dealer alike.
pub fn draw_dealer_hand(
    frame: &mut Frame,
    a: &Areas,
    cards: &[Card; 5],
    stage: &Stage,
    dealt: usize,
    shown: bool,
) {
    let (lifted, gone) = match stage {
        Stage::Leaving { marks, .. } | Stage::Arriving { marks, .. } => (*marks, Marks::NONE),
        Stage::Gone { marks, .. } => (Marks::NONE, *marks),
        _ => (Marks::NONE, Marks::NONE),
    };
    let flags = mark_flags(lifted);
    let fan = FannedHand::new(cards).marked(&flags).size(a.card);
    let HandLayout::Cards(rects) = fan.layout(a.dealer_hand) else {
        frame.render_widget(&fan.face_up(shown), a.dealer_hand);
        return;
    };
    for (i, (rect, &card)) in rects.iter().zip(cards).enumerate().take(dealt) {
        if gone.contains(i) {
            continue;
        }
        let face = CardFace::new(card)
            .size(a.card)
            .face_up(shown || i < stage.face_up())
            .marked(lifted.contains(i));
        frame.render_widget(&face, rect.intersection(a.dealer_hand));
    }
}

fn draw_player(s: &PokerScreen, frame: &mut Frame, a: &Areas) {
    let phase = s.table.phase();
    let Some(cards) = s.table.player_hand().filter(|_| phase_shows_hands(phase)) else { return };
    let flags = mark_flags(s.marks);
    let exchanging = phase == Phase::Exchange;
    // After your exchange the new cards stand out until the next deal, named in the label.
    let new = if exchanging { Marks::NONE } else { s.table.player_marks() };
    let fan = if exchanging {
        player_fan(&cards, &flags, Some(s.cursor), a.card)
    } else {
        FannedHand::new(&cards).size(a.card)
    };
    let you = t!("poker.you");
    if let Some(deal) = s.deal {
        // Still being dealt: the cards so far, in the places the whole hand will take, and no
        // verdict on a hand not yet complete.
        if let HandLayout::Cards(rects) = fan.layout(a.player_hand) {
            for (rect, &card) in rects.iter().zip(&cards).take(deal.yours()) {
                let face = CardFace::new(card).size(a.card);
                frame.render_widget(&face, rect.intersection(a.player_hand));
            }
        }
        frame.render_widget(Fit::line(Line::styled(you, THEME.text).centered()), a.player_label);
        return;
    }
    frame.render_widget(&fan, a.player_hand);
    draw_new_tags(frame, &fan, a.player_hand, new);
    let value = match s.table.showdown() {
        Some(sd) if revealed(phase) => sd.player,
        _ => evaluate(&cards),
    };
    let won = matches!(s.table.showdown(), Some(sd) if revealed(phase) && sd.outcome == Outcome::PlayerWins);
    let mut label = Line::styled(super::text::hand_value(&you, &value), label_style(won));
    if new != Marks::NONE {
        let words = match new.count() {
            1 => t!("poker.new_card"),
            n => t!("poker.new_cards", n = n),
        };
        label.push_span(Span::styled(format!(" · {words}"), THEME.dim));
    }
    frame.render_widget(Fit::line(label.centered()), a.player_label);
    draw_score_note(frame, a.score_note, &value);
}

/// Under the hand's label, what its score is made of (a player asked what "No pair — 51"
/// meant). Wrapped over its rows; the whole rule is in the `?` help.
pub fn draw_score_note(frame: &mut Frame, area: Rect, value: &HandValue) {
    let note = Line::styled(super::text::score_note(value), THEME.dim);
    // Two columns in from each side, so the note never runs into the event column.
    let area = Rect { x: area.x + 2, width: area.width.saturating_sub(4), ..area };
    frame.render_widget(Wrapped::line(note).centered().ellipsis(), area);
}

/// After the draw the new cards sit in the hand in line with the others (lifted, they looked
/// still marked for exchange): each is tagged "new" in the free row above it, a word, so the
/// tag reads without colour and in the ASCII card style too. The local game and the table
/// tag them alike.
pub fn draw_new_tags(frame: &mut Frame, fan: &FannedHand, area: Rect, new: Marks) {
    let HandLayout::Cards(rects) = fan.layout(area) else { return };
    for (_, rect) in rects.iter().enumerate().filter(|&(i, _)| new.contains(i)) {
        // The row above the card, when the hand's area has it (it always does: a hand's
        // rows are a card and the row lifted cards move into).
        let Some(y) = rect.y.checked_sub(1).filter(|&y| y >= area.y) else { continue };
        let tag = Line::styled(t!("poker.new_tag"), THEME.highlight).centered();
        frame.render_widget(Fit::line(tag), Rect::new(rect.x, y, rect.width, 1));
    }
}

fn label_style(winner: bool) -> Style {
    if winner { THEME.success } else { THEME.text }
}

/// The bet field centred on the second of `rows`, its refusal (if any) under it, wrapped onto
/// the fourth row where the third is too narrow (the longest refusal, at 80 columns beside the
/// side panel). The local game and the table type bets alike.
pub fn draw_bet_field(frame: &mut Frame, rows: &[Rect], field: &TextField, error: Option<String>) {
    let label = t!("poker.bet_label");
    let width = Span::raw(label.as_ref()).width() as u16 + 2 + super::BET_DIGITS as u16 + 1;
    let [area] = Layout::horizontal([Constraint::Length(width)]).flex(Flex::Center).areas(rows[1]);
    field.draw(frame, area, &label, true);
    if let Some(e) = error {
        let below = rows[2].union(rows[3]);
        frame.render_widget(Wrapped::line(Line::styled(e, THEME.error)).centered(), below);
    }
}

/// Between the hands: the bet field while betting, the bet during a round, the result after.
fn draw_middle(s: &PokerScreen, frame: &mut Frame, area: Rect) {
    let rows: [Rect; 4] = Layout::vertical([Constraint::Length(1); 4]).areas(area);
    match s.table.phase() {
        Phase::Betting => draw_bet_field(frame, &rows, &s.bet_field, s.bet_error_text()),
        Phase::Exchange | Phase::DealerTurn => {
            let bet = t!("poker.bet_amount", n = s.table.bet());
            frame.render_widget(Fit::line(Line::styled(bet, THEME.title).centered()), rows[1]);
        }
        Phase::Showdown | Phase::GameOver => {
            if let Some(sd) = s.table.showdown() {
                let (text, style) = match sd.outcome {
                    Outcome::PlayerWins => {
                        (t!("poker.you_win", amount = super::text::points(sd.bet)), THEME.success)
                    }
                    Outcome::DealerWins => {
                        (t!("poker.dealer_wins", amount = super::text::points(sd.bet)), THEME.error)
                    }
                    Outcome::Push => (t!("poker.push"), THEME.warning),
                };
                frame.render_widget(Fit::line(Line::styled(text, style).centered()), rows[0]);
            }
            if s.table.phase() == Phase::GameOver {
                let over = Line::styled(t!("poker.game_over"), THEME.error).centered();
                frame.render_widget(Fit::line(over), rows[2]);
                let r = s.table.record();
                let best = t!(
                    "poker.game_over_best",
                    amount = super::text::points(s.table.best_points()),
                    w = r.wins,
                    l = r.losses,
                    p = r.pushes
                );
                frame.render_widget(Fit::line(Line::styled(best, THEME.text).centered()), rows[3]);
            }
        }
    }
}

fn draw_panel(s: &PokerScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let block = Block::bordered()
        .title(Line::styled(format!(" {} ", t!("poker.panel")), THEME.title))
        .border_style(THEME.border);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let points_style = s.count.as_ref().map_or(THEME.title, super::anim::Count::style);
    let r = s.table.record();
    let bet = if s.table.phase() == Phase::Betting {
        "—".to_string()
    } else {
        s.table.bet().to_string()
    };
    let rows = [
        (t!("poker.points"), s.shown_points().to_string(), points_style),
        (t!("poker.bet"), bet, THEME.text),
        (t!("poker.record"), format!("{}-{}-{}", r.wins, r.losses, r.pushes), THEME.text),
        (t!("poker.best_game"), s.table.best_points().to_string(), THEME.text),
        (t!("poker.best_ever"), best_ever(s, ctx).to_string(), THEME.dim),
    ];
    let lines: Vec<Line> = rows
        .into_iter()
        .map(|(label, value, style)| {
            let used = Span::raw(label.as_ref()).width() + Span::raw(value.as_str()).width() + 2;
            let pad = usize::from(inner.width).saturating_sub(used);
            Line::from(vec![
                Span::styled(format!(" {label}"), THEME.dim),
                Span::raw(" ".repeat(pad)),
                Span::styled(value, style),
            ])
        })
        .collect();
    frame.render_widget(Fit::new(lines), inner);
}

/// The best points ever: the record kept in the statistics, or this game's best when it is
/// higher, since the statistics learn of this game only as its rounds end (before the first
/// deal the panel would otherwise say "best (game) 100, best ever 0").
fn best_ever(s: &PokerScreen, ctx: &DrawCtx) -> u32 {
    ctx.stats.note(super::stats::BEST_POINTS).max(s.table.best_points())
}

fn draw_status(s: &PokerScreen, frame: &mut Frame, area: Rect) {
    let none = String::new();
    let (text, style, second) = match s.table.phase() {
        Phase::Betting => {
            let amount = super::text::points(s.table.points());
            (t!("poker.bet_prompt", amount = amount).into_owned(), THEME.text, none)
        }
        Phase::Exchange if s.deal.is_some() => (t!("poker.dealing").into_owned(), THEME.dim, none),
        Phase::Exchange => (
            t!("poker.exchange_help").into_owned(),
            THEME.text,
            t!("poker.marked", n = s.marks.count()).into_owned(),
        ),
        Phase::DealerTurn => {
            let thinking = matches!(*s.stage, Stage::Thinking { .. });
            let text = match s.stage.marks().filter(|_| !thinking) {
                Some(Marks::NONE) => t!("poker.dealer_stands"),
                Some(m) => t!("poker.dealer_draws", cards = super::text::cards(m.count())),
                None => t!("poker.thinking", dots = s.stage.spinner()),
            };
            (text.into_owned(), THEME.dim, none)
        }
        // The dealer's exchange is over: the line says where the points stand now, not what
        // the dealer was doing a moment ago.
        Phase::Showdown => {
            let text = t!("poker.points_now", amount = super::text::points(s.shown_points()));
            (text.into_owned(), THEME.dim, t!("poker.next_or_back").into_owned())
        }
        // The table above already says "Game over" and the best of the game: the status
        // line adds how long the game lasted rather than saying it a second time.
        Phase::GameOver => {
            let r = s.table.record();
            let rounds = r.wins + r.losses + r.pushes;
            let text = if rounds == 1 {
                t!("poker.rounds_played_one")
            } else {
                t!("poker.rounds_played", n = rounds)
            };
            (text.into_owned(), THEME.dim, t!("result.again_or_back").into_owned())
        }
    };
    match s.notice() {
        Some(super::Notice::Wait) => {
            chrome::draw_status(frame, area, &t!("poker.wait"), THEME.warning, &second)
        }
        None => chrome::draw_status(frame, area, &text, style, &second),
    }
}
