//! Drawing the poker table mode: the local screen's geometry (dealer above, the viewer's hand
//! below, the bet or result between), and on the right the chairs — name, points, bet, cards
//! changed, in or out, and at the showdown their hands — above the table's recent story.

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;

use super::super::text::{self, hand_value, points};
use super::super::view::{
    Areas, draw_bet_field, draw_dealer_hand, draw_new_tags, draw_score_note, layout, mark_flags,
    player_fan,
};
use super::{LogLine, Notice, PokerTableScreen};
use crate::catalog::GameId;
use crate::games::cards::Card;
use crate::games::poker::several_hands::{Settled, Stage as Round};
use crate::games::poker::{Marks, Outcome, evaluate};
use crate::screens::tables::TableMode;
use crate::screens::{DrawCtx, chrome};
use crate::theme::THEME;
use crate::widgets::card::{CardFace, card_span};
use crate::widgets::clip::clip;
use crate::widgets::event_log::RecentEvents;
use crate::widgets::hand::{FannedHand, HandLayout};
use crate::widgets::text::{Fit, Wrapped};

pub fn draw(s: &PokerTableScreen, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
    let a = layout(area);
    chrome::draw_header(frame, a.header, GameId::Poker, &[s.detail(usize::MAX)], ctx.seed);
    draw_dealer(s, frame, &a);
    draw_mine(s, frame, &a);
    draw_middle(s, frame, a.middle);
    // The side column from the panel's top to the bottom of the events.
    let side = Rect { height: a.events.bottom().saturating_sub(a.panel.y), ..a.panel };
    let rows = 2 + 2 * s.view.chairs() as u16;
    let [panel, _, events] =
        Layout::vertical([Constraint::Length(rows), Constraint::Length(1), Constraint::Min(0)])
            .areas(side);
    draw_chairs(s, frame, panel);
    let told: Vec<String> = s.log.iter().map(|t| log_line_text(s, *t)).collect();
    let recent = RecentEvents {
        lines: &told,
        alignment: Alignment::Left,
        from_top: true,
        hidden: ctx.hidden,
    };
    let events = Rect { x: events.x + 1, width: events.width.saturating_sub(1), ..events };
    frame.render_widget(&recent, events);
    draw_status(s, frame, a.status);
    s.full_log.draw(frame, area, &told);
}

/// The last showdown's hands are up (from the showdown to the next deal).
fn shown(s: &PokerTableScreen) -> bool {
    s.view.showdown.is_some()
}

/// The viewer's result at the showdown on the table.
fn my_result(s: &PokerTableScreen) -> Option<Settled> {
    s.view.showdown.as_ref()?.chairs.get(s.chair()).copied().flatten()
}

fn draw_dealer(s: &PokerTableScreen, frame: &mut Frame, a: &Areas) {
    let dealer = t!("poker.dealer");
    let label = match &s.view.showdown {
        Some(sd) => Line::styled(hand_value(&dealer, &sd.dealer), THEME.text),
        None => Line::styled(dealer, THEME.dim),
    };
    frame.render_widget(Fit::line(label.centered()), a.dealer_label);
    // During the dealer's exchange: once the new cards are in, the hand after it.
    let after = s.link.after.as_ref().filter(|_| s.stage.exchanged());
    let dealer = super::drawn(&after.unwrap_or(&s.view).dealer);
    let Ok(cards) = <[Card; 5]>::try_from(dealer) else { return };
    let dealt = s.deal.map_or(5, |d| d.dealers());
    draw_dealer_hand(frame, a, &cards, &s.stage, dealt, shown(s));
}

fn draw_mine(s: &PokerTableScreen, frame: &mut Frame, a: &Areas) {
    let me = s.chair();
    let hand = s.view.hand(me);
    let name = s.name(me);
    if hand.cards.len() != 5 && hand.is_out() {
        // No cards to show: the words take the hand's rows, wrapped (one label row is
        // narrower than the sentence at 80 columns, which cut it at both ends).
        let words = Line::styled(t!("poker.table.out"), THEME.dim);
        frame.render_widget(Wrapped::line(words).centered(), a.player_hand);
        return;
    }
    if hand.cards.len() != 5 {
        frame.render_widget(Fit::line(Line::styled(name, THEME.dim).centered()), a.player_label);
        return;
    }
    let cards = &super::drawn(&hand.cards);
    // A watcher sees this chair's hand as everyone else's: backs until the showdown.
    let face_up = !s.watching() || shown(s);
    let flags = mark_flags(s.marks);
    let new = if s.exchanging() { Marks::NONE } else { s.view.new_marks.unwrap_or(Marks::NONE) };
    let fan = if s.exchanging() {
        player_fan(cards, &flags, Some(s.cursor), a.card)
    } else {
        FannedHand::new(cards).size(a.card).face_up(face_up)
    };
    if let Some(deal) = s.deal {
        if let HandLayout::Cards(rects) = fan.layout(a.player_hand) {
            for (rect, &card) in rects.iter().zip(cards).take(deal.yours()) {
                let face = CardFace::new(card).size(a.card).face_up(face_up);
                frame.render_widget(&face, rect.intersection(a.player_hand));
            }
        }
        frame.render_widget(Fit::line(Line::styled(name, THEME.text).centered()), a.player_label);
        return;
    }
    frame.render_widget(&fan, a.player_hand);
    draw_new_tags(frame, &fan, a.player_hand, new);
    let value = match my_result(s) {
        Some(r) => Some((r.value, won(r.outcome))),
        None if face_up => {
            let five: [_; 5] = std::array::from_fn(|i| cards[i]);
            Some((evaluate(&five), THEME.text))
        }
        None => None,
    };
    let label = match value {
        Some((value, style)) => Line::styled(hand_value(&name, &value), style),
        None => Line::styled(name, THEME.text),
    };
    frame.render_widget(Fit::line(label.centered()), a.player_label);
    // The note speaks to the hand's owner ("your highest card"), not to a watcher.
    if let Some((value, _)) = value.filter(|_| !s.watching()) {
        draw_score_note(frame, a.score_note, &value);
    }
}

fn won(outcome: Outcome) -> Style {
    if outcome == Outcome::PlayerWins { THEME.success } else { THEME.text }
}

/// Between the hands: the round or one's result, the bet field or the bet, the final place.
fn draw_middle(s: &PokerTableScreen, frame: &mut Frame, area: Rect) {
    let rows: [Rect; 4] = Layout::vertical([Constraint::Length(1); 4]).areas(area);
    let top = match my_result(s).filter(|_| !s.watching()) {
        Some(r) => match r.outcome {
            Outcome::PlayerWins => (t!("poker.you_win", amount = points(r.bet)), THEME.success),
            Outcome::DealerWins => (t!("poker.dealer_wins", amount = points(r.bet)), THEME.error),
            Outcome::Push => (t!("poker.push"), THEME.warning),
        },
        None => {
            let rounds = crate::games::poker::several_hands::ROUNDS;
            (t!("poker.table.round", round = s.view.round, rounds = rounds), THEME.dim)
        }
    };
    frame.render_widget(Fit::line(Line::styled(top.0, top.1).centered()), rows[0]);
    let hand = s.view.hand(s.chair());
    if s.betting() {
        draw_bet_field(frame, &rows, &s.bet_field, s.bet_error_text());
    } else if hand.bet > 0 && !s.watching() {
        let bet = t!("poker.bet_amount", n = hand.bet);
        frame.render_widget(Fit::line(Line::styled(bet, THEME.title).centered()), rows[1]);
    }
    if s.is_over() && !s.watching() {
        let place = s.view.ranking.iter().position(|&c| c == s.chair()).unwrap_or(0) + 1;
        let text = t!(
            "poker.table.final",
            place = place,
            n = s.view.chairs(),
            amount = points(hand.points)
        );
        frame.render_widget(Fit::line(Line::styled(text, THEME.title).centered()), rows[3]);
    }
}

/// Each chair on two lines: name and points, then what it is doing (or its shown hand).
fn draw_chairs(s: &PokerTableScreen, frame: &mut Frame, area: Rect) {
    let title = if s.is_over() { t!("poker.table.results") } else { t!("poker.table.chairs") };
    let block = Block::bordered()
        .title(Line::styled(format!(" {title} "), THEME.title))
        .border_style(THEME.border);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let order = if s.is_over() { s.view.ranking.clone() } else { (0..s.view.chairs()).collect() };
    let mut lines = Vec::new();
    for (place, chair) in order.into_iter().enumerate() {
        let mut name = s.name(chair);
        if s.is_over() {
            name = format!("{}. {name}", place + 1);
        }
        let on_turn = s.view.on_turn() == Some(chair);
        let value = s.points_shown(chair).to_string();
        let value_style = s.count_of(chair).map_or(THEME.text, super::super::anim::Count::style);
        // A space each side and one between; a long name is cut before the points would be.
        let name = clip(&name, usize::from(inner.width).saturating_sub(value.len() + 3));
        let used = Span::raw(name.as_ref()).width() + value.len() + 2;
        let pad = usize::from(inner.width).saturating_sub(used);
        let style = if on_turn { THEME.title } else { THEME.text };
        lines.push(Line::from(vec![
            Span::styled(format!(" {name}"), style),
            Span::raw(" ".repeat(pad)),
            Span::styled(value, value_style),
        ]));
        let line = doing(s, chair);
        // The chair whose exchange is being shown stands out.
        let moving = s.beat.as_ref().is_some_and(|(c, _)| *c == chair);
        lines.push(if moving { line.style(THEME.warning) } else { line });
    }
    frame.render_widget(Fit::new(lines), inner);
}

/// A chair's second line.
fn doing(s: &PokerTableScreen, chair: usize) -> Line<'static> {
    let hand = s.view.hand(chair);
    let dim = |text: std::borrow::Cow<'static, str>| Line::styled(format!("   {text}"), THEME.dim);
    if let Some(sd) = &s.view.showdown {
        let Some(r) = sd.chairs.get(chair).copied().flatten() else {
            return dim(if hand.is_out() { t!("poker.table.out_short") } else { "—".into() });
        };
        let mut spans = vec![Span::raw("  ")];
        for &card in hand.cards.iter().flatten() {
            spans.push(Span::raw(" "));
            spans.push(card_span(card));
        }
        let (delta, style) = match r.outcome {
            Outcome::PlayerWins => (format!(" +{}", r.bet), THEME.success),
            Outcome::DealerWins => (format!(" −{}", r.bet), THEME.error),
            Outcome::Push => (" ±0".to_string(), THEME.warning),
        };
        spans.push(Span::styled(delta, style));
        return Line::from(spans);
    }
    if hand.is_out() {
        return dim(t!("poker.table.out_short"));
    }
    let on_turn = s.view.on_turn() == Some(chair);
    let bet = t!("poker.table.bet_n", n = hand.bet);
    match s.view.stage {
        Round::Betting(_) if on_turn => dim(t!("poker.table.betting")),
        Round::Betting(_) | Round::Dealing if hand.bet > 0 => dim(bet),
        Round::Betting(_) | Round::Dealing => dim("—".into()),
        _ if hand.bet == 0 => dim("—".into()),
        _ if on_turn => dim(format!("{bet} · {}", t!("poker.table.exchanging")).into()),
        _ => match hand.exchanged {
            Some(0) => dim(format!("{bet} · {}", t!("poker.table.stood")).into()),
            Some(n) => {
                let changed = t!("poker.table.changed", cards = text::cards(n));
                dim(format!("{bet} · {changed}").into())
            }
            None => dim(bet),
        },
    }
}

/// A line of the table's story.
fn log_line_text(s: &PokerTableScreen, told: LogLine) -> String {
    match told {
        LogLine::Bet { chair, bet } => {
            t!("poker.table.log_bet", name = s.name(chair), amount = points(bet)).into_owned()
        }
        LogLine::Dealt { round } => t!("poker.table.log_dealt", round = round).into_owned(),
        LogLine::Exchanged { chair, cards: 0 } => {
            t!("poker.table.log_stood", name = s.name(chair)).into_owned()
        }
        LogLine::Exchanged { chair, cards } => {
            t!("poker.table.log_changed", name = s.name(chair), cards = text::cards(cards))
                .into_owned()
        }
        LogLine::DealerExchanged { cards: 0 } => t!("poker.log.dealer_stood").into_owned(),
        LogLine::DealerExchanged { cards } => {
            t!("poker.log.dealer_drew", cards = text::cards(cards)).into_owned()
        }
        LogLine::Result { chair, outcome, bet } => {
            let name = s.name(chair);
            match outcome {
                Outcome::PlayerWins => t!("poker.table.log_won", name = name, amount = points(bet)),
                Outcome::DealerWins => {
                    t!("poker.table.log_lost", name = name, amount = points(bet))
                }
                Outcome::Push => t!("poker.table.log_push", name = name),
            }
            .into_owned()
        }
    }
}

fn draw_status(s: &PokerTableScreen, frame: &mut Frame, area: Rect) {
    let turn_name = s.view.on_turn().map(|c| s.name(c)).unwrap_or_default();
    let second = if s.watching() { t!("poker.table.watching") } else { "".into() };
    let (text, style, second) = match s.notice {
        Some(Notice::Wait) => (t!("poker.table.wait"), THEME.warning, second),
        Some(Notice::RematchAsked) if s.is_over() => {
            (t!("tables.rematch_asked"), THEME.dim, second)
        }
        _ if s.is_over() && s.watching() => (t!("poker.table.game_over"), THEME.text, second),
        _ if s.is_over() => (t!("poker.table.game_over"), THEME.text, t!("tables.again_or_leave")),
        _ if s.deal.is_some() => (t!("poker.dealing"), THEME.dim, second),
        _ if s.beat.is_some() => {
            let last = s.log.last().map(|t| log_line_text(s, *t)).unwrap_or_default();
            (last.into(), THEME.text, second)
        }
        _ if !s.stage.is_idle() => {
            let thinking = matches!(*s.stage, super::Stage::Thinking(_));
            let text = match s.stage.marks().filter(|_| !thinking) {
                Some(Marks::NONE) => t!("poker.dealer_stands"),
                Some(m) => t!("poker.dealer_draws", cards = text::cards(m.count())),
                None => t!("poker.thinking", dots = s.stage.spinner()),
            };
            (text, THEME.dim, second)
        }
        _ if s.betting() => {
            let amount = points(s.view.hand(s.chair()).points);
            (t!("poker.table.bet_prompt", amount = amount), THEME.text, second)
        }
        _ if s.exchanging() => {
            (t!("poker.exchange_help"), THEME.text, t!("poker.marked", n = s.marks.count()))
        }
        _ if s.view.hand(s.chair()).is_out() && !s.watching() => {
            (t!("poker.table.you_are_out"), THEME.dim, second)
        }
        _ => match s.view.stage {
            Round::Betting(_) => {
                (t!("poker.table.is_betting", name = turn_name), THEME.dim, second)
            }
            _ => (t!("poker.table.is_exchanging", name = turn_name), THEME.dim, second),
        },
    };
    chrome::draw_status(frame, area, &text, style, &second);
}
