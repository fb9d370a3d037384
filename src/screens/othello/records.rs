//! The Othello records: every finished game kept in the data folder, newest first (its date,
//! players, result and opening); Enter opens one in review. `i` opens a field to paste or type
//! a transcript (`f5d6c3d3…`, with or without spaces or pass marks) and Enter reviews it; a
//! transcript that does not replay is refused with the move number that fails, and stays in
//! the field to be corrected. Opened from the Othello new-game dialog (`r`).

use crate::widgets::text::{Clipped, Fit, Wrapped};
use crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::review::ReviewScreen;
use super::review::seat_name;
use crate::catalog::GameId;
use crate::event::{Direction, Msg};
use crate::games::othello::{opening, parse_record};
use crate::i18n::Language;
use crate::records::{GameRecord, RecordSeat, utc_minute};
use crate::screens::keymap::{self, Act, Binding, KeyMap, Keys};
use crate::screens::{Ctx, DrawCtx, KeyHint, Screen, Transition, View, chrome};
use crate::theme::THEME;
use crate::widgets::text_field::{FieldEvent, TextField};

/// Characters the import field holds: 60 moves with a space after each and room for passes.
const IMPORT_CHARS: usize = 240;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move,
    Open,
    Import,
    Back,
}

const KEYS: KeyMap<Action> = KeyMap(&[
    Binding::new(Keys::UpDown, "↑↓", "key.move", Action::Move),
    Binding::new(keymap::CONFIRM, "Enter", "key.review", Action::Open),
    Binding::new(Keys::Codes(&[KeyCode::Char('i')]), "i", "key.import", Action::Import),
    Binding::new(keymap::BACK, "Esc", "key.back", Action::Back),
]);

/// What the status line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordsNotice {
    /// A pasted transcript that does not replay, and why (with the move number).
    Refused(String),
    /// A kept record that no longer replays (a hand-edited file).
    Unreadable(String),
}

pub struct RecordsScreen {
    /// The kept games, newest first, as they were when the screen opened.
    games: Vec<GameRecord>,
    selected: usize,
    /// The transcript being typed, while the import field is open.
    field: Option<TextField>,
    notice: Option<RecordsNotice>,
}

impl RecordsScreen {
    pub fn new(ctx: &Ctx) -> RecordsScreen {
        let games = ctx.library.records.newest_first().cloned().collect();
        RecordsScreen { games, selected: 0, field: None, notice: None }
    }

    pub fn notice(&self) -> Option<&RecordsNotice> {
        self.notice.as_ref()
    }

    /// True while the import field is open.
    pub fn importing(&self) -> bool {
        self.field.is_some()
    }

    fn open(&mut self) -> Transition {
        let Some(record) = self.games.get(self.selected) else { return Transition::Stay };
        match ReviewScreen::of_record(record) {
            Ok(review) => Transition::Goto(Screen::Page(Box::new(review))),
            Err(why) => {
                self.notice = Some(RecordsNotice::Unreadable(why));
                Transition::Stay
            }
        }
    }

    fn submit(&mut self) -> Transition {
        let text = self.field.as_ref().map(|f| f.value().trim().to_string()).unwrap_or_default();
        match parse_record(&text) {
            Ok(mut game) if !game.moves().is_empty() => {
                game.auto_pass();
                self.field = None;
                self.notice = None;
                let review = ReviewScreen::new(game, RecordSeat::Person, RecordSeat::Person);
                Transition::Goto(Screen::Page(Box::new(review)))
            }
            Ok(_) => {
                self.notice = Some(RecordsNotice::Refused(t!("records.empty_import").into()));
                Transition::Stay
            }
            Err(why) => {
                self.notice = Some(RecordsNotice::Refused(refusal(&why)));
                Transition::Stay
            }
        }
    }

    fn field_key(&mut self, msg: &Msg) -> Transition {
        let (Msg::Key(key), Some(field)) = (msg, self.field.as_mut()) else {
            return Transition::Stay;
        };
        match field.handle_key(*key) {
            FieldEvent::Submit => return self.submit(),
            FieldEvent::Cancel => {
                self.field = None;
                self.notice = None;
            }
            FieldEvent::Full => {
                self.notice = Some(RecordsNotice::Refused(t!("records.too_long").into()))
            }
            FieldEvent::Edited => {}
        }
        Transition::Stay
    }

    /// The rows of the list in `area`, and the first game shown (the list scrolls to keep
    /// the selected game in sight).
    fn window(&self, area: Rect) -> (usize, usize) {
        let rows = usize::from(area.height).max(1);
        let first = self.selected.saturating_sub(rows - 1);
        (first, rows)
    }

    fn layout(area: Rect) -> [Rect; 4] {
        // Three status rows: the import field and its hint, which wraps to two rows at 80
        // columns (it was cut at "…then Ent").
        let [header, title, list, status] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(2),
            Constraint::Min(0),
            Constraint::Length(3),
        ])
        .areas(area);
        [title, list, status, header]
    }

    fn row(&self, r: &GameRecord) -> Line<'static> {
        let opening = r
            .game()
            .ok()
            .and_then(|g| opening(&g))
            .map(|o| if crate::i18n::current() == Language::Ja { o.ja } else { o.en })
            .unwrap_or_default();
        Line::from(vec![
            Span::styled(format!("{}  ", utc_minute(r.finished)), THEME.dim),
            Span::raw(format!("● {} ", seat_name(&r.black, &r.white))),
            Span::styled(format!("{}–{}", r.black_discs, r.white_discs), THEME.title),
            Span::raw(format!(" {} ○  ", seat_name(&r.white, &r.black))),
            Span::styled(opening.to_string(), THEME.dim),
        ])
    }
}

/// The rules' reason a transcript does not replay ("move 7: d9 is no square"), said in the
/// current language with the move number that fails.
fn refusal(why: &str) -> String {
    let parsed = why.strip_prefix("move ").and_then(|rest| rest.split_once(": "));
    let Some((n, detail)) = parsed else { return t!("records.bad_form").into_owned() };
    let token = detail.split_whitespace().next().unwrap_or("").trim_matches('\'');
    if detail.ends_with("is not legal") {
        t!("records.bad_illegal", n = n, square = token).into_owned()
    } else if detail.ends_with("is no square") {
        t!("records.bad_square", n = n, text = token).into_owned()
    } else {
        t!("records.bad_pass", n = n).into_owned()
    }
}

impl View for RecordsScreen {
    fn update(&mut self, msg: &Msg, ctx: &mut Ctx) -> Transition {
        if self.field.is_some() {
            return self.field_key(msg);
        }
        let n = self.games.len();
        match msg {
            Msg::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let [_, list, _, _] = RecordsScreen::layout(ctx.area);
                let (first, rows) = self.window(list);
                let row = usize::from(m.row.wrapping_sub(list.y));
                if m.row >= list.y && row < rows && first + row < n {
                    if self.selected == first + row {
                        return self.open();
                    }
                    self.selected = first + row;
                }
                Transition::Stay
            }
            _ => match KEYS.action(msg) {
                Some(Act::Move(_, Direction::Up)) if n > 0 => {
                    self.selected = (self.selected + n - 1) % n;
                    Transition::Stay
                }
                Some(Act::Move(_, Direction::Down)) if n > 0 => {
                    self.selected = (self.selected + 1) % n;
                    Transition::Stay
                }
                Some(Act::Plain(Action::Open)) => self.open(),
                Some(Act::Plain(Action::Import)) => {
                    self.field = Some(TextField::new("", IMPORT_CHARS));
                    self.notice = None;
                    Transition::Stay
                }
                Some(Act::Plain(Action::Back)) => Transition::Back,
                _ => Transition::Stay,
            },
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawCtx) {
        let [title, list, status, header] = RecordsScreen::layout(area);
        let details = [t!("records.title").into_owned()];
        chrome::draw_header(frame, header, GameId::Othello, &details, ctx.seed);
        let count = t!("records.count", n = self.games.len());
        frame.render_widget(Fit::line(Line::styled(format!(" {count}"), THEME.dim)), title);
        if self.games.is_empty() {
            let empty = Wrapped::new(vec![
                Line::styled(t!("records.none"), THEME.text),
                Line::styled(t!("records.none_hint"), THEME.dim),
            ])
            .centered();
            frame.render_widget(empty, list);
        }
        let (first, rows) = self.window(list);
        for (i, r) in self.games.iter().enumerate().skip(first).take(rows) {
            let y = list.y + (i - first) as u16;
            let mut line = self.row(r);
            let marker = if i == self.selected { "▶ " } else { "  " };
            line.spans.insert(0, Span::styled(marker, THEME.selected));
            if i == self.selected {
                line = line.style(THEME.selected);
            }
            frame.render_widget(Clipped::line(line), Rect { y, height: 1, ..list });
        }
        let [field_row, notice_row] =
            Layout::vertical([Constraint::Length(1), Constraint::Length(2)]).areas(status);
        match (&self.field, &self.notice) {
            (Some(field), notice) => {
                field.draw(frame, field_row, &t!("records.import_label"), true);
                if let Some(RecordsNotice::Refused(why) | RecordsNotice::Unreadable(why)) = notice {
                    frame.render_widget(
                        Wrapped::line(Line::styled(why.clone(), THEME.error)),
                        notice_row,
                    );
                } else {
                    frame.render_widget(
                        Wrapped::line(Line::styled(t!("records.import_hint"), THEME.dim)),
                        notice_row,
                    );
                }
            }
            (None, Some(RecordsNotice::Refused(why) | RecordsNotice::Unreadable(why))) => {
                chrome::draw_status(frame, status, why, THEME.error, "");
            }
            (None, None) => {}
        }
    }

    fn hints(&self) -> Vec<KeyHint> {
        if self.field.is_some() {
            vec![
                crate::screens::hint("Enter", t!("key.review")),
                crate::screens::hint("Esc", t!("key.cancel")),
            ]
        } else {
            KEYS.hints()
        }
    }

    fn game(&self) -> Option<GameId> {
        Some(GameId::Othello)
    }

    fn captures_text(&self) -> bool {
        self.field.is_some()
    }

    fn min_size(&self) -> (u16, u16) {
        (60, 12)
    }
}
