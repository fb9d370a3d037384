//! Big terminals look better, not emptier: the card games' cards grow a step with the room
//! (80×24 → 100×30 → 160×50), Killer Sevens' table grows until no band of empty rows parts it
//! from the events, and poker's event column widens so a round's line reads on one line.

use asobi::catalog::GameId;
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use asobi::widgets::card::CardSize;
use asobi::widgets::sevens_table::table_layout;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// What a game screen gets at a terminal of `w`×`h`: every row but the key bar's.
fn screen(w: u16, h: u16) -> Rect {
    Rect::new(0, 0, w, h - 1)
}

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (160, 50)];

/// `game` with `players` (Old Maid, Sevens) at `w`×`h`, instant animation.
fn open(game: GameId, players: usize, w: u16, h: u16) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = format!(
        "animation = \"instant\"\ncard_style_auto = false\n\
         [old_maid]\nplayers = {players}\n[sevens]\nplayers = {players}\n"
    );
    std::fs::write(dir.path().join(asobi::app::SETTINGS_FILE), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 5)
        .lang(Language::En)
        .game(game)
        .size(w, h)
        .build();
    (h, dir)
}

#[test]
fn each_card_game_draws_larger_cards_at_each_larger_size() {
    // Poker has two hands of five: they take the fourth, huge step on the biggest screen.
    let poker: Vec<CardSize> = [(80, 24), (100, 30), (120, 34), (160, 50)]
        .iter()
        .map(|&(w, h)| asobi::screens::poker::layout(screen(w, h)).card)
        .collect();
    assert_eq!(poker, CardSize::STEPS, "poker's hands");
    for players in [4, 6] {
        // Old Maid: your hand (and the pile) a step larger at each size.
        let own: Vec<CardSize> = SIZES
            .iter()
            .map(|&(w, h)| asobi::screens::old_maid::table_layout(screen(w, h), players).own)
            .collect();
        if players == 6 {
            assert_eq!(own, CardSize::STEPS[..3], "Old Maid's hand, {players} players");
        }
        let seats = asobi::screens::old_maid::table_layout(screen(160, 50), players).card;
        assert_eq!(seats, CardSize::Large, "the other seats too at 160×50, {players} players");
        // Killer Sevens: the table's cells one, three, then five rows tall, like small,
        // medium and large cards; the hand's cards large at 160×50.
        let cells: Vec<(u16, u16)> = SIZES
            .iter()
            .map(|&(w, h)| {
                let a = asobi::screens::sevens::areas(screen(w, h), players);
                let cell = table_layout(a.table).cells[0];
                (cell.width, cell.height)
            })
            .collect();
        assert!(cells.windows(2).all(|p| p[1].1 > p[0].1), "Sevens' cells grow: {cells:?}");
        let hand = asobi::screens::sevens::areas(screen(160, 50), players).card;
        assert_eq!(hand, CardSize::Large);
    }
}

/// The rows between the bottom of Killer Sevens' table and the first line of its events.
fn blank_rows_under_the_table(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let bottom = lines.iter().rposition(|l| l.contains('└') && l.contains('┴')).expect("a grid");
    lines[bottom + 1..].iter().take_while(|l| l.trim().is_empty()).count()
}

#[test]
fn killer_sevens_leaves_no_band_of_empty_rows_between_the_table_and_the_events() {
    for players in [4, 6] {
        for (w, h) in [(100, 30), (120, 40), (160, 50), (200, 60)] {
            let (mut harness, _dir) = open(GameId::Sevens, players, w, h);
            let here = format!("{players} players at {w}×{h}");
            let text = harness.render();
            assert!(blank_rows_under_the_table(&text) <= 1, "{here}, at the deal:\n{text}");
            for _ in 0..3 {
                harness.key(KeyCode::Tab).key(KeyCode::Enter).settle(20_000);
            }
            let text = harness.render();
            assert!(blank_rows_under_the_table(&text) <= 1, "{here}, under way:\n{text}");
            // The events have every row between the table and the hand's label.
            let a = asobi::screens::sevens::areas(screen(w, h), players);
            let table_bottom = table_layout(a.table).outer.bottom().max(a.panel.bottom());
            assert!(a.log.y <= table_bottom + 1, "{here}: {a:?}");
            assert_eq!(a.log.bottom(), a.hand_label.y, "{here}: {a:?}");
        }
    }
}

#[test]
fn poker_reads_a_round_on_one_line_at_160_columns() {
    let (mut h, _dir) = open(GameId::Poker, 0, 160, 50);
    h.type_text("30").key(KeyCode::Enter).settle(20_000);
    let text = h.render();
    assert!(
        text.lines().any(|l| l.trim_end().ends_with("Round 1: bet 30 points, dealt")),
        "{text}"
    );
    // The column is wider than at 80 columns, where it keeps its 28.
    let wide = asobi::screens::poker::layout(screen(160, 50)).panel.width;
    let floor = asobi::screens::poker::layout(screen(80, 24)).panel.width;
    assert_eq!(floor, 28);
    assert!(wide > floor + 10, "{wide}");
}
